//go:build browser

// Tap-to-paint: how long a bowler waits between a tap on the pin pad and the new total on the
// screen. The recorder below is the method; measureWarmTaps uses it for BenchmarkStartAndTap
// (floor_browser_test.go): tenpin with 6 and 30 players next to go-app's hello-world counter,
// tapped in turn in the same run.
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

// measureWarmTaps opens hello and tenpin with 6 and with 30 players in three browsers at
// 1024x768, then taps them in turn, warmTaps rounds after tapWarmups, and returns the time
// from each measured tap to the painted new total (hello: the new count), and the main
// thread's CPU time for it, in that order.
func measureWarmTaps(b *testing.B, tenpinURL, helloURL string) (paint, cpu [3][]float64) {
	apps := []*tapApp{{}, {n: 6}, {n: 30}}
	for _, a := range apps {
		a.p = newTab(b)
		a.p.viewport(1024, 768)
		if a.n == 0 {
			a.p.navigate(helloURL)
			a.p.waitLoad(`window.__tenpinReady > 0 && document.getElementById("inc")`)
			evaluate[bool](a.p, tapRecorder)
			continue
		}
		a.p.open(tenpinURL)
		a.reseed(b)
	}
	for round := range tapWarmups + warmTaps {
		for k := range apps {
			i := (round + k) % len(apps) // each app goes first in turn
			t, c := apps[i].tap(b)
			if round >= tapWarmups {
				paint[i], cpu[i] = append(paint[i], t.Paint), append(cpu[i], c)
			}
		}
	}
	for _, a := range apps {
		a.p.close()
	}
	return paint, cpu
}

// reseed stores a fresh game of openFrames and reloads.
func (a *tapApp) reseed(b *testing.B) {
	a.g = openFrames(b, a.n)
	a.p.seed(a.g)
	evaluate[bool](a.p, tapRecorder)
}

// tap measures one tap that changes the total: on tenpin, 3 then 4 (an open frame: the
// second ball determines it), the second measured. It also returns the CPU time the page's
// main thread used from just before that tap to its paint.
func (a *tapApp) tap(b *testing.B) (tapTime, float64) {
	button, watch := "#inc", "#count"
	if a.g != nil {
		if a.g.Over() {
			a.reseed(b)
		}
		player := a.g.Current()
		measureTap(a.p, `button[data-pins="3"]`, fmt.Sprintf(`[data-testid="frame"][data-player="%d"][data-frame="%d"] [data-testid="marks"]`, player, a.g.Frame()))
		a.g.Roll(3)
		button, watch = `button[data-pins="4"]`, fmt.Sprintf(`[data-testid="total"][data-player="%d"]`, player)
	}
	before := a.p.cpuTime()
	t := measureTap(a.p, button, watch)
	after := a.p.cpuTime()
	if a.g != nil {
		a.g.Roll(4)
	}
	return t, after[0] - before[0]
}
