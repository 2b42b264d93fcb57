package history

import (
	"slices"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The history list: every series, newest first, each with its games, which open as their
// read-only sheet, and its buttons to open the series' sheet or delete it (the root's History
// screen answers them). With thousands of games it stays quick: the list groups the records
// by series once per change of history and derives the sheet (domain.SheetOf) of the series
// it shows only, a page at a time.

// Page is how many series the list shows at first, and how many more each "Show older" adds.
const Page = 20

// The actions of the list's buttons (data-act; data-id names what they act on), which the
// History screen runs.
const (
	ActOpenGame     = "open-game"     // data-id: the record
	ActOpenSeries   = "open-series"   // data-id: the series
	ActDeleteSeries = "delete-series" // data-id: the series
)

// List is the history list, derived from the archive.
type List struct {
	gen    int               // Archive.gen+1 that groups was derived from
	groups [][]domain.Record // every series' records, newest series first, each by game number
	shown  int               // how many series the list shows
	items  []seriesItem      // the series shown
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

// noCompare, as a field, makes a struct not comparable, so the compiler writes no equality
// function for it (the wasm carries one for every comparable type it holds).
type noCompare [0]func()

// Refresh groups the history a holds by series once per change, and derives the series shown,
// in m's words.
func (l *List) Refresh(a *Archive, m *i18n.Messages) {
	if a.state != Ready && a.first == nil {
		return
	}
	if l.gen != a.gen+1 {
		l.gen = a.gen + 1
		l.groups = GroupSeries(a.Known())
		if a.state != Ready {
			l.groups = wholeSeries(l.groups)
		}
		l.items = nil
	}
	if l.shown == 0 {
		l.shown = Page
	}
	for len(l.items) < min(l.shown, len(l.groups)) {
		recs := l.groups[len(l.items)]
		sh, err := domain.SheetOf(recs)
		if err != nil {
			// Games of one series that do not belong together (only a damaged database
			// holds them: imports and new games are checked) are left out of the list.
			l.groups = slices.Delete(l.groups, len(l.items), len(l.items)+1)
			continue
		}
		l.items = append(l.items, newSeriesItem(sh, recs, m))
	}
}

// ShowOlder shows a page more of the older series, once Refresh derives them.
func (l *List) ShowOlder() { l.shown += Page }

// Reword drops the series derived, so that Refresh derives them again in its words.
func (l *List) Reword() { l.items = nil }

// Series is how many series the list holds (shown or not).
func (l *List) Series() int { return len(l.groups) }

// GroupSeries groups records in history order by series, newest series first: the order of
// domain.Sheets (by the date of a series' first game, then its ID), reversed, without deriving
// every series' sheet.
func GroupSeries(records []domain.Record) [][]domain.Record {
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

func newSeriesItem(sh domain.Sheet, recs []domain.Record, m *i18n.Messages) seriesItem {
	it := seriesItem{id: sh.Series, played: sh.Played, sheet: sh, scotch: recs[0].Scotch()}
	for _, r := range recs {
		it.games = append(it.games, gameItem{id: r.ID(), label: m.GameLine.Say(r.Series().Game, i18n.ScoreLine(r.LineNames(), r.Scores()))})
	}
	switch {
	case sh.Of == 1 && len(sh.Rows) == 1: // one bowler's game: nobody to beat
	case sh.Of == 1:
		it.summary = i18n.GameResult(sh, m)
	case len(sh.Winners) > 0:
		it.summary = i18n.SeriesResult(sh, m)
	default:
		it.summary = m.SeriesProgress.Say(len(sh.Games), sh.Of)
	}
	return it
}

// Render draws the series shown, newest first, from the history a holds, in m's words; older
// is the handler of its "Show older". Its buttons carry the actions above (Act...).
// Each series is a markup part of its own, and the count above the list is always there
// (empty while loading), so that when the rest of history arrives the series already shown
// stay the nodes they are (go-app matches children by position, and replaces a markup part
// only if its text changed): a tap on one of them at that instant is not lost.
func (l *List) Render(a *Archive, m *i18n.Messages, older app.EventHandler) app.UI {
	loading := a.state != Ready
	if len(l.groups) == 0 {
		return markup.ElText("p", m.HistoryEmpty, "class", "hint", "data-testid", "history-empty")
	}
	count := markup.Tag("p", "class", "hint").UI()
	if !loading { // the newest series, while the rest loads: how many there are is not known yet
		count = markup.ElText("p", m.HistoryCount(len(a.records), len(l.groups)), "class", "hint")
	}
	series := make([]app.UI, len(l.items))
	for i, it := range l.items {
		w := &markup.HTML{}
		title := m.SeriesTitle(i18n.DateText(it.played, m), it.sheet.Of)
		if name := i18n.FormatName(m, it.sheet.Format, it.scotch); name != "" {
			title += " · " + name
		}
		w.F(`<li class="series-item" data-series="{}"><h3 class="series-title">{}</h3>`, it.id, title)
		if it.summary != "" {
			w.F(`<p class="series-summary">{}</p>`, it.summary)
		}
		w.F(`<ul class="series-games">`)
		for _, g := range it.games {
			w.F(`<li><button type="button" class="game-link" data-act="{}" data-id="{}">{}</button></li>`, ActOpenGame, g.id, g.label)
		}
		w.F(`</ul><div class="series-actions">`)
		if it.sheet.Of > 1 { // a single game opens as its own sheet
			w.F(`<button type="button" class="button" data-act="{}" data-id="{}">{}</button>`+
				`<button type="button" class="button danger" data-act="{}" data-id="{}">{}</button>`,
				ActOpenSeries, it.id, m.OpenSeries, ActDeleteSeries, it.id, m.DeleteSeries)
		} else {
			w.F(`<button type="button" class="button danger" data-act="{}" data-id="{}">{}</button>`, ActDeleteSeries, it.id, m.DeleteGame)
		}
		series[i] = w.F(`</div></li>`).UI()
	}
	list := markup.Tag("div", "class", "history-list").Body(count, markup.Tag("ol", "class", "series-list", "data-testid", "history-list").Body(series...))
	var more app.UI
	switch {
	case loading: // the older series follow as soon as they are read
		more = markup.ElText("p", m.HistoryLoading, "class", "loading", "data-testid", "history-loading")
	case len(l.items) < len(l.groups):
		more = markup.Button("button", "", m.ShowOlder(len(l.groups)-len(l.items)), older)
	}
	return markup.Tag("div").Body(list, more)
}
