package domain

import (
	"errors"
	"slices"
	"time"
)

// Brackets kept: a bracket set as a device keeps it and the history file carries it
// (BracketRecord), and the scores its brackets are settled by, taken from a night's games
// (BracketScores). Results are never kept: they follow from the games, so a game corrected
// in history settles the brackets again.

// ErrInvalidBrackets is returned for a kept bracket set that BracketRecord.Check refuses.
var ErrInvalidBrackets = errors.New("invalid kept bracket set")

// BracketRecord is one bracket set of a night as kept: its ID, when it was made (its night
// is that day, in the zone it was made in), its settings, the entries in the order taken
// (the draw follows that order), and once drawn the seed and the draw. The draw is kept
// as drawn rather than drawn again from the seed, so that a set drawn by one version of
// tenpin reads the same in any later one.
type BracketRecord struct {
	ID      string     `json:"id"`
	Made    time.Time  `json:"made"`
	Set     BracketSet `json:"set"`
	Entries []Entry    `json:"entries"`
	Seed    uint64     `json:"seed,string"`
	Draw    *Draw      `json:"draw,omitempty"` // nil until drawn
	Rev     uint64     `json:"rev,omitempty"`  // the revision a device stored it at (MergeBracketSets); none in a history file
}

// Day returns the set's night, the day it was made, as yyyy-mm-dd.
func (r BracketRecord) Day() string { return r.Made.Format(time.DateOnly) }

// Check refuses a kept set that could not have been made, with an error wrapping
// ErrInvalidBrackets: a bad ID or date, settings BracketSet.Check refuses, an entry with a
// name that is not upper case and valid, a count outside 1..MaxBracketEntries or a bowler
// entered twice, and a draw whose brackets ResolveBracket refuses, that places a bowler not
// entered, or whose places and returned entries do not add up to each bowler's entries.
func (r BracketRecord) Check() error {
	err := checkID(r.ID)
	if err == nil {
		err = checkPlayed(r.Made)
	}
	if err == nil {
		err = r.Set.Check()
	}
	left := map[string]int{} // each bowler's entries not yet accounted for
	for i, e := range r.Entries {
		name, nerr := ParseName(e.Name)
		switch {
		case err != nil:
		case nerr != nil || name != e.Name:
			err = errorf("entry %d: the name %q is not 3 upper-case letters A-Z", i+1, e.Name)
		case e.Count < 1 || e.Count > MaxBracketEntries:
			err = errorf("%s enters %d times, but a bowler enters 1 to %d times", name, e.Count, MaxBracketEntries)
		case left[name] > 0:
			err = errorf("%s is entered twice", name)
		}
		left[e.Name] = e.Count
	}
	if err == nil && r.Draw != nil {
		err = r.Draw.fits(r.Set, left)
	}
	if err != nil {
		return errorf("%w: %w", ErrInvalidBrackets, err)
	}
	return nil
}

// fits checks a draw against the set and each bowler's entries (left, which it uses up).
func (d *Draw) fits(s BracketSet, left map[string]int) error {
	for i, br := range d.Brackets {
		if _, err := ResolveBracket(s, br, nil); err != nil {
			return errorf("bracket %d: %w", i+1, err)
		}
		for _, name := range br {
			if name == "" {
				continue
			}
			if left[name] < 1 {
				return errorf("bracket %d places %s more often than entered", i+1, name)
			}
			left[name]--
		}
	}
	for i, e := range d.Returned {
		if e.Count < 1 || left[e.Name] != e.Count || slices.ContainsFunc(d.Returned[:i], func(o Entry) bool { return o.Name == e.Name }) {
			return errorf("%s's %d returned entries do not match the entries left", e.Name, e.Count)
		}
		left[e.Name] = 0
	}
	for name, n := range left {
		if n != 0 {
			return errorf("%d of %s's entries are neither placed nor returned", n, name)
		}
	}
	return nil
}

// BracketScores returns the scores a night's games settle brackets with: for each bowler
// in records (the games of one night, in any order), the games of their series that night,
// game g at [g-1], as long as the series. A bowler of a league match who is absent is Known
// and not Bowled in each of its games. Where a bowler is in several series that night (a
// practice game before the league), the series of their last game counts. A Baker game
// has no bowler's own score, so it counts for no one.
func BracketScores(records []Record) map[string][]GameScore {
	sorted := slices.Clone(records)
	SortRecords(sorted)
	series := map[string]string{} // bowler: the series that counts
	each := func(r Record, f func(name string, bowled bool, i int)) {
		if r.Baker() {
			return
		}
		for i, name := range r.Names() {
			f(name, true, i)
		}
		if m, ok := r.Match(); ok {
			for _, t := range m.Teams {
				for _, p := range t.Lineup {
					if p.Absent {
						f(p.shown(), false, 0)
					}
				}
			}
		}
	}
	for _, r := range sorted {
		each(r, func(name string, _ bool, _ int) { series[name] = r.series.ID })
	}
	scores := map[string][]GameScore{}
	for _, r := range sorted {
		totals, handicaps := r.Scores(), r.handicap
		each(r, func(name string, bowled bool, i int) {
			if series[name] != r.series.ID {
				return
			}
			games := scores[name]
			if len(games) < r.series.Of {
				games = append(games, make([]GameScore, r.series.Of-len(games))...)
			}
			g := GameScore{Known: true, Bowled: bowled}
			if bowled {
				g.Scratch = totals[i]
				if handicaps != nil {
					g.Handicap = handicaps[i]
				}
			}
			games[r.series.Game-1] = g
			scores[name] = games
		})
	}
	return scores
}
