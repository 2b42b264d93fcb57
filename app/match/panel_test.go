package match

import (
	"strings"
	"testing"
	"time"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// TestPanel plays a game of a match and checks the panel against the domain's Live.
func TestPanel(t *testing.T) {
	en := &i18n.English
	l := domain.League{Points: domain.PointsRule{Game: 1, Series: 1}, AbsentDeduction: 10}
	m, err := domain.NewMatch(1, l,
		domain.Team{Name: "Strikers", Lineup: []domain.Place{{Name: "PJS", Average: 170}, {Name: "KYJ", Average: 150, Absent: true}, {}}},
		domain.Team{Name: "Pin Pals", Lineup: []domain.Place{{Name: "ABC", Average: 160}, {Name: "DEF", Average: 140}}})
	if err != nil {
		t.Fatal(err)
	}
	g, err := m.Start(1)
	if err != nil {
		t.Fatal(err)
	}
	var p Panel
	var records []domain.Record
	said := ""
	for !g.Over() {
		if err := g.Throw(domain.Count(10)); err != nil {
			t.Fatal(err)
		}
		if g.Over() {
			r, err := m.Record(1, g, time.Now())
			if err != nil {
				t.Fatal(err)
			}
			records = append(records, r)
		}
		said += p.Refresh(&m, records, 1, g, g.Over(), en)
		live, _ := m.Live(records, nil)
		if !g.Over() {
			live, _ = m.Live(nil, g)
		}
		if p.live.Clinched != live.Clinched {
			t.Fatalf("panel clinched %v, want %v", p.live.Clinched, live.Clinched)
		}
	}
	// PJS 300 + KYJ 140 + vacancy 0 against 300 + 300: Pin Pals win.
	if want := en.GamePointsTo.Say("Pin Pals", 1); !strings.Contains(said, want) {
		t.Errorf("said %q, want %q", said, want)
	}
	if p.live.Points != [2]float64{0, 2} {
		t.Errorf("points = %v, want [0 2]", p.live.Points)
	}
	if got, want := p.GameResult(en), en.GamePointsTo.Say("Pin Pals", 1)+" "+en.MatchWinner.Say("Pin Pals"); got != want {
		t.Errorf("GameResult() = %q, want %q", got, want)
	}
}
