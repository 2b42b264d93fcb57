package domain

// Preview returns the ball that Throw(d) would record, as the card would then show it (its
// mark, the pins it leaves, whether that leave is a split), without throwing it; or the error
// Throw would return. A pin deck shows this while the bowler marks the pins, before the ball
// is entered.
func (g *Game) Preview(d Delivery) (Ball, error) {
	p, r, err := g.nextBall()
	if err != nil {
		return Ball{}, err
	}
	if err := r.check(d); err != nil {
		return Ball{}, err
	}
	l := walk(g.players[p].balls, g.format)
	at := place{frame: int8(l.finished), ball: int8(l.frames[l.finished].n), at: r}
	return view(p, d, at), nil
}

// PreviewCorrection returns ball (1..3) of frame (1..10) of player (0-based) as
// Correct(player, frame, ball, d) would leave it, without correcting it; or the error Correct
// would return. A correction dialog shows this while the bowler marks the pins.
func (g *Game) PreviewCorrection(player, frame, ball int, d Delivery) (Ball, error) {
	i, mine, _, err := g.plan(player, frame, ball, d)
	if err != nil {
		return Ball{}, err
	}
	if mine == nil { // d is the ball as it is
		mine = g.players[player].balls
	}
	return view(player, d, walk(mine, g.format).balls[i]), nil
}
