package setup

import (
	"encoding/json"
	"reflect"
	"testing"

	"tenpin/domain"
)

// TestOpenCard fills the teams with a match card's match: remembered with the card's identity,
// which the match takes and setup names while the teams are the card's, and not once a team
// is typed over (another match). The root's TestOpenCard reads cards from their text.
func TestOpenCard(t *testing.T) {
	card := domain.MatchCard{Ref: domain.FixtureRef{League: "LEAGUE-2", Week: 4, Pair: 0}, LeagueName: "Monday", Lane: 9, Games: 3,
		Settings: domain.DefaultLeague(), Teams: [2]domain.Team{{Name: "Gamma", Lineup: []domain.Place{{Name: "CCC", Average: 160}}},
			{Name: "Delta", Lineup: []domain.Place{{Name: "DDD", Average: 180}}}}, Handicaps: [2][]int{{0}, {0}}}
	m, err := card.Match()
	if err != nil {
		t.Fatal(err)
	}
	var f Form
	store := memoryStore{}
	f.OpenCard(card, m, store)
	planned, ok := f.PlanMatch(card.Games, domain.Handicap{}, nil, English)
	if !ok || planned.Fixture != card.Ref || !reflect.DeepEqual(planned.Teams, card.Teams) {
		t.Fatalf("the match planned is %+v (ok %v), want the card's %+v", planned, ok, card)
	}
	var saved savedTeams
	if err := json.Unmarshal([]byte(store[teamsKey]), &saved); err != nil || saved.Card.Ref != card.Ref {
		t.Errorf("remembered %s, want the card's teams and identity", store[teamsKey])
	}
	if got := renderCardShown(&f.teams, English); got == nil {
		t.Errorf("renderCardShown after OpenCard = nil, want the card's league, week and lanes")
	}
	// Another team typed over one of the card's: another match, which no card names.
	f.teams.blocks[1].name = "Another team"
	if planned, _ := f.PlanMatch(card.Games, domain.Handicap{}, nil, English); planned.Fixture != (domain.FixtureRef{}) || renderCardShown(&f.teams, English) != nil {
		t.Errorf("with a team typed over the card's: fixture %+v, card still shown; want none", planned.Fixture)
	}
}
