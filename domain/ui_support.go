package domain

// MarkFor returns how the scoresheet would write the next ball if it knocked down pins (X, /,
// - or a digit), so that a pin pad can label its buttons. It refuses what Roll would refuse.
func (g *Game) MarkFor(pins int) (string, error) {
	if len(g.players) == 0 {
		return "", ErrNoPlayers
	}
	_, p := g.turn()
	switch {
	case p.finished == Frames:
		return "", ErrGameOver
	case pins < 0 || pins > p.standing:
		return "", ErrInvalidPins
	}
	return mark(pins, p.standing, p.fresh), nil
}
