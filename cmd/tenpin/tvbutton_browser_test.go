//go:build browser

package main

// The TV button's ways to a second display, in Chromium with stubs of the APIs it uses
// (headless Chromium cannot cast, has one screen, and a window the page opens stopped
// answering the DevTools protocol once the app ran in it): the Presentation API with a
// receiving browser of its own, the Window Management API's placement, and the window opened
// inside the click, or the message when a pop-up blocker refuses it.

import (
	"fmt"
	"strings"
	"testing"

	"tenpin/app/i18n"
)

// presentationStub stands in for the Presentation API on the tablet: a display is
// available, start resolves to a connection that keeps what it was sent.
const presentationStub = `(() => {
  window.__tvSent = [];
  class Conn extends EventTarget {
    constructor() { super(); this.id = "stub"; this.state = "connected"; }
    send(m) { window.__tvSent.push(m); }
    close() {}
    terminate() {}
  }
  window.PresentationRequest = class extends EventTarget {
    constructor(urls) { super(); window.__tvURL = urls[0]; }
    getAvailability() { return Promise.resolve({ value: true }); }
    start() { const c = new Conn(); setTimeout(() => c.dispatchEvent(new Event("connect"))); return Promise.resolve(c); }
    reconnect() { return this.start(); }
  };
})();`

// receiverStub stands in for the receiving end on the TV: one connection, whose messages the
// test hands in (__tvDeliver), and which keeps what the TV sent back.
const receiverStub = `(() => {
  window.__tvBack = [];
  const c = new EventTarget();
  c.send = (m) => window.__tvBack.push(m);
  window.__tvDeliver = (m) => c.dispatchEvent(new MessageEvent("message", { data: m }));
  Object.defineProperty(navigator, "presentation", { value: { receiver: {
    connectionList: Promise.resolve(Object.assign(new EventTarget(), { connections: [c] })) } } });
})();`

// TestTVPresentation: with the Presentation API (a stub: headless Chromium cannot cast), the
// TV button casts #tv, and the tablet sends its stored game after every ball to the display,
// which here is a browser of its own (a storage of its own, like a cast display's) and shows
// each ball from those messages alone, and picks up again after a reload.
func TestTVPresentation(t *testing.T) {
	base, _ := startServer(t)
	a := newTab(t)
	a.addScript(presentationStub)
	a.viewport(1024, 768)
	a.open(base)
	g := a.startGame("pjs", "kyj")
	a.click(`[data-testid="tv"]`)
	a.wait(fmt.Sprintf(`(document.querySelector('.tv-said') || {}).textContent === %q`, i18n.English.TV.Cast))
	if got := evaluate[string](a, `window.__tvURL`); !strings.HasSuffix(got, "#tv") {
		t.Errorf("the presentation's URL is %q, want the app's #tv", got)
	}

	display := newTab(t) // another browser: nothing shared with the tablet but the messages
	display.addScript(receiverStub)
	display.viewport(1280, 720)
	display.open(base + "#tv")
	relayed := 0
	relay := func(when string) {
		t.Helper()
		sent := evaluate[[]string](a, `window.__tvSent`)
		for _, m := range sent[relayed:] {
			evaluate[bool](display, fmt.Sprintf(`window.__tvDeliver(%q), true`, m))
		}
		relayed = len(sent)
		display.waitShows(tvBoard(g), when)
	}
	display.wait(`window.__tvBack.includes("hello")`)
	relay("the display after the cast began")
	for i, pins := range []int{10, 7, 2, 9, 1, 3} {
		if err := g.Roll(pins); err != nil {
			t.Fatal(err)
		}
		a.tap(pins)
		a.waitBoard(g, fmt.Sprintf("ball %d", i+1))
		relay(fmt.Sprintf("the display after ball %d", i+1))
	}
	a.reload() // the tablet resumes the cast (reconnect) and goes on sending
	a.waitBoard(g, "the tablet after its reload")
	a.waitSettled()
	if err := g.Roll(4); err != nil {
		t.Fatal(err)
	}
	a.tap(4)
	a.waitBoard(g, "after the reload's ball")
	relayed = 0
	relay("the display after the tablet's reload")
	display.reload()
	display.waitShows(tvBoard(g), "the display after its own reload")
	display.screenshot("tv-1280-cast")
}

// TestTVWindow: without the Presentation and Window Management APIs, the TV button opens
// #tv in a window of its own inside the click, and says to drag it to the TV; where the
// browser refuses the window, it says how to open the view by hand. window.open is recorded
// and answered by a stub: a window opened by the page did not answer the DevTools protocol in
// headless Chromium once the app ran in it (TestTVSeries drives a window of the view).
func TestTVWindow(t *testing.T) {
	base, _ := startServer(t)
	a := newTab(t)
	a.addScript(`delete window.PresentationRequest; delete window.getScreenDetails;
	  window.__tvOpened = []; window.__tvOpen = {}; window.open = (...args) => (window.__tvOpened.push(args), window.__tvOpen);`)
	a.viewport(1024, 768)
	a.open(base)
	a.startGame("pjs")
	a.click(`[data-testid="tv"]`)
	a.wait(fmt.Sprintf(`(document.querySelector('.tv-said') || {}).textContent === %q`, i18n.English.TV.Opened))
	got := evaluate[[][]string](a, `window.__tvOpened`)
	if len(got) != 1 || len(got[0]) != 3 || !strings.HasSuffix(got[0][0], "#tv") || got[0][1] != "tenpin-tv" || !strings.Contains(got[0][2], "popup") {
		t.Errorf("the TV button opened %q, want one popup window named tenpin-tv at #tv", got)
	}
	evaluate[bool](a, `(window.__tvOpen = null, true)`) // a pop-up blocker's answer
	a.click(`[data-testid="tv"]`)
	a.wait(fmt.Sprintf(`(document.querySelector('.tv-said') || {}).textContent === %q`, i18n.English.TV.Blocked))
	a.screenshot("tv-button-blocked")
}

// screensStub stands in for the Window Management API with two screens, the second to the
// right of the first, and records the window opened.
const screensStub = `(() => {
  delete window.PresentationRequest;
  const one = { availLeft: 0, availTop: 0, availWidth: 1024, availHeight: 768 };
  const two = { availLeft: 1024, availTop: 0, availWidth: 1920, availHeight: 1080 };
  window.getScreenDetails = () => Promise.resolve({ screens: [one, two], currentScreen: one });
  window.__tvOpened = [];
  window.open = (...args) => (window.__tvOpened.push(args), {});
})();`

// TestTVPlaced: with the Window Management API (a stub of two screens), the TV button opens
// the view in a window that fills the other screen.
func TestTVPlaced(t *testing.T) {
	base, _ := startServer(t)
	a := newTab(t)
	a.addScript(screensStub)
	a.viewport(1024, 768)
	a.open(base)
	a.startGame("pjs")
	a.click(`[data-testid="tv"]`)
	a.wait(fmt.Sprintf(`(document.querySelector('.tv-said') || {}).textContent === %q`, i18n.English.TV.Placed))
	got := evaluate[[][]string](a, `window.__tvOpened`)
	if len(got) != 1 || len(got[0]) != 3 || !strings.HasSuffix(got[0][0], "#tv") || got[0][2] != "left=1024,top=0,width=1920,height=1080" {
		t.Errorf("the TV button opened %q, want a window at #tv filling the second screen", got)
	}
}
