package app

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/domain"
)

// withHistory is a Scoreboard whose archive holds records, as if loaded, on screen s.
func withHistory(t *testing.T, s screen, records ...domain.Record) *Scoreboard {
	t.Helper()
	c := newScoreboard(nil)
	c.restore(memoryStore{})
	c.night.restore(c.game)
	domain.SortRecords(records)
	c.night.archive = archive{state: archiveReady, records: records, gen: 1}
	c.night.screen = s
	c.night.refreshNight()
	return c
}

func TestHistoryList(t *testing.T) {
	var records []domain.Record
	for day := range historyPage + 3 {
		records = append(records, seriesRecords(t, day, []int{day % 10, 9}, "PJS", "KYJ")...)
	}
	records = append(records, seriesRecords(t, 40, []int{10}, "ABC")...)
	c := withHistory(t, screenHistory, records...)
	h := &c.night.history
	if len(h.groups) != historyPage+4 || len(h.items) != historyPage {
		t.Fatalf("%d series, %d shown; want %d, %d", len(h.groups), len(h.items), historyPage+4, historyPage)
	}
	// Newest first: the single game of day 40, then the series of day 22, game by game.
	if h.items[0].games[0].label != "Game 1: ABC 300" || h.items[0].summary != "" {
		t.Errorf("first item %+v", h.items[0])
	}
	it := h.items[1]
	if it.games[0].label != "Game 1: PJS 40 · KYJ 40" || it.games[1].label != "Game 2: PJS 190 · KYJ 190" ||
		it.summary != English.SeriesTie([]string{"PJS", "KYJ"}, 230) {
		t.Errorf("second item %+v", it)
	}
	html := app.HTMLString(c)
	for _, want := range []string{`data-testid="history-list"`, "Game 1: PJS 40 · KYJ 40", English.ShowOlder(4),
		English.HistoryCount(len(records), historyPage+4), `data-act="open-game"`, `data-act="delete-series"`} {
		if !strings.Contains(html, want) {
			t.Errorf("history lacks %s", want)
		}
	}
	c.night.onShowOlder(app.Context{}, app.Event{})
	if len(h.items) != historyPage+4 || strings.Contains(app.HTMLString(c), English.ShowOlder(4)) {
		t.Errorf("after Show older %d series are shown", len(h.items))
	}
	// A change of history derives the list again.
	c.night.archive.records = c.night.archive.records[:2]
	c.night.archive.gen++
	c.night.refreshHistory(c.Messages())
	if len(h.groups) != 1 {
		t.Errorf("after a change %d series", len(h.groups))
	}
}

// While the rest of history loads, the list shows the series of the newest games read whose
// first game is among them, newest first, with the sign that older ones are loading, and
// their games open; once all is read, the whole list with its count and Show older.
func TestHistoryNewestFirst(t *testing.T) {
	var records []domain.Record
	for day := range historyPage + 3 {
		records = append(records, seriesRecords(t, day, []int{day % 10, 9}, "PJS", "KYJ")...)
	}
	c := withHistory(t, screenHistory)
	a, h := &c.night.archive, &c.night.history
	// The newest games read: the last 5 series whole, and the second game of the one before.
	first := slices.Clone(records[len(records)-11:])
	*a = archive{state: archiveLoading, first: first, gen: 2}
	c.night.refreshNight()
	if len(h.items) != 5 || h.items[0].id != records[len(records)-1].Series().ID || h.items[4].id != first[1].Series().ID {
		t.Fatalf("while loading, %d series are listed, want the 5 newest whole ones", len(h.items))
	}
	html := app.HTMLString(c)
	if !strings.Contains(html, `data-testid="history-loading"`) || !strings.Contains(html, `data-testid="history-list"`) ||
		strings.Contains(html, English.HistoryCount(len(first), 5)) {
		t.Error("while loading, the list does not say that older series are loading, or counts them as all")
	}
	c.night.openGame(first[1].ID())
	if h.open != first[1].ID() {
		t.Error("a game listed while history loads does not open")
	}
	h.open, h.game = "", gameSheet{}
	// The whole history read.
	a.state, a.records, a.first = archiveReady, records, nil
	a.gen++
	c.night.refreshNight()
	html = app.HTMLString(c)
	if len(h.items) != historyPage || strings.Contains(html, `data-testid="history-loading"`) ||
		!strings.Contains(html, English.HistoryCount(len(records), historyPage+3)) || !strings.Contains(html, English.ShowOlder(3)) {
		t.Errorf("once loaded, %d series are listed, want a page of %d with the count and Show older", len(h.items), historyPage)
	}
}

func TestHistoryStates(t *testing.T) {
	c := withHistory(t, screenHistory)
	if !strings.Contains(app.HTMLString(c), English.HistoryEmpty) {
		t.Error("an empty history does not say so")
	}
	c.night.archive.state = archiveLoading
	if !strings.Contains(app.HTMLString(c), English.HistoryLoading) {
		t.Error("a loading history does not say so")
	}
	c.night.archive.state = archiveRefused
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
