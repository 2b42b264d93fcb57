package app

import (
	"encoding/json"

	"tenpin/app/board"
	"tenpin/domain"
)

// What is on the screen but not entered yet survives a reload: the entry mode, a setting of
// the device under its own key, and, beside the saved game, the pins marked on the deck and
// a correction dialog that is open with the pins marked on it. What no longer fits the game
// restored (another window moved it on) is dropped.

// pending is what the bowler marked and has not entered.
type pending struct {
	_    noCompare
	Down domain.Pins `json:"down,omitempty"` // the pins marked on the deck
	Fix  *pendingFix `json:"fix,omitempty"`  // the correction dialog, when open
}

// pendingFix is an open correction dialog: its ball and the pins marked on its deck.
type pendingFix struct {
	_      noCompare
	Player int         `json:"player"`
	Frame  int         `json:"frame"`
	Ball   int         `json:"ball"`
	Down   domain.Pins `json:"down"`
}

// pendingOf is what is pending on the deck and in the dialog as stored, "" when nothing is.
func pendingOf(deck *entryArea, fix *correction) string {
	p := pending{Down: deck.marked}
	if fix.open {
		p.Fix = &pendingFix{Player: fix.at.Player, Frame: fix.at.Frame, Ball: fix.at.Ball, Down: fix.marked}
	}
	if p.Down == 0 && p.Fix == nil {
		return ""
	}
	data, err := json.Marshal(p)
	if err != nil {
		return ""
	}
	return string(data)
}

// SavePending keeps what is pending when it is not what storage keeps: after a pin is
// marked, the dialog opens or closes, and after a step that changed the game, whose
// derivation may have fitted the marks or closed the dialog.
func (c *Scoreboard) SavePending() {
	c.autosave.keepPending(pendingOf(&c.entry, &c.fix))
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
	c.entry.restoreMode()
	if !c.playing || c.game == nil {
		return
	}
	var p pending
	raw, ok, _ := store.Load(pendingKey)
	if ok {
		c.autosave.pendingKept = raw
	}
	if ok && json.Unmarshal([]byte(raw), &p) == nil {
		if t := c.game.Turn(); t.PinsKnown && p.Down&^t.Pins == 0 {
			c.entry.marked = p.Down
		}
		if f := p.Fix; f != nil {
			c.fix.openAt(board.BallRef{Player: f.Player, Frame: f.Frame, Ball: f.Ball})
			c.fix.marked = f.Down // refresh keeps only pins the ball met
		}
	}
	c.entry.refresh(c.game, c.view.turn, c.Messages())
	c.fix.refresh()
	c.SavePending() // what did not fit is gone
}
