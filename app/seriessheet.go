package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/history"
	"tenpin/app/i18n"
	html "tenpin/app/markup"
	"tenpin/app/match"
	"tenpin/app/series"
	"tenpin/domain"
)

// The series screen, and a series opened from history: the series sheet (package series'
// Table) with the match sheet under it (package match), then printing and sharing.

// renderSeriesSheet draws the series screen: the sheet of the series being bowled.
func (n *night) renderSeriesSheet(m *Messages) app.UI {
	s := n.series
	var body app.UI
	var actions []app.UI
	switch {
	case s == nil:
		body = html.ElText("p", m.NoSeries, "class", "hint")
	case len(s.Records) == 0:
		body = html.ElText("p", m.SeriesNotStarted(s.Series.Games), "class", "hint")
	default:
		sh, err := domain.SheetOf(s.Records)
		if err != nil {
			body = html.ElText("p", m.NoSeries, "class", "hint")
			break
		}
		body = html.Tag("div").Body(series.Table(sh, s.Series.Names, s.Records[0].Scotch(), m), match.Sheet(s.Records, m))
		actions = n.links.Buttons(m)
	}
	var notKept app.UI
	if s != nil && s.NotKept {
		notKept = html.ElText("p", m.NotKept, "class", "alert", "role", "alert")
	}
	return html.Tag("section", "class", "series-screen sheet", "aria-labelledby", "series-heading").Body(
		heading(screenSeries, m.SeriesHeading),
		n.renderNightStatus(m),
		notKept,
		body,
		html.Tag("div", "class", "sheet-actions").Body(actions...),
		n.renderSharePanel(m),
	)
}

// renderHistorySheet draws the sheet of a series opened from history.
func (n *night) renderHistorySheet(m *Messages) app.UI {
	h := &n.history
	back := html.Button("button", "back-to-history", m.BackToHistory, n.onBackToList)
	sh := h.sheet
	if h.sheetErr != nil {
		return html.Tag("div").Body(html.ElText("p", m.NoSeries, "class", "hint"), back)
	}
	recs := domain.InSeries(n.archive.Known(), sh.Series)
	actions := append([]app.UI{back,
		html.ElText("button", m.DeleteSeries, "type", "button", "class", "button danger", "data-act", history.ActDeleteSeries, "data-id", sh.Series),
	}, n.links.Buttons(m)...)
	return html.Tag("section", "class", "sheet").Body(
		html.ElText("h3", m.SeriesTitle(i18n.DateText(sh.Played, m), sh.Of), "id", "history-sheet-heading", "tabindex", "-1"),
		series.Table(sh, nil, len(recs) > 0 && recs[0].Scotch(), m),
		match.Sheet(recs, m),
		html.Tag("div", "class", "sheet-actions").Body(actions...),
		n.renderSharePanel(m),
	)
}
