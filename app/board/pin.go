package board

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// A pin of a pin deck: a toggle button, pressed once the pin is marked down for the ball, and
// disabled when an earlier ball of the rack knocked it down. The deck of the next ball and the
// deck of the correction dialog (package entry: deck.go, correction.go) are made of them.

// ActionPin is posted by a pin of the deck with the pin (an int) as its value; ActionFixPin
// by a pin of the correction dialog's deck.
const (
	ActionPin    = "tenpin.pin"
	ActionFixPin = "tenpin.fix-pin"
)

// PinButton is one pin of a deck: a toggle that is pressed once the pin is marked down.
type PinButton struct {
	_ noCompare
	app.Compo

	Pin      int  // 1..10
	Pressed  bool // marked down for this ball
	Gone     bool // knocked down by an earlier ball of this rack: drawn down, not to be tapped
	Disabled bool // not to be tapped: gone, or nothing is to be entered
	Label    string
	Fix      bool // on the correction dialog's deck
}

func (b *PinButton) Render() app.UI {
	testid := "pin"
	if b.Fix {
		testid = "correct-pin"
	}
	pin := markup.Itoa(b.Pin)
	return markup.Tag("button", "type", "button", "class", markup.Classes("pin", markup.Is("down", b.Pressed), markup.Is("gone", b.Gone)),
		"data-testid", testid, "data-pin", pin, "aria-pressed", markup.Flag(b.Pressed), "aria-label", b.Label,
		"disabled", markup.When(b.Disabled, "true")).On("click", b.onClick).Text(pin)
}

// onClick posts the tap; the root's entry area (handlePin) or correction dialog
// (handleFixPin) takes it from there.
func (b *PinButton) onClick(ctx app.Context, e app.Event) {
	if b.Disabled {
		return
	}
	if b.Fix {
		ctx.NewActionWithValue(ActionFixPin, b.Pin)
		return
	}
	ctx.NewActionWithValue(ActionPin, b.Pin)
}

// PinButtons derives a deck's pins: those in standing can be tapped, the others are gone
// (unless every pin is disabled, once nothing is to be entered); those in marked are pressed.
func PinButtons(standing, marked domain.Pins, disabled, fix bool, m *i18n.Messages) [10]PinButton {
	var pins [10]PinButton
	for i := range pins {
		n := i + 1
		b := PinButton{Pin: n, Pressed: marked.Has(n), Gone: !disabled && !standing.Has(n), Fix: fix}
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

// DeckRows are the pins row by row as the deck draws them, back row first.
var DeckRows = [...][]int{{7, 8, 9, 10}, {4, 5, 6}, {2, 3}, {1}}

// Pins draws a deck's pins row by row, as a group named label.
func Pins(pins *[10]PinButton, label string) app.UI {
	rows := make([]app.UI, len(DeckRows))
	for i, row := range DeckRows {
		buttons := make([]app.UI, len(row))
		for j, n := range row {
			b := pins[n-1] // a fresh component each render; go-app keeps the mounted one
			buttons[j] = &b
		}
		rows[i] = markup.Tag("div", "class", "deck-row").Body(buttons...)
	}
	return markup.Tag("div", "class", "deck-pins", "role", "group", "aria-label", label).Body(rows...)
}

// DeckStatus says what the pins marked on a deck make (status) and the split they
// would leave, if any; it is a polite live region, so a screen reader hears it as pins are
// tapped.
func DeckStatus(status, split string) app.UI {
	return markup.Tag("p", "class", "deck-status", "aria-live", "polite").Body(
		markup.ElText("span", status, "class", "deck-count", "data-testid", "deck-count"),
		markup.ElText("span", split, "class", "deck-split", "data-testid", "deck-split"),
	)
}

// DeckPreview says what the pins marked on a correction's deck would make of ball b at ref:
// the count and mark (status), the split they would leave (split, "" if none), and whether
// they would change the ball (apply). The lane's dialog and history's panel show the same.
func DeckPreview(g *domain.Game, ref BallRef, b domain.Ball, marked domain.Pins, m *i18n.Messages) (status, split string, apply bool) {
	// Pins the ball already knocked down are no correction, unless it was a foul.
	status, apply = m.DeckCount(marked.Count(), ""), marked != b.Down || b.Foul
	if p, err := g.PreviewCorrection(ref.Player, ref.Frame, ref.Ball, domain.Knocked(marked)); err == nil {
		status = m.DeckCount(marked.Count(), p.Mark) // the pins marked, which a no-tap strike scores as 10
		if p.Split {
			split = m.SplitLeave.Say(p.Left.String())
		}
	}
	return status, split, apply
}
