package domain

import (
	"errors"
	"math/bits"
	"slices"
)

// Brackets are the knockout pot games run beside a night (brackets.md): 2^r bowlers drawn
// into places, place 1 meeting place 2 in the set's first game, 3 meeting 4, and so on, the
// winners meeting their neighbours in the next game until one is left.

// ErrInvalidBracketSet is returned for bracket settings that BracketSet.Check refuses.
var ErrInvalidBracketSet = errors.New("invalid bracket set")

// ErrInvalidEntry is returned by DrawBrackets for an entry it refuses: a bad name (the error
// also wraps ErrInvalidName), a count outside 1..MaxBracketEntries, or a bowler entered twice.
var ErrInvalidEntry = errors.New("invalid bracket entry")

// ErrInvalidBracket is returned by ResolveBracket for places or scores it refuses.
var ErrInvalidBracket = errors.New("invalid bracket")

// The bounds of a bracket set and its entries, so that a settings screen can say what it
// allows.
const (
	MaxBracketGames   = 4          // games in a bracket: 16 places
	MaxBracketEntries = 100        // entries of one bowler in one set
	MaxBracketFee     = 10_000_000 // cents per entry; it keeps every sum of money far from overflowing
)

// BracketSet is one set of brackets: its games, whether scores carry handicap, whether byes
// fill the last bracket, and its money in cents.
type BracketSet struct {
	Games    []int `json:"games"` // games of the series in bracket order, 1..4 of them: 2, 4, 8 or 16 places
	Handicap bool  `json:"handicap"`
	Byes     bool  `json:"byes"`
	// Money in cents: the entry fee; per bracket, the house fee and the winner's and
	// runner-up's shares.
	Fee    int `json:"fee"`
	House  int `json:"house"`
	Winner int `json:"winner"`
	Runner int `json:"runner"`
}

// Check refuses a set that brackets cannot be run with, with an error wrapping
// ErrInvalidBracketSet that says why: no games or more than MaxBracketGames, a game outside
// 1..MaxSeriesGames or named twice, money below 0 or a fee above MaxBracketFee, or shares
// that do not add up (winner + runner-up + house = places × fee).
func (s BracketSet) Check() error {
	if len(s.Games) < 1 || len(s.Games) > MaxBracketGames {
		return errorf("%w: %d games, but a bracket is 1 to %d games", ErrInvalidBracketSet, len(s.Games), MaxBracketGames)
	}
	for i, g := range s.Games {
		if g < 1 || g > MaxSeriesGames {
			return errorf("%w: game %d, but games are 1 to %d", ErrInvalidBracketSet, g, MaxSeriesGames)
		}
		if slices.Contains(s.Games[:i], g) {
			return errorf("%w: game %d is named twice", ErrInvalidBracketSet, g)
		}
	}
	if min(s.Fee, s.House, s.Winner, s.Runner) < 0 {
		return errorf("%w: fee %d, house %d, winner %d, runner-up %d cents, but money is never below 0",
			ErrInvalidBracketSet, s.Fee, s.House, s.Winner, s.Runner)
	}
	if s.Fee > MaxBracketFee {
		return errorf("%w: a fee of %d cents, but it is at most %d", ErrInvalidBracketSet, s.Fee, MaxBracketFee)
	}
	// Each share at most the pot first: three huge shares could wrap around to it.
	if pot := s.Places() * s.Fee; max(s.Winner, s.Runner, s.House) > pot || s.Winner+s.Runner+s.House != pot {
		return errorf("%w: winner %d + runner-up %d + house %d cents is not the %d of %d entries at %d",
			ErrInvalidBracketSet, s.Winner, s.Runner, s.House, pot, s.Places(), s.Fee)
	}
	return nil
}

// Places returns the number of places in each of the set's brackets, 2^len(Games), for a set
// that Check accepts.
func (s BracketSet) Places() int { return 1 << min(len(s.Games), MaxBracketGames) }

// Score returns a game's score in the set's brackets: its scratch score, plus its handicap in
// a handicap set. It does not look at Known or Bowled.
func (s BracketSet) Score(g GameScore) int {
	if s.Handicap {
		return g.Scratch + g.Handicap
	}
	return g.Scratch
}

// Entry is one bowler's entries in a set.
type Entry struct {
	Name  string `json:"name"`  // a 3-letter name
	Count int    `json:"count"` // entries, >= 1
}

// Draw is a set's brackets as drawn, and the entries that did not fit.
type Draw struct {
	Brackets [][]string `json:"brackets"`           // each bracket's places in order; "" is a bye
	Returned []Entry    `json:"returned,omitempty"` // entries not placed, by bowler
}

// DrawBrackets draws the brackets; the same set, entries and seed give the same draw, on any
// device and with any version of Go (the random numbers are bracketRand's, not math/rand's).
// It refuses a set that Check refuses (that error) and bad entries (ErrInvalidEntry). Names
// are upper-cased as ParseName does, and no bowler may be entered twice.
//
// The number of full brackets b is the largest with Σ min(k, b) ≥ b·places over the bowlers'
// entries k; with byes allowed, one more bracket is made when Σ min(k, b+1) − b·places ≥
// places/2, and it comes last. No bracket holds a bowler twice.
//
// Returned are a bowler's entries beyond the number of brackets, always; and, when the
// entries left are more than the places of the full brackets, as many more as there are too
// many, chosen by the seed among all of them, each entry as likely as any other (so a bowler
// with more entries is that much more likely to get one back). A bye bracket takes every
// entry left, so with one only entries beyond the number of brackets come back. Returned
// lists each such bowler once, in the order of entries, with the count returned.
//
// A bye bracket has at most places/2 byes, so each bye meets a bowler in the first game and
// two byes never meet. The byes take the second place of pairs spread over the halves (pairs
// in bit-reversed order: in 8 places, places 2, 6, 4, 8), so that the bowlers they send on
// meet each other as late as they can.
func DrawBrackets(s BracketSet, entries []Entry, seed uint64) (Draw, error) {
	if err := s.Check(); err != nil {
		return Draw{}, err
	}
	names := make([]string, len(entries))
	total := 0
	for i, e := range entries {
		name, err := ParseName(e.Name)
		if err != nil {
			return Draw{}, errorf("%w: entry %d: %w", ErrInvalidEntry, i+1, err)
		}
		if slices.Contains(names[:i], name) {
			return Draw{}, errorf("%w: %s is entered twice", ErrInvalidEntry, name)
		}
		if e.Count < 1 || e.Count > MaxBracketEntries {
			return Draw{}, errorf("%w: %s enters %d times, but a bowler enters 1 to %d times", ErrInvalidEntry, name, e.Count, MaxBracketEntries)
		}
		names[i] = name
		total += e.Count
	}

	// The largest b with Σ min(k, b) − b·places ≥ 0: that function of b is concave and 0 at
	// b = 0, so it is ≥ 0 on 0..b and below 0 after, and a binary search finds b.
	places := s.Places()
	b, hi := 0, total/places
	for b < hi {
		if mid := (b + hi + 1) / 2; entriesUpTo(entries, mid) >= mid*places {
			b = mid
		} else {
			hi = mid - 1
		}
	}
	brackets, last := b, places // last: the places of the last bracket taken by bowlers
	if left := entriesUpTo(entries, b+1) - b*places; s.Byes && 2*left >= places {
		brackets, last = b+1, left
	}

	// Each bowler places min(k, brackets) entries, less a seeded choice of the excess when
	// those are more than the places (only without a bye bracket).
	var units []int // one per entry that could be placed: the bowler's index
	placed := make([]int, len(entries))
	for i, e := range entries {
		placed[i] = min(e.Count, brackets)
		for range placed[i] {
			units = append(units, i)
		}
	}
	rng := bracketRand(seed)
	for i := range len(units) - (brackets-1)*places - last {
		j := i + rng.intn(len(units)-i)
		units[i], units[j] = units[j], units[i]
		placed[units[i]]--
	}

	var d Draw
	for i, e := range entries {
		if n := e.Count - placed[i]; n > 0 {
			d.Returned = append(d.Returned, Entry{Name: names[i], Count: n})
		}
	}
	if brackets == 0 {
		return d, nil
	}

	// The bowlers in a seeded order, those with an entry in every bracket first.
	var order []int
	for i := range entries {
		if placed[i] > 0 {
			order = append(order, i)
		}
	}
	for i := len(order) - 1; i > 0; i-- {
		j := rng.intn(i + 1)
		order[i], order[j] = order[j], order[i]
	}
	full := 0
	for k, i := range order {
		if placed[i] == brackets {
			copy(order[full+1:k+1], order[full:k])
			order[full] = i
			full++
		}
	}

	// The deal: the bowlers in that order, each with their entries to place (at most B, the
	// number of brackets), take one slot after the other of the places written row by row:
	// row 0 is place 1 of brackets 1, 2, ..., B, row 1 place 2 of each, and so on; with a bye
	// bracket (the last), rows from last on skip it and hold B−1 slots. So a bowler's entries
	// take w ≤ B consecutive slots, at most two rows: the end of a row of length n from
	// bracket t on (brackets t..n−1), then the start of the next (brackets 0..w−(n−t)−1).
	// Those are all different when w ≤ n, which holds for w ≤ B−1 in any row. A bowler with
	// w = B (an entry in every bracket) is dealt first and fills a whole row; there are at most
	// last of them, since Σ min(k, b+1) − b·places = last counts one for each of them on top of
	// Σ min(k, b) − b·places ≥ 0, so their rows are the full ones. No bracket gets a bowler
	// twice.
	d.Brackets = make([][]string, brackets)
	t, row := 0, 0
	for _, i := range order {
		for range placed[i] {
			d.Brackets[t] = append(d.Brackets[t], names[i])
			t++
			if t == brackets || row >= last && t == brackets-1 {
				t, row = 0, row+1
			}
		}
	}

	// Places shuffled within each bracket; the bye bracket's bowlers go to the places its
	// byes leave.
	for k, br := range d.Brackets {
		for i := len(br) - 1; i > 0; i-- {
			j := rng.intn(i + 1)
			br[i], br[j] = br[j], br[i]
		}
		if len(br) == places {
			continue
		}
		spread, n := make([]string, places), 0
		shift := 64 - bits.Len(uint(places/2-1)) // keeps the bits of a pair's number, reversed
		for p := range spread {
			// Bit reversal is its own inverse, so the pairs whose reversed numbers are below
			// the number of byes are the pairs 0, 1, ... reversed.
			if p%2 == 0 || int(bits.Reverse64(uint64(p/2))>>shift) >= places-len(br) {
				spread[p], n = br[n], n+1
			}
		}
		d.Brackets[k] = spread
	}
	return d, nil
}

// entriesUpTo returns Σ min(k, n) over the entries' counts k: the entries that n brackets
// can take, a bowler at most once in each.
func entriesUpTo(entries []Entry, n int) int {
	sum := 0
	for _, e := range entries {
		sum += min(e.Count, n)
	}
	return sum
}

// bracketRand is the draw's random numbers: SplitMix64 (Steele, Lea and Flood, 2014), written
// out here so that a seed gives the same draw whatever the version of Go; math/rand makes no
// such promise across versions.
type bracketRand uint64

// intn returns a number in 0..n-1 (n ≥ 1), each as likely as any other: Lemire's
// multiply-and-reject, which turns away the few products that would favour low numbers.
func (r *bracketRand) intn(n int) int {
	for {
		*r += 0x9e3779b97f4a7c15
		z := uint64(*r)
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		z ^= z >> 31
		hi, lo := bits.Mul64(z, uint64(n))
		if lo >= -uint64(n)%uint64(n) {
			return int(hi)
		}
	}
}

// GameScore is one bowler's score in one game of the series: Known once that game is over for
// them (bowled or not), Bowled when they bowled it.
type GameScore struct {
	Known, Bowled     bool
	Scratch, Handicap int // Handicap is this game's handicap pins, added in a handicap set
}

// BracketResult is a bracket played as far as the scores known allow.
type BracketResult struct {
	Rounds         [][]string // Rounds[0] = places; Rounds[i] = who moved on after the set's i-th game ("" a bye); rounds not decided yet are absent
	Winner, Runner string     // once the last game decides; "" before
	Split          bool       // the final tied: both shares split equally
}

// ResolveBracket plays one bracket through the set's games as far as the scores known allow.
// scores[name][g-1] is the bowler's game g; a name or game missing is not known yet.
//
// A meeting is decided by Score: the higher moves on; on a tie, in a handicap set the higher
// scratch score, then (or in a scratch set) the lower place number. A bowler who did not bowl
// the game loses to one who did; if neither did, the lower place moves on. A meeting of two
// bowlers is decided once both scores are Known; a meeting with a bye is decided at once (the
// bowler moves on, or a bye if both are byes), so a bowler can reach the final on byes and
// win it against a bye with no score known. A round is decided when all its meetings are.
// A final tied on score (and scratch, in a handicap set) between two bowlers who bowled is a
// Split: Winner is then the bowler in the lower place, as the tie rule has it, and Runner the
// other. Runner is "" when a bye reached the final.
//
// Names in places are upper-cased as ParseName does, in Rounds and for looking up scores. It
// refuses a set that Check refuses (with Check's error) and, with ErrInvalidBracket, places
// not as many as the set has, a bad name (the error also wraps ErrInvalidName), a bowler
// twice, a bracket of byes only, and a score bowled in a game the bracket uses that is not
// 0..MaxScore pins, scratch or handicap.
func ResolveBracket(s BracketSet, places []string, scores map[string][]GameScore) (BracketResult, error) {
	if err := s.Check(); err != nil {
		return BracketResult{}, err
	}
	if len(places) != s.Places() {
		return BracketResult{}, errorf("%w: %d places, but the set's brackets have %d", ErrInvalidBracket, len(places), s.Places())
	}
	round := make([]string, len(places))
	bowlers := 0
	for i, p := range places {
		if p == "" {
			continue
		}
		name, err := ParseName(p)
		if err != nil {
			return BracketResult{}, errorf("%w: place %d: %w", ErrInvalidBracket, i+1, err)
		}
		if slices.Contains(round[:i], name) {
			return BracketResult{}, errorf("%w: %s is in it twice", ErrInvalidBracket, name)
		}
		round[i] = name
		bowlers++
		games := scores[name]
		for _, g := range s.Games {
			if g > len(games) || !games[g-1].Known || !games[g-1].Bowled {
				continue
			}
			if sc := games[g-1]; min(sc.Scratch, sc.Handicap) < 0 || max(sc.Scratch, sc.Handicap) > MaxScore {
				return BracketResult{}, errorf("%w: %s's game %d is %d pins with %d handicap, but each is 0 to %d",
					ErrInvalidBracket, name, g, sc.Scratch, sc.Handicap, MaxScore)
			}
		}
	}
	if bowlers == 0 {
		return BracketResult{}, errorf("%w: it holds byes only", ErrInvalidBracket)
	}

	res := BracketResult{Rounds: [][]string{round}}
	for _, g := range s.Games {
		next := make([]string, len(round)/2)
		tie := false
		for j := range next {
			on, decided, tied := s.meet(round[2*j], round[2*j+1], g, scores)
			if !decided {
				return res, nil
			}
			next[j], tie = on, tied
		}
		res.Rounds = append(res.Rounds, next)
		round = next
		if len(next) == 1 {
			final := res.Rounds[len(res.Rounds)-2]
			res.Winner, res.Runner, res.Split = next[0], final[0], tie
			if final[0] == next[0] {
				res.Runner = final[1]
			}
		}
	}
	return res, nil
}

// meet decides the meeting of a, in the lower place, and b in game g: who moves on, whether
// it is decided yet, and whether it was a tie that only the place decided between two
// bowlers who bowled.
func (s BracketSet) meet(a, b string, g int, scores map[string][]GameScore) (on string, decided, tied bool) {
	if a == "" || b == "" {
		return a + b, true, false // a bye loses to a bowler; two byes send a bye on
	}
	var ga, gb GameScore
	if sc := scores[a]; g <= len(sc) {
		ga = sc[g-1]
	}
	if sc := scores[b]; g <= len(sc) {
		gb = sc[g-1]
	}
	var bWins bool
	switch {
	case !ga.Known || !gb.Known:
		return "", false, false
	case !ga.Bowled || !gb.Bowled:
		bWins = gb.Bowled // and a did not bowl; if neither did, a in the lower place
	case s.Score(ga) != s.Score(gb):
		bWins = s.Score(gb) > s.Score(ga)
	case s.Handicap && ga.Scratch != gb.Scratch:
		bWins = gb.Scratch > ga.Scratch
	default:
		return a, true, true
	}
	if bWins {
		return b, true, false
	}
	return a, true, false
}

// Payout is one bowler's money in a set.
type Payout struct {
	Name                string
	Paid, Returned, Won int // cents
}

// Payouts sums a set's money per bowler, sorted by name: paid = entries × fee, returned =
// returned entries × fee, won = winner's/runner-up's shares of finished brackets (halves of
// both in a split; an odd cent goes to the lower place).
//
// results[i] is the result of d.Brackets[i]; results beyond the brackets are ignored, and a
// bracket without one is not finished. A result whose Winner is "" is not finished either,
// and one that names a bowler who is not in its bracket is ignored. A bracket with byes pays
// both shares in full; a runner-up share a bye would take (a bye in the final) stays with the
// house, since a bye is nobody. Every bowler in the draw is listed, won or not; the set is
// not checked (Check does that).
func Payouts(s BracketSet, d Draw, results []BracketResult) []Payout {
	entered, returned, won := map[string]int{}, map[string]int{}, map[string]int{}
	for _, br := range d.Brackets {
		for _, name := range br {
			if name != "" {
				entered[name]++
			}
		}
	}
	for _, e := range d.Returned {
		returned[e.Name] += e.Count
	}
	for i, r := range results[:min(len(results), len(d.Brackets))] {
		br := d.Brackets[i]
		w, ru := slices.Index(br, r.Winner), slices.Index(br, r.Runner) // ru: a bye's place if Runner is ""
		if r.Winner == "" || w < 0 || ru < 0 || r.Winner == r.Runner {
			continue
		}
		if r.Split && r.Runner != "" {
			pool := s.Winner + s.Runner
			if w > ru {
				w, ru = ru, w
			}
			won[br[w]] += pool - pool/2
			won[br[ru]] += pool / 2
			continue
		}
		won[r.Winner] += s.Winner
		if r.Runner != "" {
			won[r.Runner] += s.Runner
		}
	}
	names := make([]string, 0, len(entered)+len(returned))
	for name := range entered {
		names = append(names, name)
	}
	for name := range returned {
		if entered[name] == 0 {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	out := make([]Payout, len(names))
	for i, name := range names {
		out[i] = Payout{Name: name, Paid: (entered[name] + returned[name]) * s.Fee, Returned: returned[name] * s.Fee, Won: won[name]}
	}
	return out
}
