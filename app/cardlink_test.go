package app

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"tenpin/domain"
)

// alphaBetaCard is a card of issue #35's match: Alpha (AAA, 150) v Beta (BBB, 170), one game,
// 90% of 210, week 3, lanes 5-6.
func alphaBetaCard(t *testing.T) (domain.MatchCard, string) {
	t.Helper()
	l := domain.DefaultLeague()
	l.Handicap = domain.Handicap{On: true, Basis: 210, Percent: 90}
	c := domain.MatchCard{Ref: domain.FixtureRef{League: "LEAGUE-1", Week: 2, Pair: 1}, LeagueName: "Thursday", Lane: 5, Games: 1,
		Settings: l, Teams: [2]domain.Team{{Name: "Alpha", Lineup: []domain.Place{{Name: "AAA", Average: 150}}},
			{Name: "Beta", Lineup: []domain.Place{{Name: "BBB", Average: 170}}}}, Handicaps: [2][]int{{54}, {36}}}
	text, err := domain.EncodeCard(c)
	if err != nil {
		t.Fatal(err)
	}
	return c, text
}

func TestOpenCard(t *testing.T) {
	card, text := alphaBetaCard(t)
	data, _ := base64.RawURLEncoding.DecodeString(text)
	data[0] = domain.CardVersion + 1 // the version, first
	newer := base64.RawURLEncoding.EncodeToString(data)
	if _, err := domain.DecodeCard(newer); !errors.Is(err, domain.ErrNewerCard) {
		t.Fatalf("DecodeCard(newer) = %v, want ErrNewerCard", err)
	}
	data[len(data)/2] ^= 1 // a bit of the middle changed: the checksum no longer fits
	data[0] = domain.CardVersion
	tampered := base64.RawURLEncoding.EncodeToString(data)
	cases := []struct {
		name, text string
		busy       bool
		want       string // what is said; "" for the card opened
	}{
		{"a card", text, false, ""},
		{"damaged", text[:len(text)-3], false, English.LinkDamaged},
		{"tampered", tampered, false, English.LinkDamaged},
		{"cut short", text[:len(text)/2], false, English.LinkDamaged},
		{"newer", newer, false, English.LinkNewer},
		{"a game in progress, kept", text, true, English.CardBusy},
		{"empty", "", false, English.LinkDamaged},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var f setupForm
			var n night
			f.teams.ready()
			n.league.ready()
			before := f.teams.blocks
			store := memoryStore{}
			opened, said := openCard(tc.text, tc.busy, &f, &n, store)
			if !opened {
				if said == nil || said.in(English) != tc.want {
					t.Fatalf("openCard(%s) says %v, want %q", tc.name, said, tc.want)
				}
				if f.teams.on || f.teams.card != (cardShown{}) || len(store) > 0 || f.teams.blocks[0].name != before[0].name {
					t.Errorf("openCard(%s) changed the setup: on %v, card %v, stored %v", tc.name, f.teams.on, f.teams.card, store)
				}
				return
			}
			if got := ""; said != nil && said.in(English) != tc.want || said == nil && tc.want != "" {
				if said != nil {
					got = said.in(English)
				}
				t.Fatalf("openCard(%s) opened it and says %q, want %q", tc.name, got, tc.want)
			}
			s, m, ok := planMatch(&n.league, &f.teams, English)
			if !ok {
				t.Fatalf("planMatch after openCard: refused: %+v", f.teams.problems(English, nil, true))
			}
			if m.Fixture != card.Ref || s.Games != 1 || m.League.Handicap != card.Settings.Handicap || !reflect.DeepEqual(m.Teams, card.Teams) {
				t.Errorf("the match planned is %+v, want the card's %+v", m, card)
			}
			var saved savedTeams
			if err := json.Unmarshal([]byte(store[teamsKey]), &saved); err != nil || saved.Card.Ref != card.Ref {
				t.Errorf("remembered %s, want the card's teams and identity", store[teamsKey])
			}
			if got := renderCardShown(&f.teams, English); got == nil {
				t.Errorf("renderCardShown after openCard = nil, want the card's league, week and lanes")
			}
			// Another team typed over one of the card's: another match, which no card names.
			f.teams.blocks[1].name = "Another team"
			if _, m, _ := planMatch(&n.league, &f.teams, English); m.Fixture != (domain.FixtureRef{}) || renderCardShown(&f.teams, English) != nil {
				t.Errorf("with a team typed over the card's: fixture %+v, card still shown; want none", m.Fixture)
			}
		})
	}
}
