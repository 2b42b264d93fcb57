package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/history"
	html "tenpin/app/markup"
	"tenpin/app/stats"
	"tenpin/domain"
)

// The History screen: package history's list of every series, newest first, or the game
// opened from it as its read-only sheet (package history's Sheet; gamesheet.go), or a series
// as its series sheet (seriessheet.go); a game or a series can be deleted, and restored right
// after (deletion.go); history moves in and out below (package history's Transfer). The
// archive (package history) holds history; the night is its Host, and derives the screens
// again from it.

// historyView is what the History screen shows besides the list.
type historyView struct {
	list     history.List // every series, newest first (package history)
	open     string       // the ID of the game opened as its sheet; "" for none
	sheetOf  string       // the ID of the series opened as its sheet; "" for none
	sheet    domain.Sheet // its sheet
	sheetErr error
	game     history.Sheet    // the game opened as its sheet (gamesheet.go)
	transfer history.Transfer // export and import, under the list
	durable  history.Durable  // whether the browser keeps history, and the export reminder
	deleted  []domain.Record  // what the last delete removed, for Restore
}

// The night as the archive's host (history.Host).

// Page is the page's context and whether it runs in the browser.
func (n *night) Page() (app.Context, bool) { return n.host.uiContext(), n.host.isMounted() }

// HistoryRead keeps an opened sheet's games whose Keep was tapped while history was read, and,
// behind the newest games shown, has the statistics worked out ahead once the page is painted.
func (n *night) HistoryRead(ok, behind bool) {
	if kept := n.keepWaiting; kept != nil {
		n.keepWaiting = nil
		keepOpened(n.host.uiContext(), n, kept) // a Keep tapped while history was read
	}
	if behind && ok {
		browser.AfterPaint(func() { browser.Dispatch(n.host.uiContext(), func(app.Context) { n.stats.Warm() }) })
	}
}

// HistoryChanged tells the other windows of a change this window committed
// (nightwindows.go) and, when games went in, asks the browser to keep history (history.Durable).
func (n *night) HistoryChanged(stored bool) {
	n.historyChanged()
	if stored {
		n.history.durable.AskToKeep(n.host.uiContext())
	}
}

// Exported is told that history was exported as JSON (history.TransferHost): the reminder
// to export waits again.
func (n *night) Exported() { n.history.durable.Exported() }

// HistoryReread shows again, from history as read now, what this window has open.
func (n *night) HistoryReread() { n.reopen() }

// History is history as the statistics read it (stats.Host), and the series being bowled.
func (n *night) History() stats.History {
	a := &n.archive
	h := stats.History{Records: a.Records(), Gen: a.Gen(), Ready: a.State() == history.Ready, Refused: a.State() == history.Refused}
	if n.series != nil {
		h.Series = &n.series.Series
	}
	return h
}

// refreshHistory derives the list again from history, once per change.
func (n *night) refreshHistory(m *Messages) {
	a := &n.archive
	// Asked as History opens, not once history is read, so that the browser's answer on
	// keeping storage (a line above the list) is in before the list and its buttons are drawn,
	// rather than moving them a moment later.
	n.history.durable.Check(n.host.uiContext(), n.host.isMounted(), len(a.Known()), a.State() == history.Ready)
	n.history.list.Refresh(a, m)
}

// Actions of the list.

func (n *night) onShowOlder(ctx app.Context, e app.Event) {
	n.history.list.ShowOlder()
	n.refreshHistory(n.host.Messages())
}

// openSeries opens a series of history as its sheet.
func (n *night) openSeries(id string) {
	h := &n.history
	h.open, h.sheetOf = "", id
	h.game.Close()
	h.sheet, h.sheetErr = domain.SheetOf(domain.InSeries(n.archive.Known(), id))
}

func (n *night) onBackToList(ctx app.Context, e app.Event) {
	h := &n.history
	h.open, h.sheetOf = "", ""
	h.game.Close()
	n.host.Later(ctx, func(app.Context) { browser.Focus("#history-heading") })
}

// renderHistory draws the history screen: the list, or the game or series opened from it.
func (n *night) renderHistory(m *Messages) app.UI {
	a, h := &n.archive, &n.history
	var body []app.UI
	switch {
	case a.State() == history.Refused:
		body = append(body, html.ElText("p", m.HistoryRefused, "class", "alert", "role", "alert"))
	case a.State() != history.Ready && h.list.Series() == 0:
		body = append(body, html.ElText("p", m.HistoryLoading, "class", "loading", "data-testid", "history-loading"))
	case h.open != "":
		body = append(body, n.renderGameSheet(m))
	case h.sheetOf != "":
		body = append(body, n.renderHistorySheet(m))
	default:
		body = append(body, h.list.Render(a, m, n.onShowOlder))
	}
	if a.State() == history.Ready && a.Unreadable() > 0 {
		body = append(body, html.ElText("p", m.HistoryUnreadable(a.Unreadable()), "class", "alert", "role", "alert"))
	}
	body = append(body, n.history.transfer.Render(a, m))
	return html.Tag("section", "class", "history", "data-testid", "history", "aria-labelledby", "history-heading").
		On("click", n.onHistoryAct).On("change", n.onHistoryChange).Body(
		append([]app.UI{heading(screenHistory, m.HistoryHeading), n.renderNightStatus(m), n.history.durable.Render(m, len(a.Known()))}, body...)...,
	)
}
