package entry

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/board"
	"tenpin/app/i18n"
	html "tenpin/app/markup"
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

// DeckView is what the deck shows, derived from the turn and the pins marked.
type DeckView struct {
	_      noCompare
	Known  bool                // which pins stand is known (or the game is over), so the deck is drawn
	Pins   [10]board.PinButton // pin n at index n-1
	Status string              // the count marked, or a hint while none is
	Split  string              // the split the marked pins would leave, or ""

	Enter, Strike, Spare, Gutter bool // the buttons enabled
}

// deckFor derives the deck at turn t with the pins marked: the pins standing, what the ball
// marked would be, and which shortcuts the domain would take.
func deckFor(g *domain.Game, t domain.Turn, marked domain.Pins, m *i18n.Messages) DeckView {
	v := DeckView{Known: t.PinsKnown || t.Over, Status: m.DeckHint}
	if !v.Known {
		return v
	}
	v.Pins = board.PinButtons(t.Pins, marked, t.Over, false, m)
	if t.Over {
		return v
	}
	if marked != 0 {
		if b, err := g.Preview(domain.Knocked(marked)); err == nil {
			v.Status, v.Enter = m.DeckCount(marked.Count(), b.Mark), true // the pins marked: a no-tap strike scores 10 of 9
			if b.Split {
				v.Split = m.SplitLeave.Say(b.Left.String())
			}
		}
	}
	_, strike := g.PinsFor(domain.MarkStrike)
	_, spare := g.PinsFor(domain.MarkSpare)
	v.Strike, v.Spare, v.Gutter = strike == nil, spare == nil, true
	return v
}

// DeckShown reports whether the deck is drawn: the deck is the entry mode, and the pins
// standing for the next ball are known or the game is over.
//
//go:noinline
func (a *Area) DeckShown() bool {
	t := a.turn
	return a.on && (t.PinsKnown || t.Over)
}

// FitMarks keeps only the marked pins that still stand at turn t (another window, or a
// restored save, may have moved the game on). It is part of a derivation, so it writes
// nothing: the step that changed the game keeps what is pending (Host.SavePending).
func (a *Area) FitMarks(t domain.Turn) {
	a.marked &= t.Pins
	if !t.PinsKnown {
		a.marked = 0
	}
}

// HandlePin marks or unmarks the pin a tap on the deck names (board.ActionPin).
func (a *Area) HandlePin(ctx app.Context, act app.Action) {
	if n, ok := act.Value.(int); ok {
		a.TogglePin(n)
	}
}

// TogglePin marks pin n down for the next ball, or stands it back up.
func (a *Area) TogglePin(n int) {
	t := a.turn
	g, playing := a.Host.Current()
	if !playing || g == nil || !a.DeckShown() {
		return
	}
	if t.Over {
		a.Host.AlertWith(sayGameIsOver)
		return
	}
	if !t.Pins.Has(n) {
		return
	}
	a.marked ^= domain.PinsOf(n)
	a.Host.AlertWith(nil)
	a.Host.SavePending()
	a.refreshDeck(g, a.Host.Messages())
}

// sayGameIsOver says why a pin tapped after the last ball marks nothing.
func sayGameIsOver(m *i18n.Messages) string { return m.GameIsOver }

func (a *Area) onRollPins(ctx app.Context, e app.Event) {
	a.RollPins()
	a.Host.Settle(ctx)
}

// RollPins enters the ball marked on the deck.
func (a *Area) RollPins() {
	if a.DeckShown() && a.marked != 0 {
		a.Host.Throw(domain.Knocked(a.marked))
	}
}

func (a *Area) onStrike(ctx app.Context, e app.Event) {
	a.shortcut(ctx, domain.MarkStrike, a.deck.Strike)
}
func (a *Area) onSpare(ctx app.Context, e app.Event) {
	a.shortcut(ctx, domain.MarkSpare, a.deck.Spare)
}
func (a *Area) onGutter(ctx app.Context, e app.Event) {
	a.shortcut(ctx, domain.MarkGutter, a.deck.Gutter)
}

// shortcut enters the ball a shortcut button names, when it applies.
func (a *Area) shortcut(ctx app.Context, mark string, enabled bool) {
	if enabled {
		a.Host.Enter(mark)
	}
	a.Host.Settle(ctx)
}

// renderDeck draws the deck: the pins, then what the marked pins make and the buttons that
// enter a ball; foul is the foul button.
func (a *Area) renderDeck(m *i18n.Messages, foulButton app.UI) app.UI {
	v := &a.deck
	return html.Tag("div", "class", "deck").Body(
		board.Pins(&v.Pins, m.DeckLabel),
		html.Tag("div", "class", "deck-side").Body(
			board.DeckStatus(v.Status, v.Split),
			html.Tag("div", "class", "deck-buttons").Body(
				deckButton("roll-pins", "deck-enter", "", m.RollPins, v.Enter, a.onRollPins),
				deckButton("strike", "", domain.MarkStrike, m.Strike, v.Strike, a.onStrike),
				deckButton("spare", "", domain.MarkSpare, m.Spare, v.Spare, a.onSpare),
				deckButton("gutter", "", domain.MarkGutter, m.Gutter, v.Gutter, a.onGutter),
				foulButton,
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
	b := html.Tag("button", "type", "button", "class", "deck-button "+class, "data-testid", testid,
		"aria-disabled", html.Flag(!enabled)).On("click", onClick)
	if mark == "" {
		return b.Text(name)
	}
	return b.Body(
		html.ElText("span", mark, "class", "pad-pins", "aria-hidden", "true"),
		html.ElText("span", name, "class", "pad-mark"),
	)
}
