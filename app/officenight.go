package app

import (
	"slices"
	"time"

	"tenpin/app/history"
	"tenpin/domain"
)

// Night is the night around the game as the office's screens see it (office.go): the
// brackets screen (brackets.Night) gets the night's bowlers and their games from the series
// or match being bowled on this device and from the games history holds of the same day
// (other lanes' sheets, imported as a file or kept from a link), and on a device that keeps a
// league, from the lineups of its week to come (Tonight); the league screen (season.Host)
// gets history's league matches. It keeps what it found in history, once per change of
// history rather than at every render.
type Night struct {
	n *night
	// Tonight, when set, returns the bowlers of the league week to come and its games.
	Tonight func() (names []string, games int)

	gen  int    // the history recs are of (Archive.Gen)
	day  string // the day recs are of
	recs []domain.Record

	matchesGen int // Archive.Gen+1 the matches are of
	matches    [][]domain.Record
}

// HistoryMatches implements season.Host: every league match in history, newest first, each
// by game number; loaded is false until history is read.
func (b *Night) HistoryMatches() ([][]domain.Record, bool) {
	a := &b.n.archive
	if a.State() != history.Ready {
		return nil, a.State() == history.Refused
	}
	if b.matchesGen != a.Gen()+1 {
		b.matchesGen, b.matches = a.Gen()+1, nil
		var recs []domain.Record
		for _, r := range a.Records() {
			if _, ok := r.Match(); ok {
				recs = append(recs, r)
			}
		}
		b.matches = history.GroupSeries(recs)
	}
	return b.matches, true
}

// dayOf is the day of a time as a set names its night, yyyy-mm-dd.
func dayOf(t time.Time) string { return t.Format(time.DateOnly) }

// records returns the games of day: history's, with the series being bowled's own versions
// of its games (some may not be stored yet).
func (b *Night) records(day string) []domain.Record {
	a := &b.n.archive
	if a.State() == history.Ready && (a.Gen() != b.gen || day != b.day) {
		b.gen, b.day, b.recs = a.Gen(), day, nil
		for _, r := range a.Records() {
			if dayOf(r.Played()) == day {
				b.recs = append(b.recs, r)
			}
		}
	}
	var recs []domain.Record
	if b.day == day {
		recs = slices.Clone(b.recs)
	}
	if s := b.n.series; s != nil {
		for _, r := range s.Records {
			if dayOf(r.Played()) != day {
				continue
			}
			if k := slices.IndexFunc(recs, func(o domain.Record) bool { return o.ID() == r.ID() }); k >= 0 {
				recs[k] = r
			} else {
				recs = append(recs, r)
			}
		}
	}
	return recs
}

// Bowlers returns the bowlers of day's night: those of the series or match being bowled
// when it is of that day (a match's absent bowlers too), tonight's those of the league's week
// to come, then those of the other games of the day; and the games of the series.
func (b *Night) Bowlers(day string) ([]string, int) {
	var names []string
	add := func(name string) {
		if name != "" && !contains(names, name) {
			names = append(names, name)
		}
	}
	games := 0
	if s := b.n.series; s != nil && (len(s.Records) == 0 && dayOf(time.Now()) == day || len(s.Records) > 0 && dayOf(s.Records[0].Played()) == day) {
		games = s.Series.Games
		switch {
		case s.Match == nil:
			for _, name := range s.Series.Names {
				add(name)
			}
		case !s.Match.League.Baker:
			for _, t := range s.Match.Teams {
				for _, p := range t.Lineup {
					add(p.Name)
				}
			}
		}
	}
	if b.Tonight != nil && day == dayOf(time.Now()) {
		// Tonight's league week: every lineup, before any game of it is on this device.
		week, perWeek := b.Tonight()
		for _, name := range week {
			add(name)
		}
		games = max(games, perWeek)
	}
	recs := b.records(day)
	scores := domain.BracketScores(recs)
	for _, r := range recs {
		for _, name := range r.Names() {
			if _, ok := scores[name]; ok { // not a Baker game's line
				add(name)
			}
		}
		games = max(games, r.Series().Of)
	}
	var absent []string // absent bowlers of other lanes' matches
	for name := range scores {
		if !contains(names, name) {
			absent = append(absent, name)
		}
	}
	slices.Sort(absent)
	return append(names, absent...), games
}

// Scores returns the scores of day's bowlers in its games (domain.BracketScores).
func (b *Night) Scores(day string) map[string][]domain.GameScore {
	return domain.BracketScores(b.records(day))
}

// Opened returns the games of the sheet an opened link shows, nil for none.
func (b *Night) Opened() []domain.Record { return b.n.links.Opened.Records }
