package app

import (
	"errors"
	"slices"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	html "tenpin/app/markup"
	"tenpin/domain"
)

// The history screen: every series, newest first, each with its games; a game opens as its
// read-only sheet (gamesheet.go), a series as its series sheet; a game or a series can be
// deleted, and restored right after. With thousands of games it stays quick: the list groups
// the records by series once per change of history and derives the sheet (domain.SheetOf) of
// the series it shows only, a page at a time.

// historyPage is how many series the list shows at first, and how many more each "Show
// older" adds.
const historyPage = 20

// historyView is what the history screen shows, derived from the archive.
type historyView struct {
	gen    int               // archive.gen+1 that groups was derived from
	groups [][]domain.Record // every series' records, newest series first, each by game number
	shown  int               // how many series the list shows
	items  []seriesItem      // the series shown

	open     string       // the ID of the game opened as its sheet; "" for none
	sheetOf  string       // the ID of the series opened as its sheet; "" for none
	sheet    domain.Sheet // its sheet
	sheetErr error
	game     gameSheet       // the game opened
	deleted  []domain.Record // what the last delete removed, for Restore
}

// seriesItem is one series of the list.
type seriesItem struct {
	id      string
	played  time.Time
	sheet   domain.Sheet
	games   []gameItem
	summary string // the winners, or how many games are in
	scotch  bool   // a match of Scotch doubles: its format's name says so
}

// gameItem is one game of a series in the list.
type gameItem struct {
	_         noCompare
	id, label string
}

// refreshHistory groups history by series once per change, and derives the series shown.
func (n *night) refreshHistory(m *Messages) {
	a, h := &n.archive, &n.history
	// Asked as History opens, not once history is read, so that the browser's answer on
	// keeping storage (a line above the list) is in before the list and its buttons are drawn,
	// rather than moving them a moment later.
	n.durable.check(n.host.uiContext(), n.host.isMounted(), len(a.known()), a.state == archiveReady)
	if a.state != archiveReady && a.first == nil {
		return
	}
	if h.gen != a.gen+1 {
		h.gen = a.gen + 1
		h.groups = groupSeries(a.known())
		if a.state != archiveReady {
			h.groups = wholeSeries(h.groups)
		}
		h.items = nil
	}
	if h.shown == 0 {
		h.shown = historyPage
	}
	for len(h.items) < min(h.shown, len(h.groups)) {
		recs := h.groups[len(h.items)]
		sh, err := domain.SheetOf(recs)
		if err != nil {
			// Games of one series that do not belong together (only a damaged database
			// holds them: imports and new games are checked) are left out of the list.
			h.groups = slices.Delete(h.groups, len(h.items), len(h.items)+1)
			continue
		}
		h.items = append(h.items, newSeriesItem(sh, recs, m))
	}
}

// groupSeries groups records in history order by series, newest series first: the order of
// domain.Sheets (by the date of a series' first game, then its ID), reversed, without deriving
// every series' sheet.
func groupSeries(records []domain.Record) [][]domain.Record {
	at := map[string]int{}
	var groups [][]domain.Record
	for _, r := range records {
		id := r.Series().ID
		i, ok := at[id]
		if !ok {
			i = len(groups)
			at[id] = i
			groups = append(groups, nil)
		}
		groups[i] = append(groups[i], r)
	}
	slices.Reverse(groups)
	for i, g := range groups {
		groups[i] = domain.InSeries(g, g[0].Series().ID) // by game number
	}
	return groups
}

// wholeSeries keeps, of the series of the newest games read, those whose first game was read:
// the rest of each is newer, so read too, and the series is in its place in the list. A
// series begun before the games read is shown once all of history is.
func wholeSeries(groups [][]domain.Record) [][]domain.Record {
	return slices.DeleteFunc(groups, func(g []domain.Record) bool { return g[0].Series().Game != 1 })
}

func newSeriesItem(sh domain.Sheet, recs []domain.Record, m *Messages) seriesItem {
	it := seriesItem{id: sh.Series, played: sh.Played, sheet: sh, scotch: recs[0].Scotch()}
	for _, r := range recs {
		it.games = append(it.games, gameItem{id: r.ID(), label: m.GameLine.Say(r.Series().Game, scoreLine(r.LineNames(), r.Scores()))})
	}
	switch {
	case sh.Of == 1 && len(sh.Rows) == 1: // one bowler's game: nobody to beat
	case sh.Of == 1:
		it.summary = gameResult(sh, m)
	case len(sh.Winners) > 0:
		it.summary = seriesResult(sh, m)
	default:
		it.summary = m.SeriesProgress.Say(len(sh.Games), sh.Of)
	}
	return it
}

// scoreLine writes names with their scores (i18n.ScoreLine).
func scoreLine(names []string, scores []int) string { return i18n.ScoreLine(names, scores) }

// gameResult names the winner of a single game, or the bowlers who tie, as the game screen
// does.
func gameResult(sh domain.Sheet, m *Messages) string {
	best := 0
	for _, r := range sh.Rows {
		best = max(best, r.Scratch)
	}
	if len(sh.Winners) == 1 {
		return m.Winner.Say(sh.Winners[0], best)
	}
	return m.Tie(sh.Winners, best)
}

// seriesResult names the winner of a complete series, or the bowlers who tie (i18n.SeriesResult).
func seriesResult(sh domain.Sheet, m *Messages) string { return i18n.SeriesResult(m, sh) }

// Actions of the list.

func (n *night) onShowOlder(ctx app.Context, e app.Event) {
	n.history.shown += historyPage
	n.refreshHistory(n.host.Messages())
}

// openSeries opens a series of history as its sheet.
func (n *night) openSeries(id string) {
	h := &n.history
	h.open, h.sheetOf, h.game = "", id, gameSheet{}
	h.sheet, h.sheetErr = domain.SheetOf(domain.InSeries(n.archive.known(), id))
}

func (n *night) onBackToList(ctx app.Context, e app.Event) {
	h := &n.history
	h.open, h.sheetOf, h.game = "", "", gameSheet{}
	n.host.Later(ctx, func(app.Context) { browser.Focus("#history-heading") })
}

// storageProblem says in the catalogue's words why history could not be changed.
func storageProblem(m *Messages, err error) string {
	switch {
	case errors.Is(err, browser.ErrFull):
		return m.HistoryFull
	case errors.Is(err, browser.ErrNoDatabase):
		return m.HistoryRefused
	}
	return m.HistoryFailed
}

// renderHistory draws the history screen: the list, or the game or series opened from it.
func (n *night) renderHistory(m *Messages) app.UI {
	a, h := &n.archive, &n.history
	var body []app.UI
	switch {
	case a.state == archiveRefused:
		body = append(body, html.ElText("p", m.HistoryRefused, "class", "alert", "role", "alert"))
	case a.state != archiveReady && len(h.groups) == 0:
		body = append(body, html.ElText("p", m.HistoryLoading, "class", "loading", "data-testid", "history-loading"))
	case h.open != "":
		body = append(body, n.renderGameSheet(m))
	case h.sheetOf != "":
		body = append(body, n.renderHistorySheet(m))
	default:
		body = append(body, n.renderHistoryList(m))
	}
	if a.state == archiveReady && a.unreadable > 0 {
		body = append(body, html.ElText("p", m.HistoryUnreadable(a.unreadable), "class", "alert", "role", "alert"))
	}
	body = append(body, n.renderTransfer(m))
	return html.Tag("section", "class", "history", "data-testid", "history", "aria-labelledby", "history-heading").
		On("click", n.onHistoryAct).On("change", n.onHistoryChange).Body(
		append([]app.UI{heading(screenHistory, m.HistoryHeading), n.renderNightStatus(m), n.durable.render(m, len(n.archive.known()))}, body...)...,
	)
}

// renderHistoryList draws the series shown, newest first. Its buttons act through listAct.
// Each series is a markup part of its own, and the count above the list is always there
// (empty while loading), so that when the rest of history arrives the series already shown
// stay the nodes they are (go-app matches children by position, and replaces a markup part
// only if its text changed): a tap on one of them at that instant is not lost.
func (n *night) renderHistoryList(m *Messages) app.UI {
	h, loading := &n.history, n.archive.state != archiveReady
	if len(h.groups) == 0 {
		return html.ElText("p", m.HistoryEmpty, "class", "hint", "data-testid", "history-empty")
	}
	count := html.Tag("p", "class", "hint").UI()
	if !loading { // the newest series, while the rest loads: how many there are is not known yet
		count = html.ElText("p", m.HistoryCount(len(n.archive.records), len(h.groups)), "class", "hint")
	}
	series := make([]app.UI, len(h.items))
	for i, it := range h.items {
		w := &markup{}
		title := m.SeriesTitle(dateText(it.played, m), it.sheet.Of)
		if name := i18n.FormatName(m, it.sheet.Format, it.scotch); name != "" {
			title += " · " + name
		}
		w.F(`<li class="series-item" data-series="{}"><h3 class="series-title">{}</h3>`, it.id, title)
		if it.summary != "" {
			w.F(`<p class="series-summary">{}</p>`, it.summary)
		}
		w.F(`<ul class="series-games">`)
		for _, g := range it.games {
			w.F(`<li><button type="button" class="game-link" data-act="{}" data-id="{}">{}</button></li>`, actOpenGame, g.id, g.label)
		}
		w.F(`</ul><div class="series-actions">`)
		if it.sheet.Of > 1 { // a single game opens as its own sheet
			w.F(`<button type="button" class="button" data-act="{}" data-id="{}">{}</button>`+
				`<button type="button" class="button danger" data-act="{}" data-id="{}">{}</button>`,
				actOpenSeries, it.id, m.OpenSeries, actDeleteSeries, it.id, m.DeleteSeries)
		} else {
			w.F(`<button type="button" class="button danger" data-act="{}" data-id="{}">{}</button>`, actDeleteSeries, it.id, m.DeleteGame)
		}
		series[i] = w.F(`</div></li>`).UI()
	}
	list := html.Tag("div", "class", "history-list").Body(count, html.Tag("ol", "class", "series-list", "data-testid", "history-list").Body(series...))
	var more app.UI
	switch {
	case loading: // the older series follow as soon as they are read
		more = html.ElText("p", m.HistoryLoading, "class", "loading", "data-testid", "history-loading")
	case len(h.items) < len(h.groups):
		more = html.Button("button", "", m.ShowOlder(len(h.groups)-len(h.items)), n.onShowOlder)
	}
	return html.Tag("div").Body(list, more)
}

// dateText writes a date and time as the catalogue does (i18n.DateText).
func dateText(t time.Time, m *Messages) string { return i18n.DateText(m, t) }
