//go:build browser

package main

// The two apps on one site (web.md, "Two apps on one site"; issue #40): the lane at the root,
// the office in office/, one origin and one storage, each installable and offline on its own,
// and every earlier address opening where it belongs.

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"tenpin/app/i18n"
)

// waitOfficeWorker waits until the office's own worker, whose scope is its folder, is active.
func (p *tab) waitOfficeWorker() {
	p.t.Helper()
	p.waitLoad(`navigator.serviceWorker.getRegistration(location.href).then((r) => r && r.scope.endsWith("/office/") && r.active && r.active.state === "activated")`)
}

// installable checks the page shown as Chromium's install prompt does, and returns its
// manifest's URL.
func (p *tab) installable() string {
	p.t.Helper()
	var errs []*page.InstallabilityError
	for deadline := time.Now().Add(loadTimeout); ; {
		res, err := chromedp.Call(p.ctx, page.GetInstallabilityErrors, cdp.Empty{})
		if err != nil {
			p.t.Fatal(err)
		}
		if errs = res.InstallabilityErrors; len(errs) == 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	for _, e := range errs {
		p.t.Errorf("%s: installability error %s", evaluate[string](p, `location.pathname`), e.ErrorID)
	}
	m, err := chromedp.Call(p.ctx, page.GetAppManifest, page.GetAppManifestParams{})
	if err != nil {
		p.t.Fatal(err)
	}
	for _, e := range m.Errors {
		p.t.Errorf("manifest error: %s", e.Message)
	}
	return m.URL
}

func TestTwoApps(t *testing.T) {
	base, stop := startServer(t)
	p := newTab(t)
	p.viewport(1024, 768)

	// The lane: its navigation leads into the office for the office's screens.
	p.open(base)
	p.waitWorker()
	for _, s := range []string{"league", "brackets", "tournament"} {
		p.waitLoad(`document.querySelector('.screens a.office-link[href="office/#` + s + `"]')`)
	}
	if m := p.installable(); !strings.HasSuffix(m, "/manifest.webmanifest") || strings.Contains(m, "/office/") {
		t.Errorf("the lane's manifest is %s", m)
	}
	p.startGame("pjs")
	for range 12 {
		p.tap(10)
	}
	p.waitLoad(`document.querySelector('[data-testid="game-over"]')`)
	p.screenshot("two-apps-lane")

	// Into the office by the link, as a tap does: the office's page and name, its own worker
	// and manifest, no "new version" for the lane's worker that served its first visit.
	p.show("league")
	if got := evaluate[string](p, `document.querySelector(".app-name").textContent`); got != i18n.English.OfficeName {
		t.Errorf("the office's header says %q, want %q", got, i18n.English.OfficeName)
	}
	p.waitOfficeWorker()
	if m := p.installable(); !strings.HasSuffix(m, "/office/manifest.webmanifest") {
		t.Errorf("the office's manifest is %s", m)
	}
	if evaluate[bool](p, `!!document.querySelector('[data-testid="update-banner"]')`) {
		t.Error("the office's first visit announces a new version")
	}
	p.noCSPViolations()
	p.screenshot("two-apps-office")

	// One storage: the game the lane kept is in the office's history.
	p.show("history")
	if lines := p.historyShown(); len(lines) != 1 || !strings.Contains(lines[0], "300") {
		t.Errorf("the office's history shows %q, want the lane's 300", lines)
	}

	// Earlier addresses continue where they belong: the lane hands the office's to it.
	for _, tt := range []struct{ addr, path, rest string }{
		{"#league", "/office/", "#league"},
		{"#brackets", "/office/", "#brackets"},
		{"?embed=1&league=league.json", "/office/", "?embed=1&league=league.json"},
		{"#history", "/", "#history"},
	} {
		p.open(base + tt.addr)
		if got := evaluate[string](p, `location.pathname + location.search + location.hash`); got != tt.path+tt.rest {
			t.Errorf("%s opened at %s, want %s", tt.addr, got, tt.path+tt.rest)
		}
	}

	// Both start offline after one visit each.
	stop()
	if res, err := http.Get(base); err == nil {
		res.Body.Close()
		t.Fatal("the server still answers after stop")
	}
	p.open(base + "office/#history")
	if lines := p.historyShown(); len(lines) != 1 {
		t.Errorf("the office offline shows %d games in history, want 1", len(lines))
	}
	p.open(base)
	p.waitLoad(`document.querySelector('[data-testid="game-over"]')`)
	p.open(base + "#league") // the office, offline, through the lane
	p.waitLoad(`location.pathname === "/office/" && document.getElementById("league-heading")`)
	p.noCSPViolations()
}
