package app

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/history"
	"tenpin/app/i18n"
	"tenpin/domain"
)

// withHistory is a Scoreboard whose archive holds records, as if loaded, on screen s.
func withHistory(t *testing.T, s screen, records ...domain.Record) *Scoreboard {
	t.Helper()
	c := newScoreboard(nil)
	c.restore(memoryStore{})
	c.night.restore(c.game)
	c.night.archive.Hold(history.Ready, records)
	c.night.screen = s
	c.night.Refresh()
	return c
}

func TestHistoryStates(t *testing.T) {
	c := withHistory(t, screenHistory)
	if !strings.Contains(app.HTMLString(c), English.HistoryEmpty) {
		t.Error("an empty history does not say so")
	}
	c.night.archive.Hold(history.Loading, nil)
	if !strings.Contains(app.HTMLString(c), English.HistoryLoading) {
		t.Error("a loading history does not say so")
	}
	c.night.archive.Hold(history.Refused, nil)
	html := app.HTMLString(c)
	if got := textContent(t, html, `role="alert"`); got != English.HistoryRefused {
		t.Errorf("refused history says %q", got)
	}
	for _, testid := range []string{"export-json", "export-csv", "import"} {
		if !regexpDisabled(html, testid) {
			t.Errorf("%s is available without history", testid)
		}
	}
	if storageProblem(English, browser.ErrFull) != English.HistoryFull || storageProblem(English, fmt.Errorf("%w: refused", browser.ErrNoDatabase)) != English.HistoryRefused ||
		storageProblem(English, fmt.Errorf("other")) != English.HistoryFailed {
		t.Error("storageProblem does not tell the refusals apart")
	}
}

// regexpDisabled reports whether the element with the data-testid is disabled in html.
func regexpDisabled(html, testid string) bool {
	at := strings.Index(html, `data-testid="`+testid+`"`)
	if at < 0 {
		return false
	}
	start := strings.LastIndex(html[:at], "<")
	end := strings.Index(html[at:], ">")
	return strings.Contains(html[start:at+end], "disabled")
}

func TestGameSheetAndCorrection(t *testing.T) {
	records := seriesRecords(t, 0, []int{7, 3}, "PJS", "KYJ")
	c := withHistory(t, screenHistory, records...)
	c.night.openGame(records[0].ID())
	s := &c.night.history.game
	if s.game == nil || len(s.rows) != 2 || s.title != English.GameSheetTitle(1, 2, i18n.DateText(records[0].Played(), English)) {
		t.Fatalf("sheet %+v", s)
	}
	html := app.HTMLString(c)
	if !strings.Contains(html, English.Locked) || strings.Contains(html, `data-testid="fix-pins"`) {
		t.Error("the game is not locked")
	}
	s.fixing = true
	// PJS's first frame is 7 3 (a spare): the 7 may become 0..7, so that the 3 still fits.
	s.choose(0)
	if !s.choices.Counts[3] || s.choices.Counts[10] {
		t.Errorf("choices for a first ball followed by a 0: %v", s.choices.Counts)
	}
	c.night.correctTo("3")
	if s.problem != nil || !s.changed || s.game.Cards()[0].Frames[0].Pins != 6 {
		t.Errorf("correction to 3: problem %q, changed %v, pins %d", s.problem.In(English), s.changed, s.game.Cards()[0].Frames[0].Pins)
	}
	before := s.game.Cards()
	s.choose(1) // the 3 after it: 9 is more than the 7 standing
	c.night.correctTo("9")
	if s.problem == nil || !slices.EqualFunc(before, s.game.Cards(), func(a, b domain.Card) bool { return a.Total == b.Total }) {
		t.Errorf("a correction to more pins than stood: problem %q", s.problem.In(English))
	}
	html = app.HTMLString(c)
	if !strings.Contains(html, `data-testid="save-correction"`) || !strings.Contains(html, English.CorrectionHeading) {
		t.Error("the correction panel is missing")
	}
}
