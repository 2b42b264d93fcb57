package domain

import (
	"strconv"
	"strings"
	"testing"
)

func TestPins(t *testing.T) {
	tests := []struct {
		pins  Pins
		str   string
		count int
	}{
		{PinsOf(), "", 0},
		{PinsOf(7, 10), "7-10", 2},
		{PinsOf(10, 7), "7-10", 2},
		{PinsOf(7, 7), "7", 1},
		{PinsOf(2, 4, 5, 8), "2-4-5-8", 4},
		{AllPins, "1-2-3-4-5-6-7-8-9-10", 10},
		{PinsOf(1), "1", 1},
		{PinsOf(0, 11, -3), "", 0}, // not pins: Has, Count and String ignore them
		{PinsOf(3, 11), "3", 1},
	}
	for _, tt := range tests {
		if got := tt.pins.String(); got != tt.str {
			t.Errorf("%#x.String() = %q, want %q", uint16(tt.pins), got, tt.str)
		}
		if got := tt.pins.Count(); got != tt.count {
			t.Errorf("Pins(%q).Count() = %d, want %d", tt.str, got, tt.count)
		}
	}
	if p := PinsOf(7, 10); !p.Has(7) || !p.Has(10) || p.Has(8) || p.Has(0) || p.Has(11) || p.Has(-1) {
		t.Errorf("PinsOf(7, 10).Has is wrong for 0, 7, 8, 10, 11 or -1")
	}
	if PinsOf(11).valid() || PinsOf(0).valid() || !PinsOf(1, 10).valid() {
		t.Error("PinsOf does not mark numbers outside 1-10 as invalid")
	}
}

// TestPinsEverySet checks Has, Count and String against each other on all 1024 sets.
func TestPinsEverySet(t *testing.T) {
	for s := Pins(0); s <= AllPins; s++ {
		var named []int
		for n := 1; n <= 10; n++ {
			if s.Has(n) {
				named = append(named, n)
			}
		}
		if PinsOf(named...) != s || s.Count() != len(named) {
			t.Fatalf("%#x: PinsOf(%v) = %#x, Count() = %d", uint16(s), named, uint16(PinsOf(named...)), s.Count())
		}
		var back []int
		if s != 0 {
			for _, f := range strings.Split(s.String(), "-") {
				n, err := strconv.Atoi(f)
				if err != nil {
					t.Fatalf("%#x.String() = %q", uint16(s), s.String())
				}
				back = append(back, n)
			}
		}
		if PinsOf(back...) != s {
			t.Fatalf("%#x.String() = %q does not name the set", uint16(s), s.String())
		}
	}
}
