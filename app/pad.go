package app

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// actionRoll is posted by a pad button with the number of pins (an int) as its value.
const actionRoll = "tenpin.roll"

// padButton is one button of the pin pad. It reports a tap with actionRoll rather than a
// callback, so that a re-render never leaves it holding a stale handler.
type padButton struct {
	app.Compo

	Pins     int    // 0..10
	Mark     string // how the sheet would write this ball (X, /, -), "" for a plain digit
	Label    string // the accessible name, e.g. "10 pins, strike"
	Disabled bool   // the count is impossible for the next ball
}

func (b *padButton) Render() app.UI {
	btn := app.Button().
		Type("button").
		Class(classes("pad-button", is("strike", b.Mark == "X"), is("spare", b.Mark == "/"))).
		DataSet("pins", b.Pins).
		Aria("label", b.Label).
		OnClick(b.onClick)
	if b.Disabled {
		btn = btn.Disabled(true)
	}
	return btn.Body(
		app.Span().Class("pad-pins").Text(strconv.Itoa(b.Pins)),
		app.Span().Class("pad-mark").Aria("hidden", true).Text(b.Mark),
	)
}

func (b *padButton) onClick(ctx app.Context, e app.Event) {
	if b.Disabled {
		return
	}
	ctx.NewActionWithValue(actionRoll, b.Pins)
}
