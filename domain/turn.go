package domain

// Turn is whose ball is next and what it is thrown at.
type Turn struct {
	Player   int  // 0-based index of who bowls next; 0 once Over
	Frame    int  // the frame they bowl, 1..10; 10 once Over
	Standing int  // how many pins the next ball can knock down; 0 once Over
	FullRack bool // the next ball is the first at ten pins, so ten down would be a strike
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
		Standing: l.next.standing,
		FullRack: l.next.fresh,
		Over:     l.finished == Frames,

		Pins:      l.next.pins,
		PinsKnown: l.next.known,
	}
}

// next finds the player to bowl next and lays out their rolls; the game must have players.
// Players bowl frame by frame, so the players ahead in turn order have finished at most one
// frame more than those behind, and the next to bowl is the first who has finished fewer
// frames than player 1 (else player 1). A binary search over that boundary keeps a ball
// cheap for a game of any size.
func (g *Game) next() (int, layout) {
	first := walk(g.players[0].balls)
	lo, hi := 1, len(g.players)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if walk(g.players[mid].balls).finished < first.finished {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	if lo == len(g.players) {
		return 0, first
	}
	return lo, walk(g.players[lo].balls)
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
// make a strike rather than a spare.
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
