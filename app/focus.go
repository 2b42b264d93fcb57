package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	html "tenpin/app/markup"
)

// Where the keyboard focus and the scroll position go after a change: a tap that disables its
// own button, a removed player, a new screen. This runs in the browser only, after go-app has
// brought the DOM up to date.

// page is what a part of the screen needs of the page: running f once the page shows the
// change it made.
type page interface {
	Later(ctx app.Context, f func(app.Context))
}

// Later runs f once the DOM shows the change (exported: package setup's form reaches it as
// setup.Host). It defers on the root's context: the element that handled the event (Start,
// New game, Rematch) may be gone by then, and go-app drops deferred work whose element is no
// longer mounted.
//
// f runs in a task after the update's (browser.AfterTask), on the UI goroutine: moving the
// focus and scrolling make the browser lay the page out at once, and in the update's own
// task that held back the moment the page has the change (a tap's answer waited for it).
// It asks for no update of its own; one f asks for (ctx.Update) still happens.
func (c *Scoreboard) Later(ctx app.Context, f func(app.Context)) {
	ui := c.ui
	if ui.Context == nil {
		ui = ctx
	}
	deferTo(ui, func(ctx app.Context) { afterTask(ctx, f) })
}

// afterTask runs f on the UI goroutine in a task after the current one, asking for no update
// of its own (one f asks for still happens).
func afterTask(ctx app.Context, f func(app.Context)) {
	browser.AfterTask(func() {
		browser.Dispatch(ctx, func(ctx app.Context) {
			ctx.PreventUpdate()
			f(ctx)
		})
	})
}

// Settle keeps the focus and the current frame in view once the page shows a change of the
// game screen (followTurn).
//
//go:noinline
func (c *Scoreboard) Settle(ctx app.Context) { c.Later(ctx, c.followTurn) }

// followTurn runs after an update of the game screen: it keeps the keyboard focus on the pad
// or the deck (or on Rematch once the game is over, in the correction dialog while it is
// open) and the current frame in view.
func (c *Scoreboard) followTurn(ctx app.Context) {
	if !c.playing || c.night.screen == screenTV {
		return
	}
	if c.fix.IsOpen() {
		c.fix.Show(ctx)
		return
	}
	if c.view.over {
		browser.KeepFocus(`[data-testid="next-game"], [data-testid="rematch"]`)
		return
	}
	browser.KeepFocus(c.entry.FocusTarget())
	// Scrolling makes the browser lay the grid out at once, so only when the turn moved.
	if turn := c.view.current + "/" + html.Itoa(c.view.frame); turn != c.followed {
		c.followed = turn
		scrollIntoView(`td.frame.current`)
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
