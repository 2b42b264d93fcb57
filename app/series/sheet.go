package series

import (
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The series sheet: each bowler's game scores, the scratch series and, with a handicap, the
// handicap per game and the handicap series, then the winners (ties shared) once every game is
// in. The domain derives it (domain.SheetOf); this file lays it out. The root's series screen shows
// the series being bowled; history and an opened link show any series the same way.
//
// Hooks: the sheet is [data-testid="series"]; a bowler's scratch series is
// [data-testid="series-total"][data-player="P"] and, with a handicap, the handicap series is
// [data-testid="series-handicap"][data-player="P"], where P is the bowler's place (0-based) in
// the bowling order of the series' first game (domain.Series.Names). A sheet from history,
// which has no plan, orders bowlers as its lowest-numbered game does, which is the first
// game's order unless that game was deleted.

// Table lays out a sheet, under the name of its format (scotch: of a match of Scotch
// doubles). names, if not nil, is the first game's order, which data-player follows; else the
// sheet's own row order.
func Table(sh domain.Sheet, names []string, scotch bool, m *i18n.Messages) app.UI {
	w := &markup.HTML{}
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
		w.F(`<tr class="{}"><th scope="row" class="name">{}</th>`, markup.Classes("player", markup.Is("winner", r.Winner)), r.Name)
		for g := 1; g <= sh.Of; g++ {
			score := ""
			if k := slices.Index(sh.Games, g); k >= 0 {
				score = markup.Itoa(r.Scores[k])
			}
			w.F(`<td class="score">{}</td>`, score)
		}
		w.F(`<td class="total" data-testid="series-total" data-player="{}">{}</td>`, markup.Itoa(player), markup.Itoa(r.Scratch))
		if sh.Handicap {
			w.F(`<td class="score">{}</td><td class="total" data-testid="series-handicap" data-player="{}">{}</td>`,
				markup.Itoa(r.Handicap), markup.Itoa(player), markup.Itoa(r.Total))
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
