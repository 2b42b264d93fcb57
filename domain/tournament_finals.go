package domain

import (
	"errors"
	"slices"
)

// The tournament's finals, worked out from its qualifying standings and the results the
// director records (TournamentResults), with the contract's Cut, MatchPlay and StepLadder.

// Cut returns the qualifying cut at the tournament's finalists (Cut of Qualifying at
// Settings.Finalists, or at every entry placed when fewer are): those in, and those who roll
// off for the spots left. The director records who advanced in Results.Advanced.
func (t *Tournament) Cut() (in, rollOff []int, err error) {
	q, err := t.Qualifying()
	if err != nil {
		return nil, nil, err
	}
	if len(q) == 0 {
		return nil, nil, errorf("%w: nobody has bowled every game yet", ErrInvalidTournament)
	}
	return Cut(q, min(t.Settings.Finalists, len(q)))
}

// ErrRollOff is returned by Advance for a roll-off's winners that are not as many of its
// entries as there are spots left at the cut.
var ErrRollOff = errors.New("the roll-off's winners do not fill the spots left")

// RollOffSpots returns how many of the roll-off at the cut (Cut) advance: the finalists (or
// every entry placed, when fewer are) less those Cut puts in; 0 without a roll-off.
func (t *Tournament) RollOffSpots() (int, error) {
	q, err := t.Qualifying()
	if err != nil {
		return 0, err
	}
	in, rollOff, err := t.Cut()
	if err != nil || len(rollOff) == 0 {
		return 0, err
	}
	return min(t.Settings.Finalists, len(q)) - len(in), nil
}

// Advance records the cut in Results (the finals' results start again): the entries Cut puts
// in, in ranked order, then won, the roll-off's winners, in the roll-off's order. It refuses,
// changing nothing, with ErrRollOff winners that are not RollOffSpots entries of the roll-off,
// each once, and what Cut refuses.
func (t *Tournament) Advance(won []int) error {
	in, rollOff, err := t.Cut()
	if err != nil {
		return err
	}
	spots, err := t.RollOffSpots()
	if err != nil {
		return err
	}
	var winners []int
	for _, e := range rollOff {
		if slices.Contains(won, e) {
			winners = append(winners, e)
		}
	}
	if len(winners) != len(won) || len(won) != spots {
		return errorf("%w: %d spots left and %d of the roll-off %v named as winners (%v)", ErrRollOff, spots, len(won), rollOff, won)
	}
	t.Results = TournamentResults{Advanced: append(slices.Clone(in), winners...)}
	return nil
}

// MatchPlaySchedule returns match play's weeks: RoundRobin of the advanced finalists, one game
// a match, from the finals' first lane (a finalist is an index into Results.Advanced). With a
// position round a last week pairs them by the standings before it (PositionRound over
// MatchPlay of the round robin's games): it is scheduled once every game of the round robin
// is recorded, and stays as those games made it whatever the position round's own games do.
// RoundRobin schedules at most MaxTeams finalists: more (up to MaxFinalists) is refused with
// ErrInvalidSchedule, and such a field bowls a step-ladder or no finals.
func (t *Tournament) MatchPlaySchedule() ([]Week, error) {
	k := len(t.Results.Advanced)
	weeks, err := RoundRobin(k, 1, t.Settings.FinalsLane)
	if err != nil || !t.Settings.PositionRound {
		return weeks, err
	}
	rr := weekGames(weeks)
	if len(t.Results.MatchPlay) < rr {
		return weeks, nil // the position round waits for the round robin
	}
	carry, err := t.matchPlayCarry()
	if err != nil {
		return nil, err
	}
	ranked, err := MatchPlay(carry, t.Results.MatchPlay[:rr], t.Settings.Bonus, t.Settings.ByeTarget)
	if err != nil {
		return nil, err
	}
	order := make([]int, len(ranked))
	for i, p := range ranked {
		order[i] = p.Entry
	}
	last, err := PositionRound(order, t.Settings.FinalsLane)
	return append(weeks, last), err
}

// MatchPlayGames returns how many games match play has: every match of the round robin, a
// bye's game alone included, and the position round's when the settings have one.
func (t *Tournament) MatchPlayGames() (int, error) {
	weeks, err := RoundRobin(len(t.Results.Advanced), 1, t.Settings.FinalsLane)
	if err != nil {
		return 0, err
	}
	n := weekGames(weeks)
	if t.Settings.PositionRound {
		k := len(t.Results.Advanced)
		n += k/2 + k%2
	}
	return n, nil
}

// weekGames counts the games of weeks: a match is one game, a bye one game bowled alone.
func weekGames(weeks []Week) int {
	n := 0
	for _, w := range weeks {
		n += len(w.Pairs)
		if w.Bye >= 0 {
			n++
		}
	}
	return n
}

// MatchPlayStandings ranks the advanced finalists after the match play games recorded
// (MatchPlay; Placing.Entry is an index into Results.Advanced): each carries their qualifying
// total when Settings.Carry is set, else nothing.
func (t *Tournament) MatchPlayStandings() ([]Placing, error) {
	carry, err := t.matchPlayCarry()
	if err != nil {
		return nil, err
	}
	return MatchPlay(carry, t.Results.MatchPlay, t.Settings.Bonus, t.Settings.ByeTarget)
}

// matchPlayCarry is what each advanced finalist carries into match play: their qualifying
// total when Settings.Carry is set, else nothing.
func (t *Tournament) matchPlayCarry() ([]int, error) {
	carry := make([]int, len(t.Results.Advanced))
	if !t.Settings.Carry {
		return carry, nil
	}
	q, err := t.Qualifying()
	if err != nil {
		return nil, err
	}
	for i, e := range t.Results.Advanced {
		if at := slices.IndexFunc(q, func(p Placing) bool { return p.Entry == e }); at >= 0 {
			carry[i] = q[at].Total
		}
	}
	return carry, nil
}

// LadderSeeds returns the step-ladder's seeds (entries, best first): the top Settings.Ladder
// of the standings before it (LadderCut's in), then the winners of the roll-off for the last
// seeds when a place is shared at the S-th spot (Results.SeedRollOff, recorded by SeedLadder).
// It is nil, with no error, while the ladder is not known yet: the finals have no step-ladder,
// fewer than MinLadder have advanced, match play is still being bowled, or the roll-off at the
// S-th spot is not recorded (or the winners recorded are no longer that roll-off's, as when a
// match play score is typed again).
func (t *Tournament) LadderSeeds() ([]int, error) {
	in, rollOff, err := t.LadderCut()
	if err != nil || len(rollOff) == 0 {
		return in, err
	}
	spots, err := t.LadderSpots()
	if err != nil {
		return nil, err
	}
	won := t.Results.SeedRollOff
	winners := rollOffWinners(rollOff, won)
	if len(winners) != len(won) || len(won) != spots {
		return nil, nil // the ladder waits for its roll-off
	}
	return append(in, winners...), nil
}

// rollOffWinners returns the entries of rollOff that won names, in the roll-off's order.
func rollOffWinners(rollOff, won []int) []int {
	var winners []int
	for _, e := range rollOff {
		if slices.Contains(won, e) {
			winners = append(winners, e)
		}
	}
	return winners
}

// LadderCut returns the step-ladder's cut (the package's Cut, as entries) at S, Settings.Ladder
// or every finalist when fewer advanced, over the standings before the ladder (ladderStandings):
// the seeds in, and those who share the place at the S-th spot and roll off for the seeds
// left (LadderSpots). Both are nil while the ladder is not known yet: the finals have no
// step-ladder, fewer than MinLadder have advanced, or match play is still being bowled.
func (t *Tournament) LadderCut() (in, rollOff []int, err error) {
	standings, err := t.ladderStandings()
	if err != nil || len(standings) == 0 {
		return nil, nil, err
	}
	return Cut(standings, min(t.Settings.Ladder, len(standings)))
}

// LadderSpots returns how many of the roll-off at the step-ladder's last seeds (LadderCut)
// take seeds: S less those LadderCut puts in; 0 without a roll-off.
func (t *Tournament) LadderSpots() (int, error) {
	in, rollOff, err := t.LadderCut()
	if err != nil || len(rollOff) == 0 {
		return 0, err
	}
	return min(t.Settings.Ladder, len(t.Results.Advanced)) - len(in), nil
}

// SeedLadder records the winners of the roll-off for the step-ladder's last seeds
// (Results.SeedRollOff, in the roll-off's order), and the step-ladder starts again (its scores
// and roll-offs are cleared). It refuses, changing nothing, with ErrRollOff winners that are
// not LadderSpots entries of LadderCut's roll-off, each once, or when there is no such
// roll-off; and what LadderCut refuses.
func (t *Tournament) SeedLadder(won []int) error {
	_, rollOff, err := t.LadderCut()
	if err != nil {
		return err
	}
	spots, err := t.LadderSpots()
	if err != nil {
		return err
	}
	winners := rollOffWinners(rollOff, won)
	if len(rollOff) == 0 || len(winners) != len(won) || len(won) != spots {
		return errorf("%w: %d seeds left and %d of the roll-off %v named as winners (%v)", ErrRollOff, spots, len(won), rollOff, won)
	}
	t.Results.SeedRollOff = winners
	t.Results.Ladder, t.Results.LadderRollOff = nil, nil
	return nil
}

// ladderStandings are the standings before the step-ladder, as placings of entries (nil while
// the ladder is not known yet, as LadderCut says): match play's once every game of it is
// recorded when the finals have it, else the advanced entries in Results.Advanced's order,
// each placed among them by their qualifying place (1 + how many of them place strictly
// better; an entry no longer placed in qualifying after all of them).
func (t *Tournament) ladderStandings() ([]Placing, error) {
	f, adv := t.Settings.Finals, t.Results.Advanced
	if f != StepLadderFinals && f != BothFinals || len(adv) < MinLadder {
		return nil, nil
	}
	if f == BothFinals {
		games, err := t.MatchPlayGames()
		if err != nil || len(t.Results.MatchPlay) < games {
			return nil, err // the ladder follows match play
		}
		ranked, err := t.MatchPlayStandings()
		if err != nil {
			return nil, err
		}
		for i, p := range ranked {
			ranked[i].Entry = adv[p.Entry]
		}
		return ranked, nil
	}
	q, err := t.Qualifying()
	if err != nil {
		return nil, err
	}
	qual := make([]Placing, len(adv)) // each advanced entry's qualifying placing
	for i, e := range adv {
		qual[i] = Placing{Entry: e, Place: len(q) + 1}
		if at := slices.IndexFunc(q, func(p Placing) bool { return p.Entry == e }); at >= 0 {
			qual[i] = q[at]
		}
	}
	standings := make([]Placing, len(adv))
	for i, p := range qual {
		better := 0
		for _, o := range qual {
			if o.Place < p.Place {
				better++
			}
		}
		standings[i] = Placing{Entry: p.Entry, Total: p.Total, Place: 1 + better}
	}
	sortStableFunc(standings, func(a, b Placing) int { return a.Place - b.Place })
	return standings, nil
}

// finalistsOrder is the advanced entries in the order of the standings after the cut and,
// when the finals have it, after match play.
func (t *Tournament) finalistsOrder() ([]int, error) {
	order := slices.Clone(t.Results.Advanced)
	if f := t.Settings.Finals; len(order) > 0 && (f == MatchPlayFinals || f == BothFinals) {
		ranked, err := t.MatchPlayStandings()
		if err != nil {
			return nil, err
		}
		for i, p := range ranked {
			order[i] = t.Results.Advanced[p.Entry]
		}
	}
	return order, nil
}

// Final returns the standings after the finals recorded, best first (Placing.Entry an index
// into Entries, Total the qualifying total): the finalists in the order the finals give them,
// then everybody else placed in qualifying, in its order. With no finalists recorded it is the
// qualifying standings. The finals' order is Results.Advanced as recorded, then match play's
// standings when the finals have match play, then the step-ladder's order over the top
// Settings.Ladder of it once the ladder is over (its seeds first while it is bowled). done is
// false while a final is still to bowl or its step-ladder is not seeded yet (LadderSeeds): the
// order is then as far as the finals have come. Places are positions, but entries
// that share a qualifying place below the finalists share it here too.
func (t *Tournament) Final() (final []Placing, done bool, err error) {
	q, err := t.Qualifying()
	if err != nil {
		return nil, false, err
	}
	order, err := t.finalistsOrder()
	if err != nil {
		return nil, false, err
	}
	s := t.Settings
	done = len(order) > 0 || s.Finals == NoFinals
	if len(order) > 0 && (s.Finals == MatchPlayFinals || s.Finals == BothFinals) {
		games, err := t.MatchPlayGames()
		if err != nil {
			return nil, false, err
		}
		done = done && len(t.Results.MatchPlay) >= games
	}
	if seeds, err := t.LadderSeeds(); err != nil {
		return nil, false, err
	} else if seeds != nil {
		_, ladder, err := StepLadder(seeds, t.Results.Ladder, t.Results.LadderRollOff)
		if err != nil {
			return nil, false, err
		}
		if ladder == nil {
			ladder = seeds // the ladder is not over: the seeds stand
		}
		// The seeds are not always the first of order: a roll-off's winner may come after
		// one who lost it.
		order = append(ladder, slices.DeleteFunc(order, func(e int) bool { return slices.Contains(ladder, e) })...)
		done = done && len(t.Results.Ladder) == len(seeds)-1
	} else if (s.Finals == StepLadderFinals || s.Finals == BothFinals) && len(order) >= MinLadder {
		done = false // the ladder waits for match play or for the roll-off at its last seed
	}
	place := map[int]Placing{} // each entry's qualifying placing
	for _, p := range q {
		place[p.Entry] = p
	}
	for i, e := range order {
		final = append(final, Placing{Entry: e, Total: place[e].Total, Place: i + 1})
	}
	for _, p := range q {
		if slices.Contains(order, p.Entry) {
			continue
		}
		at := len(final) + 1
		if n := len(final); n > len(order) && place[final[n-1].Entry].Place == p.Place {
			at = final[n-1].Place
		}
		final = append(final, Placing{Entry: p.Entry, Total: p.Total, Place: at})
	}
	return final, done, nil
}

// Awards shares the fund (Fund) by the final standings (Final) and the prize list's amounts
// (Prizes).
func (t *Tournament) Awards() ([]Prize, error) {
	fund, err := t.Fund()
	if err != nil {
		return nil, err
	}
	final, _, err := t.Final()
	if err != nil {
		return nil, err
	}
	return Prizes(final, t.Prizes.Amounts, fund)
}
