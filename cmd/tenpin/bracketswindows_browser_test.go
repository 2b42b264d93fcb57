//go:build browser

package main

// A bracket set in two windows of one browser profile (issue #44), as TestLeagueWindows does
// for a league.

import (
	"fmt"
	"testing"

	"tenpin/app/i18n"
)

// storedBracketsJS reads the bracket sets the device keeps (package bracketsets: one value
// in its database, the JSON list framed by its length) as that JSON text, "[]" when none is
// kept. A database the app has not made yet reads as none, and is not made here.
const storedBracketsJS = `new Promise((ok, no) => { const r = indexedDB.open("tenpin-brackets");
  r.onupgradeneeded = () => r.transaction.abort();
  r.onerror = () => ok("[]");
  r.onsuccess = () => { const db = r.result;
    const q = db.transaction("sets").objectStore("sets").get("sets");
    q.onerror = no;
    q.onsuccess = () => { db.close(); const v = q.result;
      if (!v) { ok("[]"); return; }
      let i = 0; while (v[i] & 0x80) i++; // framed by its length, a uvarint
      const text = new TextDecoder().decode(v.subarray(i + 1));
      ok(text === "null" ? "[]" : text); }; }; })`

// TestBracketsWindows runs bracketsWindows in Chromium, B made deaf through faultHooks.
func TestBracketsWindows(t *testing.T) {
	base, _ := startServer(t)
	a, b := twoWindows(t, base, base)
	a.viewport(1280, 800)
	b.viewport(1280, 800)
	a.seedHistory(bracketsNightRecords(t))
	b.reload()
	ea, eb := engineOf(a), engineOf(b)
	bracketsWindows(t, ea, eb, func(on bool) {
		if on {
			evalIn[bool](eb, caughtUpJS)
			b.fault("hold")
		} else {
			b.fault("")
		}
	})
}

// TestBracketsWindowsEngines runs bracketsWindows in each engine, B made deaf by listeners
// added to its page (etab.hold).
func TestBracketsWindowsEngines(t *testing.T) {
	eachEngine(t, func(t *testing.T, start func(t testing.TB, o engineOptions) engine) {
		base, _ := startServer(t)
		ea := &etab{t: t, e: start(t, engineOptions{width: 1280, height: 800})}
		ea.open(base)
		recs := bracketsNightRecords(t)
		if n := evalIn[int](ea, seedScript(t, recs, true)); n != len(recs) {
			t.Fatalf("seeded %d records, want %d", n, len(recs))
		}
		ea.reload()
		e, err := ea.e.newWindow(t)
		if err != nil {
			t.Fatalf("%s: another window: %v", ea.e.name(), err)
		}
		eb := &etab{t: t, e: e}
		eb.open(base)
		bracketsWindows(t, ea, eb, eb.hold)
	})
}

// bracketsWindows: A makes a set of the night and enters its bowlers; B, on the brackets
// screen, shows the entries at once. B, deaf to A from then on (hold), changes an entry after
// A drew the set: refused, saying why, and B shows the drawn set; the stored set keeps A's
// entries and draw. Heard again, B shows the drawn set after a reload.
func bracketsWindows(t *testing.T, ea, eb *etab, hold func(on bool)) {
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

	hold(true)
	ea.click(`[data-testid="draw"]`)
	ea.wait(`document.querySelector('[data-testid="seed"]')`)
	eb.wait(`!document.querySelector('[data-testid="seed"]')`) // B has not heard of the draw
	// One input event, as a key typed: the refusal takes the form away with the field.
	evalIn[bool](eb, fmt.Sprintf(`(() => { const e = document.querySelector('input[data-testid="bracket-entries"][data-name="%s"]');
	  e.value = "2"; e.dispatchEvent(new Event("input", {bubbles: true})); return true; })()`, bracketNames[0]))
	eb.wait(fmt.Sprintf(`[...document.querySelectorAll('[role="alert"]')].some((a) => a.textContent === %s)`, quoteJS(i18n.English.Brackets.ChangedElsewhere)))
	eb.wait(`document.querySelector('[data-testid="seed"]')`) // the drawn set, as stored
	eb.shot("brackets-windows-refused")
	stored := `(` + storedBracketsJS + `).then((text) => { const s = JSON.parse(text)[0];
	  return s.draw !== undefined && s.entries.length === ` + fmt.Sprint(len(bracketNames)) + ` && s.entries.every((e) => e.count === 1); })`
	if !evalIn[bool](eb, stored) {
		t.Errorf("%s: the stored set lost A's entries or draw: %s", eb.e.name(), evalIn[string](eb, storedBracketsJS))
	}
	hold(false)
	eb.reload()
	eb.show("brackets")
	eb.wait(`document.querySelector('[data-testid="seed"]')`)
}
