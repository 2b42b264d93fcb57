package stats

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The standings (league.md): every team of the league matches in history, ranked by points
// won, then scratch pins, over a date range. The domain ranks them (domain.Standings, which
// counts a game imported twice once); this screen only lays them out.

// Standings is the standings screen's state: the dates typed and the rows derived. Its zero
// value, with Host set, is ready.
type Standings struct {
	Host Reader

	from, to string // the dates typed (yyyy-mm-dd); empty leaves that end open
	key      string // what rows were derived from
	rows     []domain.Standing
	problem  bool // the dates cannot be used
}

const (
	actStandingsFrom = "standings-from" // a date: the first day
	actStandingsTo   = "standings-to"   // a date: the last day
)

// Refresh ranks the teams of history again when history or the dates changed.
func (v *Standings) Refresh() {
	h := v.Host.History()
	if !h.Ready {
		return
	}
	key := fmt.Sprint(h.Gen, v.from, v.to)
	if key == v.key {
		return
	}
	from, to, ok := DateRange(v.from, v.to)
	v.key, v.problem = key, !ok
	v.rows = domain.Standings(domain.Between(h.Records, from, to))
}

// onChange takes a date typed and ranks the teams again.
func (v *Standings) onChange(ctx app.Context, e app.Event) {
	t := e.Get("target")
	if !t.Truthy() || !t.Get("getAttribute").Truthy() {
		return
	}
	switch t.Call("getAttribute", "data-act").String() {
	case actStandingsFrom:
		v.from = t.Get("value").String()
	case actStandingsTo:
		v.to = t.Get("value").String()
	}
	v.Refresh()
}

// teamAverage is a team's average team game, handicap included, fractions dropped.
func teamAverage(s domain.Standing) int {
	if s.Games == 0 {
		return 0
	}
	return (s.ScratchPins + s.HandicapPins) / s.Games
}

// Render draws the screen in m's words: the dates, then the table.
func (v *Standings) Render(m *i18n.Messages) app.UI {
	h := v.Host.History()
	w := &markup.HTML{}
	w.F(`<div class="standings-body"><p class="hint">{}</p><div class="stats-dates">`, m.StandingsHint)
	for _, d := range []struct{ id, label, act, value string }{
		{"standings-from", m.DateFrom, actStandingsFrom, v.from}, {"standings-to", m.DateTo, actStandingsTo, v.to},
	} {
		w.F(`<div class="number-field"><label for="{}" class="field-label">{}</label>`+
			`<input type="date" id="{}" class="number-input" data-act="{}" value="{}"></div>`, d.id, d.label, d.id, d.act, d.value)
	}
	w.F(`</div>`)
	if v.problem {
		w.F(`<p class="field-problem" role="alert">{}</p>`, m.DatesProblem)
	}
	switch {
	case h.Refused:
		w.F(`<p class="alert" role="alert">{}</p>`, m.HistoryRefused)
	case !h.Ready:
		w.F(`<p class="loading">{}</p>`, m.HistoryLoading)
	case len(v.rows) == 0:
		w.F(`<p class="hint" data-testid="standings-empty">{}</p>`, m.StandingsEmpty)
	default:
		w.F(`<div class="grid-wrap" role="region" aria-label="{}" tabindex="0"><table class="grid standings-table">`+
			`<caption>{}</caption><thead><tr><th scope="col">#</th><th scope="col" class="name">{}</th><th scope="col">{}</th>`+
			`<th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th>`+
			`<th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>`, m.StandingsCaption, m.StandingsCaption, m.TeamHeader, m.MatchesHeader,
			m.WonHeader, m.LostHeader, m.ScratchPinsHeader, m.HandicapPinsHeader, m.AverageGameHeader, m.HighGameHeader, m.HighSeriesHeader)
		for i, s := range v.rows {
			w.F(`<tr data-testid="standing" data-team-name="{}"><td>{}</td><th scope="row" class="name">{}</th><td>{}</td>`+
				`<td class="total" data-testid="standing-points">{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>`,
				s.Team, itoa(i+1), s.Team, itoa(s.Matches), m.Points(s.Won), m.Points(s.Lost),
				itoa(s.ScratchPins), itoa(s.HandicapPins), itoa(teamAverage(s)), itoa(s.HighGame), itoa(s.HighSeries))
		}
		w.F(`</tbody></table></div>`)
	}
	w.F(`</div>`) // app.Raw keeps one element
	return markup.El("section", "class", "standings", "data-testid", "standings", "aria-labelledby", "standings-heading").
		On("change", v.onChange).Body(markup.ElText("h2", m.StandingsHeading, "id", "standings-heading", "tabindex", "-1"), w.UI())
}
