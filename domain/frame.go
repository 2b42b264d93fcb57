package domain

// Frames is the number of frames in each player's game.
const Frames = 10

// maxRolls is the most balls one player can throw: nine open frames and three in frame 10.
const maxRolls = 2*(Frames-1) + 3

// span is where one frame lies in a player's rolls.
type span struct {
	start, n int // index of its first ball, number of balls thrown in it so far
	finished bool
}

// progress is where a player stands, derived from their rolls.
type progress struct {
	finished int  // frames finished, 0..10
	standing int  // pins the next ball can knock down; 0 once finished
	fresh    bool // the next ball is the first at a full rack (so ten would be a strike)
}

// walk lays a player's rolls out in frames. One rule covers every frame: the rack is reset
// whenever all ten pins fall, which ends frames 1-9 and, in frame 10, earns the fill balls.
func walk(rolls []int8) (frames [Frames]span, p progress) {
	i := 0
	for f := 0; f < Frames; f++ {
		frames[f].start = i
		standing, fresh, reracked := 10, true, false
		for !frames[f].finished {
			if i == len(rolls) {
				return frames, progress{finished: f, standing: standing, fresh: fresh}
			}
			standing -= int(rolls[i])
			fresh = false
			i++
			frames[f].n++
			n := frames[f].n
			if standing == 0 {
				standing, fresh = 10, true
				reracked = reracked || n <= 2
			}
			if f < Frames-1 {
				frames[f].finished = fresh || n == 2
			} else {
				frames[f].finished = n == 3 || n == 2 && !reracked
			}
		}
	}
	return frames, progress{finished: Frames}
}

// Frame is one frame of a player's card as a scoresheet shows it.
type Frame struct {
	Number     int      // 1..10
	Balls      []string // the mark of each ball thrown in the frame so far
	Marks      string   // the marks joined with "|", as rules.md writes them: "X", "8|/", "X|X|X"
	Pins       int      // pins knocked down in this frame so far
	Finished   bool     // every ball of the frame has been thrown
	Determined bool     // the frame's value and running total are known
	Value      int      // the frame's score; meaningful only when Determined
	Total      int      // the running total up to this frame; meaningful only when Determined
}

// Card is one player's scoresheet, derived from their rolls.
type Card struct {
	Name     string
	Frames   [Frames]Frame
	Total    int  // the running total of the last determined frame (the final score when Finished)
	Frame    int  // the frame the player bowls next, 1..10; 10 once Finished
	Finished bool // frame 10 is finished
}

// Mark writes one ball: X for ten at a full rack, / for the ball that clears the rest of a
// rack, - for zero, otherwise the digit.
func mark(pins, standing int, fresh bool) string {
	switch {
	case fresh && pins == 10:
		return "X"
	case !fresh && pins == standing:
		return "/"
	case pins == 0:
		return "-"
	}
	return digits[pins : pins+1]
}

const digits = "0123456789"

// card derives a player's scoresheet from their rolls.
func card(name string, rolls []int8) Card {
	frames, p := walk(rolls)
	c := Card{Name: name, Frame: min(p.finished+1, Frames), Finished: p.finished == Frames}
	total, determined := 0, true
	for f, s := range frames {
		fr := &c.Frames[f]
		fr.Number = f + 1
		fr.Finished = s.finished
		if s.n > 0 {
			fr.Balls = make([]string, s.n)
		}
		standing, fresh := 10, true
		for b := 0; b < s.n; b++ {
			pins := int(rolls[s.start+b])
			fr.Balls[b] = mark(pins, standing, fresh)
			fr.Pins += pins
			standing -= pins
			fresh = false
			if standing == 0 {
				standing, fresh = 10, true
			}
		}
		fr.Marks = join(fr.Balls)
		fr.Value, fr.Determined = value(rolls, f, s)
		determined = determined && fr.Determined
		fr.Determined = determined
		if determined {
			total += fr.Value
			fr.Total = total
			c.Total = total
		}
	}
	return c
}

// value scores one frame: its pins plus, for a strike or spare in frames 1-9, the next one or
// two balls. Frame 10 needs no special case: its fill balls are only ever read as bonuses.
func value(rolls []int8, f int, s span) (int, bool) {
	if !s.finished {
		return 0, false
	}
	pins, bonus := 0, 0
	for b := 0; b < s.n; b++ {
		pins += int(rolls[s.start+b])
	}
	if f < Frames-1 && pins == 10 {
		bonus = 3 - s.n // a strike (one ball) takes two more, a spare one
	}
	next := s.start + s.n
	if next+bonus > len(rolls) {
		return 0, false
	}
	for b := 0; b < bonus; b++ {
		pins += int(rolls[next+b])
	}
	return pins, true
}

func join(marks []string) string {
	switch len(marks) {
	case 0:
		return ""
	case 1:
		return marks[0]
	case 2:
		return marks[0] + "|" + marks[1]
	}
	return marks[0] + "|" + marks[1] + "|" + marks[2]
}
