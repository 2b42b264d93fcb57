package domain

import (
	"math/bits"
	"strconv"
)

// Pins is a set of pins, numbered 1-10 as the bowler sees them: the headpin 1 in front, then
// 2-3, 4-5-6 and 7-8-9-10 at the back, 7 on the left. Pin n is bit n-1. The zero Pins is
// the empty set.
type Pins uint16

// AllPins is the full rack of ten.
const AllPins Pins = 1<<10 - 1

// notAPin is the bit PinsOf sets for a number outside 1-10, so that a ball naming it is
// refused rather than the number silently dropped.
const notAPin Pins = 1 << 15

// PinsOf returns the set of the numbered pins, for example PinsOf(7, 10). A number outside
// 1-10 makes a set that Throw refuses (NotAPin) and that Has, Count and String ignore.
//
//go:noinline
func PinsOf(pins ...int) Pins {
	var s Pins
	for _, n := range pins {
		if n < 1 || n > 10 {
			s |= notAPin
			continue
		}
		s |= 1 << (n - 1)
	}
	return s
}

// Has reports whether pin (1-10) is in the set.
func (s Pins) Has(pin int) bool {
	return 1 <= pin && pin <= 10 && s&(1<<(pin-1)) != 0
}

// Count returns how many of the pins 1-10 are in the set.
func (s Pins) Count() int { return bits.OnesCount16(uint16(s & AllPins)) }

// String writes the pins in number order joined by "-", as bowlers name a leave: "7-10",
// "2-4-5-8"; "" for none.
func (s Pins) String() string {
	var b []byte
	for n := 1; n <= 10; n++ {
		if s.Has(n) {
			if len(b) > 0 {
				b = append(b, '-')
			}
			b = strconv.AppendInt(b, int64(n), 10)
		}
	}
	return string(b)
}

// valid reports whether the set holds only pins 1-10.
func (s Pins) valid() bool { return s&^AllPins == 0 }
