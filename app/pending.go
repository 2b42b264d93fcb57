package app

// What is on the screen but not entered yet survives a reload: the entry mode, a setting of
// the device under its own key (entry.ModeKey), and, beside the saved game, the pins marked
// on the deck and a correction dialog that is open with the pins marked on it, as package
// entry writes them (entry.Pending, through play.Game.SavePending) under pendingKey. What no longer fits the game restored
// (another window moved it on) is dropped.

// KeepPending keeps text, what the game on the lanes has pending (play.Game.SavePending),
// for a reload (play.Host).
func (c *Scoreboard) KeepPending(text string) { c.autosave.keepPending(text) }

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

// restorePending reads the entry mode and, for the game restored, what was pending (package
// play derives what the entry area and the dialog show). Run it after the game is restored.
func (c *Scoreboard) restorePending() {
	store := c.autosave.store
	if store == nil {
		return
	}
	c.play.Entry.RestoreMode()
	if !c.play.Shown() {
		return
	}
	raw, ok, _ := store.Load(pendingKey)
	if ok {
		c.autosave.pendingKept = raw
	}
	c.play.RestorePending(raw, ok)
}
