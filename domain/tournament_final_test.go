package domain

import (
	"errors"
	"reflect"
	"slices"
	"testing"
)

// TestMatchPlayByHand checks match play worked out by hand: carry, wins, a tie, byes.
func TestMatchPlayByHand(t *testing.T) {
	tests := []struct {
		name      string
		carry     []int
		games     []MatchPlayGame
		bonus     int
		byeTarget int
		want      []Placing
	}{
		{"no games: carry only, ties shared", []int{1200, 1250, 1200}, nil, 30, 200,
			[]Placing{{1, 1250, 1}, {0, 1200, 2}, {2, 1200, 2}}},
		// 0 beats 1 (210 + 30 v 190); 1 and 2 tie 200 (each 200 + 15).
		{"a win and a tie", []int{0, 0, 0}, []MatchPlayGame{{0, 1, 210, 190}, {1, 2, 200, 200}}, 30, 200,
			[]Placing{{1, 405, 1}, {0, 240, 2}, {2, 215, 3}}},
		{"odd bonus halves down", []int{0, 0}, []MatchPlayGame{{0, 1, 200, 200}}, 31, 200,
			[]Placing{{0, 215, 1}, {1, 215, 1}}},
		// Finalist 2 on the bye: 200 reaches the target and takes the bonus, 199 does not.
		{"a bye at the target", []int{0, 0, 0}, []MatchPlayGame{{0, 1, 180, 170}, {2, -1, 200, 999}}, 30, 200,
			[]Placing{{2, 230, 1}, {0, 210, 2}, {1, 170, 3}}},
		{"a bye below the target", []int{0, 0, 0}, []MatchPlayGame{{0, 1, 180, 170}, {2, -1, 199, 0}}, 30, 200,
			[]Placing{{0, 210, 1}, {2, 199, 2}, {1, 170, 3}}},
		// 0 and 1 end on 430: 1's last game, a bye's 240 (short of the target), beats 0's 200.
		{"tie by the last game, a bye's", []int{210, 0}, []MatchPlayGame{{0, 1, 200, 190}, {1, -1, 240, 0}},
			20, 300, []Placing{{1, 430, 1}, {0, 430, 2}}},
		// Both on 330: 1 has bowled no game yet and so loses the tie-breaks.
		{"no game loses the tie-breaks", []int{130, 330}, []MatchPlayGame{{0, -1, 200, 0}}, 30, 201,
			[]Placing{{0, 330, 1}, {1, 330, 2}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := MatchPlay(tt.carry, tt.games, tt.bonus, tt.byeTarget)
			if err != nil || !reflect.DeepEqual(got, tt.want) {
				t.Errorf("MatchPlay(%v, %v, %d, %d) = %v, %v, want %v, nil", tt.carry, tt.games, tt.bonus, tt.byeTarget, got, err, tt.want)
			}
		})
	}
}

// TestMatchPlayRefuses checks every refusal MatchPlay documents.
func TestMatchPlayRefuses(t *testing.T) {
	tests := []struct {
		name  string
		carry []int
		games []MatchPlayGame
		bonus int
	}{
		{"A out of range", []int{0, 0}, []MatchPlayGame{{2, 0, 100, 100}}, 30},
		{"A negative", []int{0, 0}, []MatchPlayGame{{-1, 0, 100, 100}}, 30},
		{"B out of range", []int{0, 0}, []MatchPlayGame{{0, 2, 100, 100}}, 30},
		{"B below the bye", []int{0, 0}, []MatchPlayGame{{0, -2, 100, 100}}, 30},
		{"A == B", []int{0, 0}, []MatchPlayGame{{1, 1, 100, 100}}, 30},
		{"score over 300", []int{0, 0}, []MatchPlayGame{{0, 1, 301, 100}}, 30},
		{"negative score B", []int{0, 0}, []MatchPlayGame{{0, 1, 100, -1}}, 30},
		{"negative carry", []int{0, -1}, nil, 30},
		{"negative bonus", []int{0, 0}, nil, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, err := MatchPlay(tt.carry, tt.games, tt.bonus, 200); !errors.Is(err, ErrInvalidTournament) {
				t.Errorf("MatchPlay(%v, %v, %d, 200) = %v, %v, want ErrInvalidTournament", tt.carry, tt.games, tt.bonus, got, err)
			}
		})
	}
}

// TestStepLadderByHand plays a 5-seed step-ladder match by match, with a roll-off.
func TestStepLadderByHand(t *testing.T) {
	seeds := []int{10, 20, 30, 40, 50} // entries, best first
	// Match 0: 40 v 50, 50 wins 210-200. Match 1: 30 v 50, tied 190, 50 wins the roll-off.
	// Match 2: 20 v 50, 20 wins 230-220. Match 3: 10 v 20, 20 wins 250-240.
	scores := [][2]int{{200, 210}, {190, 190}, {230, 220}, {240, 250}}
	rollOff := map[int]bool{1: true, 3: false} // 3 is not tied: ignored
	nexts := [][2]int{{40, 50}, {30, 50}, {20, 50}, {10, 20}}
	for m := range scores {
		next, order, err := StepLadder(seeds, scores[:m], rollOff)
		if err != nil || next != nexts[m] || order != nil {
			t.Errorf("StepLadder(seeds, scores[:%d], rollOff) = %v, %v, %v, want %v, nil, nil", m, next, order, err, nexts[m])
		}
	}
	next, order, err := StepLadder(seeds, scores, rollOff)
	if want := []int{20, 10, 50, 30, 40}; err != nil || next != [2]int{} || !slices.Equal(order, want) {
		t.Errorf("StepLadder(seeds, scores, rollOff) = %v, %v, %v, want [0 0], %v, nil", next, order, err, want)
	}
	// The roll-off the other way: 30 beats 50 in match 1 and goes on.
	next, _, err = StepLadder(seeds, scores[:2], map[int]bool{1: false})
	if err != nil || next != [2]int{20, 30} {
		t.Errorf("StepLadder(seeds, scores[:2], {1: false}) = %v, _, %v, want [20 30], nil", next, err)
	}
	// Two seeds: one match; the top seed holds.
	_, order, err = StepLadder([]int{7, 3}, [][2]int{{200, 150}}, nil)
	if err != nil || !slices.Equal(order, []int{7, 3}) {
		t.Errorf("StepLadder([7 3], [[200 150]], nil) = _, %v, %v, want [7 3], nil", order, err)
	}
}

// TestStepLadderRefuses checks every refusal StepLadder documents.
func TestStepLadderRefuses(t *testing.T) {
	tests := []struct {
		name   string
		seeds  []int
		scores [][2]int
		roll   map[int]bool
	}{
		{"one seed", []int{1}, nil, nil},
		{"six seeds", []int{1, 2, 3, 4, 5, 6}, nil, nil},
		{"a repeat", []int{1, 2, 1}, nil, nil},
		{"a negative entry", []int{1, -2}, nil, nil},
		{"more scores than matches", []int{1, 2}, [][2]int{{100, 90}, {100, 90}}, nil},
		{"a tie with no roll-off", []int{1, 2, 3}, [][2]int{{100, 100}}, map[int]bool{1: true}},
		{"a score over 300", []int{1, 2}, [][2]int{{301, 100}}, nil},
		{"a negative score", []int{1, 2}, [][2]int{{100, -1}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if next, order, err := StepLadder(tt.seeds, tt.scores, tt.roll); !errors.Is(err, ErrInvalidTournament) {
				t.Errorf("StepLadder(%v, %v, %v) = %v, %v, %v, want ErrInvalidTournament", tt.seeds, tt.scores, tt.roll, next, order, err)
			}
		})
	}
}
