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

// BenchmarkDeckTapToPaint measures the pin deck against the count pad in one tab, frame by
// frame in turn, for 6 players: for the pad, the tap of a second ball until the player's new
// total is painted; for the deck, the tap on Enter after the pins are tapped, until the new
// total is painted (and, apart, a pin's tap until the count shown is painted). Two games'
// frames from the fourth on make 40 figures of each. The deck is to stay within 1.2x of the
// pad.
//
//	go test -tags browser -count=1 -run '^$' -bench DeckTapToPaint -benchtime 1x ./cmd/tenpin/
func BenchmarkDeckTapToPaint(b *testing.B) {
	const players, games = 6, 2
	base, _ := startServer(b)
	p := openForTaps(b, base, `window.__tenpinReady > 0 && document.querySelector('.tenpin[data-ready]')`)
	var pad, deck, pins []tapTime
	defer func() { b.Logf("DEBUG %v", evaluate[[]any](p, `window.__times`)) }()
	for range games {
		deckAndPadTaps(p, openFrames(b, players), &pad, &deck, &pins)
	}
	padMs, deckMs, pinMs := medianPaint(pad), medianPaint(deck), medianPaint(pins)
	ratio := deckMs / padMs
	b.ReportMetric(padMs, "pad-ms/tap")
	b.ReportMetric(deckMs, "deck-ms/enter")
	b.ReportMetric(pinMs, "pin-ms/tap")
	b.ReportMetric(ratio, "deck/pad")
	b.ReportMetric(0, "ns/op")
	b.Logf("%d players, tap to paint (medians): count pad %.1f ms (%d taps), pin deck Enter %.1f ms (%d), a pin %.1f ms (%d); deck/pad %.2fx  <= 1.2x: %s",
		players, padMs, len(pad), deckMs, len(deck), pinMs, len(pins), ratio, verdict(ratio <= 1.2))
}

// deckAndPadTaps seeds g and plays the frames it has left, in turn on the pad (3, then 4)
// and on the deck (pins 1-2-3, Enter, then pins 4-5-6-7, Enter), and adds the taps measured
// after the first round of each to pad, deck and pins.
func deckAndPadTaps(p *tab, g *domain.Game, pad, deck, pins *[]tapTime) {
	p.t.Helper()
	p.seed(g)
	evaluate[bool](p, tapRecorder)
	evaluate[bool](p, `window.__times = [], true`)
	for round := 0; !g.Over(); round++ {
		measured := round >= 2
		player := g.Current()
		total := fmt.Sprintf(`[data-testid="total"][data-player="%d"]`, player)
		if round%2 == 0 {
			if evaluate[bool](p, `document.querySelector('[data-testid="entry-mode"]').getAttribute("aria-checked") === "true"`) {
				p.click(`[data-testid="entry-mode"]`)
				p.wait(`document.querySelector('button[data-pins="3"]')`)
			}
			first := fmt.Sprintf(`[data-testid="frame"][data-player="%d"][data-frame="%d"] [data-testid="marks"]`, player, g.Frame())
			measureTap(p, `button[data-pins="3"]`, first)
			g.Roll(3)
			t := measureTap(p, `button[data-pins="4"]`, total)
			g.Roll(4)
			if measured {
				*pad = append(*pad, t)
			}
			continue
		}
		p.useDeck()
		count := `.deck [data-testid="deck-count"]`
		for _, ball := range [][]int{{1, 2, 3}, {4, 5, 6, 7}} {
			var down domain.Pins
			for _, n := range ball {
				t := measureTap(p, fmt.Sprintf(`button[data-testid="pin"][data-pin="%d"]`, n), count)
				if measured {
					*pins = append(*pins, t)
				}
				down |= domain.PinsOf(n)
			}
			watch := count // the first ball changes the count shown; the second, the total
			if len(ball) == 4 {
				watch = total
			}
			t := measureTap(p, `[data-testid="roll-pins"]`, watch)
			g.RollPins(down)
			if measured && len(ball) == 4 {
				*deck = append(*deck, t)
			}
		}
	}
	p.waitDeckGame(g, 0, "at the end")
}

// medianPaint is the median time to paint of the taps.
func medianPaint(times []tapTime) float64 {
	var paint []float64
	for _, t := range times {
		paint = append(paint, t.Paint)
	}
	return median(paint)
}
