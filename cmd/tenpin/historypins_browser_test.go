//go:build browser

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"

	"tenpin/domain"
)

// historyPinsRecord is a one-game series of PJS whose first frame was entered on the deck,
// pins 1-2-3 then 4-5-6-7, and every other frame as counts, 3 and 0.
func historyPinsRecord(t *testing.T) domain.Record {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(moduleDir, "domain", "testdata", "history-pins.json"))
	if err != nil {
		t.Fatal(err)
	}
	records, err := domain.Import(data)
	if err != nil || len(records) != 1 {
		t.Fatalf("history-pins.json: %d records, %v", len(records), err)
	}
	return records[0]
}

// markedPins is the pins marked down on history's correction deck, as JSON.
const markedPins = `JSON.stringify([...document.querySelectorAll('[data-testid="fix-pin"][aria-pressed="true"]')].map((b) => +b.dataset.pin).sort((a, b) => a - b))`

// TestHistoryCorrectByPins corrects a ball of history that was entered on the deck by its
// pins (pins.md: any past ball, by count, by pins or to a foul): the deck shows the ball as
// bowled, the keyboard stays on a pin as it is tapped, a correction the next ball no longer
// fits is refused with the ball named and changes nothing, one that fits is saved, and after
// a reload history has the corrected game with its pins.
func TestHistoryCorrectByPins(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	rec := historyPinsRecord(t)
	g, err := rec.Game()
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Correct(0, 1, 1, domain.Knocked(domain.PinsOf(1, 2))); err != nil {
		t.Fatal(err)
	}
	want, err := rec.Corrected(g)
	if err != nil {
		t.Fatal(err)
	}
	p.seedHistory([]domain.Record{rec})
	p.show("history")
	p.waitHistoryLine(fmt.Sprintf("Game 1: PJS %d", rec.Scores()[0]), true)

	p.click(`[data-act="open-game"]`)
	p.click(`[data-testid="correct-game"]`)
	p.wait(markedPins + ` === "[1,2,3]"`)
	p.checkAxe("history correction by pins")
	p.screenshot("history-correct-by-pins-1024x768")

	// Pin 4 down too: the second ball knocked pin 4 down, so it no longer fits.
	p.click(`[data-testid="fix-pin"][data-pin="4"]`)
	p.wait(markedPins + ` === "[1,2,3,4]"`)
	// The redrawn panel replaced the pin; the app puts the focus back in a task after the
	// update, which a poll of the page can come before.
	if err := waitJS(p.ctx, `document.activeElement && document.activeElement.dataset.pin === "4"`, updateTimeout); err != nil {
		t.Errorf("the focus left the pin that was tapped: %v", err)
	}
	p.click(`[data-testid="fix-apply-pins"]`)
	p.wait(`[...document.querySelectorAll('.correction-panel [role="alert"]')].some((a) => a.textContent.includes("PJS"))`)
	if !evaluate[bool](p, `document.querySelector('[data-testid="save-correction"]').disabled`) {
		t.Error("a refused correction can be saved")
	}

	// Pins 1 and 2 only: the second ball still fits. Standing pin 4 up takes the refusal below
	// the deck away; the page gets shorter and, scrolled to its end, moves. The next pin is
	// tapped once the page shows that, as a person would (a click aimed before lands beside it).
	p.click(`[data-testid="fix-pin"][data-pin="4"]`)
	p.wait(markedPins + ` === "[1,2,3]" && !document.querySelector('.correction-panel [role="alert"]')`)
	p.click(`[data-testid="fix-pin"][data-pin="3"]`)
	p.wait(markedPins + ` === "[1,2]"`)
	p.click(`[data-testid="fix-apply-pins"]`)
	p.wait(`!document.querySelector('[data-testid="save-correction"]').disabled`)
	p.click(`[data-testid="save-correction"]`)
	p.wait(`document.querySelector('.night-status').textContent.includes("correction is saved")`)
	p.click(`[data-testid="back-to-history"]`)
	line := fmt.Sprintf("Game 1: PJS %d", want.Scores()[0])
	p.waitHistoryLine(line, true)

	p.reload()
	p.show("history")
	p.waitHistoryLine(line, true)
	p.click(`[data-act="open-game"]`)
	p.click(`[data-testid="correct-game"]`)
	p.wait(markedPins + ` === "[1,2]"`)
	p.viewport(390, 844)
	p.do(chromedp.ScrollIntoView(chromedp.CSS(`[data-testid="fix-apply-pins"]`)))
	p.screenshot("history-correct-by-pins-390x844")
}
