package domain

import "testing"

var oneGames = []struct {
	name  string
	balls []int
	score int
	tenth string // marks of frame 10
}{
	{"all gutters", repeat(20, 0), 0, "-|-"},
	{"all ones", repeat(20, 1), 20, "1|1"},
	{"perfect", repeat(12, 10), 300, "X|X|X"},
	{"all spares 5/5", repeat(21, 5), 150, "5|/|5"},
	{"all 9-", repeat(10, 9, 0), 90, "9|-"},
	{"nine strikes then 9-", cat(repeat(9, 10), []int{9, 0}), 267, "9|-"},
	{"tenth X 6 4 is a spare fill", cat(repeat(18, 0), []int{10, 6, 4}), 20, "X|6|/"},
	{"tenth 0 10 10 is a spare then strike", cat(repeat(18, 0), []int{0, 10, 10}), 20, "-|/|X"},
	{"tenth X 1 /", cat(repeat(18, 0), []int{10, 1, 9}), 20, "X|1|/"},
	{"tenth X 8 0", cat(repeat(18, 0), []int{10, 8, 0}), 18, "X|8|-"},
	{"tenth 7 / 7", cat(repeat(18, 0), []int{7, 3, 7}), 17, "7|/|7"},
	{"tenth X - /", cat(repeat(18, 0), []int{10, 0, 10}), 20, "X|-|/"},
	{"tenth X X 7", cat(repeat(18, 0), []int{10, 10, 7}), 27, "X|X|7"},
	{"tenth X 7 2", cat(repeat(18, 0), []int{10, 7, 2}), 19, "X|7|2"},
	{"tenth 9 / -", cat(repeat(18, 0), []int{9, 1, 0}), 10, "9|/|-"},
	{"strike spare open", cat([]int{10, 5, 5, 9, 0}, repeat(14, 0)), 48, "-|-"},
	{"gutter then ten is a spare", cat([]int{0, 10, 3, 0}, repeat(16, 0)), 16, "-|-"},
	{"frame 9 strike takes its bonus from frame 10", cat(repeat(16, 0), []int{10, 10, 10, 10}), 60, "X|X|X"},
	{"typical 167", []int{10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1}, 167, "X|8|1"},
}

func TestScore(t *testing.T) {
	for _, tc := range oneGames {
		t.Run(tc.name, func(t *testing.T) {
			g := play(t, []string{"ABC"}, tc.balls...)
			if !g.Over() {
				t.Fatalf("Over() = false after %v", tc.balls)
			}
			if got, err := g.Score(0); got != tc.score || err != nil {
				t.Errorf("Score(0) = %d, %v, want %d, nil", got, err, tc.score)
			}
			c, _ := g.Card(0)
			if got := c.Frames[9].Marks; got != tc.tenth {
				t.Errorf("frame 10 marks = %q, want %q", got, tc.tenth)
			}
			if c.Total != tc.score || !c.Finished {
				t.Errorf("Card.Total, Finished = %d, %v, want %d, true", c.Total, c.Finished, tc.score)
			}
			if g.PinsStanding() != 0 {
				t.Errorf("PinsStanding() = %d after the game, want 0", g.PinsStanding())
			}
		})
	}
}

func TestMarks(t *testing.T) {
	tests := []struct {
		balls []int
		want  []string // marks of frames 1.. as far as given
	}{
		{[]int{10}, []string{"X"}},
		{[]int{9, 1}, []string{"9|/"}},
		{[]int{8, 1}, []string{"8|1"}},
		{[]int{8, 0}, []string{"8|-"}},
		{[]int{0, 10}, []string{"-|/"}},
		{[]int{0, 0}, []string{"-|-"}},
		{[]int{7}, []string{"7"}},
		{[]int{0}, []string{"-"}},
		{[]int{10, 8, 2, 7}, []string{"X", "8|/", "7"}},
	}
	for _, tc := range tests {
		g := play(t, []string{"ABC"}, tc.balls...)
		c, _ := g.Card(0)
		for i, want := range tc.want {
			if got := c.Frames[i].Marks; got != want {
				t.Errorf("after %v: frame %d marks = %q, want %q", tc.balls, i+1, got, want)
			}
		}
		for i := len(tc.want); i < Frames; i++ {
			if got := c.Frames[i].Marks; got != "" {
				t.Errorf("after %v: frame %d marks = %q, want empty", tc.balls, i+1, got)
			}
		}
	}
}

// TestRunningTotals checks that a frame's running total appears only once determined.
func TestRunningTotals(t *testing.T) {
	type cell struct {
		determined bool
		total      int
	}
	tests := []struct {
		name  string
		balls []int
		want  []cell
	}{
		{"strike waits for two balls", []int{10}, []cell{{false, 0}}},
		{"strike then one ball", []int{10, 8}, []cell{{false, 0}, {false, 0}}},
		{"X then 8 /", []int{10, 8, 2}, []cell{{true, 20}, {false, 0}}},
		{"X, 5 /, 9 0", []int{10, 5, 5, 9, 0}, []cell{{true, 20}, {true, 39}, {true, 48}}},
		{"open frame is determined at once", []int{3, 4}, []cell{{true, 7}}},
		{"spare waits for one ball", []int{3, 7}, []cell{{false, 0}}},
		{"two strikes", []int{10, 10}, []cell{{false, 0}, {false, 0}}},
		{"three strikes", []int{10, 10, 10}, []cell{{true, 30}, {false, 0}, {false, 0}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, _ := play(t, []string{"ABC"}, tc.balls...).Card(0)
			for i, want := range tc.want {
				f := c.Frames[i]
				if f.Determined != want.determined || f.Determined && f.Total != want.total {
					t.Errorf("frame %d: Determined, Total = %v, %d, want %v, %d", i+1, f.Determined, f.Total, want.determined, want.total)
				}
			}
		})
	}
}
