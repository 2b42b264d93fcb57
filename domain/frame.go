package domain

import "math/bits"

// Frames is the number of frames in each player's game.
const Frames = 10

// MaxScore is the highest score of a game: twelve strikes in a row, a perfect game.
const MaxScore = 300

// maxRolls is the most balls one player can throw: two in each of frames 1-9 and three in
// frame 10.
const maxRolls = 2*(Frames-1) + 3

// rack is the pins the next ball is thrown at. It has four fields, the most a struct may have
// for the compiler to keep it in registers: a rack is made and copied for every ball laid
// out, and in memory walk took three times as long.
type rack struct {
	pins     Pins // the pins standing, when known
	standing int8 // how many pins stand
	known    bool // which pins stand is known: no ball at this rack was a count that left some
	// strike is how many pins down make a strike at this rack: for ten pins no ball has met
	// yet (a strike chance) 10, or N in N-pin no-tap; 0 once a ball has met them.
	strike int8
}

// strikes reports whether ball d at rack r is a strike: at ten pins no ball has met, at least
// r.strike of them down. A foul scores 0, so it never is.
func (r rack) strikes(d Delivery) bool { return r.strike > 0 && d.count >= int(r.strike) }

// clears reports whether ball d clears rack r: a strike (whatever a no-tap strike left
// standing) or every pin standing down. This is the one re-rack rule: a rack cleared is set
// up again, full. A foul scores 0 and some pins always stand, so it never clears.
func (r rack) clears(d Delivery) bool { return r.strikes(d) || d.count == int(r.standing) }

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
		// respotted: only strike changes
	case d.kind == byPins:
		next.pins = r.pins &^ d.down
	case d.count == int(r.standing):
		next.pins, next.known = 0, true
	case d.count > 0:
		next.pins, next.known = 0, false
	}
	return next
}

// span is where one frame lies in a player's balls.
type span struct {
	start, n int  // index of its first ball, number of balls thrown in it so far
	marked   bool // its first or second ball cleared the rack: a strike or a spare
	finished bool // it has every ball it takes
	given    bool // a strike the format gives (3-6-9): no ball is thrown in it
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

// walk lays a player's balls out in frames of the format f with the re-rack rule of
// rack.clears. A frame in 1-9 ends when its rack is cleared (a strike or a spare; its bonus
// balls belong to the next frames) or after two balls. Frame 10 differs only in that it spans
// its fill balls: once its first or second ball clears the rack it ends after three balls,
// otherwise after two. A frame the format gives (3-6-9) takes no ball: it is a strike,
// finished as soon as the frame before it is, so the turn passes it by.
// It stops at the first ball that does not fit: one its rack refuses (balls[laid] says where
// it lies and what it met) or one after frame 10 is finished. Balls the game accepted always
// fit, so for them laid == len(balls).
func walk(balls []Delivery, f Format) (l layout) {
	i := 0
	full := rack{pins: AllPins, standing: 10, known: true, strike: f.strike()}
	for fr := 0; fr < Frames; fr++ {
		s := &l.frames[fr]
		s.start = i
		if f.gives(fr + 1) {
			s.given, s.marked, s.finished = true, true, true
			continue
		}
		r := full
		for !s.finished {
			if i < len(balls) {
				l.balls[i] = place{frame: int8(fr), ball: int8(s.n), at: r}
			}
			if i == len(balls) || !r.fits(balls[i]) {
				l.laid, l.finished, l.next = i, fr, r
				return l
			}
			cleared := r.clears(balls[i])
			if cleared {
				r = full
			} else {
				r = r.left(balls[i])
			}
			i++
			s.n++
			s.marked = s.marked || cleared && s.n <= 2
			if fr < Frames-1 {
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
