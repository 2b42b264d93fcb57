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

// The lane's page compiles its client from its first script, and its app.js instantiates that
// module; the office's page has no such script, and its app.js (the same edit) fetches and
// compiles as go-app does. A site without the office still compiles early, without the
// continuation.
func TestInstantiateEarly(t *testing.T) {
	for _, base := range []string{"/", "/bowling/"} {
		lane, err := newBundle(Options{WebDir: fakeWeb(t), Base: base}, true)
		if err != nil {
			t.Fatal(err)
		}
		url := strings.TrimSuffix(base, "/") + "/web/app.wasm"
		if !strings.Contains(lane.continueScript, `var u="`+url+`"`) || !strings.Contains(lane.continueScript, "window.goappWasm=WebAssembly.compileStreaming") {
			t.Errorf("base %q: the lane's first script does not compile %s: %s", base, url, lane.continueScript)
		}
		for name, b := range map[string]*bundle{"lane": lane, "office": lane.office} {
			js := string(b.root["app.js"].Data)
			for _, want := range []string{"window.goappProgress = showProgress;", "await WebAssembly.instantiate(await window.goappWasm, go.importObject)", ": await instantiateStreaming("} {
				if !strings.Contains(js, want) {
					t.Errorf("base %q: the %s's app.js has no %s", base, name, want)
				}
			}
		}
		if lane.office.continueScript != "" {
			t.Errorf("base %q: the office's page has a first script of its own", base)
		}
	}
	script, _ := laneScript("", "/web/app.wasm", 100)
	if strings.Contains(script, "location.replace") || !strings.Contains(script, `var u="/web/app.wasm"`) {
		t.Errorf("without the office, the lane's first script is %s", script)
	}
	if _, err := instantiateEarly([]byte(`fetch("/web/app.wasm")`)); err == nil {
		t.Error("an app.js without go-app's instantiation was not refused")
	}
}
