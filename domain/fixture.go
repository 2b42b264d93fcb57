package domain

import "slices"

// CarriedAverage is the average a bowler carries into a week: pins and games of their league
// games before it, entering < 0 when there is none, establish the setting. ok is false when
// there is no average to carry (no games and no entering average).
//
// Once the bowler has bowled establish games it is their league average, pins/games with the
// fraction dropped; before that their entering average where there is one, else the league
// average over the games so far where there is at least one. Figures no bowler can have are
// refused with ok false, never a panic: negative pins, games or establish, an entering
// average above MaxAverage, pins without games, or more than MaxAverage pins a game.
func CarriedAverage(pins, games, entering, establish int) (average int, ok bool) {
	if pins < 0 || games < 0 || establish < 0 || entering > MaxAverage || games == 0 && pins > 0 || games > 0 && pins/games > MaxAverage {
		return 0, false
	}
	switch {
	case games > 0 && games >= establish:
		return pins / games, true
	case entering >= 0:
		return entering, true
	case games > 0:
		return pins / games, true
	}
	return 0, false
}

// Fixture is one match of a week as the secretary sends it to the lanes: where it is filed
// (Ref), its pairing and lanes, and both teams with their lineups for the week.
type Fixture struct {
	Ref FixtureRef
	Pairing
	// Teams are the pairing's teams, A's first: the league's names, and the lineups as of the
	// week in roster order (absentees marked, substitutes in), each with the average carried
	// into the week (CarriedAverage over the league games before it; absentee and vacancy
	// scores and Baker games never count), or the average typed in the week's plan.
	Teams [2]Team
	// Handicaps are each place's handicap for the week by the league's handicap (night.md's
	// formula; 0 with it off), fixed for the week.
	Handicaps [2][]int
	// Missing are the bowlers of the lineups with no average to carry and none typed: their
	// Average is 0 until the secretary types one (SetPlan).
	Missing []string
	Kept    bool // the match is kept (Kept gives it)
}

// Fixtures returns the matches of week (from 0) in pair order, or ErrNoSuchWeek for a week
// the season does not have. A week's team with the bye is in Schedule.
func (s *Season) Fixtures(week int) ([]Fixture, error) {
	if err := s.checkWeek(week); err != nil {
		return nil, err
	}
	places, missing := s.lineups(week, s.totals(week))
	pairs := s.week(week).Pairs
	out := make([]Fixture, len(pairs))
	l := s.settings.Match
	for k, p := range pairs {
		f := Fixture{Ref: FixtureRef{League: s.id, Week: week, Pair: k}, Pairing: p, Kept: s.keptAt(week, k) >= 0}
		for i, t := range [2]int{p.A, p.B} {
			f.Teams[i] = Team{Name: s.teams[t], Lineup: places[t]}
			f.Handicaps[i] = make([]int, len(places[t]))
			for n, place := range places[t] {
				f.Handicaps[i][n] = l.handicapFor(place)
			}
			f.Missing = append(f.Missing, missing[t]...)
		}
		out[k] = f
	}
	return out, nil
}

// checkWeek refuses a week the season does not have.
//
//go:noinline
func (s *Season) checkWeek(week int) error {
	if week < 0 || week >= s.Weeks() {
		return errorf("%w: week %d, but the season has weeks 0 to %d", ErrNoSuchWeek, week, s.Weeks()-1)
	}
	return nil
}

// tally is a bowler's league pins and games.
type tally struct{ pins, games int }

// totals returns each bowler's pins and games in the matches kept before week before.
func (s *Season) totals(before int) []tally {
	t := make([]tally, len(s.bowlers))
	for i := range s.kept {
		if s.kept[i].Week >= before {
			break
		}
		s.kept[i].count(t, s.byName)
	}
	return t
}

// count adds the match's games to the bowlers' tallies, by name; a substitute who is not a
// bowler of the league counts for nobody, and Baker games for no bowler.
func (k *KeptMatch) count(t []tally, byName map[string]int) {
	if k.Result.League.Baker {
		return
	}
	// Every game of a match has the same lines (MatchOf), so the names are looked up once.
	first := k.Records[0].bowlers
	at := make([]int, len(first))
	for i, line := range first {
		b, ok := byName[line.name]
		at[i] = b
		if !ok {
			at[i] = -1
		}
	}
	for _, r := range k.Records {
		for i, line := range r.bowlers {
			if b := at[i]; b >= 0 {
				t[b].pins += int(line.total)
				t[b].games++
			}
		}
	}
}

// lineups returns every team's lineup for week with the averages carried into it from the
// tallies before it, and per team the bowlers with no average. Plan entries that do not fit
// the week's rosters are left out.
func (s *Season) lineups(week int, t []tally) (places [][]Place, missing [][]string) {
	rosters := s.rosters(week)
	plan := s.plans[week]
	places, missing = make([][]Place, len(s.teams)), make([][]string, len(s.teams))
	on := map[string]bool{}
	for team, r := range rosters {
		for _, b := range r {
			bowler := s.bowlers[b]
			on[bowler.Name] = true
			avg, ok := CarriedAverage(t[b].pins, t[b].games, bowler.Entering, s.settings.Establish)
			if !ok {
				avg, ok = plan.Averages[bowler.Name]
			}
			if !ok {
				missing[team] = append(missing[team], bowler.Name)
			}
			places[team] = append(places[team], Place{Name: bowler.Name, Average: avg, Absent: slices.Contains(plan.Absent, bowler.Name)})
		}
	}
	for _, sub := range plan.Substitutes {
		if on[sub.Name] {
			continue
		}
		p := Place{Name: sub.Name, Average: sub.Average}
		at := slices.IndexFunc(places[sub.Team], func(q Place) bool { return q.Name == sub.For && !q.Absent })
		switch {
		case sub.For == "" && len(places[sub.Team]) < MaxLineup:
			places[sub.Team] = append(places[sub.Team], p)
		case sub.For != "" && at >= 0:
			places[sub.Team][at] = p
			missing[sub.Team] = slices.DeleteFunc(missing[sub.Team], func(name string) bool { return name == sub.For })
		}
	}
	return places, missing
}
