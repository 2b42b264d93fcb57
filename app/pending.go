package app

import "tenpin/app/entry"

// What is on the screen but not entered yet survives a reload: the entry mode, a setting of
// the device under its own key (entry.ModeKey), and, beside the saved game, the pins marked
// on the deck and a correction dialog that is open with the pins marked on it, as package
// entry writes them (entry.Pending) under pendingKey. What no longer fits the game restored
// (another window moved it on) is dropped.

// SavePending keeps what is pending when it is not what storage keeps: after a pin is
// marked, the dialog opens or closes, and after a step that changed the game, whose
// derivation may have fitted the marks or closed the dialog.
func (c *Scoreboard) SavePending() {
	c.autosave.keepPending(entry.Pending(&c.entry, &c.fix))
}

// keepPending stores text as what is pending, or removes the key when it is "", unless
// storage keeps it already.
func (a *autosave) keepPending(text string) {
	if a.store == nil || text == a.pendingKept {
		return
	}
	a.pendingKept = text
	if text == "" {
		a.store.Remove(pendingKey)
		return
	}
	_ = a.store.Save(pendingKey, text) // a refused save loses only the marks
}

// restorePending reads the entry mode and, for the game restored, what was pending, then
// derives what the entry area and the dialog show (the rows restore derived already). Run it
// after the game is restored.
func (c *Scoreboard) restorePending() {
	store := c.autosave.store
	if store == nil {
		return
	}
	c.entry.RestoreMode()
	if !c.playing || c.game == nil {
		return
	}
	if raw, ok, _ := store.Load(pendingKey); ok {
		c.autosave.pendingKept = raw
		entry.Restore(raw, c.game, &c.entry, &c.fix)
	}
	c.entry.Refresh(c.game, c.view.turn, c.Messages())
	c.fix.Refresh()
	c.SavePending() // what did not fit is gone
}
