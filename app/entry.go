package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/board"
	"tenpin/app/browser"
	html "tenpin/app/markup"
	"tenpin/domain"
)

// The entry area under the grid, where the next ball is entered: a heading, the switch
// between the two entry modes, and the count pad (board.Pad) or the pin deck (deck.go). The
// mode is a setting of the device, kept in local storage under its own key.

// entryArea is the entry area: the mode, the pins marked on the deck, and what the pad and
// the deck show. It reaches the game on the lanes only through lane.
type entryArea struct {
	_        noCompare
	on       bool        // the deck is the entry mode, rather than the count pad
	marked   domain.Pins // the pins marked down on the deck for the next ball
	turn     domain.Turn // the turn the pad and the deck are derived for
	pad      [11]board.PadButton
	padWords *Messages // the words of the pad's labels
	deck     deckView
	store    browser.Store // where the mode is kept
	lane     entryLane
}

// entryLane is what the entry area needs of the game on the lanes: the game played and the
// turn shown, entering a ball, the alert above the grid, and keeping the marks for a reload.
type entryLane interface {
	page
	Messages() *Messages
	Current() (g *domain.Game, playing bool) // the game on the lanes; playing: its screen is up
	Throw(d domain.Delivery)                 // enter a ball (play.go)
	Enter(mark string)                       // enter a ball typed as a mark (play.go)
	AlertWith(s say)                         // the alert above the grid; nil clears it
	SavePending()                            // keep the marks for a reload (pending.go)
	Settle(ctx app.Context)                  // keep the focus and the turn in view, once shown
}

// refresh derives what the entry area shows at turn t of g, in m's words: the deck, when it
// is the entry mode, and the pad, unless the deck is shown instead.
func (a *entryArea) refresh(g *domain.Game, t domain.Turn, m *Messages) {
	prev := a.pad
	if a.padWords != m {
		prev = [11]board.PadButton{} // labels in other words
	}
	a.turn, a.pad, a.padWords = t, [11]board.PadButton{}, m
	if g != nil && !a.deckShown() {
		a.pad = board.PadButtons(g, t, m, &prev)
	}
	a.refreshDeck(g, m)
}

// refreshDeck derives the deck's view, when the deck is the entry mode.
//
//go:noinline
func (a *entryArea) refreshDeck(g *domain.Game, m *Messages) {
	a.deck = deckView{}
	if a.on && g != nil {
		a.deck = deckFor(g, a.turn, a.marked, m)
	}
}

// render draws the entry area in the mode chosen. The deck offers the pad, with a word why,
// for a ball whose pins standing are not known.
func (a *entryArea) render(m *Messages) app.UI {
	var body []app.UI
	switch {
	case a.deckShown():
		body = []app.UI{a.renderDeck(m, &entryFoul{Msg: m, Class: "deck-button", Over: a.turn.Over, area: a})}
	case a.on:
		body = []app.UI{
			html.ElText("p", m.PinsUnknown, "class", "deck-unknown", "data-testid", "pins-unknown"),
			board.Pad(&a.pad, &entryFoul{Msg: m, Class: "pad-button", Over: a.turn.Over, area: a}),
		}
	default:
		body = []app.UI{board.Pad(&a.pad, &entryFoul{Msg: m, Class: "pad-button", Over: a.turn.Over, area: a})}
	}
	return html.Tag("div", "class", "entry", "role", "group", "aria-labelledby", "pad-heading").Body(
		&entryHead{Msg: m, On: a.on, area: a},
		html.Tag("div", "class", "entry-body").Body(body...),
	)
}

// entryHead is the entry area's heading and its mode switch, and entryFoul the foul button: each
// a component of its own only so that go-app skips it on every update that changes none of its
// props, as a ball does. area is not a prop: the mounted one keeps the first's, the root's
// own entry area, which never changes.
type entryHead struct {
	_ noCompare
	app.Compo

	Msg  *Messages
	On   bool // the deck is the entry mode
	area *entryArea
}

func (h *entryHead) Render() app.UI {
	return html.Tag("div", "class", "entry-head").Body(
		html.ElText("h2", h.Msg.PadHeading, "id", "pad-heading", "class", "pad-heading"),
		h.area.switchButton(h.Msg),
	)
}

type entryFoul struct {
	_ noCompare
	app.Compo

	Msg   *Messages
	Class string // the buttons' around it
	Over  bool   // the game is over: no ball to foul
	area  *entryArea
}

func (f *entryFoul) Render() app.UI { return f.area.foulButton(f.Msg, f.Class) }

// switchButton is the switch that shows the pin deck instead of the count pad: a button with
// role switch, so that its state (aria-checked) is read out with its name.
func (a *entryArea) switchButton(m *Messages) app.UI {
	return html.Tag("button", "type", "button", "role", "switch", "class", html.Classes("entry-switch", html.Is("on", a.on)),
		"data-testid", "entry-mode", "aria-checked", html.Flag(a.on)).
		On("click", a.onEntryMode).
		Body(
			html.Tag("span", "class", "switch-track", "aria-hidden", "true").Body(html.Tag("span", "class", "switch-knob").UI()),
			html.ElText("span", m.EntryMode, "class", "switch-label"),
		)
}

// foulButton is the foul button of either entry mode, shaped like the buttons around it: F
// above the word, which alone is read out.
func (a *entryArea) foulButton(m *Messages, class string) app.UI {
	return html.Tag("button", "type", "button", "class", class+" foul", "data-testid", "foul", "disabled", when(a.turn.Over, "true")).
		On("click", a.onFoul).
		Body(
			html.ElText("span", domain.MarkFoul, "class", "pad-pins", "aria-hidden", "true"),
			html.ElText("span", m.Foul, "class", "pad-mark"),
		)
}

func (a *entryArea) onFoul(ctx app.Context, e app.Event) {
	a.lane.Throw(domain.Fouled())
	a.lane.Settle(ctx)
}

func (a *entryArea) onEntryMode(ctx app.Context, e app.Event) {
	a.on = !a.on
	a.saveMode()
	g, _ := a.lane.Current()
	a.refresh(g, a.turn, a.lane.Messages())
	a.lane.Settle(ctx)
}

// saveMode keeps the entry mode on this device.
func (a *entryArea) saveMode() {
	s := a.store
	if s == nil {
		return
	}
	mode := "pad"
	if a.on {
		mode = "deck"
	}
	_ = s.Save(entryKey, mode) // a refused save loses only the setting
}

// restoreMode reads the entry mode kept on this device.
func (a *entryArea) restoreMode() {
	s := a.store
	if s == nil {
		return
	}
	if mode, ok, _ := s.Load(entryKey); ok {
		a.on = mode == "deck"
	}
}

// focusTarget is where the keyboard focus goes when the control it was on is gone or
// disabled: a pin standing on the deck, or the pad's button for every pin standing.
func (a *entryArea) focusTarget() string {
	if a.deckShown() {
		return `button[data-testid="pin"]:not(:disabled)`
	}
	return `button[data-pins="` + html.Itoa(a.turn.Standing) + `"]`
}

// keyboardHint is the line of keys under the game's buttons, for the entry mode shown.
func (a *entryArea) keyboardHint(m *Messages) string {
	if a.deckShown() {
		return m.KeyboardHintDeck
	}
	return m.KeyboardHint
}
