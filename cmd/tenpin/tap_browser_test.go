//go:build browser

// Tap-to-paint: how long a bowler waits between a tap on the pin pad and the new total on the
// screen, for 6 and 30 players, next to the same figure for go-app's hello-world counter
// measured in the same run (go-app's floor: its update cycle is most of a 16 ms frame).
//
//	go test -tags browser -count=1 -run '^$' -bench TapToPaint -benchtime 1x ./cmd/tenpin/
package main

import (
	"fmt"
	"testing"

	"tenpin/domain"
)

// taps is how many measured taps make one figure; warmups are tapped first, unmeasured.
const (
	taps    = 30
	warmups = 3
)

// tapRecorder is installed in the page: it notes when each click reaches the document (the
// event's timestamp, before go-app's handler runs), and __watch(selector) resolves, once the
// element's text changes, with the time from that click to the change in the DOM and to the
// next animation frame, the frame that paints it.
const tapRecorder = `(() => {
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
        requestAnimationFrame(() => resolve({ dom, paint: performance.now() - window.__tapT0 }));
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

// report records the median time to paint as the benchmark's figure, and logs both medians.
func report(b *testing.B, what string, times []tapTime) {
	var dom, paint []float64
	for _, t := range times {
		dom = append(dom, t.DOM)
		paint = append(paint, t.Paint)
	}
	b.ReportMetric(median(paint), "ms/tap")
	b.ReportMetric(median(dom), "ms-to-DOM/tap")
	b.ReportMetric(0, "ns/op") // one pass over a fixed number of taps: ns/op means nothing here
	b.Logf("%s: tap to paint median %.1f ms, tap to DOM median %.1f ms, over %d taps", what, median(paint), median(dom), len(times))
}

// openForTaps loads url at 1024x768 and waits until ready holds.
func openForTaps(b *testing.B, url, ready string) *tab {
	p := newTab(b)
	p.viewport(1024, 768)
	p.navigate(url)
	p.waitLoad(ready)
	return p
}

func BenchmarkTapToPaint(b *testing.B) {
	b.Run("hello", func(b *testing.B) {
		p := openForTaps(b, startHello(b), `window.__tenpinReady > 0 && document.getElementById("inc")`)
		evaluate[bool](p, tapRecorder)
		var times []tapTime
		for i := 0; i < warmups+taps; i++ {
			t := measureTap(p, "#inc", "#count")
			if i >= warmups {
				times = append(times, t)
			}
		}
		report(b, "go-app hello counter", times)
	})
	for _, n := range []int{6, 30} {
		b.Run(fmt.Sprintf("%d_players", n), func(b *testing.B) {
			base, _ := startServer(b)
			p := openForTaps(b, base, `window.__tenpinReady > 0 && document.querySelector('.tenpin[data-ready]')`)
			g := openFrames(b, n)
			p.seed(g)
			evaluate[bool](p, tapRecorder)
			var times []tapTime
			for i := 0; i < warmups+taps; i++ {
				// An open frame of 3 and 4: the second ball determines the frame, so the
				// player's total changes; that is the tap measured.
				player := g.Current()
				first := fmt.Sprintf(`[data-testid="frame"][data-player="%d"][data-frame="%d"] [data-testid="marks"]`, player, g.Frame())
				measureTap(p, `button[data-pins="3"]`, first)
				g.Roll(3)
				t := measureTap(p, `button[data-pins="4"]`, fmt.Sprintf(`[data-testid="total"][data-player="%d"]`, player))
				g.Roll(4)
				if i >= warmups {
					times = append(times, t)
				}
			}
			report(b, fmt.Sprintf("tenpin, %d players", n), times)
		})
	}
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
