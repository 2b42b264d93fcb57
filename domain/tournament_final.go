package domain

import "slices"

// The bounds and defaults of a tournament's finals (tournament.md).
const (
	DefaultBonus     = 30  // pins for a match play win
	DefaultByeTarget = 200 // the score a bowler on the bye needs for the bonus
	MinLadder        = 2   // the fewest seeds of a step-ladder
	MaxLadder        = 5   // the most seeds of a step-ladder
)

// TournamentResults are what the director records of the finals: the entries through the
// cut in order once any roll-off is decided (Cut's in, then the roll-off's winners), match
// play's games (finalists are indices into Advanced), the winners of the roll-off for the
// step-ladder's last seeds (entries, in the roll-off's order; see LadderCut), and the
// step-ladder's scores and roll-offs as StepLadder takes them.
type TournamentResults struct {
	Advanced      []int           `json:"advanced,omitempty"`
	MatchPlay     []MatchPlayGame `json:"matchPlay,omitempty"`
	SeedRollOff   []int           `json:"seedRollOff,omitempty"`
	Ladder        [][2]int        `json:"ladder,omitempty"`
	LadderRollOff map[int]bool    `json:"ladderRollOff,omitempty"`
}

// MatchPlayGame is one game of match play: finalists A and B (indices into carry; B = -1 when
// A is on the bye, ScoreB then ignored) and their scores as counted. A finalist's "last game"
// for the tie-breaks is their latest game in the order given, a bye's included, bonus excluded.
type MatchPlayGame struct{ A, B, ScoreA, ScoreB int }

// MatchPlay ranks the finalists after the games given: carry[i] plus every score of finalist i
// plus bonus pins (bonus for a win, bonus/2 to each for a tie, bonus for a bye game scored at
// least byeTarget), ranked as RankQualifying ranks (Entry = the finalist's index; the tie-breaks
// use that finalist's last game and high game of match play; a finalist with no game yet has
// neither and loses those tie-breaks). Errors, never a panic: a finalist out of range, A == B,
// a score outside 0..300, a negative carry or bonus.
func MatchPlay(carry []int, games []MatchPlayGame, bonus, byeTarget int) ([]Placing, error) {
	if bonus < 0 {
		return nil, errorf("%w: a bonus of %d pins, but a bonus is at least 0", ErrInvalidTournament, bonus)
	}
	keys := make([]rankKey, len(carry))
	for i, c := range carry {
		if c < 0 {
			return nil, errorf("%w: finalist %d carries %d pins, but a carry is at least 0", ErrInvalidTournament, i, c)
		}
		keys[i] = rankKey{entry: i, total: c, last: -1, high: -1}
	}
	for n, g := range games {
		switch {
		case g.A < 0 || g.A >= len(carry) || g.B < -1 || g.B >= len(carry):
			return nil, errorf("%w: game %d is finalist %d v %d, but finalists are 0 to %d (-1 for the bye)", ErrInvalidTournament, n+1, g.A, g.B, len(carry)-1)
		case g.A == g.B:
			return nil, errorf("%w: game %d has finalist %d bowl themself", ErrInvalidTournament, n+1, g.A)
		case g.ScoreA < 0 || g.ScoreA > MaxScore || g.B >= 0 && (g.ScoreB < 0 || g.ScoreB > MaxScore):
			return nil, errorf("%w: game %d scores %d and %d, but a score is 0 to %d", ErrInvalidTournament, n+1, g.ScoreA, g.ScoreB, MaxScore)
		}
		a := &keys[g.A]
		a.total += g.ScoreA
		a.last, a.high = g.ScoreA, max(a.high, g.ScoreA)
		if g.B < 0 {
			if g.ScoreA >= byeTarget {
				a.total += bonus
			}
			continue
		}
		b := &keys[g.B]
		b.total += g.ScoreB
		b.last, b.high = g.ScoreB, max(b.high, g.ScoreB)
		switch {
		case g.ScoreA > g.ScoreB:
			a.total += bonus
		case g.ScoreA < g.ScoreB:
			b.total += bonus
		default:
			a.total += bonus / 2
			b.total += bonus / 2
		}
	}
	return placeKeys(keys), nil
}

// StepLadder plays a step-ladder final. seeds are entries, best first (2 to 5, no repeats).
// Match m (from 0) is the winner so far (the lowest seed in match 0) against seed
// len(seeds)-2-m; scores[m] is {the seed's score, the winner so far's score}; a tie is decided
// by rollOff[m] (true: the winner so far won; ignored for a match not tied). It returns the
// next match to bowl as {seed, winner so far} (entries, the values in seeds) while the final is
// not over (order nil), else the final order of those entries, champion first. Errors, never a
// panic: bad seeds, more scores than matches, a tie with no roll-off recorded, a score outside
// 0..300.
//
// Seeds are entries, so a negative one is refused as bad. The final order is the last match's
// winner and loser, then the loser of each earlier match, the latest first.
func StepLadder(seeds []int, scores [][2]int, rollOff map[int]bool) (next [2]int, order []int, err error) {
	s := len(seeds)
	if s < MinLadder || s > MaxLadder {
		return next, nil, errorf("%w: a step-ladder of %d seeds, but it has %d to %d", ErrInvalidTournament, s, MinLadder, MaxLadder)
	}
	for i, e := range seeds {
		if e < 0 || slices.Index(seeds[:i], e) >= 0 {
			return next, nil, errorf("%w: seed %d is entry %d, but seeds are entries (0 up), each once", ErrInvalidTournament, i+1, e)
		}
	}
	if len(scores) > s-1 {
		return next, nil, errorf("%w: %d matches scored, but a step-ladder of %d seeds has %d", ErrInvalidTournament, len(scores), s, s-1)
	}
	winner := seeds[s-1]
	losers := make([]int, 0, s-1)
	for m, sc := range scores {
		seed := seeds[s-2-m]
		if sc[0] < 0 || sc[0] > MaxScore || sc[1] < 0 || sc[1] > MaxScore {
			return [2]int{}, nil, errorf("%w: match %d scores %d and %d, but a score is 0 to %d", ErrInvalidTournament, m+1, sc[0], sc[1], MaxScore)
		}
		held := sc[1] > sc[0]
		if sc[0] == sc[1] {
			won, ok := rollOff[m]
			if !ok {
				return [2]int{}, nil, errorf("%w: match %d is tied at %d, but no roll-off is recorded", ErrInvalidTournament, m+1, sc[0])
			}
			held = won
		}
		if held {
			losers = append(losers, seed)
		} else {
			losers = append(losers, winner)
			winner = seed
		}
	}
	if len(scores) < s-1 {
		return [2]int{seeds[s-2-len(scores)], winner}, nil, nil
	}
	order = append(order, winner)
	for i := len(losers) - 1; i >= 0; i-- {
		order = append(order, losers[i])
	}
	return [2]int{}, order, nil
}
