package scan

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
)

func TestRenderClosed(t *testing.T) {
	html := app.HTMLString(new(Panel).Render(&i18n.English))
	for _, want := range []string{`data-testid="scan"`, `aria-expanded="false"`, ">Scan<"} {
		if !strings.Contains(html, want) {
			t.Errorf("Render() of a closed panel = %s, want %s in it", html, want)
		}
	}
	if strings.Contains(html, "scan-panel") || strings.Contains(html, "<input") {
		t.Errorf("Render() of a closed panel = %s, want only the button", html)
	}
}

// TestRenderOpen checks the open panel's parts (go-app writes aria-expanded="true" as a bare
// attribute in HTML text, in no set order among the others, so followed by a space or by the
// tag's end; the page's attribute is "true").
func TestRenderOpen(t *testing.T) {
	p := &Panel{open: true, camera: "live", status: live, problem: otherSite, host: "evil.example", apple: true}
	html := app.HTMLString(p.Render(&i18n.English))
	m := &i18n.English.Scan
	for _, want := range []string{
		`aria-controls="scan-panel"`, `data-camera="live"`, `id="scan-view"`, `class="scan-view on"`,
		`<label for="scan-image"`, `type="file"`, `data-testid="scan-image"`, `<label for="scan-paste"`, `data-testid="scan-paste"`,
		`role="status"`, `role="alert"`, m.Live, "evil.example", m.Stop, m.IPad,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("Render() of an open panel lacks %s", want)
		}
	}
	if !strings.Contains(html, "aria-expanded ") && !strings.Contains(html, "aria-expanded>") {
		t.Errorf("Render() of an open panel lacks aria-expanded: %s", html)
	}
}

// TestNoticesWorded checks that every notice says something in every language, and that a
// camera's failure says what to do instead.
func TestNoticesWorded(t *testing.T) {
	for _, lang := range i18n.Languages() {
		s := &i18n.Catalogue(lang).Scan
		for n := starting; n <= otherSite; n++ {
			text := n.in(s, "evil.example")
			if text == "" || n == otherSite && !strings.Contains(text, "evil.example") {
				t.Errorf("%s: notice %d in(...) = %q", lang, n, text)
			}
			if instead := strings.HasSuffix(text, s.Instead); instead != (n >= denied && n <= failed) {
				t.Errorf("%s: notice %d in(...) = %q, ends with Instead: %v", lang, n, text, instead)
			}
		}
	}
	for _, why := range failures {
		if n := failure(why); failures[n-noCode] != why {
			t.Errorf("failure(%q) = %d, which is %q", why, n, failures[n-noCode])
		}
	}
	if n := failure("mystery"); n != failed {
		t.Errorf(`failure("mystery") = %d, want failed`, n)
	}
}
