package app

import (
	"errors"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/domain"
)

// Autosave: the game is saved after every change and restored on start, as a shared value
// (browser.Shared) that every window of the app follows (windows.go). When the browser refuses to
// store it (storage full, turned off, a private window without storage), play goes on in
// memory under a plain notice, and saving is tried again every saveRetry and whenever the page
// becomes visible, until it works and the notice goes away, even when no ball is thrown.

// saveRetry is how long the app waits before trying again to save a game the browser
// refused to store. Each try is one read and one write of local storage.
const saveRetry = 2 * time.Second

// restoreGame returns the game in a stored text, an envelope or a bare save. It never
// returns a game built halfway: domain.Restore replays every ball or refuses the whole save.
func restoreGame(raw string) (*domain.Game, error) {
	value, _, err := browser.Unwrap(raw)
	if err != nil {
		return nil, err
	}
	return domain.Restore(value)
}

// restore loads the saved game from s, if any, when the app starts.
func (c *Scoreboard) restore(s browser.Store) {
	c.store, c.saved = s, browser.NewShared(s, saveKey)
	c.entry.store = s
	c.shareNight(s)
	c.load()
}

// load shows the stored game. A save that cannot be restored is the bowler's data: it is
// kept under the backup key and reported, and the bowler starts a new game. Storage that
// cannot be read is reported as not saving, and read again when saving is tried again.
func (c *Scoreboard) load() {
	raw, changed, _, err := c.saved.Changed()
	if err != nil {
		c.unread, c.saveFailed = true, true
		c.retrySoon()
		return
	}
	c.unread, c.saveFailed = false, false
	if !changed {
		return
	}
	g, err := restoreGame(raw)
	if err != nil {
		if c.store.Save(backupKey, raw) == nil {
			c.store.Remove(saveKey)
		}
		c.restoreFailed = true
		return
	}
	c.saved.Accept(raw)
	c.adopt(g, true)
	if g.DroppedUndo() != nil {
		c.alert = sayUndoDropped // every ball is back; Undo stops short of what it could take back
	}
}

// onDownloadBackup gives the bowler the save that could not be restored as a file, so that it
// is never only in a storage slot the app cannot show: the bare saved game when the stored
// text is a well-formed envelope (the README's format), else the text exactly as stored.
func (c *Scoreboard) onDownloadBackup(ctx app.Context, e app.Event) {
	raw, ok, err := c.store.Load(backupKey)
	if err != nil || !ok {
		c.backupStatus = sayBackupGone
		return
	}
	data := []byte(raw)
	if value, _, err := browser.Unwrap(raw); err == nil {
		data = value
	}
	name := "tenpin-saved-game-" + time.Now().Format("2006-01-02-1504") + ".json"
	download(ctx, name, "application/json", data)
	c.backupStatus = downloaded(name)
}

// adopt shows g, the game as stored, on the game screen when show is set, the game screen is
// up or this window had no game; otherwise (the bowler went to setup from a game) as the game
// to go back to.
func (c *Scoreboard) adopt(g *domain.Game, show bool) {
	show = show || c.playing || c.game == nil
	if show && !c.playing {
		c.alert = nil // an alert of the setup screen (a refused Start) is not about this game
	}
	c.game, c.savedGame = g, g
	if show {
		c.playing = true
		c.setup.setNames(g.Names())
	}
	c.refresh()
	c.keepPending() // marks, or a dialog, that no longer fit the game adopted are gone
}

// commit is the third step of every action (act, play.go): it saves the game, then, unless
// the save was refused as stale, keeps a finished game of a series in its record and in
// history (keepSeries).
func (c *Scoreboard) commit() {
	if c.save() {
		c.keepSeries()
	}
}

// save saves the game and reports whether what follows from it may go on: false when the
// save was refused because another window changed the stored game since (see
// browser.Shared.Write). The input that skipped outdated is then taken back, once its handler
// is done, and the window shows the stored game with a message. A game this window started
// replaces whatever is stored. A save the browser refuses is tried again soon.
func (c *Scoreboard) save() bool {
	if c.saved == nil || c.game == nil {
		return false
	}
	// The game writes its save format itself: json.Marshal would only check and copy those
	// bytes again, on every ball.
	data, err := c.game.MarshalJSON()
	if err == nil {
		err = c.saved.Write(data, c.game != c.savedGame)
	}
	switch {
	case err == nil:
		c.savedGame, c.saveFailed, c.unread = c.game, false, false
	case errors.Is(err, browser.ErrStale):
		c.afterInput(func() {
			if c.follow() {
				c.alert = sayChangedElsewhere
			}
		})
	default:
		c.saveFailed = true
		c.retrySoon()
	}
	return !errors.Is(err, browser.ErrStale)
}

// afterInput runs f once the handler of the current input is done: on the UI goroutine after
// the update in the browser, at once where there is no browser (tests).
func (c *Scoreboard) afterInput(f func()) {
	if c.ui.Context == nil {
		f()
		return
	}
	c.ui.Defer(func(app.Context) { f() })
}

// retrySoon tries saving again after saveRetry, once at a time, while the browser refuses.
func (c *Scoreboard) retrySoon() {
	if c.retrying || c.ui.Context == nil {
		return
	}
	c.retrying = true
	c.ui.After(saveRetry, func(ctx app.Context) {
		c.retrying = false
		c.retrySave()
		if c.playing {
			c.later(ctx, c.followTurn) // the saved game may have just come into view
		}
	})
}

// retrySave tries again to save, or to read the storage that could not be read on start.
func (c *Scoreboard) retrySave() {
	switch {
	case !c.saveFailed:
	case c.unread && c.game == nil:
		c.load()
	default:
		c.commit()
	}
}

// renderSaving says that the game is not being saved, on every screen, while the browser
// refuses to store it.
func (c *Scoreboard) renderSaving(m *Messages) app.UI {
	var notice app.UI
	switch {
	case c.unread:
		notice = elText("p", m.StorageUnreadable, "class", "alert", "role", "alert", "data-testid", "not-saved")
	case c.saveFailed:
		notice = elText("p", m.SaveFailed, "class", "alert", "role", "alert", "data-testid", "not-saved")
	}
	return el("div", "class", "alerts").Body(notice)
}
