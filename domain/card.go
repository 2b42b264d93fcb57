package domain

// Frame is one frame of a player's card as a scoresheet shows it.
type Frame struct {
	Number     int      // 1..10
	Balls      []string // the mark of each ball thrown in the frame so far
	Marks      string   // the marks joined with "|", as rules.md writes them: "X", "8|/", "X|X|X", "F|/"
	Pins       int      // pins scored in this frame's own balls so far (a foul scores 0, a strike 10)
	Finished   bool     // every ball of the frame has been thrown
	Determined bool     // the frame's value and running total are known
	Value      int      // the frame's score; meaningful only when Determined
	Total      int      // the running total up to this frame; meaningful only when Determined

	Deliveries []Ball // every ball of the frame so far, in full (Balls holds their marks); a given strike, one Given ball
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
// pins and was entered as pins, was a foul, or was a count of none or all of them. A strike
// the format gives (3-6-9) is shown as a Ball too, Given: nobody threw it, so it is no strike
// chance (FullRack is false), its Delivery is Count(10) and nothing of its pins is Known.
type Ball struct {
	Player   int      // 0-based index of who threw it
	Frame    int      // 1..10
	Number   int      // its place in the frame, 1..3
	Pins     int      // the pins it scores: its count, 0 for a foul, 10 for a strike (a no-tap strike too)
	Mark     string   // how the scoresheet writes it: X, /, -, F or a digit (a split keeps its digit)
	Delivery Delivery // the ball as it was entered

	Foul     bool // a foul: it scores 0 and the pins stood as before it
	FullRack bool // thrown at ten pins no ball had met (a strike chance, a foul included)
	Known    bool // Down and Left are known
	Down     Pins // the pins it knocked down, when Known; none for a foul
	Left     Pins // the pins standing after it (before any re-rack), when Known
	Split    bool // its leave is a split (see Leave and IsSplit)
	Given    bool // a strike the format gives (3-6-9), which nobody threw
}

// Leave returns the pins a ball at a full rack left standing, and false for any other ball:
// one not at a full rack (a given strike among them), a foul, or a count that left pins
// unknown. Only a leave can be a split. A strike's leave is empty: the rack is set up again,
// so whatever a no-tap strike left standing (its Left) is no leave.
//
//go:noinline
func (b Ball) Leave() (Pins, bool) {
	if b.Mark == MarkStrike {
		return 0, b.FullRack
	}
	return b.Left, b.FullRack && !b.Foul && b.Known
}

// view describes ball d of player p, laid out at place at.
func view(p int, d Delivery, at place) Ball {
	left := at.at.left(d)
	b := Ball{
		Player: p, Frame: int(at.frame) + 1, Number: int(at.ball) + 1,
		Pins: d.count, Mark: mark(d, at.at), Delivery: d,
		Foul: d.kind == fouled, FullRack: at.at.strike > 0, Known: at.at.known && left.known,
	}
	if b.Mark == MarkStrike {
		b.Pins = 10 // a no-tap strike counts ten, like any strike
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
	return card(p, g.players[p].name, g.players[p].balls, g.format), nil
}

// Cards returns every player's scoresheet in turn order.
func (g *Game) Cards() []Card {
	cards := make([]Card, len(g.players))
	for i, p := range g.players {
		cards[i] = card(i, p.name, p.balls, g.format)
	}
	return cards
}

// card derives player p's scoresheet from their balls, in format f. One rule values every
// frame: a strike or a spare is worth the pins of three balls counted from the frame's first,
// any other frame the pins of its two balls, where the balls are those of the game in play
// order, a given strike among them as a ball of 10. In frames 1-9 the third ball of a spare,
// and the second and third of a strike, are the next frames' (the bonus); frame 10 spans its
// fill balls, so there they are its own. A foul's pins are 0, a strike's 10.
func card(p int, name string, balls []Delivery, f Format) Card {
	l := walk(balls, f)
	c := Card{Name: name, Frame: min(l.finished+1, Frames), Finished: l.finished == Frames}
	// The balls in play order, each frame's a capped slice of one backing array for the
	// marks and one for the balls, and what each scores.
	n := len(balls)
	if f.ThreeSixNine {
		n += 3
	}
	marks, views := make([]string, n), make([]Ball, n)
	var pins [maxRolls]int
	var starts [Frames + 1]int // where each frame's balls start
	n = 0
	for k, s := range l.frames {
		starts[k] = n
		if s.given {
			views[n] = Ball{Player: p, Frame: k + 1, Number: 1, Pins: 10, Mark: MarkStrike, Delivery: Count(10), Given: true}
			n++
		}
		for i := s.start; i < s.start+s.n; i++ {
			views[n] = view(p, balls[i], l.balls[i])
			n++
		}
	}
	starts[Frames] = n
	for i := range n {
		marks[i], pins[i] = views[i].Mark, views[i].Pins
	}
	total, determined := 0, true
	for k, s := range l.frames {
		fr := &c.Frames[k]
		fr.Number = k + 1
		fr.Finished = s.finished
		start, end := starts[k], starts[k+1]
		if end > start {
			fr.Balls, fr.Deliveries = marks[start:end:end], views[start:end:end]
		}
		fr.Marks = join(fr.Balls)
		take := 2
		if s.marked {
			take = 3
		}
		for _, v := range pins[start:end] {
			fr.Pins += v
		}
		fr.Determined = determined && s.finished && start+take <= n
		if fr.Determined {
			for _, v := range pins[start : start+take] {
				fr.Value += v
			}
			total += fr.Value
			fr.Total = total
			c.Total = total
		}
		determined = fr.Determined
	}
	return c
}
