//go:build browser

// Tap to DOM: how long a bowler waits between a tap on the pin pad and its answer on the
// screen. The recorder below is the method; measureWarmTaps uses it for BenchmarkStartAndTap
// (floor_browser_test.go): tenpin with 6 and 30 players next to go-app's hello-world counter,
// tapped in turn in the same run, as the outside harness does.
package main

import (
	"fmt"
	"testing"

	"tenpin/domain"
)

// afterPaintJS defines afterPaint(f), which calls f with the time at which the browser has
// done the rendering work of the next frame: requestAnimationFrame runs at the start of the
// frame, before style, layout and paint, and a message posted from there is delivered only
// once that work is done. Every tap and start figure ends there.
const afterPaintJS = `const afterPaint = (f) => requestAnimationFrame(() => {
  const ch = new MessageChannel();
  ch.port1.onmessage = () => f(performance.now());
  ch.port2.postMessage(0);
});`

// tapRecorder is installed in the page: it notes when each click reaches the document (the
// event's timestamp, before go-app's handler runs), and __watch(selector) resolves, once the
// element's text changes, with the time from that click to the change in the DOM and to the
// end of the frame that paints it (afterPaint).
const tapRecorder = `(() => {
  ` + afterPaintJS + `
  window.__tapT0 = 0;
  window.addEventListener("click", (e) => { window.__tapT0 = e.timeStamp; }, true);
  window.__watch = (sel) => {
    const el = document.querySelector(sel);
    const before = el.textContent;
    window.__tapDone = new Promise((resolve) => {
      const obs = new MutationObserver(() => {
        if (el.textContent === before) return;
        obs.disconnect();
        const dom = performance.now() - window.__tapT0;
        afterPaint((now) => resolve({ dom, paint: now - window.__tapT0 }));
      });
      obs.observe(el, { childList: true, characterData: true, subtree: true });
    });
    return true;
  };
  // __first(sel) is the outside harness's measure: it resolves at the first DOM mutation of
  // any kind inside the elements sel selects (the current player's frame cell and total).
  window.__first = (sel) => {
    window.__tapDone = new Promise((resolve) => {
      const obs = new MutationObserver(() => {
        obs.disconnect();
        const dom = performance.now() - window.__tapT0;
        afterPaint((now) => resolve({ dom, paint: now - window.__tapT0 }));
      });
      for (const el of document.querySelectorAll(sel)) {
        obs.observe(el, { childList: true, characterData: true, attributes: true, subtree: true });
      }
    });
    return true;
  };
  return true;
})()`

// tapTime is one measured tap, in milliseconds.
type tapTime struct {
	DOM   float64 `json:"dom"`
	Paint float64 `json:"paint"`
}

// measureTap watches the element watch, clicks the element button and returns how long the
// change took to reach the DOM and the screen.
func measureTap(p *tab, button, watch string) tapTime {
	p.t.Helper()
	evaluate[bool](p, fmt.Sprintf(`window.__watch(%q)`, watch))
	p.click(button)
	return evaluate[tapTime](p, `window.__tapDone`)
}

// measureFirstChange clicks the element button with a real mouse click and returns how long
// the first change inside the elements watch selects took to reach the DOM and the screen.
func measureFirstChange(p *tab, button, watch string) tapTime {
	p.t.Helper()
	evaluate[bool](p, fmt.Sprintf(`window.__first(%q)`, watch))
	p.click(button)
	return evaluate[tapTime](p, `window.__tapDone`)
}

// openFrames returns a game for n players who have each bowled a strike, a spare and an open
// frame, so the grid is full of marks and totals when the measured taps begin.
func openFrames(b *testing.B, n int) *domain.Game {
	g := midGame(b, n, 1, 0)
	for _, frame := range [][]int{{10}, {7, 3}, {4, 5}} {
		for range n {
			for _, pins := range frame {
				if err := g.Roll(pins); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	return g
}

// tapApp is one warm app of the tap rounds: hello's counter, or tenpin with n players.
type tapApp struct {
	p *tab
	n int          // players; 0 for hello
	g *domain.Game // the game the page shows; nil for hello
}

// measureWarmTaps opens hello and tenpin with each count of players in browsers of their own
// at 1024x768, waits until each page's service worker has installed the app (the lane as it
// is every night after its first visit, not a first visit's first seconds, while the worker
// downloads and caches the bundle), slows their CPU throttle times (1: as it is), then taps
// them in turn, rounds times after tapWarmups unmeasured rounds, and returns each measured
// tap's time to its first change in the DOM and to the frame that paints it: hello's first,
// then tenpin's for each count of players in order.
func measureWarmTaps(b *testing.B, tenpinURL, helloURL string, throttle float64, rounds int, players ...int) (dom, paint [][]float64) {
	apps := []*tapApp{{}}
	for _, n := range players {
		apps = append(apps, &tapApp{n: n})
	}
	dom, paint = make([][]float64, len(apps)), make([][]float64, len(apps))
	for _, a := range apps {
		a.p = newTab(b)
		a.p.viewport(1024, 768)
		if a.n == 0 {
			a.p.navigate(helloURL)
			a.p.waitLoad(`window.__tenpinReady > 0 && document.getElementById("inc")`)
			evaluate[bool](a.p, tapRecorder)
		} else {
			a.p.open(tenpinURL)
			a.reseed(b)
		}
		a.p.waitWorker()
		a.p.throttle(throttle)
	}
	for round := range tapWarmups + rounds {
		for k := range apps {
			i := (round + k) % len(apps) // each app goes first in turn
			t := apps[i].tap(b)
			if round >= tapWarmups {
				dom[i], paint[i] = append(dom[i], t.DOM), append(paint[i], t.Paint)
			}
		}
	}
	for _, a := range apps {
		a.p.close()
	}
	return dom, paint
}

// reseed stores a new game of n players with no ball bowled, and reloads.
func (a *tapApp) reseed(b *testing.B) {
	a.g = midGame(b, a.n, 1, 0)
	a.p.seed(a.g)
	evaluate[bool](a.p, tapRecorder)
}

// tap measures one real click: hello's counter, or on tenpin the pad's 3 on a frame's first
// ball and 4 on its second, watching the current player's frame cell and total.
func (a *tapApp) tap(b *testing.B) tapTime {
	if a.g == nil {
		return measureFirstChange(a.p, "#inc", "#count")
	}
	if a.g.Over() {
		a.reseed(b)
	}
	pins := 4
	if a.g.PinsStanding() == 10 {
		pins = 3
	}
	player := a.g.Current()
	watch := fmt.Sprintf(`[data-testid="frame"][data-player="%d"][data-frame="%d"], [data-testid="total"][data-player="%d"]`, player, a.g.Frame(), player)
	t := measureFirstChange(a.p, fmt.Sprintf(`button[data-pins="%d"]`, pins), watch)
	if err := a.g.Roll(pins); err != nil {
		b.Fatal(err)
	}
	return t
}
