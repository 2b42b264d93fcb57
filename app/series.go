package app

import (
	"encoding/json"
	"errors"
	"slices"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/history"
	"tenpin/app/play"
	"tenpin/domain"
)

// The series being bowled: its plan (domain.Series), the number of the game on the lanes, and
// the records of its finished games. It is saved beside the game in progress (seriesKey), so
// that a reload keeps the series, its sheet and the next game, whether or not history could
// store the games. A finished game becomes a record at once and goes to history; undoing or
// correcting it on the lanes, before the next game, stores a new version with the same ID
// (Record.Corrected). Once the next game starts, the game is locked: only history corrects it.

// seriesState is the series in progress, as saved.
type seriesState struct {
	Series  domain.Series   `json:"series"`
	Match   *domain.Match   `json:"match,omitempty"` // a league match's plan, bowled as Series (match.go)
	Game    int             `json:"game"`            // the game on the lanes, 1..Series.Games
	Records []domain.Record `json:"records"`         // the finished games, by game number
	// Unstored lists the records history has not confirmed storing, to store again on
	// the next chance (a tab closed as a game ended, a full or refused database).
	Unstored []string `json:"unstored,omitempty"`
	// Earlier holds the games of earlier series that history had not confirmed storing when
	// this series started: without them, a new series (Rematch, Start) would drop a game the
	// browser had refused to keep, or had not stored yet, from every list that keeps it.
	Earlier []domain.Record `json:"earlier,omitempty"`
	NotKept bool            `json:"-"` // the browser refused the last game
}

// unstored returns the records history has not confirmed storing: this series' and earlier
// series'.
//
//go:noinline
func (s *seriesState) unstored() []domain.Record {
	recs := slices.Clone(s.Earlier)
	for _, r := range s.Records {
		if contains(s.Unstored, r.ID()) {
			recs = append(recs, r)
		}
	}
	return recs
}

// record returns the record of game n, if it is finished.
//
//go:noinline
func (s *seriesState) record(n int) (domain.Record, bool) {
	for _, r := range s.Records {
		if r.Series().Game == n {
			return r, true
		}
	}
	return domain.Record{}, false
}

// setRecord puts the record of its game in place of an older version; unstored says that
// history has yet to store it.
func (s *seriesState) setRecord(r domain.Record, unstored bool) {
	s.Records = slices.DeleteFunc(s.Records, func(o domain.Record) bool { return o.Series().Game == r.Series().Game })
	s.Records = domain.InSeries(append(s.Records, r), s.Series.ID) // by game number
	if unstored && !contains(s.Unstored, r.ID()) {
		s.Unstored = append(s.Unstored, r.ID())
	}
}

// Series is what the game screen shows of the series in progress (play.Host): which game of
// how many, and the league match it is bowled as, with its finished games.
func (c *Scoreboard) Series() play.Series {
	s := c.night.series
	if s == nil {
		return play.Series{}
	}
	_, recorded := s.record(s.Game)
	return play.Series{Game: s.Game, Of: s.Series.Games, Match: s.Match, Records: s.Records, Recorded: recorded}
}

// startSeries starts series s, planned on the setup screen (or again, a rematch), with its
// first game on the lanes; m is the league match it is bowled as, if any (match.go).
func (n *night) startSeries(s domain.Series, m *domain.Match) bool {
	g, err := s.Start(1)
	if err != nil {
		return false
	}
	next := &seriesState{Series: s, Match: m, Game: 1}
	if old := n.series; old != nil {
		next.Earlier = old.unstored()
	}
	n.series = next
	n.host.begin(g)
	_ = n.writeSeries(true) // a new series replaces whatever is stored, as a new game does
	return true
}

// nextGame starts the next game of the series with the same bowlers, in the order the
// series keeps or rotates. A window that missed another window's change of the game or the
// series (the next game started there already) is refused with a message and catches up,
// rather than starting the game again over the balls bowled in it.
func (n *night) nextGame() {
	if n.outdated() {
		return
	}
	s := n.series
	if g, _ := n.host.Current(); s == nil || g == nil || !g.Over() || s.Game >= s.Series.Games {
		return
	}
	g, err := s.Series.Start(s.Game + 1)
	if err != nil {
		return
	}
	s.Game++
	n.host.begin(g)
	n.saveSeries()
}

// seriesFor makes a one-game series, in the game's format, for a game that has none (saved
// by an earlier version of the app), so that it too is kept in history once over. Bowlers named twice cannot be told
// apart in history: such a game has no series.
func seriesFor(g *domain.Game) *seriesState {
	s, err := domain.NewSeries(1, domain.KeepOrder, g.Names()...)
	if err != nil {
		return nil
	}
	s.Format = g.Format()
	return &seriesState{Series: s, Game: 1}
}

// restoreSeries loads the series in progress saved beside g, the game restored. A series
// that does not fit g (another lineup or format, a damaged save) is dropped, and a game without one
// gets a one-game series.
func (n *night) restoreSeries(g *domain.Game) {
	if n.shared.series == nil || g == nil {
		return
	}
	var s seriesState
	value, ok := readShared(n.shared.series)
	fits := ok && json.Unmarshal(value, &s) == nil && s.Series.Check() == nil && s.fitsMatch()
	if fits {
		lineup, err := s.Series.Lineup(s.Game)
		fits = err == nil && slices.Equal(lineup, g.Names()) && s.Series.Format == g.Format()
	}
	if fits {
		n.series = &s
	} else {
		n.series = seriesFor(g)
	}
	if g.Over() {
		n.keepSeries(g)
	} else {
		n.storeUnstored()
	}
}

// saveSeries writes the series beside the game, as an edit of the series this window showed.
// When another window changed it since, nothing is written, the window shows the stored
// series (writeSeries), and saveSeries reports false. A store that refuses is reported by the
// game's own save.
func (n *night) saveSeries() bool {
	return !errors.Is(n.writeSeries(false), browser.ErrStale)
}

// keepSeries runs after every change of g, the game on the lanes (Commit, after the save):
// it writes the series again if the browser refused it before, and once the game is over the
// game becomes a record of the series, or a new version of its record if it was changed after
// it ended, and goes to history with any record history has not confirmed yet.
func (n *night) keepSeries(g *domain.Game) { n.keepSeriesOf(g, true) }

// keepSeriesOf is keepSeries; retry says whether to try again once on a series another window
// changed meanwhile.
func (n *night) keepSeriesOf(g *domain.Game, retry bool) {
	if n.shared.unsaved {
		n.saveSeries() // refused before, while the game's saves were too: other windows need it
	}
	s := n.series
	if s == nil || g == nil {
		return
	}
	if !g.Over() {
		return
	}
	var rec domain.Record
	var err error
	changed := false
	if old, ok := s.record(s.Game); ok {
		rec, err = old.Corrected(g)
		changed = err == nil && !rec.Equal(old)
	} else {
		rec, err = s.recordGame(g, time.Now())
		changed = err == nil
	}
	if changed {
		s.setRecord(rec, true)
		if !n.saveSeries() && retry {
			// Another window changed the series since this window last read it (a game of it
			// corrected in history there): the record goes into the series as stored now.
			n.keepSeriesOf(g, false)
			return
		}
	}
	n.storeUnstored()
}

// storeUnstored sends the series' records that history has not confirmed to history.
func (n *night) storeUnstored() {
	s := n.series
	if s == nil || n.host.uiContext().Context == nil || n.archive.State() == history.Refused {
		return
	}
	recs := s.unstored()
	if len(recs) == 0 {
		return
	}
	n.archive.Store(recs, nil, func(ctx app.Context, err error) {
		s.NotKept = err != nil
		if err == nil {
			stored := func(id string) bool {
				return slices.ContainsFunc(recs, func(r domain.Record) bool { return r.ID() == id })
			}
			s.Unstored = slices.DeleteFunc(s.Unstored, stored)
			s.Earlier = slices.DeleteFunc(s.Earlier, func(r domain.Record) bool { return stored(r.ID()) })
			n.saveSeries()
			if n.finals != nil {
				n.finals(ctx, s.Records)
			}
		}
	})
}

// forget drops records deleted from history from the series in progress, so that its sheet
// agrees with history.
func (s *seriesState) forget(ids []string) {
	if s == nil {
		return
	}
	s.Records = slices.DeleteFunc(s.Records, func(r domain.Record) bool { return contains(ids, r.ID()) })
	s.Unstored = slices.DeleteFunc(s.Unstored, func(id string) bool { return contains(ids, id) })
	s.Earlier = slices.DeleteFunc(s.Earlier, func(r domain.Record) bool { return contains(ids, r.ID()) })
}
