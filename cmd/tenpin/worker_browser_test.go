//go:build browser

package main

import (
	"testing"
)

// workerHook records each registration of a service worker: when, and whether go-app's loader
// still covered the page.
const workerHook = `(() => {
  window.__registered = [];
  if (!navigator.serviceWorker) return;
  const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
  navigator.serviceWorker.register = (...args) => {
    window.__registered.push({ at: performance.now(), loader: !!document.getElementById("app-wasm-loader") });
    return register(...args);
  };
})()`

// TestWorkerRegisteredWhenLive: each app registers its service worker once, after its client
// is live (its install downloads and caches the whole bundle, which a first visit's start
// should not share the machine with), and the worker still installs in that first visit: the
// second is served by it.
func TestWorkerRegisteredWhenLive(t *testing.T) {
	base, _ := startServer(t)
	for _, app := range []struct{ name, url, scope string }{
		{"lane", base, "/"},
		{"office", base + "office/", "/office/"},
	} {
		t.Run(app.name, func(t *testing.T) {
			p := newTab(t)
			p.addScript(workerHook)
			p.open(app.url)
			p.waitLoad(`navigator.serviceWorker.getRegistration(location.href).then((r) => r && r.scope.endsWith("` + app.scope + `") && r.active && r.active.state === "activated")`)
			if got := evaluate[string](p, `JSON.stringify(window.__registered.map((r) => r.loader ? "under the loader" : "live"))`); got != `["live"]` {
				t.Errorf("registrations of the first visit: %s, want one once the client is live", got)
			}
			p.open(app.url)
			if !evaluate[bool](p, `navigator.serviceWorker.controller !== null`) {
				t.Error("the second visit was not served by the service worker")
			}
		})
	}
}
