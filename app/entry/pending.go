package entry

import (
	"encoding/json"

	"tenpin/app/board"
	"tenpin/domain"
)

// What is on the screen but not entered yet survives a reload: beside the saved game, the
// pins marked on the deck and a correction dialog that is open with the pins marked on it,
// as Pending writes them and Restore reads them back. Where they are kept is the root's
// (its autosave); what no longer fits the game restored (another window moved it on) is
// dropped.

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

// Pending is what is pending on the deck and in the dialog as stored, "" when nothing is.
func Pending(deck *Area, fix *Correction) string {
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

// Restore marks the deck and opens the dialog as stored (Pending's text) for g, the game
// restored, where they fit it. The caller then derives what the area and the dialog show.
func Restore(text string, g *domain.Game, deck *Area, fix *Correction) {
	var p pending
	if json.Unmarshal([]byte(text), &p) != nil {
		return
	}
	if t := g.Turn(); t.PinsKnown && p.Down&^t.Pins == 0 {
		deck.marked = p.Down
	}
	if f := p.Fix; f != nil {
		fix.OpenAt(board.BallRef{Player: f.Player, Frame: f.Frame, Ball: f.Ball})
		fix.marked = f.Down // refresh keeps only pins the ball met
	}
}
