package app

import (
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

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

// sheetTable lays out a sheet. names, if not nil, is the first game's order, which data-player
// follows; else the sheet's own row order.
func sheetTable(sh domain.Sheet, names []string, m *Messages) app.UI {
	w := &markup{}
	w.Open("div", "class", "series-sheet", "data-testid", "series").
		Open("div", "class", "grid-wrap", "role", "region", "aria-label", m.SeriesCaption, "tabindex", "0").
		Open("table", "class", "grid sheet-table").El("caption", m.SeriesCaption, "class", "visually-hidden").
		Open("thead").Open("tr").El("th", m.BowlerHeader, "scope", "col", "class", "name")
	for g := 1; g <= sh.Of; g++ {
		w.El("th", m.GameHeader(g), "scope", "col")
	}
	w.El("th", m.ScratchHeader, "scope", "col", "class", "total")
	if sh.Handicap {
		w.El("th", m.HandicapPerGameHeader, "scope", "col").El("th", m.HandicapSeriesHeader, "scope", "col", "class", "total")
	}
	w.Close("tr").Close("thead").Open("tbody")
	for i, r := range sh.Rows {
		player := i
		if names != nil {
			player = slices.Index(names, r.Name)
		}
		w.Open("tr", "class", classes("player", is("winner", r.Winner))).El("th", r.Name, "scope", "row", "class", "name")
		for g := 1; g <= sh.Of; g++ {
			score := ""
			if k := slices.Index(sh.Games, g); k >= 0 {
				score = itoa(r.Scores[k])
			}
			w.El("td", score, "class", "score")
		}
		w.El("td", itoa(r.Scratch), "class", "total", "data-testid", "series-total", "data-player", itoa(player))
		if sh.Handicap {
			w.El("td", itoa(r.Handicap), "class", "score").
				El("td", itoa(r.Total), "class", "total", "data-testid", "series-handicap", "data-player", itoa(player))
		}
		w.Close("tr")
	}
	w.Close("tbody").Close("table").Close("div")
	if len(sh.Winners) > 0 {
		w.El("p", seriesResult(sh, m), "class", "result", "data-testid", "series-result")
	} else {
		w.El("p", m.SeriesProgress(len(sh.Games), sh.Of), "class", "hint")
	}
	return w.Close("div").UI()
}

// renderSeriesSheet draws the series screen: the sheet of the series being bowled.
func (c *Scoreboard) renderSeriesSheet(m *Messages) app.UI {
	s := c.night.series
	var body app.UI
	var actions []app.UI
	switch {
	case s == nil:
		body = elText("p", m.NoSeries, "class", "hint")
	case len(s.Records) == 0:
		body = elText("p", m.SeriesNotStarted(s.Series.Games), "class", "hint")
	default:
		sh, err := domain.SheetOf(s.Records)
		if err != nil {
			body = elText("p", m.NoSeries, "class", "hint")
			break
		}
		body = sheetTable(sh, s.Series.Names, m)
		actions = c.shareButtons(m)
	}
	var notKept app.UI
	if s != nil && s.NotKept {
		notKept = elText("p", m.NotKept, "class", "alert", "role", "alert")
	}
	return el("section", "class", "series-screen sheet", "aria-labelledby", "series-heading").Body(
		heading(screenSeries, m.SeriesHeading),
		c.renderNightStatus(m),
		notKept,
		body,
		el("div", "class", "sheet-actions").Body(actions...),
	)
}

// renderHistorySheet draws the sheet of a series opened from history.
func (c *Scoreboard) renderHistorySheet(m *Messages) app.UI {
	h := &c.night.history
	back := button("button", "back-to-history", m.BackToHistory, c.onBackToList)
	sh := h.sheet
	if h.sheetErr != nil {
		return el("div").Body(elText("p", m.NoSeries, "class", "hint"), back)
	}
	actions := append([]app.UI{back,
		elText("button", m.DeleteSeries, "type", "button", "class", "button danger", "data-act", actDeleteSeries, "data-id", sh.Series),
	}, c.shareButtons(m)...)
	return el("section", "class", "sheet").Body(
		elText("h3", m.SeriesTitle(dateText(sh.Played, m), sh.Of), "id", "history-sheet-heading", "tabindex", "-1"),
		sheetTable(sh, nil, m),
		el("div", "class", "sheet-actions").Body(actions...),
	)
}
