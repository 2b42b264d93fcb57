//go:build browser

package main

import "testing"

// The page preloads app.wasm (app/server/preload.go) and go-app's app.js then gets that very
// response: one request for app.wasm, made by the <link>, whether the tenpin server serves
// the app or a static host serves a build under a sub-path, and nothing the CSP refuses.
func TestWasmPreloaded(t *testing.T) {
	tenpinStatic, _ := staticSite(t, webDir, helloWebDir)
	server, _ := startServer(t)
	for _, url := range []string{server, tenpinStatic} {
		p := newTab(t)
		p.open(url)
		got := evaluate[[]string](p, `performance.getEntriesByType("resource")
			.filter((e) => new URL(e.name).pathname.endsWith("/web/app.wasm")).map((e) => e.initiatorType)`)
		if len(got) != 1 || got[0] != "link" {
			t.Errorf("%s: requests for app.wasm made by %q, want one, by the preload link", url, got)
		}
		p.noCSPViolations()
		p.close()
	}
}
