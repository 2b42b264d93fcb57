package play

import "tenpin/app/entry"

// What is on the screen but not entered yet survives a reload: beside the saved game, the
// pins marked on the deck and a correction dialog that is open with the pins marked on it, as
// package entry writes them (entry.Pending), which the Host keeps (KeepPending). What no
// longer fits the game restored (another window moved it on) is dropped.

// SavePending keeps what is pending when it is not what storage keeps: after a pin is
// marked, the dialog opens or closes, and after a step that changed the game, whose
// derivation may have fitted the marks or closed the dialog.
func (l *Game) SavePending() {
	l.Host.KeepPending(entry.Pending(&l.Entry, &l.Fix))
}

// RestorePending restores raw, what was pending when it was kept (ok: something was), for
// the game restored, then derives what the entry area and the dialog show (the game's
// restore derived the rows already). The entry mode is read before (entry.Area.RestoreMode).
func (l *Game) RestorePending(raw string, ok bool) {
	if !l.playing || l.game == nil {
		return
	}
	if ok {
		entry.Restore(raw, l.game, &l.Entry, &l.Fix)
	}
	l.Entry.Refresh(l.game, l.view.Turn, l.Messages())
	l.Fix.Refresh()
	l.SavePending() // what did not fit is gone
}
