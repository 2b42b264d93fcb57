package domain

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

// Card is one player's scoresheet, derived from their balls.
type Card struct {
	Name     string
	Frames   [Frames]Frame
	Total    int  // the running total of the last determined frame (the final score when Finished)
	Frame    int  // the frame the player bowls next, 1..10; 10 once Finished
	Finished bool // frame 10 is finished
}

// Card returns player p's scoresheet.
func (g *Game) Card(p int) (Card, error) {
	if p < 0 || p >= len(g.players) {
		return Card{}, g.noSuchPlayer(p)
	}
	return card(g.players[p].name, g.players[p].balls), nil
}

// Cards returns every player's scoresheet in turn order.
func (g *Game) Cards() []Card {
	cards := make([]Card, len(g.players))
	for i, p := range g.players {
		cards[i] = card(p.name, p.balls)
	}
	return cards
}

// card derives a player's scoresheet from their balls.
func card(name string, balls []Delivery) Card {
	l := walk(balls)
	c := Card{Name: name, Frame: min(l.finished+1, Frames), Finished: l.finished == Frames}
	total, determined := 0, true
	for f, s := range l.frames {
		fr := &c.Frames[f]
		fr.Number = f + 1
		fr.Finished = s.finished
		if s.n > 0 {
			fr.Balls = make([]string, s.n)
		}
		for b := range s.n {
			d := balls[s.start+b]
			fr.Balls[b] = mark(d, l.balls[s.start+b].at)
			fr.Pins += d.count
		}
		fr.Marks = join(fr.Balls)
		fr.Value, fr.Determined = value(balls, s)
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

// value scores one frame, and reports whether its value is known yet. One rule serves every
// frame: a strike or a spare is worth the pins of three balls counted from the frame's first,
// any other frame the pins of its two balls. In frames 1-9 the third ball of a spare, and the
// second and third of a strike, are the next frames' balls (the bonus); frame 10 spans its
// fill balls, so there they are its own.
func value(balls []Delivery, s span) (int, bool) {
	n := 2
	if s.marked {
		n = 3
	}
	if !s.finished || s.start+n > len(balls) {
		return 0, false
	}
	pins := 0
	for _, d := range balls[s.start : s.start+n] {
		pins += d.count
	}
	return pins, true
}

// Ball is one ball already thrown.
type Ball struct {
	Player int    // 0-based index of who threw it
	Frame  int    // 1..10
	Pins   int    // pins it knocked down
	Mark   string // how the scoresheet writes it: X, /, - or a digit
}
