package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// The pin deck: the rack as lane displays draw it, back row 7-8-9-10 on top and the headpin
// at the bottom. The bowler taps the pins that fell (each pin a toggle), sees the count and
// whether the leave would be a split before entering the ball (domain.Preview), then enters
// it; shortcuts enter a strike, a spare or a gutter, each enabled when the domain would take
// it. Pins down from an earlier ball of the rack are drawn down and cannot be tapped. When
// which pins stand is not known (a count was entered earlier in this rack) the deck says so
// and offers the count pad for this ball instead of a wrong picture.
//
// The deck is one of the two entry modes (entry.go); the pins marked survive a reload
// (pending.go).

// deckState is what the bowler did on the deck and has not entered yet.
type deckState struct {
	on     bool        // the deck is the entry mode, rather than the count pad
	marked domain.Pins // the pins marked down for the next ball
	kept   string      // what is pending as storage last kept it (pending.go)
}

// deckView is what the deck shows, derived from the turn and the pins marked.
type deckView struct {
	Known  bool          // which pins stand is known (or the game is over), so the deck is drawn
	Pins   [10]pinButton // pin n at index n-1
	Status string        // the count marked, or a hint while none is
	Split  string        // the split the marked pins would leave, or ""

	Enter, Strike, Spare, Gutter bool // the buttons enabled
}

// deckFor derives the deck at turn t with the pins marked: the pins standing, what the ball
// marked would be, and which shortcuts the domain would take.
func deckFor(g *domain.Game, t domain.Turn, marked domain.Pins, m *Messages) deckView {
	v := deckView{Known: t.PinsKnown || t.Over, Status: m.DeckHint}
	if !v.Known {
		return v
	}
	v.Pins = pinButtons(t.Pins, marked, t.Over, false, m)
	if t.Over {
		return v
	}
	if marked != 0 {
		if b, err := g.Preview(domain.Knocked(marked)); err == nil {
			v.Status, v.Enter = m.DeckCount(b.Pins, b.Mark), true
			if b.Split {
				v.Split = m.SplitLeave(b.Left.String())
			}
		}
	}
	_, strike := g.PinsFor(domain.MarkStrike)
	_, spare := g.PinsFor(domain.MarkSpare)
	v.Strike, v.Spare, v.Gutter = strike == nil, spare == nil, true
	return v
}

// deckShown reports whether the deck is drawn: the deck is the entry mode, and the pins
// standing for the next ball are known or the game is over.
func (c *Scoreboard) deckShown() bool {
	t := c.view.turn
	return c.deck.on && (t.PinsKnown || t.Over)
}

// refreshEntry derives what the entry area shows: the deck, when it is the entry mode, and
// the pad, unless the deck is shown instead.
func (c *Scoreboard) refreshEntry() {
	c.view.pad = [11]padButton{}
	if c.game != nil && !c.deckShown() {
		c.view.pad = padButtons(c.game, c.view.turn, c.messages())
	}
	c.refreshDeck()
}

// refreshDeck derives the deck's view, when the deck is the entry mode.
func (c *Scoreboard) refreshDeck() {
	c.view.deck = deckView{}
	if c.deck.on && c.game != nil {
		c.view.deck = deckFor(c.game, c.view.turn, c.deck.marked, c.messages())
	}
}

// fitMarks keeps only the marked pins that still stand at turn t (another window, or a
// restored save, may have moved the game on). It is part of a derivation, so it writes
// nothing: the step that changed the game keeps what is pending (keepPending).
func (c *Scoreboard) fitMarks(t domain.Turn) {
	c.deck.marked &= t.Pins
	if !t.PinsKnown {
		c.deck.marked = 0
	}
}

// clearMarks stands every marked pin back up: the ball they were for is entered or gone.
// The action keeps the change once its views are derived (keepPending).
func (c *Scoreboard) clearMarks() { c.deck.marked = 0 }

func (c *Scoreboard) handlePin(ctx app.Context, a app.Action) {
	if n, ok := a.Value.(int); ok {
		c.togglePin(n)
	}
}

// togglePin marks pin n down for the next ball, or stands it back up.
func (c *Scoreboard) togglePin(n int) {
	t := c.view.turn
	if !c.playing || c.game == nil || !c.deckShown() {
		return
	}
	if t.Over {
		c.alert = sayGameIsOver
		return
	}
	if !t.Pins.Has(n) {
		return
	}
	c.deck.marked ^= domain.PinsOf(n)
	c.alert = nil
	c.savePending()
	c.refreshDeck()
}

func (c *Scoreboard) onRollPins(ctx app.Context, e app.Event) {
	c.rollPins()
	c.later(ctx, c.followTurn)
}

// rollPins enters the ball marked on the deck.
func (c *Scoreboard) rollPins() {
	if c.deckShown() && c.deck.marked != 0 {
		c.throw(domain.Knocked(c.deck.marked))
	}
}

func (c *Scoreboard) onStrike(ctx app.Context, e app.Event) {
	c.shortcut(ctx, domain.MarkStrike, c.view.deck.Strike)
}
func (c *Scoreboard) onSpare(ctx app.Context, e app.Event) {
	c.shortcut(ctx, domain.MarkSpare, c.view.deck.Spare)
}
func (c *Scoreboard) onGutter(ctx app.Context, e app.Event) {
	c.shortcut(ctx, domain.MarkGutter, c.view.deck.Gutter)
}

// shortcut enters the ball a shortcut button names, when it applies.
func (c *Scoreboard) shortcut(ctx app.Context, mark string, enabled bool) {
	if enabled {
		c.enterOnDeck(mark)
	}
	c.later(ctx, c.followTurn)
}

// enterOnDeck enters a ball typed as a mark (X, /, -) as the pins it knocked down: every pin
// standing for a strike or a spare, none for a gutter. The domain says whether the mark fits.
func (c *Scoreboard) enterOnDeck(mark string) {
	if !c.playing || c.game == nil {
		return
	}
	pins, err := c.game.PinsFor(mark)
	if err != nil {
		c.refuse(err)
		return
	}
	var down domain.Pins
	if pins > 0 {
		down = c.view.turn.Pins
	}
	c.throw(domain.Knocked(down))
}

// renderDeck draws the deck: the pins, then what the marked pins make and the buttons that
// enter a ball; foul is the foul button.
func (c *Scoreboard) renderDeck(m *Messages, foul app.UI) app.UI {
	v := &c.view.deck
	return el("div", "class", "deck").Body(
		renderPins(&v.Pins, m.DeckLabel),
		el("div", "class", "deck-side").Body(
			renderDeckStatus(v.Status, v.Split),
			el("div", "class", "deck-buttons").Body(
				deckButton("roll-pins", "deck-enter", "", m.RollPins, v.Enter, c.onRollPins),
				deckButton("strike", "", domain.MarkStrike, m.Strike, v.Strike, c.onStrike),
				deckButton("spare", "", domain.MarkSpare, m.Spare, v.Spare, c.onSpare),
				deckButton("gutter", "", domain.MarkGutter, m.Gutter, v.Gutter, c.onGutter),
				foul,
			),
		),
	)
}

// deckButton is one of the deck's buttons: the mark it enters, if any, above its name. The
// mark is hidden from screen readers, so that the name alone is read. A button that does not
// apply now is marked aria-disabled rather than disabled: it keeps the keyboard focus (Enter
// after the ball it entered, Spare after the spare), so that the focus need not move, which
// would cost a layout of the page on every ball; a tap on it enters nothing.
func deckButton(testid, class, mark, name string, enabled bool, onClick app.EventHandler) app.UI {
	b := el("button", "type", "button", "class", "deck-button "+class, "data-testid", testid,
		"aria-disabled", flag(!enabled)).On("click", onClick)
	if mark == "" {
		return b.Text(name)
	}
	return b.Body(
		elText("span", mark, "class", "pad-pins", "aria-hidden", "true"),
		elText("span", name, "class", "pad-mark"),
	)
}
