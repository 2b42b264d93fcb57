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

// app.js registers the service worker once its client is live, not as the page starts: the
// top-level call is gone and the one left follows the client's start.
func TestRegisterWorkerWhenLive(t *testing.T) {
	for _, base := range []string{"/", "/bowling/"} {
		b, err := newBundle(Options{WebDir: fakeWeb(t), Base: base}, true)
		if err != nil {
			t.Fatal(err)
		}
		js := string(b.root["app.js"].Data)
		if strings.Contains(js, goappRegisters) {
			t.Errorf("base %q: app.js still registers its worker as the page starts", base)
		}
		if n := strings.Count(js, "goappInitServiceWorker();"); n != 1 {
			t.Errorf("base %q: app.js calls goappInitServiceWorker %d times, want once", base, n)
		}
		_, after, ok := strings.Cut(js, "\ngoappInitWebAssembly().finally(() => {")
		if !ok || !strings.Contains(after[:strings.Index(after, "\n});")], "goappInitServiceWorker()") {
			t.Errorf("base %q: app.js does not register its worker once its client has started", base)
		}
	}
	for _, js := range []string{"go-app without them", goappRegisters + goappRegisters + goappStartsApp} {
		if _, err := registerWorkerWhenLive([]byte(js)); err == nil {
			t.Errorf("registerWorkerWhenLive: no error for an app.js of %q", js)
		}
	}
}
