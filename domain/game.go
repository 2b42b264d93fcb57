package domain

import "fmt"

// Game is a game of ten-pin bowling for one or more players. Its only state is each player's
// list of balls; turn order, frames, marks and totals are derived from it. The zero Game has no
// players and refuses every ball; use NewGame.
type Game struct {
	players []player
}

type player struct {
	name  string
	rolls []int8
}

// NewGame starts a game for the named players, in turn order. Each name must be exactly three
// letters A-Z in either case; it is stored upper-cased.
func NewGame(names ...string) (*Game, error) {
	if err := CheckPlayerCount(len(names)); err != nil {
		return nil, err
	}
	g := &Game{players: make([]player, len(names))}
	// One backing array for every player's rolls, so that Roll never allocates.
	rolls := make([]int8, len(names)*maxRolls)
	for i, entered := range names {
		name, err := ParseName(entered)
		if err != nil {
			return nil, fmt.Errorf("player %d: %w", i+1, err)
		}
		g.players[i] = player{name: name, rolls: rolls[i*maxRolls : i*maxRolls : (i+1)*maxRolls]}
	}
	return g, nil
}

// Players returns the number of players.
func (g *Game) Players() int { return len(g.players) }

// Name returns player p's name as shown (upper case), or "" for a bad index.
func (g *Game) Name(p int) string {
	if p < 0 || p >= len(g.players) {
		return ""
	}
	return g.players[p].name
}

// Names returns every player's name in turn order.
func (g *Game) Names() []string {
	names := make([]string, len(g.players))
	for i, p := range g.players {
		names[i] = p.name
	}
	return names
}

// turn finds the player to bowl next and where they stand. Players bowl frame by frame, so
// the players ahead in turn order have finished at most one frame more than those behind, and
// the next to bowl is the first who has finished fewer frames than player 1 (else player 1).
// A binary search over that boundary keeps a ball cheap for a game of any size.
func (g *Game) turn() (int, progress) {
	_, first := walk(g.players[0].rolls)
	lo, hi := 1, len(g.players)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if _, p := walk(g.players[mid].rolls); p.finished < first.finished {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	if lo == len(g.players) {
		return 0, first
	}
	_, p := walk(g.players[lo].rolls)
	return lo, p
}

// Current returns the 0-based index of the player to bowl next. Once the game is over it
// returns 0.
func (g *Game) Current() int {
	if len(g.players) == 0 {
		return 0
	}
	p, _ := g.turn()
	return p
}

// Frame returns the frame (1..10) the current player bowls next; 10 once the game is over.
func (g *Game) Frame() int {
	if len(g.players) == 0 {
		return 1
	}
	_, p := g.turn()
	return min(p.finished+1, Frames)
}

// PinsStanding returns the most pins the next ball can knock down; 0 once the game is over.
func (g *Game) PinsStanding() int {
	if len(g.players) == 0 {
		return 0
	}
	_, p := g.turn()
	return p.standing
}

// FullRack reports whether the next ball is the first at a full rack of ten, where ten pins
// make a strike rather than a spare.
func (g *Game) FullRack() bool {
	if len(g.players) == 0 {
		return false
	}
	_, p := g.turn()
	return p.fresh
}

// Over reports whether every player's frame 10 is finished.
func (g *Game) Over() bool {
	if len(g.players) == 0 {
		return false
	}
	_, p := g.turn()
	return p.finished == Frames
}

// Roll records a ball that knocked down pins for the player whose turn it is. A refused ball
// changes nothing.
func (g *Game) Roll(pins int) error {
	if len(g.players) == 0 {
		return ErrNoPlayers
	}
	i, p := g.turn()
	switch {
	case p.finished == Frames:
		return ErrGameOver
	case pins < 0 || pins > 10:
		return fmt.Errorf("%w: %d is not a count from 0 to 10", ErrInvalidPins, pins)
	case pins > p.standing:
		return fmt.Errorf("%w: %d, but only %d pins are standing", ErrInvalidPins, pins, p.standing)
	}
	g.players[i].rolls = append(g.players[i].rolls, int8(pins))
	return nil
}

// Ball is one ball already thrown.
type Ball struct {
	Player int    // 0-based index of who threw it
	Frame  int    // 1..10
	Pins   int    // pins it knocked down
	Mark   string // how the scoresheet writes it: X, /, - or a digit
}

// last finds the player who threw the most recent ball, or -1 for an empty game. It is the
// current player if they are part-way through a frame, else the one before them in turn order.
func (g *Game) last() int {
	if len(g.players) == 0 {
		return -1
	}
	i, p := g.turn()
	frames, _ := walk(g.players[i].rolls)
	if p.finished == Frames || frames[p.finished].n == 0 {
		i = (i + len(g.players) - 1) % len(g.players)
	}
	if len(g.players[i].rolls) == 0 {
		return -1
	}
	return i
}

// Last returns the most recent ball of the game, and false if none has been thrown.
func (g *Game) Last() (Ball, bool) {
	i := g.last()
	if i < 0 {
		return Ball{}, false
	}
	c := card("", g.players[i].rolls)
	for f := Frames - 1; f >= 0; f-- {
		if fr := c.Frames[f]; len(fr.Balls) > 0 {
			rolls := g.players[i].rolls
			return Ball{Player: i, Frame: f + 1, Pins: int(rolls[len(rolls)-1]), Mark: fr.Balls[len(fr.Balls)-1]}, true
		}
	}
	return Ball{}, false // unreachable: player i has rolls
}

// Undo takes back the last ball of the whole game, leaving the game exactly as it was before it.
func (g *Game) Undo() error {
	i := g.last()
	if i < 0 {
		return ErrNothingToUndo
	}
	rolls := g.players[i].rolls
	g.players[i].rolls = rolls[:len(rolls)-1]
	return nil
}

// Balls returns how many balls have been thrown in the whole game.
func (g *Game) Balls() int {
	n := 0
	for _, p := range g.players {
		n += len(p.rolls)
	}
	return n
}

// Score returns player p's final score, or ErrGameInProgress until their frame 10 is finished.
func (g *Game) Score(p int) (int, error) {
	c, err := g.Card(p)
	if err != nil {
		return 0, err
	}
	if !c.Finished {
		return 0, fmt.Errorf("%w: %s has not finished frame 10", ErrGameInProgress, c.Name)
	}
	return c.Total, nil
}

// Card returns player p's scoresheet.
func (g *Game) Card(p int) (Card, error) {
	if p < 0 || p >= len(g.players) {
		return Card{}, fmt.Errorf("%w: %d (the game has %d players)", ErrNoSuchPlayer, p, len(g.players))
	}
	return card(g.players[p].name, g.players[p].rolls), nil
}

// Cards returns every player's scoresheet in turn order.
func (g *Game) Cards() []Card {
	cards := make([]Card, len(g.players))
	for i, p := range g.players {
		cards[i] = card(p.name, p.rolls)
	}
	return cards
}

// Winners returns the players with the highest final score (more than one on a tie), in turn
// order, once the game is over; before that it returns nil.
func (g *Game) Winners() []int {
	if !g.Over() {
		return nil
	}
	var best []int
	top := -1
	for i, p := range g.players {
		switch s := card("", p.rolls).Total; {
		case s > top:
			top, best = s, append(best[:0], i)
		case s == top:
			best = append(best, i)
		}
	}
	return best
}
