//go:build browser

// The pin deck's tap-to-paint next to the count pad's, in one tab: the deck is to
// stay within 1.2x of the pad. The method (tapRecorder, measureTap) is tap_browser_test.go's.
package main

import (
	"fmt"
	"testing"

	"tenpin/domain"
)

// openForTaps loads url at 1024x768 and waits until ready holds.
func openForTaps(b *testing.B, url, ready string) *tab {
	p := newTab(b)
	p.viewport(1024, 768)
	p.navigate(url)
	p.waitLoad(ready)
	return p
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
