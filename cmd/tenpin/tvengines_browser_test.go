//go:build browser

package main

// The TV view in Chromium, Firefox and WebKit, through the engine harness: a second window
// of the same profile at #tv follows a 3-game series ball by ball, an undo and a correction
// included, across a reload of each side; each page logs when its board changed (tvHooks,
// installed once the app is live), and the delays are logged. The TV button takes the way
// each browser has: where the Presentation and Window Management APIs are missing (Firefox,
// WebKit), a window opened inside the click, or the message that the browser refused it.

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"testing"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// waitTV waits until p, a TV window, shows g's frames, totals and turn, compared inside the
// page in one condition.
func (p *etab) waitTV(g *domain.Game, when string) {
	p.t.Helper()
	want, err := json.Marshal(tvBoard(g))
	if err != nil {
		p.t.Fatal(err)
	}
	p.wait(`(() => { const v = document.querySelector('[data-testid="tv-view"]'); if (!v) return false;
	  const b = ` + boardJS + `; const w = ` + string(want) + `;
	  return JSON.stringify([b.frames, b.totals, b.current, b.over]) === JSON.stringify([w.frames, w.totals, w.current, w.over]); })()`)
}

// hookTV starts p's log of board changes (tvHooks).
func (p *etab) hookTV() {
	p.t.Helper()
	evalIn[bool](p, `(() => { `+tvHooks+` return true; })()`)
}

// lastChange is the time of the last change in p's log.
func (p *etab) lastChange() float64 {
	p.t.Helper()
	return evalIn[float64](p, `window.__tvLog.length ? window.__tvLog[window.__tvLog.length - 1].t : 0`)
}

func TestTVEngines(t *testing.T) {
	eachEngine(t, func(t *testing.T, start func(t testing.TB, o engineOptions) engine) {
		base, _ := startServer(t)
		p := &etab{t: t, e: start(t, engineOptions{width: 1024, height: 768})}
		p.open(base)
		e, err := p.e.newWindow(t)
		if err != nil {
			t.Fatalf("%s: another window: %v", p.e.name(), err)
		}
		tv := &etab{t: t, e: e}
		tv.open(base + "#tv")
		tv.wait(fmt.Sprintf(`(document.querySelector('[data-testid="tv-view"] .tv-none') || {}).textContent === %q`, i18n.English.TV.NoGame))
		p.hookTV()
		tv.hookTV()
		var delays []float64
		follow := func(g *domain.Game, when string) {
			t.Helper()
			p.waitBoard(g, when)
			tv.waitTV(g, when)
			delays = append(delays, tv.lastChange()-p.lastChange())
		}
		ball := func(g *domain.Game, pins int) {
			t.Helper()
			pins = min(pins, g.PinsStanding())
			p.tap(g, pins)
			tv.waitTV(g, fmt.Sprintf("after %d", pins))
			delays = append(delays, tv.lastChange()-p.lastChange())
		}

		p.typeInto("#series-games", "3")
		p.click(`[data-testid="add-player"]`)
		p.wait(addedField(1))
		p.typeInto("#player-name-0", "pjs")
		p.typeInto("#player-name-1", "kyj")
		p.click(`[data-testid="start-game"]`)
		series, err := domain.NewSeries(3, domain.KeepOrder, "PJS", "KYJ")
		if err != nil {
			t.Fatal(err)
		}
		g, _ := series.Start(1)
		follow(g, "after Start")
		for i := 0; !g.Over(); i++ {
			ball(g, []int{9, 1, 10, 7, 2, 8, 1, 6, 4}[i%9])
		}
		tv.wait(`!!document.querySelector('[data-testid="tv-view"] [data-testid="game-over"]')`)

		p.click(`[data-testid="next-game"]`)
		g, _ = series.Start(2)
		follow(g, "after Next game")
		for _, pins := range []int{7, 2, 10, 8} {
			ball(g, pins)
		}
		p.click(`[data-testid="undo"]`)
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
		follow(g, "after Undo")
		p.click(boxSelector(0, 1, 1))
		p.wait(`(() => { const d = document.querySelector('` + dialogSelector + `'); return d && d.open; })()`)
		p.click(`button[data-correct-pins="6"]`)
		if err := g.Correct(0, 1, 1, domain.Count(6)); err != nil {
			t.Fatal(err)
		}
		p.wait(`!document.querySelector('` + dialogSelector + `')`)
		follow(g, "after the correction")
		tv.shot("tv-game-2")
		tv.reload()
		tv.waitTV(g, "the TV after its reload")
		tv.hookTV()
		p.reload()
		p.waitBoard(g, "the tablet after its reload")
		p.hookTV()
		for i := 0; !g.Over(); i++ {
			ball(g, []int{5, 3, 10, 9, 0}[i%5])
		}
		p.click(`[data-testid="next-game"]`)
		g, _ = series.Start(3)
		follow(g, "after Next game 3")
		for !g.Over() {
			ball(g, 10)
		}
		tv.wait(`!!document.querySelector('[data-testid="tv-view"] [data-testid="series-result"]')`)
		tv.shot("tv-series-over")

		d := slices.Clone(delays)
		sort.Float64s(d)
		t.Logf("%s: the TV after the tablet, %d changes: median %.1f ms, 90th percentile %.1f ms, max %.1f ms",
			p.e.name(), len(d), d[len(d)/2], d[len(d)*9/10], d[len(d)-1])

		// The TV button: the way this browser has.
		has := evalIn[map[string]bool](p, `({presentation: typeof PresentationRequest === "function", screens: typeof getScreenDetails === "function"})`)
		t.Logf("%s has: %v", p.e.name(), has)
		if !has["presentation"] && !has["screens"] {
			p.click(`[data-testid="tv"]`)
			p.wait(fmt.Sprintf(`[%q, %q].includes((document.querySelector('.tv-said') || {}).textContent)`, i18n.English.TV.Opened, i18n.English.TV.Blocked))
			t.Logf("%s: the TV button says %q", p.e.name(), evalIn[string](p, `document.querySelector('.tv-said').textContent`))
		}
	})
}
