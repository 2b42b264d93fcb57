//go:build browser

package main

// A bracket set in two windows of one browser profile (issue #44), as TestLeagueWindows does
// for a league.

import (
	"fmt"
	"testing"

	"tenpin/app/i18n"
)

// TestBracketsWindows: A makes a set of the night and enters its bowlers; B, on the brackets
// screen, shows the entries at once. B, deaf to A from then on, changes an entry after A drew
// the set: refused, saying why, and B shows the drawn set; the stored set keeps A's entries.
func TestBracketsWindows(t *testing.T) {
	base, _ := startServer(t)
	a, b := twoWindows(t, base, base)
	a.viewport(1280, 800)
	b.viewport(1280, 800)
	a.seedHistory(bracketsNightRecords(t))
	b.reload()
	ea, eb := engineOf(a), engineOf(b)
	entries := `[...document.querySelectorAll('input[data-testid="bracket-entries"]')]`

	ea.show("brackets")
	ea.click(`[data-testid="new-set"]`)
	ea.wait(`document.querySelector('[data-testid="draw"]')`)
	eb.show("brackets")
	eb.wait(`document.querySelector('[data-testid="draw"]')`)
	for _, name := range bracketNames {
		ea.typeInto(fmt.Sprintf(`input[data-testid="bracket-entries"][data-name="%s"]`, name), "1")
	}
	eb.wait(fmt.Sprintf(`%s.length === %d && %[1]s.every((e) => e.value === "1")`, entries, len(bracketNames))) // B follows A

	evalIn[bool](eb, caughtUpJS)
	b.fault("hold")
	ea.click(`[data-testid="draw"]`)
	ea.wait(`document.querySelector('[data-testid="seed"]')`)
	// One input event, as a key typed: the refusal takes the form away with the field.
	evalIn[bool](eb, fmt.Sprintf(`(() => { const e = document.querySelector('input[data-testid="bracket-entries"][data-name="%s"]');
	  e.value = "2"; e.dispatchEvent(new Event("input", {bubbles: true})); return true; })()`, bracketNames[0]))
	eb.wait(fmt.Sprintf(`[...document.querySelectorAll('[role="alert"]')].some((a) => a.textContent === %s)`, quoteJS(i18n.English.Brackets.ChangedElsewhere)))
	eb.wait(`document.querySelector('[data-testid="seed"]')`) // the drawn set, as stored
	eb.shot("brackets-windows-refused")
	stored := fmt.Sprintf(`JSON.parse(localStorage.getItem("tenpin.brackets"))[0].entries.every((e) => e.count === 1) && JSON.parse(localStorage.getItem("tenpin.brackets"))[0].draw !== undefined && %d`, len(bracketNames))
	if n := evalIn[int](eb, stored); n != len(bracketNames) {
		t.Errorf("the stored set lost A's entries or draw")
	}
	b.fault("")
	eb.reload()
	eb.show("brackets")
	eb.wait(`document.querySelector('[data-testid="seed"]')`)
}
