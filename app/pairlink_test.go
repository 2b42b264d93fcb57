package app

import (
	"reflect"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/setup"
	"tenpin/domain"
)

// laneCardText is the lane card of a handicap tournament's only pair: AAA (200) and BBB (180),
// 3 games, 90% of 220.
func laneCardText(t *testing.T) (domain.LaneCard, string) {
	t.Helper()
	st := domain.DefaultTournamentSettings()
	st.Games, st.Handicap = 3, domain.Handicap{On: true, Basis: 220, Percent: 90}
	tour, err := domain.NewTournament("Open", st)
	if err != nil {
		t.Fatal(err)
	}
	tour.Squads = []domain.Squad{{Name: "Sat", FirstLane: 7, LastLane: 8}}
	for _, e := range []domain.TournamentEntry{{Bowler: "AAA", Average: 200}, {Bowler: "BBB", Average: 180}} {
		if _, err := tour.AddEntry(e.Bowler, e.Average, e.Squad); err != nil {
			t.Fatal(err)
		}
	}
	c, err := tour.LaneCard(0, 0)
	if err != nil {
		t.Fatal(err)
	}
	text, err := domain.EncodeLaneCard(c)
	if err != nil {
		t.Fatal(err)
	}
	return c, text
}

func TestOpenPair(t *testing.T) {
	card, text := laneCardText(t)
	cases := []struct {
		name, text string
		busy       bool
		want       string // what is said; "" for the card opened
	}{
		{"a card", text, false, ""},
		{"damaged", text[:len(text)-3], false, English.LinkDamaged},
		{"empty", "", false, English.LinkDamaged},
		{"a game in progress, kept", text, true, English.CardBusy},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var f setup.Form
			var n night
			f.RestoreTeams(memoryStore{}) // the defaults
			n.league.Fill(setup.DefaultSaved())
			before := f
			opened, said := openPair(tc.text, tc.busy, &f, &n)
			got := ""
			if said != nil {
				got = said.In(English)
			}
			if got != tc.want || opened != (tc.text == text) {
				t.Fatalf("openPair(%s) = %v, %q, want %q", tc.name, opened, got, tc.want)
			}
			if !opened {
				if !reflect.DeepEqual(f, before) {
					t.Errorf("openPair(%s) changed setup: %q", tc.name, f.Names())
				}
				return
			}
			s, ok := n.league.Plan(&f, English)
			if !ok {
				t.Fatal("plan after openPair: refused")
			}
			want, _ := card.Series()
			if got := f.SeriesID(); got != want.ID {
				t.Errorf("SeriesID() = %q, want the card's %q", got, want.ID)
			}
			if html := app.HTMLString(f.Render(English, setup.Parts{})); !strings.Contains(html, English.PairShown.Say("Open", "Sat", "7-8")) {
				t.Errorf("setup does not show the card's pair on lanes 7-8: %s", html)
			}
			s.ID = want.ID
			if !reflect.DeepEqual(s, want) {
				t.Errorf("the series planned is %+v, want the card's %+v", s, want)
			}
		})
	}
}
