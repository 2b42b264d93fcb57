//go:build browser

// The pin deck and the correction dialog as people see them: axe-core on the deck and the
// dialog, touch targets, and screenshots on a laptop, a tablet and a phone.
package main

import (
	"encoding/json"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/device"

	"tenpin/domain"
)

// pinsGame returns a game of four players with pins, fouls and splits on the sheet; the
// next ball is the first of PJS's frame 5.
func pinsGame(t *testing.T) *domain.Game {
	t.Helper()
	g, err := domain.NewGame("PJS", "KYJ", "ANA", "BOB")
	if err != nil {
		t.Fatal(err)
	}
	left := func(pins ...int) domain.Delivery { return domain.Knocked(domain.AllPins &^ domain.PinsOf(pins...)) }
	frames := [][]domain.Delivery{
		{left(7, 10), domain.Knocked(domain.PinsOf(7, 10))}, // a 7-10 split, converted
		{domain.Fouled(), domain.Knocked(domain.AllPins)},   // F/
		{domain.Knocked(domain.AllPins)},                    // X
		{left(4, 6, 7, 10), domain.Knocked(domain.PinsOf(4, 7))},
		{domain.Count(9), domain.Count(0)},
		{left(2, 4, 5, 8), domain.Fouled()}, // the bucket, then a foul
		{left(5, 7), domain.Knocked(domain.PinsOf(5))},
		{left(3, 6, 10), domain.Knocked(domain.PinsOf(3, 6, 10))},
	}
	for i := 0; !g.Over() && g.Frame() < 5; i++ {
		for _, d := range frames[i%len(frames)] {
			if err := g.Throw(d); err != nil {
				t.Fatal(err)
			}
		}
	}
	return g
}

// openDeck opens the app on a phone, a tablet or a laptop with the deck as the entry mode
// and g in progress, then marks the pins that leave the 4-6-7-10 split.
func openDeck(t *testing.T, p *tab, g *domain.Game) {
	t.Helper()
	evaluate[bool](p, `localStorage.setItem("tenpin.entry", "deck"), localStorage.removeItem("tenpin.pending"), true`)
	p.seed(g)
	p.waitDeckGame(g, 0, "seeded")
	for _, n := range []int{1, 2, 3, 5, 8, 9} {
		p.tapPin(n)
	}
	p.waitDeckGame(g, domain.PinsOf(1, 2, 3, 5, 8, 9), "pins marked")
}

// smallButtons lists the buttons smaller than 48x48 CSS px that match selector.
func smallButtons(p *tab, selector string) []string {
	return evaluate[[]string](p, `[...document.querySelectorAll(`+"`"+selector+"`"+`)].filter((b) => {
	  const r = b.getBoundingClientRect(); return r.width < 48 || r.height < 48;
	}).map((b) => b.outerHTML.slice(0, 100))`)
}

func TestDeckAccessibility(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	g := pinsGame(t)
	openDeck(t, p, g)
	p.checkAxe("the pin deck, a split marked")
	// With a mouse the ball boxes keep the sheet's size (at least 24 px, WCAG 2.5.8); every
	// other button is a 48 px target.
	if small := smallButtons(p, `button:not(.ball)`); len(small) > 0 {
		t.Errorf("buttons smaller than 48x48: %q", small)
	}
	if tiny := evaluate[[]string](p, `[...document.querySelectorAll("button.ball")].filter((b) => {
	  const r = b.getBoundingClientRect(); return r.width < 24 || r.height < 24; }).map((b) => b.outerHTML.slice(0, 100))`); len(tiny) > 0 {
		t.Errorf("ball boxes smaller than 24x24: %q", tiny)
	}

	p.openCorrection(g, 3, 1, 1) // BOB's 4-6-7-10 split, then 4 and 7 down
	p.checkAxe("the correction dialog")
	p.click(`button[data-testid="correct-pin"][data-pin="4"]`) // then ball 2's pin 4 would be down: refused
	p.wait(`document.querySelector('button[data-testid="correct-pin"][data-pin="4"]').getAttribute("aria-pressed") === "true"`)
	p.click(`[data-testid="correct-pins"]`)
	p.wait(`document.querySelector('[role="dialog"] [role="alert"]')`)
	p.checkAxe("the correction dialog, refused")
	if small := smallButtons(p, `dialog button`); len(small) > 0 {
		t.Errorf("buttons of the dialog smaller than 48x48: %q", small)
	}

	// On a touch screen every button, ball boxes included, is a 48 px target.
	p.do(chromedp.Emulate(device.IPadMini))
	p.reload()
	p.wait(`document.querySelector('` + dialogSelector + `[open]')`)
	if !evaluate[bool](p, `matchMedia("(pointer: coarse)").matches`) {
		t.Fatal("the tablet emulation has no coarse pointer")
	}
	if small := smallButtons(p, `button`); len(small) > 0 {
		t.Errorf("on a touch screen, buttons smaller than 48x48: %q", small)
	}
	p.checkAxe("the correction dialog on a tablet")
}

func TestDeckScreenshots(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	g := pinsGame(t)
	screens := []struct {
		name string
		set  chromedp.Action[chromedp.Void]
	}{
		{"1024x768", chromedp.EmulateViewport(1024, 768)},
		{"768x1024", chromedp.EmulateViewport(768, 1024)},
		{"tablet-768x1024", chromedp.Emulate(device.IPadMini)},
		{"phone-390x844", chromedp.Emulate(device.IPhone13)},
	}
	for _, s := range screens {
		p.do(chromedp.EmulateReset(), s.set)
		openDeck(t, p, g)
		p.screenshot("deck-split-" + s.name)
		p.openCorrection(g, 0, 1, 1)
		p.screenshot("correction-" + s.name)
		p.click(`[data-testid="correction-cancel"]`)
		p.waitClosed(0, 1, 1)
		// The split entered: circled on the sheet, its leave in the current frame, the
		// deck at the second ball.
		h, _ := domain.Restore(mustJSON(t, g))
		p.click(`[data-testid="roll-pins"]`)
		h.RollPins(domain.PinsOf(1, 2, 3, 5, 8, 9))
		p.waitDeckGame(h, 0, "the split entered")
		p.screenshot("deck-second-ball-" + s.name)
	}
}

// mustJSON is g's save.
func mustJSON(t *testing.T, g *domain.Game) []byte {
	t.Helper()
	data, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
