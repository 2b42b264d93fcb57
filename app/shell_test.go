package app

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestRestoreCorrupt(t *testing.T) {
	for _, raw := range []string{"{not json", `{"v":1,"names":["PJS"],"rolls":[[7,7]]}`, `{"v":99}`, ""} {
		t.Run(raw, func(t *testing.T) {
			s := memoryStore{saveKey: raw}
			c := newScoreboard(nil)
			c.restore(s)
			if playingOf(c) || !c.autosave.restoreFailed {
				t.Fatalf("playing %v, restoreFailed %v", playingOf(c), c.autosave.restoreFailed)
			}
			if s[backupKey] != raw {
				t.Errorf("backup = %q, want %q", s[backupKey], raw)
			}
			if _, ok := s[saveKey]; ok {
				t.Error("the corrupt save is still under the save key")
			}
			html := app.HTMLString(c)
			if got := textContent(t, html, `role="alert"`); got != English.RestoreFailed {
				t.Errorf("alert = %q", got)
			}
			if !strings.Contains(html, `data-testid="new-game"`) {
				t.Error("no new game offered")
			}
			c.newGame()
			if c.autosave.restoreFailed {
				t.Error("new game keeps the alert")
			}
		})
	}
}

func TestEmbed(t *testing.T) {
	c := newScoreboard(nil)
	c.embed = true
	html := app.HTMLString(c)
	if !strings.Contains(html, `class="tenpin embed"`) {
		t.Errorf("embed root class missing:\n%s", html)
	}
	if strings.Contains(html, "<header") {
		t.Error("embed mode shows the page header")
	}
}

// TestTestEngine mounts the scoreboard in go-app's test engine, as the browser would before
// OnMount.
func TestTestEngine(t *testing.T) {
	e := app.NewTestEngine()
	c := newScoreboard(nil)
	if err := e.Load(c); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	if err := app.Match(app.Elem("div").Attr("class", "tenpin").Attr("lang", "en"), c.Render()); err != nil {
		t.Error(err)
	}
}

// BenchmarkRender measures rendering the root of a 30-player game (the rows are then diffed by go-app).
func BenchmarkRender(b *testing.B) {
	names := make([]string, 30)
	for i := range names {
		names[i] = "ABC"
	}
	c, _ := newBoard(&testing.T{}, names)
	var ui app.UI
	for b.Loop() {
		ui = c.Render()
	}
	_ = ui
}
