//go:build browser

package main

import (
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/device"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// overflowJS lists what overflows on the page: the page scrolling sideways; an element that
// clips (overflow hidden or clip, an ellipsis) or a control (button, link, label, cell) whose
// content is wider than it; and anything reaching past the right edge of the window outside a
// scrolling area (the grid scrolls sideways on purpose). Hidden elements do not count.
const overflowJS = `(() => {
  const bad = [];
  const de = document.documentElement;
  if (de.scrollWidth > de.clientWidth + 1) bad.push("the page scrolls sideways: " + de.scrollWidth + " > " + de.clientWidth);
  const name = (el) => el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") +
    (typeof el.className === "string" && el.className.trim() ? "." + el.className.trim().split(/\s+/).join(".") : "") +
    (el.dataset && el.dataset.testid ? "[" + el.dataset.testid + "]" : "");
  const scrolling = (el) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const o = getComputedStyle(a).overflowX;
      if (o === "auto" || o === "scroll") return true;
    }
    return false;
  };
  for (const el of document.querySelectorAll(".tenpin *")) {
    if (!el.getClientRects().length || el.closest(".visually-hidden, svg")) continue;
    const cs = getComputedStyle(el);
    if (cs.visibility === "hidden" || cs.overflowX === "auto" || cs.overflowX === "scroll") continue;
    if (cs.clipPath !== "none" || cs.clip !== "auto") continue; // hidden on purpose, for screen readers
    if (el.matches("input[readonly]")) continue; // a value to copy (the share link): it scrolls in its field by design
    const clips = cs.overflowX === "hidden" || cs.overflowX === "clip" || cs.textOverflow === "ellipsis";
    const control = el.matches("button, a, label, th, td, select, legend, summary");
    const what = () => name(el) + " \"" + el.textContent.trim().slice(0, 50) + "\"";
    if ((clips || control) && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) {
      bad.push(what() + ": content " + el.scrollWidth + "px wide in " + el.clientWidth + "px");
    }
    const r = el.getBoundingClientRect();
    if (r.right > de.clientWidth + 1 && !scrolling(el)) {
      bad.push(what() + ": reaches " + Math.round(r.right) + "px of a " + de.clientWidth + "px window");
    }
  }
  return bad;
})()`

// layoutScreen is one screen of the app, set up from the one before it.
type layoutScreen struct {
	name  string
	setUp func(t *testing.T, p *tab)
	done  func(t *testing.T, p *tab) // leaves the screen for the next, or nil
}

// TestLayoutInEveryLanguage shows every screen in every language at 1024x768, 768x1024 and
// on a phone (390x844), switching language on the screen, and checks that nothing overflows
// or is cut off and that the choices made are kept; at 1024x768, axe-core checks each screen
// in each language, and no English word remains in another. Screenshots of the phone in Spanish and Korean go to
// $TENPIN_SCREENSHOTS.
func TestLayoutInEveryLanguage(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	g := pinsGame(t)
	over, err := domain.NewGame("PJS", "KYJ")
	if err != nil {
		t.Fatal(err)
	}
	for !over.Over() {
		if err := over.Roll(9); err != nil {
			if err := over.Roll(1); err != nil {
				t.Fatal(err)
			}
		}
	}
	fresh := func(t *testing.T, p *tab) {
		evaluate[bool](p, `localStorage.removeItem("tenpin.game"), localStorage.removeItem("tenpin.entry"), localStorage.removeItem("tenpin.pending"), localStorage.removeItem("tenpin.league"), localStorage.removeItem("tenpin.series"), location.hash = "", true`)
		p.reload()
		p.wait(`document.getElementById("setup-heading") && document.querySelector('input[data-testid="player-name"]')`)
	}
	screens := []layoutScreen{
		{name: "setup", setUp: func(t *testing.T, p *tab) {
			fresh(t, p)
			p.typeName(0, "pjs")
			p.click(`[data-testid="add-player"]`)
			p.wait(addedField(1))
			p.typeName(1, "k4")
		}},
		{name: "league", setUp: func(t *testing.T, p *tab) {
			p.click(`#handicap-on`)
			p.wait(`document.querySelector('#player-average-0')`)
		}},
		{name: "pad", setUp: func(t *testing.T, p *tab) { p.seed(g) }},
		{name: "deck", setUp: func(t *testing.T, p *tab) { openDeck(t, p, g) }},
		{name: "correction", setUp: func(t *testing.T, p *tab) { p.openCorrection(g, 3, 1, 1) },
			done: func(t *testing.T, p *tab) {
				p.click(`[data-testid="correction-cancel"]`)
				p.waitClosed(3, 1, 1)
			}},
		{name: "game-over", setUp: func(t *testing.T, p *tab) {
			p.seed(over)
			p.wait(`document.querySelector('[data-testid="game-over"]')`)
		}},
		{name: "series", setUp: func(t *testing.T, p *tab) {
			fresh(t, p)
			s := p.startSeries(3, "pjs", "kyj")
			balls := []int{}
			for range 24 { // a perfect game each: the sheet has a game to show
				balls = append(balls, 10)
			}
			p.play(s, balls)
			p.show("series")
			p.wait(`document.querySelector('[data-testid="series-total"]')`)
		}},
		{name: "history", setUp: func(t *testing.T, p *tab) {
			p.seedHistory(seasonRecords(t))
			p.show("history")
			p.historyShown()
		}},
		{name: "stats", setUp: func(t *testing.T, p *tab) {
			p.show("stats")
			chooseBowler(p, "ABC")
		}},
	}
	// What each screen must still show after every switch of language: the choices made.
	kept := map[string]string{
		"setup":  `[...document.querySelectorAll('input[data-testid="player-name"]')].map((i) => i.value).join() === "PJS,k4"`,
		"league": `document.querySelector('#handicap-on').checked`,
		"stats":  `document.querySelector('[data-testid="stats-bowler"]').value === "ABC"`,
	}
	sizes := []struct {
		name string
		set  chromedp.Action[chromedp.Void]
	}{
		{"1024x768", chromedp.EmulateViewport(1024, 768)},
		{"768x1024", chromedp.EmulateViewport(768, 1024)},
		{"phone-390x844", chromedp.Emulate(device.IPhone13)},
	}
	for _, s := range screens {
		p.chooseLanguage("en")
		p.do(chromedp.EmulateReset(), sizes[0].set)
		s.setUp(t, p)
		for _, size := range sizes {
			p.do(chromedp.EmulateReset(), size.set)
			for _, tag := range i18n.Languages() {
				p.chooseLanguage(tag)
				where := s.name + ", " + tag + ", " + size.name
				if js, ok := kept[s.name]; ok && !evaluate[bool](p, js) {
					t.Errorf("%s: the switch lost what was chosen (%s): names %q", where, js, evaluate[string](p, `[...document.querySelectorAll('input[data-testid="player-name"]')].map((i) => i.value).join()`))
				}
				for _, problem := range evaluate[[]string](p, overflowJS) {
					t.Errorf("%s: %s", where, problem)
				}
				if size.name == sizes[0].name {
					p.checkAxe(where)
					if m := i18n.Catalogue(tag); m != &i18n.English {
						if words := p.foreignWords(&i18n.English, m); len(words) > 0 {
							t.Errorf("%s: English words remain: %q", where, words)
						}
					}
				}
				if size.name == "phone-390x844" && tag != "en" {
					p.screenshot("lang-" + s.name + "-" + tag + "-phone")
				}
			}
		}
		p.do(chromedp.EmulateReset(), sizes[0].set)
		if s.done != nil {
			s.done(t, p)
		}
	}
}
