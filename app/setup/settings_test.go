package setup

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/markup"
	"tenpin/domain"
)

// TestParseSaved reads settings as a device stored them: what the domain takes is filled in
// as it was saved; anything else (another window's damage, an older or a hand-edited value) is
// refused, so the night keeps the domain's defaults.
func TestParseSaved(t *testing.T) {
	tests := []struct {
		name, value string
		ok          bool
	}{
		{"three games", `{"games":3,"order":"keep","handicap":{"on":false,"basis":220,"percent":80}}`, true},
		{"handicap and a format", `{"games":5,"order":"rotate","handicap":{"on":true,"basis":200,"percent":90},"format":"9pin,369"}`, true},
		{"no games", `{"games":0,"order":"keep","handicap":{}}`, false},
		{"too many games", `{"games":21,"order":"keep","handicap":{}}`, false},
		{"a handicap out of bounds", `{"games":3,"order":"keep","handicap":{"on":true,"basis":0,"percent":80}}`, false},
		{"a format the domain refuses", `{"games":3,"order":"keep","handicap":{},"format":"5pin"}`, false},
		{"not JSON", `games=3`, false},
		{"empty", ``, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			saved, ok := ParseSaved([]byte(tt.value))
			if ok != tt.ok {
				t.Fatalf("ParseSaved(%s) = %+v, %v; want ok %v", tt.value, saved, ok, tt.ok)
			}
			if !ok {
				return
			}
			// Filled in and saved again, the settings are what was stored (a handicap that is
			// off keeps no basis: Fill shows the domain's when it is turned on again).
			var s Settings
			s.Fill(saved)
			series, planned := s.Plan(named("PJS"), English)
			if !planned && !saved.Handicap.On { // a handicap needs an average: checked below
				t.Fatalf("settings %s plan no series", tt.value)
			}
			if saved.Handicap.On {
				return
			}
			again, err := json.Marshal(SavedOf(series))
			if err != nil {
				t.Fatal(err)
			}
			back, _ := ParseSaved(again)
			if back.Games != saved.Games || back.Order != saved.Order || back.Format != saved.Format || back.Handicap.On {
				t.Errorf("saved again as %s, read back %+v; want %+v", again, back, saved)
			}
		})
	}
}

// named is a form with players of those names.
func named(names ...string) *Form {
	var f Form
	f.SetNames(names)
	return &f
}

// TestSettingsPlan types the settings as a secretary does: a series is planned only when
// every field is one the domain takes, each wrong one says why beside its field, and the
// series has what was typed and chosen.
func TestSettingsPlan(t *testing.T) {
	tests := []struct {
		name                          string
		games, basis, percent         string
		handicap                      bool
		format                        domain.Format
		wantGames, wantBasis, wantPct string
		wantHandicap                  int // PJS's, from a typed average of 170
	}{
		{name: "defaults", games: "3"},
		{name: "twenty games and a format", games: "20", format: domain.Format{NoTap: 9, ThreeSixNine: true}},
		{name: "spaces around", games: " 4 "},
		{name: "no games", games: "0", wantGames: English.SeriesGamesProblem.Say(20)},
		{name: "not a number", games: "three", wantGames: English.SeriesGamesProblem.Say(20)},
		{name: "a handicap", games: "3", handicap: true, basis: "220", percent: "80", wantHandicap: 40},
		{name: "a basis too low", games: "3", handicap: true, basis: "0", percent: "80", wantBasis: English.BasisProblem.Say(1, 300)},
		{name: "a percentage too high", games: "3", handicap: true, basis: "220", percent: "101", wantPct: English.PercentProblem.Say(1, 100)},
		{name: "a wrong basis with the handicap off", games: "3", basis: "0", percent: "101"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var s Settings
			s.Fill(DefaultSaved())
			s.Games, s.Handicap, s.NoTap, s.ThreeSixNine = tt.games, tt.handicap, tt.format.NoTap, tt.format.ThreeSixNine
			if tt.basis != "" {
				s.Basis, s.Percent = tt.basis, tt.percent
			}
			games, basis, pct := s.Problems(English)
			if games != tt.wantGames || basis != tt.wantBasis || pct != tt.wantPct {
				t.Errorf("Problems() = %q, %q, %q; want %q, %q, %q", games, basis, pct, tt.wantGames, tt.wantBasis, tt.wantPct)
			}
			html := app.HTMLString(s.Render(English, nil, nil))
			for _, p := range []string{games, basis, pct} {
				if p != "" && !strings.Contains(html, p) {
					t.Errorf("the settings do not say %q", p)
				}
			}
			f := named("PJS")
			f.entries[0].average = "170"
			series, ok := s.Plan(f, English)
			if want := games == "" && basis == "" && pct == ""; ok != want {
				t.Fatalf("Plan() = %v, want %v", ok, want)
			}
			if !ok {
				return
			}
			if n, _ := markup.Number(tt.games, 1, domain.MaxSeriesGames); series.Games != n || series.Format != tt.format || series.Handicap.On != tt.handicap {
				t.Errorf("planned %d games in %s, handicap %v; want %s games in %s, handicap %v",
					series.Games, series.Format, series.Handicap.On, tt.games, tt.format, tt.handicap)
			}
			if got, _ := series.Handicap.For(170); tt.handicap && (len(series.Averages) != 1 || series.Averages[0] != 170 || got != tt.wantHandicap) {
				t.Errorf("PJS's average %v, handicap %d; want 170, %d", series.Averages, got, tt.wantHandicap)
			}
		})
	}
}
