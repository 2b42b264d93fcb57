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
	c.play.Entry.TogglePin(7)
	c.play.Entry.TogglePin(10)
	if c.play.Entry.Marked() != domain.PinsOf(7, 10) {
		t.Fatalf("marked %v, want 7-10", c.play.Entry.Marked())
	}
	r := reloaded(s)
	if !r.play.Entry.DeckMode() || r.play.Entry.Marked() != domain.PinsOf(7, 10) || !equalViews(*r.play.View(), *c.play.View()) {
		t.Fatalf("after a reload mid-deck: deck %v, marked %v; the view differs: %v", r.play.Entry.DeckMode(), r.play.Entry.Marked(), !equalViews(*r.play.View(), *c.play.View()))
	}

	c.play.Fix.OpenAt(board.BallRef{Player: 0, Frame: 1, Ball: 1})
	tapFixPin(c, 4)
	r = reloaded(s)
	if !r.play.Fix.IsOpen() || r.play.Fix.View().Title != "Correct PJS, frame 1, ball 1" || r.play.Fix.Marked() != domain.PinsOf(1, 2, 3, 4) {
		t.Fatalf("after a reload mid-correction: open %v, %q, marked %v", r.play.Fix.IsOpen(), r.play.Fix.View().Title, r.play.Fix.Marked())
	}
	if r.play.Entry.Marked() != domain.PinsOf(7, 10) || !equalViews(*r.play.View(), *c.play.View()) {
		t.Error("the deck's marks or the view did not survive beside the dialog")
	}

	c.play.Fix.Close()
	c.play.Entry.RollPins()
	if _, ok := s[pendingKey]; ok {
		t.Errorf("nothing is pending, but %s holds %q", pendingKey, s[pendingKey])
	}
	if r := reloaded(s); r.play.Fix.IsOpen() || r.play.Entry.Marked() != 0 || !r.play.Entry.DeckMode() {
		t.Errorf("after a reload with nothing pending: open %v marked %v deck %v", r.play.Fix.IsOpen(), r.play.Entry.Marked(), r.play.Entry.DeckMode())
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
			if r.play.Fix.IsOpen() || r.play.Entry.Marked() != 0 || !playingOf(r) {
				t.Errorf("restored open %v, marked %v, playing %v", r.play.Fix.IsOpen(), r.play.Entry.Marked(), playingOf(r))
			}
		})
	}
}
