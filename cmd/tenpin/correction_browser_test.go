//go:build browser

// The correction dialog's browser tests: a correction of another player's ball two turns
// back, a refused correction, Undo of a correction, the dialog by keyboard, and a reload
// with the dialog open. Expectations come from the domain, which makes the same corrections.
package main

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"tenpin/domain"
)

// savedIs fails the test unless the page saved g.
func (p *tab) savedIs(g *domain.Game, when string) {
	p.t.Helper()
	want, _ := json.Marshal(g)
	p.wait(fmt.Sprintf(`(() => {
	  const raw = localStorage.getItem("tenpin.game");
	  const v = raw === null ? null : JSON.parse(raw);
	  return (v && "rev" in v ? JSON.stringify(v.value) : raw) === %q;
	})()`, want))
}

func TestCorrectAnotherPlayersBall(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	g := p.startGame(names[:3]...)
	// Frames 1 and 2 for all three, and ABC's first ball of frame 3: PJS's frame 2 is two
	// turns back.
	p.play(g, []int{7, 2, 10, 8, 1, 6, 3, 9, 0, 4, 4, 5})
	p.openCorrection(g, 0, 2, 2)
	p.screenshot("correction-open-1024x768")
	p.click(`button[data-correct-pins="4"]`) // 6 3 was 6 /
	if err := g.Correct(0, 2, 2, domain.Count(4)); err != nil {
		t.Fatal(err)
	}
	p.waitClosed(0, 2, 2)
	p.waitPadGame(g, "after correcting PJS's frame 2")
	p.savedIs(g, "after the correction")
	p.wait(`document.querySelector('[data-testid="announcement"]').textContent === "Corrected PJS, frame 2, ball 2: now a spare (4). Next: PJS, frame 3."`)

	// Undo takes the correction back, then the ball before it.
	p.click(`[data-testid="undo"]`)
	g.Undo()
	p.waitPadGame(g, "after undoing the correction")
	p.savedIs(g, "after undoing the correction")
	p.click(`[data-testid="undo"]`)
	g.Undo()
	p.waitBoard(g, "after undoing ABC's ball")

	// Cancel changes nothing.
	p.openCorrection(g, 1, 2, 1)
	p.click(`[data-testid="correction-cancel"]`)
	p.waitClosed(1, 2, 1)
	p.waitBoard(g, "after Cancel")
}

// TestRefusedCorrection corrects a first ball by pins so that the second ball names a pin
// the first would now knock down: the dialog says which ball and why, and nothing changes.
// Escape then closes the dialog, and the focus is back on the box.
func TestRefusedCorrection(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	g := p.startGame(names[:2]...)
	p.useDeck()
	p.deckBall(g, domain.Knocked(domain.PinsOf(1, 2, 3)), "PJS 1-2-3")
	p.deckBall(g, domain.Knocked(domain.PinsOf(4, 5)), "PJS 4-5")
	saved := evaluate[string](p, `localStorage.getItem("tenpin.game")`)
	p.openCorrection(g, 0, 1, 1)
	p.click(`button[data-testid="correct-pin"][data-pin="4"]`)
	p.wait(`document.querySelector('button[data-testid="correct-pin"][data-pin="4"]').getAttribute("aria-pressed") === "true"`)
	p.click(`[data-testid="correct-pins"]`)
	want := "PJS's ball 2 of frame 1 knocked down pin 4, which would already be down."
	p.wait(fmt.Sprintf(`(document.querySelector('%s [role="alert"]') || {}).textContent === %q`, dialogSelector, want))
	if got := evaluate[string](p, `localStorage.getItem("tenpin.game")`); got != saved {
		t.Errorf("a refused correction changed the save: %s, was %s", got, saved)
	}
	p.key(kb.Escape)
	p.waitClosed(0, 1, 1)
	p.waitDeckGame(g, 0, "after Escape")
}

// TestCorrectionByKeyboard opens the dialog from a ball box with Enter, keeps Tab and
// Shift+Tab inside it, corrects with the keyboard and gets the focus back on the box.
func TestCorrectionByKeyboard(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	g := p.startGame(names[:2]...)
	p.play(g, []int{3, 4, 10})
	box := boxSelector(0, 1, 2)
	evaluate[bool](p, fmt.Sprintf(`document.querySelector(%q).focus(), true`, box))
	p.key(kb.Enter)
	p.wait(`(() => { const d = document.querySelector('` + dialogSelector + `'); return d && d.open && d.contains(document.activeElement); })()`)
	if got := evaluate[string](p, `document.activeElement.dataset.correctPins || ""`); got != "4" {
		t.Errorf("the focus moved to %q in the dialog, want the ball's count now (4)", got)
	}
	n := evaluate[int](p, `document.querySelectorAll('`+dialogSelector+` button:not(:disabled)').length`)
	inside := `document.querySelector('` + dialogSelector + `').contains(document.activeElement)`
	for i := 0; i < n+2; i++ {
		p.key(kb.Tab)
		if !evaluate[bool](p, inside) {
			t.Fatalf("Tab %d left the dialog", i+1)
		}
	}
	p.do(chromedp.KeyEvent(kb.Tab, chromedp.KeyModifiers(chromedp.ModifierShift)))
	if !evaluate[bool](p, inside) {
		t.Fatal("Shift+Tab left the dialog")
	}
	evaluate[bool](p, `document.querySelector('`+dialogSelector+` button[data-correct-pins="7"]').focus(), true`)
	p.key(kb.Enter)
	g.Correct(0, 1, 2, domain.Count(7))
	p.waitClosed(0, 1, 2)
	p.waitBoard(g, "after correcting by keyboard")
	// Keys for the game are not taken while the dialog is open.
	p.key(kb.Enter)
	// Open as a person sees it: shown as a modal (in a task after the update), the focus in
	// it. Escape only cancels a dialog the browser shows as one.
	p.wait(`(() => { const d = document.querySelector('` + dialogSelector + `'); return d && d.open && d.contains(document.activeElement); })()`)
	p.key("5")
	p.key(kb.Backspace)
	p.key(kb.Escape)
	p.waitClosed(0, 1, 2)
	p.waitBoard(g, "after keys in the dialog")
}

// TestCorrectionSurvivesAReload reloads with the dialog open and pins marked on its deck:
// the dialog comes back as it was, and the correction then goes through.
func TestCorrectionSurvivesAReload(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	g := p.startGame(names[:2]...)
	p.useDeck()
	p.deckBall(g, domain.Knocked(domain.AllPins&^domain.PinsOf(2, 4, 5, 8)), "the bucket")
	p.tapPin(2)
	p.openCorrection(g, 0, 1, 1)
	p.click(`button[data-testid="correct-pin"][data-pin="2"]`) // 2-4-5-8 becomes 4-5-8
	pressed := `[...document.querySelectorAll('` + dialogSelector + ` button[data-testid="correct-pin"]')].filter((b) => b.getAttribute("aria-pressed") === "true").map((b) => +b.dataset.pin).sort((a, b) => a - b).join(" ")`
	p.wait(pressed + ` === "1 2 3 6 7 9 10"`)
	p.reload()
	p.wait(`(() => { const d = document.querySelector('` + dialogSelector + `'); return d && d.open && d.matches(":modal") && d.contains(document.activeElement); })()`)
	if got := evaluate[string](p, pressed); got != "1 2 3 6 7 9 10" {
		t.Errorf("after the reload the dialog's pins down are %q", got)
	}
	p.click(`[data-testid="correct-pins"]`)
	g.Correct(0, 1, 1, domain.Knocked(domain.PinsOf(1, 2, 3, 6, 7, 9, 10)))
	p.waitClosed(0, 1, 1)
	// The pin marked on the deck before the reload is gone: 2 is down now.
	p.waitDeckGame(g, 0, "after the correction")
}

// TestUndoCorrectionsAfterAReload corrects a fill ball, then the ball before it so that the
// frame is open and the fill ball goes; after a reload, Undo twice gives back the game as it
// was bowled, the fill ball as thrown. (The save once named the cut ball as frame 1's first.)
func TestUndoCorrectionsAfterAReload(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	g := p.startGame(names[:1]...)
	balls := []int{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 7, 2}
	p.play(g, balls)
	as, _ := g.MarshalJSON()

	p.openCorrection(g, 0, 10, 3)
	p.click(`button[data-correct-pins="5"]`)
	if err := g.Correct(0, 10, 3, domain.Count(5)); err != nil {
		t.Fatal(err)
	}
	p.waitClosed(0, 10, 3)
	p.openCorrection(g, 0, 10, 2)
	p.click(`button[data-correct-pins="6"]`)
	if err := g.Correct(0, 10, 2, domain.Count(6)); err != nil {
		t.Fatal(err)
	}
	p.waitBoard(g, "after the second correction cut the fill ball")
	p.savedIs(g, "after the second correction")

	p.reload()
	p.waitBoard(g, "after the reload")
	if got := evaluate[int](p, `document.querySelectorAll('[role="alert"]').length`); got != 0 {
		t.Errorf("after the reload %d alerts show: %s", got, evaluate[string](p, `document.querySelector('[role="alert"]').textContent`))
	}
	p.click(`[data-testid="undo"]`)
	g.Undo()
	p.waitBoard(g, "after the first Undo: the 7 is back with the fill ball 5")
	p.click(`[data-testid="undo"]`)
	g.Undo()
	p.waitBoard(g, "after the second Undo: the game as bowled")
	p.savedIs(g, "after both Undos")
	if now, _ := g.MarshalJSON(); string(now) != string(as) {
		t.Fatalf("the domain's game after both Undos is %s, bowled %s", now, as)
	}
	p.screenshot("undo-corrections-after-reload-1024x768")
}
