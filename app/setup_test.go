package app

import (
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

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
		entered, value, problem string
	}{
		{"pjs", "PJS", ""},
		{"PJS", "PJS", ""},
		{"pj", "pj", "A name has exactly 3 letters A–Z; this one has 2."},
		{"pjsk", "pjsk", "A name has exactly 3 letters A–Z; this one has 4."},
		{"p1s", "p1s", "Only letters A–Z: “1” is not allowed."},
		{"p s", "p s", "Only letters A–Z: no spaces."},
		{"", "", "Enter a name of 3 letters A–Z."},
		{"박지성", "박지성", "Only letters A–Z: “박” is not allowed."},
	}
	for _, tt := range tests {
		t.Run(tt.entered, func(t *testing.T) {
			c.setup.setName(0, tt.entered)
			if c.setup.entries[0].name != tt.value {
				t.Errorf("name shown = %q, want %q", c.setup.entries[0].name, tt.value)
			}
			if got := c.setup.entries[0].problem(English); got != tt.problem {
				t.Errorf("problem = %q, want %q", got, tt.problem)
			}
			if got := c.canStart(); got != (tt.problem == "") {
				t.Errorf("canStart() = %v with %q", got, tt.entered)
			}
			field := &nameField{Index: 0, Value: c.setup.entries[0].name, Problem: c.setup.entries[0].problem(English)}
			h := app.HTMLString(field)
			if tt.problem != "" && !strings.Contains(h, `role="alert"`) {
				t.Errorf("no alert next to the field:\n%s", h)
			}
			if tt.problem != "" && !strings.Contains(h, `aria-invalid`) {
				t.Errorf("field not marked invalid:\n%s", h)
			}
		})
	}
	c.setup.setName(0, "pjs")
	c.setup.addPlayer()
	if c.canStart() {
		t.Error("canStart() with an empty second player")
	}
	c.setup.setName(1, "kyj")
	if !c.canStart() {
		t.Error("canStart() = false with PJS and KYJ")
	}
	c.setup.removePlayer(0)
	if len(c.setup.entries) != 1 || c.setup.entries[0].name != "KYJ" {
		t.Errorf("after removing player 1: %q", c.setup.names())
	}
	c.setup.removePlayer(0)
	if len(c.setup.entries) != 1 {
		t.Errorf("the last player was removed: %q", c.setup.names())
	}
	if !c.start() || !c.playing {
		t.Fatal("start refused")
	}
}
