package domain

// Frames is the number of frames in each player's game.
const Frames = 10

// maxRolls is the most balls one player can throw: two in each of frames 1-9 and three in
// frame 10.
const maxRolls = 2*(Frames-1) + 3

// rack is the pins the next ball is thrown at.
type rack struct {
	standing int  // how many pins stand
	fresh    bool // ten stand and no ball has been thrown at them yet: ten down is a strike
}

// fullRack is ten pins just set up.
var fullRack = rack{standing: 10, fresh: true}

// after is the rack left by a ball that knocked down pins, and whether that ball cleared it.
// This is the one re-rack rule: a cleared rack is set up again, full.
func (r rack) after(pins int) (next rack, cleared bool) {
	if pins == r.standing {
		return fullRack, true
	}
	return rack{standing: r.standing - pins}, false
}

// span is where one frame lies in a player's rolls.
type span struct {
	start, n int  // index of its first ball, number of balls thrown in it so far
	marked   bool // its first or second ball cleared the rack: a strike or a spare
	finished bool // it has every ball it takes
}

// place is where one ball lies in a player's game and the rack it was thrown at.
type place struct {
	frame int  // 0-based frame
	ball  int  // 0-based position in the frame
	at    rack // what it was thrown at
}

// layout is a player's rolls laid out in frames, and where the player stands.
type layout struct {
	frames   [Frames]span
	balls    [maxRolls]place
	finished int  // frames finished, 0..10
	next     rack // what the next ball is thrown at; the zero rack once frame 10 is finished
}

// walk lays a player's rolls out in frames with the re-rack rule of rack.after. A frame in
// 1-9 ends when its rack is cleared (a strike or a spare; its bonus balls belong to the next
// frames) or after two balls. Frame 10 differs only in that it spans its fill balls: once its
// first or second ball clears the rack it ends after three balls, otherwise after two. The
// rolls must be ones the game accepted; walk does not check them.
func walk(rolls []int8) (l layout) {
	i := 0
	for f := 0; f < Frames; f++ {
		s := &l.frames[f]
		s.start = i
		r := fullRack
		for !s.finished {
			if i == len(rolls) {
				l.finished, l.next = f, r
				return l
			}
			l.balls[i] = place{frame: f, ball: s.n, at: r}
			var cleared bool
			r, cleared = r.after(int(rolls[i]))
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
	l.finished = Frames
	return l
}

// check refuses a ball of pins that rack r cannot give.
func (r rack) check(pins int) error {
	switch {
	case pins < 0 || pins > 10:
		return &PinError{Reason: NotACount, Count: pins}
	case pins > r.standing:
		return &PinError{Reason: TooManyPins, Count: pins, Standing: r.standing}
	}
	return nil
}
