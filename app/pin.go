package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// A pin of a pin deck: a toggle button, pressed once the pin is marked down for the ball, and
// disabled when an earlier ball of the rack knocked it down. The deck of the next ball
// (deck.go) and the deck of the correction dialog (correction.go) are made of them.

// actionPin is posted by a pin of the deck with the pin (an int) as its value; actionFixPin
// by a pin of the correction dialog's deck.
const (
	actionPin    = "tenpin.pin"
	actionFixPin = "tenpin.fix-pin"
)

// pinButton is one pin of a deck: a toggle that is pressed once the pin is marked down.
type pinButton struct {
	_ noCompare
	app.Compo

	Pin      int  // 1..10
	Pressed  bool // marked down for this ball
	Gone     bool // knocked down by an earlier ball of this rack: drawn down, not to be tapped
	Disabled bool // not to be tapped: gone, or nothing is to be entered
	Label    string
	Fix      bool // on the correction dialog's deck
}

func (b *pinButton) Render() app.UI {
	testid := "pin"
	if b.Fix {
		testid = "correct-pin"
	}
	pin := itoa(b.Pin)
	return el("button", "type", "button", "class", classes("pin", is("down", b.Pressed), is("gone", b.Gone)),
		"data-testid", testid, "data-pin", pin, "aria-pressed", flag(b.Pressed), "aria-label", b.Label,
		"disabled", when(b.Disabled, "true")).On("click", b.onClick).Text(pin)
}

// onClick posts the tap; the entry area's handlePin or the dialog's handleFixPin takes it from there.
func (b *pinButton) onClick(ctx app.Context, e app.Event) {
	if b.Disabled {
		return
	}
	if b.Fix {
		ctx.NewActionWithValue(actionFixPin, b.Pin)
		return
	}
	ctx.NewActionWithValue(actionPin, b.Pin)
}

// pinButtons derives a deck's pins: those in standing can be tapped, the others are gone
// (unless every pin is disabled, once nothing is to be entered); those in marked are pressed.
func pinButtons(standing, marked domain.Pins, disabled, fix bool, m *Messages) [10]pinButton {
	var pins [10]pinButton
	for i := range pins {
		n := i + 1
		b := pinButton{Pin: n, Pressed: marked.Has(n), Gone: !disabled && !standing.Has(n), Fix: fix}
		b.Disabled = disabled || b.Gone
		switch {
		case b.Gone:
			b.Label = m.PinAlreadyDown.Say(n)
		case b.Pressed:
			b.Label = m.PinDown.Say(n)
		default:
			b.Label = m.PinStanding.Say(n)
		}
		pins[i] = b
	}
	return pins
}

// deckRows are the pins row by row as the deck draws them, back row first.
var deckRows = [...][]int{{7, 8, 9, 10}, {4, 5, 6}, {2, 3}, {1}}

// renderPins draws a deck's pins row by row, as a group named label.
func renderPins(pins *[10]pinButton, label string) app.UI {
	rows := make([]app.UI, len(deckRows))
	for i, row := range deckRows {
		buttons := make([]app.UI, len(row))
		for j, n := range row {
			b := pins[n-1] // a fresh component each render; go-app keeps the mounted one
			buttons[j] = &b
		}
		rows[i] = el("div", "class", "deck-row").Body(buttons...)
	}
	return el("div", "class", "deck-pins", "role", "group", "aria-label", label).Body(rows...)
}

// renderDeckStatus says what the pins marked on a deck make (status) and the split they
// would leave, if any; it is a polite live region, so a screen reader hears it as pins are
// tapped.
func renderDeckStatus(status, split string) app.UI {
	return el("p", "class", "deck-status", "aria-live", "polite").Body(
		elText("span", status, "class", "deck-count", "data-testid", "deck-count"),
		elText("span", split, "class", "deck-split", "data-testid", "deck-split"),
	)
}
