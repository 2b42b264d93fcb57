//go:build browser

// The engines of the three-engine scenario (engines_browser_test.go): Chromium through
// chromedp, WebKitGTK through WebDriver classic (webkit_browser_test.go) and Firefox ESR
// through WebDriver BiDi (firefox_browser_test.go). An engine does only what every one of
// them can: load a page, evaluate JavaScript, click, type, choose a file, reload and take
// a screenshot. A page (etab) builds waiting and the app's hooks on top, the same for all,
// so that the scenario reads once and a failure names the engine.
//
// Values cross as JSON text: each engine evaluates `Promise.resolve(EXPR).then(JSON.stringify)`
// and hands back the string, so no engine's own serialization of values matters.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
)

// engine drives one browser window. Its methods return errors; etab turns them into test
// failures that name the engine.
type engine interface {
	// name is the engine's name in test names and messages: chromium, firefox, webkit.
	name() string
	// navigate loads url and returns once its load event has fired.
	navigate(url string) error
	// evalJSON evaluates a JavaScript expression, awaits it if it is a promise, and returns
	// its value as JSON (undefined as null).
	evalJSON(expr string) (string, error)
	// click clicks the first element selector matches, as a pointer would.
	click(selector string) error
	// typeText types text into the first element selector matches, key by key.
	typeText(selector, text string) error
	// setFile chooses the file at path in the file input selector matches.
	setFile(selector, path string) error
	// reload reloads the page and returns once its load event has fired.
	reload() error
	// screenshot returns a PNG of the viewport.
	screenshot() ([]byte, error)
	// newWindow opens another window of the same browser and profile (the same storage),
	// of the same size, driven as an engine of its own; it closes with the browser.
	newWindow(t testing.TB) (engine, error)
	// downloads returns the folder where the browser saves downloads, without asking.
	downloads(t testing.TB) (string, error)
}

// engineOptions are how an engine starts: its viewport, and whether in a private window
// (incognito in Chromium, private browsing in Firefox, an ephemeral session in WebKit).
type engineOptions struct {
	width, height int
	private       bool
}

// jsonOf wraps a JavaScript expression so that it evaluates to its value as JSON text.
func jsonOf(expr string) string {
	return "Promise.resolve(" + expr + ").then((v) => JSON.stringify(v === undefined ? null : v))"
}

// missingEngine skips the test loudly, or fails it when CI=true.
func missingEngine(t testing.TB, what string) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatalf("*** %s: this engine is required under CI=true ***", what)
	}
	t.Skipf("*** %s: this engine's browser tests SKIPPED ***", what)
}

// freePort returns a TCP port free on 127.0.0.1 at the time of the call.
func freePort(t testing.TB) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// waitPort waits until something listens on 127.0.0.1:port.
func waitPort(port int, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for {
		c, err := net.DialTimeout("tcp", fmt.Sprintf("127.0.0.1:%d", port), time.Second)
		if err == nil {
			c.Close()
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("nothing listens on 127.0.0.1:%d after %s: %w", port, timeout, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// chromium is the chromedp engine: a fresh headless Chromium of newBrowser.
type chromium struct {
	ctx           context.Context
	width, height int64
}

func newChromium(t testing.TB, o engineOptions) engine {
	t.Helper()
	var extra []chromedp.ExecAllocatorOption
	if o.private {
		extra = append(extra, chromedp.Flag("incognito", true))
	}
	c := &chromium{ctx: newBrowser(t, extra...), width: int64(o.width), height: int64(o.height)}
	if err := chromedp.Do(c.ctx, chromedp.EmulateViewport(int64(o.width), int64(o.height))); err != nil {
		t.Fatal(err)
	}
	return c
}

func (c *chromium) name() string { return "chromium" }

func (c *chromium) run(actions ...chromedp.Action[chromedp.Void]) error {
	ctx, cancel := context.WithTimeout(c.ctx, loadTimeout)
	defer cancel()
	return chromedp.Do(ctx, actions...)
}

func (c *chromium) navigate(url string) error { return c.run(chromedp.Navigate(url)) }
func (c *chromium) reload() error             { return c.run(chromedp.Reload()) }
func (c *chromium) click(sel string) error    { return clickSettled(c.ctx, sel, loadTimeout) }
func (c *chromium) typeText(sel, text string) error {
	return c.run(chromedp.SendKeys(chromedp.CSS(sel), text))
}
func (c *chromium) setFile(sel, path string) error {
	return c.run(chromedp.SetUploadFiles(chromedp.CSS(sel), []string{path}))
}

func (c *chromium) evalJSON(expr string) (string, error) {
	ctx, cancel := context.WithTimeout(c.ctx, loadTimeout)
	defer cancel()
	return chromedp.Run(ctx, chromedp.Evaluate[string](jsonOf(expr), chromedp.EvalAwaitPromise))
}

func (c *chromium) newWindow(t testing.TB) (engine, error) {
	ctx, cancel := chromedp.NewContext(c.ctx)
	t.Cleanup(cancel)
	// The first run opens the tab, on the context NewContext made.
	if err := chromedp.Do(ctx); err != nil {
		return nil, err
	}
	w := &chromium{ctx: ctx, width: c.width, height: c.height}
	return w, w.run(chromedp.EmulateViewport(c.width, c.height))
}

func (c *chromium) downloads(t testing.TB) (string, error) {
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(c.ctx, loadTimeout)
	defer cancel()
	_, err := chromedp.Call(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior: browser.SetDownloadBehaviorBehaviorAllowAndName, DownloadPath: dir})
	return dir, err
}

func (c *chromium) screenshot() ([]byte, error) {
	ctx, cancel := context.WithTimeout(c.ctx, loadTimeout)
	defer cancel()
	return chromedp.Run(ctx, chromedp.CaptureScreenshot())
}

// etab is a page of the app in one engine. Its methods fail the test at the first error,
// naming the engine.
type etab struct {
	t testing.TB
	e engine
}

func (p *etab) fatalf(format string, args ...any) {
	p.t.Helper()
	p.t.Fatalf("%s: %s", p.e.name(), fmt.Sprintf(format, args...))
}

// eval evaluates expr in p and decodes its value into a T.
func evalIn[T any](p *etab, expr string) T {
	p.t.Helper()
	var v T
	s, err := p.e.evalJSON(expr)
	if err == nil {
		err = json.Unmarshal([]byte(s), &v)
	}
	if err != nil {
		p.fatalf("evaluating %.200s: %v", expr, err)
	}
	return v
}

// waitFor polls a JavaScript condition every 50 ms until it is truthy, for up to timeout.
func (p *etab) waitFor(expr string, timeout time.Duration) {
	p.t.Helper()
	deadline := time.Now().Add(timeout)
	js := "Promise.resolve(" + expr + ").then((v) => !!v)"
	for {
		s, err := p.e.evalJSON(js)
		if err == nil && s == "true" {
			return
		}
		if time.Now().After(deadline) {
			if err == nil {
				err = errors.New("still false")
			}
			// What the app's databases have under way: the first clue when a change never
			// gets stored (TestLeagueWindowsEngines in Firefox, once in a while under load).
			work, _ := p.e.evalJSON(idbTraceDumpJS)
			said, _ := p.e.evalJSON(pageSaysJS)
			p.fatalf("waiting %s for %s: %v; database work: %s; the page: %s", timeout, expr, err, work, said)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// pageSaysJS is what the page says when a wait runs out: its alerts and status lines, the
// element with the focus, and whether the window has it.
const pageSaysJS = `JSON.stringify({said: [...document.querySelectorAll('[role="alert"], [role="status"]')].map((e) => e.textContent.trim()).filter((t) => t),
  focus: document.activeElement ? (document.activeElement.id || document.activeElement.tagName) + (document.activeElement.value !== undefined ? "=" + JSON.stringify(document.activeElement.value) : "") : null,
  windowFocused: document.hasFocus()})`

// waitStored waits, before the page is left, until the app's databases have no job left
// (storedJS); it goes on, saying so, when they keep one.
func (p *etab) waitStored() {
	p.t.Helper()
	deadline := time.Now().Add(updateTimeout)
	for {
		s, err := p.e.evalJSON(storedJS)
		if err == nil && s == "true" {
			return
		}
		if time.Now().After(deadline) {
			d, _ := p.e.evalJSON(idbTraceDumpJS)
			p.t.Logf("leaving the page with database work under way (%s, %v): %s", s, err, d)
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// wait polls a condition for up to updateTimeout: what the page shows after an input.
func (p *etab) wait(expr string) { p.t.Helper(); p.waitFor(expr, updateTimeout) }

// waitLive waits until the wasm app is live: go-app's loader gone and the root mounted. It
// then adds etab.hold's listeners, off, before the app adds its own to follow other windows
// (a second after its start).
func (p *etab) waitLive() {
	p.t.Helper()
	p.waitFor(`!document.getElementById("app-wasm-loader") && document.querySelector('.tenpin[data-ready]')`, loadTimeout)
	evalIn[bool](p, holdHookJS)
	evalIn[bool](p, idbTraceJS)
}

// open loads url and waits until the app is live.
func (p *etab) open(url string) {
	p.t.Helper()
	p.waitStored()
	if err := p.e.navigate(url); err != nil {
		p.fatalf("opening %s: %v", url, err)
	}
	p.waitLive()
}

// reload reloads and waits until the app is live.
func (p *etab) reload() {
	p.t.Helper()
	p.waitStored()
	if err := p.e.reload(); err != nil {
		p.fatalf("reloading: %v", err)
	}
	p.waitLive()
}

// click clicks the first element selector matches, once it is there and enabled.
func (p *etab) click(sel string) {
	p.t.Helper()
	p.wait(fmt.Sprintf(`(() => { const e = document.querySelector(%q); return e && !e.disabled; })()`, sel))
	if err := p.e.click(sel); err != nil {
		p.fatalf("clicking %s: %v", sel, err)
	}
}

// typeInto empties the field selector matches and types text into it.
func (p *etab) typeInto(sel, text string) {
	p.t.Helper()
	p.wait(fmt.Sprintf(`document.querySelector(%q)`, sel))
	evalIn[bool](p, fmt.Sprintf(`(() => { const e = document.querySelector(%q); e.focus(); if (e.value !== "") { e.value = ""; e.dispatchEvent(new Event("input", {bubbles: true})); } return true; })()`, sel))
	if err := p.e.typeText(sel, text); err != nil {
		p.fatalf("typing %q into %s: %v", text, sel, err)
	}
}

// setFile chooses a file holding data in the file input selector matches.
func (p *etab) setFile(sel, name string, data []byte) {
	p.t.Helper()
	path := filepath.Join(p.t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		p.t.Fatal(err)
	}
	if err := p.e.setFile(sel, path); err != nil {
		p.fatalf("choosing %s in %s: %v", path, sel, err)
	}
}

// shot writes a screenshot named after the engine to $TENPIN_SCREENSHOTS, when it is set.
func (p *etab) shot(name string) {
	p.t.Helper()
	dir := os.Getenv("TENPIN_SCREENSHOTS")
	if dir == "" {
		return
	}
	png, err := p.e.screenshot()
	if err != nil {
		p.t.Errorf("%s: screenshot %s: %v", p.e.name(), name, err)
		return
	}
	path := filepath.Join(dir, p.e.name()+"-"+name+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		p.t.Error(err)
	}
}

// quoteJS is s as a JavaScript string literal.
func quoteJS(s string) string {
	b, _ := json.Marshal(s)
	return strings.ReplaceAll(string(b), "\u2028", `\u2028`)
}
