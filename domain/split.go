package domain

// touching[n-1] is the set of pins that pin n touches (pins.md): its neighbours on a
// diagonal and, for 1, 2 and 3, the pin right behind it (a sleeper). Pins side by side in one
// row do not touch.
var touching = [10]Pins{
	PinsOf(2, 3, 5),       // 1
	PinsOf(1, 4, 5, 8),    // 2
	PinsOf(1, 5, 6, 9),    // 3
	PinsOf(2, 7, 8),       // 4
	PinsOf(1, 2, 3, 8, 9), // 5
	PinsOf(3, 9, 10),      // 6
	PinsOf(4),             // 7
	PinsOf(2, 4, 5),       // 8
	PinsOf(3, 5, 6),       // 9
	PinsOf(6),             // 10
}

// IsSplit reports whether a leave is a split (USBC rule 2h, as pins.md states it): the
// headpin is down and the pins standing fall into two or more groups that do not touch.
// Whether a set of pins is a leave at all (left by a ball at a full rack, not by a foul) is
// for the caller to know; the card marks splits only on such balls.
func IsSplit(leave Pins) bool {
	leave &= AllPins
	if leave == 0 || leave.Has(1) {
		return false
	}
	// Grow one group from the lowest pin standing; a split leaves pins outside it.
	group := leave & -leave
	for {
		grown := group
		for n := 1; n <= 10; n++ {
			if group.Has(n) {
				grown |= touching[n-1] & leave
			}
		}
		if grown == group {
			return group != leave
		}
		group = grown
	}
}
