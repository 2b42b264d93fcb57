package domain

import "fmt"

// PinsFor turns a mark typed for the next ball into a pin count: a digit, "-" for zero, "X"
// (or "x") for a strike, which needs a full rack, and "/" for a spare, which needs a ball
// already thrown at this rack. It does not throw the ball.
func (g *Game) PinsFor(m string) (int, error) {
	if len(g.players) == 0 {
		return 0, ErrNoPlayers
	}
	_, p := g.turn()
	if p.finished == Frames {
		return 0, ErrGameOver
	}
	switch {
	case m == "X" || m == "x":
		if !p.fresh {
			return 0, fmt.Errorf("%w: a strike needs all ten pins standing", ErrInvalidPins)
		}
		return 10, nil
	case m == "/":
		if p.fresh {
			return 0, fmt.Errorf("%w: a spare needs a first ball in this frame", ErrInvalidPins)
		}
		return p.standing, nil
	case m == "-":
		return 0, nil
	case len(m) == 1 && '0' <= m[0] && m[0] <= '9':
		return int(m[0] - '0'), nil
	}
	return 0, fmt.Errorf("%w: %q is not a mark (0-9, X, / or -)", ErrInvalidPins, m)
}
