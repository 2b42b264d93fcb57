//go:build browser

package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// The brackets screen (brackets.md, app/brackets): a night of ten bowlers with two sets, the
// brackets settled as the games are bowled on this tablet, checked against the domain in the
// three engines; its look, its accessibility and its print in Chromium.

// bracketNames are the night's ten bowlers, in bowling order.
var bracketNames = []string{"PJS", "KYJ", "ABC", "DEF", "GHI", "JKL", "MNO", "PQR", "STU", "VWX"}

// bowlGame bowls game n of series s at random (a strike now and then) and returns it with
// the keys that enter its balls: x for a strike, / for a spare of ten, else the count.
func bowlGame(t testing.TB, s domain.Series, n int, rng *rand.Rand) (*domain.Game, string) {
	t.Helper()
	g, err := s.Start(n)
	if err != nil {
		t.Fatal(err)
	}
	var keys strings.Builder
	for !g.Over() {
		standing := g.PinsStanding()
		pins := rng.IntN(standing + 1)
		if standing == 10 && rng.IntN(3) == 0 {
			pins = 10
		}
		key := strconv.Itoa(pins)
		if pins == 10 {
			key = "x" // a strike, or a spare after a miss
			if _, err := g.PinsFor(key); err != nil {
				key = "/"
			}
		}
		if err := g.Roll(pins); err != nil {
			t.Fatal(err)
		}
		keys.WriteString(key)
	}
	return g, keys.String()
}

// scoresOf is what games settle brackets with: each bowler's scratch scores.
func scoresOf(games []*domain.Game) map[string][]domain.GameScore {
	scores := map[string][]domain.GameScore{}
	for _, g := range games {
		for _, c := range g.Cards() {
			scores[c.Name] = append(scores[c.Name], domain.GameScore{Known: true, Bowled: true, Scratch: c.Total})
		}
	}
	return scores
}

// bracketsShown is what the brackets screen shows of the set shown: its seed, each
// bracket's places and winner, and each bowler's payout row.
type bracketsShown struct {
	Seed     string     `json:"seed"`
	Places   [][]string `json:"places"`
	Winners  []string   `json:"winners"`
	Payouts  [][]string `json:"payouts"` // name, paid, returned, won (cents)
	Problems []string   `json:"problems"`
}

const bracketsShownJS = `(() => {
  const all = (s, r) => [...(r || document).querySelectorAll(s)];
  const seed = document.querySelector('[data-testid="seed"]');
  return {
    seed: seed ? seed.textContent : "",
    places: all('[data-testid="bracket"]').map((b) => all('[data-testid="bracket-place"]', b).map((p) => p.textContent)),
    winners: all('[data-testid="bracket"]').map((b) => b.querySelector('[data-testid="bracket-winner"]').textContent),
    payouts: all('[data-testid="payout-row"]').map((r) => [r.dataset.name, r.dataset.paid, r.dataset.returned, r.dataset.won]),
    problems: all('[data-testid="brackets"] [role="alert"]').map((a) => a.textContent),
  };
})()`

// expectedBrackets is what the domain says the set shows, drawn from its seed, settled by
// scores.
func expectedBrackets(t testing.TB, set domain.BracketSet, entries []domain.Entry, seed string, scores map[string][]domain.GameScore) bracketsShown {
	t.Helper()
	n, err := strconv.ParseUint(seed, 10, 64)
	if err != nil {
		t.Fatalf("seed %q: %v", seed, err)
	}
	d, err := domain.DrawBrackets(set, entries, n)
	if err != nil {
		t.Fatal(err)
	}
	w := bracketsShown{Seed: seed, Places: d.Brackets, Problems: []string{}}
	var results []domain.BracketResult
	for _, br := range d.Brackets {
		r, err := domain.ResolveBracket(set, br, scores)
		if err != nil {
			t.Fatal(err)
		}
		results = append(results, r)
		w.Winners = append(w.Winners, r.Winner)
	}
	for _, p := range domain.Payouts(set, d, results) {
		w.Payouts = append(w.Payouts, []string{p.Name, strconv.Itoa(p.Paid), strconv.Itoa(p.Returned), strconv.Itoa(p.Won)})
	}
	return w
}

// bracketSet is one set of the night as the test enters it.
type bracketSet struct {
	id      string
	set     domain.BracketSet
	entries []domain.Entry
}

// waitBrackets shows set b and polls until the page shows what the domain says for scores.
func (p *etab) waitBrackets(b bracketSet, scores map[string][]domain.GameScore, when string) bracketsShown {
	p.t.Helper()
	p.show("brackets")
	sel := fmt.Sprintf(`[data-testid="bracket-set"][data-id=%q]`, b.id)
	p.wait(fmt.Sprintf(`document.querySelector(%q)`, sel)) // the sets are read as the page starts
	if !evalIn[bool](p, fmt.Sprintf(`document.querySelector(%q).getAttribute("aria-pressed") === "true"`, sel)) {
		p.click(sel)
	}
	p.wait(fmt.Sprintf(`document.querySelector(%q).getAttribute("aria-pressed") === "true" && document.querySelector('[data-testid="seed"]')`, sel))
	deadline := time.Now().Add(loadTimeout)
	for {
		got := evalIn[bracketsShown](p, bracketsShownJS)
		want := expectedBrackets(p.t, b.set, b.entries, got.Seed, scores)
		if reflect.DeepEqual(got, want) {
			return got
		}
		if time.Now().After(deadline) {
			p.fatalf("%s: the brackets show\n%+v\nwant\n%+v", when, got, want)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// keys types a game's balls on the keyboard, as a scorer at the lane does: each key in a task
// of its own, a few keys a script (a script's time is bounded, and a loaded machine is slow).
func (p *etab) keys(keys string) {
	p.t.Helper()
	for len(keys) > 0 {
		n := min(len(keys), 12)
		evalIn[bool](p, fmt.Sprintf(`(async () => {
		  for (const key of %s) {
		    document.body.dispatchEvent(new KeyboardEvent("keydown", {key, bubbles: true}));
		    await new Promise((ok) => setTimeout(ok, 0));
		  }
		  return true;
		})()`, quoteJS(keys[:n])))
		keys = keys[n:]
	}
}

// TestBracketsNight runs a night's brackets in each engine: ten bowlers bowl a 3-game series;
// before the first ball the organiser draws a scratch set of 3 games (10 entries each:
// 12 brackets of 8, 4 entries returned) and a 2-game set; after each game the brackets and
// the payouts on the page are what the domain makes of the games, and a reload halfway
// keeps the sets, their draws and their results.
func TestBracketsNight(t *testing.T) {
	eachEngine(t, func(t *testing.T, start func(t testing.TB, o engineOptions) engine) {
		base, _ := startServer(t)
		p := &etab{t: t, e: start(t, engineOptions{width: 1280, height: 800})}
		s := &steps{t: t}
		series, err := domain.NewSeries(3, domain.KeepOrder, bracketNames...)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(36, 3))
		var games []*domain.Game
		sets := []bracketSet{
			{set: domain.BracketSet{Games: []int{1, 2, 3}, Fee: 500, House: 500, Winner: 2500, Runner: 1000}},
			{set: domain.BracketSet{Games: []int{1, 2}, Byes: true, Fee: 200, House: 100, Winner: 500, Runner: 200}},
		}
		for _, name := range bracketNames {
			sets[0].entries = append(sets[0].entries, domain.Entry{Name: name, Count: 10})
		}
		for _, name := range bracketNames[:5] {
			sets[1].entries = append(sets[1].entries, domain.Entry{Name: name, Count: 2})
		}

		s.run("setup", func(t *testing.T) {
			p.t = t
			p.open(base)
			p.wait(`document.querySelector("#series-games").value === "3"`)
			for i := range bracketNames[1:] {
				p.click(`[data-testid="add-player"]`)
				p.wait(addedField(i + 1))
			}
			for i, name := range bracketNames {
				p.typeInto(fmt.Sprintf("#player-name-%d", i), name)
				p.wait(fmt.Sprintf(`document.querySelector("#player-name-%d").value === %q`, i, name))
			}
			p.click(`[data-testid="start-game"]`)
			p.wait(`document.querySelector('[data-testid="current-player"]')`)
		})
		s.run("draw", func(t *testing.T) {
			p.t = t
			p.show("brackets")
			p.click(`[data-testid="new-set"]`)
			p.wait(`document.querySelector('[data-testid="draw"]')`)
			sets[0].id = evalIn[string](p, `document.querySelector('[data-testid="bracket-set"][aria-pressed="true"]').dataset.id`)
			p.click(`[data-testid="bracket-byes"]`) // no byes: the 4 entries left over are returned
			p.wait(`!document.querySelector('[data-testid="bracket-byes"]').checked`)
			// Refused: a name that is not a bowler of the night; nothing typed is lost.
			p.typeInto(`#bracket-add-name`, "zzz")
			p.click(`[data-testid="add-entries"]`)
			p.wait(`document.querySelector('#bracket-add-name-problem[role="alert"]') && document.querySelector('#bracket-add-name').value === "zzz"`)
			for _, e := range sets[0].entries {
				sel := fmt.Sprintf(`input[data-testid="bracket-entries"][data-name=%q]`, e.Name)
				p.typeInto(sel, strconv.Itoa(e.Count))
				p.wait(fmt.Sprintf(`document.querySelector(%q).value === "%d"`, sel, e.Count))
			}
			p.wait(`document.querySelector('[data-testid="entries-total"]').textContent.startsWith("100 ")`)
			p.click(`[data-testid="draw"]`)
			p.wait(`document.querySelectorAll('[data-testid="bracket"]').length === 12`)
			first := p.waitBrackets(sets[0], nil, "drawn")
			// A redraw before the first game takes a new seed.
			p.click(`[data-testid="redraw"]`)
			p.wait(fmt.Sprintf(`document.querySelector('[data-testid="seed"]').textContent !== %q`, first.Seed))
			p.waitBrackets(sets[0], nil, "redrawn")
			p.shot("brackets-drawn")

			// The second set: games 1 and 2, four places, money typed; shares that do not add
			// up are refused with what they must make.
			p.click(`[data-testid="new-set"]`)
			p.wait(`document.querySelector('[data-testid="draw"]')`)
			sets[1].id = evalIn[string](p, `document.querySelector('[data-testid="bracket-set"][aria-pressed="true"]').dataset.id`)
			p.typeInto(`#bracket-games`, "1 2")
			for _, f := range []struct{ id, text string }{{"fee", "2"}, {"winner", "5.00"}, {"runner", "2"}, {"house", "1.5"}} {
				p.typeInto("#bracket-"+f.id, f.text)
				p.wait(fmt.Sprintf(`document.querySelector("#bracket-%s").value === %q`, f.id, f.text))
			}
			p.wait(`(document.querySelector('#shares-problem[role="alert"]') || {}).textContent === "Winner, runner-up and house must add up to 8.00 (4 places × 2.00); now they make 8.50."`)
			p.typeInto(`#bracket-house`, "1")
			p.wait(`!document.querySelector('#shares-problem[role="alert"]')`)
			for _, e := range sets[1].entries {
				p.typeInto(fmt.Sprintf(`input[data-testid="bracket-entries"][data-name=%q]`, e.Name), strconv.Itoa(e.Count))
			}
			p.wait(`document.querySelector('[data-testid="entries-total"]').textContent.startsWith("10 ")`)
			p.click(`[data-testid="draw"]`)
			p.waitBrackets(sets[1], nil, "the second set drawn")
		})
		for n := 1; n <= 3; n++ {
			s.run(fmt.Sprintf("game-%d", n), func(t *testing.T) {
				p.t = t
				p.show("")
				if n > 1 {
					p.click(`[data-testid="next-game"]`)
				}
				g, keys := bowlGame(t, series, n, rng)
				p.wait(fmt.Sprintf(`document.querySelector('[data-testid="current-player"]') && !document.querySelector('[data-testid="game-over"]') && document.querySelector('.status-series') && document.querySelector('.status-series').textContent.includes("%d of")`, n))
				p.keys(keys)
				if !evalIn[bool](p, `new Promise((ok) => { const t0 = Date.now(); const poll = () => document.querySelector('[data-testid="game-over"]') ? ok(true) : Date.now() - t0 > 15000 ? ok(false) : setTimeout(poll, 50); poll(); })`) {
					var want []string
					for _, c := range g.Cards() {
						var m []string
						for _, f := range c.Frames {
							m = append(m, f.Marks)
						}
						want = append(want, strings.Join(m, " "))
					}
					p.fatalf("game %d not over after its keys %s: the page shows %s\nwant\n%s", n, keys,
						evalIn[string](p, `[...Array(10).keys()].map((i) => [...document.querySelectorAll('[data-testid="frame"][data-player="' + i + '"] [data-testid="marks"]')].map((e) => e.textContent).join(" ")).join("\\n")`), strings.Join(want, "\n"))
				}
				for i, c := range g.Cards() {
					p.wait(fmt.Sprintf(`document.querySelector('[data-testid="total"][data-player="%d"]').textContent === "%d"`, i, c.Total))
				}
				games = append(games, g)
				scores := scoresOf(games)
				p.waitBrackets(sets[0], scores, fmt.Sprintf("after game %d", n))
				p.waitBrackets(sets[1], scores, fmt.Sprintf("after game %d", n))
				if n == 2 { // halfway: the sets, their draws and results survive a reload
					p.reload()
					p.waitBrackets(sets[0], scores, "after the reload")
					p.waitBrackets(sets[1], scores, "after the reload")
				}
			})
		}
		s.run("settled", func(t *testing.T) {
			p.t = t
			got := p.waitBrackets(sets[0], scoresOf(games), "at the end")
			for i, w := range got.Winners {
				if w == "" {
					t.Errorf("bracket %d has no winner after the last game", i+1)
				}
			}
			returned := 0
			for _, r := range got.Payouts {
				n, _ := strconv.Atoi(r[2])
				returned += n
			}
			if returned != 4*500 {
				t.Errorf("returned %d cents, want 4 entries of 500", returned)
			}
			p.shot("brackets-settled")
		})
	})
}

// bracketsNightRecords bowls a 3-game series of the ten bowlers played today, with a
// handicap, and returns its records.
func bracketsNightRecords(t testing.TB) []domain.Record {
	t.Helper()
	s, err := domain.NewSeries(3, domain.KeepOrder, bracketNames...)
	if err != nil {
		t.Fatal(err)
	}
	s.Handicap = domain.Handicap{On: true, Basis: 220, Percent: 90}
	for i := range bracketNames {
		s.Averages = append(s.Averages, 140+7*i)
	}
	rng := rand.New(rand.NewPCG(7, 36))
	var recs []domain.Record
	start := time.Now().Add(-time.Minute)
	for n := 1; n <= 3; n++ {
		g, _ := bowlGame(t, s, n, rng)
		r, err := s.Record(n, g, start.Add(time.Duration(n)*time.Second))
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, r)
	}
	return recs
}

// TestBracketsScreen looks at the brackets screen in Chromium: a handicap set of the night's
// games from history, drawn, at 1280×800 and 390×844 (axe-core finds nothing; no sideways
// scroll; touch targets of 48 px), a new set's form with a refused share, and the print of
// eight brackets a page.
func TestBracketsScreen(t *testing.T) {
	p, _ := openApp(t, 1280, 800)
	recs := bracketsNightRecords(t)
	set := domain.BracketSet{Games: []int{1, 2, 3}, Handicap: true, Byes: true, Fee: 500, House: 500, Winner: 2500, Runner: 1000}
	var entries []domain.Entry
	for i, name := range bracketNames {
		entries = append(entries, domain.Entry{Name: name, Count: 6 + i%4})
	}
	d, err := domain.DrawBrackets(set, entries, 20261126)
	if err != nil {
		t.Fatal(err)
	}
	kept := []domain.BracketRecord{{ID: "SET1", Made: time.Now(), Set: set, Entries: entries, Seed: 20261126, Draw: &d}}
	data, _ := json.Marshal(kept)
	// Kept where an earlier version kept its sets, local storage: the screen moves it into
	// the database.
	evaluate[bool](p, fmt.Sprintf(`(localStorage.setItem("tenpin.brackets", %s), true)`, quoteJS(string(data))))
	p.seedHistory(recs)
	p.show("brackets")
	p.waitLoad(fmt.Sprintf(`document.querySelectorAll('[data-testid="bracket"]').length === %d && document.querySelector('[data-testid="bracket-winner"]').textContent !== ""`, len(d.Brackets)))
	moved := evaluate[string](p, `(`+storedBracketsJS+`).then((text) => (localStorage.getItem("tenpin.brackets") === null ? "" : "still in local storage; ") +
	  JSON.parse(text).map((s) => s.id + (s.draw ? " drawn" : "")).join())`)
	if moved != "SET1 drawn" {
		t.Errorf("the set kept in local storage: %q, want it moved into the database (SET1 drawn)", moved)
	}
	scores := domain.BracketScores(recs)
	got := evaluate[bracketsShown](p, bracketsShownJS)
	if want := expectedBrackets(t, set, entries, "20261126", scores); !reflect.DeepEqual(got, want) {
		t.Errorf("the brackets show\n%+v\nwant\n%+v", got, want)
	}
	layout := func(name string) {
		p.checkAxe(name)
		p.screenshot(name)
		if w := evaluate[int](p, `document.documentElement.scrollWidth - window.innerWidth`); w > 0 {
			t.Errorf("%s: the page scrolls sideways by %d px", name, w)
		}
		small := evaluate[[]string](p, `[...document.querySelectorAll('[data-testid="brackets"] button, [data-testid="brackets"] input:not([type="checkbox"]):not([type="radio"]), [data-testid="brackets"] .choice')]
		  .filter((e) => { const r = e.getBoundingClientRect(); return r.width > 0 && (r.height < 48 || r.width < 48); })
		  .map((e) => e.outerHTML.slice(0, 80))`)
		for _, s := range small {
			t.Errorf("%s: a touch target under 48 px: %s", name, s)
		}
	}
	layout("brackets-1280x800")
	p.viewport(390, 844)
	layout("brackets-390x844")
	evaluate[bool](p, `(document.querySelector('[data-testid="bracket"]:nth-child(3)').scrollIntoView(), true)`)
	p.screenshot("brackets-390x844-bracket")

	// A new set's form, with a share that does not add up.
	p.click(`[data-testid="new-set"]`)
	p.wait(`document.querySelector('[data-testid="draw"]')`)
	evaluate[bool](p, `(() => { const e = document.querySelector("#bracket-winner"); e.value = ""; e.dispatchEvent(new Event("input", {bubbles: true})); return true; })()`)
	p.typeInto(`#bracket-winner`, "30", "30")
	p.wait(`document.querySelector('#shares-problem[role="alert"]')`)
	layout("brackets-form-390x844")
	p.viewport(1280, 800)
	layout("brackets-form-1280x800")

	// In Korean, on a phone.
	p.click(`[data-testid="bracket-set"][data-id="SET1"]`)
	p.wait(`document.querySelector('[data-testid="seed"]')`)
	evaluate[bool](p, `(() => { const s = document.querySelector('select[data-testid="language"]'); s.value = "ko"; s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`)
	p.wait(`document.documentElement.lang === "ko"`)
	p.viewport(390, 844)
	layout("brackets-ko-390x844")
	evaluate[bool](p, `(() => { const s = document.querySelector('select[data-testid="language"]'); s.value = "en"; s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`)
	p.wait(`document.documentElement.lang === "en"`)
	p.viewport(1280, 800)

	// The history file carries the sets kept: exported, then imported back after SET1 was
	// deleted, it brings SET1 back and says so.
	p.show("history")
	downloads := p.downloads()
	p.click(`[data-testid="export-json"]`)
	file := p.waitDownload(downloads)
	exported, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	h, err := domain.ImportHistory(exported, nil)
	if err != nil || len(h.Brackets) != 2 || h.Brackets[0].ID != "SET1" || h.Brackets[0].Draw == nil || h.Brackets[0].Rev != 0 {
		t.Fatalf("the history file carries %d sets (%v), want SET1 drawn and the new set, without revisions: %+v", len(h.Brackets), err, h.Brackets)
	}
	p.show("brackets")
	p.click(`[data-testid="bracket-set"][data-id="SET1"]`)
	p.click(`[data-testid="delete-set"]`)
	p.wait(`!document.querySelector('[data-testid="bracket-set"][data-id="SET1"]') && document.querySelector('[data-testid="brackets"]').getAttribute("aria-busy") === "false"`)
	p.show("history")
	p.upload(`input[data-testid="import"]`, file)
	p.wait(fmt.Sprintf(`document.querySelector('.night-status').textContent.includes(%q)`, i18n.English.BracketSetsAdded.Say(1)))
	p.show("brackets")
	p.wait(`document.querySelector('[data-testid="bracket-set"][data-id="SET1"]')`)
	if n := evaluate[int](p, `(`+storedBracketsJS+`).then((text) => JSON.parse(text).length)`); n != 2 {
		t.Errorf("%d sets stored after the import, want 2", n)
	}
	p.click(`[data-testid="bracket-set"][data-id="SET1"]`)
	p.wait(`document.querySelector('[data-testid="seed"]')`)

	// The picture: a PNG of the brackets, downloaded where the browser shares no files.
	dir := os.Getenv("TENPIN_SCREENSHOTS")
	if dir == "" {
		dir = t.TempDir()
	}
	evaluate[bool](p, `(() => { window.__pictures = []; const blobs = new Map(), create = URL.createObjectURL, click = HTMLAnchorElement.prototype.click;
	  URL.createObjectURL = function (b) { const u = create.call(URL, b); blobs.set(u, b); return u; };
	  HTMLAnchorElement.prototype.click = function () {
	    const b = this.download && blobs.get(this.href);
	    if (!b) return click.call(this);
	    window.__pictures.push(b.arrayBuffer().then((a) => [this.download, btoa(Array.from(new Uint8Array(a), (c) => String.fromCharCode(c)).join(""))]));
	  };
	  return true; })()`)
	p.click(`[data-testid="brackets-picture"]`)
	p.wait(`window.__pictures.length === 1`)
	pic := evaluate[[]string](p, `window.__pictures[0]`)
	png, err := base64.StdEncoding.DecodeString(pic[1])
	if err != nil || !bytes.HasPrefix(png, []byte("\x89PNG")) || !strings.HasPrefix(pic[0], "tenpin-brackets-") {
		t.Errorf("the picture: %s, %d bytes, %v", pic[0], len(png), err)
	}
	if err := os.WriteFile(filepath.Join(dir, "brackets-picture.png"), png, 0o644); err != nil {
		t.Fatal(err)
	}

	// Print: the payouts, then eight brackets a page.
	if _, err := chromedp.Call(p.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
		t.Fatal(err)
	}
	p.screenshot("brackets-print-media")
	if _, err := chromedp.Call(p.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{}); err != nil {
		t.Fatal(err)
	}
	landscape := true
	pdf, err := chromedp.Call(p.ctx, page.PrintToPDF, page.PrintToPDFParams{Landscape: &landscape})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "brackets-print.pdf")
	if err := os.WriteFile(path, pdf.Data, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("print: %s", path)
}
