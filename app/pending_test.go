package app

import (
	"testing"

	"tenpin/app/board"
	"tenpin/app/entry"
	"tenpin/domain"
)

// reloaded restores a new board from the store s, as OnMount does after a reload.
func reloaded(s memoryStore) *Scoreboard {
	r := newScoreboard(nil)
	r.restore(s)
	r.restorePending()
	return r
}

// TestPendingSurvivesAReload reloads in the middle of the deck and of a correction: the
// entry mode, the pins marked, and the dialog with its pins marked come back.
func TestPendingSurvivesAReload(t *testing.T) {
	c, s := deckBoard(t, []string{"PJS", "KYJ"}, domain.PinsOf(1, 2, 3), domain.PinsOf(4, 5), domain.AllPins&^domain.PinsOf(7, 10))
	c.entry.TogglePin(7)
	c.entry.TogglePin(10)
	if c.entry.Marked() != domain.PinsOf(7, 10) {
		t.Fatalf("marked %v, want 7-10", c.entry.Marked())
	}
	r := reloaded(s)
	if !r.entry.DeckMode() || r.entry.Marked() != domain.PinsOf(7, 10) || !equalViews(r.view, c.view) {
		t.Fatalf("after a reload mid-deck: deck %v, marked %v; the view differs: %v", r.entry.DeckMode(), r.entry.Marked(), !equalViews(r.view, c.view))
	}

	c.fix.OpenAt(board.BallRef{Player: 0, Frame: 1, Ball: 1})
	tapFixPin(c, 4)
	r = reloaded(s)
	if !r.fix.IsOpen() || r.fix.View().Title != "Correct PJS, frame 1, ball 1" || r.fix.Marked() != domain.PinsOf(1, 2, 3, 4) {
		t.Fatalf("after a reload mid-correction: open %v, %q, marked %v", r.fix.IsOpen(), r.fix.View().Title, r.fix.Marked())
	}
	if r.entry.Marked() != domain.PinsOf(7, 10) || !equalViews(r.view, c.view) {
		t.Error("the deck's marks or the view did not survive beside the dialog")
	}

	c.fix.Close()
	c.entry.RollPins()
	if _, ok := s[pendingKey]; ok {
		t.Errorf("nothing is pending, but %s holds %q", pendingKey, s[pendingKey])
	}
	if r := reloaded(s); r.fix.IsOpen() || r.entry.Marked() != 0 || !r.entry.DeckMode() {
		t.Errorf("after a reload with nothing pending: open %v marked %v deck %v", r.fix.IsOpen(), r.entry.Marked(), r.entry.DeckMode())
	}
}

// TestPendingThatNoLongerFits drops what the game restored no longer allows: pins marked
// that are down, a dialog for a ball that is gone, a bad entry.
func TestPendingThatNoLongerFits(t *testing.T) {
	tests := []struct {
		name, pending string
	}{
		{"a pin already down", `{"down":1}`},
		{"a ball not thrown", `{"fix":{"player":1,"frame":3,"ball":1,"down":0}}`},
		{"no such player", `{"fix":{"player":7,"frame":1,"ball":1}}`},
		{"not JSON", `{"down":`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, s := deckBoard(t, []string{"PJS", "KYJ"}, domain.PinsOf(1))
			s[entry.ModeKey] = "deck"
			s[pendingKey] = tt.pending
			r := reloaded(s)
			if r.fix.IsOpen() || r.entry.Marked() != 0 || !r.playing {
				t.Errorf("restored open %v, marked %v, playing %v", r.fix.IsOpen(), r.entry.Marked(), r.playing)
			}
		})
	}
}
