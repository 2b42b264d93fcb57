package app

import (
	"slices"
	"time"

	"tenpin/domain"
)

// The league match being bowled (league.md): a series whose plan is also a domain.Match. It
// is kept in the series' state (seriesState.Match), saved beside the game under seriesKey,
// so that a reload, another window and history's store treat a match's games as they treat
// a series': the series is the match's lineup in every game, under the match's ID. Its games
// become records by Match.Record, which carry the teams and settings into history. What the
// lanes show of the match (its panel, team lines and sheet) is package app/match, which the
// series hands the match, its records and the game on the lanes (refreshPanel).

// seriesOfMatch plans the series a match is bowled as: its games, its lineup kept in every
// game (Match.Lineup: the bowlers who bowl, team A's then team B's; with Baker or Scotch, one
// line per team), its ID and its format, with the match's handicap settings to remember them.
func seriesOfMatch(m domain.Match) (domain.Series, error) {
	s, err := domain.NewSeries(m.Games, domain.KeepOrder, m.Lineup()...)
	if err != nil {
		return domain.Series{}, err
	}
	s.ID, s.Format = m.ID, m.League.Format
	return s, nil
}

// recordGame makes the record of the game on the lanes, g, once over: a match's game carries
// its match.
func (s *seriesState) recordGame(g *domain.Game, played time.Time) (domain.Record, error) {
	if s.Match != nil {
		return s.Match.Record(s.Game, g, played)
	}
	return s.Series.Record(s.Game, g, played)
}

// fitsMatch reports whether the match, if any, is the one the series is bowled as (a
// damaged save is dropped rather than scored).
func (s *seriesState) fitsMatch() bool {
	m := s.Match
	return m == nil || (m.Check() == nil && m.ID == s.Series.ID && m.Games == s.Series.Games &&
		m.League.Format == s.Series.Format && slices.Equal(m.Lineup(), s.Series.Names))
}

// again plans the same series, or match, once more under a new ID (a rematch).
func (s *seriesState) again() (domain.Series, *domain.Match) {
	plan := s.Series
	plan.ID = domain.NewID()
	if s.Match == nil {
		return plan, nil
	}
	m := *s.Match
	m.ID = plan.ID
	return plan, &m
}
