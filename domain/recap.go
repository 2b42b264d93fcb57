package domain

import (
	"cmp"
	"slices"
)

// Standings returns the league's standings after week (from 0): league.md's standings over the
// matches kept in that week and the weeks before, with every team of the league under its
// name in the league (a team with no match yet at nothing), sorted as Standings sorts them.
// A week below 0 gives the standings before the first.
func (s *Season) Standings(week int) []Standing {
	table, order := s.standings(week)
	out := make([]Standing, len(order))
	for i, t := range order {
		out[i] = table[t]
	}
	return out
}

// standings returns every team's standing over the matches kept up to week through, by team
// index, and the teams' indices in standings order.
func (s *Season) standings(through int) ([]Standing, []int) {
	table := make([]Standing, len(s.teams))
	order := make([]int, len(s.teams))
	for i, name := range s.teams {
		table[i].Team = name
		order[i] = i
	}
	for i := range s.kept {
		k := &s.kept[i]
		if k.Week > through {
			break
		}
		k.Result.add(&table[k.Teams[0]], 0)
		k.Result.add(&table[k.Teams[1]], 1)
	}
	// The league's team names differ, so the order is total.
	slices.SortFunc(order, func(a, b int) int { return compareStandings(table[a], table[b]) })
	return table, order
}

// Feat is a bowler's game or series in a league's week, scratch or with handicap as the list
// it is in says: the recap's high games and series, the honour roll.
type Feat struct {
	Name  string // the bowler (a substitute under their own name)
	Team  int    // the league's index of the team they bowled for
	Week  int
	Game  int // the game of the match, from 1; 0 for a series
	Score int
}

// BowlerAverage is a bowler's line in a recap's averages list.
type BowlerAverage struct {
	Name        string
	Team        int // the team the bowler bowls for next week (after the last week, in it); -1 for none
	Games, Pins int // league games and pins up to the recap's week, absentee and vacancy scores never counted
	Average     int // Pins / Games, fractions dropped; 0 with no games
	// Carried is the average the bowler carries into next week (CarriedAverage), and Handicap
	// next week's handicap from it (0 with the handicap off); with Known false the bowler has
	// no average to carry yet, and both are 0.
	Carried, Handicap int
	Known             bool
}

// Recap is a week's recap (season.md): the figures a league screen shows and prints for it.
type Recap struct {
	Week      int
	Standings []Standing  // after the week
	Results   []KeptMatch // the week's matches kept, by pair: both teams' games, series and points in Result.Score
	// The week's highest game and series of a bowler, scratch and with handicap: every bowler
	// tied at the top (none before a match of the week is kept). Baker games are the teams'.
	HighScratchGame, HighHandicapGame     []Feat
	HighScratchSeries, HighHandicapSeries []Feat
	Averages                              []BowlerAverage // every bowler of the league, by name
	Next                                  Week            // next week's pairs and lanes, when HasNext
	HasNext                               bool            // false after the season's last week
}

// Recap returns week's recap, or ErrNoSuchWeek for a week the season does not have.
func (s *Season) Recap(week int) (Recap, error) {
	if err := s.checkWeek(week); err != nil {
		return Recap{}, err
	}
	rc := Recap{Week: week, Standings: s.Standings(week), Results: s.Kept(week), HasNext: week+1 < s.Weeks()}
	for _, k := range rc.Results {
		s.feats(k, func(f Feat, handicap int) {
			scratch, withHandicap := &rc.HighScratchSeries, &rc.HighHandicapSeries
			if f.Game > 0 {
				scratch, withHandicap = &rc.HighScratchGame, &rc.HighHandicapGame
			}
			best(scratch, f)
			f.Score += handicap
			best(withHandicap, f)
		})
	}
	if rc.HasNext {
		rc.Next = s.week(week + 1)
		rc.Next.Pairs = slices.Clone(rc.Next.Pairs) // the caller's, the schedule's own stay
	}
	t := s.totals(week + 1)
	eff := s.effective(min(week+1, s.Weeks()-1))
	l := s.settings.Match
	for b, bowler := range s.bowlers {
		a := BowlerAverage{Name: bowler.Name, Team: -1, Games: t[b].games, Pins: t[b].pins}
		if eff[b] >= 0 {
			a.Team = s.changes[eff[b]].Team
		}
		a.Average, _ = Ratio{a.Pins, a.Games}.Whole()
		if a.Carried, a.Known = CarriedAverage(a.Pins, a.Games, bowler.Entering, s.settings.Establish); a.Known {
			a.Handicap = l.handicapFor(Place{Name: bowler.Name, Average: a.Carried})
		}
		rc.Averages = append(rc.Averages, a)
	}
	sortFunc(rc.Averages, func(a, b BowlerAverage) int { return cmp.Compare(a.Name, b.Name) })
	return rc, nil
}

// best puts f in list when it ties the list's score, or in its place when it beats it.
func best(list *[]Feat, f Feat) {
	switch {
	case len(*list) == 0 || f.Score > (*list)[0].Score:
		*list = append((*list)[:0], f)
	case f.Score == (*list)[0].Score:
		*list = append(*list, f)
	}
}

// feats calls each with every bowler's games of a kept match, game by game, then with each
// bowler's series (Game 0), each with its scratch Score and its handicap (per game, or for the
// series). A Baker match's games are the teams', so it has none.
func (s *Season) feats(k KeptMatch, each func(f Feat, handicap int)) {
	if k.Result.League.Baker {
		return
	}
	first := k.Records[0]
	series := make([]Feat, len(first.bowlers))
	handicaps := make([]int, len(first.bowlers))
	for i, line := range first.bowlers {
		series[i] = Feat{Name: line.name, Team: k.Teams[first.teamOf(i)], Week: k.Week}
	}
	for _, r := range k.Records {
		for i, line := range r.bowlers {
			h := 0
			if r.handicap != nil {
				h = r.handicap[i]
			}
			f := series[i]
			f.Game, f.Score = r.series.Game, int(line.total)
			each(f, h)
			series[i].Score += f.Score
			handicaps[i] += h
		}
	}
	for i, f := range series {
		each(f, handicaps[i])
	}
}

// HonourRoll is a league's honour roll of the season (season.md), every list by week, pair,
// game and lineup place: scratch games and series, as bowled.
type HonourRoll struct {
	Games   []Feat // games of the league's HonourGame or more
	Series  []Feat // series of its HonourSeries or more
	Perfect []Feat // 300 games
	Eleven  []Feat // games with 11 strikes in a row: not a 300, which has 12 and is in Perfect
}

// HonourRoll returns the season's honour roll over the matches kept.
func (s *Season) HonourRoll() HonourRoll {
	var h HonourRoll
	for _, k := range s.kept {
		s.feats(k, func(f Feat, _ int) {
			switch {
			case f.Game == 0 && f.Score >= s.settings.HonourSeries:
				h.Series = append(h.Series, f)
			case f.Game == 0:
			case f.Score >= s.settings.HonourGame:
				h.Games = append(h.Games, f)
			}
			if f.Score == MaxScore && f.Game > 0 {
				h.Perfect = append(h.Perfect, f)
			}
		})
		for _, r := range k.Records {
			for i, line := range r.bowlers {
				// Only a game of 11 strikes or more can hold 11 in a row: few are replayed.
				if k.Result.League.Baker || line.strikes < 11 || line.total == MaxScore || strikesInARow(r, i) < 11 {
					continue
				}
				h.Eleven = append(h.Eleven, Feat{Name: line.name, Team: k.Teams[r.teamOf(i)], Week: k.Week, Game: r.series.Game, Score: int(line.total)})
			}
		}
	}
	return h
}

// strikesInARow returns the most strikes line i of a record threw one after another.
func strikesInARow(r Record, i int) int {
	g, err := r.Game()
	if err != nil {
		return 0
	}
	c, _ := g.Card(i)
	run, most := 0, 0
	for _, fr := range c.Frames {
		for _, b := range fr.Deliveries {
			run++
			if b.Mark != MarkStrike {
				run = 0
			}
			most = max(most, run)
		}
	}
	return most
}
