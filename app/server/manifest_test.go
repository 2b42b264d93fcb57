//go:build !wasm

package server

import (
	"encoding/json"
	"strings"
	"testing"

	"tenpin/app/i18n"
)

func TestManifest(t *testing.T) {
	web := fakeWeb(t)
	type icon struct{ Src, Sizes, Type, Purpose string }
	for _, base := range []string{"/", "/bowling/"} {
		b, err := newBundle(Options{WebDir: web, Base: base}, true)
		if err != nil {
			t.Fatal(err)
		}
		var m struct {
			ID, Name, Lang, Scope, Display string
			ShortName                      string `json:"short_name"`
			StartURL                       string `json:"start_url"`
			ThemeColor                     string `json:"theme_color"`
			BackgroundColor                string `json:"background_color"`
			Icons                          []icon
		}
		if err := json.Unmarshal(b.root["manifest.webmanifest"].Data, &m); err != nil {
			t.Fatalf("base %s: manifest.webmanifest: %v", base, err)
		}
		if m.ID != base || m.Scope != base || m.StartURL != base {
			t.Errorf("base %s: id, scope, start_url = %q, %q, %q; want the base", base, m.ID, m.Scope, m.StartURL)
		}
		// The home screen's label is the name the app shows in its header and title.
		if m.ShortName != i18n.Catalogue("en").AppName || !strings.HasPrefix(m.Name, m.ShortName+" ") {
			t.Errorf("base %s: manifest names %q, %q; want the app's name, %q", base, m.ShortName, m.Name, i18n.Catalogue("en").AppName)
		}
		if m.Name != name || m.ShortName != shortName || m.Lang != "en" || m.Display != "standalone" ||
			m.ThemeColor != themeColor || m.BackgroundColor != backgroundColor {
			t.Errorf("base %s: manifest identity %+v, want tenpin's, standalone", base, m)
		}
		want := []icon{
			{base + "web/icons/icon-192.png", "192x192", "image/png", "any"},
			{base + "web/icons/icon-512.png", "512x512", "image/png", "any"},
			{base + "web/icons/icon-maskable-512.png", "512x512", "image/png", "maskable"},
			{base + "web/icons/icon.svg", "any", "image/svg+xml", "any"},
		}
		if len(m.Icons) != len(want) {
			t.Fatalf("base %s: icons %+v, want %+v", base, m.Icons, want)
		}
		for i := range want {
			if m.Icons[i] != want[i] {
				t.Errorf("base %s: icon %d = %+v, want %+v", base, i, m.Icons[i], want[i])
			}
		}
	}
}
