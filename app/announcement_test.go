package app

import (
	"testing"

	"tenpin/app/board"
	"tenpin/domain"
)

func TestAnnouncements(t *testing.T) {
	c, _ := newBoard(t, []string{"PJS", "KYJ"})
	steps := []struct {
		pins int
		want string
	}{
		{7, "PJS, frame 1: 7. 3 pins standing."},
		{3, "PJS, frame 1: 3, spare. Next: KYJ, frame 1."},
		{10, "KYJ, frame 1: strike. Next: PJS, frame 2."},
		{10, "PJS, frame 2: strike. PJS, frame 1 total: 20. Next: KYJ, frame 2."},
	}
	for _, s := range steps {
		roll(c, s.pins)
		if c.play.Announcement() != s.want {
			t.Errorf("after %d: announcement %q, want %q", s.pins, c.play.Announcement(), s.want)
		}
	}
	c.play.Undo()
	if want := "Ball taken back. PJS, frame 2."; c.play.Announcement() != want {
		t.Errorf("after undo: %q, want %q", c.play.Announcement(), want)
	}
}

// TestAnnouncementsOfPins checks what a screen reader hears of a foul, a split, a
// correction and an undone correction.
func TestAnnouncementsOfPins(t *testing.T) {
	c, _ := deckBoard(t, []string{"PJS"})
	steps := []struct {
		do   func()
		want string
	}{
		{func() { c.play.Throw(domain.Fouled()) }, "PJS, frame 1: foul. 10 pins standing."},
		{func() { c.play.Throw(domain.Knocked(domain.AllPins)) }, "PJS, frame 1: 10, spare. Next: PJS, frame 2."},
		{func() { c.play.Throw(domain.Knocked(domain.AllPins &^ domain.PinsOf(4, 6, 7, 10))) }, "PJS, frame 2: 6. 4-6-7-10 split. PJS, frame 1 total: 16. 4 pins standing."},
		{func() {
			c.play.Fix.OpenAt(board.BallRef{Player: 0, Frame: 1, Ball: 1})
			c.play.Fix.Correct(domain.Count(0))
		}, "Corrected PJS, frame 1, ball 1: now a gutter. Next: PJS, frame 2."},
		{func() { c.play.Undo() }, "Correction taken back: PJS, frame 1, ball 1. Next: PJS, frame 2."},
		{func() {
			c.play.Fix.OpenAt(board.BallRef{Player: 0, Frame: 2, Ball: 1})
			c.play.Fix.Correct(domain.Knocked(domain.AllPins &^ domain.PinsOf(7, 10)))
		}, "Corrected PJS, frame 2, ball 1: now 8. 7-10 split. Next: PJS, frame 2."},
	}
	for i, s := range steps {
		s.do()
		if c.play.Announcement() != s.want {
			t.Errorf("step %d: announcement %q, want %q", i+1, c.play.Announcement(), s.want)
		}
	}
}
