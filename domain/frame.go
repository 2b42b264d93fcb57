package domain

import "math/bits"

// Frames is the number of frames in each player's game.
const Frames = 10

// MaxScore is the highest score of a game: twelve strikes in a row, a perfect game.
const MaxScore = 300

// maxRolls is the most balls one player can throw: two in each of frames 1-9 and three in
// frame 10.
const maxRolls = 2*(Frames-1) + 3

// rack is the pins the next ball is thrown at.
type rack struct {
	pins     Pins // the pins standing, when known
	standing int8 // how many pins stand
	known    bool // which pins stand is known: no ball at this rack was a count that left some
	fresh    bool // ten stand and no ball has been thrown at them yet: ten down is a strike
}

// fullRack is ten pins just set up.
var fullRack = rack{pins: AllPins, standing: 10, known: true, fresh: true}

// left is what stands after ball d at rack r, before any re-rack. A foul leaves the pins as
// they stood, but the next ball is no longer the first at them. A count that knocked down some
// but not all of the pins standing leaves them unknown; a count of zero changes nothing, so
// what was known stays known.
//
//go:noinline
func (r rack) left(d Delivery) rack {
	next := rack{pins: r.pins, standing: r.standing - int8(d.count), known: r.known}
	switch {
	case d.kind == fouled:
		// respotted: only fresh changes
	case d.kind == byPins:
		next.pins = r.pins &^ d.down
	case d.count == int(r.standing):
		next.pins, next.known = 0, true
	case d.count > 0:
		next.pins, next.known = 0, false
	}
	return next
}

// after is the rack the ball after d is thrown at, and whether d cleared the rack. This is
// the one re-rack rule: a cleared rack is set up again, full.
//
//go:noinline
func (r rack) after(d Delivery) (next rack, cleared bool) {
	next = r.left(d)
	if next.standing == 0 {
		return fullRack, true
	}
	return next, false
}

// span is where one frame lies in a player's balls.
type span struct {
	start, n int  // index of its first ball, number of balls thrown in it so far
	marked   bool // its first or second ball cleared the rack: a strike or a spare
	finished bool // it has every ball it takes
}

// place is where one ball lies in a player's game and the rack it was thrown at.
type place struct {
	frame, ball int8 // 0-based frame, 0-based position in the frame
	at          rack // what it was thrown at
}

// layout is a player's balls laid out in frames, and where the player stands.
type layout struct {
	frames   [Frames]span
	balls    [maxRolls]place
	laid     int  // how many balls were laid out: all of them, unless one did not fit
	finished int  // frames finished, 0..10
	next     rack // what the next ball is thrown at; the zero rack once frame 10 is finished
}

// walk lays a player's balls out in frames with the re-rack rule of rack.after. A frame in
// 1-9 ends when its rack is cleared (a strike or a spare; its bonus balls belong to the next
// frames) or after two balls. Frame 10 differs only in that it spans its fill balls: once its
// first or second ball clears the rack it ends after three balls, otherwise after two.
// It stops at the first ball that does not fit: one its rack refuses (balls[laid] says where
// it lies and what it met) or one after frame 10 is finished. Balls the game accepted always
// fit, so for them laid == len(balls).
func walk(balls []Delivery) (l layout) {
	i := 0
	for f := 0; f < Frames; f++ {
		s := &l.frames[f]
		s.start = i
		r := fullRack
		for !s.finished {
			if i < len(balls) {
				l.balls[i] = place{frame: int8(f), ball: int8(s.n), at: r}
			}
			if i == len(balls) || !r.fits(balls[i]) {
				l.laid, l.finished, l.next = i, f, r
				return l
			}
			var cleared bool
			r, cleared = r.after(balls[i])
			i++
			s.n++
			s.marked = s.marked || cleared && s.n <= 2
			if f < Frames-1 {
				s.finished = cleared || s.n == 2
			} else {
				s.finished = s.n == 3 || s.n == 2 && !s.marked
			}
		}
	}
	l.laid, l.finished = i, Frames
	return l
}

// fits reports whether ball d can be thrown at rack r.
//
//go:noinline
func (r rack) fits(d Delivery) bool {
	_, bad := r.fault(d)
	return !bad
}

// check refuses a ball d that cannot be thrown at rack r.
//
//go:noinline
func (r rack) check(d Delivery) error {
	if e, bad := r.fault(d); bad {
		refused := e // a copy made only here, so an accepted ball allocates nothing
		return &refused
	}
	return nil
}

// fault says why rack r refuses ball d, if it does.
func (r rack) fault(d Delivery) (PinError, bool) {
	switch {
	case d.kind == byPins && !d.down.valid():
		return PinError{Reason: NotAPin}, true
	case d.kind == byPins && !r.known:
		return PinError{Reason: PinsUnknown}, true
	case d.kind == byPins && d.down&^r.pins != 0:
		gone := d.down &^ r.pins
		return PinError{Reason: PinNotStanding, Pin: bits.TrailingZeros16(uint16(gone)) + 1}, true
	case d.count < 0 || d.count > 10:
		return PinError{Reason: NotACount, Count: d.count}, true
	case d.count > int(r.standing):
		return PinError{Reason: TooManyPins, Count: d.count, Standing: int(r.standing)}, true
	}
	return PinError{}, false
}
