package app

import (
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/share"
	"tenpin/domain"
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

// TestReadAddressSaysWhatChanged checks what decides whether the start's and a navigation's
// update is skipped (OnMount, OnNav): reading the address again after it was read changes
// nothing the page shows, and each thing an address can change is reported.
func TestReadAddressSaysWhatChanged(t *testing.T) {
	sheet, err := domain.EncodeSheet(seriesRecords(t, 0, []int{5}, "Ann"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, address string
		changed       bool // on the first read; a second read of the same address never changes anything
	}{
		{"the lane's address", "http://127.0.0.1/", false},
		{"under a base path", "http://127.0.0.1/bowling/", false},
		{"embedded", "http://127.0.0.1/?embed=1", true},
		{"a screen", "http://127.0.0.1/#history", true},
		{"the setup screen's fragment", "http://127.0.0.1/#", false},
		{"a shared sheet", "http://127.0.0.1/#" + share.Fragment + sheet, true},
		{"a damaged sheet", "http://127.0.0.1/#" + share.Fragment + "x", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			u, err := url.Parse(tc.address)
			if err != nil {
				t.Fatal(err)
			}
			c := newScoreboard(nil)
			first := sortedAttrs(app.HTMLString(c))
			if got := c.readAddress(app.Context{}, u); got != tc.changed {
				t.Errorf("first read: changed = %v, want %v", got, tc.changed)
			}
			before := sortedAttrs(app.HTMLString(c))
			if shown := before != first; shown != tc.changed {
				t.Errorf("first read: the page changed %v, want %v", shown, tc.changed)
			}
			if c.readAddress(app.Context{}, u) {
				t.Error("second read of the same address: changed")
			}
			if after := sortedAttrs(app.HTMLString(c)); after != before {
				t.Errorf("the second read said nothing changed, but the page did:\n%s\n%s", before, after)
			}
		})
	}
}

var (
	startTag = regexp.MustCompile(`<([a-zA-Z][\w-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*>`)
	attr     = regexp.MustCompile(`[^\s=>]+(?:="[^"]*")?`)
)

// sortedAttrs puts each tag's attributes in order: go-app writes them in a map's order, which
// differs between two renders of the same page.
func sortedAttrs(html string) string {
	return startTag.ReplaceAllStringFunc(html, func(tag string) string {
		m := startTag.FindStringSubmatch(tag)
		attrs := attr.FindAllString(m[2], -1)
		slices.Sort(attrs)
		return "<" + m[1] + " " + strings.Join(attrs, " ") + ">"
	})
}
