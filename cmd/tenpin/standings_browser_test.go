//go:build browser

package main

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"tenpin/domain"
)

// leagueMatch bowls a 3-game match between two teams of four with handicap, games of random
// counts, on the evening of week w, and returns its records.
func leagueMatch(t *testing.T, rng *rand.Rand, week int, a, b domain.Team) []domain.Record {
	t.Helper()
	l := domain.DefaultLeague()
	l.Handicap = domain.Handicap{On: true, Basis: 220, Percent: 90}
	m, err := domain.NewMatch(3, l, a, b)
	if err != nil {
		t.Fatal(err)
	}
	played := time.Date(2026, 9, 1, 19, 0, 0, 0, time.Local).AddDate(0, 0, 7*week)
	var out []domain.Record
	for n := 1; n <= 3; n++ {
		g, err := m.Start(n)
		if err != nil {
			t.Fatal(err)
		}
		for !g.Over() {
			if err := g.Roll(rng.IntN(g.PinsStanding() + 1)); err != nil {
				t.Fatal(err)
			}
		}
		r, err := m.Record(n, g, played.Add(time.Duration(n)*20*time.Minute))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

func team(name string, names ...string) domain.Team {
	t := domain.Team{Name: name}
	for i, n := range names {
		t.Lineup = append(t.Lineup, domain.Place{Name: n, Average: 150 + 10*i})
	}
	return t
}

// standingsShown reads the standings table: each row's team and its cells after the rank.
func standingsShown(p *tab) [][]string {
	return evaluate[[][]string](p, `[...document.querySelectorAll('[data-testid="standing"]')].map((r) =>
	  [r.dataset.teamName, ...[...r.querySelectorAll('td')].slice(1).map((c) => c.textContent)])`)
}

func wantStandings(records []domain.Record) [][]string {
	var rows [][]string
	for _, s := range domain.Standings(records) {
		half := func(p float64) string {
			s := strconv.Itoa(int(p))
			if p-float64(int(p)) >= 0.25 {
				if int(p) == 0 {
					return "½"
				}
				s += "½"
			}
			return s
		}
		rows = append(rows, []string{s.Team, strconv.Itoa(s.Matches), half(s.Won), half(s.Lost), strconv.Itoa(s.ScratchPins),
			strconv.Itoa(s.HandicapPins), strconv.Itoa((s.ScratchPins + s.HandicapPins) / s.Games), strconv.Itoa(s.HighGame), strconv.Itoa(s.HighSeries)})
	}
	return rows
}

// TestStandings ranks the teams of the matches in history, as the domain does; importing a
// second lane tablet's history file adds its matches and counts a match both hold once; the
// dates narrow the matches counted.
func TestStandings(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	rng := rand.New(rand.NewPCG(11, 12))
	strikers := team("Strikers", "PJS", "KYJ", "ABC", "DEF")
	pals := team("Pin Pals", "GHI", "JKL", "MNO", "PQR")
	cats := team("Alley Cats", "STU", "VWX", "YZA", "BCD")
	splits := team("Split Happens", "EFG", "HIJ", "KLM", "NOP")
	week1a := leagueMatch(t, rng, 0, strikers, pals)
	week1b := leagueMatch(t, rng, 0, cats, splits)
	week2a := leagueMatch(t, rng, 1, strikers, cats)
	here := append(append([]domain.Record(nil), week1a...), week2a...)
	there := append(append([]domain.Record(nil), week1a...), week1b...) // week 1's first match is on both tablets

	p.seedHistory(here)
	p.show("standings")
	p.wait(`document.querySelectorAll('[data-testid="standing"]').length > 0`)
	if got, want := standingsShown(p), wantStandings(here); !reflect.DeepEqual(got, want) {
		t.Errorf("standings = %q, want %q", got, want)
	}
	p.checkAxe("standings")
	p.screenshot("standings-1024x768")

	var file bytes.Buffer
	if err := domain.ExportJSON(&file, there); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "other-tablet.json")
	if err := os.WriteFile(path, file.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	p.show("history")
	p.upload(`input[data-testid="import"]`, path)
	p.wait(`document.querySelector('.night-status').textContent.includes("Imported 3 new games; 3 were already here.")`)
	p.show("standings")
	all := append(append([]domain.Record(nil), here...), week1b...)
	p.wait(`document.querySelectorAll('[data-testid="standing"]').length === 4`)
	if got, want := standingsShown(p), wantStandings(all); !reflect.DeepEqual(got, want) {
		t.Errorf("after the import standings = %q, want %q", got, want)
	}

	// Week 2 alone.
	evaluate[bool](p, `(() => { const d = document.getElementById("standings-from");
	  d.value = "2026-09-08"; d.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`)
	p.wait(`document.querySelectorAll('[data-testid="standing"]').length === 2`)
	if got, want := standingsShown(p), wantStandings(week2a); !reflect.DeepEqual(got, want) {
		t.Errorf("week 2's standings = %q, want %q", got, want)
	}
	if names := strings.Join(evaluate[[]string](p, `[...document.querySelectorAll('[data-testid="standing"]')].map((r) => r.dataset.teamName)`), ","); !strings.Contains(names, "Strikers") {
		t.Errorf("week 2's teams = %s", names)
	}
}
