package app

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/history"
	"tenpin/app/i18n"
	"tenpin/domain"
)

// withHistory is a Scoreboard whose archive holds records, as if loaded, on screen s.
func withHistory(t *testing.T, s screen, records ...domain.Record) *Scoreboard {
	t.Helper()
	c := newScoreboard(nil)
	c.restore(memoryStore{})
	c.night.restore(gameOf(c))
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
	if !strings.Contains(html, `data-testid="import"`) {
		t.Error("the screen has no export and import (package history's TestTransferRendered: none is offered here)")
	}
}

// TestGameSheetOpened opens a game from the History screen: its sheet shows in place of the
// list, locked, with Back and the share panel (package history's TestSheetCorrection
// corrects it).
func TestGameSheetOpened(t *testing.T) {
	records := seriesRecords(t, 0, []int{7, 3}, "PJS", "KYJ")
	c := withHistory(t, screenHistory, records...)
	c.night.openGame(records[0].ID())
	html := app.HTMLString(c)
	title := English.GameSheetTitle(1, 2, i18n.DateText(records[0].Played(), English))
	if got := textContent(t, html, `id="history-sheet-heading"`); got != title {
		t.Errorf("sheet titled %q, want %q", got, title)
	}
	if !strings.Contains(html, English.Locked) || strings.Contains(html, `data-testid="fix-pins"`) || !strings.Contains(html, `data-testid="share-link"`) {
		t.Error("the game is not locked, or its share panel is missing")
	}
	if got := c.night.Shared(); len(got) != 1 || got[0].ID() != records[0].ID() {
		t.Errorf("the sheet shares %v, want its game", got)
	}
	if !strings.Contains(html, `data-testid="back-to-history"`) || strings.Contains(html, `class="series-item"`) {
		t.Error("the sheet is not shown in the list's place, with Back")
	}
}
