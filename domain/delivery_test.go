package domain

import (
	"errors"
	"reflect"
	"testing"
)

// throw starts a game for names and throws deliveries, failing the test on any refusal.
func throw(t testing.TB, names []string, ds ...Delivery) *Game {
	t.Helper()
	g := play(t, names)
	for i, d := range ds {
		if err := g.Throw(d); err != nil {
			t.Fatalf("ball %d: Throw(%v) = %v", i+1, d, err)
		}
	}
	return g
}

// zeros is n gutter balls entered as counts.
func zeros(n int) []Delivery {
	return make([]Delivery, n)
}

func TestThrowPins(t *testing.T) {
	type want struct {
		standing int
		pins     Pins
		known    bool
		marks    string // the marks of the frame last thrown at
	}
	tests := []struct {
		name  string
		balls []Delivery
		want  want
	}{
		{"pins then the pins left", []Delivery{Knocked(PinsOf(1, 2, 3, 5, 6, 8, 9, 4))}, want{2, PinsOf(7, 10), true, "8"}},
		{"7-10 converted", []Delivery{Knocked(AllPins &^ PinsOf(7, 10)), Knocked(PinsOf(7, 10))}, want{10, AllPins, true, "8|/"}},
		{"7-10 one converted", []Delivery{Knocked(AllPins &^ PinsOf(7, 10)), Knocked(PinsOf(7))}, want{10, AllPins, true, "8|1"}},
		{"all ten is a strike", []Delivery{Knocked(AllPins)}, want{10, AllPins, true, "X"}},
		{"no pins is a gutter", []Delivery{Knocked(0)}, want{10, AllPins, true, "-"}},
		{"a count leaves the pins unknown", []Delivery{Count(7)}, want{3, 0, false, "7"}},
		{"a count of zero keeps them known", []Delivery{Count(0)}, want{10, AllPins, true, "-"}},
		{"a count of zero after pins", []Delivery{Knocked(PinsOf(1, 2, 4)), Count(0)}, want{10, AllPins, true, "3|-"}},
		{"pins then a count of the rest", []Delivery{Knocked(PinsOf(1, 2, 4)), Count(7)}, want{10, AllPins, true, "3|/"}},
		{"tenth: X, pins, pins", append(zeros(18), Knocked(AllPins), Knocked(PinsOf(1, 3, 5, 6, 9, 10)), Knocked(PinsOf(2, 4, 7, 8))), want{0, 0, false, "X|6|/"}},
		{"tenth: pins after a re-rack", append(zeros(18), Count(10), Knocked(PinsOf(1, 2))), want{8, AllPins &^ PinsOf(1, 2), true, "X|2"}},
		{"tenth: a spare re-racks, known again", append(zeros(18), Count(3), Count(7)), want{10, AllPins, true, "3|/"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := throw(t, []string{"ABC"}, tt.balls...)
			tn := g.Turn()
			if tn.Standing != tt.want.standing || tn.Pins != tt.want.pins || tn.PinsKnown != tt.want.known {
				t.Errorf("Turn() = %d standing, pins %q known %v; want %d, %q, %v", tn.Standing, tn.Pins, tn.PinsKnown, tt.want.standing, tt.want.pins, tt.want.known)
			}
			c, _ := g.Card(0)
			last, _ := g.Last()
			if got := c.Frames[last.Frame-1].Marks; got != tt.want.marks {
				t.Errorf("frame %d marks = %q, want %q", last.Frame, got, tt.want.marks)
			}
		})
	}
}

func TestThrowRefused(t *testing.T) {
	tests := []struct {
		name   string
		before []Delivery
		ball   Delivery
		want   PinError
		text   string
	}{
		{"a pin that fell", []Delivery{Knocked(PinsOf(1, 3))}, Knocked(PinsOf(2, 3)), PinError{Reason: PinNotStanding, Pin: 3}, "pin 3 is not standing"},
		{"the lowest pin that fell", []Delivery{Knocked(PinsOf(1, 3, 5))}, Knocked(PinsOf(5, 3)), PinError{Reason: PinNotStanding, Pin: 3}, "pin 3"},
		{"pins after a count", []Delivery{Count(7)}, Knocked(PinsOf(7)), PinError{Reason: PinsUnknown}, "not known"},
		{"no pins after a count", []Delivery{Count(7)}, Knocked(0), PinError{Reason: PinsUnknown}, "not known"},
		{"tenth pins after X and a count", append(zeros(18), Count(10), Count(3)), Knocked(PinsOf(10)), PinError{Reason: PinsUnknown}, "not known"},
		{"pin eleven", nil, Knocked(PinsOf(11)), PinError{Reason: NotAPin}, "1 to 10"},
		{"a raw set beyond ten", nil, Knocked(Pins(1 << 12)), PinError{Reason: NotAPin}, "1 to 10"},
		{"a count too many after pins", []Delivery{Knocked(PinsOf(1, 2, 3, 5, 6, 8, 9))}, Count(4), PinError{Reason: TooManyPins, Count: 4, Standing: 3}, "only 3"},
		{"a huge count", nil, Count(1 << 40), PinError{Reason: NotACount, Count: 1 << 40}, "is not a count"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := throw(t, []string{"ABC", "DEF"}, interleaveDeliveries(tt.before)...)
			before := snapshot(g)
			err := g.Throw(tt.ball)
			var pe *PinError
			if !errors.As(err, &pe) || *pe != tt.want || !errors.Is(err, ErrInvalidPins) {
				t.Fatalf("Throw(%v) = %v, want %+v", tt.ball, err, tt.want)
			}
			if !containsText(err, tt.text) {
				t.Errorf("Throw(%v) = %q, want it to say %q", tt.ball, err, tt.text)
			}
			if !reflect.DeepEqual(snapshot(g), before) {
				t.Errorf("a refused Throw(%v) changed the game", tt.ball)
			}
		})
	}
}

// interleaveDeliveries turns one player's balls into a two-player game where the second
// player mirrors the first.
func interleaveDeliveries(balls []Delivery) []Delivery {
	g, _ := NewGame("AAA")
	var out, pending []Delivery
	frame := 1
	for _, d := range balls {
		_ = g.Throw(d)
		pending = append(pending, d)
		if g.Frame() != frame || g.Over() {
			out = append(append(out, pending...), pending...)
			pending, frame = nil, g.Frame()
		}
	}
	return append(out, pending...)
}

func TestRollPins(t *testing.T) {
	g := play(t, []string{"ABC"})
	if err := g.RollPins(PinsOf(1, 2, 4, 7)); err != nil {
		t.Fatal(err)
	}
	if err := g.RollPins(PinsOf(4)); !errors.Is(err, ErrInvalidPins) {
		t.Errorf("RollPins(4) after 4 fell = %v, want ErrInvalidPins", err)
	}
	if pins, known := g.Standing(); pins != PinsOf(3, 5, 6, 8, 9, 10) || !known {
		t.Errorf("Standing() = %q, %v, want 3-5-6-8-9-10, true", pins, known)
	}
	if got := g.PinsStanding(); got != 6 {
		t.Errorf("PinsStanding() = %d, want 6", got)
	}
}

func TestDeliveryString(t *testing.T) {
	for d, want := range map[Delivery]string{
		Count(7):              "7",
		Count(-1):             "-1",
		Knocked(PinsOf(2, 4)): "pins 2-4",
		Knocked(0):            "no pins",
		{}:                    "0",
		Fouled():              "a foul",
	} {
		if got := d.String(); got != want {
			t.Errorf("String() = %q, want %q", got, want)
		}
	}
	if d := Knocked(PinsOf(7, 10)); d.Count() != 2 {
		t.Errorf("Knocked(7-10).Count() = %d, want 2", d.Count())
	}
	if down, ok := Knocked(PinsOf(7, 10)).Down(); down != PinsOf(7, 10) || !ok {
		t.Errorf("Knocked(7-10).Down() = %q, %v", down, ok)
	}
	if _, ok := Count(7).Down(); ok {
		t.Error("Count(7).Down() reports pins")
	}
}

func TestFouls(t *testing.T) {
	tests := []struct {
		name  string
		balls []Delivery
		marks []string // of frames 1.. as far as given
		value []int    // of those frames; -1 for not determined
		turn  Turn     // after the balls, for player ABC alone
	}{
		{"a foul on a first ball leaves a full rack, not fresh", []Delivery{Fouled()},
			[]string{"F"}, []int{-1}, Turn{Frame: 1, Standing: 10, Pins: AllPins, PinsKnown: true}},
		{"F then ten is a spare", []Delivery{Fouled(), Count(10), Count(4), Count(0)},
			[]string{"F|/", "4|-"}, []int{14, 4}, Turn{Frame: 3, Standing: 10, FullRack: true, Pins: AllPins, PinsKnown: true}},
		{"F then all ten pins is a spare", []Delivery{Fouled(), Knocked(AllPins)},
			[]string{"F|/"}, []int{-1}, Turn{Frame: 2, Standing: 10, FullRack: true, Pins: AllPins, PinsKnown: true}},
		{"a foul on a second ball ends the frame", []Delivery{Count(7), Fouled()},
			[]string{"7|F"}, []int{7}, Turn{Frame: 2, Standing: 10, FullRack: true, Pins: AllPins, PinsKnown: true}},
		{"F F", []Delivery{Fouled(), Fouled()},
			[]string{"F|F"}, []int{0}, Turn{Frame: 2, Standing: 10, FullRack: true, Pins: AllPins, PinsKnown: true}},
		{"a foul adds 0 to a strike", []Delivery{Count(10), Fouled(), Count(3)},
			[]string{"X", "F|3"}, []int{13, 3}, Turn{Frame: 3, Standing: 10, FullRack: true, Pins: AllPins, PinsKnown: true}},
		{"a foul adds 0 to a spare", []Delivery{Count(6), Count(4), Fouled()},
			[]string{"6|/", "F"}, []int{10, -1}, Turn{Frame: 2, Standing: 10, Pins: AllPins, PinsKnown: true}},
		{"pins after a foul are known", []Delivery{Knocked(PinsOf(1, 2)), Fouled()},
			[]string{"2|F"}, []int{2}, Turn{Frame: 2, Standing: 10, FullRack: true, Pins: AllPins, PinsKnown: true}},
		{"tenth X F /", append(zeros(18), Count(10), Fouled(), Count(10)),
			nil, nil, Turn{Frame: 10, Over: true}},
		{"tenth X F: the fill ball meets a full rack, not fresh", append(zeros(18), Count(10), Fouled()),
			nil, nil, Turn{Frame: 10, Standing: 10, Pins: AllPins, PinsKnown: true}},
		{"tenth X 7 F", append(zeros(18), Count(10), Knocked(PinsOf(1, 2, 3, 4, 5, 6, 7)), Fouled()),
			nil, nil, Turn{Frame: 10, Over: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := throw(t, []string{"ABC"}, tt.balls...)
			if got := g.Turn(); got != tt.turn {
				t.Errorf("Turn() = %+v, want %+v", got, tt.turn)
			}
			c, _ := g.Card(0)
			for i, want := range tt.marks {
				f := c.Frames[i]
				if f.Marks != want {
					t.Errorf("frame %d marks = %q, want %q", i+1, f.Marks, want)
				}
				if v := tt.value[i]; (v >= 0) != f.Determined || f.Determined && f.Value != v {
					t.Errorf("frame %d value = %d (determined %v), want %d", i+1, f.Value, f.Determined, v)
				}
			}
		})
	}
}

// TestFoulsInTheTenth checks frame 10 with fouls on its balls and fill balls.
func TestFoulsInTheTenth(t *testing.T) {
	for _, tt := range []struct {
		tenth string
		marks string
		value int
	}{
		{"XF/", "X|F|/", 20},
		{"XFF", "X|F|F", 10},
		{"XXF", "X|X|F", 20},
		{"X7F", "X|7|F", 17},
		{"7/F", "7|/|F", 10},
		{"F/X", "F|/|X", 20},
		{"FF", "F|F", 0},
		{"F9", "F|9", 9},
		{"9F", "9|F", 9},
	} {
		t.Run(tt.tenth, func(t *testing.T) {
			g := throw(t, []string{"ABC"}, append(zeros(18), sheet(t, tt.tenth)...)...)
			c, _ := g.Card(0)
			if f := c.Frames[9]; f.Marks != tt.marks || !g.Over() || f.Value != tt.value || c.Total != tt.value {
				t.Errorf("frame 10 = %q value %d total %d over %v, want %q, %d", f.Marks, f.Value, c.Total, g.Over(), tt.marks, tt.value)
			}
		})
	}
}

func TestFoulRefusesStrikeMark(t *testing.T) {
	g := throw(t, []string{"ABC"}, Fouled())
	var pe *PinError
	if _, err := g.PinsFor("X"); !errors.As(err, &pe) || pe.Reason != StrikeNeedsFullRack {
		t.Errorf("PinsFor(X) after a foul = %v, want StrikeNeedsFullRack", err)
	}
	if n, err := g.PinsFor("/"); n != 10 || err != nil {
		t.Errorf("PinsFor(/) after a foul = %d, %v, want 10", n, err)
	}
	if m, err := g.MarkFor(10); m != MarkSpare || err != nil {
		t.Errorf("MarkFor(10) after a foul = %q, %v, want /", m, err)
	}
	if err := g.Foul(); err != nil {
		t.Errorf("Foul() on a second ball = %v", err)
	}
	if last, _ := g.Last(); last.Mark != MarkFoul || last.Pins != 0 {
		t.Errorf("Last() = %+v, want a foul", last)
	}
}
