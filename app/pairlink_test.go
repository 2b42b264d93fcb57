package app

import (
	"reflect"
	"testing"

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
			var f setupForm
			var n night
			f.teams.ready()
			n.league.ready()
			opened, said := openPair(tc.text, tc.busy, &f, &n)
			got := ""
			if said != nil {
				got = said.in(English)
			}
			if got != tc.want || opened != (tc.text == text) {
				t.Fatalf("openPair(%s) = %v, %q, want %q", tc.name, opened, got, tc.want)
			}
			if !opened {
				if len(f.entries) > 0 || f.pair.Tournament != "" {
					t.Errorf("openPair(%s) changed setup: %+v", tc.name, f.entries)
				}
				return
			}
			s, ok := n.league.plan(f.players(), English)
			if !ok {
				t.Fatal("plan after openPair: refused")
			}
			if p := pairOf(&f); p.Ref != card.Ref || p.Lane != 7 || renderPairShown(&f, English) == nil {
				t.Errorf("pairOf = %+v, want the card's %+v on lanes 7-8", p, card.Ref)
			}
			want, _ := card.Series()
			s.ID = want.ID
			if !reflect.DeepEqual(s, want) {
				t.Errorf("the series planned is %+v, want the card's %+v", s, want)
			}
			f.setName(0, "CCC") // another bowler typed over the card's: no pair
			if pairOf(&f).Tournament != "" {
				t.Errorf("with a name typed over the card's, pairOf = %+v", pairOf(&f))
			}
		})
	}
}
