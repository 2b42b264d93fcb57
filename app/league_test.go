package app

import (
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/setup"
	"tenpin/domain"
)

func TestLeagueSettings(t *testing.T) {
	tests := []struct {
		name                          string
		games, basis, percent         string
		handicap                      bool
		averages                      []string // typed per bowler
		fromHistory                   map[string]setup.HistoryAverage
		wantGames, wantBasis, wantPct string
		start                         bool
		wantHandicaps                 []int // per game, in the first game's order
	}{
		{name: "defaults", games: "3", start: true},
		{name: "one game", games: "1", start: true},
		{name: "twenty games", games: "20", start: true},
		{name: "no games", games: "0", wantGames: English.SeriesGamesProblem.Say(20)},
		{name: "too many", games: "21", wantGames: English.SeriesGamesProblem.Say(20)},
		{name: "not a number", games: "three", wantGames: English.SeriesGamesProblem.Say(20)},
		{name: "empty", games: "", wantGames: English.SeriesGamesProblem.Say(20)},
		{name: "handicap typed", games: "3", handicap: true, basis: "220", percent: "80", averages: []string{"170", "200"},
			start: true, wantHandicaps: []int{40, 16}},
		{name: "handicap from history", games: "3", handicap: true, basis: "200", percent: "100", averages: []string{"", "150"},
			fromHistory: map[string]setup.HistoryAverage{"PJS": {Average: 150, Games: 9}}, start: true, wantHandicaps: []int{50, 50}},
		{name: "average missing", games: "3", handicap: true, basis: "220", percent: "80", averages: []string{"170", ""}},
		{name: "average too high", games: "3", handicap: true, basis: "220", percent: "80", averages: []string{"170", "301"}},
		{name: "bad basis", games: "3", handicap: true, basis: "0", percent: "80", averages: []string{"1", "2"},
			wantBasis: English.BasisProblem.Say(1, 300)},
		{name: "bad percent", games: "3", handicap: true, basis: "220", percent: "101", averages: []string{"1", "2"},
			wantPct: English.PercentProblem.Say(1, 100)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newScoreboard(nil)
			c.restore(memoryStore{})
			c.night.restore(gameOf(c))
			f := &c.night.league
			f.Games, f.Handicap = tt.games, tt.handicap
			if tt.basis != "" {
				f.Basis, f.Percent = tt.basis, tt.percent
			}
			f.History = tt.fromHistory
			typeNames(c, "pjs", "kyj")
			for i, a := range tt.averages {
				typeAverage(c, i, a)
			}
			games, basis, pct := f.Problems(English)
			if games != tt.wantGames || basis != tt.wantBasis || pct != tt.wantPct {
				t.Errorf("problems() = %q, %q, %q; want %q, %q, %q", games, basis, pct, tt.wantGames, tt.wantBasis, tt.wantPct)
			}
			if got := c.canStart(); got != tt.start {
				t.Fatalf("canStart() = %v, want %v", got, tt.start)
			}
			if !tt.start {
				if c.start() || gameOf(c) != nil {
					t.Error("start() began a game")
				}
				return
			}
			if !c.start() {
				t.Fatal("start() refused")
			}
			finish(t, c, 0)
			if got := c.night.series.Records[0].Handicaps(); tt.wantHandicaps != nil && !slices.Equal(got, tt.wantHandicaps) {
				t.Errorf("handicaps = %v, want %v", got, tt.wantHandicaps)
			}
		})
	}
}

func TestNamedTwice(t *testing.T) {
	c := newScoreboard(nil)
	c.restore(memoryStore{})
	typeNames(c, "pjs", "PJS") // the form says why (setup's TestNamedTwice)
	if c.canStart() {
		t.Error("Start is available with a name twice")
	}
	html := app.HTMLString(c)
	if !strings.Contains(html, English.NameTaken.Say("PJS")) {
		t.Error("the setup screen does not say why")
	}
}

func TestLeagueRendered(t *testing.T) {
	c := newScoreboard(nil)
	c.restore(memoryStore{})
	c.night.restore(gameOf(c))
	c.night.league.Handicap = true
	typeNames(c, "pjs")
	c.night.league.History = map[string]setup.HistoryAverage{"PJS": {Average: 172, Games: 45}}
	html := app.HTMLString(c)
	for _, want := range []string{`data-testid="series-games"`, `value="3"`, English.OrderRotate, English.HandicapLabel,
		English.AverageFromHistory(172, 45), `placeholder="172"`} {
		if !strings.Contains(html, want) {
			t.Errorf("setup lacks %s", want)
		}
	}
	if domain.DefaultSeriesGames != 3 {
		t.Errorf("the default series is %d games; the catalogue and this test say 3", domain.DefaultSeriesGames)
	}
}

// TestStartBlocked: the line under a disabled Start says what it waits for: the names, or,
// once they are right, the settings and averages (here a handicap average still missing).
func TestStartBlocked(t *testing.T) {
	c := newScoreboard(nil)
	c.restore(memoryStore{})
	c.night.restore(gameOf(c))
	c.night.league.Handicap = true
	typeNames(c, "pj")
	if got := c.startBlocked(English); got != English.StartBlocked {
		t.Errorf("a name of 2 letters: %q, want %q", got, English.StartBlocked)
	}
	typeName(c, 0, "pjs")
	if c.canStart() {
		t.Fatal("Start is available without PJS's average")
	}
	if got := c.startBlocked(English); got != English.StartBlockedSettings {
		t.Errorf("names right, an average missing: %q, want %q", got, English.StartBlockedSettings)
	}
	if html := app.HTMLString(c); !strings.Contains(html, English.StartBlockedSettings) {
		t.Error("setup does not say what Start waits for")
	}
}
