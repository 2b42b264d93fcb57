package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
)

// One game, many windows: every window of the app on a device (an installed app window, a
// browser tab, the same tab opened twice) shows the one game in local storage. A ball, an undo
// or a correction saved in one window reaches the others through the storage event, and they
// show it at once (follow). An input in a window that has not caught up yet (its page was
// frozen in the background, or the event is still on its way) is refused with a message
// before it changes anything (outdated), and the window then shows the stored game; the save's
// write check (browser.Shared) refuses what slips past.
//
// While the browser refuses to store anything, windows cannot see each other's balls: each
// plays on in memory under the "not saved" notice, and once saving works again the first to
// save keeps its game and the others follow it with the message.

// watch wires this window to the others and to time: other windows' saves, the page coming
// back into view, and the periodic update check (update.go). It returns what undoes it.
func (c *Scoreboard) watch(ctx app.Context) (unwatch func()) {
	doc := app.Window().Get("document")
	storage := browser.ListenStorage(ctx, c.onStorage)
	visible := app.FuncOf(func(this app.Value, args []app.Value) any {
		if doc.Get("visibilityState").String() == "visible" {
			ctx.Dispatch(c.onVisible)
		}
		return nil
	})
	doc.Call("addEventListener", "visibilitychange", visible)
	c.checkUpdates(ctx)
	return func() {
		browser.Unlisten(app.Window(), "storage", storage)
		browser.Unlisten(doc, "visibilitychange", visible)
	}
}

// onStorage follows another window's change to the saved game, and to the night's series,
// settings and history (nightwindows.go).
func (c *Scoreboard) onStorage(ctx app.Context, key string) {
	if (key == saveKey || key == "") && c.follow() {
		c.later(ctx, c.followTurn)
	}
	c.onNightStorage(key)
}

// onVisible runs when the page comes back into view (a tablet woken up, a tab brought to the
// front): it looks for a new version, catches up with the saved game in case an event was
// missed while the page was frozen, and tries again to save if the browser refused before.
func (c *Scoreboard) onVisible(ctx app.Context) {
	app.TryUpdate()
	if c.follow() {
		c.later(ctx, c.followTurn)
	}
	c.onNightStorage("")
	c.retrySave()
}

// follow brings this window up to date with the stored game and reports whether the game it
// shows changed. Following another window's newer game is silent; when this window's own
// change was lost to another window's (saved at the same moment, or not saved at all while
// the browser refused), the message says so.
func (c *Scoreboard) follow() bool {
	if c.saved == nil {
		return false
	}
	raw, changed, overtaken, err := c.saved.Changed()
	if err != nil || !changed {
		return false
	}
	g, err := restoreGame(raw)
	if err != nil {
		// Nothing a window of this version writes: a hand edit or damaged storage. It is kept
		// aside as the bowler's data, and this window's game is saved in its place.
		if c.store.Save(backupKey, raw) != nil {
			c.saveFailed = true
			c.retrySoon()
			return false
		}
		c.saved.Accept(raw)
		if c.game != nil {
			c.commit()
		} else {
			c.store.Remove(saveKey)
		}
		return false
	}
	lost := overtaken || (c.saveFailed && c.game != nil)
	c.saved.Accept(raw)
	c.saveFailed, c.unread = false, false
	c.adopt(g, false)
	if lost {
		c.alert = sayChangedElsewhere
	}
	return true
}

// outdated reports whether another window changed the game since this window last showed it.
// Every input that changes the game asks first: when it is outdated the input is refused
// with a message, the window shows the stored game, and nothing else changes.
func (c *Scoreboard) outdated() bool {
	game := c.follow()
	c.night.followSeries() // the series that goes with the game; a change to it alone refuses no ball
	if !game {
		return false
	}
	c.alert = sayChangedElsewhere
	return true
}
