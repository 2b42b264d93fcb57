package app

import (
	"errors"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/history"
	"tenpin/app/play"
	"tenpin/app/series"
	"tenpin/domain"
)

// The series being bowled (package series' State) as the night keeps it: saved beside the
// game in progress (seriesKey), followed across windows (nightwindows.go), and its finished
// games kept in history.

// Series is what the game screen shows of the series in progress (play.Host): which game of
// how many, and the league match it is bowled as, with its finished games.
func (c *Scoreboard) Series() play.Series {
	s := c.night.series
	if s == nil {
		return play.Series{}
	}
	_, recorded := s.Record(s.Game)
	return play.Series{Game: s.Game, Of: s.Series.Games, Match: s.Match, Records: s.Records, Recorded: recorded}
}

// startSeries starts series s, planned on the setup screen (or again, a rematch), with its
// first game on the lanes; m is the league match it is bowled as, if any.
func (n *night) startSeries(s domain.Series, m *domain.Match) bool {
	g, err := s.Start(1)
	if err != nil {
		return false
	}
	next := &series.State{Series: s, Match: m, Game: 1}
	if old := n.series; old != nil {
		next.Earlier = old.ToStore()
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

// restoreSeries loads the series in progress saved beside g, the game restored. A series
// that does not fit g (another lineup or format, a damaged save) is dropped, and a game without one
// gets a one-game series.
func (n *night) restoreSeries(g *domain.Game) {
	if n.shared.series == nil || g == nil {
		return
	}
	n.series = series.For(g)
	if value, ok := readShared(n.shared.series); ok {
		if s, err := series.Read(value); err == nil && s.Plays(g) {
			n.series = s
		}
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
	if old, ok := s.Record(s.Game); ok {
		rec, err = old.Corrected(g)
		changed = err == nil && !rec.Equal(old)
	} else {
		rec, err = s.RecordGame(g, time.Now())
		changed = err == nil
	}
	if changed {
		s.SetRecord(rec, true)
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
	recs := s.ToStore()
	if len(recs) == 0 {
		return
	}
	n.archive.Store(recs, nil, func(ctx app.Context, err error) {
		s.NotKept = err != nil
		if err == nil {
			s.Stored(recs)
			n.saveSeries()
			if n.finals != nil {
				n.finals(ctx, s.Records)
			}
		}
	})
}
