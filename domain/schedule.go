package domain

import "errors"

// ErrInvalidSchedule is returned for a schedule that cannot be made: a number of teams,
// rounds or a first lane out of bounds, or a position round's order that is not one of the
// teams each.
var ErrInvalidSchedule = errors.New("invalid schedule")

// The bounds of a season's schedule (season.md).
const (
	MinTeams  = 2
	MaxTeams  = 40
	MaxRounds = 10
	MaxLane   = 999 // the highest first lane; the lowest is 1
)

// Pairing is one match of a scheduled week: team indices in the league's team list (A is named
// first and takes the odd lane) and the first of its two lanes.
type Pairing struct{ A, B, Lane int }

// Week is one week of a schedule: its pairings in order, and the team with the bye (-1: none).
type Week struct {
	Pairs []Pairing
	Bye   int
}

// RoundRobin returns the season's weeks for teams 2..40, rounds 1..10, firstLane 1..999;
// anything else is an error, never a panic.
//
// It is the circle method. With n teams, m is n rounded up to even and a round is m−1 weeks
// (n−1 for n even, n for n odd). In week j of a round (from 0) team m−1 stays put and meets
// team j, and for i = 1 .. m/2−1 team (j+i) mod (m−1) meets team (j−i) mod (m−1). With n odd
// team m−1 does not exist: team j has the bye in week j, so each team has exactly one bye a
// round. The pairs are listed in that order (team m−1's first). Sides alternate: team m−1 is
// named first in odd weeks, and the pair of step i names (j+i) first for odd i, (j−i) for even
// i; each difference of two teams' indices falls on one side only, so over a round a team is
// named first in ⌊(n−1)/2⌋ of its matches, or one more. Round r+1 repeats round r with the
// sides swapped. Pair k of week w (w over the whole season, both from 0) bowls on lanes
// firstLane + 2·((k + w) mod P) and the next, P the pairs a week, so that a team does not keep
// the same lanes.
func RoundRobin(teams, rounds, firstLane int) ([]Week, error) {
	if teams < MinTeams || teams > MaxTeams {
		return nil, errorf("%w: %d teams, but a league has %d to %d", ErrInvalidSchedule, teams, MinTeams, MaxTeams)
	}
	if rounds < 1 || rounds > MaxRounds {
		return nil, errorf("%w: %d rounds, but a season has 1 to %d", ErrInvalidSchedule, rounds, MaxRounds)
	}
	if err := checkFirstLane(firstLane); err != nil {
		return nil, err
	}
	m := teams + teams%2
	per := m - 1 // weeks a round
	pairs := teams / 2
	weeks := make([]Week, rounds*per)
	all := make([]Pairing, 0, len(weeks)*pairs) // one array for every week's pairs
	for w := range weeks {
		j := w % per
		start := len(all)
		bye := j
		if teams%2 == 0 {
			bye = -1
			if j%2 == 1 {
				all = append(all, Pairing{A: m - 1, B: j})
			} else {
				all = append(all, Pairing{A: j, B: m - 1})
			}
		}
		for i := 1; i < m/2; i++ {
			a, b := (j+i)%per, (j-i+per)%per
			if i%2 == 0 {
				a, b = b, a
			}
			all = append(all, Pairing{A: a, B: b})
		}
		week := all[start:len(all):len(all)]
		for k := range week {
			if w/per%2 == 1 {
				week[k].A, week[k].B = week[k].B, week[k].A
			}
			week[k].Lane = firstLane + 2*((k+w)%pairs)
		}
		weeks[w] = Week{Pairs: week, Bye: bye}
	}
	return weeks, nil
}

// PositionRound pairs teams by standing (order: team indices, best first): 1st v 2nd, 3rd v
// 4th, ..., the last one on the bye with an odd count; lanes from firstLane in order.
//
// Pair k bowls on lanes firstLane + 2k and the next. The order must hold each of the teams
// 0..n−1 exactly once, n from 2 to 40, and firstLane be 1..999: anything else is refused with
// ErrInvalidSchedule, never a panic.
func PositionRound(order []int, firstLane int) (Week, error) {
	n := len(order)
	if n < MinTeams || n > MaxTeams {
		return Week{}, errorf("%w: a position round of %d teams, but a league has %d to %d", ErrInvalidSchedule, n, MinTeams, MaxTeams)
	}
	if err := checkFirstLane(firstLane); err != nil {
		return Week{}, err
	}
	var seen [MaxTeams]bool
	for k, t := range order {
		if t < 0 || t >= n || seen[t] {
			return Week{}, errorf("%w: place %d of the position round is team %d, but the order holds each of the teams 0 to %d once",
				ErrInvalidSchedule, k+1, t, n-1)
		}
		seen[t] = true
	}
	week := Week{Pairs: make([]Pairing, n/2), Bye: -1}
	for k := range week.Pairs {
		week.Pairs[k] = Pairing{A: order[2*k], B: order[2*k+1], Lane: firstLane + 2*k}
	}
	if n%2 == 1 {
		week.Bye = order[n-1]
	}
	return week, nil
}

//go:noinline
func checkFirstLane(lane int) error {
	if lane < 1 || lane > MaxLane {
		return errorf("%w: first lane %d, but lanes are numbered from 1 to %d", ErrInvalidSchedule, lane, MaxLane)
	}
	return nil
}
