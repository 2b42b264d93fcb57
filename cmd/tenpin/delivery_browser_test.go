//go:build browser

package main

// The delivery's browser tests: offline after one visit, installability,
// headers as the browser sees them, the static build under a sub-path, embed
// in a frame, and an update that keeps the game in progress, driven through
// the page driver (driver_browser_test.go).

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

func TestOfflineAfterOneVisit(t *testing.T) {
	base, stop := startServer(t)
	p := newTab(t)
	p.viewport(1024, 768)
	p.open(base)
	p.waitWorker()
	p.noCSPViolations()

	stop()
	if res, err := http.Get(base); err == nil {
		res.Body.Close()
		t.Fatal("the server still answers after stop")
	}

	p.open(base)
	p.startGame("abc")
	p.tap(7)
	p.waitMarks(0, 1, "7")
	p.tap(3)
	p.waitMarks(0, 1, "7|/")
	p.noCSPViolations()
	p.screenshot("offline-game")

	// Other entry points of the app, still offline: the embed switch and a
	// path the server never rendered.
	p.open(base + "?embed=1")
	p.waitLoad(`document.querySelector('.tenpin.embed')`)
	p.waitMarks(0, 1, "7|/")
	p.screenshot("offline-embed")
}

func TestInstallable(t *testing.T) {
	base, _ := startServer(t)
	p := newTab(t)
	p.open(base)
	p.waitWorker()

	var errs []*page.InstallabilityError
	deadline := time.Now().Add(loadTimeout)
	for {
		res, err := chromedp.Call(p.ctx, page.GetInstallabilityErrors, cdp.Empty{})
		if err != nil {
			t.Fatal(err)
		}
		if errs = res.InstallabilityErrors; len(errs) == 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	for _, e := range errs {
		var args []string
		for _, a := range e.ErrorArguments {
			args = append(args, a.Name+"="+a.Value)
		}
		t.Errorf("installability error %s %v", e.ErrorID, args)
	}

	manifest, err := chromedp.Call(p.ctx, page.GetAppManifest, page.GetAppManifestParams{})
	if err != nil {
		t.Fatal(err)
	}
	if len(manifest.Errors) > 0 {
		for _, e := range manifest.Errors {
			t.Errorf("manifest error: %s", e.Message)
		}
	}
}

// securityHeaders checks the headers every response must carry.
func securityHeaders(h network.Headers) []string {
	get := func(name string) string {
		for k, v := range h {
			if strings.EqualFold(k, name) {
				return fmt.Sprint(v)
			}
		}
		return ""
	}
	var missing []string
	if csp := get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self' 'wasm-unsafe-eval'") || !strings.Contains(csp, "frame-ancestors") {
		missing = append(missing, "Content-Security-Policy")
	}
	if get("X-Content-Type-Options") != "nosniff" {
		missing = append(missing, "X-Content-Type-Options")
	}
	if get("Referrer-Policy") == "" {
		missing = append(missing, "Referrer-Policy")
	}
	return missing
}

func TestHeadersInTheBrowser(t *testing.T) {
	base, _ := startServer(t)
	p := newTab(t)
	var mu sync.Mutex
	seen := map[string][]string{} // URL -> missing headers
	if err := chromedp.Listen(p.ctx, func(ev any) {
		if ev, ok := ev.(*network.EventResponseReceived); ok && strings.HasPrefix(ev.Response.URL, base) {
			mu.Lock()
			defer mu.Unlock()
			key := fmt.Sprintf("%s (%d, worker=%v)", ev.Response.URL, ev.Response.Status, ev.Response.FromServiceWorker)
			seen[key] = securityHeaders(ev.Response.Headers)
		}
	}); err != nil {
		t.Fatal(err)
	}
	p.open(base)
	p.waitWorker()
	// A 404, then a load through the worker's cache.
	p.waitLoad(`fetch("nope.txt").then((r) => r.status === 404)`)
	p.open(base)
	p.noCSPViolations()

	mu.Lock()
	defer mu.Unlock()
	kinds := map[string]bool{}
	for key, missing := range seen {
		if len(missing) > 0 {
			t.Errorf("%s lacks %v", key, missing)
		}
		for _, k := range []string{"app.wasm", "app.js", "wasm_exec.js", "app.css", "bowling.css", "manifest.webmanifest", "icon", "nope.txt", "worker=true"} {
			if strings.Contains(key, k) {
				kinds[k] = true
			}
		}
	}
	if len(kinds) < 9 {
		t.Errorf("saw responses for %v only; want the page, wasm, scripts, styles, manifest, icons, a 404 and the worker's", kinds)
	}
	t.Logf("%d responses checked", len(seen))
}

// buildStatic writes a static build for base into a temporary directory.
func buildStatic(t *testing.T, base string) string {
	t.Helper()
	dir := t.TempDir()
	out, err := exec.Command(tenpinBin, "-static", dir, "-base", base, "-web", webDir).CombinedOutput()
	if err != nil {
		t.Fatalf("tenpin -static: %v\n%s", err, out)
	}
	return dir
}

func TestStaticBuildUnderSubPath(t *testing.T) {
	dir := buildStatic(t, "/bowling/")
	// A plain file server, as a club's web host would be.
	mux := http.NewServeMux()
	mux.Handle("/bowling/", http.StripPrefix("/bowling/", http.FileServer(http.Dir(dir))))
	srv := httptest.NewServer(mux)
	defer srv.Close()
	base := srv.URL + "/bowling/"

	p := newTab(t)
	p.viewport(1024, 768)
	p.open(base)
	p.startGame("pjs")
	for f := 1; f <= 12; f++ {
		p.tap(10)
	}
	p.waitMarks(0, 10, "X|X|X")
	p.waitLoad(`document.querySelector('[data-testid="game-over"]')`)
	p.waitLoad(`document.querySelector('[data-testid="total"][data-player="0"]').textContent.trim() === "300"`)
	p.noCSPViolations() // the build's <meta> CSP
	p.screenshot("static-bowling-300")

	// Offline under the sub-path too.
	p.waitWorker()
	srv.Close()
	p.open(base)
	p.waitLoad(`document.querySelector('[data-testid="game-over"]')`)
	p.open(base + "?embed=1")
	p.waitLoad(`document.querySelector('.tenpin.embed')`)
}

func TestEmbedInFrame(t *testing.T) {
	var allowed, refused string
	parent := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `<!doctype html><title>Club</title><h1>Our club</h1>
<iframe id="allowed" name="allowed" src="%s?embed=1" title="Scores" width="760" height="420"></iframe>
<iframe id="refused" name="refused" src="%s?embed=1" title="Refused" width="200" height="100"></iframe>`, allowed, refused)
	}))
	defer parent.Close()
	allowed, _ = startServer(t, "-frame-ancestors", parent.URL)
	refused, _ = startServer(t)

	p := newTab(t)
	p.viewport(1024, 640)
	p.navigate(parent.URL)
	// frames returns the child frames by name.
	frames := func() map[string]*cdp.Frame {
		res, err := chromedp.Call(p.ctx, page.GetFrameTree, cdp.Empty{})
		if err != nil {
			t.Fatal(err)
		}
		m := map[string]*cdp.Frame{}
		for _, c := range res.FrameTree.ChildFrames {
			m[c.Frame.Name] = c.Frame
		}
		return m
	}
	// The allowed frame mounts the app in embed mode.
	ok := false
	for deadline := time.Now().Add(loadTimeout); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		nodes, err := chromedp.Run(p.ctx, chromedp.Nodes(chromedp.CSS("iframe#allowed")))
		if err != nil || len(nodes) == 0 || nodes[0].ContentDocument == nil {
			continue
		}
		tctx, cancel := context.WithTimeout(p.ctx, time.Second)
		_, err = chromedp.Run(tctx, chromedp.Nodes(chromedp.CSS(".tenpin.embed[data-ready] [data-testid]"), chromedp.FromNode(nodes[0].ContentDocument), chromedp.AtLeast(1)))
		cancel()
		if err == nil {
			ok = true
			break
		}
	}
	if !ok {
		t.Errorf("the allowed frame did not mount the app in embed mode; frames: %v", frames())
	}
	p.screenshot("embed-in-frame")

	// The refused frame shows Chrome's error page instead of the app.
	p.waitLoad(`document.readyState === "complete"`)
	f := frames()
	if r := f["refused"]; r == nil || (r.UnreachableURL == "" && !strings.HasPrefix(r.URL, "chrome-error:")) {
		t.Errorf("the server without -frame-ancestors was framed by another origin: %+v", r)
	}
	if a := f["allowed"]; a == nil || !strings.HasPrefix(a.URL, allowed) || a.UnreachableURL != "" {
		t.Errorf("allowed frame: %+v, want %s?embed=1", a, allowed)
	}
}

func TestUpdateKeepsTheGame(t *testing.T) {
	base, stop := startServer(t)
	p := newTab(t)
	p.viewport(1024, 768)
	p.open(base)
	p.waitWorker()
	p.startGame("new")
	p.tap(9)
	p.waitMarks(0, 1, "9")

	// Deploy version B on the same address: the same bundle with a changed
	// stylesheet.
	stop()
	webB := filepath.Join(t.TempDir(), "web")
	if err := copyTree(webDir, webB, nil); err != nil {
		t.Fatal(err)
	}
	css := filepath.Join(webB, "bowling.css")
	data, err := os.ReadFile(css)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(css, append(data, "\n/* version B */\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	addr := strings.TrimSuffix(strings.TrimPrefix(base, "http://"), "/")
	waitPortFree(t, addr)
	startServer(t, "-addr", addr, "-web", webB)

	// The next start runs version A from the cache, finds B, and offers it.
	p.open(base)
	p.waitMarks(0, 1, "9")
	p.waitLoad(`document.querySelector('[data-testid="update-banner"] [data-testid="reload"]')`)
	p.waitMarks(0, 1, "9")
	p.screenshot("update-banner")

	p.click(`[data-testid="reload"]`)
	p.waitLoad(`fetch("web/bowling.css").then((r) => r.text()).then((s) => s.includes("version B"))`)
	p.waitLive()
	p.waitMarks(0, 1, "9")
	p.tap(1)
	p.waitMarks(0, 1, "9|/")
}

// waitPortFree waits until nothing listens on addr any more.
func waitPortFree(t *testing.T, addr string) {
	t.Helper()
	for deadline := time.Now().Add(loadTimeout); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		ln, err := net.Listen("tcp", addr)
		if err == nil {
			ln.Close()
			return
		}
	}
	t.Fatalf("%s is still in use", addr)
}
