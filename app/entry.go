package app

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The entry area under the grid, where the next ball is entered: a heading, the switch
// between the two entry modes, and the count pad (pad.go) or the pin deck (deck.go). The
// mode is a setting of the device, kept in local storage under its own key (pending.go).

// renderEntry draws the entry area in the mode chosen. The deck offers the pad, with a word
// why, for a ball whose pins standing are not known.
func (c *Scoreboard) renderEntry(m *Messages) app.UI {
	var body []app.UI
	switch {
	case c.deckShown():
		body = []app.UI{c.renderDeck(m, c.foulButton(m, "deck-button"))}
	case c.deck.on:
		body = []app.UI{
			app.P().Class("deck-unknown").DataSet("testid", "pins-unknown").Text(m.PinsUnknown),
			renderPad(&c.view.pad, c.foulButton(m, "pad-button")),
		}
	default:
		body = []app.UI{renderPad(&c.view.pad, c.foulButton(m, "pad-button"))}
	}
	return app.Div().Class("entry").Role("group").Aria("labelledby", "pad-heading").Body(
		app.Div().Class("entry-head").Body(
			app.H2().ID("pad-heading").Class("pad-heading").Text(m.PadHeading),
			c.entrySwitch(m),
		),
		app.Div().Class("entry-body").Body(body...),
	)
}

// entrySwitch is the switch that shows the pin deck instead of the count pad: a button with
// role switch, so that its state (aria-checked) is read out with its name.
func (c *Scoreboard) entrySwitch(m *Messages) app.UI {
	return app.Button().
		Type("button").
		Role("switch").
		Class(classes("entry-switch", is("on", c.deck.on))).
		DataSet("testid", "entry-mode").
		Aria("checked", c.deck.on).
		OnClick(c.onEntryMode).
		Body(
			app.Span().Class("switch-track").Aria("hidden", true).Body(app.Span().Class("switch-knob")),
			app.Span().Class("switch-label").Text(m.EntryMode),
		)
}

func (c *Scoreboard) onEntryMode(ctx app.Context, e app.Event) {
	c.deck.on = !c.deck.on
	c.saveEntry()
	c.refreshEntry()
	c.later(ctx, c.followTurn)
}

// entryFocus is where the keyboard focus goes when the control it was on is gone or disabled:
// a pin standing on the deck, or the pad's button for every pin standing.
func (c *Scoreboard) entryFocus() string {
	if c.deckShown() {
		return `button[data-testid="pin"]:not(:disabled)`
	}
	return `button[data-pins="` + strconv.Itoa(c.view.standing) + `"]`
}

// keyboardHint is the line of keys under the game's buttons, for the entry mode shown.
func (c *Scoreboard) keyboardHint(m *Messages) string {
	if c.deckShown() {
		return m.KeyboardHintDeck
	}
	return m.KeyboardHint
}
