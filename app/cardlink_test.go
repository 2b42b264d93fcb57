package app

import (
	"encoding/base64"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/setup"
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
			var f setup.Form
			var n night
			f.RestoreTeams(memoryStore{}) // the defaults
			n.league.Fill(setup.DefaultSaved())
			before := f
			store := memoryStore{}
			opened, said := openCard(tc.text, tc.busy, &f, &n, store)
			if !opened {
				if said == nil || said.In(English) != tc.want {
					t.Fatalf("openCard(%s) says %v, want %q", tc.name, said, tc.want)
				}
				if f.Teams() || !reflect.DeepEqual(f, before) || len(store) > 0 {
					t.Errorf("openCard(%s) changed the setup: teams on %v, stored %v", tc.name, f.Teams(), store)
				}
				return
			}
			if got := ""; said != nil && said.In(English) != tc.want || said == nil && tc.want != "" {
				if said != nil {
					got = said.In(English)
				}
				t.Fatalf("openCard(%s) opened it and says %q, want %q", tc.name, got, tc.want)
			}
			s, m, ok := planMatch(&n.league, &f, English)
			if !ok {
				t.Fatal("planMatch after openCard: refused")
			}
			if m.Fixture != card.Ref || s.Games != 1 || m.League.Handicap != card.Settings.Handicap || !reflect.DeepEqual(m.Teams, card.Teams) {
				t.Errorf("the match planned is %+v, want the card's %+v", m, card)
			}
			var next setup.Form // the teams as remembered, for the next window or a reload
			next.RestoreTeams(store)
			if _, m, _ := planMatch(&n.league, &next, English); m.Fixture != card.Ref {
				t.Errorf("remembered %s, want the card's teams and identity", store["tenpin.teams"])
			}
			if html := app.HTMLString(f.Render(English, setup.Parts{})); !strings.Contains(html, `data-testid="card-shown"`) {
				t.Errorf("setup after openCard does not show the card's league, week and lanes: %s", html)
			}
		})
	}
}
