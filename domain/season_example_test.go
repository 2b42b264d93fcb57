package domain_test

import (
	"fmt"

	"tenpin/domain"
)

// A season of five teams from lane 1: every team bowls every other once, one team sits out
// each week, and the pairs move along the lanes week by week.
func ExampleRoundRobin() {
	weeks, err := domain.RoundRobin(5, 1, 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	for w, week := range weeks {
		fmt.Printf("week %d:", w+1)
		for _, p := range week.Pairs {
			fmt.Printf("  %d v %d on %d-%d", p.A, p.B, p.Lane, p.Lane+1)
		}
		fmt.Printf("  (bye: %d)\n", week.Bye)
	}
	// Output:
	// week 1:  1 v 4 on 1-2  3 v 2 on 3-4  (bye: 0)
	// week 2:  2 v 0 on 3-4  4 v 3 on 1-2  (bye: 1)
	// week 3:  3 v 1 on 1-2  0 v 4 on 3-4  (bye: 2)
	// week 4:  4 v 2 on 3-4  1 v 0 on 1-2  (bye: 3)
	// week 5:  0 v 3 on 1-2  2 v 1 on 3-4  (bye: 4)
}

// A bowler with an entering average of 165 bowls 3 games a week in a league where 9 games
// establish an average: the entering average is carried until the ninth game, then the
// league average. A newcomer with no entering average carries the games so far.
func ExampleCarriedAverage() {
	weeks := []int{430, 510, 470, 480} // each week's series
	pins, games := 0, 0
	for w, series := range weeks {
		avg, _ := domain.CarriedAverage(pins, games, 165, 9)
		newcomer, ok := domain.CarriedAverage(pins, games, -1, 9)
		fmt.Printf("week %d: %d games, carries %d; a newcomer %d %v\n", w+1, games, avg, newcomer, ok)
		pins, games = pins+series, games+3
	}
	// Output:
	// week 1: 0 games, carries 165; a newcomer 0 false
	// week 2: 3 games, carries 165; a newcomer 143 true
	// week 3: 6 games, carries 165; a newcomer 156 true
	// week 4: 9 games, carries 156; a newcomer 156 true
}

// A secretary makes a league of four teams, puts the bowlers on their teams and plans the
// first week: TOM is away, and SUE bowls in his place under her own average; KIM is new, with
// no average to carry yet, so the secretary types one. Each match of the week comes with its
// lanes, lineups, the averages carried into the week and the handicaps from them.
func ExampleSeason_Fixtures() {
	settings := domain.DefaultSeasonSettings()
	settings.Match.Handicap = domain.Handicap{On: true, Basis: 220, Percent: 90}
	league, err := domain.NewSeason("Tuesday Doubles", settings, []string{"Pin Pals", "Gutter Kings", "Split Ends", "Lucky Strikes"})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, b := range []struct {
		domain.Bowler
		team int
	}{
		{domain.Bowler{Name: "ANN", Entering: 170}, 0}, {domain.Bowler{Name: "TOM", Entering: 150}, 0},
		{domain.Bowler{Name: "BOB", Entering: 185}, 1}, {domain.Bowler{Name: "KIM", Entering: -1}, 1},
		{domain.Bowler{Name: "LEE", Entering: 201}, 2}, {domain.Bowler{Name: "MAY", Entering: 132}, 2},
		{domain.Bowler{Name: "NED", Entering: 177}, 3}, {domain.Bowler{Name: "OLA", Entering: 164}, 3},
	} {
		if err := league.SetBowler(b.Bowler); err != nil {
			fmt.Println(err)
			return
		}
		if err := league.ChangeRoster(domain.RosterChange{Week: 0, Bowler: b.Name, Team: b.team}); err != nil {
			fmt.Println(err)
			return
		}
	}
	plan := domain.WeekPlan{
		Substitutes: []domain.Substitute{{Team: 0, For: "TOM", Name: "SUE", Average: 160}},
		Averages:    map[string]int{"KIM": 140},
	}
	if err := league.SetPlan(0, plan); err != nil {
		fmt.Println(err)
		return
	}
	fixtures, err := league.Fixtures(0)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, f := range fixtures {
		fmt.Printf("lanes %d-%d:", f.Lane, f.Lane+1)
		for side, team := range f.Teams {
			fmt.Printf("  %s", team.Name)
			for k, p := range team.Lineup {
				fmt.Printf(" %s %d+%d", p.Name, p.Average, f.Handicaps[side][k])
			}
		}
		fmt.Println()
	}
	// Output:
	// lanes 1-2:  Pin Pals ANN 170+45 SUE 160+54  Lucky Strikes NED 177+38 OLA 164+50
	// lanes 3-4:  Gutter Kings BOB 185+31 KIM 140+72  Split Ends LEE 201+17 MAY 132+79
}
