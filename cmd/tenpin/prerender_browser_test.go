//go:build browser

package main

import (
	"testing"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// shownRoot reads the page's root as drawn: whether the prerendered one is still in the page,
// whether the root is drawn, whether go-app's loader covers it, and whether Add player is
// drawn.
const shownRoot = `(() => {
  const root = document.body.firstElementChild;
  const add = document.querySelector('[data-testid="add-player"]');
  return {
    prerendered: root.hasAttribute("data-prerendered"),
    drawn: getComputedStyle(root).display !== "none",
    loader: document.getElementById("app-wasm-loader") !== null,
    addDrawn: add !== null && add.getClientRects().length > 0,
  };
})()`

type rootShown struct {
	Prerendered, Drawn, Loader, AddDrawn bool
}

// TestPrerenderedUnderLoader checks the page the server prerenders (app/server/prerender.go):
// under go-app's loader it is not drawn, the client's own root takes its place once the app
// is live, and where no client starts (?wasm=false, as for a crawler) it is what the visitor
// reads, in both apps.
func TestPrerenderedUnderLoader(t *testing.T) {
	base, _ := startServer(t)
	for _, app := range []string{"", "office/"} {
		url := base + app

		// The client never comes: the loader stays, with go-app's error, over a page not drawn.
		p := newTab(t)
		if _, err := chromedp.Call(p.ctx, network.Enable, network.EnableParams{}); err != nil {
			t.Fatal(err)
		}
		if _, err := chromedp.Call(p.ctx, network.SetBlockedURLs, network.SetBlockedURLsParams{
			URLPatterns: []*network.BlockPattern{{URLPattern: "*://*:*/*.wasm", Block: true}},
		}); err != nil {
			t.Fatal(err)
		}
		p.navigate(url)
		p.waitLoad(`document.readyState === "complete" && !document.getElementById("app-wasm-loader-icon").classList.contains("goapp-spin")`)
		if got := evaluate[rootShown](p, shownRoot); !got.Prerendered || got.Drawn || !got.Loader {
			t.Errorf("%s without its client: %+v; want the prerendered root kept undrawn under the loader", url, got)
		}
		p.close()

		// The client mounts its own root in place of the prerendered one.
		p = newTab(t)
		p.open(url)
		if got := evaluate[rootShown](p, shownRoot); got.Prerendered || !got.Drawn || got.Loader || !got.AddDrawn {
			t.Errorf("%s live: %+v; want the client's root drawn, no loader", url, got)
		}
		p.noCSPViolations()
		p.close()

		// No client starts: app.js takes the loader away and the prerendered page is read.
		p = newTab(t)
		p.navigate(url + "?wasm=false")
		p.waitLoad(`document.readyState === "complete" && !document.getElementById("app-wasm-loader")`)
		if got := evaluate[rootShown](p, shownRoot); got.Prerendered || !got.Drawn || !got.AddDrawn {
			t.Errorf("%s?wasm=false: %+v; want the prerendered page drawn", url, got)
		}
		p.screenshot("prerendered-no-wasm-" + map[string]string{"": "lane", "office/": "office"}[app])
		p.close()
	}
}
