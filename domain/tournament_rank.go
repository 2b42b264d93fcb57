package domain

import (
	"errors"
	"slices"
)

// ErrInvalidTournament is returned for tournament settings, entries, standings or results
// that the rules of a tournament (tournament.md) refuse; the error says which.
var ErrInvalidTournament = errors.New("invalid tournament")

// Qualifier is one entry's qualifying: the bowler's name, the games' scratch scores in order,
// and the handicap added to each game (0 in a scratch event).
type Qualifier struct {
	Bowler   string
	Scores   []int
	Handicap int
}

// Placing is one entry's standing: Entry its index in the list ranked, Total the pins
// counted, Place from 1 (equal for entries still tied after the tie-breaks).
type Placing struct{ Entry, Total, Place int }

// rankKey is what ranks an entry: its total, then its last game, then its high game (-1 for
// none, which loses to any game), and last its index, which lists a shared place in entry
// order.
type rankKey struct{ entry, total, last, high int }

// tied reports whether a and b are equal but for their entry.
func (a rankKey) tied(b rankKey) bool {
	return a.total == b.total && a.last == b.last && a.high == b.high
}

// compareRank orders keys best first.
func compareRank(a, b rankKey) int {
	switch {
	case a.total != b.total:
		return b.total - a.total
	case a.last != b.last:
		return b.last - a.last
	case a.high != b.high:
		return b.high - a.high
	}
	return a.entry - b.entry
}

// placeKeys sorts keys best first and numbers their places: keys equal but for their entry
// share a place, and the next place skips as many as shared it (1, 2, 2, 4).
func placeKeys(keys []rankKey) []Placing {
	slices.SortFunc(keys, compareRank)
	out := make([]Placing, len(keys))
	for i, k := range keys {
		place := i + 1
		if i > 0 && k.tied(keys[i-1]) {
			place = out[i-1].Place
		}
		out[i] = Placing{Entry: k.entry, Total: k.total, Place: place}
	}
	return out
}

// RankQualifying ranks entries best first as "Qualifying" says; bestOnly keeps one entry per
// bowler (names compared exactly; the other entries are left out of the result and the places
// are numbered among those kept). Errors, never a panic: no entries, an entry without games,
// entries with different numbers of games, a score outside 0..300, a handicap outside 0..300.
//
// An entry's total is its scores plus its handicap for each game; ties go to the higher last
// game, then the higher single game (handicap included in both), and entries still tied share
// the place, listed in entry order. With bestOnly a bowler keeps the entry that ranks first by
// that order (on a full tie the earlier entry).
func RankQualifying(entries []Qualifier, bestOnly bool) ([]Placing, error) {
	if len(entries) == 0 {
		return nil, errorf("%w: no entries to rank", ErrInvalidTournament)
	}
	games := len(entries[0].Scores)
	keys := make([]rankKey, len(entries))
	for i, e := range entries {
		switch {
		case len(e.Scores) == 0:
			return nil, errorf("%w: entry %d (%s) has no games", ErrInvalidTournament, i+1, e.Bowler)
		case len(e.Scores) != games:
			return nil, errorf("%w: entry %d (%s) has %d games, but entry 1 has %d", ErrInvalidTournament, i+1, e.Bowler, len(e.Scores), games)
		case e.Handicap < 0 || e.Handicap > MaxScore:
			return nil, errorf("%w: entry %d (%s) has a handicap of %d, but a handicap is 0 to %d", ErrInvalidTournament, i+1, e.Bowler, e.Handicap, MaxScore)
		}
		k := rankKey{entry: i, high: -1}
		for g, s := range e.Scores {
			if s < 0 || s > MaxScore {
				return nil, errorf("%w: entry %d (%s) game %d: a score of %d, but a score is 0 to %d", ErrInvalidTournament, i+1, e.Bowler, g+1, s, MaxScore)
			}
			k.total += s + e.Handicap
			k.high = max(k.high, s+e.Handicap)
		}
		k.last = e.Scores[games-1] + e.Handicap
		keys[i] = k
	}
	if bestOnly {
		slices.SortFunc(keys, compareRank)
		seen := make(map[string]bool, len(keys))
		keys = slices.DeleteFunc(keys, func(k rankKey) bool {
			b := entries[k.entry].Bowler
			if seen[b] {
				return true
			}
			seen[b] = true
			return false
		})
	}
	return placeKeys(keys), nil
}

// Cut splits ranked (as RankQualifying returns it) at k finalists: in are the entries (their
// Placing.Entry, in ranked order) whose places end at or before k; rollOff the entries sharing
// the place that crosses the line (nil when none), who roll off for the k - len(in) spots
// left. Errors for k < 1 or k > len(ranked), never a panic.
//
// A shared place is a run of equal Place values; it ends at the position of its last entry,
// so that for a list RankQualifying made a place p shared by n ends at p+n-1.
func Cut(ranked []Placing, k int) (in, rollOff []int, err error) {
	if k < 1 || k > len(ranked) {
		return nil, nil, errorf("%w: %d finalists of %d entries ranked, but the cut takes 1 to %d", ErrInvalidTournament, k, len(ranked), len(ranked))
	}
	for start := 0; start < k; {
		end := start + 1 // one past the shared place's last entry
		for end < len(ranked) && ranked[end].Place == ranked[start].Place {
			end++
		}
		for _, p := range ranked[start:end] {
			if end <= k {
				in = append(in, p.Entry)
			} else {
				rollOff = append(rollOff, p.Entry)
			}
		}
		start = end
	}
	return in, rollOff, nil
}
