//go:build browser

// Leaves and the pin map on the statistics screen (night.md): a series entered on the pin
// deck in the three engines, its leaves and pin map against the domain's, also after a
// reload; and in Chromium over a seeded history: "more", the scope, a bowler with no ball
// entered by pins, print, the picture, accessibility and a phone in Korean.
package main

import (
	"bytes"
	"fmt"
	"image/png"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// leavesSeries is a series of two games for one bowler, entered on the deck, written as the
// domain tests write a line: {7-10} a ball that leaves 7 and 10 (its pins tapped), X / - the
// deck's strike, spare and gutter, F a foul. It leaves a split missed, single pins converted,
// a leave on the 10th frame's fill ball converted and, in the 10th's last ball, pins that are
// on the pin map but no leave.
var leavesSeries = []string{
	"{7-10}- {10}/ X {10}/ F/ X {4-7}/ X {2-4-5}- X{2}/",
	"{10}/ {7}- X X {1-2-4}/ {6-10}/ X {7-10}/ X XX{3}",
}

// deckLine enters one line of balls on the deck, in g and on the page.
func (p *etab) deckLine(g *domain.Game, line string) {
	p.t.Helper()
	rest := strings.ReplaceAll(line, " ", "")
	for rest != "" {
		standing, _ := g.Standing()
		var shortcut string
		var d domain.Delivery
		switch rest[0] {
		case 'X':
			shortcut, d = "strike", domain.Knocked(standing)
		case '/':
			shortcut, d = "spare", domain.Knocked(standing)
		case '-':
			shortcut, d = "gutter", domain.Knocked(0)
		case 'F':
			p.deckBall(g, domain.Fouled())
		case '{':
			end := strings.IndexByte(rest, '}')
			var leave domain.Pins
			for _, n := range strings.Split(rest[1:end], "-") {
				pin, _ := strconv.Atoi(n)
				leave |= domain.PinsOf(pin)
			}
			p.deckBall(g, domain.Knocked(standing&^leave))
			rest = rest[end:]
		default:
			p.fatalf("bad ball %q in %q", rest[0], line)
		}
		rest = rest[1:]
		if shortcut == "" {
			continue
		}
		p.click(fmt.Sprintf(`[data-testid=%q]`, shortcut))
		if err := g.Throw(d); err != nil {
			p.fatalf("the domain refuses %v: %v", d, err)
		}
		p.waitDeck(expectedDeckGame(p.messages(), g, 0, true), fmt.Sprintf("after the %s shortcut", shortcut))
	}
}

// leavesShown is what the statistics screen shows of the leaves and the pin map.
type leavesShown struct {
	Leaves []string `json:"leaves"` // "7-10 2 1": pins, count, converted
	Pins   []string `json:"pins"`   // "7 3 20 15%": pin, left, racks, the share as written
	Racks  string   `json:"racks"`
	None   string   `json:"none"` // the message when there is nothing to show
}

const leavesJS = `(() => ({
  leaves: [...document.querySelectorAll('[data-testid="leave"]')].map((r) => r.dataset.leave + " " + r.dataset.count + " " + r.dataset.converted),
  pins: [...document.querySelectorAll('[data-testid="pin-left"]')].map((e) => e.dataset.pin + " " + e.dataset.left + " " + e.dataset.racks + " " + e.textContent),
  racks: (document.querySelector('[data-testid="pin-map"]') || {dataset: {}}).dataset.racks || "",
  none: (document.querySelector('[data-testid="leaves-none"]') || {}).textContent || "",
}))()`

// leavesWant is what the screen should show of r in the language of m.
func leavesWant(r domain.LeaveReport, m *i18n.Messages, name string) leavesShown {
	w := leavesShown{Leaves: []string{}, Pins: []string{}}
	if r.Racks == 0 {
		w.None = m.Leaves.NoneYet.Say(name, r.Of)
		return w
	}
	w.Racks = strconv.Itoa(r.Racks)
	for _, l := range r.Leaves {
		w.Leaves = append(w.Leaves, fmt.Sprintf("%s %d %d", l.Leave, l.Count, l.Converted))
	}
	for pin := 1; pin <= 10; pin++ {
		share, _ := r.Share(pin).Percent()
		w.Pins = append(w.Pins, fmt.Sprintf("%d %d %d %s", pin, r.Left[pin-1], r.Racks, m.Percent.Say(share)))
	}
	return w
}

func (w leavesShown) String() string {
	return fmt.Sprintf("leaves %q, pins %q, racks %q, none %q", w.Leaves, w.Pins, w.Racks, w.None)
}

// TestLeavesEngines bowls leavesSeries on the deck in each engine, then reads the leaves and
// the pin map on the statistics screen against the domain's, and again after a reload.
func TestLeavesEngines(t *testing.T) {
	eachEngine(t, func(t *testing.T, start func(t testing.TB, o engineOptions) engine) {
		base, _ := startServer(t)
		p := &etab{t: t, e: start(t, engineOptions{width: 1024, height: 900})}
		s := &steps{t: t}
		series, err := domain.NewSeries(len(leavesSeries), domain.KeepOrder, "ABC")
		if err != nil {
			t.Fatal(err)
		}
		var records []domain.Record
		s.run("series-on-the-deck", func(t *testing.T) {
			p.t = t
			p.open(base)
			p.typeInto("#series-games", strconv.Itoa(len(leavesSeries)))
			p.wait(fmt.Sprintf(`document.querySelector("#series-games").value === "%d"`, len(leavesSeries)))
			p.typeInto("#player-name-0", "abc")
			p.wait(`document.querySelector("#player-name-0").value === "ABC"`)
			p.click(`[data-testid="start-game"]`)
			for n, line := range leavesSeries {
				g, err := series.Start(n + 1)
				if err != nil {
					t.Fatal(err)
				}
				if n > 0 {
					p.click(`[data-testid="next-game"]`)
				}
				p.waitBoard(g, fmt.Sprintf("game %d", n+1))
				p.entryMode(true)
				p.deckLine(g, line)
				r, err := series.Record(n+1, g, time.Now())
				if err != nil {
					t.Fatal(err)
				}
				records = append(records, r)
			}
		})
		check := func(when string) {
			want := leavesWant(domain.LeavesIn(records, "ABC", domain.Format{}), p.messages(), "ABC")
			p.wait(`document.querySelector('[data-testid="pin-map"]')`)
			if got := evalIn[leavesShown](p, leavesJS); got.String() != want.String() {
				p.t.Errorf("%s: the screen shows %v, want %v", when, got, want)
			}
		}
		s.run("statistics", func(t *testing.T) {
			p.t = t
			p.show("stats")
			check("statistics")
			p.shot("leaves")
		})
		s.run("reload", func(t *testing.T) {
			p.t = t
			p.reload()
			p.waitFor(`document.getElementById("stats-heading")`, loadTimeout)
			check("after a reload")
		})
	})
}

// leavesHistory is a seeded history: ABC's games entered by pins (many leaves, so "more"
// shows), DEF's by counts (nothing to show), in series of 2 a day apart.
func leavesHistory(t testing.TB) []domain.Record {
	rng := rand.New(rand.NewPCG(11, 12))
	var out []domain.Record
	for day := range 10 {
		s, err := domain.NewSeries(2, domain.KeepOrder, "ABC", "DEF")
		if err != nil {
			t.Fatal(err)
		}
		for n := 1; n <= 2; n++ {
			g, _ := s.Start(n)
			for !g.Over() {
				standing, _ := g.Standing()
				d := domain.Count(rng.IntN(g.PinsStanding() + 1))
				if g.Current() == 0 {
					var down domain.Pins
					for pin := 1; pin <= 10; pin++ {
						if standing.Has(pin) && rng.IntN(10) < 7 {
							down |= domain.PinsOf(pin)
						}
					}
					d = domain.Knocked(down)
				}
				if err := g.Throw(d); err != nil {
					t.Fatal(err)
				}
			}
			played := time.Date(2026, 10, 1+day, 19, 20*n, 0, 0, time.Local)
			r, err := s.Record(n, g, played)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, r)
		}
	}
	return out
}

// TestLeavesScreen reads the leaves over a seeded history in Chromium: the first ten leaves
// and the rest behind "more", the scope of dates, a bowler with no ball entered by pins told
// why and how, every row in print, the picture, axe, and a 390 px phone in Korean.
func TestLeavesScreen(t *testing.T) {
	p, base := openApp(t, 1024, 900)
	records := leavesHistory(t)
	p.seedHistory(records)
	e := &etab{t: t, e: &chromium{ctx: p.ctx, width: 1024, height: 900}}
	m := e.messages()
	e.show("stats")
	p.wait(`document.querySelector('[data-testid="stats-bowler"]')`)
	e.choose(`[data-testid="stats-bowler"]`, "ABC")
	all := domain.LeavesIn(records, "ABC", domain.Format{})
	if len(all.Leaves) <= 10 {
		t.Fatalf("the seeded history has %d leaves, want more than ten", len(all.Leaves))
	}
	p.wait(`document.querySelector('[data-testid="pin-map"]')`)
	first := all
	first.Leaves = first.Leaves[:10]
	if got, want := evaluate[leavesShown](p, leavesJS), leavesWant(first, m, "ABC"); got.String() != want.String() {
		t.Errorf("all history, before more: the screen shows %v, want %v", got, want)
	}
	visible := `[...document.querySelectorAll('[data-testid="leave"]')].filter((r) => r.getClientRects().length > 0).length`
	if got, want := evaluate[string](p, `document.querySelector('[data-testid="leaves-more"]').textContent`), m.Leaves.More.Say(len(all.Leaves)); got != want {
		t.Errorf("the more button says %q, want %q", got, want)
	}
	p.checkAxe("statistics with leaves")
	evaluate[bool](p, `(document.getElementById("leaves-heading").scrollIntoView(), true)`)
	p.screenshot("leaves-1024")
	// Print shows the leaves shown, and no button.
	if _, err := chromedp.Call(p.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
		t.Fatal(err)
	}
	if n := evaluate[int](p, visible); n != 10 {
		t.Errorf("print shows %d leaves, want the 10 shown", n)
	}
	if n := evaluate[int](p, `[...document.querySelectorAll('.leaves-area button')].filter((b) => b.getClientRects().length > 0).length`); n != 0 {
		t.Errorf("print shows %d buttons of the leaves", n)
	}
	if _, err := chromedp.Call(p.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: ""}); err != nil {
		t.Fatal(err)
	}
	// The picture of what is shown (ten leaves): a PNG, 1200 wide, downloaded where the browser
	// cannot share files.
	dir := p.downloads()
	p.click(`[data-testid="leaves-picture"]`)
	data, err := os.ReadFile(p.waitDownload(dir))
	if err != nil {
		t.Fatal(err)
	}
	if cfg, err := png.DecodeConfig(bytes.NewReader(data)); err != nil || cfg.Width != 1200 || cfg.Height < 500 {
		t.Errorf("the picture is %+v, %v; want a PNG 1200 wide", cfg, err)
	}
	if dir := os.Getenv("TENPIN_SCREENSHOTS"); dir != "" {
		_ = os.WriteFile(dir+"/leaves-picture.png", data, 0o644)
	}

	p.click(`[data-testid="leaves-more"]`)
	p.wait(fmt.Sprintf(`%s === %d && document.querySelector('[data-testid="leaves-more"]').getAttribute("aria-expanded") === "true"`, visible, len(all.Leaves)))
	if got, want := evaluate[leavesShown](p, leavesJS), leavesWant(all, m, "ABC"); got.String() != want.String() {
		t.Errorf("all history, after more: the screen shows %v, want %v", got, want)
	}

	// A range of dates: the leaves of those games alone.
	e.choose(`[data-testid="stats-scope"]`, "dates")
	p.wait(`document.getElementById("stats-from")`)
	e.choose("#stats-from", "2026-10-03")
	e.choose("#stats-to", "2026-10-05")
	from, to := time.Date(2026, 10, 3, 0, 0, 0, 0, time.Local), time.Date(2026, 10, 6, 0, 0, 0, 0, time.Local)
	some := domain.LeavesIn(domain.Between(records, from, to), "ABC", domain.Format{})
	want := leavesWant(some, m, "ABC")
	p.wait(fmt.Sprintf(`document.querySelector('[data-testid="pin-map"]').dataset.racks === %q`, want.Racks))
	if got := evaluate[leavesShown](p, leavesJS); got.String() != want.String() {
		t.Errorf("3 to 5 October: the screen shows %v, want %v", got, want)
	}

	// DEF entered every ball as a count: told why there is nothing, and how to enter pins.
	e.choose(`[data-testid="stats-bowler"]`, "DEF")
	none := leavesWant(domain.LeavesIn(domain.Between(records, from, to), "DEF", domain.Format{}), m, "DEF")
	p.wait(`document.querySelector('[data-testid="leaves-none"]')`)
	if got := evaluate[leavesShown](p, leavesJS); got.String() != none.String() {
		t.Errorf("DEF: the screen shows %v, want %v", got, none)
	}
	if got := evaluate[string](p, `document.querySelector('.leaves-how').textContent`); got != m.Leaves.HowToEnter {
		t.Errorf("DEF: the hint says %q, want %q", got, m.Leaves.HowToEnter)
	}

	// A phone in Korean (another tab of the profile): nothing wider than the screen.
	q := p.otherTab()
	q.viewport(390, 844)
	q.open(base + "#stats")
	q.wait(`document.querySelector('select[data-testid="language"]')`)
	q.chooseLanguage("ko")
	ko := &etab{t: t, e: &chromium{ctx: q.ctx, width: 390, height: 844}}
	q.wait(`document.querySelector('[data-testid="stats-bowler"]')`)
	ko.choose(`[data-testid="stats-bowler"]`, "ABC")
	q.wait(`document.querySelector('[data-testid="pin-map"]')`)
	mk := i18n.Catalogue("ko")
	if got, want := evaluate[leavesShown](q, leavesJS), leavesWant(first, mk, "ABC"); got.String() != want.String() {
		t.Errorf("Korean: the screen shows %v, want %v", got, want)
	}
	if w := evaluate[int](q, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("the phone's page is %d px wide, want at most 390", w)
	}
	if got := evaluate[string](q, `document.getElementById("leaves-heading").textContent`); got != mk.Leaves.Heading {
		t.Errorf("Korean heading %q, want %q", got, mk.Leaves.Heading)
	}
	evaluate[bool](q, `(document.querySelector('[data-testid="pin-map"]').scrollIntoView(), true)`)
	q.screenshot("leaves-390-ko")
}
