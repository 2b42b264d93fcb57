//go:build !wasm

package server

import (
	"slices"
	"strings"
	"testing"

	"tenpin/app/i18n"
)

func TestAcceptedLanguages(t *testing.T) {
	tests := []struct {
		header string
		want   []string
	}{
		{"", []string{}},
		{"es-MX,es;q=0.9,en;q=0.8", []string{"es-MX", "es", "en"}},
		{"en;q=0.5, ko-KR", []string{"ko-KR", "en"}},
		{"fr, es;q=0, *;q=0.1", []string{"fr"}},
		{"de;q=x, ko", []string{"ko"}},
	}
	for _, tt := range tests {
		if got := acceptedLanguages([]string{tt.header}); !slices.Equal(got, tt.want) {
			t.Errorf("acceptedLanguages(%q) = %q, want %q", tt.header, got, tt.want)
		}
	}
}

// TestPageLanguage checks that the prerendered page speaks the language Accept-Language
// prefers among the app's, English otherwise: its <html lang>, title, description, loading
// label and the setup screen's words, with Vary: Accept-Language and an ETag per language.
func TestPageLanguage(t *testing.T) {
	base := startServer(t, Options{WebDir: fakeWeb(t)})
	tests := []struct{ accept, want string }{
		{"", "en"},
		{"es-ES,es;q=0.9", "es"},
		{"fr-FR, es;q=0.8, en;q=0.7", "es"},
		{"en-GB,en;q=0.9,ko;q=0.8", "en"},
		{"de, fr;q=0.9", "en"},
		{"ko-KR,ko;q=0.9,en-US;q=0.8", "ko"},
	}
	etags := map[string]string{}
	for _, tt := range tests {
		var header []string
		if tt.accept != "" {
			header = append(header, "Accept-Language: "+tt.accept)
		}
		status, hdr, body := rawGet(t, base, "/", header...)
		want := tt.want
		if _, ok := slicesIndex(i18n.Languages(), want); !ok {
			want = "en" // a build without that catalogue (yet)
		}
		m := i18n.Catalogue(want)
		if status != 200 {
			t.Fatalf("Accept-Language %q: status %d", tt.accept, status)
		}
		if !strings.Contains(hdr.Get("Vary"), "Accept-Language") {
			t.Errorf("Accept-Language %q: Vary = %q, want Accept-Language", tt.accept, hdr.Get("Vary"))
		}
		if !strings.Contains(body, `<html lang="`+want+`"`) {
			t.Errorf("Accept-Language %q: the page is not <html lang=%q>", tt.accept, want)
		}
		for _, s := range []string{m.Tagline, m.SetupHeading, m.StartGame, strings.ReplaceAll(m.LoadingLabel, "{progress}", "0")} {
			if !strings.Contains(body, htmlEscape(s)) {
				t.Errorf("Accept-Language %q: the page lacks %q", tt.accept, s)
			}
		}
		if e, ok := etags[want]; ok && e != hdr.Get("ETag") {
			t.Errorf("Accept-Language %q: ETag %q, want %q as for the same language", tt.accept, hdr.Get("ETag"), e)
		}
		etags[want] = hdr.Get("ETag")
	}
	seen := map[string]string{}
	for lang, e := range etags {
		if other, ok := seen[e]; ok {
			t.Errorf("the pages in %s and %s share the ETag %s", lang, other, e)
		}
		seen[e] = lang
	}
}

// TestAppJSLoadingLabel checks that app.js carries every language's loading label.
func TestAppJSLoadingLabel(t *testing.T) {
	base := startServer(t, Options{WebDir: fakeWeb(t)})
	_, _, js := rawGet(t, base, "/app.js")
	if strings.Contains(js, loadingLabelLine) {
		t.Errorf("app.js still has go-app's one loading label %q", loadingLabelLine)
	}
	for _, tag := range i18n.Languages() {
		if l := i18n.Catalogue(tag).LoadingLabel; !strings.Contains(js, l) {
			t.Errorf("app.js lacks the %s loading label %q", tag, l)
		}
	}
}

func slicesIndex(s []string, v string) (int, bool) {
	i := slices.Index(s, v)
	return i, i >= 0
}

// htmlEscape escapes text as go-app writes it in the page.
func htmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;").Replace(s)
}

// TestPrerenderedChoices checks the setup's radio buttons and checkbox in the prerendered
// page, which is what a crawler, a link preview and a screen reader get before the app is
// live: in HTML any checked attribute means checked, "false" included, so only the default
// order may carry one.
func TestPrerenderedChoices(t *testing.T) {
	base := startServer(t, Options{WebDir: fakeWeb(t)})
	_, _, body := rawGet(t, base, "/")
	tests := []struct {
		id      string
		checked bool
	}{
		{"order-keep", true},
		{"order-rotate", false},
		{"handicap-on", false},
	}
	for _, tt := range tests {
		i := strings.Index(body, `id="`+tt.id+`"`)
		if i < 0 {
			t.Fatalf("the page has no #%s", tt.id)
		}
		start, end := strings.LastIndex(body[:i], "<"), i+strings.Index(body[i:], ">")
		tag := body[start : end+1]
		if got := strings.Contains(tag, " checked"); got != tt.checked {
			t.Errorf("#%s checked = %t in %s, want %t", tt.id, got, tag, tt.checked)
		}
	}
}
