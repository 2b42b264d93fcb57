package browser

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Focus moves the keyboard focus to the first element that selector matches, if any.
func Focus(selector string) {
	el := app.Window().Get("document").Call("querySelector", selector)
	if el.Truthy() {
		el.Call("focus")
	}
}

// KeepFocus moves the keyboard focus to the element that fallback selects when the focus was
// lost: nothing focused, or the focused element is now disabled or gone. A tap that disables
// its own button (7 after a first ball of 3) thus leaves the focus on the pad.
func KeepFocus(fallback string) {
	if fallback == "" {
		return
	}
	doc := app.Window().Get("document")
	active := doc.Get("activeElement")
	if active.Truthy() && !active.Equal(doc.Get("body")) &&
		active.Get("isConnected").Truthy() && !active.Get("disabled").Truthy() {
		return
	}
	Focus(fallback)
}
