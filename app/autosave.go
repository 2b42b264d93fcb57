package app

import (
	"errors"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	html "tenpin/app/markup"
	"tenpin/domain"
)

// Autosave: the game is saved after every change and restored on start, as a shared value
// (browser.Shared) that every window of the app follows (windows.go). When the browser refuses to
// store it (storage full, turned off, a private window without storage), play goes on in
// memory under a plain notice, and saving is tried again every saveRetry and whenever the page
// becomes visible, until it works and the notice goes away, even when no ball is thrown.
//
// A ball costs one read of local storage (the guard's, outdated in windows.go) and one write
// (the save, resting on that read: browser.Shared.Edit) before the grid is derived again.

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

// autosave is the game as this window keeps it: the shared value in local storage, whether
// the browser stores it, and the save that could not be restored. It reaches the game on the
// lanes only through lane.
type autosave struct {
	store         browser.Store   // local storage: the device's own settings and marks (entry mode, pending)
	saved         *browser.Shared // the game as every window of the app shares it
	savedGame     *domain.Game    // the game last saved or read: an edit of it is checked against the store
	saveFailed    bool            // the browser refused to save: play goes on in memory
	unread        bool            // the browser refused to read storage since the start
	retrying      bool            // another try at saving is scheduled
	restoreFailed bool            // the save could not be restored and was kept as a backup
	backupStatus  say             // what became of the bowler's download of that backup
	pendingKept   string          // what is pending as storage last kept it (pending.go)
	lane          saveLane
}

// saveLane is what autosave needs of the game on the lanes: the game, showing a game read
// from storage, saving the game shown again, the alert above the grid, and the page.
type saveLane interface {
	page
	Current() (g *domain.Game, playing bool) // the game on the lanes; playing: its screen is up
	adopt(g *domain.Game, show bool)         // show the stored game (autosave.go)
	Commit(guarded bool)                     // save the game, then what follows from it
	AlertWith(s say)                         // the alert above the grid
	uiContext() app.Context                  // the root's context (Defer, After)
	Settle(ctx app.Context)                  // keep the focus and the turn in view, once shown
}

// restore loads the saved game from s, if any, when the app starts.
func (c *Scoreboard) restore(s browser.Store) {
	c.autosave.store, c.autosave.saved = s, browser.NewShared(s, saveKey)
	c.play.Entry.Store = s
	c.night.share(s)
	c.autosave.load()
}

// load shows the stored game. A save that cannot be restored is the bowler's data: it is
// kept under the backup key and reported, and the bowler starts a new game. Storage that
// cannot be read is reported as not saving, and read again when saving is tried again.
func (a *autosave) load() {
	raw, changed, _, err := a.saved.Changed()
	if err != nil {
		a.unread, a.saveFailed = true, true
		a.retrySoon()
		return
	}
	a.unread, a.saveFailed = false, false
	if !changed {
		return
	}
	g, err := restoreGame(raw)
	if err != nil {
		if a.store.Save(backupKey, raw) == nil {
			a.store.Remove(saveKey)
		}
		a.restoreFailed = true
		return
	}
	a.saved.Accept(raw)
	a.lane.adopt(g, true)
	if g.DroppedUndo() != nil {
		a.lane.AlertWith(sayUndoDropped) // every ball is back; Undo stops short of what it could take back
	}
}

// onDownloadBackup gives the bowler the save that could not be restored as a file, so that it
// is never only in a storage slot the app cannot show: the bare saved game when the stored
// text is a well-formed envelope (the README's format), else the text exactly as stored.
func (a *autosave) onDownloadBackup(ctx app.Context, e app.Event) {
	raw, ok, err := a.store.Load(backupKey)
	if err != nil || !ok {
		a.backupStatus = sayBackupGone
		return
	}
	data := []byte(raw)
	if value, _, err := browser.Unwrap(raw); err == nil {
		data = value
	}
	name := "tenpin-saved-game-" + time.Now().Format("2006-01-02-1504") + ".json"
	browser.Download(browser.Blob(data, "application/json"), name)
	a.backupStatus = i18n.Downloaded(name)
}

// adopt shows g, the game as stored, on the game screen when show is set, the game screen is
// up or this window had no game; otherwise (the bowler went to setup from a game) as the game
// to go back to (play.Game.Adopt).
func (c *Scoreboard) adopt(g *domain.Game, show bool) {
	c.autosave.savedGame = g
	if c.play.Adopt(g, show) {
		c.setup.SetNames(g.Names())
	}
}

// Commit is the third step of every action (play.Game.Act): it saves the game, then, unless
// the save was refused as stale, keeps a finished game of a series in its record and in
// history (keepSeries), and sends the game to a cast display. guarded says that the action's
// guard read the stored game just before, in the same handler, so the save needs no read of
// its own.
func (c *Scoreboard) Commit(guarded bool) {
	g, _ := c.play.Current()
	if c.autosave.save(g, guarded) {
		c.night.keepSeries(g)
	}
	c.play.TV.Send()
}

// save saves g and reports whether what follows from it may go on: false when the save was
// refused because another window changed the stored game since (see browser.Shared.Write).
// The input that skipped outdated is then taken back, once its handler is done, and the
// window shows the stored game with a message. A game this window started replaces whatever
// is stored. A save the browser refuses is tried again soon.
func (a *autosave) save(g *domain.Game, guarded bool) bool {
	if a.saved == nil || g == nil {
		return false
	}
	// The game writes its save format itself: json.Marshal would only check and copy those
	// bytes again, on every ball.
	data, err := g.MarshalJSON()
	switch {
	case err != nil:
	case g != a.savedGame:
		err = a.saved.Write(data, true)
	case guarded:
		err = a.saved.Edit(data)
	default:
		err = a.saved.Write(data, false)
	}
	switch {
	case err == nil:
		a.savedGame, a.saveFailed, a.unread = g, false, false
	case errors.Is(err, browser.ErrStale):
		a.afterInput(func() {
			if a.follow() {
				a.lane.AlertWith(sayChangedElsewhere)
			}
		})
	default:
		a.saveFailed = true
		a.retrySoon()
	}
	return !errors.Is(err, browser.ErrStale)
}

// afterInput runs f once the handler of the current input is done: on the UI goroutine after
// the update in the browser, at once where there is no browser (tests).
func (a *autosave) afterInput(f func()) {
	ui := a.lane.uiContext()
	if ui.Context == nil {
		f()
		return
	}
	deferTo(ui, func(app.Context) { f() })
}

// retrySoon tries saving again after saveRetry, once at a time, while the browser refuses.
func (a *autosave) retrySoon() {
	ui := a.lane.uiContext()
	if a.retrying || ui.Context == nil {
		return
	}
	a.retrying = true
	ui.After(saveRetry, func(ctx app.Context) {
		a.retrying = false
		a.retrySave()
		if _, playing := a.lane.Current(); playing {
			a.lane.Settle(ctx) // the saved game may have just come into view
		}
	})
}

// retrySave tries again to save, or to read the storage that could not be read on start.
func (a *autosave) retrySave() {
	g, _ := a.lane.Current()
	switch {
	case !a.saveFailed:
	case a.unread && g == nil:
		a.load()
	default:
		a.lane.Commit(false)
	}
}

// renderSaving says that the game is not being saved, on every screen, while the browser
// refuses to store it.
func (a *autosave) renderSaving(m *Messages) app.UI {
	var notice app.UI
	switch {
	case a.unread:
		notice = html.ElText("p", m.StorageUnreadable, "class", "alert", "role", "alert", "data-testid", "not-saved")
	case a.saveFailed:
		notice = html.ElText("p", m.SaveFailed, "class", "alert", "role", "alert", "data-testid", "not-saved")
	}
	return html.Tag("div", "class", "alerts").Body(notice)
}
