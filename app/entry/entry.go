// Package entry is where the lane's next ball is entered, and a ball entered is corrected:
// the entry area under the grid (entry.go: the count pad or the pin deck, deck.go, and the
// switch between them) and the correction dialog a ball box opens (correction.go: what the
// ball may become; dialog.go: the modal <dialog> the bowler sees). What is marked and not
// entered yet survives a reload as pending.go writes it.
//
// It needs nothing of the root, which composes it: the Scoreboard is the Host of the area and
// the FixHost of the dialog (the game on the lanes, the path every action takes, the alert
// above the grid, keeping what is pending), and hands the board's taps (board.ActionPin,
// ActionOpenFix, ActionFixPin) and the dialog's counts (ActionFix) to their handlers on mount.
package entry

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/board"
	"tenpin/app/browser"
	"tenpin/app/i18n"
	html "tenpin/app/markup"
	"tenpin/domain"
)

// noCompare, as a field, makes a struct not comparable, so the compiler writes no equality
// function for it (the wasm carries one for every comparable type it holds); none of these
// structs is compared. It is declared here as in the root and the board rather than shared: a
// zero-size type of a line, it has no code to share.
type noCompare [0]func()

// The entry area under the grid, where the next ball is entered: a heading, the switch
// between the two entry modes, and the count pad (board.Pad) or the pin deck (deck.go). The
// mode is a setting of the device, kept in local storage under its own key (ModeKey).

// ModeKey is the local storage key of the entry mode: "deck" when the pin deck is the entry
// mode, else "pad".
const ModeKey = "tenpin.entry"

// Area is the entry area: the mode, the pins marked on the deck, and what the pad and the
// deck show. It reaches the game on the lanes only through Host.
type Area struct {
	_     noCompare
	Host  Host          // the game on the lanes
	Store browser.Store // where the mode is kept; nil keeps it nowhere

	on       bool        // the deck is the entry mode, rather than the count pad
	marked   domain.Pins // the pins marked down on the deck for the next ball
	turn     domain.Turn // the turn the pad and the deck are derived for
	pad      [11]board.PadButton
	padWords *i18n.Messages // the words of the pad's labels
	deck     DeckView
}

// Host is what the entry area needs of the game on the lanes: the game played and the turn
// shown, entering a ball, the alert above the grid, and keeping the marks for a reload.
type Host interface {
	Later(ctx app.Context, f func(app.Context)) // run f once the page shows the change
	Messages() *i18n.Messages
	Current() (g *domain.Game, playing bool) // the game on the lanes; playing: its screen is up
	Throw(d domain.Delivery)                 // enter a ball
	Enter(mark string)                       // enter a ball typed as a mark
	AlertWith(s i18n.Say)                    // the alert above the grid; nil clears it
	SavePending()                            // keep the marks for a reload (Pending)
	Settle(ctx app.Context)                  // keep the focus and the turn in view, once shown
}

// Refresh derives what the entry area shows at turn t of g, in m's words: the deck, when it
// is the entry mode, and the pad, unless the deck is shown instead.
func (a *Area) Refresh(g *domain.Game, t domain.Turn, m *i18n.Messages) {
	prev := a.pad
	if a.padWords != m {
		prev = [11]board.PadButton{} // labels in other words
	}
	a.turn, a.pad, a.padWords = t, [11]board.PadButton{}, m
	if g != nil && !a.DeckShown() {
		a.pad = board.PadButtons(g, t, m, &prev)
	}
	a.refreshDeck(g, m)
}

// refreshDeck derives the deck's view, when the deck is the entry mode.
//
//go:noinline
func (a *Area) refreshDeck(g *domain.Game, m *i18n.Messages) {
	a.deck = DeckView{}
	if a.on && g != nil {
		a.deck = deckFor(g, a.turn, a.marked, m)
	}
}

// Render draws the entry area in the mode chosen. The deck offers the pad, with a word why,
// for a ball whose pins standing are not known.
func (a *Area) Render(m *i18n.Messages) app.UI {
	var body []app.UI
	switch {
	case a.DeckShown():
		body = []app.UI{a.renderDeck(m, &foul{Msg: m, Class: "deck-button", Over: a.turn.Over, area: a})}
	case a.on:
		body = []app.UI{
			html.ElText("p", m.PinsUnknown, "class", "deck-unknown", "data-testid", "pins-unknown"),
			board.Pad(&a.pad, &foul{Msg: m, Class: "pad-button", Over: a.turn.Over, area: a}),
		}
	default:
		body = []app.UI{board.Pad(&a.pad, &foul{Msg: m, Class: "pad-button", Over: a.turn.Over, area: a})}
	}
	return html.Tag("div", "class", "entry", "role", "group", "aria-labelledby", "pad-heading").Body(
		&head{Msg: m, On: a.on, area: a},
		html.Tag("div", "class", "entry-body").Body(body...),
	)
}

// head is the entry area's heading and its mode switch, and foul the foul button: each
// a component of its own only so that go-app skips it on every update that changes none of its
// props, as a ball does. area is not a prop: the mounted one keeps the first's, the root's
// own entry area, which never changes.
type head struct {
	_ noCompare
	app.Compo

	Msg  *i18n.Messages
	On   bool // the deck is the entry mode
	area *Area
}

func (h *head) Render() app.UI {
	return html.Tag("div", "class", "entry-head").Body(
		html.ElText("h2", h.Msg.PadHeading, "id", "pad-heading", "class", "pad-heading"),
		h.area.switchButton(h.Msg),
	)
}

type foul struct {
	_ noCompare
	app.Compo

	Msg   *i18n.Messages
	Class string // the buttons' around it
	Over  bool   // the game is over: no ball to foul
	area  *Area
}

func (f *foul) Render() app.UI { return f.area.foulButton(f.Msg, f.Class) }

// switchButton is the switch that shows the pin deck instead of the count pad: a button with
// role switch, so that its state (aria-checked) is read out with its name.
func (a *Area) switchButton(m *i18n.Messages) app.UI {
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
func (a *Area) foulButton(m *i18n.Messages, class string) app.UI {
	return html.Tag("button", "type", "button", "class", class+" foul", "data-testid", "foul", "disabled", html.When(a.turn.Over, "true")).
		On("click", a.onFoul).
		Body(
			html.ElText("span", domain.MarkFoul, "class", "pad-pins", "aria-hidden", "true"),
			html.ElText("span", m.Foul, "class", "pad-mark"),
		)
}

func (a *Area) onFoul(ctx app.Context, e app.Event) {
	a.Host.Throw(domain.Fouled())
	a.Host.Settle(ctx)
}

func (a *Area) onEntryMode(ctx app.Context, e app.Event) {
	a.SwitchMode()
	a.Host.Settle(ctx)
}

// SwitchMode switches between the count pad and the pin deck, keeps the mode on this device
// and derives what the area shows in the new mode.
func (a *Area) SwitchMode() {
	a.on = !a.on
	a.saveMode()
	g, _ := a.Host.Current()
	a.Refresh(g, a.turn, a.Host.Messages())
}

// saveMode keeps the entry mode on this device.
func (a *Area) saveMode() {
	s := a.Store
	if s == nil {
		return
	}
	mode := "pad"
	if a.on {
		mode = "deck"
	}
	_ = s.Save(ModeKey, mode) // a refused save loses only the setting
}

// RestoreMode reads the entry mode kept on this device.
func (a *Area) RestoreMode() {
	s := a.Store
	if s == nil {
		return
	}
	if mode, ok, _ := s.Load(ModeKey); ok {
		a.on = mode == "deck"
	}
}

// FocusTarget is where the keyboard focus goes when the control it was on is gone or
// disabled: a pin standing on the deck, or the pad's button for every pin standing.
func (a *Area) FocusTarget() string {
	if a.DeckShown() {
		return `button[data-testid="pin"]:not(:disabled)`
	}
	return `button[data-pins="` + html.Itoa(a.turn.Standing) + `"]`
}

// KeyboardHint is the line of keys under the game's buttons, for the entry mode shown.
func (a *Area) KeyboardHint(m *i18n.Messages) string {
	if a.DeckShown() {
		return m.KeyboardHintDeck
	}
	return m.KeyboardHint
}

// DeckMode reports whether the pin deck is the entry mode, rather than the count pad.
func (a *Area) DeckMode() bool { return a.on }

// Marked returns the pins marked down on the deck for the next ball.
func (a *Area) Marked() domain.Pins { return a.marked }

// Unmark forgets the pins marked on the deck: they were for a ball that is gone.
func (a *Area) Unmark() { a.marked = 0 }

// Deck returns what the deck shows.
func (a *Area) Deck() DeckView { return a.deck }

// Pad returns what the count pad shows.
func (a *Area) Pad() [11]board.PadButton { return a.pad }
