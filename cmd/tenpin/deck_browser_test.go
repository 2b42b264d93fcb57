//go:build browser

// The pin deck's browser tests: a whole game entered on the deck (pins, fouls, splits, the
// shortcuts, a count where the pins are not known) checked against the domain ball by ball;
// the deck by keyboard; a reload with pins marked. Expectations come from the domain (and
// the English catalogue for the words), through the driver's deck block.
package main

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/chromedp/chromedp/kb"

	"tenpin/domain"
)

// splitLeaves are leaves a first ball may leave in the generated games: splits and, to tell
// them apart, shapes that are not (a sleeper, the bucket, a washout).
var splitLeaves = []domain.Pins{
	domain.PinsOf(7, 10), domain.PinsOf(4, 6), domain.PinsOf(5, 7), domain.PinsOf(4, 7, 10),
	domain.PinsOf(4, 6, 7, 10), domain.PinsOf(6, 7, 10), domain.PinsOf(2, 8), domain.PinsOf(2, 4, 5, 8),
	domain.PinsOf(1, 2, 10),
}

// deckGameBalls returns the balls of a whole game for n players, chosen with a fixed seed
// among those the domain takes: mostly pin sets, with splits, strikes, spares and gutters,
// some fouls, and now and then a count at a full rack (after which the pins are not known).
func deckGameBalls(n int, seed uint64) []domain.Delivery {
	g, _ := domain.NewGame(names[:n]...)
	r := rand.New(rand.NewPCG(seed, seed))
	var balls []domain.Delivery
	for !g.Over() {
		t := g.Turn()
		var d domain.Delivery
		switch k := r.IntN(12); {
		case k == 0 || k == 11:
			d = domain.Fouled()
		case !t.PinsKnown:
			d = domain.Count(r.IntN(t.Standing + 1))
		case k == 1 && t.FullRack:
			d = domain.Count(1 + r.IntN(9))
		case k <= 4 && t.FullRack:
			d = domain.Knocked(domain.AllPins &^ splitLeaves[r.IntN(len(splitLeaves))])
		case k <= 6:
			d = domain.Knocked(t.Pins) // a strike or a spare
		case k == 7:
			d = domain.Knocked(0)
		default:
			d = domain.Knocked(t.Pins & domain.Pins(r.IntN(1024)))
		}
		if err := g.Throw(d); err != nil {
			panic(err)
		}
		balls = append(balls, d)
	}
	return balls
}

func TestWholeGameOnTheDeck(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	g := p.startGame(names[:2]...)
	p.useDeck()
	p.waitDeckGame(g, 0, "with the deck on")
	r := rand.New(rand.NewPCG(5, 5))
	var splits, fouls, shortcuts, counts int
	for i, d := range deckGameBalls(2, 5) {
		when := fmt.Sprintf("ball %d (%v)", i+1, d)
		t := g.Turn()
		down, byPins := d.Down()
		switch {
		case byPins && (down == t.Pins || down == 0) && r.IntN(2) == 0:
			// The shortcut for every pin standing (a strike or a spare) or none.
			id := "gutter"
			if down != 0 {
				id = map[bool]string{true: "strike", false: "spare"}[t.FullRack]
			}
			p.waitDeckGame(g, 0, "before "+when)
			p.click(fmt.Sprintf(`[data-testid=%q]`, id))
			g.Throw(d)
			p.waitDeckGame(g, 0, "after "+when)
			shortcuts++
		case !byPins && !d.Foul() && t.PinsKnown:
			// A count where the pins are known: on the pad, then back to the deck, which
			// then says the pins are not known and offers the pad.
			p.click(`[data-testid="entry-mode"]`)
			p.wait(`document.querySelector('[data-testid="entry-mode"]').getAttribute("aria-checked") === "false"`)
			p.play(g, []int{d.Count()})
			p.useDeck()
			p.waitDeckGame(g, 0, "after "+when)
			counts++
		default:
			p.deckBall(g, d, when)
		}
		last, _ := g.Last()
		if last.Split {
			splits++
		}
		if last.Foul {
			fouls++
		}
	}
	if !g.Over() || splits == 0 || fouls == 0 || shortcuts == 0 || counts == 0 {
		t.Errorf("over %v; the game had %d splits, %d fouls, %d shortcuts and %d counts: want some of each", g.Over(), splits, fouls, shortcuts, counts)
	}
	t.Logf("a game of %d balls: %d splits, %d fouls, %d shortcuts, %d counts", g.Balls(), splits, fouls, shortcuts, counts)
	// The circled count and the foul are drawn, not only flagged.
	if !evaluate[bool](p, `(() => {
	  const s = document.querySelector('[data-testid="ball"][data-split="true"]');
	  const f = document.querySelector('[data-testid="ball"][data-foul="true"]');
	  return getComputedStyle(s, "::after").borderRadius === "50%" && getComputedStyle(f).color !== getComputedStyle(s).color;
	})()`) {
		t.Error("a split is not circled, or a foul looks like any other ball")
	}
}

// TestDeckByKeyboard enters balls with the keys alone: digits mark pins (0 is pin 10), a
// second press stands a pin back up, Enter enters the ball, f a foul, X a strike.
func TestDeckByKeyboard(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	g := p.startGame(names[:1]...)
	p.useDeck()
	for _, k := range []string{"1", "2", "3", "5", "8", "9", "4", "4"} {
		p.key(k)
	}
	marked := domain.PinsOf(1, 2, 3, 5, 8, 9)
	p.waitDeckGame(g, marked, "after the digits") // 6 down, leaving the 4-6-7-10 split
	p.key(kb.Enter)
	g.RollPins(marked)
	p.waitDeckGame(g, 0, "after Enter")
	p.key("f")
	g.Foul()
	p.waitDeckGame(g, 0, "after f")
	p.key("x")
	g.RollPins(domain.AllPins)
	p.waitDeckGame(g, 0, "after x")
	for _, k := range []string{"7", "0"} {
		p.key(k)
	}
	p.key(kb.Enter)
	g.RollPins(domain.PinsOf(7, 10))
	p.waitDeckGame(g, 0, "after 7, 0, Enter")
	p.key("/")
	g.RollPins(domain.AllPins &^ domain.PinsOf(7, 10))
	p.waitDeckGame(g, 0, "after /")
	if got := evaluate[string](p, `document.querySelector('[data-testid="announcement"]').textContent`); got != "PJS, frame 3: 8, spare. PJS, frame 2 total: 26. Next: PJS, frame 4." {
		t.Errorf("announcement %q", got)
	}
}

// TestDeckSurvivesAReload marks pins, reloads, and finds the deck as it was; the ball is
// then entered as marked.
func TestDeckSurvivesAReload(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	g := p.startGame(names[:2]...)
	p.useDeck()
	p.deckBall(g, domain.Knocked(domain.AllPins&^domain.PinsOf(4, 6, 7, 10)), "a 4-6-7-10 split")
	p.tapPin(4)
	p.tapPin(7)
	p.waitDeckGame(g, domain.PinsOf(4, 7), "pins marked")
	p.reload()
	p.waitDeckGame(g, domain.PinsOf(4, 7), "after the reload")
	p.click(`[data-testid="roll-pins"]`)
	g.RollPins(domain.PinsOf(4, 7))
	p.waitDeckGame(g, 0, "after Enter")
	if got := evaluate[string](p, `localStorage.getItem("tenpin.entry")`); got != "deck" {
		t.Errorf("entry mode stored as %q", got)
	}
}
