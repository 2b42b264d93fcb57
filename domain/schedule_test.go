package domain

import (
	"errors"
	"fmt"
	"reflect"
	"testing"
)

// wk writes a week by hand: pairs as "A v B @ lane" triples, then the bye.
func wk(bye int, pairs ...[3]int) Week {
	w := Week{Pairs: make([]Pairing, len(pairs)), Bye: bye}
	for k, p := range pairs {
		w.Pairs[k] = Pairing{A: p[0], B: p[1], Lane: p[2]}
	}
	return w
}

// TestRoundRobinByHand checks schedules worked out by hand from RoundRobin's rule: in week j
// of a round team m−1 meets team j (named first in odd weeks), then (j+1) v (j−1), then
// (j−2) v (j+2), ...; round 2 swaps the sides; pair k of week w is on lanes 1 + 2·((k+w) mod P).
func TestRoundRobinByHand(t *testing.T) {
	tests := []struct {
		teams int
		want  []Week
	}{
		{4, []Week{
			// round 1
			wk(-1, [3]int{0, 3, 1}, [3]int{1, 2, 3}),
			wk(-1, [3]int{3, 1, 3}, [3]int{2, 0, 1}),
			wk(-1, [3]int{2, 3, 1}, [3]int{0, 1, 3}),
			// round 2: the same pairs, sides swapped; lanes go on turning
			wk(-1, [3]int{3, 0, 3}, [3]int{2, 1, 1}),
			wk(-1, [3]int{1, 3, 1}, [3]int{0, 2, 3}),
			wk(-1, [3]int{3, 2, 3}, [3]int{1, 0, 1}),
		}},
		{5, []Week{
			// round 1: team j has the bye in week j
			wk(0, [3]int{1, 4, 1}, [3]int{3, 2, 3}),
			wk(1, [3]int{2, 0, 3}, [3]int{4, 3, 1}),
			wk(2, [3]int{3, 1, 1}, [3]int{0, 4, 3}),
			wk(3, [3]int{4, 2, 3}, [3]int{1, 0, 1}),
			wk(4, [3]int{0, 3, 1}, [3]int{2, 1, 3}),
			// round 2
			wk(0, [3]int{4, 1, 3}, [3]int{2, 3, 1}),
			wk(1, [3]int{0, 2, 1}, [3]int{3, 4, 3}),
			wk(2, [3]int{1, 3, 3}, [3]int{4, 0, 1}),
			wk(3, [3]int{2, 4, 1}, [3]int{0, 1, 3}),
			wk(4, [3]int{3, 0, 3}, [3]int{1, 2, 1}),
		}},
		{6, []Week{
			// round 1
			wk(-1, [3]int{0, 5, 1}, [3]int{1, 4, 3}, [3]int{3, 2, 5}),
			wk(-1, [3]int{5, 1, 3}, [3]int{2, 0, 5}, [3]int{4, 3, 1}),
			wk(-1, [3]int{2, 5, 5}, [3]int{3, 1, 1}, [3]int{0, 4, 3}),
			wk(-1, [3]int{5, 3, 1}, [3]int{4, 2, 3}, [3]int{1, 0, 5}),
			wk(-1, [3]int{4, 5, 3}, [3]int{0, 3, 5}, [3]int{2, 1, 1}),
			// round 2
			wk(-1, [3]int{5, 0, 5}, [3]int{4, 1, 1}, [3]int{2, 3, 3}),
			wk(-1, [3]int{1, 5, 1}, [3]int{0, 2, 3}, [3]int{3, 4, 5}),
			wk(-1, [3]int{5, 2, 3}, [3]int{1, 3, 5}, [3]int{4, 0, 1}),
			wk(-1, [3]int{3, 5, 5}, [3]int{2, 4, 1}, [3]int{0, 1, 3}),
			wk(-1, [3]int{5, 4, 1}, [3]int{3, 0, 3}, [3]int{1, 2, 5}),
		}},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("teams=%d", tt.teams), func(t *testing.T) {
			got, err := RoundRobin(tt.teams, 2, 1)
			if err != nil {
				t.Fatalf("RoundRobin(%d, 2, 1) error = %v", tt.teams, err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("RoundRobin(%d, 2, 1) =\n%v\nwant\n%v", tt.teams, got, tt.want)
			}
		})
	}
	// Another first lane moves every lane by as much.
	got, err := RoundRobin(4, 1, 11)
	if want := []Week{
		wk(-1, [3]int{0, 3, 11}, [3]int{1, 2, 13}),
		wk(-1, [3]int{3, 1, 13}, [3]int{2, 0, 11}),
		wk(-1, [3]int{2, 3, 11}, [3]int{0, 1, 13}),
	}; err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("RoundRobin(4, 1, 11) = %v, %v, want %v", got, err, want)
	}
}

// TestRoundRobinProperties checks season.md's rules for every number of teams.
func TestRoundRobinProperties(t *testing.T) {
	for n := MinTeams; n <= MaxTeams; n++ {
		for rounds := 1; rounds <= 3; rounds++ {
			for _, first := range []int{1, 2, 17, MaxLane} {
				weeks, err := RoundRobin(n, rounds, first)
				if err != nil {
					t.Fatalf("RoundRobin(%d, %d, %d) error = %v", n, rounds, first, err)
				}
				checkRoundRobin(t, n, rounds, first, weeks)
			}
		}
	}
}

func checkRoundRobin(t *testing.T, n, rounds, first int, weeks []Week) {
	t.Helper()
	where := fmt.Sprintf("RoundRobin(%d, %d, %d)", n, rounds, first)
	per := n - 1 + n%2
	pairs := n / 2
	if len(weeks) != rounds*per {
		t.Fatalf("%s has %d weeks, want %d", where, len(weeks), rounds*per)
	}
	met := map[[2]int]int{}
	for r := range rounds {
		byes := make([]int, n)
		firsts := make([]int, n)
		for j := range per {
			w := r*per + j
			week := weeks[w]
			if len(week.Pairs) != pairs {
				t.Fatalf("%s week %d has %d pairs, want %d", where, w, len(week.Pairs), pairs)
			}
			bowls := make([]int, n)
			lanes := map[int]bool{}
			for k, p := range week.Pairs {
				if p.A < 0 || p.A >= n || p.B < 0 || p.B >= n || p.A == p.B {
					t.Fatalf("%s week %d pair %d = %v", where, w, k, p)
				}
				bowls[p.A]++
				bowls[p.B]++
				firsts[p.A]++
				met[[2]int{min(p.A, p.B), max(p.A, p.B)}]++
				if want := first + 2*((k+w)%pairs); p.Lane != want {
					t.Errorf("%s week %d pair %d on lane %d, want %d", where, w, k, p.Lane, want)
				}
				if lanes[p.Lane] || lanes[p.Lane+1] || lanes[p.Lane-1] {
					t.Errorf("%s week %d: two pairs share lanes at %d", where, w, p.Lane)
				}
				lanes[p.Lane] = true
				// Week j of a later round is week j of the round before, sides swapped.
				if r > 0 {
					if before := weeks[w-per].Pairs[k]; before.A != p.B || before.B != p.A {
						t.Errorf("%s week %d pair %d = %v, but week %d's was %v", where, w, k, p, w-per, before)
					}
				}
			}
			if week.Bye >= 0 {
				bowls[week.Bye]++
				byes[week.Bye]++
			} else if n%2 == 1 || week.Bye != -1 {
				t.Errorf("%s week %d: bye %d", where, w, week.Bye)
			}
			for team, b := range bowls {
				if b != 1 {
					t.Errorf("%s week %d: team %d bowls %d times (the bye counted)", where, w, team, b)
				}
			}
		}
		for team := range n {
			if n%2 == 1 && byes[team] != 1 {
				t.Errorf("%s round %d: team %d has %d byes, want 1", where, r, team, byes[team])
			}
			if firsts[team] < (n-1)/2 {
				t.Errorf("%s round %d: team %d is named first %d times, want at least %d", where, r, team, firsts[team], (n-1)/2)
			}
		}
	}
	for a := range n {
		for b := a + 1; b < n; b++ {
			if met[[2]int{a, b}] != rounds {
				t.Errorf("%s: teams %d and %d meet %d times, want %d", where, a, b, met[[2]int{a, b}], rounds)
			}
		}
	}
}

func TestRoundRobinRefused(t *testing.T) {
	for _, tt := range [][3]int{
		{1, 1, 1}, {41, 1, 1}, {0, 1, 1}, {-3, 1, 1},
		{4, 0, 1}, {4, 11, 1}, {4, -1, 1},
		{4, 1, 0}, {4, 1, 1000}, {4, 1, -5},
	} {
		if got, err := RoundRobin(tt[0], tt[1], tt[2]); !errors.Is(err, ErrInvalidSchedule) || got != nil {
			t.Errorf("RoundRobin(%d, %d, %d) = %v, %v, want nil and %v", tt[0], tt[1], tt[2], got, err, ErrInvalidSchedule)
		}
	}
}

func TestPositionRound(t *testing.T) {
	tests := []struct {
		order []int
		first int
		want  Week
	}{
		{[]int{2, 0, 3, 1}, 1, wk(-1, [3]int{2, 0, 1}, [3]int{3, 1, 3})},
		{[]int{4, 1, 0, 3, 2}, 5, wk(2, [3]int{4, 1, 5}, [3]int{0, 3, 7})},
		{[]int{1, 0}, MaxLane, wk(-1, [3]int{1, 0, MaxLane})},
	}
	for _, tt := range tests {
		if got, err := PositionRound(tt.order, tt.first); err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("PositionRound(%v, %d) = %v, %v, want %v", tt.order, tt.first, got, err, tt.want)
		}
	}
	for _, tt := range []struct {
		order []int
		first int
	}{
		{nil, 1}, {[]int{0}, 1}, {[]int{0, 0}, 1}, {[]int{0, 2}, 1}, {[]int{-1, 0}, 1},
		{[]int{0, 1}, 0}, {[]int{0, 1}, 1000}, {make([]int, 41), 1},
	} {
		if _, err := PositionRound(tt.order, tt.first); !errors.Is(err, ErrInvalidSchedule) {
			t.Errorf("PositionRound(%v, %d) error = %v, want %v", tt.order, tt.first, err, ErrInvalidSchedule)
		}
	}
}

// FuzzRoundRobin checks that RoundRobin never panics and that what it makes follows the rules.
func FuzzRoundRobin(f *testing.F) {
	for _, s := range [][3]int{{4, 2, 1}, {5, 1, 3}, {40, 10, 999}, {1, 1, 1}, {-1, 0, 0}} {
		f.Add(s[0], s[1], s[2])
	}
	f.Fuzz(func(t *testing.T, teams, rounds, first int) {
		weeks, err := RoundRobin(teams, rounds, first)
		if err != nil {
			if !errors.Is(err, ErrInvalidSchedule) || weeks != nil {
				t.Fatalf("RoundRobin(%d, %d, %d) = %d weeks, %v", teams, rounds, first, len(weeks), err)
			}
			return
		}
		checkRoundRobin(t, teams, rounds, first, weeks)
	})
}
