package entry

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/board"
	"tenpin/app/browser"
	"tenpin/app/i18n"
	html "tenpin/app/markup"
)

// The correction dialog as the bowler sees it: a native modal <dialog> with the ball's counts,
// a foul, the deck of its pins when they are known, and Cancel. It is shown with showModal
// once it is in the page (the page behind turns inert); the focus moves into it and stays
// there (Tab and Shift+Tab wrap around), Escape cancels (the dialog's cancel event), and the
// focus returns to the ball's box when it closes. What it offers and does is in
// correction.go.

// fixCount is a count button of the dialog.
type fixCount struct {
	_ noCompare
	app.Compo

	Pins     int
	Current  bool // the ball's count now
	Disabled bool // the count does not fit there
	Label    string
}

func (b *fixCount) Render() app.UI {
	return html.Tag("button", "type", "button",
		"class", html.Classes("pad-button fix-count", html.Is("current", b.Current)),
		"data-correct-pins", html.Itoa(b.Pins), "aria-label", b.Label,
		"aria-current", html.When(b.Current, "true"), "disabled", html.When(b.Disabled, "true")).On("click", b.onClick).Text(html.Itoa(b.Pins))
}

func (b *fixCount) onClick(ctx app.Context, e app.Event) {
	if !b.Disabled {
		ctx.NewActionWithValue(ActionFix, b.Pins)
	}
}

// Render draws the dialog while it is open.
func (f *Correction) Render(m *i18n.Messages) app.UI {
	if !f.open {
		return nil
	}
	return f.renderOpen(m)
}

// renderOpen draws the open dialog. It is a function of its own because V8 compiles a wasm
// function whole on its first call, and every game's start calls Render closed.
func (f *Correction) renderOpen(m *i18n.Messages) app.UI {
	v := &f.view
	counts := make([]app.UI, len(v.Counts))
	for i := range v.Counts {
		b := v.Counts[i] // a fresh component each render; go-app keeps the mounted one
		counts[i] = &b
	}
	var alert app.UI
	if v.Alert != "" {
		alert = html.ElText("p", v.Alert, "class", "alert", "role", "alert")
	}
	var deck app.UI
	if v.Deck {
		deck = html.Tag("div", "class", "fix-deck").Body(
			board.Pins(&v.Pins, m.FixPins),
			html.Tag("div", "class", "deck-side").Body(board.DeckStatus(v.Status, v.Split),
				html.Button("button primary", "correct-pins", m.FixApplyPins, f.onFixPins, "disabled", html.When(!v.Apply, "true"))),
		)
	}
	return html.Tag("dialog", "role", "dialog", "class", "correction", "data-testid", "correction",
		"aria-labelledby", "fix-title", "aria-describedby", "fix-entered").
		On("cancel", f.onFixCancel).
		Body(
			html.ElText("h2", v.Title, "id", "fix-title", "class", "fix-title"),
			html.ElText("p", v.Entered, "id", "fix-entered", "class", "fix-entered"),
			html.Tag("div", "class", "fix-alert").Body(alert),
			html.Tag("div", "class", "fix-counts", "role", "group", "aria-label", m.FixCounts).Body(counts...),
			deck,
			html.Tag("div", "class", "fix-actions").Body(
				html.Button("button fix-foul", "correct-foul", m.Foul, f.onFixFoul, "disabled", html.When(!v.Foul, "true")),
				html.Button("button", "correction-cancel", m.FixCancel, f.onFixCancel),
			),
		)
}

// boxSelector finds the box of the ball at ref.
func boxSelector(ref board.BallRef) string {
	return `[data-testid="frame"][data-player="` + html.Itoa(ref.Player) + `"][data-frame="` + html.Itoa(ref.Frame) +
		`"] [data-testid="ball"][data-ball="` + html.Itoa(ref.Ball) + `"]`
}

// Show shows the dialog as a modal once it is in the page, and moves the focus into it:
// to the ball's count now, or the first control that is enabled. A dialog already shown
// keeps the focus where it is inside it.
func (f *Correction) Show(app.Context) {
	doc := app.Window().Get("document")
	dlg := doc.Call("querySelector", fixSelector)
	if !dlg.Truthy() {
		return
	}
	if dlg.Get("open").Truthy() && dlg.Call("contains", doc.Get("activeElement")).Truthy() {
		return
	}
	if !dlg.Get("open").Truthy() {
		dlg.Call("showModal") // which focuses the dialog's first control
	}
	browser.Focus(fixSelector + ` button.current:not(:disabled)`)
	if !dlg.Call("contains", doc.Get("activeElement")).Truthy() {
		browser.Focus(fixSelector + ` button:not(:disabled)`)
	}
}

// after runs once the DOM shows the change: the focus stays in a dialog still open (after
// a refusal), or returns to the ball's box. The grid then shows that box, so the next ball
// brings the current frame back into view (followTurn scrolls when the turn it last showed
// differs).
func (f *Correction) after(ctx app.Context) {
	if f.open {
		f.Show(ctx)
		return
	}
	browser.Focus(boxSelector(f.at))
	f.Host.TurnHidden()
}

// TrapTab keeps Tab inside the open dialog, from its last control to its first and, with
// Shift, from its first to its last. It reports whether it moved the focus; the keyboard
// listener (package play's keys) then keeps the browser from moving it too.
func TrapTab(shift bool) bool {
	doc := app.Window().Get("document")
	dlg := doc.Call("querySelector", fixSelector+`[open]`)
	if !dlg.Truthy() {
		return false
	}
	controls := dlg.Call("querySelectorAll", "button:not(:disabled)")
	n := controls.Length()
	if n == 0 {
		return false
	}
	first, last, active := controls.Index(0), controls.Index(n-1), doc.Get("activeElement")
	switch {
	case !dlg.Call("contains", active).Truthy():
		first.Call("focus")
	case shift && active.Equal(first):
		last.Call("focus")
	case !shift && active.Equal(last):
		first.Call("focus")
	default:
		return false
	}
	return true
}
