//go:build browser

package main

// A league in two windows of one browser profile (issue #44), as the history's two-window
// tests do: a window that misses the other's change (faultHooks' "hold") cannot write over
// it. Its change is made again on the league as stored, kept when it still fits there (a
// setting beside a rename) and refused, saying why, when it does not (a week already bowled).

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// engineOf is the tab p driven through the engine harness, for the league's helpers.
func engineOf(p *tab) *etab {
	return &etab{t: p.t, e: &chromium{ctx: p.ctx, width: 1280, height: 800}}
}

// hold stops (or lets through again) the storage events of the page in p, as faultHooks'
// "hold" does, for a window whose page was frozen in the background; and its visibility
// changes, on which the app catches up (a driver may bring another window to the front). It
// lasts until the next load. The listeners that stop them (holdHookJS) are added as the page
// comes alive (etab.waitLive), before the app's: Chromium runs a target's listeners in the
// order they were added, capture or not, so that a listener added after the app's stops
// nothing there. It first waits until the app has wired what its start left for later (its
// catch-up with other windows), which must not come after the hold.
func (p *etab) hold(on bool) {
	p.t.Helper()
	if on {
		evalIn[bool](p, caughtUpJS)
	}
	evalIn[bool](p, fmt.Sprintf(`(%s, %s, window.__tenpinHold = %v, true)`, holdHookJS, pageLogJS, on))
}

// pageLogJS keeps what the page logs from then on, and its uncaught errors, in window.__logs
// (pageStateJS says them when a step fails).
const pageLogJS = `(() => { if (!window.__logs) { window.__logs = [];
	  for (const k of ["log", "warn", "error"]) { const f = console[k]; console[k] = (...a) => { window.__logs.push(k + ": " + a.map(String).join(" ").slice(0, 300)); f.apply(console, a); }; }
	  window.addEventListener("error", (e) => window.__logs.push("error event: " + e.message));
	  window.addEventListener("unhandledrejection", (e) => window.__logs.push("rejection: " + e.reason)); }
	  return true; })()`

// pageStateJS says what a failing step needs to know of a window: whether it is shown and
// focused, what it logged, and whether its leagues' database answers a read and a write
// within 8 seconds (a write the app waits on forever would show here as no "rw").
const pageStateJS = `new Promise((ok) => { const out = {url: location.href, vis: document.visibilityState, focus: document.hasFocus(), logs: window.__logs};
	  const t = setTimeout(() => ok(JSON.stringify(out)), 8000);
	  const r = indexedDB.open("tenpin-season"); r.onblocked = () => { out.blocked = true; };
	  r.onsuccess = () => { out.open = true; const q = r.result.transaction("leagues").objectStore("leagues").count();
	    q.onsuccess = () => { out.ro = q.result; const tw = r.result.transaction("leagues", "readwrite"); tw.objectStore("leagues").get("x");
	      tw.oncomplete = () => { out.rw = true; clearTimeout(t); r.result.close(); ok(JSON.stringify(out)); }; }; }; })`

// holdHookJS adds the listeners etab.hold turns on, once a page: in the capture phase, each
// stops the event while window.__tenpinHold is true.
const holdHookJS = `(() => { if (!window.__tenpinHoldHook) { window.__tenpinHoldHook = true;
	  const hold = (e) => { if (window.__tenpinHold) e.stopImmediatePropagation(); };
	  window.addEventListener("storage", hold, true); document.addEventListener("visibilitychange", hold, true); }
	  return true; })()`

// caughtUpJS resolves once the app's catch-up with other windows at its start has run
// (browser.WhenSettled: a second, then an idle moment within a second; this idle callback,
// asked for after the app's, runs after it). Unlike settledJS, its idle callback has the
// app's timeout: a window in the background may have no idle moment at all.
const caughtUpJS = `new Promise((done) => setTimeout(() => (window.requestIdleCallback ||
	((f) => requestAnimationFrame(() => setTimeout(f))))(() => setTimeout(() => done(true)), {timeout: 1000}), 1000))`

// storedMatches counts the matches the leagues' database holds.
const storedMatches = `new Promise((ok, no) => { const r = indexedDB.open("tenpin-season");
  r.onerror = no;
  r.onsuccess = () => { const q = r.result.transaction("leagues").objectStore("leagues").getAllKeys();
    q.onerror = no; q.onsuccess = () => { r.result.close(); ok(q.result.filter((k) => k.startsWith("m:")).length); }; }; })`

// storedLeagueNamed is true once the leagues' database holds a league of that name (each
// value is framed by its length, a uvarint: the head's JSON follows it).
func storedLeagueNamed(name string) string {
	return `new Promise((ok, no) => { const r = indexedDB.open("tenpin-season");
  r.onerror = no;
  r.onsuccess = () => { const q = r.result.transaction("leagues").objectStore("leagues").getAll(IDBKeyRange.bound("l:", "l;"));
    q.onerror = no; q.onsuccess = () => { r.result.close();
      ok(q.result.some((v) => { try { const b = v instanceof Uint8Array ? v : new Uint8Array(v); let i = 0; while (b[i] & 0x80) i++;
        return JSON.parse(new TextDecoder().decode(b.subarray(i + 1))).name === ` + quoteJS(name) + `; } catch (e) { return false; } })); }; }; })`
}

// storedKeys counts the keys the leagues' database holds: heads and matches.
const storedKeys = `new Promise((ok, no) => { const r = indexedDB.open("tenpin-season");
  r.onerror = no;
  r.onsuccess = () => { const q = r.result.transaction("leagues").objectStore("leagues").getAllKeys();
    q.onerror = no; q.onsuccess = () => { r.result.close(); ok(q.result.length); }; }; })`

// leagueSays waits until the league screen's alert, or (alert false) its status, holds each
// of texts; failing, it says what the screen says.
func (p *etab) leagueSays(alert bool, texts ...string) {
	p.t.Helper()
	sel := `.league-screen .night-status`
	if alert {
		sel = `[data-testid="league-problem"]`
	}
	deadline := time.Now().Add(updateTimeout)
	for {
		got := evalIn[string](p, fmt.Sprintf(`(document.querySelector(%q) || {}).textContent || ""`, sel))
		all := true
		for _, text := range texts {
			all = all && strings.Contains(got, text)
		}
		if all {
			return
		}
		if time.Now().After(deadline) {
			p.t.Logf("the page: %s", evalIn[string](p, pageStateJS))
			p.fatalf("the league screen says %q, want %q (all it says: %q)", got, texts,
				evalIn[string](p, `[...document.querySelectorAll('[role="alert"], [role="status"]')].map((e) => e.textContent).join(" | ")`))
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// leagueTitle waits until the league shown is called name.
func (p *etab) leagueTitle(name string) {
	p.t.Helper()
	p.wait(fmt.Sprintf(`document.querySelector('[data-testid="league-title"]') && document.querySelector('[data-testid="league-title"]').textContent === %s`, quoteJS(name)))
}

// part shows a part of the league shown.
func (p *etab) part(part string) {
	p.t.Helper()
	p.click(`[data-testid="part-` + part + `"]`)
	p.wait(`document.querySelector('[data-testid="part-` + part + `"][aria-current="page"]')`)
}

// TestLeagueWindows: window A makes the league and B shows it. A's rename shows in B at once.
// B, deaf to A from then on, saves a setting after A's second rename: both are kept. B moves a
// bowler of week 1's first match off the team after A kept that match: refused, saying why,
// and week 1's roster stays. Both keep the same sheet: it is kept once. A imports the league
// file with a match of week 2 while B keeps week 2's other match: both are kept, once each,
// and A's recap counts them. A deletes the league
// while B edits it: B's save is refused, and nothing comes back. A brings it back and
// deletes it again while B keeps a sheet of it: refused beside the sheet, saying why, and
// nothing comes back. In Chromium, B is deaf
// through faultHooks from its document's start.
func TestLeagueWindows(t *testing.T) {
	base, _ := startServer(t)
	a, b := twoWindows(t, base, base)
	a.viewport(1280, 800)
	b.viewport(1280, 800)
	ea, eb := engineOf(a), engineOf(b)
	leagueWindows(t, base, ea, eb, func(on bool) {
		b.t = eb.t // the step's
		if on {
			evalIn[bool](eb, caughtUpJS)
			b.fault("hold")
		} else {
			b.fault("")
		}
	})
}

// TestLeagueWindowsEngines runs TestLeagueWindows in each engine, B made deaf by listeners
// added to its page (etab.hold).
func TestLeagueWindowsEngines(t *testing.T) {
	eachEngine(t, func(t *testing.T, start func(t testing.TB, o engineOptions) engine) {
		base, _ := startServer(t)
		ea := &etab{t: t, e: start(t, engineOptions{width: 1280, height: 800})}
		ea.open(base)
		e, err := ea.e.newWindow(t)
		if err != nil {
			t.Fatalf("%s: another window: %v", ea.e.name(), err)
		}
		eb := &etab{t: t, e: e}
		eb.open(base)
		leagueWindows(t, base, ea, eb, eb.hold)
	})
}

// leagueWindows is TestLeagueWindows with A and B two windows of the app, hold making B deaf
// to other windows (or not).
func leagueWindows(t *testing.T, base string, ea, eb *etab, hold func(on bool)) {
	w := i18n.English.Season
	want := seasonReplica(t)
	s := &steps{t: t}

	s.run("make-and-follow", func(t *testing.T) {
		ea.t, eb.t = t, t
		ea.makeLeague()
		ea.planWeek(want, 0)
		eb.show("league")
		eb.leagueTitle(seasonLeague.name)
		ea.part("settings")
		ea.typeInto(`input[data-testid="league-name"]`, "Renamed A")
		ea.click(`[data-testid="save-settings"]`)
		ea.leagueSays(false, w.SettingsSaved)
		eb.leagueTitle("Renamed A") // B follows A, with no reload
	})

	s.run("rename-and-setting", func(t *testing.T) {
		ea.t, eb.t = t, t
		eb.part("settings")
		hold(true)
		ea.typeInto(`input[data-testid="league-name"]`, "Renamed Again")
		ea.click(`[data-testid="save-settings"]`)
		// A's screen says so from its first save already: the condition is the rename stored,
		// before B changes the league (else B's change is stored first, and A's made on it).
		ea.wait(storedLeagueNamed("Renamed Again"))
		ea.leagueSays(false, w.SettingsSaved)
		eb.leagueTitle("Renamed A") // B has not heard of it
		eb.typeInto(`input[data-testid="establish"]`, "5")
		eb.click(`[data-testid="save-settings"]`)
		eb.leagueSays(false, w.SettingsSaved)
		eb.leagueTitle("Renamed Again")
		ea.wait(`document.querySelector('input[data-testid="establish"]').value === "5"`) // A follows B
		hold(false)
		eb.reload()
		eb.leagueTitle("Renamed Again")
		eb.part("settings")
		eb.wait(`document.querySelector('input[data-testid="establish"]').value === "5"`)
	})

	rng := rand.New(rand.NewPCG(44, 1))
	matches := bowlWeek(t, want, 0, rng)
	first := want.Schedule()[0].Pairs[0]
	mover := seasonLeague.bowlers[first.A][0].Name
	roster := fmt.Sprintf(`[data-testid="league-team"][data-team="%d"] [data-testid="roster-bowler"][data-name="%s"]`, first.A, mover)

	s.run("stale-roster-change", func(t *testing.T) {
		ea.t, eb.t = t, t
		eb.part("teams")
		eb.choose(`select#as-of`, "0")
		eb.wait(`document.querySelector('select#as-of').value === "0" && document.querySelector(` + quoteJS(roster) + `)`)
		hold(true)
		ea.keepByLink(base, want, 0, matches[:1])
		eb.chooseAndClick(`select#move-`+mover, "-1", `button[data-act="move"][data-id="`+mover+`"]`)
		eb.leagueSays(true, w.WeekBowled, w.PartMatches)
		eb.wait(`document.querySelector(` + quoteJS(roster) + `)`)
		eb.shot("league-windows-roster-refused")
		hold(false)
		eb.reload()
		eb.part("teams")
		eb.choose(`select#as-of`, "0")
		eb.wait(`document.querySelector('select#as-of').value === "0" && document.querySelector(` + quoteJS(roster) + `)`)
	})

	s.run("same-sheet-twice", func(t *testing.T) {
		ea.t, eb.t = t, t
		text, err := domain.EncodeSheet(matches[1])
		if err != nil {
			t.Fatal(err)
		}
		ready := `document.querySelector('[data-testid="filing"] [data-testid="keep-match"]') && document.querySelector('select[data-testid="file-pair"]').value === "1"`
		eb.fresh(base + "#sheet=" + text)
		eb.wait(ready)
		hold(true)
		ea.fresh(base + "#sheet=" + text)
		ea.wait(ready)
		ea.click(`[data-testid="keep-match"]`)
		ea.wait(`document.querySelector('[data-testid="filing-done"]')`)
		eb.click(`[data-testid="keep-match"]`)
		eb.wait(`document.querySelector('[data-testid="filing-done"]')`)
		if n := evalIn[int](eb, storedMatches); n != 2 {
			t.Errorf("%d matches are stored, want 2 (each kept once)", n)
		}
		hold(false)
	})

	var file *domain.Season // the league as A imports it
	s.run("import-while-keeping", func(t *testing.T) {
		ea.t, eb.t = t, t
		// The file A imports: the league as stored, with week 2's first match kept.
		ea.show("league")
		ea.part("settings")
		evalIn[bool](ea, catchDownloads)
		ea.click(`[data-testid="export-league"]`)
		exported := ea.waitDownloads(1)[0].Text
		var err error
		file, err = domain.ReadLeague([]byte(exported))
		if err != nil {
			t.Fatalf("the exported league file: %v", err)
		}
		week2 := bowlWeek(t, file, 1, rng)
		if _, err := file.Keep(domain.FixtureRef{League: file.ID(), Week: 1, Pair: 0}, week2[0]); err != nil {
			t.Fatal(err)
		}
		data, err := file.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		// B opens week 2's second match to keep it, and hears nothing of the import.
		text, err := domain.EncodeSheet(week2[1])
		if err != nil {
			t.Fatal(err)
		}
		eb.fresh(base + "#sheet=" + text)
		eb.wait(`document.querySelector('[data-testid="filing"] [data-testid="keep-match"]') && document.querySelector('select[data-testid="file-week"]').value === "1" && document.querySelector('select[data-testid="file-pair"]').value === "1"`)
		hold(true)
		ea.setFile(`input[data-testid="import-league"]`, "league.json", data)
		ea.leagueSays(false, "1 match added", "2 already here")
		eb.click(`[data-testid="keep-match"]`)
		eb.wait(`document.querySelector('[data-testid="filing-done"]')`)
		if n := evalIn[int](eb, storedMatches); n != 4 {
			t.Errorf("%d matches are stored, want 4 (week 1's two, the import's and B's, each once)", n)
		}
		hold(false)
		// A follows B: week 2's recap counts both its matches.
		if _, err := file.Keep(domain.FixtureRef{League: file.ID(), Week: 1, Pair: 1}, week2[1]); err != nil {
			t.Fatal(err)
		}
		ea.checkRecap(file, 1)
	})

	s.run("deleted-while-edited", func(t *testing.T) {
		ea.t, eb.t = t, t
		eb.show("league")
		eb.wait(`document.querySelector('[data-testid="league-title"]')`)
		eb.part("settings")
		hold(true)
		ea.fresh(base + "office/#league")
		ea.part("settings")
		ea.click(`[data-testid="delete-league"]`)
		ea.wait(`document.querySelector('[data-testid="restore-league"]')`)
		eb.typeInto(`input[data-testid="establish"]`, "7")
		eb.click(`[data-testid="save-settings"]`)
		eb.leagueSays(true, w.DeletedElsewhere)
		if n := evalIn[int](eb, storedMatches); n != 0 {
			t.Errorf("%d matches are stored after the delete, want 0", n)
		}
		hold(false)
		eb.reload()
		eb.wait(`document.querySelector('[data-testid="no-league"]')`)
	})
	s.run("kept-while-deleted", func(t *testing.T) {
		ea.t, eb.t = t, t
		// A brings the league back; B opens a match of week 3 to keep, and hears nothing of
		// A deleting the league again.
		ea.click(`[data-testid="restore-league"]`)
		ea.leagueTitle(file.Name())
		week3 := bowlWeek(t, file, 2, rng)
		text, err := domain.EncodeSheet(week3[0])
		if err != nil {
			t.Fatal(err)
		}
		eb.fresh(base + "#sheet=" + text)
		eb.wait(`document.querySelector('[data-testid="filing"] [data-testid="keep-match"]') && document.querySelector('select[data-testid="file-week"]').value === "2"`)
		hold(true)
		ea.fresh(base + "#league")
		ea.leagueTitle(file.Name())
		ea.part("settings")
		ea.click(`[data-testid="delete-league"]`)
		ea.leagueSays(false, w.Deleted.Say(file.Name()))
		eb.click(`[data-testid="keep-match"]`)
		eb.wait(fmt.Sprintf(`(document.querySelector('#filing-problem') || {}).textContent === %s`, quoteJS(w.DeletedElsewhere)))
		eb.shot("league-windows-kept-deleted")
		if n := evalIn[int](eb, storedKeys); n != 0 {
			t.Errorf("%d keys are stored after the delete, want none (nothing comes back)", n)
		}
		hold(false)
		eb.fresh(base + "#league")
		eb.wait(`document.querySelector('[data-testid="no-league"]')`)
	})
}
