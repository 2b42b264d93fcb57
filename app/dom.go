package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// keepFocus moves the keyboard focus to the element that fallback selects when the focus was
// lost: nothing focused, or the focused element is now disabled or gone. A tap that disables
// its own button (7 after a first ball of 3) thus leaves the focus on the pad. It runs after
// the update has reached the DOM (ctx.Defer).
func keepFocus(fallback string) {
	if fallback == "" {
		return
	}
	doc := app.Window().Get("document")
	active := doc.Get("activeElement")
	if active.Truthy() && !active.Equal(doc.Get("body")) &&
		active.Get("isConnected").Truthy() && !active.Get("disabled").Truthy() {
		return
	}
	focus(fallback)
}

// focus moves the keyboard focus to the first element that selector matches, if any.
func focus(selector string) {
	el := app.Window().Get("document").Call("querySelector", selector)
	if el.Truthy() {
		el.Call("focus")
	}
}

// scrollIntoView scrolls the element that selector matches into view inside its scrolling
// area, as little as needed, so that the current frame stays visible with 30 players.
func scrollIntoView(selector string) {
	el := app.Window().Get("document").Call("querySelector", selector)
	if el.Truthy() {
		el.Call("scrollIntoView", map[string]any{"block": "nearest", "inline": "nearest"})
	}
}

// servedByWorker reports whether a service worker answered the navigation that loaded this
// page, that is whether an earlier version was installed already. When the browser cannot
// tell, it says yes.
func servedByWorker() bool {
	perf := app.Window().Get("performance")
	if !perf.Truthy() || !perf.Get("getEntriesByType").Truthy() {
		return true
	}
	entries := perf.Call("getEntriesByType", "navigation")
	if entries.Length() == 0 {
		return true
	}
	return entries.Index(0).Get("workerStart").Float() > 0
}
