package app

import (
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
			elText("p", m.PinsUnknown, "class", "deck-unknown", "data-testid", "pins-unknown"),
			renderPad(&c.view.pad, c.foulButton(m, "pad-button")),
		}
	default:
		body = []app.UI{renderPad(&c.view.pad, c.foulButton(m, "pad-button"))}
	}
	return el("div", "class", "entry", "role", "group", "aria-labelledby", "pad-heading").Body(
		el("div", "class", "entry-head").Body(
			elText("h2", m.PadHeading, "id", "pad-heading", "class", "pad-heading"),
			c.entrySwitch(m),
		),
		el("div", "class", "entry-body").Body(body...),
	)
}

// entrySwitch is the switch that shows the pin deck instead of the count pad: a button with
// role switch, so that its state (aria-checked) is read out with its name.
func (c *Scoreboard) entrySwitch(m *Messages) app.UI {
	return el("button", "type", "button", "role", "switch", "class", classes("entry-switch", is("on", c.deck.on)),
		"data-testid", "entry-mode", "aria-checked", flag(c.deck.on)).
		On("click", c.onEntryMode).
		Body(
			el("span", "class", "switch-track", "aria-hidden", "true").Body(el("span", "class", "switch-knob").UI()),
			elText("span", m.EntryMode, "class", "switch-label"),
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
	return `button[data-pins="` + itoa(c.view.standing) + `"]`
}

// keyboardHint is the line of keys under the game's buttons, for the entry mode shown.
func (c *Scoreboard) keyboardHint(m *Messages) string {
	if c.deckShown() {
		return m.KeyboardHintDeck
	}
	return m.KeyboardHint
}
