package domain

import (
	"slices"
)

// Game is a game of ten-pin bowling for one or more players, in a Format. Its state is each
// player's list of balls thrown, and the log of corrections that Undo can take back; turn
// order, frames (a strike the format gives among them), marks, leaves and totals are derived
// from the balls. The zero Game has no players and refuses every ball; use NewGame or
// NewGameIn.
type Game struct {
	players []player
	fixes   []fix  // corrections not yet undone, oldest first
	dropped error  // why Restore dropped the oldest corrections of the saved log, if it did
	format  Format // the rules beyond the standard game's; zero for the standard game
}

type player struct {
	name  string
	balls []Delivery
}

// NewGame starts a game of the standard game for the named players, in turn order. Each name
// must be exactly three letters A-Z in either case; it is stored upper-cased.
func NewGame(names ...string) (*Game, error) { return NewGameIn(Format{}, names...) }

// NewGameIn starts a game in the format f for the named players, as NewGame does. It refuses
// a format Check refuses (ErrInvalidFormat), and what NewGame refuses.
func NewGameIn(f Format, names ...string) (*Game, error) {
	if err := f.Check(); err != nil {
		return nil, err
	}
	if err := CheckPlayerCount(len(names)); err != nil {
		return nil, err
	}
	g := &Game{players: make([]player, len(names)), format: f}
	// One backing array for every player's balls, so that Throw never allocates.
	balls := make([]Delivery, len(names)*maxRolls)
	for i, entered := range names {
		name, err := ParseName(entered)
		if err != nil {
			return nil, errorf("player %d: %w", i+1, err)
		}
		g.players[i] = player{name: name, balls: balls[i*maxRolls : i*maxRolls : (i+1)*maxRolls]}
	}
	return g, nil
}

// CheckPlayerCount refuses a player count below one with ErrNoPlayers. There is no upper limit.
//
//go:noinline
func CheckPlayerCount(n int) error {
	if n < 1 {
		return errorf("%w: %d players", ErrNoPlayers, n)
	}
	return nil
}

// Format returns the format the game is bowled in: the zero Format for the standard game
// (NewGame's games).
func (g *Game) Format() Format { return g.format }

// Players returns the number of players.
func (g *Game) Players() int { return len(g.players) }

// Name returns player p's name as shown (upper case), or "" for a bad index.
//
//go:noinline
func (g *Game) Name(p int) string {
	if p < 0 || p >= len(g.players) {
		return ""
	}
	return g.players[p].name
}

// Names returns every player's name in turn order.
//
//go:noinline
func (g *Game) Names() []string {
	names := make([]string, len(g.players))
	for i, p := range g.players {
		names[i] = p.name
	}
	return names
}

//go:noinline
func (g *Game) noSuchPlayer(p int) error {
	return errorf("%w: %d (the game has %d players)", ErrNoSuchPlayer, p, len(g.players))
}

// last finds the player who threw the most recent ball, or -1 for an empty game. It is the
// current player if they are part-way through a frame, else the one before them in turn order.
func (g *Game) last() int {
	if len(g.players) == 0 {
		return -1
	}
	i, l := g.next()
	if l.finished == Frames || l.frames[l.finished].n == 0 {
		i = (i + len(g.players) - 1) % len(g.players)
	}
	if len(g.players[i].balls) == 0 {
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
	balls := g.players[i].balls
	b := len(balls) - 1
	return view(i, balls[b], walk(balls, g.format).balls[b]), true
}

// Undo takes back the most recent action of the game, a ball or a correction (see Correct),
// leaving the game exactly as it was before it. LastChange tells which it will take back.
func (g *Game) Undo() error {
	if f, ok := g.lastFix(); ok {
		g.undoFix(f)
		return nil
	}
	if !g.undoBall() {
		return ErrNothingToUndo
	}
	return nil
}

// undoBall takes back the last ball of the game, and reports false if there is none.
func (g *Game) undoBall() bool {
	i := g.last()
	if i < 0 {
		return false
	}
	balls := g.players[i].balls
	g.players[i].balls = balls[:len(balls)-1]
	return true
}

// clone returns a copy of g that shares nothing with it.
func (g *Game) clone() *Game {
	c := &Game{players: make([]player, len(g.players)), fixes: slices.Clone(g.fixes), format: g.format}
	balls := make([]Delivery, len(g.players)*maxRolls)
	for i, p := range g.players {
		mine := balls[i*maxRolls : i*maxRolls : (i+1)*maxRolls]
		c.players[i] = player{name: p.name, balls: append(mine, p.balls...)}
	}
	return c
}

// lists returns a copy of every player's balls.
//
//go:noinline
func (g *Game) lists() [][]Delivery {
	lists := make([][]Delivery, len(g.players))
	for i, p := range g.players {
		lists[i] = slices.Clone(p.balls)
	}
	return lists
}

// Balls returns how many balls have been thrown in the whole game.
//
//go:noinline
func (g *Game) Balls() int {
	n := 0
	for _, p := range g.players {
		n += len(p.balls)
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
		return 0, errorf("%w: %s has not finished frame 10", ErrGameInProgress, c.Name)
	}
	return c.Total, nil
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
		switch s := card(i, "", p.balls, g.format).Total; {
		case s > top:
			top, best = s, append(best[:0], i)
		case s == top:
			best = append(best, i)
		}
	}
	return best
}
