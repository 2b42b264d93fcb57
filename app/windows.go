package app

import (
	"bytes"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/domain"
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
			browser.Dispatch(ctx, c.onVisible)
		}
		return nil
	})
	doc.Call("addEventListener", "visibilitychange", visible)
	checkUpdates(ctx)
	return func() {
		browser.Unlisten(app.Window(), "storage", storage)
		browser.Unlisten(doc, "visibilitychange", visible)
	}
}

// onStorage follows another window's change to the saved game, to the night's series,
// settings and history (nightwindows.go), and to the leagues (season.Screen.Follow).
func (c *Scoreboard) onStorage(ctx app.Context, key string) {
	if (key == saveKey || key == "") && c.autosave.follow() {
		c.play.Settle(ctx)
	}
	c.night.onStorage(key)
	if (key == languageKey || key == "") && c.night.screen == screenTV {
		c.followLanguage()
	}
	for _, o := range c.office {
		o.Follow(ctx, key)
	}
	if g, _ := c.play.Current(); key == seriesKey && c.night.series != nil && c.night.series.Match != nil && g != nil {
		c.play.Refresh() // a match's panel counts the series' finished games
	}
}

// onVisible runs when the page comes back into view (a tablet woken up, a tab brought to the
// front): it looks for a new version, catches up with the saved game in case an event was
// missed while the page was frozen, and tries again to save if the browser refused before.
func (c *Scoreboard) onVisible(ctx app.Context) {
	app.TryUpdate()
	if c.autosave.follow() {
		c.play.Settle(ctx)
	}
	c.night.onStorage("")
	for _, o := range c.office {
		o.Follow(ctx, "")
	}
	c.autosave.retrySave()
}

// follow brings this window up to date with the stored game and reports whether the game it
// shows changed. Following another window's newer game is silent; when this window's own
// change was lost to another window's (saved at the same moment, or not saved at all while
// the browser refused), the message says so.
func (a *autosave) follow() bool {
	if a.saved == nil {
		return false
	}
	raw, changed, overtaken, err := a.saved.Changed()
	if err != nil || !changed {
		return false
	}
	shown, _ := a.lane.Current()
	g, err := restoreGame(raw)
	if err != nil {
		// Nothing a window of this version writes: a hand edit or damaged storage. It is kept
		// aside as the bowler's data, and this window's game is saved in its place.
		if a.store.Save(backupKey, raw) != nil {
			a.saveFailed = true
			a.retrySoon()
			return false
		}
		a.saved.Accept(raw)
		if shown != nil {
			a.lane.Commit(false)
		} else {
			a.store.Remove(saveKey)
		}
		return false
	}
	if shown != nil && !a.saveFailed && sameSave(shown, raw) {
		// Another window wrote the very game this window shows again (a ball there, taken
		// back; a game saved again as it was): nothing the person sees changed, so an input
		// made on it stands.
		a.saved.Accept(raw)
		return false
	}
	lost := overtaken || (a.saveFailed && shown != nil)
	a.saved.Accept(raw)
	a.saveFailed, a.unread = false, false
	a.lane.adopt(g, false)
	if lost {
		a.lane.AlertWith(sayChangedElsewhere)
	}
	return true
}

// Outdated is the guard of every action (play.Game.Act): it reports whether another window
// changed the game since this window last showed it. When it did, the input is refused with
// a message, the window shows the stored game, and nothing else changes. It reads the stored
// game once; the series that goes with the game follows it when it changed, and otherwise
// through the storage event: a change to the series alone refuses no ball.
func (c *Scoreboard) Outdated() bool {
	if !c.autosave.follow() {
		return false
	}
	c.night.followSeries()
	c.play.AlertWith(sayChangedElsewhere)
	return true
}

// sameSave reports whether raw, a stored game, holds g's save as it is.
func sameSave(g *domain.Game, raw string) bool {
	value, _, err := browser.Unwrap(raw)
	mine, err2 := g.MarshalJSON()
	return err == nil && err2 == nil && bytes.Equal(value, mine)
}
