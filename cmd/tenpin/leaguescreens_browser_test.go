//go:build browser

// The League screen as a secretary sees it, in Chromium: axe-core on every part of it (the
// leagues, a new league's form with its refusals, the schedule, a week, the recap, the honour
// roll, the teams, the settings, a sheet offered for keeping, a recap link, the published
// league), screenshots at a laptop's 1280×800 and a phone's 390×844, touch targets of 48 px,
// a refused input said next to its field with nothing typed lost, and the recap printed on
// one landscape page.
package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"tenpin/domain"
)

// smallTargets lists the buttons, fields and choices of the league screen (or the filing
// panel) smaller than 48×48 px; a checkbox counts by its label, which takes the tap.
const smallTargets = `[...document.querySelectorAll('.league-screen button, .league-screen input, .league-screen select, .filing button, .filing select')]
  .filter((e) => e.offsetParent !== null && e.type !== "file")
  .map((e) => e.type === "checkbox" ? e.closest("label") : e)
  .filter((e) => { const r = e.getBoundingClientRect(); return r.height < 48 || (r.width < 48 && e.tagName !== "INPUT"); })
  .map((e) => (e.id || e.dataset.testid || e.textContent).slice(0, 30) + " " + Math.round(e.getBoundingClientRect().width) + "x" + Math.round(e.getBoundingClientRect().height))`

// leagueShots takes the screen's screenshot at both sizes, scrolled to what it shows (the
// part of the league below its navigation), and checks axe and touch targets.
func leagueShots(p *tab, name string) {
	p.t.Helper()
	p.checkAxe(name)
	if small := evaluate[[]string](p, smallTargets); len(small) > 0 {
		p.t.Errorf("%s: touch targets under 48 px: %q", name, small)
	}
	const scroll = `(document.querySelector('.league-parts') || document.body).scrollIntoView(), true`
	evaluate[bool](p, scroll)
	p.screenshot("league-" + name + "-1280x800")
	p.viewport(390, 844)
	evaluate[bool](p, scroll)
	p.screenshot("league-" + name + "-390x844")
	if small := evaluate[[]string](p, smallTargets); len(small) > 0 {
		p.t.Errorf("%s at 390 px: touch targets under 48 px: %q", name, small)
	}
	if wide := evaluate[int](p, `document.documentElement.scrollWidth`); wide > 390 {
		p.t.Errorf("%s at 390 px: the page is %d px wide, it scrolls sideways", name, wide)
	}
	p.viewport(1280, 800)
}

func TestLeagueScreens(t *testing.T) {
	base, _ := startServer(t)
	c := newChromium(t, engineOptions{width: 1280, height: 800}).(*chromium)
	e := &etab{t: t, e: c}
	p := &tab{t: t, ctx: c.ctx}
	e.open(base)
	e.show("league")
	p.wait(`document.querySelector('[data-testid="no-league"]')`)
	leagueShots(p, "empty")

	// A new league's form: Make with a bad name and a team name twice says why next to each
	// field, and keeps what was typed.
	p.click(`[data-testid="new-league"]`)
	e.typeInto(`input[data-testid="league-name"]`, "Thursday/Mixed")
	e.typeInto(`[data-team="0"] input[data-testid="team-name"]`, "Pin Pals")
	e.typeInto(`[data-team="1"] input[data-testid="team-name"]`, "pin pals")
	e.typeInto(`#draft-0-0`, "aa1")
	p.click(`[data-testid="make-schedule"]`)
	p.wait(`document.querySelector('#league-name-problem[role="alert"]') && document.querySelector('#draft-team-1-problem[role="alert"]') && document.querySelector('#draft-0-0-problem[role="alert"]')`)
	if got := evaluate[[]string](p, `[document.querySelector('input[data-testid="league-name"]').value, document.querySelector('#draft-team-1').value, document.querySelector('#draft-0-0').value]`); strings.Join(got, "|") != "Thursday/Mixed|pin pals|aa1" {
		t.Errorf("a refused Make changed what was typed: %q", got)
	}
	if n := evaluate[int](p, `document.querySelectorAll('[data-testid="week"]').length`); n != 0 {
		t.Errorf("a refused Make made a schedule of %d weeks", n)
	}
	leagueShots(p, "form-refused")
	p.click(`[data-testid="cancel-form"], .league-form .sheet-actions .button:not(.primary)`)
	p.wait(`!document.querySelector('.league-form')`)

	e.makeLeague()
	want := seasonReplica(t)
	leagueShots(p, "schedule")

	e.planWeek(want, 0)
	leagueShots(p, "week")

	// Week 1 kept by link: the sheet offers its match to the league.
	rng := rand.New(rand.NewPCG(7, 8))
	matches := bowlWeek(t, want, 0, rng)
	text, err := domain.EncodeSheet(matches[0])
	if err != nil {
		t.Fatal(err)
	}
	e.fresh(base + "#sheet=" + text)
	p.wait(`document.querySelector('[data-testid="filing"] [data-testid="keep-match"]')`)
	leagueShots(p, "sheet-filing")
	e.keepByLink(base, want, 0, matches)

	e.fresh(base + "office/#league")
	e.checkRecap(want, 0)
	leagueShots(p, "recap")

	// The recap prints alone, on one landscape page.
	landscape := true
	res, err := chromedp.Call(p.ctx, page.PrintToPDF, page.PrintToPDFParams{Landscape: &landscape, PaperWidth: 11.69, PaperHeight: 8.27})
	if err != nil {
		t.Fatal(err)
	}
	pdf := res.Data
	if pages := bytes.Count(pdf, []byte("/Type /Page\n")) + bytes.Count(pdf, []byte("/Type /Page\r")) + bytes.Count(pdf, []byte("/Type /Page ")) + bytes.Count(pdf, []byte("/Type /Page/")); pages != 1 {
		t.Errorf("the recap prints on %d pages, want 1", pages)
	}
	p.printMedia(true)
	p.viewport(1033, 703) // A4 landscape inside 12 mm margins, at 96 px an inch
	p.screenshot("league-recap-print")
	p.t.Logf("printed, the recap is %d px high on a page of 703", evaluate[int](p, `document.documentElement.scrollHeight`))
	p.viewport(1280, 800)
	if shown := evaluate[[]string](p, `[...document.querySelectorAll('.league-screen > *')].filter((e) => getComputedStyle(e).display !== "none").map((e) => e.className)`); strings.Join(shown, ",") != "recap-print" {
		t.Errorf("printing shows %q of the league screen, want the recap alone", shown)
	}
	p.printMedia(false)

	// The recap's link opens it read-only in the reader's language.
	p.click(`[data-testid="recap-link"]`)
	p.wait(`document.querySelector('input[data-testid="share-link"]')`)
	link := evaluate[string](p, `document.querySelector('input[data-testid="share-link"]').value`)
	if !strings.HasPrefix(link, base+"office/#recap=") {
		t.Fatalf("the recap's link is %q", link)
	}
	e.fresh(link)
	p.wait(`document.querySelector('[data-testid="recap"][data-week="1"]') && document.querySelector('[data-testid="close-recap"]')`)
	waitEqual(e, "the opened recap's averages", averagesShown, wantAverages(t, want, 0))
	leagueShots(p, "recap-link")
	e.fresh(link[:len(link)-10] + "x")
	p.wait(`document.querySelector('[data-testid="link-problem"]')`)

	// A tablet's history file imported: its match of week 2 is offered under its week and pair.
	week2 := bowlWeek(t, want, 1, rng)
	e.fresh(base + "office/#league")
	p.seedHistory(week2[1])
	p.click(`[data-testid="part-week"]`)
	p.wait(`document.querySelector('[data-testid="history-match"] button')`)
	p.click(`[data-testid="history-match"] button`)
	p.wait(`document.querySelector('select[data-testid="file-week"]') && document.querySelector('select[data-testid="file-week"]').value === "1" && document.querySelector('select[data-testid="file-pair"]').value === "1"`)
	p.click(`[data-testid="keep-match"]`)
	p.wait(`document.querySelector('[data-testid="filing-done"]')`)
	if _, err := want.Keep(domain.FixtureRef{League: want.ID(), Week: 1, Pair: 1}, week2[1]); err != nil {
		t.Fatal(err)
	}
	leagueShots(p, "week-from-history")

	// Deleted, then back.
	p.click(`[data-testid="part-settings"]`)
	p.click(`[data-testid="delete-league"]`)
	p.wait(`document.querySelector('[data-testid="restore-league"]') && document.querySelector('[data-testid="no-league"]')`)
	p.click(`[data-testid="restore-league"]`)
	p.wait(`document.querySelector('[data-testid="league-title"]')`)
	e.checkRecap(want, 1)

	// Rosters from week 3 on: NEW joins the Pin Pals, BBB moves to the Lucky Strikes; a bad
	// name is refused beside its field, kept as typed. Week 3's lineups follow, as the domain's.
	e.fresh(base + "office/#league")
	p.click(`[data-testid="part-teams"]`)
	p.wait(`document.querySelector('select[data-testid="as-of"]')`)
	e.choose(`select[data-testid="as-of"]`, "2")
	p.wait(`document.querySelector('#as-of option[value="2"][selected]')`)
	e.typeInto(`#roster-add-0`, "n3w")
	p.click(`[data-testid="add-player"][data-id="0"]`)
	p.wait(`document.querySelector('#roster-add-0-problem[role="alert"]') && document.querySelector('#roster-add-0').value === "n3w"`)
	e.typeInto(`#roster-add-0`, "new")
	e.typeInto(`#roster-add-avg-0`, "170")
	p.click(`[data-testid="add-player"][data-id="0"]`)
	p.wait(`document.querySelector('[data-testid="league-team"][data-team="0"] [data-testid="roster-bowler"][data-name="NEW"]')`)
	e.choose(`#move-BBB`, "3")
	p.wait(`document.querySelector('#move-BBB option[value="3"][selected]')`)
	p.click(`.move-field button[data-id="BBB"]`)
	p.wait(`document.querySelector('[data-testid="league-team"][data-team="3"] [data-testid="roster-bowler"][data-name="BBB"]')`)
	leagueShots(p, "teams-changed")
	for _, step := range []func() error{
		func() error { return want.SetBowler(domain.Bowler{Name: "NEW", Entering: 170}) },
		func() error { return want.ChangeRoster(domain.RosterChange{Week: 2, Bowler: "NEW", Team: 0}) },
		func() error { return want.ChangeRoster(domain.RosterChange{Week: 2, Bowler: "BBB", Team: 3}) },
	} {
		if err := step(); err != nil {
			t.Fatal(err)
		}
	}
	p.click(`[data-testid="part-week"]`)
	p.wait(`document.querySelector('select[data-testid="week-choice"]')`)
	e.choose(`select[data-testid="week-choice"]`, "2")
	fixtures, _ := want.Fixtures(2)
	lineups := map[string]string{}
	for _, f := range fixtures {
		for tm, team := range f.Teams {
			for k, pl := range team.Lineup {
				lineups[pl.Name] = fmt.Sprint(pl.Average, " ", f.Handicaps[tm][k])
			}
		}
	}
	waitEqual(e, "week 3's lineups after the roster changes", `Object.fromEntries([...document.querySelectorAll('[data-testid="lineup-place"]').values()].map((r) =>
	  [r.dataset.name, r.querySelector('[data-testid="lineup-average"]').textContent + " " + r.querySelector('[data-testid="lineup-handicap"]').textContent]))`, lineups)

	e.fresh(base + "office/#league")
	for _, part := range []string{"honour", "teams", "settings"} {
		p.click(fmt.Sprintf(`[data-testid="part-%s"]`, part))
		p.wait(fmt.Sprintf(`document.querySelector('[data-testid="part-%s"][aria-current="page"]')`, part))
		leagueShots(p, part)
	}

	// The league published beside a static build.
	evaluate[bool](p, catchDownloads)
	p.click(`[data-testid="export-league"]`)
	files := e.waitDownloads(1)
	// The same file imported again merges: nothing doubled.
	p.upload(`input[data-testid="import-league"]`, writeTemp(t, "league.json", []byte(files[0].Text)))
	p.wait(`document.querySelector('.league-screen .night-status').textContent.includes("3 already here")`)
	site, _ := staticLeagueSite(t, []byte(files[0].Text))
	e.fresh(site + "office/?embed=1&league=league.json")
	p.waitLoad(`document.querySelector('[data-testid="published"]')`)
	leagueShots(p, "published")
	// In Spanish and Korean, on a phone: every word translated, nothing overflowing.
	e.fresh(base + "office/#league")
	for _, lang := range []string{"es", "ko"} {
		e.choose(`select[data-testid="language"]`, lang)
		p.wait(fmt.Sprintf(`document.documentElement.lang === %q`, lang))
		for _, part := range []string{"week", "recap", "teams"} {
			p.click(fmt.Sprintf(`[data-testid="part-%s"]`, part))
			p.wait(fmt.Sprintf(`document.querySelector('[data-testid="part-%s"][aria-current="page"]')`, part))
			leagueShots(p, part+"-"+lang)
		}
	}
	e.choose(`select[data-testid="language"]`, "en")
	e.fresh(site + "office/?embed=1&league=https://example.com/league.json")
	p.wait(`document.querySelector('[data-testid="published-problem"]')`)
	e.fresh(site + "office/?embed=1&league=missing.json")
	p.waitLoad(`document.querySelector('[data-testid="published-problem"]')`)
	p.noCSPViolations()
}
