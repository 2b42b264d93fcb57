package app

import (
	"errors"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/history"
	"tenpin/domain"
)

// A game opened from history is package history's Sheet: its scoresheet, and its correction
// once unlocked. The night opens it (from the list, or again once another window changed it)
// and draws it with the share panel; the Scoreboard is its history.SheetHost, since saving a
// correction may reach the game still on the lanes.

// openGame opens a game of history as its sheet.
func (n *night) openGame(id string) {
	h := &n.history
	rec, ok := n.archive.Find(id)
	if !ok {
		return
	}
	if err := h.game.Open(rec, n.host.Messages()); err != nil {
		n.problem = func(m *Messages) string { return m.GameUnreadable }
		return
	}
	h.open, h.sheetOf = id, ""
}

// The Scoreboard as the sheet's host (history.SheetHost): Later (focus.go), SaveCorrection.

// Reopen opens the game shown again as history has it: the correction is dropped.
func (c *Scoreboard) Reopen() { c.night.openGame(c.night.history.open) }

// SaveCorrection writes the corrected game to history as a new version of its record. A game
// still on the lanes (its series has not gone on to the next game) is one game in two places:
// the corrected game becomes the game on the lanes too, so that a later ball, undo or
// correction there builds on it rather than storing the old balls over it. While the lanes
// have it open again (its last ball undone) it cannot be corrected here: the lanes are
// changing it, and it goes back to history when it is over.
//
// It takes the four steps of every action (play.Game.Act), the commit asynchronous: guard
// (follow the game and the series as other windows left them), domain (Record.Corrected),
// commit (history first, checked against the version shown; then the game on the lanes, as
// an edit), and derive (the sheet opened again from history).
func (c *Scoreboard) SaveCorrection() {
	n := &c.night
	s := &n.history.game
	c.autosave.follow() // the game and series as the lanes have them now, in any window
	c.night.followSeries()
	opened, rec, err := s.Corrected()
	if lanes, _ := c.play.Current(); lanes != nil && n.series.Holds(opened) && !lanes.Over() {
		s.Refuse(func(m *Messages) string { return m.CorrectionReopened })
		return
	}
	if err != nil {
		s.Refuse(func(m *Messages) string { return m.CorrectionImpossible })
		return
	}
	c.night.archive.Store([]domain.Record{rec}, history.Expecting([]domain.Record{opened}), func(ctx app.Context, err error) {
		if errors.Is(err, browser.ErrChanged) {
			c.night.Overtaken()
			return
		}
		if err != nil {
			n.problem = history.StorageTrouble(err)
			return
		}
		if cur := n.series; cur != nil {
			if old, ok := cur.Record(rec.Series().Game); ok && old.ID() == rec.ID() {
				cur.SetRecord(rec, false)
				c.night.saveSeries()
			}
		}
		if lanes, _ := c.play.Current(); lanes != nil && n.series.Holds(rec) && lanes.Over() {
			if g, err := rec.Game(); err == nil {
				c.adopt(g, false)
				c.Commit(false) // as an edit: a ball bowled meanwhile in another window is not lost
			}
		}
		n.status, n.problem = func(m *Messages) string { return m.CorrectionSaved }, nil
		c.night.openGame(rec.ID())
	})
}

// renderGameSheet draws the opened game and, while it is locked, the share panel with its
// buttons.
func (n *night) renderGameSheet(m *Messages) app.UI {
	s := &n.history.game
	p := history.SheetParts{Back: n.onBackToList}
	if !s.Unlocked() {
		p.Share, p.Panel = n.links.Buttons(m), n.renderSharePanel(m)
	}
	return s.Render(m, p)
}
