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

	"tenpin/app/i18n"
	"tenpin/domain"
)

// engineOf is the tab p driven through the engine harness, for the league's helpers.
func engineOf(p *tab) *etab {
	return &etab{t: p.t, e: &chromium{ctx: p.ctx, width: 1280, height: 800}}
}

// storedMatches counts the matches the leagues' database holds.
const storedMatches = `new Promise((ok, no) => { const r = indexedDB.open("tenpin-season");
  r.onerror = no;
  r.onsuccess = () => { const q = r.result.transaction("leagues").objectStore("leagues").getAllKeys();
    q.onerror = no; q.onsuccess = () => { r.result.close(); ok(q.result.filter((k) => k.startsWith("m:")).length); }; }; })`

// leagueSays waits until the league screen's alert, or (alert false) its status, holds each
// of texts.
func (p *etab) leagueSays(alert bool, texts ...string) {
	p.t.Helper()
	sel := `.league-screen .night-status`
	if alert {
		sel = `[data-testid="league-problem"]`
	}
	var all []string
	for _, text := range texts {
		all = append(all, fmt.Sprintf(`e.textContent.includes(%s)`, quoteJS(text)))
	}
	p.wait(fmt.Sprintf(`(() => { const e = document.querySelector(%q); return e && %s; })()`, sel, strings.Join(all, " && ")))
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
// and week 1's roster stays. Both keep the same sheet: it is kept once. A deletes the league
// while B edits it: B's save is refused, and nothing comes back.
func TestLeagueWindows(t *testing.T) {
	base, _ := startServer(t)
	a, b := twoWindows(t, base, base)
	a.viewport(1280, 800)
	b.viewport(1280, 800)
	ea, eb := engineOf(a), engineOf(b)
	w := &i18n.English.Season
	want := seasonReplica(t)
	s := &steps{t: t}

	s.run("make-and-follow", func(t *testing.T) {
		a.t, b.t, ea.t, eb.t = t, t, t, t
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
		a.t, b.t, ea.t, eb.t = t, t, t, t
		eb.part("settings")
		b.waitSettled()
		b.fault("hold")
		ea.typeInto(`input[data-testid="league-name"]`, "Renamed Again")
		ea.click(`[data-testid="save-settings"]`)
		ea.leagueSays(false, w.SettingsSaved)
		eb.leagueTitle("Renamed A") // B has not heard of it
		eb.typeInto(`input[data-testid="establish"]`, "5")
		eb.click(`[data-testid="save-settings"]`)
		eb.leagueSays(false, w.SettingsSaved)
		eb.leagueTitle("Renamed Again")
		ea.wait(`document.querySelector('input[data-testid="establish"]').value === "5"`) // A follows B
		b.fault("")
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
		a.t, b.t, ea.t, eb.t = t, t, t, t
		eb.part("teams")
		eb.choose(`select#as-of`, "0")
		eb.wait(`document.querySelector('select#as-of').value === "0" && document.querySelector(` + quoteJS(roster) + `)`)
		b.waitSettled()
		b.fault("hold")
		ea.keepByLink(base, want, 0, matches[:1])
		eb.choose(`select#move-`+mover, "-1")
		eb.click(`button[data-act="move"][data-id="` + mover + `"]`)
		eb.leagueSays(true, w.WeekBowled, w.PartMatches)
		eb.wait(`document.querySelector(` + quoteJS(roster) + `)`)
		eb.shot("league-windows-roster-refused")
		b.fault("")
		eb.reload()
		eb.part("teams")
		eb.choose(`select#as-of`, "0")
		eb.wait(`document.querySelector('select#as-of').value === "0" && document.querySelector(` + quoteJS(roster) + `)`)
	})

	s.run("same-sheet-twice", func(t *testing.T) {
		a.t, b.t, ea.t, eb.t = t, t, t, t
		text, err := domain.EncodeSheet(matches[1])
		if err != nil {
			t.Fatal(err)
		}
		ready := `document.querySelector('[data-testid="filing"] [data-testid="keep-match"]') && document.querySelector('select[data-testid="file-pair"]').value === "1"`
		eb.fresh(base + "#sheet=" + text)
		eb.wait(ready)
		b.waitSettled()
		b.fault("hold")
		ea.fresh(base + "#sheet=" + text)
		ea.wait(ready)
		ea.click(`[data-testid="keep-match"]`)
		ea.wait(`document.querySelector('[data-testid="filing-done"]')`)
		eb.click(`[data-testid="keep-match"]`)
		eb.wait(`document.querySelector('[data-testid="filing-done"]')`)
		if n := evalIn[int](eb, storedMatches); n != 2 {
			t.Errorf("%d matches are stored, want 2 (each kept once)", n)
		}
		b.fault("")
	})

	s.run("deleted-while-edited", func(t *testing.T) {
		a.t, b.t, ea.t, eb.t = t, t, t, t
		eb.show("league")
		eb.wait(`document.querySelector('[data-testid="league-title"]')`)
		eb.part("settings")
		b.waitSettled()
		b.fault("hold")
		ea.fresh(base + "#league")
		ea.part("settings")
		ea.click(`[data-testid="delete-league"]`)
		ea.wait(`document.querySelector('[data-testid="restore-league"]')`)
		eb.typeInto(`input[data-testid="establish"]`, "7")
		eb.click(`[data-testid="save-settings"]`)
		eb.leagueSays(true, w.DeletedElsewhere)
		if n := evalIn[int](eb, storedMatches); n != 0 {
			t.Errorf("%d matches are stored after the delete, want 0", n)
		}
		b.fault("")
		eb.reload()
		eb.wait(`document.querySelector('[data-testid="no-league"]')`)
	})
}
