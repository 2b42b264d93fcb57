// Package series is the series being bowled on the lanes, as the lane app keeps it: its plan
// (domain.Series, and the league match it is bowled as, if any), the number of the game on the
// lanes, and the records of its finished games, with which of them history has yet to store;
// and the series sheet's layout (Table), which the series screen, History and an opened link
// draw. It holds no rule of bowling: the domain plans the series, records its games and
// derives its sheet.
//
// The root saves a State beside the game in progress, so that a reload keeps the series, its
// sheet and the next game, whether or not history could store the games. A finished game
// becomes a record at once and goes to history; undoing or correcting it on the lanes, before
// the next game, stores a new version with the same ID (domain.Record.Corrected). Once the
// next game starts, the game is locked: only history corrects it.
package series

import (
	"encoding/json"
	"errors"
	"slices"
	"time"

	"tenpin/domain"
)

// State is the series in progress, as saved.
type State struct {
	Series  domain.Series   `json:"series"`
	Match   *domain.Match   `json:"match,omitempty"` // a league match's plan, bowled as Series
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

// errDamaged is a saved series that does not hold together.
var errDamaged = errors.New("series: the saved series does not hold together")

// Read reads a saved series. One that does not hold together (a damaged save, a match that is
// not the one the series is bowled as) is an error: it is dropped rather than scored.
func Read(value []byte) (*State, error) {
	var s State
	if err := json.Unmarshal(value, &s); err != nil {
		return nil, err
	}
	if err := s.Series.Check(); err != nil {
		return nil, err
	}
	if !s.fitsMatch() {
		return nil, errDamaged
	}
	return &s, nil
}

// For makes a one-game series, in the game's format, for a game that has none (saved by an
// earlier version of the app), so that it too is kept in history once over. Bowlers named
// twice cannot be told apart in history: such a game has no series (nil).
func For(g *domain.Game) *State {
	s, err := domain.NewSeries(1, domain.KeepOrder, g.Names()...)
	if err != nil {
		return nil
	}
	s.Format = g.Format()
	return &State{Series: s, Game: 1}
}

// OfMatch plans the series a league match is bowled as (league.md): its games, its lineup
// kept in every game (Match.Lineup: the bowlers who bowl, team A's then team B's; with Baker
// or Scotch, one line per team), its ID and its format. A reload, another window and
// history's store then treat a match's games as they treat a series', and its games become
// records by Match.Record, which carry the teams and settings into history.
func OfMatch(m domain.Match) (domain.Series, error) {
	s, err := domain.NewSeries(m.Games, domain.KeepOrder, m.Lineup()...)
	if err != nil {
		return domain.Series{}, err
	}
	s.ID, s.Format = m.ID, m.League.Format
	return s, nil
}

// Plays reports whether g, the game on the lanes, is the series' game: its lineup for that
// game and its format.
func (s *State) Plays(g *domain.Game) bool {
	lineup, err := s.Series.Lineup(s.Game)
	return err == nil && slices.Equal(lineup, g.Names()) && s.Series.Format == g.Format()
}

// Holds reports whether rec is a version of the series' game on the lanes.
func (s *State) Holds(rec domain.Record) bool {
	return s != nil && s.Series.ID == rec.Series().ID && s.Game == rec.Series().Game
}

// HasNext reports whether the series has a game after the one on the lanes.
func (s *State) HasNext() bool { return s != nil && s.Game < s.Series.Games }

// ToStore returns the records history has not confirmed storing: this series' and earlier
// series'.
//
//go:noinline
func (s *State) ToStore() []domain.Record {
	recs := slices.Clone(s.Earlier)
	for _, r := range s.Records {
		if contains(s.Unstored, r.ID()) {
			recs = append(recs, r)
		}
	}
	return recs
}

// Stored drops the records history confirmed storing, recs, from those to store.
func (s *State) Stored(recs []domain.Record) {
	stored := func(id string) bool {
		return slices.ContainsFunc(recs, func(r domain.Record) bool { return r.ID() == id })
	}
	s.Unstored = slices.DeleteFunc(s.Unstored, stored)
	s.Earlier = slices.DeleteFunc(s.Earlier, func(r domain.Record) bool { return stored(r.ID()) })
}

// Record returns the record of game n, if it is finished.
//
//go:noinline
func (s *State) Record(n int) (domain.Record, bool) {
	for _, r := range s.Records {
		if r.Series().Game == n {
			return r, true
		}
	}
	return domain.Record{}, false
}

// SetRecord puts the record of its game in place of an older version; unstored says that
// history has yet to store it.
func (s *State) SetRecord(r domain.Record, unstored bool) {
	s.Records = slices.DeleteFunc(s.Records, func(o domain.Record) bool { return o.Series().Game == r.Series().Game })
	s.Records = domain.InSeries(append(s.Records, r), s.Series.ID) // by game number
	if unstored && !contains(s.Unstored, r.ID()) {
		s.Unstored = append(s.Unstored, r.ID())
	}
}

// RecordGame makes the record of the game on the lanes, g, once over: a match's game carries
// its match.
func (s *State) RecordGame(g *domain.Game, played time.Time) (domain.Record, error) {
	if s.Match != nil {
		return s.Match.Record(s.Game, g, played)
	}
	return s.Series.Record(s.Game, g, played)
}

// fitsMatch reports whether the match, if any, is the one the series is bowled as (a
// damaged save is dropped rather than scored).
func (s *State) fitsMatch() bool {
	m := s.Match
	return m == nil || (m.Check() == nil && m.ID == s.Series.ID && m.Games == s.Series.Games &&
		m.League.Format == s.Series.Format && slices.Equal(m.Lineup(), s.Series.Names))
}

// Again plans the same series, or match, once more under a new ID (a rematch).
func (s *State) Again() (domain.Series, *domain.Match) {
	plan := s.Series
	plan.ID = domain.NewID()
	if s.Match == nil {
		return plan, nil
	}
	m := *s.Match
	m.ID = plan.ID
	return plan, &m
}

// Forget drops records deleted from history from the series in progress, so that its sheet
// agrees with history.
func (s *State) Forget(ids []string) {
	if s == nil {
		return
	}
	s.Records = slices.DeleteFunc(s.Records, func(r domain.Record) bool { return contains(ids, r.ID()) })
	s.Unstored = slices.DeleteFunc(s.Unstored, func(id string) bool { return contains(ids, id) })
	s.Earlier = slices.DeleteFunc(s.Earlier, func(r domain.Record) bool { return contains(ids, r.ID()) })
}

// contains is slices.Contains, not inlined: each inlined copy costs the wasm its own code.
//
//go:noinline
func contains(list []string, s string) bool { return slices.Contains(list, s) }
