package play

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	html "tenpin/app/markup"
)

// Where the keyboard focus and the scroll position go after a change of the game screen. This
// runs in the browser only, after go-app has brought the DOM up to date (Host.Later).

// Settle keeps the focus and the current frame in view once the page shows a change of the
// game screen (FollowTurn).
//
//go:noinline
func (l *Game) Settle(ctx app.Context) { l.Host.Later(ctx, l.FollowTurn) }

// FollowTurn runs after an update of the game screen: it keeps the keyboard focus on the pad
// or the deck (or on Rematch once the game is over, in the correction dialog while it is
// open) and the current frame in view.
func (l *Game) FollowTurn(ctx app.Context) {
	if !l.playing || l.Host.OnTV() {
		return
	}
	if l.Fix.IsOpen() {
		l.Fix.Show(ctx)
		return
	}
	if l.view.Over {
		browser.KeepFocus(`[data-testid="next-game"], [data-testid="rematch"]`)
		return
	}
	browser.KeepFocus(l.Entry.FocusTarget())
	// Scrolling makes the browser lay the grid out at once, so only when the turn moved.
	if turn := l.view.Current + "/" + html.Itoa(l.view.Frame); turn != l.followed {
		l.followed = turn
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
