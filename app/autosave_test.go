package app

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/domain"
)

// savedValue returns the game saved in s, out of its envelope.
func savedValue(t *testing.T, s memoryStore) string {
	t.Helper()
	value, rev, err := browser.Unwrap(s[saveKey])
	if err != nil || rev == 0 {
		t.Fatalf("saved %q: not an envelope (%v)", s[saveKey], err)
	}
	return string(value)
}

// faultyStore is a store in a map that refuses to read or to write while told to, as a
// browser does with storage full (QuotaExceededError) or turned off (SecurityError).
type faultyStore struct {
	memoryStore
	noRead, noWrite bool
}

var errRefused = errors.New("refused")

func (f *faultyStore) Load(key string) (string, bool, error) {
	if f.noRead {
		return "", false, errRefused
	}
	return f.memoryStore.Load(key)
}

func (f *faultyStore) Save(key, value string) error {
	if f.noWrite {
		return errRefused
	}
	return f.memoryStore.Save(key, value)
}

func TestRestoreFormats(t *testing.T) {
	g, _ := domain.NewGame("PJS", "KYJ")
	g.Roll(10)
	g.Roll(7)
	bare, _ := json.Marshal(g)
	for name, raw := range map[string]string{
		"bare":     string(bare),
		"envelope": `{"rev":41,"by":"other","value":` + string(bare) + `}`,
	} {
		t.Run(name, func(t *testing.T) {
			s := memoryStore{saveKey: raw}
			c := newScoreboard(nil)
			c.restore(s)
			if !playingOf(c) || c.autosave.restoreFailed || gameOf(c).Balls() != 2 {
				t.Fatalf("restore(%s): playing %v, failed %v", raw, playingOf(c), c.autosave.restoreFailed)
			}
			roll(c, 2)
			_, rev, _ := browser.Unwrap(s[saveKey])
			if want := map[string]uint64{"bare": 1, "envelope": 42}[name]; rev != want {
				t.Errorf("the next ball saved revision %d, want %d", rev, want)
			}
			if !strings.Contains(savedValue(t, s), `[10],[7,2]`) {
				t.Errorf("saved %s", s[saveKey])
			}
		})
	}
}

// TestSaveRefused: while the browser refuses to store, play goes on in memory under a plain
// notice; once it stores again, the next try saves every ball and the notice goes away,
// without a ball being thrown.
func TestSaveRefused(t *testing.T) {
	s := &faultyStore{memoryStore: memoryStore{}}
	c := newScoreboard(nil)
	c.restore(s)
	typeNames(c, "PJS")
	c.start()
	roll(c, 3)
	s.noWrite = true
	roll(c, 4)
	roll(c, 10)
	if !c.autosave.saveFailed || gameOf(c).Balls() != 3 || c.play.Alert() != nil {
		t.Fatalf("saveFailed %v, balls %d, alert %q", c.autosave.saveFailed, gameOf(c).Balls(), c.play.Alert().In(c.Messages()))
	}
	html := app.HTMLString(c)
	if got := textContent(t, html, `data-testid="not-saved"`); got != English.SaveFailed {
		t.Errorf("notice = %q", got)
	}
	if strings.Contains(html, "refused") {
		t.Error("the notice shows the raw error")
	}
	if !strings.Contains(savedValue(t, s.memoryStore), `[[3]]`) {
		t.Fatalf("saved %s while refused", s.memoryStore[saveKey])
	}
	c.autosave.retrySave()
	if !c.autosave.saveFailed {
		t.Fatal("a refused retry cleared the notice")
	}
	s.noWrite = false
	c.autosave.retrySave()
	if c.autosave.saveFailed || strings.Contains(app.HTMLString(c), "not-saved") {
		t.Fatal("the notice stays once saving works")
	}
	if got := savedValue(t, s.memoryStore); !strings.Contains(got, `[[3,4,10]]`) {
		t.Errorf("saved %s, want every ball", got)
	}
}

// TestStorageUnreadable: storage that cannot be read on start hides the saved game under a
// notice; once it can be read, the saved game shows without a reload.
func TestStorageUnreadable(t *testing.T) {
	first, s := newBoard(t, []string{"PJS"}, 7, 2, 10)
	f := &faultyStore{memoryStore: s, noRead: true, noWrite: true}
	c := newScoreboard(nil)
	c.restore(f)
	if playingOf(c) || !c.autosave.unread {
		t.Fatalf("playing %v, unread %v", playingOf(c), c.autosave.unread)
	}
	if got := textContent(t, app.HTMLString(c), `data-testid="not-saved"`); got != English.StorageUnreadable {
		t.Errorf("notice = %q", got)
	}
	c.autosave.retrySave()
	if playingOf(c) {
		t.Fatal("restored while storage is unreadable")
	}
	f.noRead, f.noWrite = false, false
	c.autosave.retrySave()
	if !playingOf(c) || c.autosave.unread || c.autosave.saveFailed || gameOf(c).Balls() != gameOf(first).Balls() {
		t.Fatalf("after storage came back: playing %v, unread %v, failed %v", playingOf(c), c.autosave.unread, c.autosave.saveFailed)
	}
}

// FuzzRestoreSave feeds the app's restore any stored text: it never panics, and either shows
// a whole game (the one the domain restores from the text) or shows none, with the text kept
// under the backup key and gone from the save key.
func FuzzRestoreSave(f *testing.F) {
	for _, name := range []string{"save-v1.json", "save-v2.json", "save-v3.json"} {
		data, err := os.ReadFile(filepath.Join("..", "domain", "testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(strings.TrimSpace(string(data)))
		f.Add(`{"rev":3,"by":"x","value":` + strings.TrimSpace(string(data)) + `}`)
	}
	for _, s := range []string{
		`{"v":1,"names":["PJS"],"rolls":[[7,7]]}`, `{"rev":1,"value":{"v":9}}`, `{"rev":1}`,
		`{"rev":2,"value":{"v":1,"names":["PJS"],"rolls":[[10]]}`, `{"v":1,"names":[],"rolls":[]}`,
		`null`, `[]`, ``, `garbage`,
		// A log of corrections of an earlier version that cannot all be trusted.
		`{"v":2,"names":["PJS"],"balls":[[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,3,6]],"fixes":[{"at":21,"player":0,"frame":1,"ball":1,"was":2},{"at":20,"player":0,"frame":10,"ball":2,"was":7,"cut":[5]}]}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		s := memoryStore{saveKey: raw}
		c := newScoreboard(nil)
		c.restore(s)
		value, _, err := browser.Unwrap(raw)
		var want *domain.Game
		if err == nil {
			want, err = domain.Restore(value)
		}
		if err != nil {
			if playingOf(c) || gameOf(c) != nil || !c.autosave.restoreFailed {
				t.Fatalf("restore(%q): playing %v, game %v, failed %v; want nothing shown", raw, playingOf(c), gameOf(c) != nil, c.autosave.restoreFailed)
			}
			if s[backupKey] != raw {
				t.Fatalf("backup = %q, want %q", s[backupKey], raw)
			}
			if _, ok := s[saveKey]; ok {
				t.Fatal("the bad save is still under the save key")
			}
			return
		}
		if !playingOf(c) || c.autosave.restoreFailed {
			t.Fatalf("restore(%q): playing %v, failed %v", raw, playingOf(c), c.autosave.restoreFailed)
		}
		if dropped := want.DroppedUndo() != nil; dropped != (c.play.Alert().In(English) == English.UndoDropped) {
			t.Fatalf("restore(%q): undo dropped %v, alert %q", raw, dropped, c.play.Alert().In(English))
		}
		got, _ := json.Marshal(gameOf(c))
		wantJSON, _ := json.Marshal(want)
		if string(got) != string(wantJSON) || len(c.play.View().Rows) != want.Players() {
			t.Fatalf("restore(%q) shows %s with %d rows, want %s", raw, got, len(c.play.View().Rows), wantJSON)
		}
		if s[saveKey] != raw {
			t.Fatal("restoring changed the save")
		}
	})
}

// countingStore counts the reads and the writes (saves and removals) of local storage.
type countingStore struct {
	memoryStore
	reads, writes int
}

func (s *countingStore) Load(key string) (string, bool, error) {
	s.reads++
	return s.memoryStore.Load(key)
}

func (s *countingStore) Save(key, value string) error {
	s.writes++
	return s.memoryStore.Save(key, value)
}

func (s *countingStore) Remove(key string) {
	s.writes++
	s.memoryStore.Remove(key)
}

// TestStorageOfABall: a ball costs one read of local storage (the guard's: has another window
// changed the game?) and one write (the save), before the views are derived again; an undo
// and a correction cost the same.
func TestStorageOfABall(t *testing.T) {
	tests := []struct {
		name string
		do   func(c *Scoreboard)
	}{
		{"a ball", func(c *Scoreboard) { roll(c, 3) }},
		{"a foul", func(c *Scoreboard) { c.play.Throw(domain.Fouled()) }},
		{"an undo", func(c *Scoreboard) { c.play.Undo() }},
		{"a strike on the deck", func(c *Scoreboard) { c.play.Enter(domain.MarkStrike) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &countingStore{memoryStore: memoryStore{}}
			c := newScoreboard(nil)
			c.restore(s)
			typeNames(c, "PJS")
			if !c.start() {
				t.Fatal("start refused")
			}
			roll(c, 4)
			c.play.Entry.SwitchMode()
			roll(c, 5)
			s.reads, s.writes = 0, 0
			tt.do(c)
			if c.play.Alert() != nil {
				t.Fatalf("refused: %s", c.play.Alert().In(English))
			}
			if s.reads != 1 || s.writes != 1 {
				t.Errorf("%s: %d reads and %d writes of local storage, want 1 and 1", tt.name, s.reads, s.writes)
			}
		})
	}
}
