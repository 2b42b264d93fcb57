package domain

import "strconv"

// Delivery is one ball as the bowler enters it: a count of pins, the set of pins it knocked
// down, or a foul. The zero Delivery is Count(0).
type Delivery struct {
	count int  // the pins it scores (for byCount as entered, so a refusal can quote it)
	down  Pins // the pins it knocked down, for byPins
	kind  deliveryKind
}

type deliveryKind uint8

const (
	byCount deliveryKind = iota // entered as a count: which pins fell is not known
	byPins                      // entered as the pins that fell
	fouled                      // a foul: it scores 0 and the pins stand as they stood
)

// Count returns a ball entered as a count of pins knocked down, as Roll takes it.
func Count(pins int) Delivery { return Delivery{count: pins} }

// Knocked returns a ball entered as the set of pins it knocked down; its count is what scores.
func Knocked(down Pins) Delivery { return Delivery{count: down.Count(), down: down, kind: byPins} }

// Fouled returns a foul (USBC rule 5a): a ball that counts as a ball but scores 0, whatever it
// knocked down, with the pins respotted as they stood before it.
func Fouled() Delivery { return Delivery{kind: fouled} }

// Count returns the pins the ball scores.
func (d Delivery) Count() int { return d.count }

// Foul reports whether the ball is a foul.
func (d Delivery) Foul() bool { return d.kind == fouled }

// Down returns the pins the ball knocked down, and false for a ball entered as a count or a
// foul.
func (d Delivery) Down() (Pins, bool) { return d.down, d.kind == byPins }

// String writes the ball for a message: "7" for a count, "pins 2-4" or "no pins" for a set,
// "a foul".
func (d Delivery) String() string {
	switch {
	case d.kind == fouled:
		return "a foul"
	case d.kind == byPins && d.down&AllPins == 0:
		return "no pins"
	case d.kind == byPins:
		return "pins " + d.down.String()
	}
	return strconv.Itoa(d.count)
}

// Throw records the next ball for the player whose turn it is. A refused ball changes nothing;
// a refusal about the pins is a *PinError that says why.
func (g *Game) Throw(d Delivery) error {
	p, r, err := g.nextBall()
	if err != nil {
		return err
	}
	if err := r.check(d); err != nil {
		return err
	}
	g.players[p].balls = append(g.players[p].balls, d)
	return nil
}

// Roll records a ball that knocked down pins; it is Throw(Count(pins)).
func (g *Game) Roll(pins int) error { return g.Throw(Count(pins)) }

// RollPins records a ball that knocked down the given pins; it is Throw(Knocked(down)).
func (g *Game) RollPins(down Pins) error { return g.Throw(Knocked(down)) }

// Foul records a foul for the player whose turn it is; it is Throw(Fouled()).
func (g *Game) Foul() error { return g.Throw(Fouled()) }
