package domain_test

import (
	"errors"
	"fmt"

	"tenpin/domain"
)

// The secretary's device makes the card of a week's match and shows it as a link (and a QR
// code); the lane tablet reads it and sets the match up with the averages and handicaps the
// card fixes for the week. The match's games carry the card's identity back, so that the
// secretary's device files them under their week without asking. A card changed on the way
// is refused.
func ExampleEncodeCard() {
	settings := domain.DefaultSeasonSettings()
	settings.Match.Handicap = domain.Handicap{On: true, Basis: 220, Percent: 90}
	league, err := domain.NewSeason("Tuesday Doubles", settings, []string{"Pin Pals", "Gutter Kings", "Split Ends", "Lucky Strikes"})
	if err != nil {
		fmt.Println(err)
		return
	}
	for i, b := range []domain.Bowler{{Name: "ANN", Entering: 170}, {Name: "TOM", Entering: 150}, {Name: "BOB", Entering: 185},
		{Name: "KIM", Entering: 140}, {Name: "LEE", Entering: 201}, {Name: "MAY", Entering: 132}, {Name: "NED", Entering: 177},
		{Name: "OLA", Entering: 164}} {
		if err := league.SetBowler(b); err != nil {
			fmt.Println(err)
			return
		}
		if err := league.ChangeRoster(domain.RosterChange{Week: 0, Bowler: b.Name, Team: i / 2}); err != nil {
			fmt.Println(err)
			return
		}
	}
	if err := league.SetPlan(0, domain.WeekPlan{Absent: []string{"TOM"}}); err != nil {
		fmt.Println(err)
		return
	}

	// The secretary's device: the card of week 1's first match.
	card, err := league.Card(0, 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	text, err := domain.EncodeCard(card)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("…/#match=… (%d characters)\n", len(text))

	// The lane tablet.
	got, err := domain.DecodeCard(text)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%s, week %d, lanes %d-%d, %d games\n", got.LeagueName, got.Ref.Week+1, got.Lane, got.Lane+1, got.Games)
	for side, team := range got.Teams {
		fmt.Printf("  %s:", team.Name)
		for k, p := range team.Lineup {
			absent := ""
			if p.Absent {
				absent = " (absent)"
			}
			fmt.Printf(" %s %d+%d%s", p.Name, p.Average, got.Handicaps[side][k], absent)
		}
		fmt.Println()
	}
	match, err := got.Match()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("bowling:", match.Lineup(), "filed under week", match.Fixture.Week+1, "pair", match.Fixture.Pair+1)

	// A card cut short on the way.
	_, err = domain.DecodeCard(text[:len(text)-2])
	fmt.Println(errors.Is(err, domain.ErrBadCard))
	// Output:
	// …/#match=… (118 characters)
	// Tuesday Doubles, week 1, lanes 1-2, 3 games
	//   Pin Pals: ANN 170+45 TOM 150+63 (absent)
	//   Lucky Strikes: NED 177+38 OLA 164+50
	// bowling: [ANN NED OLA] filed under week 1 pair 1
	// true
}
