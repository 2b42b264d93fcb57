package app

import (
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/setup"
	"tenpin/domain"
)

// typeNames puts names on the setup screen as a bowler types them, a field each (the name
// fields' setup.ActionName): each shown as the domain shows it.
func typeNames(c *Scoreboard, names ...string) {
	c.setup.SetNames(make([]string, len(names)))
	for i, n := range names {
		typeName(c, i, n)
	}
}

// typeName types text in player i's name field.
func typeName(c *Scoreboard, i int, text string) {
	c.setup.HandleName(app.Context{}, app.Action{Name: setup.ActionName, Value: setup.Typed{Index: i, Text: text}})
}

// typeAverage types text in player i's average field.
func typeAverage(c *Scoreboard, i int, text string) {
	c.setup.HandleAverage(app.Context{}, app.Action{Name: setup.ActionAverage, Value: setup.Typed{Index: i, Text: text}})
}

// The teams of the tests' matches: PJS (170), KYJ (150, absent) and a vacancy against ABC
// (160) and DEF (140).
var (
	strikers = domain.Team{Name: "Strikers", Lineup: []domain.Place{{Name: "PJS", Average: 170}, {Name: "KYJ", Average: 150, Absent: true}, {}}}
	pinPals  = domain.Team{Name: "Pin Pals", Lineup: []domain.Place{{Name: "ABC", Average: 160}, {Name: "DEF", Average: 140}}}
)

// setTeams puts teams a and b on setup f under the default league, with Baker or Scotch, as
// a match card that names no match would (setup.Form.OpenCard), remembered in store.
func setTeams(f *setup.Form, store browser.Store, baker, scotch bool, a, b domain.Team) {
	l := domain.DefaultLeague()
	l.Baker, l.Scotch = baker, scotch
	f.OpenCard(domain.MatchCard{}, domain.Match{League: l, Teams: [2]domain.Team{a, b}}, store)
}

// TestSetupValidation: a fresh setup screen shows no alert and Start waits for a name; Start
// takes each name the setup form accepts (its own TestSetupValidation) and no other.
func TestSetupValidation(t *testing.T) {
	c := newScoreboard(nil)
	c.restore(memoryStore{})
	html := app.HTMLString(c)
	if strings.Contains(html, `role="alert"`) {
		t.Errorf("a fresh setup screen shows an alert:\n%s", html)
	}
	if !regexp.MustCompile(`<button[^>]*data-testid="start-game"[^>]*disabled`).MatchString(html) &&
		!regexp.MustCompile(`<button[^>]*disabled[^>]*data-testid="start-game"`).MatchString(html) {
		t.Errorf("Start is available with an empty name:\n%s", html)
	}
	tests := []struct {
		entered string
		valid   bool
	}{
		{"pjs", true},
		{"PJS", true},
		{"pj", false},
		{"pjsk", false},
		{"p1s", false},
		{"p s", false},
		{"", false},
		{"박지성", false},
	}
	for _, tt := range tests {
		t.Run(tt.entered, func(t *testing.T) {
			typeName(c, 0, tt.entered)
			if got := c.canStart(); got != tt.valid {
				t.Errorf("canStart() = %v with %q", got, tt.entered)
			}
		})
	}
	typeNames(c, "pjs", "")
	if c.canStart() {
		t.Error("canStart() with an empty second player")
	}
	typeName(c, 1, "kyj")
	if !c.canStart() {
		t.Error("canStart() = false with PJS and KYJ")
	}
	if !c.start() || !playingOf(c) {
		t.Fatal("start refused")
	}
}

// TestSetupWithTeams checks that setup is marked with-teams while it shows a match's two team
// blocks (the stylesheet widens it by that class, not by a :has() that every change of the
// page would match again), and not otherwise.
func TestSetupWithTeams(t *testing.T) {
	c := newScoreboard(nil)
	for _, on := range []bool{false, true} {
		if on {
			setTeams(&c.setup, nil, false, false, strikers, pinPals)
		}
		open := tagsWith(app.HTMLString(c.renderSetup(English)), "section", `class="setup`)
		if len(open) != 1 || strings.Contains(open[0], "with-teams") != on {
			t.Errorf("teams on %v: setup opens %q, want with-teams %v", on, open, on)
		}
	}
}
