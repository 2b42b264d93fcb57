package app

import (
	"encoding/json"

	"tenpin/domain"
)

// What is on the screen but not entered yet survives a reload: the entry mode, a setting of
// the device under its own key, and, beside the saved game, the pins marked on the deck and
// a correction dialog that is open with the pins marked on it. What no longer fits the game
// restored (another window moved it on) is dropped.

// pending is what the bowler marked and has not entered.
type pending struct {
	Down domain.Pins `json:"down,omitempty"` // the pins marked on the deck
	Fix  *pendingFix `json:"fix,omitempty"`  // the correction dialog, when open
}

// pendingFix is an open correction dialog: its ball and the pins marked on its deck.
type pendingFix struct {
	Player int         `json:"player"`
	Frame  int         `json:"frame"`
	Ball   int         `json:"ball"`
	Down   domain.Pins `json:"down"`
}

// pendingText is what is pending as stored, "" when nothing is.
func (c *Scoreboard) pendingText() string {
	p := pending{Down: c.entry.marked}
	if c.fix.open {
		p.Fix = &pendingFix{Player: c.fix.at.Player, Frame: c.fix.at.Frame, Ball: c.fix.at.Ball, Down: c.fix.marked}
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

// savePending keeps what is pending, or removes the key when nothing is.
func (c *Scoreboard) savePending() {
	if c.store == nil {
		return
	}
	text := c.pendingText()
	c.pendingKept = text
	if text == "" {
		c.store.Remove(pendingKey)
		return
	}
	_ = c.store.Save(pendingKey, text) // a refused save loses only the marks
}

// keepPending saves what is pending when it is not what storage keeps: after a step that
// changed the game, whose derivation may have fitted the marks or closed the dialog.
func (c *Scoreboard) keepPending() {
	if c.pendingText() != c.pendingKept {
		c.savePending()
	}
}

// restorePending reads the entry mode and, for the game restored, what was pending, then
// derives what the entry area and the dialog show (the rows restore derived already). Run it
// after the game is restored.
func (c *Scoreboard) restorePending() {
	if c.store == nil {
		return
	}
	c.entry.restoreMode()
	if !c.playing || c.game == nil {
		return
	}
	var p pending
	if raw, ok, _ := c.store.Load(pendingKey); ok && json.Unmarshal([]byte(raw), &p) == nil {
		if t := c.game.Turn(); t.PinsKnown && p.Down&^t.Pins == 0 {
			c.entry.marked = p.Down
		}
		if f := p.Fix; f != nil {
			c.fix.openAt(ballRef{Player: f.Player, Frame: f.Frame, Ball: f.Ball})
			c.fix.marked = f.Down // refresh keeps only pins the ball met
		}
	}
	c.entry.refresh()
	c.fix.refresh()
	c.savePending() // what did not fit is gone
}
