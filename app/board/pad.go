package board

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The pin pad: a button for each count 0..10 of the next ball, and a foul. A tap posts
// ActionRoll, which the game on the lanes hands to the domain (package play's HandleRoll).
// The pad is the count entry mode; the pin deck (package entry's deck.go) is the other, and falls
// back on the pad for a ball whose pins standing are not known.

// ActionRoll is posted by a pad button with the number of pins (an int) as its value.
const ActionRoll = "tenpin.roll"

// PadButton is one button of the pin pad. It reports a tap with ActionRoll rather than a
// callback, so that a re-render never leaves it holding a stale handler.
type PadButton struct {
	_ noCompare
	app.Compo

	Pins     int    // 0..10
	Mark     string // how the sheet would write this ball (X, /, -), "" for a plain digit
	Label    string // the accessible name, e.g. "10 pins, strike"
	Disabled bool   // the count is impossible for the next ball
}

func (b *PadButton) Render() app.UI {
	return markup.Tag("button", "type", "button",
		"class", markup.Classes("pad-button", markup.Is("strike", b.Mark == domain.MarkStrike), markup.Is("spare", b.Mark == domain.MarkSpare)),
		"data-pins", markup.Itoa(b.Pins), "aria-label", b.Label, "disabled", markup.When(b.Disabled, "true")).
		On("click", b.onClick).
		Body(
			markup.ElText("span", markup.Itoa(b.Pins), "class", "pad-pins"),
			// The mark is drawn by the stylesheet (content: attr(data-mark)), not written as
			// text: the button's visible text is then its count alone, which its accessible
			// name begins with, as WCAG 2.5.3 (label in name) wants; the name says the mark.
			markup.Tag("span", "class", "pad-mark", "aria-hidden", "true", "data-mark", b.Mark).UI(),
		)
}

// onClick posts the tap; package play's HandleRoll takes it from there.
func (b *PadButton) onClick(ctx app.Context, e app.Event) {
	if b.Disabled {
		return
	}
	ctx.NewActionWithValue(ActionRoll, b.Pins)
}

// PadButtons derives the pad from the game at turn t: a count above the pins standing, or
// any count once the game is over, is disabled; the others carry the mark the sheet would
// write. A button whose mark is the one it had in prev, the pad derived before in the same
// words, keeps its label: a ball changes the marks of a few buttons, and writing eleven
// labels again (each a formatted count) was a share of every tap on a slow tablet.
func PadButtons(g *domain.Game, t domain.Turn, m *i18n.Messages, prev *[11]PadButton) [11]PadButton {
	var pad [11]PadButton
	for n := range pad {
		b := PadButton{Pins: n, Disabled: t.Over || n > t.Standing}
		if !b.Disabled {
			b.Mark, _ = g.MarkFor(n)
			if b.Mark == markup.Itoa(n) {
				b.Mark = ""
			}
		}
		if p := prev[n]; p.Label != "" && p.Mark == b.Mark {
			b.Label = p.Label
		} else {
			b.Label = m.PinsButton(n, b.Mark)
		}
		pad[n] = b
	}
	return pad
}

// Pad draws the pad's buttons and then foul, the foul button.
func Pad(pad *[11]PadButton, foul app.UI) app.UI {
	buttons := make([]app.UI, len(pad), len(pad)+1)
	for i := range pad {
		b := pad[i] // a fresh component each render; go-app keeps the mounted one
		buttons[i] = &b
	}
	return markup.Tag("div", "class", "pad-buttons").Body(append(buttons, foul)...)
}
