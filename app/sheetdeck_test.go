package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// pinsRecord is a one-game series of PJS whose first frame was entered on the deck, pins 1-2-3
// then 4-5-6-7, and every other frame as counts, 3 and 0 (domain/testdata/history-pins.json).
func pinsRecord(t *testing.T) domain.Record {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "domain", "testdata", "history-pins.json"))
	if err != nil {
		t.Fatal(err)
	}
	records, err := domain.Import(data)
	if err != nil || len(records) != 1 {
		t.Fatalf("history-pins.json: %d records, %v", len(records), err)
	}
	return records[0]
}

// TestGameSheetPins corrects a ball of history by pins: the chosen ball's deck is marked as it
// was bowled, a correction a later ball no longer fits is refused and changes nothing, one that
// fits changes the game, and a ball entered as a count has no deck.
func TestGameSheetPins(t *testing.T) {
	rec := pinsRecord(t)
	c := withHistory(t, screenHistory, rec)
	c.night.openGame(rec.ID())
	s := &c.night.history.game
	s.fixing = true
	s.choose(0)
	if !s.deckShown() || s.marked != domain.PinsOf(1, 2, 3) {
		t.Fatalf("first ball: deck shown %v, marked %v, want pins 1-2-3", s.deckShown(), s.marked)
	}
	html := app.HTMLString(c)
	if n := strings.Count(html, `data-testid="fix-pin"`); n != 10 {
		t.Errorf("the deck has %d pins, want 10", n)
	}
	if n := strings.Count(html, `aria-pressed="true"`); n != 3 {
		t.Errorf("%d pins marked down, want 3", n)
	}

	// Pin 4 down as well: the second ball knocked pin 4 down, so it no longer fits.
	s.togglePin(4)
	c.night.correctToPins()
	if s.problem == nil || s.changed || s.game.Cards()[0].Frames[0].Pins != 7 {
		t.Errorf("a correction the second ball no longer fits: problem %q, changed %v", s.problem.In(English), s.changed)
	}

	// Pins 1-2 only: the second ball still fits, and the frame makes 6.
	s.togglePin(4)
	s.togglePin(3)
	c.night.correctToPins()
	card := s.game.Cards()[0]
	if s.problem != nil || !s.changed || card.Frames[0].Pins != 6 || card.Frames[0].Deliveries[0].Down != domain.PinsOf(1, 2) {
		t.Errorf("correction to pins 1-2: problem %q, changed %v, frame %+v", s.problem.In(English), s.changed, card.Frames[0])
	}

	// The second ball's deck: pins 1 and 2 are gone, the ball's four are marked.
	s.choose(1)
	if s.marked != domain.PinsOf(4, 5, 6, 7) {
		t.Errorf("second ball marked %v, want pins 4-7", s.marked)
	}
	html = app.HTMLString(c)
	if n := strings.Count(html, `class="pin gone"`); n != 2 {
		t.Errorf("%d pins gone on the second ball's deck, want 2", n)
	}

	// Frame 2's first ball was entered as a count, 3: which pins fell is not known, so no deck.
	s.choose(2)
	if s.deckShown() || strings.Contains(app.HTMLString(c), `data-testid="fix-pin"`) {
		t.Error("a ball entered as a count offers a deck")
	}
}
