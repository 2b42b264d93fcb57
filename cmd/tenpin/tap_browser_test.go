//go:build browser

// Tap-to-paint: how long a bowler waits between a tap on the pin pad and the new total on the
// screen. The recorder below is the method; BenchmarkStartAndTap (floor_browser_test.go) uses
// it for tenpin with 6 and 30 players next to go-app's hello-world counter in the same run.
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
