package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
)

// Where the keyboard focus and the scroll position go after a change: a tap that disables its
// own button, a removed player, a new screen. This runs in the browser only, after go-app has
// brought the DOM up to date. The page's parts move the focus through Later; the game on the
// lanes keeps its own focus and turn in view (package play's Settle), on Later too.

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
