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

// TestLoadingProgress loads the app over a slow network (a lane's Wi-Fi) and reads go-app's
// loading label as it changes: it counts up from 0 through the percentages between to (nearly)
// 100, and the app goes live from the one request the preload made.
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
