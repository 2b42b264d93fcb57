package app

import (
	"encoding/json"
	"strings"
	"testing"

	"tenpin/app/browser"
	"tenpin/domain"
)

// window opens another window of the app on the store s.
func window(s browser.Store) *Scoreboard {
	c := newScoreboard(nil)
	c.restore(s)
	c.night.restore(gameOf(c)) // as OnInit does
	return c
}

// shows returns the game c shows, as its JSON save.
func shows(c *Scoreboard) string {
	data, _ := json.Marshal(gameOf(c))
	return string(data)
}

// TestTwoWindows is the two-window race: A enters 3, B opens and shows 3; A enters 4; B,
// still showing 3, enters 5 and is refused with a message, and shows 3|4; A enters 6; every
// window then shows 3|4 6.
func TestTwoWindows(t *testing.T) {
	a, s := newBoard(t, []string{"PJS"}, 3)
	b := window(s)
	if shows(b) != shows(a) || !playingOf(b) {
		t.Fatalf("B opens on %s, want %s", shows(b), shows(a))
	}
	roll(a, 4)
	// B has not heard of 4 yet (its storage event is still on its way).
	roll(b, 5)
	if b.play.Alert().In(b.Messages()) != English.ChangedElsewhere {
		t.Errorf("B's 5: alert %q, want %q", b.play.Alert().In(b.Messages()), English.ChangedElsewhere)
	}
	if shows(b) != shows(a) {
		t.Errorf("B shows %s after its refused 5, want %s", shows(b), shows(a))
	}
	if got := b.play.View().Rows[0].Frames[0].Boxes; got[0].Mark != "3" || got[1].Mark != "4" {
		t.Errorf("B's frame 1 shows %v, want 3|4", got)
	}
	roll(a, 6)
	if !b.autosave.follow() || shows(b) != shows(a) {
		t.Errorf("B follows to %s, want %s", shows(b), shows(a))
	}
	roll(b, 1)
	if b.play.Alert() != nil || !a.autosave.follow() || shows(a) != shows(b) {
		t.Errorf("A did not follow B's 1: %s, %s (alert %q)", shows(a), shows(b), b.play.Alert().In(b.Messages()))
	}
	want, _ := domain.NewGame("PJS")
	for _, p := range []int{3, 4, 6, 1} {
		want.Roll(p)
	}
	wantJSON, _ := json.Marshal(want)
	if got := shows(window(s)); got != string(wantJSON) {
		t.Errorf("a reload shows %s, want %s", got, wantJSON)
	}
}

// TestUndoInAnotherWindow: an undo in one window reaches the other; an undo from an older
// game is refused.
func TestUndoInAnotherWindow(t *testing.T) {
	a, s := newBoard(t, []string{"PJS", "KYJ"}, 10, 7)
	b := window(s)
	a.play.Undo()
	b.play.Undo()
	if b.play.Alert().In(b.Messages()) != English.ChangedElsewhere || shows(b) != shows(a) || gameOf(b).Balls() != 1 {
		t.Fatalf("B's stale undo: alert %q, shows %s, want %s", b.play.Alert().In(b.Messages()), shows(b), shows(a))
	}
	b.play.Undo()
	if !a.autosave.follow() || gameOf(a).Balls() != 0 {
		t.Errorf("A shows %d balls after B's undo, want 0", gameOf(a).Balls())
	}
}

// TestNewGameInAnotherWindow: a game started in one window replaces the stored one, and a
// window with no game or on the game screen shows it; one the bowler took to setup keeps it
// to go back to.
func TestNewGameInAnotherWindow(t *testing.T) {
	s := memoryStore{}
	fresh, a := window(s), window(s)
	typeNames(a, "PJS")
	a.start()
	roll(a, 3)
	if !fresh.autosave.follow() || !playingOf(fresh) || shows(fresh) != shows(a) {
		t.Fatalf("a window with no game: playing %v, shows %s", playingOf(fresh), shows(fresh))
	}
	b := window(s)
	roll(a, 4)
	b.newGame()
	typeNames(b, "KYJ")
	if !b.start() || gameOf(b).Names()[0] != "KYJ" {
		t.Fatal("B's new game refused")
	}
	if !a.autosave.follow() || !playingOf(a) || gameOf(a).Names()[0] != "KYJ" || a.play.Alert() != nil {
		t.Fatalf("A shows %s, alert %q", shows(a), a.play.Alert().In(a.Messages()))
	}
	c := window(s)
	c.newGame()
	roll(a, 10)
	if !c.autosave.follow() || playingOf(c) || shows(c) != shows(a) {
		t.Errorf("C on setup: playing %v, keeps %s, want %s", playingOf(c), shows(c), shows(a))
	}
}

// TestOvertakenWindow: when two windows save at the same moment, the one whose ball storage
// did not keep shows the stored game with the message.
func TestOvertakenWindow(t *testing.T) {
	a, s := newBoard(t, []string{"PJS"}, 3)
	b := window(s)
	before := s[saveKey]
	roll(a, 4)
	s[saveKey] = before // B's write passed its check before A's arrived
	roll(b, 5)
	if !a.autosave.follow() || a.play.Alert().In(a.Messages()) != English.ChangedElsewhere || shows(a) != shows(b) {
		t.Errorf("A: alert %q, shows %s, want %s", a.play.Alert().In(a.Messages()), shows(a), shows(b))
	}
}

// TestWriteCheckAfterInput: an input that skipped outdated still cannot write over a newer
// game: its save refuses it, and the window shows the stored game with the message.
func TestWriteCheckAfterInput(t *testing.T) {
	a, s := newBoard(t, []string{"PJS"}, 3)
	b := window(s)
	roll(a, 4)
	gameOf(b).Roll(5) // a path that changes the game without asking outdated first
	b.Commit(false)
	if b.play.Alert().In(b.Messages()) != English.ChangedElsewhere || shows(b) != shows(a) {
		t.Errorf("B: alert %q, shows %s, want %s", b.play.Alert().In(b.Messages()), shows(b), shows(a))
	}
	if !strings.Contains(savedValue(t, s), `[[3,4]]`) {
		t.Errorf("saved %s", s[saveKey])
	}
}

// TestFollowBadData: text no window wrote is kept aside, and the window's game saved in its
// place.
func TestFollowBadData(t *testing.T) {
	a, s := newBoard(t, []string{"PJS"}, 3)
	s[saveKey] = "garbage"
	if a.autosave.follow() {
		t.Error("following garbage changed the game")
	}
	if s[backupKey] != "garbage" || !strings.Contains(savedValue(t, s), `[[3]]`) {
		t.Errorf("backup %q, save %q", s[backupKey], s[saveKey])
	}
	roll(a, 4)
	if a.play.Alert() != nil || !strings.Contains(savedValue(t, s), `[[3,4]]`) {
		t.Errorf("after garbage: alert %q, save %q", a.play.Alert().In(a.Messages()), s[saveKey])
	}
}

// TestUnsavedWindowFollows: a window whose balls the browser refused to store follows the
// game another window saved, and says that its own were not kept.
func TestUnsavedWindowFollows(t *testing.T) {
	a, s := newBoard(t, []string{"PJS"}, 3)
	f := &faultyStore{memoryStore: s}
	b := window(f)
	f.noWrite = true
	roll(b, 5)
	if !b.autosave.saveFailed {
		t.Fatal("B saved while refused")
	}
	roll(a, 4)
	f.noWrite = false
	b.autosave.retrySave()
	if b.autosave.saveFailed || b.play.Alert().In(b.Messages()) != English.ChangedElsewhere || shows(b) != shows(a) {
		t.Errorf("B: failed %v, alert %q, shows %s, want %s", b.autosave.saveFailed, b.play.Alert().In(b.Messages()), shows(b), shows(a))
	}
}

// TestSameGameWrittenAgain: a ball in A, taken back there, before B heard of either: B still
// shows the game as stored, so its next ball stands, without a message, and A follows it.
func TestSameGameWrittenAgain(t *testing.T) {
	a, s := newBoard(t, []string{"PJS"}, 3)
	b := window(s)
	roll(a, 4)
	a.play.Undo()
	roll(b, 5)
	if b.play.Alert() != nil || gameOf(b).Balls() != 2 {
		t.Fatalf("B's 5 after A's 4 taken back: alert %q, %d balls, want none and 2", b.play.Alert().In(b.Messages()), gameOf(b).Balls())
	}
	if !a.autosave.follow() || shows(a) != shows(b) {
		t.Errorf("A shows %s, want %s", shows(a), shows(b))
	}
}
