package domain

import (
	"strings"
	"testing"
)

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

// sheet reads a game written as a scoresheet does, frames separated by spaces (for example
// "9/ 5F 5- F/"), into deliveries, without asking the engine: X is ten, / the rest of the
// rack, - zero, F a foul, a digit its count.
func sheet(t testing.TB, s string) []Delivery {
	t.Helper()
	var out []Delivery
	for _, frame := range strings.Fields(s) {
		down := 0 // pins down at the rack the next ball meets
		for _, c := range frame {
			switch {
			case c == 'X':
				out, down = append(out, Count(10)), 0
			case c == '/':
				out, down = append(out, Count(10-down)), 0
			case c == '-':
				out = append(out, Count(0))
			case c == 'F':
				out = append(out, Fouled())
			case '1' <= c && c <= '9':
				out, down = append(out, Count(int(c-'0'))), down+int(c-'0')
			default:
				t.Fatalf("sheet(%q): %q is not a mark", s, c)
			}
		}
	}
	return out
}

// TestPublishedGames checks by hand the two games pins.md gives, frame by frame.
func TestPublishedGames(t *testing.T) {
	// The 8/ in frame 5 of the second game was a split, 6-7, converted.
	splitGame := sheet(t, "X X X 72 8/ F9 X 7/ 9- XX8")
	splitGame[5], splitGame[6] = Knocked(AllPins&^PinsOf(6, 7)), Knocked(PinsOf(6, 7))
	tests := []struct {
		name   string
		balls  []Delivery
		marks  []string
		totals []int
	}{
		{"152", sheet(t, "9/ 5F 5- F/ X -/ 81 X F/ X-/"),
			[]string{"9|/", "5|F", "5|-", "F|/", "X", "-|/", "8|1", "X", "F|/", "X|-|/"},
			[]int{15, 20, 25, 45, 65, 83, 92, 112, 132, 152}},
		{"180", sheet(t, "X X X 72 8/ F9 X 7/ 9- XX8"),
			[]string{"X", "X", "X", "7|2", "8|/", "F|9", "X", "7|/", "9|-", "X|X|8"},
			[]int{30, 57, 76, 85, 95, 104, 124, 143, 152, 180}},
		{"180 with its split", splitGame,
			[]string{"X", "X", "X", "7|2", "8|/", "F|9", "X", "7|/", "9|-", "X|X|8"},
			[]int{30, 57, 76, 85, 95, 104, 124, 143, 152, 180}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := throw(t, []string{"ABC"}, tt.balls...)
			c, _ := g.Card(0)
			for i, f := range c.Frames {
				if f.Marks != tt.marks[i] || !f.Determined || f.Total != tt.totals[i] {
					t.Errorf("frame %d = %q total %d (determined %v), want %q total %d", i+1, f.Marks, f.Total, f.Determined, tt.marks[i], tt.totals[i])
				}
			}
			if s, err := g.Score(0); s != tt.totals[9] || err != nil {
				t.Errorf("Score(0) = %d, %v, want %d", s, err, tt.totals[9])
			}
		})
	}
}

// TestBallView checks the card's per-ball view: what each ball met, knocked down and left.
func TestBallView(t *testing.T) {
	balls := append([]Delivery{
		Knocked(AllPins &^ PinsOf(7, 10)), Knocked(PinsOf(7)), // frame 1: 7-10 split, one converted
		Count(7), Count(3), // frame 2: a spare by counts
		Fouled(), Knocked(AllPins &^ PinsOf(1)), // frame 3: a foul, then nine (headpin standing)
		Count(0), Count(10), // frame 4: a gutter, then a spare by count
		Count(10), // frame 5: a strike by count
	}, append(zeros(8), Count(10), Fouled(), Knocked(AllPins&^PinsOf(4, 6)))...) // frame 10: X F and a split-shaped second ball
	type want struct {
		mark             string
		full, known      bool
		down, left       Pins
		split, leave, ok bool
	}
	wants := []want{
		{"8", true, true, AllPins &^ PinsOf(7, 10), PinsOf(7, 10), true, true, true},
		{"1", false, true, PinsOf(7), PinsOf(10), false, false, false},
		{"7", true, false, 0, 0, false, false, false},
		{"/", false, false, 0, 0, false, false, false},
		{"F", true, true, 0, AllPins, false, false, false},
		{"9", false, true, AllPins &^ PinsOf(1), PinsOf(1), false, false, false},
		{"-", true, true, 0, AllPins, false, true, true},
		{"/", false, true, AllPins, 0, false, false, false},
		{"X", true, true, AllPins, 0, false, true, true},
	}
	c, _ := throw(t, []string{"ABC"}, balls...).Card(0)
	var got []Ball
	for _, f := range c.Frames {
		got = append(got, f.Deliveries...)
		if len(f.Deliveries) != len(f.Balls) {
			t.Fatalf("frame %d: %d deliveries for %d marks", f.Number, len(f.Deliveries), len(f.Balls))
		}
	}
	for i, w := range wants {
		b := got[i]
		leave, ok := b.Leave()
		if b.Mark != w.mark || b.FullRack != w.full || b.Known != w.known || b.Down != w.down || b.Left != w.left || b.Split != w.split || ok != w.ok || ok && (leave != b.Left) {
			t.Errorf("ball %d (frame %d ball %d) = %+v, Leave() = %s, %v; want %+v", i+1, b.Frame, b.Number, b, leave, ok, w)
		}
		if b.Delivery != balls[i] || b.Foul != balls[i].Foul() || b.Pins != balls[i].Count() {
			t.Errorf("ball %d: Delivery %v, Foul %v, Pins %d do not match %v", i+1, b.Delivery, b.Foul, b.Pins, balls[i])
		}
	}
	tenth := c.Frames[9].Deliveries
	if len(tenth) != 3 || tenth[1].Mark != MarkFoul || !tenth[1].Known || tenth[1].Left != AllPins || !tenth[1].FullRack ||
		tenth[2].Mark != "8" || tenth[2].FullRack || tenth[2].Split || c.Frames[9].Marks != "X|F|8" {
		t.Errorf("frame 10 = %q %+v", c.Frames[9].Marks, tenth)
	}
}
