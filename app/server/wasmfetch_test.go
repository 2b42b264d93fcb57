//go:build !wasm

package server

import (
	"strings"
	"testing"
)

// The app.js served fetches app.wasm directly when a service worker controls the page, and
// through go-app's progress reader otherwise, the same URL either way.
func TestFetchCachedDirectly(t *testing.T) {
	for _, base := range []string{"/", "/bowling/"} {
		b, err := newBundle(Options{WebDir: fakeWeb(t), Base: base}, true)
		if err != nil {
			t.Fatal(err)
		}
		js := string(b.root["app.js"].Data)
		url := strings.TrimSuffix(base, "/") + "/web/app.wasm"
		want := `(navigator.serviceWorker && navigator.serviceWorker.controller ? fetch("` + url + `") : fetchWithProgress("` + url + `", showProgress))`
		if !strings.Contains(js, want) {
			t.Errorf("base %q: app.js has no %s", base, want)
		}
		if n := strings.Count(js, "fetchWithProgress(\""); n != 1 {
			t.Errorf("base %q: app.js calls fetchWithProgress %d times, want once", base, n)
		}
	}
	if _, err := fetchCachedDirectly([]byte(`fetch("/web/app.wasm")`)); err == nil {
		t.Error("an app.js without go-app's progress reader was not refused")
	}
}
