package domain

import (
	"cmp"
	"slices"
)

// LeaveStat is one leave of a bowler: the pins standing, how many spare chances it gave, and
// how many of those the next ball cleared.
type LeaveStat struct {
	Leave     Pins
	Count     int
	Converted int
}

// Percent returns Converted / Count as a whole percent (fraction dropped), and false when the
// leave gave no chance (Count 0), which a listed leave never does.
func (s LeaveStat) Percent() (int, bool) { return Ratio{s.Converted, s.Count}.Percent() }

// faced is one ball at a full rack entered by pins, not a foul, as leaves and the pin map need
// it: bits 0-9 the pins it left standing (a no-tap strike's too), facedChance when those pins
// are a leave that a next ball of the same frame met (a spare chance), facedConverted when that
// ball cleared them (a spare). A game holds at most 12 of them a bowler.
type faced uint16

const (
	facedChance    faced = 1 << 10
	facedConverted faced = 1 << 11
	facedBits            = faced(AllPins) | facedChance | facedConverted
)

// left returns the pins the ball left standing.
func (r faced) left() Pins { return Pins(r) & AllPins }

// valid reports whether r is one a game can hold: only its bits, a conversion only of a
// chance, and a chance only where pins stood.
func (r faced) valid() bool {
	return r&^facedBits == 0 && (r&facedConverted == 0 || r&facedChance != 0) && (r&facedChance == 0 || r.left() != 0)
}

// racksOf reads a card's balls at a full rack entered by pins, fouls excepted, in play order.
// Whether a ball is a strike is the format's (the card's marks): a no-tap strike is no leave.
// A leave counts only where a next ball of the frame follows it, which the last ball of a
// frame never has.
func racksOf(c Card) []faced {
	var out []faced
	for _, fr := range c.Frames {
		balls := fr.Deliveries
		for k, b := range balls {
			if _, byPins := b.Delivery.Down(); !b.FullRack || b.Foul || !byPins || !b.Known {
				continue
			}
			r := faced(b.Left & AllPins)
			if b.Mark != MarkStrike && k+1 < len(balls) {
				r |= facedChance
				if balls[k+1].Mark == MarkSpare {
					r |= facedConverted
				}
			}
			out = append(out, r)
		}
	}
	return out
}

// Leaves lists player p's leaves in g (any format), most frequent first, ties by the Pins
// value ascending. An error (never a panic) for a player out of range, or a nil game.
func Leaves(g *Game, p int) ([]LeaveStat, error) {
	racks, err := gameRacks(g, p)
	if err != nil {
		return nil, err
	}
	t := new(leaveTally)
	t.add(racks)
	return t.Report().Leaves, nil
}

// PinsLeft counts player p's balls thrown at a full rack entered by pins, fouls excepted
// (racks), and for each pin 1..10 (left[0] is pin 1) how many of them left it standing (a
// no-tap strike's pins still standing count as standing). Errors as Leaves.
func PinsLeft(g *Game, p int) (left [10]int, racks int, err error) {
	rs, err := gameRacks(g, p)
	if err != nil {
		return left, 0, err
	}
	t := new(leaveTally)
	t.add(rs)
	r := t.Report()
	return r.Left, r.Racks, nil
}

// gameRacks is player p's racks in g.
func gameRacks(g *Game, p int) ([]faced, error) {
	if g == nil {
		return nil, errorf("%w: no game", ErrNoSuchPlayer)
	}
	c, err := g.Card(p)
	if err != nil {
		return nil, err
	}
	return racksOf(c), nil
}

// LeaveReport is a bowler's leaves and pin map over a set of games (night.md, "Leaves and the
// pin map").
type LeaveReport struct {
	// Leaves lists each leave that gave a spare chance, most frequent first, ties by the Pins
	// value ascending.
	Leaves []LeaveStat
	// Left[n-1] counts the racks that left pin n standing; Racks counts the balls at a full
	// rack entered by pins, fouls excepted (strikes and the 10th frame's last balls
	// included): pin n's share is Left[n-1] / Racks.
	Left  [10]int
	Racks int
	// Games counts the games in which the bowler entered at least one such ball; Of the games
	// of the bowler looked at, so that a screen can say why there is nothing to show.
	Games, Of int
}

// Share returns pin n's (1..10) share of the racks as a Ratio: the racks that left it
// standing out of all racks.
func (r LeaveReport) Share(n int) Ratio {
	if n < 1 || n > 10 {
		return Ratio{}
	}
	return Ratio{r.Left[n-1], r.Racks}
}

// leaveTally sums racks, each leave's counts at its pins' value (a table of 1,024: a map, or a
// search of the leaves so far, costs more over 5,000 games in WebAssembly).
type leaveTally struct {
	count, converted [AllPins + 1]int32
	left             [10]int
	racks            int
}

func (t *leaveTally) add(racks []faced) {
	for _, r := range racks {
		t.racks++
		for n, pins := 0, r.left(); pins != 0; n, pins = n+1, pins>>1 {
			if pins&1 != 0 {
				t.left[n]++
			}
		}
		if r&facedChance != 0 {
			t.count[r.left()]++
			if r&facedConverted != 0 {
				t.converted[r.left()]++
			}
		}
	}
}

// Report is the sums as a LeaveReport (Games and Of left to the caller).
func (t *leaveTally) Report() LeaveReport {
	var leaves []LeaveStat
	for pins, n := range t.count {
		if n > 0 {
			leaves = append(leaves, LeaveStat{Leave: Pins(pins), Count: int(n), Converted: int(t.converted[pins])})
		}
	}
	// By pins ascending already: a stable sort by count keeps that order among ties.
	sortStableFunc(leaves, func(a, b LeaveStat) int { return cmp.Compare(b.Count, a.Count) })
	return LeaveReport{Leaves: leaves, Left: t.left, Racks: t.racks}
}

// LeavesIn is the named bowler's leaves and pin map over the records' games bowled in one of
// formats, the zero Format being the standard game, as StatisticsIn and TrendIn count them: a
// Baker game or a Scotch line is its team's, so it is never among a bowler's games. Records
// carry their racks, so this adds numbers and replays nothing, but for a game stored by an
// earlier version of tenpin before racks were kept (see Record.UnmarshalBinary), which it
// replays.
func LeavesIn(records []Record, name string, formats ...Format) LeaveReport {
	t := new(leaveTally)
	games, of := 0, 0
	for _, r := range records {
		if r.teamLines() || !slices.Contains(formats, r.format) {
			continue
		}
		for n, b := range r.bowlers {
			if b.name != name {
				continue
			}
			of++
			if b.pinsEntered == 0 {
				continue
			}
			games++
			racks := b.racks
			if racks == nil {
				racks = r.replayRacks(n)
			}
			t.add(racks)
		}
	}
	out := t.Report()
	out.Games, out.Of = games, of
	return out
}

// replayRacks works out line n's racks from the game, for a record stored before racks were
// kept; none when the game does not replay (a damaged store shows that where it is opened).
func (r Record) replayRacks(n int) []faced {
	g, err := r.Game()
	if err != nil {
		return nil
	}
	c, err := g.Card(n)
	if err != nil {
		return nil
	}
	return racksOf(c)
}
