package history

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// sheetHost is a History screen around a sheet, for tests: it counts what the sheet asks of it.
type sheetHost struct{ saved, reopened int }

func (h *sheetHost) Later(ctx app.Context, f func(app.Context)) {}
func (h *sheetHost) SaveCorrection()                            { h.saved++ }
func (h *sheetHost) Reopen()                                    { h.reopened++ }

// opened is a sheet with rec open, in English.
func opened(t *testing.T, rec domain.Record) (*Sheet, *sheetHost) {
	t.Helper()
	h := &sheetHost{}
	s := &Sheet{Host: h}
	if err := s.Open(rec, english); err != nil {
		t.Fatal(err)
	}
	return s, h
}

// TestSheetCorrection opens a game locked, unlocks it and corrects it: the choices are what
// the later balls still allow, a refused correction says why and changes nothing, and the
// buttons of the panel reach the host.
func TestSheetCorrection(t *testing.T) {
	records := seriesRecords(t, 0, []int{7, 3}, "PJS", "KYJ")
	s, h := opened(t, records[0])
	if rec, ok := s.Record(); !ok || rec.ID() != records[0].ID() || len(s.rows) != 2 ||
		s.title != english.GameSheetTitle(1, 2, i18n.DateText(records[0].Played(), english)) {
		t.Fatalf("sheet %+v", s.sheetState)
	}
	html := app.HTMLString(s.Render(english, SheetParts{}))
	if !strings.Contains(html, english.Locked) || strings.Contains(html, `data-testid="fix-pins"`) || !strings.Contains(html, `data-act="`+ActDeleteGame+`"`) {
		t.Error("the game is not locked, or cannot be deleted")
	}
	if s.Act(app.Context{}, actCorrectTo, "3"); s.changed {
		t.Fatal("a locked game was corrected")
	}
	s.onUnlock(app.Context{}, app.Event{})
	if !s.Unlocked() {
		t.Fatal("Correct this game does not unlock it")
	}
	// PJS's first frame is 7 3 (a spare): the 7 may become 0..7, so that the 3 still fits.
	s.Change(actChooseBall, "0")
	if !s.choices.Counts[3] || s.choices.Counts[10] {
		t.Errorf("choices for a first ball followed by a 0: %v", s.choices.Counts)
	}
	s.Act(app.Context{}, actCorrectTo, "3")
	if s.problem != nil || !s.changed || s.game.Cards()[0].Frames[0].Pins != 6 {
		t.Errorf("correction to 3: problem %q, changed %v, pins %d", s.problem.In(english), s.changed, s.game.Cards()[0].Frames[0].Pins)
	}
	before := s.game.Cards()
	s.Change(actChooseBall, "1") // the 3 after it: 9 is more than the 7 standing
	s.Act(app.Context{}, actCorrectTo, "9")
	if s.problem == nil || !slices.EqualFunc(before, s.game.Cards(), func(a, b domain.Card) bool { return a.Total == b.Total }) {
		t.Errorf("a correction to more pins than stood: problem %q", s.problem.In(english))
	}
	html = app.HTMLString(s.Render(english, SheetParts{}))
	if !strings.Contains(html, `data-testid="save-correction"`) || !strings.Contains(html, english.CorrectionHeading) || strings.Contains(html, english.Locked) {
		t.Error("the correction panel is missing")
	}
	if opened, corrected, err := s.Corrected(); err != nil || opened.ID() != corrected.ID() || corrected.Equal(opened) {
		t.Errorf("Corrected() = %v, %v, %v: want a new version of the record", opened, corrected, err)
	}
	s.Act(app.Context{}, actSaveCorrection, "")
	s.Act(app.Context{}, actCancelCorrection, "")
	if h.saved != 1 || h.reopened != 1 {
		t.Errorf("save and cancel reached the host %d and %d times, want once each", h.saved, h.reopened)
	}
	if s.Act(app.Context{}, "open-game", "x") || s.Change("import-history", "") {
		t.Error("the sheet took the list's or the import's action")
	}
}

// TestSheetFollow: another window's newer version of the game open replaces it, still
// unlocked, unless this window corrected it (its save is then refused); Discard lets it in.
func TestSheetFollow(t *testing.T) {
	records := seriesRecords(t, 0, []int{7}, "PJS")
	s, _ := opened(t, records[0])
	s.fixing = true
	g, _ := records[0].Game()
	if err := g.Correct(0, 1, 1, domain.Count(5)); err != nil {
		t.Fatal(err)
	}
	newer, err := records[0].Corrected(g)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Follow(newer, english); err != nil || !s.rec.Equal(newer) || !s.fixing {
		t.Fatalf("Follow: %v, record followed %v, unlocked %v", err, s.rec.Equal(newer), s.fixing)
	}
	s.Change(actChooseBall, "0")
	s.Act(app.Context{}, actCorrectTo, "6")
	if err := s.Follow(records[0], english); err != nil || !s.rec.Equal(newer) || !s.changed {
		t.Errorf("a corrected sheet followed another window's version")
	}
	s.Discard()
	if err := s.Follow(records[0], english); err != nil || !s.rec.Equal(records[0]) || s.changed {
		t.Errorf("after Discard the sheet did not follow history")
	}
	s.Close()
	if _, ok := s.Record(); ok {
		t.Error("a closed sheet still has a game")
	}
}

// TestSheetFormat opens a 9-pin 3-6-9 game: its title names the format, in every language,
// and the strikes the format gives are not among the balls to correct.
func TestSheetFormat(t *testing.T) {
	series, _ := domain.NewSeries(1, domain.KeepOrder, "PJS", "KYJ")
	series.Format = domain.Format{NoTap: 9, ThreeSixNine: true}
	g, _ := series.Start(1)
	for !g.Over() {
		if err := g.Roll(min(9, g.PinsStanding())); err != nil {
			t.Fatal(err)
		}
	}
	rec, err := series.Record(1, g, time.Date(2026, 3, 1, 19, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	s, _ := opened(t, rec)
	for _, m := range []*i18n.Messages{english, &i18n.Spanish} {
		s.Reword(m)
		if name := i18n.FormatName(m, series.Format, false); !strings.HasSuffix(s.title, " · "+name) {
			t.Errorf("game sheet title %q, want it to end with %q", s.title, name)
		}
	}
	for _, b := range s.balls {
		if b.frame == 3 || b.frame == 6 || b.frame == 9 {
			t.Errorf("a given strike is among the balls to correct: %+v", b)
		}
	}
	if len(s.balls) != 2*12-2*3 {
		t.Errorf("%d balls to correct, want 18 (9 a bowler: twelve strikes less the three given)", len(s.balls))
	}
}

// pinsRecord is a one-game series of PJS whose first frame was entered on the deck, pins 1-2-3
// then 4-5-6-7, and every other frame as counts, 3 and 0 (domain/testdata/history-pins.json).
func pinsRecord(t *testing.T) domain.Record {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "domain", "testdata", "history-pins.json"))
	if err != nil {
		t.Fatal(err)
	}
	records, err := domain.Import(data)
	if err != nil || len(records) != 1 {
		t.Fatalf("history-pins.json: %d records, %v", len(records), err)
	}
	return records[0]
}

// TestSheetPins corrects a ball of history by pins: the chosen ball's deck is marked as it
// was bowled, a correction a later ball no longer fits is refused and changes nothing, one that
// fits changes the game, and a ball entered as a count has no deck.
func TestSheetPins(t *testing.T) {
	s, _ := opened(t, pinsRecord(t))
	s.fixing = true
	s.Change(actChooseBall, "0")
	if !s.deckShown() || s.marked != domain.PinsOf(1, 2, 3) {
		t.Fatalf("first ball: deck shown %v, marked %v, want pins 1-2-3", s.deckShown(), s.marked)
	}
	html := app.HTMLString(s.Render(english, SheetParts{}))
	if n := strings.Count(html, `data-testid="fix-pin"`); n != 10 {
		t.Errorf("the deck has %d pins, want 10", n)
	}
	if n := strings.Count(html, `aria-pressed="true"`); n != 3 {
		t.Errorf("%d pins marked down, want 3", n)
	}

	// Pin 4 down as well: the second ball knocked pin 4 down, so it no longer fits.
	s.Act(app.Context{}, actSheetPin, "4")
	s.Act(app.Context{}, actSheetPins, "")
	if s.problem == nil || s.changed || s.game.Cards()[0].Frames[0].Pins != 7 {
		t.Errorf("a correction the second ball no longer fits: problem %q, changed %v", s.problem.In(english), s.changed)
	}

	// Pins 1-2 only: the second ball still fits, and the frame makes 6.
	s.Act(app.Context{}, actSheetPin, "4")
	s.Act(app.Context{}, actSheetPin, "3")
	s.Act(app.Context{}, actSheetPins, "")
	card := s.game.Cards()[0]
	if s.problem != nil || !s.changed || card.Frames[0].Pins != 6 || card.Frames[0].Deliveries[0].Down != domain.PinsOf(1, 2) {
		t.Errorf("correction to pins 1-2: problem %q, changed %v, frame %+v", s.problem.In(english), s.changed, card.Frames[0])
	}

	// The second ball's deck: pins 1 and 2 are gone, the ball's four are marked.
	s.Change(actChooseBall, "1")
	if s.marked != domain.PinsOf(4, 5, 6, 7) {
		t.Errorf("second ball marked %v, want pins 4-7", s.marked)
	}
	html = app.HTMLString(s.Render(english, SheetParts{}))
	if n := strings.Count(html, `class="pin gone"`); n != 2 {
		t.Errorf("%d pins gone on the second ball's deck, want 2", n)
	}

	// Frame 2's first ball was entered as a count, 3: which pins fell is not known, so no deck.
	s.Change(actChooseBall, "2")
	if s.deckShown() || strings.Contains(app.HTMLString(s.Render(english, SheetParts{})), `data-testid="fix-pin"`) {
		t.Error("a ball entered as a count offers a deck")
	}
}
