package domain

// Frame is one frame of a player's card as a scoresheet shows it.
type Frame struct {
	Number     int      // 1..10
	Balls      []string // the mark of each ball thrown in the frame so far
	Marks      string   // the marks joined with "|", as rules.md writes them: "X", "8|/", "X|X|X", "F|/"
	Pins       int      // pins scored in this frame's own balls so far (a foul scores 0)
	Finished   bool     // every ball of the frame has been thrown
	Determined bool     // the frame's value and running total are known
	Value      int      // the frame's score; meaningful only when Determined
	Total      int      // the running total up to this frame; meaningful only when Determined

	Deliveries []Ball // every ball thrown in the frame so far, in full (Balls holds their marks)
}

// Card is one player's scoresheet, derived from their balls.
type Card struct {
	Name     string
	Frames   [Frames]Frame
	Total    int  // the running total of the last determined frame (the final score when Finished)
	Frame    int  // the frame the player bowls next, 1..10; 10 once Finished
	Finished bool // frame 10 is finished
}

// Ball is one ball already thrown, with what a scoresheet, a pin deck or a statistic reads
// from it. Which pins it knocked down and left standing is known (Known) when it met known
// pins and was entered as pins, was a foul, or was a count of none or all of them.
type Ball struct {
	Player   int      // 0-based index of who threw it
	Frame    int      // 1..10
	Number   int      // its place in the frame, 1..3
	Pins     int      // the pins it scores: its count, 0 for a foul
	Mark     string   // how the scoresheet writes it: X, /, -, F or a digit (a split keeps its digit)
	Delivery Delivery // the ball as it was entered

	Foul     bool // a foul: it scores 0 and the pins stood as before it
	FullRack bool // thrown at ten pins no ball had met (a strike chance, a foul included)
	Known    bool // Down and Left are known
	Down     Pins // the pins it knocked down, when Known; none for a foul
	Left     Pins // the pins standing after it (before any re-rack), when Known
	Split    bool // its leave is a split (see Leave and IsSplit)
}

// Leave returns the pins a ball at a full rack left standing, and false for any other ball:
// one not at a full rack, a foul, or a count that left pins unknown. Only a leave can be a
// split; a strike's leave is empty.
//
//go:noinline
func (b Ball) Leave() (Pins, bool) {
	return b.Left, b.FullRack && !b.Foul && b.Known
}

// view describes ball d of player p, laid out at place at.
func view(p int, d Delivery, at place) Ball {
	left := at.at.left(d)
	b := Ball{
		Player: p, Frame: int(at.frame) + 1, Number: int(at.ball) + 1,
		Pins: d.count, Mark: mark(d, at.at), Delivery: d,
		Foul: d.kind == fouled, FullRack: at.at.fresh, Known: at.at.known && left.known,
	}
	if b.Known {
		b.Left = left.pins
		b.Down = at.at.pins &^ left.pins
	}
	if leave, ok := b.Leave(); ok {
		b.Split = IsSplit(leave)
	}
	return b
}

// Card returns player p's scoresheet.
func (g *Game) Card(p int) (Card, error) {
	if p < 0 || p >= len(g.players) {
		return Card{}, g.noSuchPlayer(p)
	}
	return card(p, g.players[p].name, g.players[p].balls), nil
}

// Cards returns every player's scoresheet in turn order.
func (g *Game) Cards() []Card {
	cards := make([]Card, len(g.players))
	for i, p := range g.players {
		cards[i] = card(i, p.name, p.balls)
	}
	return cards
}

// card derives player p's scoresheet from their balls.
func card(p int, name string, balls []Delivery) Card {
	l := walk(balls)
	c := Card{Name: name, Frame: min(l.finished+1, Frames), Finished: l.finished == Frames}
	// One backing array each for the frames' marks and balls; capped slices keep them apart.
	marks, views := make([]string, len(balls)), make([]Ball, len(balls))
	for i, d := range balls {
		views[i] = view(p, d, l.balls[i])
		marks[i] = views[i].Mark
	}
	total, determined := 0, true
	for f, s := range l.frames {
		fr := &c.Frames[f]
		fr.Number = f + 1
		fr.Finished = s.finished
		if s.n > 0 {
			end := s.start + s.n
			fr.Balls, fr.Deliveries = marks[s.start:end:end], views[s.start:end:end]
		}
		for _, d := range balls[s.start : s.start+s.n] {
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
// fill balls, so there they are its own. A foul's pins are 0.
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
