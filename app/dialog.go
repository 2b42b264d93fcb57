package app

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The correction dialog as the bowler sees it: a native modal <dialog> with the ball's counts,
// a foul, the deck of its pins when they are known, and Cancel. It is shown with showModal
// once it is in the page (the page behind turns inert); the focus moves into it and stays
// there (Tab and Shift+Tab wrap around), Escape cancels (the dialog's cancel event), and the
// focus returns to the ball's box when it closes. What it offers and does is in
// correction.go.

// fixCount is a count button of the dialog.
type fixCount struct {
	app.Compo

	Pins     int
	Current  bool // the ball's count now
	Disabled bool // the count does not fit there
	Label    string
}

func (b *fixCount) Render() app.UI {
	btn := app.Button().
		Type("button").
		Class(classes("pad-button fix-count", is("current", b.Current))).
		DataSet("correct-pins", b.Pins).
		Aria("label", b.Label).
		OnClick(b.onClick).
		Text(b.Pins)
	if b.Current {
		btn = btn.Aria("current", "true")
	}
	if b.Disabled {
		btn = btn.Disabled(true)
	}
	return btn
}

func (b *fixCount) onClick(ctx app.Context, e app.Event) {
	if !b.Disabled {
		ctx.NewActionWithValue(actionFix, b.Pins)
	}
}

// renderFix draws the dialog while it is open.
func (c *Scoreboard) renderFix(m *Messages) app.UI {
	if !c.fix.open {
		return nil
	}
	v := &c.view.fix
	counts := make([]app.UI, len(v.Counts))
	for i := range v.Counts {
		b := v.Counts[i] // a fresh component each render; go-app keeps the mounted one
		counts[i] = &b
	}
	var alert app.UI
	if v.Alert != "" {
		alert = app.P().Class("alert").Role("alert").Text(v.Alert)
	}
	foul := app.Button().
		Type("button").
		Class("button fix-foul").
		DataSet("testid", "correct-foul").
		OnClick(c.onFixFoul).
		Text(m.Foul)
	if !v.Foul {
		foul = foul.Disabled(true)
	}
	var deck app.UI
	if v.Deck {
		apply := app.Button().
			Type("button").
			Class("button primary").
			DataSet("testid", "correct-pins").
			OnClick(c.onFixPins).
			Text(m.FixApplyPins)
		if !v.Apply {
			apply = apply.Disabled(true)
		}
		deck = app.Div().Class("fix-deck").Body(
			renderPins(&v.Pins, m.FixPins),
			app.Div().Class("deck-side").Body(renderDeckStatus(v.Status, v.Split), apply),
		)
	}
	return app.Dialog().
		Role("dialog").
		Class("correction").
		DataSet("testid", "correction").
		Aria("labelledby", "fix-title").
		Aria("describedby", "fix-entered").
		On("cancel", c.onFixCancel).
		Body(
			app.H2().ID("fix-title").Class("fix-title").Text(v.Title),
			app.P().ID("fix-entered").Class("fix-entered").Text(v.Entered),
			app.Div().Class("fix-alert").Body(alert),
			app.Div().Class("fix-counts").Role("group").Aria("label", m.FixCounts).Body(counts...),
			deck,
			app.Div().Class("fix-actions").Body(
				foul,
				app.Button().
					Type("button").
					Class("button").
					DataSet("testid", "correction-cancel").
					OnClick(c.onFixCancel).
					Text(m.FixCancel),
			),
		)
}

// boxSelector finds the box of the ball at ref.
func boxSelector(ref ballRef) string {
	return `[data-testid="frame"][data-player="` + strconv.Itoa(ref.Player) + `"][data-frame="` + strconv.Itoa(ref.Frame) +
		`"] [data-testid="ball"][data-ball="` + strconv.Itoa(ref.Ball) + `"]`
}

// showFix shows the dialog as a modal once it is in the page, and moves the focus into it:
// to the ball's count now, or the first control that is enabled. A dialog already shown
// keeps the focus where it is inside it.
func (c *Scoreboard) showFix(app.Context) {
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
	focus(fixSelector + ` button.current:not(:disabled)`)
	if !dlg.Call("contains", doc.Get("activeElement")).Truthy() {
		focus(fixSelector + ` button:not(:disabled)`)
	}
}

// afterFix runs once the DOM shows the change: the focus stays in a dialog still open (after
// a refusal), or returns to the ball's box. The grid then shows that box, so the next ball
// brings the current frame back into view (followTurn scrolls when the turn it last showed
// differs).
func (c *Scoreboard) afterFix(ctx app.Context) {
	if c.fix.open {
		c.showFix(ctx)
		return
	}
	focus(boxSelector(c.fix.at))
	c.followed = ""
}

// trapTab keeps Tab inside the open dialog, from its last control to its first and, with
// Shift, from its first to its last. It reports whether it moved the focus; the keyboard
// listener (keys.go) then keeps the browser from moving it too.
func trapTab(shift bool) bool {
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
