package domain

import "slices"

// Turn is whose ball is next and what it is thrown at.
type Turn struct {
	Player   int  // 0-based index of who bowls next; 0 once Over
	Frame    int  // the frame they bowl, 1..10; 10 once Over
	Standing int  // how many pins the next ball can knock down; 0 once Over
	FullRack bool // the next ball is the first at ten pins, so ten (N in no-tap) down would be a strike
	Over     bool // every player's frame 10 is finished

	Pins      Pins // which pins stand, when PinsKnown
	PinsKnown bool // false once Over, and after a ball entered as a count left some standing
}

// Turn returns whose ball is next and what it is thrown at. The zero Game, which has no
// players, returns Turn{Frame: 1}.
func (g *Game) Turn() Turn {
	if len(g.players) == 0 {
		return Turn{Frame: 1}
	}
	p, l := g.next()
	return Turn{
		Player:   p,
		Frame:    min(l.finished+1, Frames),
		Standing: int(l.next.standing),
		FullRack: l.next.strike > 0,
		Over:     l.finished == Frames,

		Pins:      l.next.pins,
		PinsKnown: l.next.known,
	}
}

// next finds the player to bowl next and lays out their balls; the game must have players.
// Players bowl frame by frame, so the players ahead in turn order have finished at most one
// frame more than those behind, and the next to bowl is the first who has finished fewer
// frames than player 1 (else player 1). A binary search over that boundary keeps a ball
// cheap for a game of any size.
func (g *Game) next() (int, layout) {
	first := walk(g.players[0].balls, g.format)
	lo, hi := 1, len(g.players)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if walk(g.players[mid].balls, g.format).finished < first.finished {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	if lo == len(g.players) {
		return 0, first
	}
	return lo, walk(g.players[lo].balls, g.format)
}

// nextBall is the player to bowl next and the rack they face, or why no ball can be thrown.
func (g *Game) nextBall() (int, rack, error) {
	if len(g.players) == 0 {
		return 0, rack{}, ErrNoPlayers
	}
	p, l := g.next()
	if l.finished == Frames {
		return 0, rack{}, ErrGameOver
	}
	return p, l.next, nil
}

// Current returns the 0-based index of the player to bowl next; 0 once the game is over.
func (g *Game) Current() int { return g.Turn().Player }

// Frame returns the frame (1..10) the current player bowls next; 10 once the game is over.
func (g *Game) Frame() int { return g.Turn().Frame }

// PinsStanding returns the most pins the next ball can knock down; 0 once the game is over.
func (g *Game) PinsStanding() int { return g.Turn().Standing }

// FullRack reports whether the next ball is the first at a full rack of ten, where ten pins
// (at least N in N-pin no-tap) make a strike rather than a spare.
func (g *Game) FullRack() bool { return g.Turn().FullRack }

// Standing returns the pins standing for the next ball, and false when that is not known:
// after a ball entered as a count left some pins standing (for the rest of that rack), once
// the game is over, and for the zero Game.
func (g *Game) Standing() (Pins, bool) {
	t := g.Turn()
	return t.Pins, t.PinsKnown
}

// Over reports whether every player's frame 10 is finished.
func (g *Game) Over() bool { return g.Turn().Over }

// replay builds a game in format f for names by throwing each player's balls in turn order,
// so that every ball passes the checks a ball at the lane does. It refuses, with a *BallError
// naming the first ball that does not fit, lists that no game in turn order could have
// produced.
func replay(f Format, names []string, balls [][]Delivery) (*Game, error) {
	g, err := NewGameIn(f, names...)
	if err != nil {
		return nil, err
	}
	if len(balls) != len(names) {
		return nil, errorf("%d names but %d lists of balls", len(names), len(balls))
	}
	left := 0
	for p, list := range balls {
		if len(list) > maxRolls {
			return nil, errorf("%s has %d balls, more than a game allows", g.players[p].name, len(list))
		}
		left += len(list)
	}
	// Lists that play in turn order gives (nearly every save and import) need no ball-by-ball
	// replay, whose every ball walks the players again: inTurn checks the same in one walk
	// per player, so 5,000 imported games restore several times faster. The replay stays
	// for the lists it refuses, to name the first ball that does not fit.
	if inTurn(balls, f) {
		for p, list := range balls {
			g.players[p].balls = slices.Clone(list)
		}
		return g, nil
	}
	if err := g.throwAll(balls, left); err != nil {
		return nil, err
	}
	return g, nil
}

// throwAll throws balls, left of them in all, into the new game g ball by ball in turn order,
// and names the first ball that does not fit.
func (g *Game) throwAll(balls [][]Delivery, left int) error {
	next := make([]int, len(balls)) // how many of each player's balls are in
	for ; left > 0; left-- {
		p, l := g.next()
		if l.finished < Frames && next[p] < len(balls[p]) {
			if err := g.Throw(balls[p][next[p]]); err != nil {
				return g.ballError(p, l, err)
			}
			next[p]++
			continue
		}
		// Player p has no ball left where the next ball is theirs (or the game is over): the
		// first ball that does not fit is the next one thrown by a player after p.
		q := (p + 1) % len(balls)
		for next[q] == len(balls[q]) {
			q = (q + 1) % len(balls)
		}
		why := ErrGameOver
		if l.finished < Frames {
			why = errorf("%w: %s has not finished frame %d", ErrOutOfTurn, g.players[p].name, l.finished+1)
		}
		return g.ballError(q, walk(g.players[q].balls, g.format), why)
	}
	return nil
}

// inTurn reports whether balls, each player's list fitting alone in format f (walk lays all
// of it out), are what play in turn order gives, without replaying them: frames finished
// never rise along the turn order, those behind player 0 are one frame bowled behind (two
// frames finished behind where the frame between is given: it was finished with the one
// before it), and only the player to bowl next may be part-way through a frame. It agrees
// with throwing the balls one by one (a test checks), which names the ball that does not fit
// when it does not.
func inTurn(balls [][]Delivery, f Format) bool {
	first := walk(balls[0], f).finished
	behind := first - 1
	if f.gives(first) {
		behind--
	}
	next, partway := -1, -1 // the first who has finished fewer frames than player 0; one part-way
	for p, list := range balls {
		l := walk(list, f)
		switch {
		case l.laid < len(list):
			return false
		case l.finished == behind && next < 0:
			next = p
		case l.finished != first && l.finished != behind, l.finished == first && next >= 0:
			return false
		}
		if l.finished < Frames && l.frames[l.finished].n > 0 {
			if partway >= 0 {
				return false
			}
			partway = p
		}
	}
	return partway < 0 || partway == max(next, 0)
}

// ballError names player p's next ball, laid out in l, as one that does not fit.
//
//go:noinline
func (g *Game) ballError(p int, l layout, why error) *BallError {
	f := min(l.finished, Frames-1) // a ball after frame 10 is one more in frame 10
	return &BallError{Player: p, Name: g.players[p].name, Frame: f + 1, Ball: l.frames[f].n + 1, Err: why}
}
