package domain

import "slices"

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

// MatchPlaySchedule returns match play's weeks: RoundRobin of the advanced finalists, one game
// a match, from the finals' first lane (a finalist is an index into Results.Advanced). With a
// position round its last week pairs them by the standings before it (PositionRound).
// RoundRobin schedules at most MaxTeams finalists: more (up to MaxFinalists) is refused with
// ErrInvalidSchedule, and such a field bowls a step-ladder or no finals.
func (t *Tournament) MatchPlaySchedule() ([]Week, error) {
	k := len(t.Results.Advanced)
	weeks, err := RoundRobin(k, 1, t.Settings.FinalsLane)
	if err != nil || !t.Settings.PositionRound {
		return weeks, err
	}
	ranked, err := t.MatchPlayStandings()
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

// MatchPlayStandings ranks the advanced finalists after the match play games recorded
// (MatchPlay; Placing.Entry is an index into Results.Advanced): each carries their qualifying
// total when Settings.Carry is set, else nothing.
func (t *Tournament) MatchPlayStandings() ([]Placing, error) {
	carry := make([]int, len(t.Results.Advanced))
	if t.Settings.Carry {
		q, err := t.Qualifying()
		if err != nil {
			return nil, err
		}
		for i, e := range t.Results.Advanced {
			if at := slices.IndexFunc(q, func(p Placing) bool { return p.Entry == e }); at >= 0 {
				carry[i] = q[at].Total
			}
		}
	}
	return MatchPlay(carry, t.Results.MatchPlay, t.Settings.Bonus, t.Settings.ByeTarget)
}

// Final returns the standings after the finals recorded, best first (Placing.Entry an index
// into Entries, Total the qualifying total): the finalists in the order the finals give them,
// then everybody else placed in qualifying, in its order. With no finalists recorded it is the
// qualifying standings. The finals' order is Results.Advanced as recorded, then match play's
// standings when the finals have match play, then the step-ladder's order over the top
// Settings.Ladder of it once the ladder is over. done is false while a final is still to
// bowl: the order is then as far as the finals have come. Places are positions, but entries
// that share a qualifying place below the finalists share it here too.
func (t *Tournament) Final() (final []Placing, done bool, err error) {
	q, err := t.Qualifying()
	if err != nil {
		return nil, false, err
	}
	order := slices.Clone(t.Results.Advanced)
	s := t.Settings
	done = len(order) > 0 || s.Finals == NoFinals
	if len(order) > 0 && (s.Finals == MatchPlayFinals || s.Finals == BothFinals) {
		ranked, err := t.MatchPlayStandings()
		if err != nil {
			return nil, false, err
		}
		for i, p := range ranked {
			order[i] = t.Results.Advanced[p.Entry]
		}
		weeks, err := t.MatchPlaySchedule()
		if err != nil {
			return nil, false, err
		}
		games := 0 // a match is one game; a bye is one game bowled alone
		for _, w := range weeks {
			games += len(w.Pairs) + min(w.Bye+1, 1)
		}
		done = done && len(t.Results.MatchPlay) >= games
	}
	if len(order) >= MinLadder && (s.Finals == StepLadderFinals || s.Finals == BothFinals) {
		seeds := order[:min(s.Ladder, len(order))]
		_, ladder, err := StepLadder(seeds, t.Results.Ladder, t.Results.LadderRollOff)
		if err != nil {
			return nil, false, err
		}
		copy(seeds, ladder) // nil while the ladder is not over: the seeds stand
		done = done && ladder != nil
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
