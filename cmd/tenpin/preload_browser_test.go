//go:build browser

package main

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// The lane's page fetches and compiles its client from its first script (app/server's
// laneScript), and the office's page preloads its own (app/server/preload.go) for go-app's
// app.js: one request for each client, made by that script (a fetch) or by the <link>,
// whether the tenpin server serves the apps or a static host serves a build under a sub-path,
// and nothing the CSP refuses. The lane started from its service worker preloads its client
// as the office does (a link the first script adds).
func TestWasmPreloaded(t *testing.T) {
	tenpinStatic, _ := staticSite(t, webDir, helloWebDir)
	server, _ := startServer(t)
	for _, site := range []string{server, tenpinStatic} {
		for _, app := range []struct{ path, wasm, by string }{{"", "/web/app.wasm", "fetch"}, {"office/", "/web/office.wasm", "link"}} {
			url := site + app.path
			p := newTab(t)
			p.open(url)
			got := evaluate[[]string](p, fmt.Sprintf(`performance.getEntriesByType("resource")
				.filter((e) => new URL(e.name).pathname.endsWith(%q)).map((e) => e.initiatorType)`, app.wasm))
			if len(got) != 1 || got[0] != app.by {
				t.Errorf("%s: requests for %s made by %q, want one, by %q", url, app.wasm, got, app.by)
			}
			p.noCSPViolations()
			if app.path == "" {
				// The installed lane, from its service worker: the first script adds the
				// preload link, and app.js compiles from that response.
				p.waitWorker()
				p.open(url)
				got = evaluate[[]string](p, `performance.getEntriesByType("resource")
					.filter((e) => new URL(e.name).pathname.endsWith("/web/app.wasm")).map((e) => e.initiatorType)`)
				if len(got) != 1 || got[0] != "link" {
					t.Errorf("%s, from the service worker: requests for app.wasm made by %q, want one, by the preload link", url, got)
				}
				p.noCSPViolations()
			}
			p.close()
		}
	}
}

// TestLoadingProgress loads the app over a slow network (a lane's Wi-Fi) and reads go-app's
// loading label as it changes: it counts up from 0 through the percentages between to (nearly)
// 100, and the app goes live from the one request its page's first script made.
func TestLoadingProgress(t *testing.T) {
	server, _ := startServer(t)
	p := newTab(t)
	if _, err := chromedp.Call(p.ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	// About 1.5 MB/s: app.wasm's 1.7 MB of brotli take a second or so.
	if _, err := chromedp.Call(p.ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
		MatchedNetworkConditions: []*network.Conditions{{URLPattern: "", DownloadThroughput: 1.5e6, UploadThroughput: -1}},
	}); err != nil {
		t.Fatal(err)
	}
	p.addScript(`window.__labels = [];
new MutationObserver(() => {
  const l = document.getElementById("app-wasm-loader-label");
  if (l && window.__labels[window.__labels.length - 1] !== l.textContent) window.__labels.push(l.textContent);
}).observe(document, { childList: true, subtree: true, characterData: true });`)
	p.open(server)
	labels := evaluate[[]string](p, `window.__labels`)
	var got []int
	for _, l := range labels {
		var n int
		if _, err := fmt.Sscanf(strings.TrimPrefix(l, "Loading "), "%d%%", &n); err != nil {
			t.Fatalf("loading label %q in %q", l, labels)
		}
		got = append(got, n)
	}
	between := slices.ContainsFunc(got, func(n int) bool { return n > 0 && n < 100 })
	// The loader may go before the label shows the last chunk.
	if len(got) == 0 || got[0] != 0 || got[len(got)-1] < 90 || !slices.IsSorted(got) || !between {
		t.Errorf("loading label went %v, want 0 up to 90 or more with percentages between", got)
	}
	requests := evaluate[int](p, `performance.getEntriesByType("resource").filter((e) => new URL(e.name).pathname.endsWith("/web/app.wasm")).length`)
	if requests != 1 {
		t.Errorf("%d requests for app.wasm, want 1", requests)
	}
}
