//go:build !wasm

package server

import (
	"strings"
	"testing"
)

func TestWorker(t *testing.T) {
	web := fakeWeb(t)
	for _, base := range []string{"/", "/bowling/"} {
		b, err := newBundle(Options{WebDir: web, Base: base, Version: "v7"}, true)
		if err != nil {
			t.Fatal(err)
		}
		js := string(b.root["app-worker.js"].Data)
		// tenpin's worker, not go-app's, filled in by go-app.
		for _, want := range []string{
			`const version = "v7";`,
			`const prefix = "tenpin:" + scope + ":";`,
			`"` + base + `web/app.wasm"`,
			`"` + base + `web/bowling.css"`,
			`"` + base + `web/icons/icon-maskable-512.png"`,
			`"` + base + `manifest.webmanifest"`,
			`const dataCache = "tenpin-data:" + scope;`, // a published league.json, kept across versions
		} {
			if !strings.Contains(js, want) {
				t.Errorf("base %s: app-worker.js lacks %s", base, want)
			}
		}
		if strings.Contains(js, "{{") {
			t.Errorf("base %s: app-worker.js has an unfilled template field", base)
		}
	}
}
