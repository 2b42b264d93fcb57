//go:build browser

// The path that matters at the lane, in the three engines lanes and secretaries use:
// Chromium (Android tablets), WebKit (iPads: every browser there is WebKit) and Firefox
// (laptops). One scenario, run as TestEngines/<engine>/<step>, so that a failure names the
// engine and the step; a step after a failed one is skipped. The deep Chromium-only tests
// (throttling, quota, CDP) are elsewhere.
package main

import (
	"bytes"
	"fmt"
	"net/http"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// engines are the three engines, each started fresh as the options say.
var engines = []struct {
	name  string
	start func(t testing.TB, o engineOptions) engine
}{
	{"chromium", newChromium},
	{"firefox", newFirefox},
	{"webkit", newWebKit},
}

// eachEngine runs test once per engine as a subtest named after it.
func eachEngine(t *testing.T, test func(t *testing.T, start func(t testing.TB, o engineOptions) engine)) {
	for _, e := range engines {
		t.Run(e.name, func(t *testing.T) { test(t, e.start) })
	}
}

// steps runs the steps of a scenario in order as subtests; once one fails, the rest skip.
type steps struct {
	t      *testing.T
	failed string
}

func (s *steps) run(name string, step func(t *testing.T)) {
	s.t.Helper()
	s.t.Run(name, func(t *testing.T) {
		if s.failed != "" {
			t.Skipf("skipped: step %s failed", s.failed)
		}
		step(t)
	})
	if s.failed == "" && s.t.Failed() {
		s.failed = name
	}
}

// waitBoard polls until the page shows the board the domain expects for g (keyboard focus
// aside: where a click leaves the focus differs between engines and platforms).
func (p *etab) waitBoard(g *domain.Game, when string) {
	p.t.Helper()
	p.wait(`document.querySelector('[data-testid="entry-mode"]')`)
	p.waitDeck(expectedDeckGame(p.messages(), g, 0, p.deckShown()), when)
}

// deckShown reports whether the pin deck is the entry mode now.
func (p *etab) deckShown() bool {
	p.t.Helper()
	return evalIn[bool](p, `document.querySelector('[data-testid="entry-mode"]').getAttribute("aria-checked") === "true"`)
}

// messages is the catalogue of the language the page speaks.
func (p *etab) messages() *i18n.Messages {
	p.t.Helper()
	return i18n.Catalogue(evalIn[string](p, `document.documentElement.lang`))
}

// waitDeck polls until the page shows w: board, ball boxes and deck.
func (p *etab) waitDeck(w deckGame, when string) {
	p.t.Helper()
	deadline := time.Now().Add(updateTimeout)
	for {
		got := evalIn[deckGame](p, deckGameJS)
		w.Board.Focused = got.Board.Focused
		d := diffDeckGame(got, w)
		if d == "" {
			return
		}
		if time.Now().After(deadline) {
			p.fatalf("%s:\n%s", when, d)
		}
		time.Sleep(30 * time.Millisecond)
	}
}

// tap taps the pad button for pins, throws the same ball into g, and checks the board.
func (p *etab) tap(g *domain.Game, pins int) {
	p.t.Helper()
	if err := g.Roll(pins); err != nil {
		p.fatalf("the domain refuses %d: %v", pins, err)
	}
	p.click(fmt.Sprintf(`button[data-pins="%d"]`, pins))
	p.waitBoard(g, fmt.Sprintf("after tapping %d", pins))
}

// deckBall enters d on the pin deck (pins tapped one by one, or the foul button), throws it
// into g, and checks ball boxes, splits and fouls.
func (p *etab) deckBall(g *domain.Game, d domain.Delivery) {
	p.t.Helper()
	down, _ := d.Down()
	if d.Foul() {
		p.click(`[data-testid="foul"]`)
	} else {
		var marked domain.Pins
		for n := 1; n <= 10; n++ {
			if down.Has(n) {
				sel := fmt.Sprintf(`button[data-testid="pin"][data-pin="%d"]`, n)
				p.click(sel)
				p.wait(fmt.Sprintf(`document.querySelector(%q).getAttribute("aria-pressed") === "true"`, sel))
				marked |= domain.PinsOf(n)
			}
		}
		p.waitDeck(expectedDeckGame(p.messages(), g, marked, true), "pins marked")
		p.click(`[data-testid="roll-pins"]`)
	}
	if err := g.Throw(d); err != nil {
		p.fatalf("the domain refuses %v: %v", d, err)
	}
	p.waitDeck(expectedDeckGame(p.messages(), g, 0, true), fmt.Sprintf("after %v on the deck", d))
}

// entryMode switches between the pad and the deck.
func (p *etab) entryMode(deck bool) {
	p.t.Helper()
	if p.deckShown() != deck {
		p.click(`[data-testid="entry-mode"]`)
	}
	p.wait(fmt.Sprintf(`(document.querySelector('[data-testid="entry-mode"]').getAttribute("aria-checked") === "true") === %v`, deck))
}

// show follows the navigation's link to a screen ("" for the game) and waits for it. A click
// that lands while the page redraws (a language switch) is tried again.
func (p *etab) show(screen string) {
	p.t.Helper()
	if screen == "history" {
		// As tab.show: the list is redrawn once the rest of history has loaded, and a click
		// meant for it waits for that, as a person's eye would.
		defer p.waitFor(`!document.querySelector('[data-testid="history-loading"]')`, loadTimeout)
	}
	shown := fmt.Sprintf(`document.getElementById(%q)`, screen+"-heading")
	if evalIn[bool](p, fmt.Sprintf(`!!document.querySelector('.screens a[href="office/#%s"]')`, screen)) {
		// The lane app has no office screen: its link leads into the office app, a new page.
		p.click(fmt.Sprintf(`.screens a[href="office/#%s"]`, screen))
		p.waitFor(`location.pathname.endsWith("/office/")`, loadTimeout)
		p.waitLive() // with the page hooks a live page gets (holdHookJS)
		p.waitFor(shown, loadTimeout)
		return
	}
	if screen == "" {
		shown = `location.hash === "" && document.querySelector('[data-testid="new-game"]')`
	}
	for try := 0; evalIn[string](p, `location.hash`) != "#"+screen && try < 3; try++ {
		p.click(fmt.Sprintf(`.screens a[href="#%s"]`, screen))
		if evalIn[bool](p, `new Promise((ok) => { const t0 = Date.now();
		  const poll = () => (`+shown+`) ? ok(true) : Date.now() - t0 > 2000 ? ok(false) : setTimeout(poll, 30); poll(); })`) {
			break
		}
	}
	p.waitFor(shown, loadTimeout)
}

// history waits for the history list and returns its lines.
func (p *etab) history() []string {
	p.t.Helper()
	p.waitFor(`document.querySelector('[data-testid="history-list"], [data-testid="history-empty"]')`, loadTimeout)
	return evalIn[[]string](p, `[...document.querySelectorAll('[data-testid="history-list"] .game-link')].map((b) => b.textContent)`)
}

// choose sets a select's value as a bowler does, with the change event go-app listens to.
func (p *etab) choose(sel, value string) {
	p.t.Helper()
	evalIn[bool](p, fmt.Sprintf(`(() => { const s = document.querySelector(%q);
	  s.value = %q; s.dispatchEvent(new Event("change", {bubbles: true})); return s.value === %[2]q; })()`, sel, value))
}

// chooseAndClick chooses value in the select sel, then clicks the button btn that acts on
// it. A window following another's writes may redraw both between the two (the button the
// driver found is then gone: "stale element"): the choice is made again on the new ones.
func (p *etab) chooseAndClick(sel, value, btn string) {
	p.t.Helper()
	for try := 1; ; try++ {
		p.choose(sel, value)
		p.wait(fmt.Sprintf(`(() => { const e = document.querySelector(%q); return e && !e.disabled; })()`, btn))
		err := p.e.click(btn)
		if err == nil {
			return
		}
		if try == 5 || !strings.Contains(err.Error(), "stale") {
			p.fatalf("clicking %s: %v", btn, err)
		}
	}
}

// catchDownloads makes the page keep what it downloads instead of saving it: the Blob behind
// each link with a download attribute that the app clicks. downloaded reads them back.
// (A download dialog or folder differs in every engine; the bytes do not.)
const catchDownloads = `(() => {
  window.__tenpinBlobs = new Map();
  window.__tenpinDownloads = [];
  const create = URL.createObjectURL;
  URL.createObjectURL = function (b) { const u = create.call(URL, b); window.__tenpinBlobs.set(u, b); return u; };
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    const b = this.download && window.__tenpinBlobs.get(this.href);
    if (!b) return click.call(this);
    const name = this.download;
    window.__tenpinDownloads.push(b.text().then((text) => ({name, text})));
  };
  return true;
})()`

// download is a file the page downloaded.
type download struct {
	Name string `json:"name"`
	Text string `json:"text"`
}

// waitDownloads waits until the page has downloaded n files since catchDownloads and
// returns them.
func (p *etab) waitDownloads(n int) []download {
	p.t.Helper()
	p.wait(fmt.Sprintf(`window.__tenpinDownloads.length >= %d`, n))
	return evalIn[[]download](p, `Promise.all(window.__tenpinDownloads)`)
}

// TestEngines runs the lane's path in each engine: setup, a game by pad and by pin deck
// with a split and a foul, a correction in the dialog, a series with Next game, history
// across a reload, export then import, statistics, the language switch, a share link, and
// starting offline after one visit, opening the share link there.
func TestEngines(t *testing.T) {
	eachEngine(t, func(t *testing.T, start func(t testing.TB, o engineOptions) engine) {
		base, stop := startServer(t)
		p := &etab{t: t, e: start(t, engineOptions{width: 1024, height: 900})}
		s := &steps{t: t}
		players := []string{"pjs", "kyj"}
		series, err := domain.NewSeries(2, domain.KeepOrder, players...)
		if err != nil {
			t.Fatal(err)
		}
		var g *domain.Game
		var games []*domain.Game
		var link string
		var exported []byte

		s.run("setup", func(t *testing.T) {
			p.t = t
			p.open(base)
			p.typeInto("#series-games", "2")
			p.wait(`document.querySelector("#series-games").value === "2"`)
			p.click(`[data-testid="add-player"]`)
			p.wait(addedField(1))
			for i, name := range players {
				p.typeInto(fmt.Sprintf("#player-name-%d", i), name)
				p.wait(fmt.Sprintf(`document.querySelector("#player-name-%d").value === %q`, i, strings.ToUpper(name)))
			}
			p.click(`[data-testid="start-game"]`)
			if g, err = series.Start(1); err != nil {
				t.Fatal(err)
			}
			p.waitBoard(g, "after Start")
			p.shot("setup")
		})
		s.run("pad", func(t *testing.T) {
			p.t = t
			for _, pins := range []int{9, 0, 10} { // PJS 9 and a miss, KYJ a strike
				p.tap(g, pins)
			}
		})
		s.run("deck-split-foul", func(t *testing.T) {
			p.t = t
			p.entryMode(true)
			// PJS: the 7-10 split, then a foul on the second ball.
			p.deckBall(g, domain.Knocked(domain.AllPins&^domain.PinsOf(7, 10)))
			p.deckBall(g, domain.Fouled())
			p.shot("deck")
			p.entryMode(false)
		})
		s.run("correction", func(t *testing.T) {
			p.t = t
			// PJS's first ball was 9; it was 8.
			p.click(boxSelector(0, 1, 1))
			p.wait(`(() => { const d = document.querySelector('` + dialogSelector + `'); return d && d.open && d.matches(":modal"); })()`)
			p.shot("correction")
			p.click(`button[data-correct-pins="8"]`)
			if err := g.Correct(0, 1, 1, domain.Count(8)); err != nil {
				t.Fatal(err)
			}
			p.wait(`!document.querySelector('` + dialogSelector + `')`)
			p.waitBoard(g, "after the correction")
		})
		s.run("series", func(t *testing.T) {
			p.t = t
			for n := 1; n <= series.Games; n++ {
				if n > 1 {
					p.click(`[data-testid="next-game"]`)
					if g, err = series.Start(n); err != nil {
						t.Fatal(err)
					}
					p.waitBoard(g, "after Next game")
				}
				for _, pins := range rest(t, g, uint64(26+n)) {
					p.tap(g, pins)
				}
				games = append(games, g)
			}
			p.show("series")
			got := evalIn[map[string]string](p, `Object.fromEntries([...document.querySelectorAll('[data-testid="series-total"]')].map((e) => [e.dataset.player, e.textContent]))`)
			for i := range players {
				sum := 0
				for _, g := range games {
					sum += g.Cards()[i].Total
				}
				if got[strconv.Itoa(i)] != strconv.Itoa(sum) {
					t.Errorf("series-total of player %d = %q, want %d", i, got[strconv.Itoa(i)], sum)
				}
			}
			p.shot("series")
		})
		s.run("share-link", func(t *testing.T) {
			p.t = t
			p.wait(`document.querySelector('[data-testid="share-link"]')`)
			link = evalIn[string](p, `(() => { const l = document.querySelector('[data-testid="share-link"]'); return l.value || l.href; })()`)
			text, ok := strings.CutPrefix(link, base+"#sheet=")
			if !ok {
				t.Fatalf("share link %q is not the app's address with #sheet=", link)
			}
			recs, err := domain.DecodeSheet(text)
			if err != nil || len(recs) != len(games) {
				t.Fatalf("DecodeSheet(link) = %d records, %v", len(recs), err)
			}
			for i, r := range recs {
				if got, want := r.Scores(), games[i].Cards(); got[0] != want[0].Total || got[1] != want[1].Total {
					t.Errorf("the link's game %d scores %v, want %d and %d", i+1, got, want[0].Total, want[1].Total)
				}
			}
		})
		var history []string
		s.run("history-reload", func(t *testing.T) {
			p.t = t
			p.show("history")
			if history = p.history(); len(history) != 2 {
				t.Fatalf("history = %q, want 2 games", history)
			}
			p.reload()
			p.show("history")
			if got := p.history(); !reflect.DeepEqual(got, history) {
				t.Errorf("after a reload, history = %q, want %q", got, history)
			}
			p.shot("history")
		})
		s.run("export-import", func(t *testing.T) {
			p.t = t
			evalIn[bool](p, catchDownloads)
			p.click(`[data-testid="export-json"]`)
			files := p.waitDownloads(1)
			exported = []byte(files[0].Text)
			recs, err := domain.Import(exported)
			if err != nil || len(recs) != 2 {
				t.Fatalf("the export %s imports as %d records, %v", files[0].Name, len(recs), err)
			}
			for i, r := range recs {
				if !slices.Equal(r.Scores(), []int{games[i].Cards()[0].Total, games[i].Cards()[1].Total}) {
					t.Errorf("exported game %d scores %v", i+1, r.Scores())
				}
			}
			// The file again, with a game bowled elsewhere: one new, two already here.
			other, err := domain.NewSeries(1, domain.KeepOrder, "abc")
			if err != nil {
				t.Fatal(err)
			}
			og, _ := other.Start(1)
			for _, pins := range rest(t, og, 7) {
				og.Roll(pins)
			}
			r, err := other.Record(1, og, time.Now().Add(-time.Hour))
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := domain.ExportJSON(&buf, append(recs, r)); err != nil {
				t.Fatal(err)
			}
			p.setFile(`input[data-testid="import"]`, "history.json", buf.Bytes())
			want := i18n.English.ImportReport(1, 2, 0)
			p.wait(fmt.Sprintf(`document.querySelector('.night-status').textContent.includes(%q)`, want))
			if got := p.history(); len(got) != 3 {
				t.Errorf("after the import history = %q, want 3 games", got)
			}
			exported = buf.Bytes()
		})
		s.run("statistics", func(t *testing.T) {
			p.t = t
			recs, _ := domain.Import(exported)
			p.show("stats")
			for _, st := range domain.Statistics(recs, 2) {
				if st.Name == "ABC" {
					continue // a series of one game elsewhere: the night's figures are for the lane's bowlers
				}
				p.choose(`[data-testid="stats-bowler"]`, st.Name)
				p.wait(fmt.Sprintf(`document.querySelector('[data-testid="figures"] caption').textContent.startsWith(%q)`, st.Name))
				got := evalIn[map[string]string](p, `Object.fromEntries([...document.querySelectorAll('[data-figure]')].map((e) => [e.dataset.figure, e.textContent]))`)
				if want := wantFigures(st); !reflect.DeepEqual(got, want) {
					t.Errorf("%s's figures = %v, want %v", st.Name, got, want)
				}
			}
			p.shot("statistics")
		})
		s.run("language", func(t *testing.T) {
			p.t = t
			for _, tag := range []string{"es", "ko", "en"} {
				m := i18n.Catalogue(tag)
				p.choose(`select[data-testid="language"]`, tag)
				p.wait(fmt.Sprintf(`document.documentElement.lang === %[1]q && document.querySelector('.tenpin[lang=%[1]q]')`, tag))
				p.wait(fmt.Sprintf(`document.querySelector('.screens a[href="#stats"]').textContent.includes(%q)`, m.NavStats))
				if tag == "ko" {
					p.shot("korean")
				}
			}
		})
		s.run("offline", func(t *testing.T) {
			p.t = t
			p.waitFor(`navigator.serviceWorker.getRegistration().then((r) => r && r.active && r.active.state === "activated")`, loadTimeout)
			stop()
			p.waitStored()
			if err := p.e.navigate("about:blank"); err != nil {
				t.Fatal(err)
			}
			if res, err := http.Get(base); err == nil {
				res.Body.Close()
				t.Fatal("the server still answers after stop")
			}
			p.open(base + "#history")
			if got := p.history(); len(got) != 3 {
				t.Errorf("offline, history = %q, want 3 games", got)
			}
			// A new game, offline: setup keeps the names; one game, two balls.
			p.show("")
			p.click(`[data-testid="new-game"]`)
			p.wait(`document.querySelector('[data-testid="start-game"]')`)
			p.typeInto("#series-games", "1")
			names := evalIn[[]string](p, `[...document.querySelectorAll('input[data-testid="player-name"]')].map((e) => e.value)`)
			p.click(`[data-testid="start-game"]`)
			if g, err = domain.NewGame(names...); err != nil {
				t.Fatalf("setup shows the names %q: %v", names, err)
			}
			p.waitBoard(g, "after Start, offline")
			p.tap(g, 7)
			p.tap(g, 3)
			p.shot("offline")
		})
		s.run("share-link-offline", func(t *testing.T) {
			p.t = t
			p.waitStored()
			if err := p.e.navigate("about:blank"); err != nil {
				t.Fatal(err)
			}
			p.open(link)
			p.wait(`document.querySelector('.shared-sheet [data-testid="keep-shared"]')`)
			got := evalIn[[][][6]string](p, sharedFrames)
			if want := wantFrames(games); fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("the opened link shows\n%v\nwant\n%v", got, want)
			}
			p.shot("shared")
		})
		s.run("league-match", func(t *testing.T) {
			p.t = t
			// A one-game match of two teams of two, set up through the screen (the app from
			// its cache: the server is stopped), the team panel checked against the domain.
			teams := [2]domain.Team{
				{Name: "Strikers", Lineup: []domain.Place{{Name: "ABC"}, {Name: "DEF"}}},
				{Name: "Pin Pals", Lineup: []domain.Place{{Name: "GHI"}, {Name: "JKL"}}},
			}
			p.open(strings.SplitN(link, "#", 2)[0])
			p.show("")
			p.click(`[data-testid="new-game"]`)
			p.wait(`document.querySelector('[data-testid="start-game"]')`)
			p.typeInto("#series-games", "1")
			p.click(`input[data-testid="teams"]`)
			p.wait(`document.querySelectorAll('[data-testid="team"]').length === 2`)
			for tm, team := range teams {
				block := fmt.Sprintf(`[data-testid="team"][data-team="%d"]`, tm)
				p.typeInto("#team-name-"+strconv.Itoa(tm), team.Name)
				for k, pl := range team.Lineup {
					if k > 0 && evalIn[int](p, fmt.Sprintf(`document.querySelectorAll('%s .place').length`, block)) <= k {
						evalIn[bool](p, fmt.Sprintf(`document.querySelector('%s [data-testid="add-player"]').click(), true`, block))
						p.wait(fmt.Sprintf(`document.querySelectorAll('%s .place').length === %d`, block, k+1))
					}
					p.typeInto(fmt.Sprintf("#place-%d-%d", tm, k), pl.Name)
				}
			}
			m, err := domain.NewMatch(1, domain.DefaultLeague(), teams[0], teams[1])
			if err != nil {
				t.Fatal(err)
			}
			p.wait(`!document.querySelector('[data-testid="start-game"]').disabled`)
			p.click(`[data-testid="start-game"]`)
			if g, err = m.Start(1); err != nil {
				t.Fatal(err)
			}
			p.waitBoard(g, "after Start of the match")
			for _, pins := range rest(t, g, 61) {
				p.tap(g, pins)
			}
			cards := g.Cards() // the lineups in bowling order: team A's two, then team B's
			for tm := range 2 {
				total := cards[2*tm].Total + cards[2*tm+1].Total
				p.wait(fmt.Sprintf(`(document.querySelector('[data-testid="team-game"][data-team="%d"][data-game="1"]') || {}).textContent === %q`,
					tm, strconv.Itoa(total)))
			}
			p.shot("league")
		})
	})
}
