package domain

import (
	"slices"
)

// fix is a correction, with what Undo needs to take it back.
type fix struct {
	at     int        // balls in the game just after it; Undo takes it back while that holds
	player int        // whose ball it corrected
	index  int        // the ball's index in that player's balls
	frame  int        // the ball's frame (1..10) and place in it (1..3) when it was corrected:
	ball   int        // a later correction may cut the ball, and the save still names it
	was    Delivery   // the ball before the correction
	cut    []Delivery // balls the correction removed from the end of the player's game
}

// Correct changes ball (1..3) of frame (1..10) of player (0-based) to d, a ball entered wrong
// and noticed later, without undoing the balls thrown since. The rules (pins.md):
//   - No other ball is reinterpreted: every other ball keeps its player, frame and place in
//     its frame.
//   - The corrected game must be one that could have been bowled: every ball fits the pins it
//     met and the game replays in turn order, as Restore replays a save.
//   - A frame may come to take more balls (a strike corrected to a 7 needs a second ball;
//     frame 10 earns a fill ball) where the game stays valid: typically the bowler's latest
//     frame, before the next bowler has bowled it. A frame may come to take fewer balls (a 7
//     corrected to a strike; frame 10 losing its fill balls) only if the balls it no longer
//     takes are the bowler's last ones: those are removed, and undoing the correction puts
//     them back. Elsewhere the ball that would move is named and the correction refused.
//
// A refused correction changes nothing and returns an error wrapping ErrBadCorrection: the
// index is bad (ErrNoSuchPlayer, or no such ball thrown), or a *BallError names the first
// ball the corrected game no longer allows and why (a *PinError, ErrBallMoved, ErrOutOfTurn).
// Correcting a ball to what it already is changes nothing and is not logged. A correction is
// an action like a ball: Undo right after it takes it back, and the log of corrections is
// saved with the game.
func (g *Game) Correct(player, frame, ball int, d Delivery) error {
	i, mine, cut, err := g.plan(player, frame, ball, d)
	if err != nil || mine == nil {
		return err
	}
	p := &g.players[player]
	was := p.balls[i]
	p.balls = p.balls[:len(mine)]
	copy(p.balls, mine)
	g.fixes = append(g.fixes, fix{at: g.Balls(), player: player, index: i, frame: frame, ball: ball, was: was, cut: cut})
	return nil
}

// plan works out what Correct does without doing it: the index of the ball, the player's
// balls after the correction and those it cuts from their end, or why it is refused. It
// returns nil balls for a correction that changes nothing.
func (g *Game) plan(player, frame, ball int, d Delivery) (i int, mine, cut []Delivery, err error) {
	i, err = g.locate(player, frame, ball)
	if err != nil {
		return 0, nil, nil, err
	}
	old := g.players[player].balls
	if old[i] == d {
		return i, nil, nil, nil
	}
	mine = slices.Clone(old)
	mine[i] = d
	was, now := walk(old, g.format), walk(mine, g.format)
	for j := i; j < len(mine); j++ {
		before, after := was.balls[j], now.balls[j]
		placed := j < now.laid || j == now.laid && now.finished < Frames
		if placed && after.frame == before.frame && after.ball == before.ball {
			if j < now.laid {
				continue
			}
			e, _ := after.at.fault(mine[j])
			return 0, nil, nil, g.badBall(player, before, &e)
		}
		// Ball j no longer lies where it did. If it and every ball after it were in the
		// corrected frame, that frame now ends before them: they are cut.
		if j > i && int(was.balls[len(old)-1].frame) == frame-1 {
			return i, mine[:j:j], slices.Clone(mine[j:]), g.replays(player, mine[:j])
		}
		why := ErrGameOver
		if placed {
			why = errorf("%w (ball %d of frame %d)", ErrBallMoved, after.ball+1, after.frame+1)
		}
		return 0, nil, nil, g.badBall(player, before, why)
	}
	return i, mine, nil, g.replays(player, mine)
}

// replays refuses, wrapped in ErrBadCorrection, a game with player's balls replaced by mine
// that does not replay in turn order.
func (g *Game) replays(player int, mine []Delivery) error {
	lists := make([][]Delivery, len(g.players))
	for p := range g.players {
		lists[p] = g.players[p].balls
	}
	lists[player] = mine
	if inTurn(lists, g.format) {
		return nil
	}
	if _, err := replay(g.format, g.Names(), lists); err != nil {
		return errorf("%w: %w", ErrBadCorrection, err)
	}
	return nil
}

// badBall refuses a correction because player's ball at place at no longer fits.
func (g *Game) badBall(player int, at place, why error) error {
	return errorf("%w: %w", ErrBadCorrection, &BallError{
		Player: player, Name: g.players[player].name, Frame: int(at.frame) + 1, Ball: int(at.ball) + 1, Err: why,
	})
}

// locate finds ball (1..3) of frame (1..10) of player in that player's balls, or refuses an
// index of a ball not thrown with ErrBadCorrection.
func (g *Game) locate(player, frame, ball int) (int, error) {
	if player < 0 || player >= len(g.players) {
		return 0, errorf("%w: %w", ErrBadCorrection, g.noSuchPlayer(player))
	}
	if frame < 1 || frame > Frames {
		return 0, errorf("%w: there is no frame %d (frames are 1 to %d)", ErrBadCorrection, frame, Frames)
	}
	name, s := g.players[player].name, walk(g.players[player].balls, g.format).frames[frame-1]
	switch {
	case s.given:
		return 0, errorf("%w: frame %d is a strike the format gives: %s threw no ball in it", ErrBadCorrection, frame, name)
	case s.n == 0:
		return 0, errorf("%w: %s has not bowled frame %d", ErrBadCorrection, name, frame)
	case ball < 1 || ball > s.n:
		return 0, errorf("%w: %s has no ball %d in frame %d (balls 1 to %d)", ErrBadCorrection, name, ball, frame, s.n)
	}
	return s.start + ball - 1, nil
}

// lastFix returns the correction Undo takes back next, if the most recent action is one.
//
//go:noinline
func (g *Game) lastFix() (fix, bool) {
	if n := len(g.fixes); n > 0 && g.fixes[n-1].at == g.Balls() {
		return g.fixes[n-1], true
	}
	return fix{}, false
}

// undoFix takes back correction f, the last in the log.
//
//go:noinline
func (g *Game) undoFix(f fix) {
	p := &g.players[f.player]
	p.balls[f.index] = f.was
	p.balls = append(p.balls, f.cut...)
	g.fixes = g.fixes[:len(g.fixes)-1]
}

// Change is the most recent action of a game, the one Undo takes back.
type Change struct {
	Correction bool     // a correction of Ball; otherwise Ball was thrown
	Ball       Ball     // the ball thrown, or the corrected ball as it is now
	Was        Delivery // for a correction, the ball as it was before
	Cut        int      // for a correction, how many balls it removed (Undo puts them back)
}

// LastChange returns the most recent action of the game, and false if there is none.
func (g *Game) LastChange() (Change, bool) {
	if f, ok := g.lastFix(); ok {
		balls := g.players[f.player].balls
		b := view(f.player, balls[f.index], walk(balls, g.format).balls[f.index])
		return Change{Correction: true, Ball: b, Was: f.was, Cut: len(f.cut)}, true
	}
	b, ok := g.Last()
	return Change{Ball: b}, ok
}

// Choices is what a ball already thrown may be corrected to, for a correction dialog.
type Choices struct {
	Counts [11]bool // Count(n) is accepted where Counts[n] (the ball's own count included)
	Foul   bool     // Fouled() is accepted
	// Pins are the pins the ball met, when PinsKnown: a correction by pins may name only
	// these (Correct still refuses one that a later ball no longer fits).
	Pins      Pins
	PinsKnown bool
}

// CorrectionChoices tells what ball (1..3) of frame (1..10) of player (0-based) may be
// corrected to; it refuses a bad index as Correct does.
func (g *Game) CorrectionChoices(player, frame, ball int) (Choices, error) {
	i, err := g.locate(player, frame, ball)
	if err != nil {
		return Choices{}, err
	}
	var c Choices
	for n := range c.Counts {
		_, _, _, err := g.plan(player, frame, ball, Count(n))
		c.Counts[n] = err == nil
	}
	_, _, _, err = g.plan(player, frame, ball, Fouled())
	c.Foul = err == nil
	at := walk(g.players[player].balls, g.format).balls[i].at
	c.Pins, c.PinsKnown = at.pins, at.known
	return c, nil
}
