package domain

import "testing"

func TestIsSplit(t *testing.T) {
	tests := []struct {
		leave Pins
		want  bool
	}{
		// Every example pins.md lists.
		{PinsOf(7, 10), true},
		{PinsOf(4, 6), true},
		{PinsOf(5, 7), true},
		{PinsOf(2, 7), true},
		{PinsOf(3, 10), true},
		{PinsOf(4, 6, 7, 10), true},
		{PinsOf(5, 6), true},
		{PinsOf(4, 5), true},
		{PinsOf(2, 8), false},
		{PinsOf(3, 9), false},
		{PinsOf(2, 4, 5, 8), false},
		{PinsOf(6, 9, 10), false},
		// Their mirror images not listed above (7-10, 4-6, 4-6-7-10 are their own; 2-7 and 3-10,
		// 5-6 and 4-5, 2-8 and 3-9 are each other's).
		{PinsOf(5, 10), true},
		{PinsOf(3, 5, 6, 9), false},
		{PinsOf(4, 7, 8), false},
		// The washout: the same shapes with the headpin standing are not splits.
		{PinsOf(1, 7, 10), false},
		{PinsOf(1, 2, 10), false},
		{PinsOf(1, 2, 4, 10), false},
		// Side by side in a row never touch; diagonals and sleepers do.
		{PinsOf(2, 3), true},
		{PinsOf(7, 8), true},
		{PinsOf(8, 9), true},
		{PinsOf(9, 10), true},
		{PinsOf(7, 9), true},
		{PinsOf(8, 10), true},
		{PinsOf(4, 10), true},
		{PinsOf(7, 8, 10), true},
		{PinsOf(4, 7, 6, 10), true},
		{PinsOf(2, 4, 7), false},
		{PinsOf(5, 8, 9), false},
		{PinsOf(2, 5), false},
		{PinsOf(4, 8), false},
		{PinsOf(2, 3, 5), false}, // 2-5-3 joined through 5
		{PinsOf(7, 4, 2, 5, 9, 6, 10), false},
		{PinsOf(4, 7, 9), true},
		{PinsOf(7, 8, 9, 10), true}, // the back row alone
		// Nothing, one pin, everything: never a split.
		{0, false},
		{PinsOf(7), false},
		{PinsOf(10), false},
		{AllPins, false},
		{AllPins &^ PinsOf(1), false},
	}
	for _, tt := range tests {
		if got := IsSplit(tt.leave); got != tt.want {
			t.Errorf("IsSplit(%s) = %v, want %v", tt.leave, got, tt.want)
		}
	}
}

// mirror is a leave seen from the other side of the lane: 7 and 10, 4 and 6, 8 and 9, 2 and
// 3 change places.
func mirror(s Pins) Pins {
	across := [11]int{0, 1, 3, 2, 6, 5, 4, 10, 9, 8, 7}
	var m Pins
	for n := 1; n <= 10; n++ {
		if s.Has(n) {
			m |= PinsOf(across[n])
		}
	}
	return m
}

// splitByRows is a second reading of the rule, written from the pin positions rather than a
// table: pins touch when they are in neighbouring rows one place left or right, or in rows two
// apart one behind the other (the sleepers 1-5, 2-8, 3-9).
func splitByRows(leave Pins) bool {
	// row and place of each pin, places counted in half-pin steps across the lane.
	pos := [11][2]int{{}, {0, 3}, {1, 2}, {1, 4}, {2, 1}, {2, 3}, {2, 5}, {3, 0}, {3, 2}, {3, 4}, {3, 6}}
	touch := func(a, b int) bool {
		dr, dc := pos[a][0]-pos[b][0], pos[a][1]-pos[b][1]
		return (dr == 1 || dr == -1) && (dc == 1 || dc == -1) || (dr == 2 || dr == -2) && dc == 0
	}
	if leave.Count() == 0 || leave.Has(1) {
		return false
	}
	var pins []int
	for n := 1; n <= 10; n++ {
		if leave.Has(n) {
			pins = append(pins, n)
		}
	}
	seen := map[int]bool{pins[0]: true}
	for queue := []int{pins[0]}; len(queue) > 0; queue = queue[1:] {
		for _, q := range pins {
			if !seen[q] && touch(queue[0], q) {
				seen[q] = true
				queue = append(queue, q)
			}
		}
	}
	return len(seen) < len(pins)
}

// TestIsSplitEveryLeave checks every one of the 1024 leaves.
func TestIsSplitEveryLeave(t *testing.T) {
	splits := 0
	for s := Pins(0); s <= AllPins; s++ {
		got := IsSplit(s)
		if got != IsSplit(mirror(s)) {
			t.Errorf("IsSplit(%s) = %v, but its mirror %s differs", s, got, mirror(s))
		}
		if s.Has(1) && got {
			t.Errorf("IsSplit(%s) = true with the headpin standing", s)
		}
		if s.Count() <= 1 && got {
			t.Errorf("IsSplit(%s) = true for a single pin or none", s)
		}
		if want := splitByRows(s); got != want {
			t.Errorf("IsSplit(%s) = %v, but reading the rows says %v", s, got, want)
		}
		if got {
			splits++
		}
	}
	if splits == 0 {
		t.Error("no leave of the 1024 is a split")
	}
	t.Logf("%d of the 1024 leaves are splits", splits)
}

func TestSplitOnTheCard(t *testing.T) {
	tests := []struct {
		name  string
		balls []Delivery
		split []bool // per ball of the player's game, in order
	}{
		{"7-10 after a first ball", []Delivery{Knocked(AllPins &^ PinsOf(7, 10)), Knocked(PinsOf(7, 10))}, []bool{true, false}},
		{"a second ball leaving 7-10 is not a split", []Delivery{Knocked(PinsOf(1, 2, 3)), Knocked(PinsOf(4, 5, 6, 8, 9))}, []bool{false, false}},
		{"after a foul, the next ball is not at a fresh rack", []Delivery{Fouled(), Knocked(AllPins &^ PinsOf(7, 10))}, []bool{false, false}},
		{"a count leaves the pins unknown: no split", []Delivery{Count(8), Count(2)}, []bool{false, false}},
		{"headpin standing", []Delivery{Knocked(AllPins &^ PinsOf(1, 7, 10))}, []bool{false}},
		{"tenth: split after a strike re-racks", append(zeros(18), Count(10), Knocked(AllPins&^PinsOf(4, 6)), Count(1)), append(make([]bool, 18), false, true, false)},
		{"tenth: split on a fill ball after a spare", append(zeros(18), Count(3), Count(7), Knocked(AllPins&^PinsOf(4, 6))), append(make([]bool, 18), false, false, true)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, _ := throw(t, []string{"ABC"}, tt.balls...).Card(0)
			var got []bool
			for _, f := range c.Frames {
				for _, b := range f.Deliveries {
					got = append(got, b.Split)
					if b.Split && (b.Mark == MarkStrike || b.Mark == MarkSpare || b.Foul) {
						t.Errorf("frame %d ball %d is a split marked %q", b.Frame, b.Number, b.Mark)
					}
				}
			}
			if len(got) != len(tt.split) {
				t.Fatalf("%d balls on the card, want %d", len(got), len(tt.split))
			}
			for i := range got {
				if got[i] != tt.split[i] {
					t.Errorf("ball %d: Split = %v, want %v", i+1, got[i], tt.split[i])
				}
			}
		})
	}
}
