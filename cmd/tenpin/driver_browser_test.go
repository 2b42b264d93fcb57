//go:build browser

// The page driver of every browser test and benchmark. A tab is one headless Chromium tab
// that drives the app through the hooks of web.md and fails the test (or benchmark) at the
// first error, so that a test reads as what a bowler does:
//
//	p, _ := openApp(t, 1024, 768)    // a server, a fresh browser, the app live
//	g := p.startGame("pjs", "kyj")   // type the names, Start; g is the domain's game
//	p.play(g, []int{10, 7, 3})       // tap each ball, the board checked against g each time
//	p.reload()                       // the app is live again, the game restored
//	p.screenshot("mid-game")
//
// Open: openApp, newTab, newWindow, addScript, viewport, open, navigate, reload, seed.
// Act: typeName, clearName, startGame, tap, click, key, do.
// Read and wait: board, waitBoard, waitShows, play, waitMarks, wait, waitLoad, waitSettled,
// evaluate, saved.
// Check: checkAxe, noCSPViolations, waitWorker, screenshot.
// The pin deck and corrections: useDeck, tapPin, deckBall, waitDeckGame, waitPadGame,
// openCorrection, waitClosed (a block of their own at the end).
// The night: setNumber, startSeries, nextGame, show, historyShown, storedIDs, seedHistory,
// downloads, waitDownload, otherTab, closeTab, beforeLoad, upload (a block of their own at
// the end).
//
// The harness (harness_browser_test.go) builds the apps, runs the servers and starts the
// browsers; games_browser_test.go has the domain's games to play.
package main

import (
	"context"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	tbrowser "tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/domain"
)

// The tests wait for the condition they need; these timeouts only turn a hang into a failure,
// never a check of speed (the benchmarks time things). They are far above what any step takes
// on a quiet machine, so that a loaded one (a shared CI machine, load average 12-17 on 2 cores
// was seen) only makes the tests slower: an import of 5,000 games took 15 s of updateTimeout's
// old value there.
const (
	updateTimeout = 90 * time.Second // an input until the DOM shows it; an import to its end
	loadTimeout   = 3 * time.Minute  // a page load until the app is live; the service worker
)

// tab drives one browser tab of the app. Its methods fail t on error.
type tab struct {
	t   testing.TB
	ctx context.Context
}

// newTab starts a fresh headless Chromium with a profile of its own (see newBrowser); it
// closes with the test, or earlier with close.
func newTab(t testing.TB) *tab {
	t.Helper()
	return &tab{t: t, ctx: newBrowser(t)}
}

// openApp starts a server and a browser with the given viewport, opens the app and waits for
// it to be live. It returns the tab and the server's URL.
func openApp(t testing.TB, width, height int64) (*tab, string) {
	t.Helper()
	base, _ := startServer(t)
	p := newTab(t)
	p.viewport(width, height)
	p.open(base)
	return p, base
}

// newWindow opens another window of the app's browser: a tab with the same profile, so the
// same storage and service worker, and the same page hooks. It closes with the browser.
func (p *tab) newWindow() *tab {
	p.t.Helper()
	ctx, cancel := chromedp.NewContext(p.ctx)
	p.t.Cleanup(cancel)
	// The first run opens the tab, on the context NewContext made: a run on a derived
	// context would close the tab when that context ends.
	if err := chromedp.Do(ctx); err != nil {
		p.t.Fatalf("opening a window: %v", err)
	}
	w := &tab{t: p.t, ctx: ctx}
	w.addScript(pageHooks)
	return w
}

// addScript runs src in every document this tab loads from now on, before the page's own
// scripts.
func (p *tab) addScript(src string) {
	p.t.Helper()
	if _, err := chromedp.Call(p.ctx, page.AddScriptToEvaluateOnNewDocument,
		page.AddScriptToEvaluateOnNewDocumentParams{Source: src}); err != nil {
		p.t.Fatalf("adding a script: %v", err)
	}
}

// close closes the browser now rather than with the test.
func (p *tab) close() { chromedp.Cancel(p.ctx) }

// do runs chromedp actions, failing the test on error or when they take longer than
// loadTimeout (a query waits for its element for ever).
func (p *tab) do(actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, loadTimeout)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		p.t.Fatal(err)
	}
}

// evaluate runs a JavaScript expression in p and returns its value (a promise's once it
// resolves), failing the test on error.
func evaluate[T any](p *tab, expr string) T {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, loadTimeout)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// wait polls a JavaScript condition until it holds, for up to updateTimeout: something the
// page shows after an input.
func (p *tab) wait(expr string) {
	p.t.Helper()
	if err := waitJS(p.ctx, expr, updateTimeout); err != nil {
		p.t.Fatal(err)
	}
}

// waitLoad polls a JavaScript condition until it holds, for up to loadTimeout: something
// that waits for a load, the service worker or an update.
func (p *tab) waitLoad(expr string) {
	p.t.Helper()
	if err := waitJS(p.ctx, expr, loadTimeout); err != nil {
		p.t.Fatal(err)
	}
}

// settledJS resolves once the page's start is over as the app counts it (browser.WhenSettled:
// a second after the start, then an idle moment): the app's own timer and idle callback were
// asked for first, so theirs have run, and the Go they call with them, when these run.
const settledJS = `new Promise((done) => setTimeout(() => (window.requestIdleCallback ||
	((f) => requestAnimationFrame(() => setTimeout(f))))(() => setTimeout(() => done(true))), 1000))`

// waitSettled waits until the app has wired what its start left for later (other windows'
// changes, with a catch-up read of them): a test that holds another window's news back must
// not have that catch-up come after it.
func (p *tab) waitSettled() {
	p.t.Helper()
	evaluate[bool](p, settledJS)
}

// viewport sets the size of the page in CSS pixels.
func (p *tab) viewport(width, height int64) {
	p.t.Helper()
	p.do(chromedp.EmulateViewport(width, height))
}

// navigate loads url without waiting for anything but the load event: for pages that are not
// the app (go-app's hello world, a page that frames the app).
func (p *tab) navigate(url string) {
	p.t.Helper()
	p.waitStored()
	p.do(chromedp.Navigate(url))
}

// open loads url and waits until the app is live.
func (p *tab) open(url string) {
	p.t.Helper()
	p.navigate(url)
	p.waitLive()
}

// reload reloads the page and waits until the app is live again.
func (p *tab) reload() {
	p.t.Helper()
	p.waitStored()
	p.do(chromedp.Reload())
	p.waitLive()
}

// storedJS holds once the app's databases have no job queued or under way
// (browser.Jobs): IndexedDB aborts a transaction still open when its page goes, and the
// screen shows a change before the browser has stored it.
const storedJS = `!(window.__tenpinStoring > 0)`

// waitStored waits, before the page is left, until what it asked its databases to do is
// done, as a person's reload comes later than a test's. A database that never answers is
// the app's bug, but the test then goes on and finds what it lost.
func (p *tab) waitStored() {
	p.t.Helper()
	if err := waitJS(p.ctx, storedJS, updateTimeout); err != nil {
		p.t.Logf("leaving the page with database work under way: %v", err)
	}
}

// waitLive waits until the wasm app is live: go-app's loader is gone (the page hooks note the
// moment) and the root has run OnMount (data-ready), so the saved game is restored and the
// keyboard is wired. The prerendered page alone does not count.
func (p *tab) waitLive() {
	p.t.Helper()
	p.waitLoad(`window.__tenpinReady > 0 && document.querySelector('.tenpin[data-ready]')`)
}

// seed stores g as the saved game and reloads, so that a test or a benchmark starts from a
// game in progress without typing 30 names.
func (p *tab) seed(g *domain.Game) {
	p.t.Helper()
	data, err := json.Marshal(g)
	if err != nil {
		p.t.Fatal(err)
	}
	evaluate[bool](p, fmt.Sprintf(`localStorage.setItem("tenpin.game", %q), true`, data))
	p.reload()
	p.waitLoad(`document.querySelector('.tenpin[data-ready] [data-testid="frame"]')`)
}

// click clicks the first element that selector matches, once it is there and the page
// around it has settled (clickSettled).
func (p *tab) click(selector string) {
	p.t.Helper()
	if err := clickSettled(p.ctx, selector, loadTimeout); err != nil {
		p.t.Fatalf("clicking %s: %v", selector, err)
	}
}

// key presses a key (a character, or a kb constant such as kb.Backspace).
func (p *tab) key(key string, opts ...chromedp.KeyOption) {
	p.t.Helper()
	p.do(chromedp.KeyEvent(key, opts...))
}

// tap taps the pad button for pins once it is enabled.
func (p *tab) tap(pins int) {
	p.t.Helper()
	sel := fmt.Sprintf(`button[data-pins="%d"]`, pins)
	p.wait(fmt.Sprintf(`!document.querySelector(%q).disabled`, sel))
	p.click(sel)
}

// typeName types a name into player i's field (0-based) and waits until the field shows it as
// the domain shows it (upper case).
func (p *tab) typeName(i int, name string) {
	p.t.Helper()
	sel := fmt.Sprintf(`#player-name-%d`, i)
	p.do(chromedp.SendKeys(chromedp.CSS(sel), name))
	shown := ""
	for _, r := range name { // a valid name turns upper case as soon as it is typed
		shown += string(r)
		if s, err := domain.ParseName(shown); err == nil {
			shown = s
		}
	}
	if err := waitJS(p.ctx, fmt.Sprintf(`document.querySelector(%q).value === %q`, sel, shown), updateTimeout); err != nil {
		got, _ := chromedp.Run(p.ctx, chromedp.Evaluate[string](fmt.Sprintf(`document.querySelector(%q).value`, sel)))
		p.t.Fatalf("typed %q into player %d's name: the field shows %q, want %q", name, i+1, got, shown)
	}
}

// clearName empties player i's name field with the keyboard: select all, then Backspace.
func (p *tab) clearName(i int) {
	p.t.Helper()
	sel := fmt.Sprintf(`#player-name-%d`, i)
	p.do(chromedp.Focus(chromedp.CSS(sel)),
		chromedp.KeyEvent("a", chromedp.KeyModifiers(chromedp.ModifierCtrl)),
		chromedp.KeyEvent(kb.Backspace))
	p.wait(fmt.Sprintf(`document.querySelector(%q).value === ""`, sel))
}

// startGame fills in a fresh setup screen for players through typing and clicks, starts the
// game, checks the empty board and returns the domain's game that the page should match.
// addedField is the condition that Add player has added player i's field (0-based) and moved
// the focus into it, which it does in a task after the field appears: keys typed into another
// field before then would follow the focus into the new one.
func addedField(i int) string {
	return fmt.Sprintf(`document.querySelectorAll('input[data-testid="player-name"]').length === %d && document.activeElement && document.activeElement.id === "player-name-%d"`, i+1, i)
}

func (p *tab) startGame(players ...string) *domain.Game {
	p.t.Helper()
	for i := 1; i < len(players); i++ {
		p.click(`[data-testid="add-player"]`)
		p.wait(addedField(i))
	}
	for i, n := range players {
		p.typeName(i, n)
	}
	p.wait(`!document.querySelector('[data-testid="start-game"]').disabled`)
	p.click(`[data-testid="start-game"]`)
	g, err := domain.NewGame(players...)
	if err != nil {
		p.t.Fatal(err)
	}
	p.waitBoard(g, "after Start")
	return g
}

// play throws balls through taps only, checking before every ball which pad buttons are
// disabled and after every ball the marks, running totals and current player against the
// domain, which throws the same balls into g.
func (p *tab) play(g *domain.Game, balls []int) {
	p.t.Helper()
	for i, pins := range balls {
		before := p.waitBoard(g, fmt.Sprintf("before ball %d", i+1))
		if slices.Contains(before.Disabled, pins) {
			p.t.Fatalf("ball %d: the button for %d is disabled", i+1, pins)
		}
		if err := g.Roll(pins); err != nil {
			p.t.Fatalf("ball %d: the domain refuses %d: %v", i+1, pins, err)
		}
		p.tap(pins)
		p.waitBoard(g, fmt.Sprintf("after ball %d (%d pins)", i+1, pins))
	}
}

// waitMarks waits until the frame cell of player (0-based) and frame (1..10) shows marks.
func (p *tab) waitMarks(player, frame int, marks string) {
	p.t.Helper()
	p.wait(fmt.Sprintf(`(document.querySelector('[data-testid="frame"][data-player="%d"][data-frame="%d"] [data-testid="marks"]') || {}).textContent === %q`, player, frame, marks))
}

// board is what the page shows, read in one round trip.
type board struct {
	Disabled []int       `json:"disabled"` // the pad counts whose button is disabled
	Frames   [][4]string `json:"frames"`   // player, frame, marks, cumulative for every cell
	Totals   []string    `json:"totals"`   // "player:total"
	Current  *string     `json:"current"`  // the current player, nil when absent
	Over     bool        `json:"over"`
	Alerts   []string    `json:"alerts"`
	Focused  bool        `json:"focused"` // the keyboard focus is on a control, not lost
}

const boardJS = `(() => {
  const all = (s) => [...document.querySelectorAll(s)];
  const cur = document.querySelector('[data-testid="current-player"]');
  return {
    disabled: all('button[data-pins]').filter((b) => b.disabled).map((b) => +b.dataset.pins),
    frames: all('[data-testid="frame"]').map((f) => [f.dataset.player, f.dataset.frame,
      f.querySelector('[data-testid="marks"]').textContent,
      f.querySelector('[data-testid="cumulative"]').textContent]),
    totals: all('[data-testid="total"]').map((t) => t.dataset.player + ":" + t.textContent),
    current: cur ? cur.textContent : null,
    over: !!document.querySelector('[data-testid="game-over"]'),
    alerts: all('[role="alert"]').map((a) => a.textContent),
    focused: !!document.activeElement && document.activeElement !== document.body && !document.activeElement.disabled,
  };
})()`

// board reads the board the page shows now.
func (p *tab) board() board {
	p.t.Helper()
	return evaluate[board](p, boardJS)
}

// waitBoard polls until the page shows the board the domain expects for g, and fails the
// test with the difference when it does not within updateTimeout.
func (p *tab) waitBoard(g *domain.Game, when string) board {
	p.t.Helper()
	return p.waitShows(expected(g), when)
}

// waitShows polls until the page shows the board w (see diff), and fails the test with the
// difference when it does not within updateTimeout.
func (p *tab) waitShows(w board, when string) board {
	p.t.Helper()
	deadline := time.Now().Add(updateTimeout)
	for {
		rctx, cancel := context.WithTimeout(p.ctx, updateTimeout)
		got, err := chromedp.Run(rctx, chromedp.Evaluate[board](boardJS))
		cancel()
		if err == nil && diff(got, w) == "" {
			return got
		}
		if time.Now().After(deadline) {
			if err != nil {
				p.t.Fatalf("%s: reading the board: %v", when, err)
			}
			p.t.Fatalf("%s:\n%s", when, diff(got, w))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// expected is the board the domain says the page should show for g: no alert, the focus kept.
func expected(g *domain.Game) board {
	b := board{Disabled: []int{}, Frames: [][4]string{}, Totals: []string{}, Alerts: []string{}, Over: g.Over(), Focused: true}
	for n := 0; n <= 10; n++ {
		if g.Over() || n > g.PinsStanding() {
			b.Disabled = append(b.Disabled, n)
		}
	}
	for p, c := range g.Cards() {
		for _, f := range c.Frames {
			cum := ""
			if f.Determined {
				cum = strconv.Itoa(f.Total)
			}
			b.Frames = append(b.Frames, [4]string{strconv.Itoa(p), strconv.Itoa(f.Number), f.Marks, cum})
		}
		b.Totals = append(b.Totals, fmt.Sprintf("%d:%d", p, c.Total))
	}
	if !g.Over() {
		name := g.Name(g.Current())
		b.Current = &name
	}
	return b
}

// diff describes how got differs from want, or "" when they agree. Alerts are compared by
// number, and by text where want gives one.
func diff(got, want board) string {
	var out []string
	if !reflect.DeepEqual(got.Disabled, want.Disabled) {
		out = append(out, fmt.Sprintf("disabled pad buttons %v, want %v", got.Disabled, want.Disabled))
	}
	if len(got.Frames) != len(want.Frames) {
		out = append(out, fmt.Sprintf("%d frame cells, want %d", len(got.Frames), len(want.Frames)))
	} else {
		for i := range got.Frames {
			if got.Frames[i] != want.Frames[i] {
				out = append(out, fmt.Sprintf("player %s frame %s: marks %q total %q, want %q %q", want.Frames[i][0], want.Frames[i][1],
					got.Frames[i][2], got.Frames[i][3], want.Frames[i][2], want.Frames[i][3]))
			}
		}
	}
	if !reflect.DeepEqual(got.Totals, want.Totals) {
		out = append(out, fmt.Sprintf("totals %v, want %v", got.Totals, want.Totals))
	}
	if quoted(got.Current) != quoted(want.Current) {
		out = append(out, fmt.Sprintf("current player %s, want %s", quoted(got.Current), quoted(want.Current)))
	}
	if got.Over != want.Over {
		out = append(out, fmt.Sprintf("game over %v, want %v", got.Over, want.Over))
	}
	if got.Focused != want.Focused {
		out = append(out, fmt.Sprintf("keyboard focus kept %v, want %v", got.Focused, want.Focused))
	}
	if len(got.Alerts) != len(want.Alerts) {
		out = append(out, fmt.Sprintf("alerts %q, want %q", got.Alerts, want.Alerts))
	} else {
		for i, a := range want.Alerts {
			if a != "" && got.Alerts[i] != a {
				out = append(out, fmt.Sprintf("alert %q, want %q", got.Alerts[i], a))
			}
		}
	}
	return strings.Join(out, "\n")
}

func quoted(s *string) string {
	if s == nil {
		return "(none)"
	}
	return strconv.Quote(*s)
}

// saved returns the game the page saved in local storage, as the domain's JSON: the value
// inside the shared envelope, or a bare save as it is.
func (p *tab) saved() string {
	p.t.Helper()
	return evaluate[string](p, `(() => {
	  const raw = localStorage.getItem("tenpin.game");
	  const v = raw === null ? null : JSON.parse(raw);
	  return v && "rev" in v ? JSON.stringify(v.value) : raw || "";
	})()`)
}

// waitWorker waits until the service worker has cached the bundle and is active.
func (p *tab) waitWorker() {
	p.t.Helper()
	p.waitLoad(`navigator.serviceWorker.getRegistration().then((r) => r && r.active && r.active.state === "activated")`)
}

// noCSPViolations fails the test if the page reported any (the page hooks record them).
func (p *tab) noCSPViolations() {
	p.t.Helper()
	if v := evaluate[[]string](p, `window.__tenpinCSP || []`); len(v) > 0 {
		p.t.Errorf("CSP violations: %q", v)
	}
}

// screenshot writes a PNG of the viewport to $TENPIN_SCREENSHOTS (default: a temporary
// directory of the test) as name.png, and logs its path.
func (p *tab) screenshot(name string) {
	p.t.Helper()
	dir := os.Getenv("TENPIN_SCREENSHOTS")
	if dir == "" {
		dir = p.t.TempDir()
	}
	buf, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		p.t.Errorf("screenshot %s: %v", name, err)
		return
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		p.t.Fatal(err)
	}
	path := filepath.Join(dir, name+".png")
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		p.t.Fatal(err)
	}
	p.t.Logf("screenshot: %s", path)
}

// axeViolation is one rule axe-core reports as violated.
type axeViolation struct {
	ID    string `json:"id"`
	Help  string `json:"help"`
	Nodes []struct {
		Target  []any  `json:"target"`
		Summary string `json:"failureSummary"`
	} `json:"nodes"`
}

// checkAxe runs axe-core (from the npm cache of make axe) on the page and fails the test for
// every violation; screen names the page in the messages. Without axe-core the test is
// skipped, loudly, or fails when CI=true.
func (p *tab) checkAxe(screen string) {
	p.t.Helper()
	if !evaluate[bool](p, `typeof axe !== "undefined"`) {
		src, err := os.ReadFile(filepath.Join(moduleDir, ".cache", "npm", "node_modules", "axe-core", "axe.min.js"))
		if err != nil {
			msg := fmt.Sprintf("*** axe-core not installed (%v): accessibility test SKIPPED; run make axe ***", err)
			if os.Getenv("CI") == "true" {
				p.t.Fatal(msg)
			}
			p.t.Skip(msg)
		}
		evaluate[chromedp.Void](p, string(src))
	}
	res := evaluate[struct {
		Violations []axeViolation `json:"violations"`
		Passes     int            `json:"passes"`
	}](p, `axe.run(document).then((r) => ({ violations: r.violations, passes: r.passes.length }))`)
	if res.Passes == 0 {
		p.t.Fatalf("%s: axe checked nothing", screen)
	}
	p.t.Logf("%s: axe-core: %d rules pass, %d violated", screen, res.Passes, len(res.Violations))
	for _, v := range res.Violations {
		for _, n := range v.Nodes {
			p.t.Errorf("%s: axe %s (%s) at %v: %s", screen, v.ID, v.Help, n.Target, n.Summary)
		}
	}
}

// The pin deck and the correction dialog: what the deck, the ball boxes and the
// dialog show, read in one round trip and compared with what the domain says; entering a
// ball on the deck; opening the dialog.
//
//	p.useDeck()                        // the entry-mode switch, on
//	p.deckBall(g, domain.Knocked(pins)) // tap the pins, check count and split, Enter
//	p.waitDeckGame(g, 0, "after ...")   // board, ball boxes and deck as the domain says
//	p.waitPadGame(g, "after ...")       // the same with the count pad
//	p.openCorrection(g, 0, 3, 1)        // click the box, the dialog open with the focus in it

// deckGame is what the page shows of a game played on the deck.
type deckGame struct {
	Board board      `json:"board"`
	Balls [][]string `json:"balls"` // player, frame, ball, text, data-split, data-foul of each box
	Deck  deckShown  `json:"deck"`
}

// deckShown is what the deck shows.
type deckShown struct {
	Shown    bool     `json:"shown"`    // its pins are on the page
	Unknown  bool     `json:"unknown"`  // it says the pins standing are not known (and offers the pad)
	Pressed  []int    `json:"pressed"`  // the pins with aria-pressed="true"
	Disabled []int    `json:"disabled"` // the pins disabled
	Labels   []string `json:"labels"`   // the pins' accessible names, pin 1 first
	Count    string   `json:"count"`
	Split    string   `json:"split"`
	Enabled  []string `json:"enabled"` // the deck's buttons that apply (not disabled, not aria-disabled), by data-testid
}

const deckGameJS = `(() => {
  const all = (s) => [...document.querySelectorAll(s)];
  const text = (s) => (document.querySelector(s) || {}).textContent || "";
  const pins = all('button[data-testid="pin"]').sort((a, b) => a.dataset.pin - b.dataset.pin);
  return {
    board: ` + boardJS + `,
    balls: all('[data-testid="ball"]').map((b) => {
      const f = b.closest('[data-testid="frame"]');
      return [f.dataset.player, f.dataset.frame, b.dataset.ball, b.textContent, b.dataset.split, b.dataset.foul];
    }),
    deck: {
      shown: pins.length === 10,
      unknown: !!document.querySelector('[data-testid="pins-unknown"]'),
      pressed: pins.filter((b) => b.getAttribute("aria-pressed") === "true").map((b) => +b.dataset.pin),
      disabled: pins.filter((b) => b.disabled).map((b) => +b.dataset.pin),
      labels: pins.map((b) => b.getAttribute("aria-label")),
      count: text('.deck [data-testid="deck-count"]'),
      split: text('.deck [data-testid="deck-split"]'),
      enabled: all('.deck-buttons button').filter((b) => !b.disabled && b.getAttribute("aria-disabled") !== "true").map((b) => b.dataset.testid),
    },
  };
})()`

// expectedDeckGame is what the domain says the page shows for g, with the deck as the entry
// mode (deck) and the pins marked for the next ball: the board (the pad only where the deck
// offers it), every ball's box, and the deck, in the words of catalogue m.
func expectedDeckGame(m *i18n.Messages, g *domain.Game, marked domain.Pins, deck bool) deckGame {
	t := g.Turn()
	w := deckGame{Board: expected(g), Balls: [][]string{}}
	d := &w.Deck
	d.Pressed, d.Disabled, d.Labels, d.Enabled = []int{}, []int{}, []string{}, []string{}
	if deck {
		d.Shown, d.Unknown = t.PinsKnown || t.Over, !t.PinsKnown && !t.Over
	}
	if d.Shown {
		w.Board.Disabled = []int{} // no pad
		for n := 1; n <= 10; n++ {
			switch {
			case t.Over:
				d.Disabled, d.Labels = append(d.Disabled, n), append(d.Labels, m.PinStanding.Say(n))
			case !t.Pins.Has(n):
				d.Disabled, d.Labels = append(d.Disabled, n), append(d.Labels, m.PinAlreadyDown.Say(n))
			case marked.Has(n):
				d.Pressed, d.Labels = append(d.Pressed, n), append(d.Labels, m.PinDown.Say(n))
			default:
				d.Labels = append(d.Labels, m.PinStanding.Say(n))
			}
		}
		d.Count = m.DeckHint
		if b, err := g.Preview(domain.Knocked(marked)); err == nil && marked != 0 {
			d.Count = m.DeckCount(marked.Count(), b.Mark) // a no-tap strike of 9 says 9 down
			if b.Split {
				d.Split = m.SplitLeave.Say(b.Left.String())
			}
			d.Enabled = append(d.Enabled, "roll-pins")
		}
		if !t.Over {
			for _, s := range []struct{ mark, id string }{{domain.MarkStrike, "strike"}, {domain.MarkSpare, "spare"}, {domain.MarkGutter, "gutter"}} {
				if _, err := g.PinsFor(s.mark); err == nil {
					d.Enabled = append(d.Enabled, s.id)
				}
			}
			d.Enabled = append(d.Enabled, "foul")
		}
	}
	for p, c := range g.Cards() {
		for _, f := range c.Frames {
			for _, b := range f.Deliveries {
				w.Balls = append(w.Balls, []string{strconv.Itoa(p), strconv.Itoa(f.Number), strconv.Itoa(b.Number),
					b.Mark, strconv.FormatBool(b.Split), strconv.FormatBool(b.Foul)})
			}
		}
	}
	return w
}

// diffDeckGame describes how got differs from want, or "" when they agree.
func diffDeckGame(got, want deckGame) string {
	out := []string{}
	if d := diff(got.Board, want.Board); d != "" {
		out = append(out, d)
	}
	if !reflect.DeepEqual(got.Balls, want.Balls) {
		out = append(out, fmt.Sprintf("ball boxes\n %v\nwant\n %v", got.Balls, want.Balls))
	}
	if !reflect.DeepEqual(got.Deck, want.Deck) {
		out = append(out, fmt.Sprintf("deck %+v\nwant %+v", got.Deck, want.Deck))
	}
	return strings.Join(out, "\n")
}

// waitDeckGame polls until the page shows what the domain says for g on the deck with the
// pins marked, and fails the test with the difference when it does not within updateTimeout.
func (p *tab) waitDeckGame(g *domain.Game, marked domain.Pins, when string) deckGame {
	p.t.Helper()
	return p.waitGame(expectedDeckGame(p.messages(), g, marked, true), when)
}

// waitPadGame is waitDeckGame with the count pad as the entry mode: the board and every
// ball's box as the domain says for g, and no deck.
func (p *tab) waitPadGame(g *domain.Game, when string) deckGame {
	p.t.Helper()
	return p.waitGame(expectedDeckGame(p.messages(), g, 0, false), when)
}

// messages is the catalogue of the language the page speaks (its <html lang>).
func (p *tab) messages() *i18n.Messages {
	p.t.Helper()
	return i18n.Catalogue(evaluate[string](p, `document.documentElement.lang`))
}

// waitGame polls until the page shows w.
func (p *tab) waitGame(w deckGame, when string) deckGame {
	p.t.Helper()
	deadline := time.Now().Add(updateTimeout)
	for {
		rctx, cancel := context.WithTimeout(p.ctx, updateTimeout)
		got, err := chromedp.Run(rctx, chromedp.Evaluate[deckGame](deckGameJS))
		cancel()
		if err == nil && diffDeckGame(got, w) == "" {
			return got
		}
		if time.Now().After(deadline) {
			if err != nil {
				p.t.Fatalf("%s: reading the page: %v", when, err)
			}
			p.t.Fatalf("%s:\n%s", when, diffDeckGame(got, w))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// useDeck turns the entry-mode switch on, and waits for it to say so.
func (p *tab) useDeck() {
	p.t.Helper()
	if !evaluate[bool](p, `document.querySelector('[data-testid="entry-mode"]').getAttribute("aria-checked") === "true"`) {
		p.click(`[data-testid="entry-mode"]`)
	}
	p.wait(`document.querySelector('[data-testid="entry-mode"]').getAttribute("aria-checked") === "true"`)
}

// tapPin taps pin n of the deck and waits until it shows pressed (or not, when it was).
func (p *tab) tapPin(n int) {
	p.t.Helper()
	sel := fmt.Sprintf(`button[data-testid="pin"][data-pin="%d"]`, n)
	was := evaluate[string](p, fmt.Sprintf(`document.querySelector(%q).getAttribute("aria-pressed")`, sel))
	p.click(sel)
	p.wait(fmt.Sprintf(`document.querySelector(%q).getAttribute("aria-pressed") !== %q`, sel, was))
}

// deckBall enters ball d on the deck for g's next bowler and throws it into g: a foul with
// the foul button; no pins with the gutter button; pins by tapping each, checking the deck
// (count, split, pins pressed) before Enter; a count on the pad the deck offers when the pins
// are not known. It checks the page against g before and after.
func (p *tab) deckBall(g *domain.Game, d domain.Delivery, when string) {
	p.t.Helper()
	p.waitDeckGame(g, 0, "before "+when)
	down, byPins := d.Down()
	switch {
	case d.Foul():
		p.click(`[data-testid="foul"]`)
	case byPins && down == 0:
		p.click(`[data-testid="gutter"]`)
	case byPins:
		var marked domain.Pins
		for n := 1; n <= 10; n++ {
			if down.Has(n) {
				p.tapPin(n)
				marked |= domain.PinsOf(n)
			}
		}
		p.waitDeckGame(g, marked, when+", pins marked")
		p.click(`[data-testid="roll-pins"]`)
	default:
		p.tap(d.Count())
	}
	if err := g.Throw(d); err != nil {
		p.t.Fatalf("%s: the domain refuses %v: %v", when, d, err)
	}
	p.waitDeckGame(g, 0, "after "+when)
}

// boxSelector selects the box of ball (1..3) of frame (1..10) of player (0-based).
func boxSelector(player, frame, ball int) string {
	return fmt.Sprintf(`[data-testid="frame"][data-player="%d"][data-frame="%d"] [data-testid="ball"][data-ball="%d"]`, player, frame, ball)
}

// dialogSelector selects the correction dialog.
const dialogSelector = `[role="dialog"][data-testid="correction"]`

// openCorrection clicks the box of a ball, waits for the dialog, open as a modal with the
// focus inside, and checks the counts it offers against the domain's choices.
func (p *tab) openCorrection(g *domain.Game, player, frame, ball int) {
	p.t.Helper()
	p.click(boxSelector(player, frame, ball))
	p.wait(`(() => { const d = document.querySelector('` + dialogSelector + `');
	  return d && d.open && d.matches(":modal") && d.contains(document.activeElement); })()`)
	choices, err := g.CorrectionChoices(player, frame, ball)
	if err != nil {
		p.t.Fatal(err)
	}
	want := []int{}
	for n, ok := range choices.Counts {
		if !ok {
			want = append(want, n)
		}
	}
	got := evaluate[[]int](p, `[...document.querySelectorAll('`+dialogSelector+` button[data-correct-pins]')].filter((b) => b.disabled).map((b) => +b.dataset.correctPins)`)
	if !reflect.DeepEqual(got, want) {
		p.t.Errorf("correcting player %d frame %d ball %d: counts disabled %v, want %v", player, frame, ball, got, want)
	}
	if foul := !evaluate[bool](p, `document.querySelector('[data-testid="correct-foul"]').disabled`); foul != choices.Foul {
		p.t.Errorf("correcting player %d frame %d ball %d: foul offered %v, want %v", player, frame, ball, foul, choices.Foul)
	}
}

// waitClosed waits until the dialog is gone and the focus is back on the box of the ball.
func (p *tab) waitClosed(player, frame, ball int) {
	p.t.Helper()
	p.wait(fmt.Sprintf(`!document.querySelector('%s') && document.activeElement === document.querySelector(%q)`, dialogSelector, boxSelector(player, frame, ball)))
}

// The night's helpers: series, the screens, history in IndexedDB, downloads.
//
//	g := p.startSeries(3, "pjs", "kyj")   // games in the series, then startGame
//	p.play(g, balls); g = p.nextGame(s, 2) // the next game of the series s (domain.Series)
//	p.show("history")                     // follow the navigation's link, wait for the screen
//	p.seedHistory(records)                // put records into IndexedDB as the app stores them
//	dir := p.downloads(); p.click(...); path := p.waitDownload(dir)

// setNumber empties the number field with the given id and types text into it.
func (p *tab) setNumber(id, text string) {
	p.t.Helper()
	p.retype(id, text)
	p.wait(fmt.Sprintf(`document.querySelector(%q).value === %q`, "#"+id, text))
}

// retype is setNumber without the wait for the field to hold text: for a field that may move
// while it is typed in, which the caller waits for as it should end.
func (p *tab) retype(id, text string) {
	p.t.Helper()
	p.do(chromedp.Focus(chromedp.CSS("#"+id)),
		chromedp.KeyEvent("a", chromedp.KeyModifiers(chromedp.ModifierCtrl)),
		chromedp.KeyEvent(kb.Backspace),
		chromedp.KeyEvent(text))
}

// startSeries sets the number of games of the series on setup, then starts the first game
// for players (startGame).
func (p *tab) startSeries(games int, players ...string) *domain.Game {
	p.t.Helper()
	p.setNumber("series-games", strconv.Itoa(games))
	return p.startGame(players...)
}

// nextGame taps "Next game" and returns the domain's game number n of s, which the page
// should now show.
func (p *tab) nextGame(s domain.Series, n int) *domain.Game {
	p.t.Helper()
	p.click(`[data-testid="next-game"]`)
	g, err := s.Start(n)
	if err != nil {
		p.t.Fatal(err)
	}
	p.waitBoard(g, fmt.Sprintf("after Next game (%d)", n))
	return g
}

// show follows the navigation's link to a screen ("" for the game, "series", "history",
// "stats") and waits until its heading has the focus; on the screen already (a reload keeps
// the URL's fragment), it waits for the heading.
func (p *tab) show(screen string) {
	p.t.Helper()
	if screen == "history" {
		// History lists its newest series first and redraws the list once the rest has
		// loaded: a click meant for the list waits for that, as a person's eye would.
		defer p.waitLoad(`!document.querySelector('[data-testid="history-loading"]')`)
	}
	if screen != "" && evaluate[string](p, `location.hash`) == "#"+screen {
		p.wait(fmt.Sprintf(`document.getElementById(%q)`, screen+"-heading"))
		return
	}
	if evaluate[bool](p, fmt.Sprintf(`!!document.querySelector('.screens a[href="office/#%s"]')`, screen)) {
		// The lane app has no office screen: its link leads into the office app, a new page.
		p.click(fmt.Sprintf(`.screens a[href="office/#%s"]`, screen))
		p.waitLoad(`location.pathname.endsWith("/office/") && window.__tenpinReady > 0 && document.querySelector('.tenpin[data-ready]')`)
		p.wait(fmt.Sprintf(`document.getElementById(%q)`, screen+"-heading"))
		return
	}
	p.click(fmt.Sprintf(`.screens a[href="#%s"]`, screen))
	if screen == "" {
		p.wait(`location.hash === ""`)
		return
	}
	p.wait(fmt.Sprintf(`document.activeElement && document.activeElement.id === %q`, screen+"-heading"))
}

// historyShown waits for the history list, all of it loaded, and returns each game's line as
// shown, newest series first.
func (p *tab) historyShown() []string {
	p.t.Helper()
	p.waitLoad(`document.querySelector('[data-testid="history-list"], [data-testid="history-empty"]') && !document.querySelector('[data-testid="history-loading"]')`)
	return evaluate[[]string](p, `[...document.querySelectorAll('[data-testid="history-list"] .game-link')].map((b) => b.textContent)`)
}

// storedIDs returns the IDs of the games in IndexedDB, sorted.
func (p *tab) storedIDs() []string {
	p.t.Helper()
	return evaluate[[]string](p, `new Promise((ok, fail) => {
  const r = `+openHistoryJS+`;
  r.onerror = () => fail(r.error);
  r.onsuccess = () => {
    const q = r.result.transaction("games").objectStore("games").getAllKeys();
    q.onsuccess = () => { r.result.close(); ok(q.result.sort()); };
    q.onerror = () => fail(q.error);
  };
})`)
}

// openHistoryJS opens history's database as the app does (a request), creating what it
// lacks: the store of games, the store of their order keys, indexed, and the pack's store.
const openHistoryJS = `((r) => {
  r.onupgradeneeded = () => {
    const db = r.result;
    if (!db.objectStoreNames.contains("games")) db.createObjectStore("games");
    if (!db.objectStoreNames.contains("order")) db.createObjectStore("order").createIndex("order", "k");
    if (!db.objectStoreNames.contains("pack")) db.createObjectStore("pack");
  };
  return r;
})(indexedDB.open("tenpin", 3))`

// seedHistory stores records in IndexedDB as the app does (their stored form framed by its
// length, under their ID, and their order key turned about), then reloads, so that a test or benchmark
// starts with a history.
func (p *tab) seedHistory(records []domain.Record) {
	p.t.Helper()
	if n := evaluate[int](p, seedScript(p.t, records, true)); n != len(records) {
		p.t.Fatalf("seeded %d records, want %d", n, len(records))
	}
	p.reload()
}

// seedScript is a script that stores records in IndexedDB as the app does and resolves to
// how many it stored; without ordered, as the app's version 1 did: the games alone, in a
// database of version 1.
func seedScript(t testing.TB, records []domain.Record, ordered bool) string {
	t.Helper()
	var js strings.Builder
	js.WriteString(`new Promise((ok, fail) => {
  const bytes = (s) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
  const rows = [`)
	for i, r := range records {
		data, err := r.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		data = append(binary.AppendUvarint(nil, uint64(len(data))), data...)
		if i > 0 {
			js.WriteByte(',')
		}
		fmt.Fprintf(&js, "[%q,%q,%q]", r.ID(), base64.StdEncoding.EncodeToString(data), tbrowser.NewestFirst(r.OrderKey()))
	}
	open, stores := openHistoryJS, `["games", "order", "pack"]`
	if !ordered {
		open, stores = `((r) => { r.onupgradeneeded = () => r.result.createObjectStore("games"); return r; })(indexedDB.open("tenpin", 1))`, `["games"]`
	}
	fmt.Fprintf(&js, `];
  const r = %s;
  r.onerror = () => fail(r.error);
  r.onsuccess = () => {
    const tx = r.result.transaction(%s, "readwrite");
    const s = tx.objectStore("games");
    const o = tx.objectStoreNames.contains("order") ? tx.objectStore("order") : null;
    if (tx.objectStoreNames.contains("pack")) {
      // As the app's writes do: the joined copy of history is no longer current.
      tx.objectStore("pack").delete("all");
      tx.objectStore("pack").put("seeded-" + Math.random(), "rev");
    }
    for (const [id, b, k] of rows) {
      s.put(bytes(b), id);
      if (o) o.put({ k }, id);
    }
    tx.oncomplete = () => { r.result.close(); ok(rows.length); };
    tx.onerror = () => fail(tx.error);
    tx.onabort = () => fail(tx.error || new Error("seeding history: the transaction aborted"));
  };
})`, open, stores)
	return js.String()
}

// downloads lets the browser save downloads into a new directory, which it returns.
func (p *tab) downloads() string {
	p.t.Helper()
	dir := p.t.TempDir()
	if _, err := chromedp.Call(p.ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior: browser.SetDownloadBehaviorBehaviorAllowAndName, DownloadPath: dir}); err != nil {
		p.t.Fatal(err)
	}
	return dir
}

// waitDownload waits until a download into dir (see downloads) is complete and returns the
// path of the file.
func (p *tab) waitDownload(dir string) string {
	p.t.Helper()
	deadline := time.Now().Add(updateTimeout)
	for time.Now().Before(deadline) {
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if !strings.HasSuffix(e.Name(), ".crdownload") {
				if info, err := e.Info(); err == nil && info.Size() > 0 {
					return filepath.Join(dir, e.Name())
				}
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	p.t.Fatalf("no download in %s within %s", dir, updateTimeout)
	return ""
}

// otherTab opens another tab of the same browser (the same profile, so the same IndexedDB and
// local storage), with the page hooks, and returns it; the caller may then close p.
func (p *tab) otherTab() *tab {
	p.t.Helper()
	ctx, _ := chromedp.NewContext(p.ctx)
	if err := chromedp.Do(ctx); err != nil {
		p.t.Fatalf("opening a tab: %v", err)
	}
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument,
		page.AddScriptToEvaluateOnNewDocumentParams{Source: pageHooks}); err != nil {
		p.t.Fatalf("adding page hooks: %v", err)
	}
	return &tab{t: p.t, ctx: ctx}
}

// closeTab closes p's tab as a bowler would; the browser and its other tabs stay.
func (p *tab) closeTab() {
	p.t.Helper()
	if _, err := chromedp.Call(p.ctx, page.Close, cdp.Empty{}); err != nil {
		p.t.Fatalf("closing the tab: %v", err)
	}
}

// beforeLoad runs a script in every page p loads from now on, before the page's own scripts
// (to take IndexedDB away, or stand in for navigator.share).
func (p *tab) beforeLoad(script string) {
	p.t.Helper()
	if _, err := chromedp.Call(p.ctx, page.AddScriptToEvaluateOnNewDocument,
		page.AddScriptToEvaluateOnNewDocumentParams{Source: script}); err != nil {
		p.t.Fatal(err)
	}
}

// upload chooses file in the file input that selector matches.
func (p *tab) upload(selector, file string) {
	p.t.Helper()
	p.do(chromedp.SetUploadFiles(chromedp.CSS(selector), []string{file}))
}
