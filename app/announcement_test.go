package app

import "testing"

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
		c.roll(s.pins)
		if c.announcement != s.want {
			t.Errorf("after %d: announcement %q, want %q", s.pins, c.announcement, s.want)
		}
	}
	c.undo()
	if want := "Ball taken back. PJS, frame 2."; c.announcement != want {
		t.Errorf("after undo: %q, want %q", c.announcement, want)
	}
}
