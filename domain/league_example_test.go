package domain_test

import (
	"fmt"

	"tenpin/domain"
)

// A 3+1 handicap league night: CCC is absent and counts their average less 10 pins, plus
// their handicap; the Kings bowl with a vacancy, which scores 0. The Kings win
// games 1 and 2, the Pals game 3 and the series, by 18 pins.
func ExampleScoreMatch() {
	l := domain.DefaultLeague()
	l.Handicap = domain.Handicap{On: true, Basis: 220, Percent: 80}
	teams := [2]domain.Team{
		{Name: "Pin Pals", Lineup: []domain.Place{{Name: "AAA", Average: 150}, {Name: "BBB", Average: 180}, {Name: "CCC", Average: 120, Absent: true}}},
		{Name: "Gutter Kings", Lineup: []domain.Place{{Name: "DDD", Average: 160}, {Name: "EEE", Average: 140}, {}}},
	}
	scores := [2][][]int{
		{{150, 160, 170}, {180, 190, 200}, nil},
		{{279, 280, 200}, {281, 290, 200}, nil},
	}
	m, err := domain.ScoreMatch(l, 3, teams, scores)
	if err != nil {
		fmt.Println(err)
		return
	}
	for t, team := range teams {
		fmt.Printf("%s: games %v, series %d, points %v\n", team.Name, m.TeamGames[t], m.Series[t], m.Points[t])
	}
	// Output:
	// Pin Pals: games [608 628 648], series 1884, points 2
	// Gutter Kings: games [672 682 512], series 1866, points 2
}

// In a Baker game a team of 3 takes the frames in turn; frame 10's bowler bowls all of it,
// and the next game starts with the next bowler.
func ExampleBakerPlace() {
	for game := range 2 {
		fmt.Print("game ", game+1, ":")
		for frame := 1; frame <= domain.Frames; frame++ {
			fmt.Print(" ", domain.BakerPlace(3, game, frame))
		}
		fmt.Println()
	}
	// Output:
	// game 1: 0 1 2 0 1 2 0 1 2 0
	// game 2: 1 2 0 1 2 0 1 2 0 1
}
