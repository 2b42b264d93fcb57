package app

import (
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/history"
	"tenpin/app/i18n"
	html "tenpin/app/markup"
	"tenpin/app/match"
	"tenpin/domain"
)

// The series sheet: each bowler's game scores, the scratch series and, with a handicap, the
// handicap per game and the handicap series, then the winners (ties shared) once every game is
// in. The domain derives it (domain.SheetOf); this file lays it out. The series screen shows
// the series being bowled; history shows any series the same way.
//
// Hooks: the sheet is [data-testid="series"]; a bowler's scratch series is
// [data-testid="series-total"][data-player="P"] and, with a handicap, the handicap series is
// [data-testid="series-handicap"][data-player="P"], where P is the bowler's place (0-based) in
// the bowling order of the series' first game (domain.Series.Names). A sheet from history,
// which has no plan, orders bowlers as its lowest-numbered game does, which is the first
// game's order unless that game was deleted.

// sheetTable lays out a sheet, under the name of its format (scotch: of a match of Scotch
// doubles). names, if not nil, is the first game's order, which data-player follows; else the
// sheet's own row order.
func sheetTable(sh domain.Sheet, names []string, scotch bool, m *Messages) app.UI {
	w := &markup{}
	w.F(`<div class="series-sheet" data-testid="series">`)
	if name := i18n.FormatName(m, sh.Format, scotch); name != "" {
		w.F(`<p class="sheet-format" data-testid="sheet-format">{}</p>`, name)
	}
	w.F(`<div class="grid-wrap" role="region" aria-label="{}" tabindex="0">`+
		`<table class="grid sheet-table"><caption class="visually-hidden">{}</caption><thead><tr><th scope="col" class="name">{}</th>`,
		m.SeriesCaption, m.SeriesCaption, m.BowlerHeader)
	for g := 1; g <= sh.Of; g++ {
		w.F(`<th scope="col">{}</th>`, m.GameHeader.Say(g))
	}
	w.F(`<th scope="col" class="total">{}</th>`, m.ScratchHeader)
	if sh.Handicap {
		w.F(`<th scope="col">{}</th><th scope="col" class="total">{}</th>`, m.HandicapPerGameHeader, m.HandicapSeriesHeader)
	}
	w.F(`</tr></thead><tbody>`)
	for i, r := range sh.Rows {
		player := i
		if names != nil {
			player = slices.Index(names, r.Name)
		}
		w.F(`<tr class="{}"><th scope="row" class="name">{}</th>`, html.Classes("player", html.Is("winner", r.Winner)), r.Name)
		for g := 1; g <= sh.Of; g++ {
			score := ""
			if k := slices.Index(sh.Games, g); k >= 0 {
				score = html.Itoa(r.Scores[k])
			}
			w.F(`<td class="score">{}</td>`, score)
		}
		w.F(`<td class="total" data-testid="series-total" data-player="{}">{}</td>`, html.Itoa(player), html.Itoa(r.Scratch))
		if sh.Handicap {
			w.F(`<td class="score">{}</td><td class="total" data-testid="series-handicap" data-player="{}">{}</td>`,
				html.Itoa(r.Handicap), html.Itoa(player), html.Itoa(r.Total))
		}
		w.F(`</tr>`)
	}
	w.F(`</tbody></table></div>`)
	if len(sh.Winners) > 0 {
		w.F(`<p class="result" data-testid="series-result">{}</p>`, i18n.SeriesResult(sh, m))
	} else {
		w.F(`<p class="hint">{}</p>`, m.SeriesProgress.Say(len(sh.Games), sh.Of))
	}
	return w.F(`</div>`).UI()
}

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
		body = html.Tag("div").Body(sheetTable(sh, s.Series.Names, s.Records[0].Scotch(), m), match.Sheet(s.Records, m))
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
		sheetTable(sh, nil, len(recs) > 0 && recs[0].Scotch(), m),
		match.Sheet(recs, m),
		html.Tag("div", "class", "sheet-actions").Body(actions...),
		n.renderSharePanel(m),
	)
}
