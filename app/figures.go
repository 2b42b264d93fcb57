package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// The statistics screen as drawn: the choice of bowler and games, then the figures, each with
// its definition beside it, then the plot. statistics.go derives what it shows; the choices
// act through onStatsChange.

// renderStats draws the statistics screen.
func (n *night) renderStats(m *Messages) app.UI {
	a, v := &n.archive, &n.stats
	var body []app.UI
	switch {
	case a.state == archiveRefused:
		body = append(body, elText("p", m.HistoryRefused, "class", "alert", "role", "alert"))
	case a.state != archiveReady:
		body = append(body, elText("p", m.HistoryLoading, "class", "loading"))
	case len(v.names) == 0 && len(a.records) == 0:
		body = append(body, elText("p", m.HistoryEmpty, "class", "hint"))
	case len(v.names) == 0: // only games in formats, which the switch counts
		body = append(body, n.renderStatsFormats(m), elText("p", m.StatsNone, "class", "hint"))
	default:
		var problem app.UI
		if v.problem != "" {
			problem = elText("p", v.problem, "class", "field-problem", "role", "alert")
		}
		body = append(body, n.renderStatsChoice(m), n.renderStatsFormats(m), el("div", "class", "alerts").Body(problem),
			renderFigures(v, m), renderPlot(&v.plot, m), el("div", "class", "leaves-part").On("click", n.onLeavesAct).Body(renderLeaves(v, m)))
	}
	return el("section", "class", "stats", "data-testid", "stats", "aria-labelledby", "stats-heading").
		On("change", n.onStatsChange).Body(append([]app.UI{heading(screenStats, m.StatsHeading)}, body...)...)
}

// renderStatsChoice is the choice of bowler and of games. A select holds the choice made in
// it: the markup names only the choice it started with (seed), so that choosing does not
// redraw the select under the keyboard; the dates typed are the fields' own in the same way.
func (n *night) renderStatsChoice(m *Messages) app.UI {
	v := &n.stats
	w := &markup{}
	option := func(value, text, seed string) {
		if value == seed {
			w.F(`<option value="{}" selected="">{}</option>`, value, text)
		} else {
			w.F(`<option value="{}">{}</option>`, value, text)
		}
	}
	w.F(`<div class="stats-selects"><div class="number-field"><label for="stats-bowler" class="field-label">{}</label>`+
		`<select id="stats-bowler" class="choice-select" data-act="{}" data-testid="stats-bowler">`, m.StatsBowler, actBowler)
	for _, n := range v.names {
		option(n, n, v.seed.name)
	}
	w.F(`</select></div><div class="number-field"><label for="stats-scope" class="field-label">{}</label>`+
		`<select id="stats-scope" class="choice-select" data-act="{}" data-testid="stats-scope">`, m.StatsScope, actScope)
	option(string(scopeAll), m.ScopeAll, string(v.seed.scope))
	if n.series != nil {
		option(string(scopeSeries), m.ScopeSeries, string(v.seed.scope))
	}
	option(string(scopeDates), m.ScopeDates, string(v.seed.scope))
	w.F(`</select></div></div>`)
	var dates []app.UI
	if v.scope == scopeDates {
		date := func(id, label, act, seed string) app.UI {
			return el("div", "class", "number-field").Body(
				elText("label", label, "for", id, "class", "field-label"),
				input("type", "date", "id", id, "class", "number-input", "data-act", act, "value", seed),
			)
		}
		dates = append(dates, date("stats-from", m.DateFrom, actFrom, v.seed.from), date("stats-to", m.DateTo, actTo, v.seed.to))
	}
	return el("div", "class", "stats-choice").Body(w.UI(), el("div", "class", "stats-dates").Body(dates...))
}

// renderStatsFormats is the switch that counts the games bowled in formats too, with what the
// figures count either way.
func (n *night) renderStatsFormats(m *Messages) app.UI {
	return el("div", "class", "stats-formats").Body(
		el("label", "for", "stats-formats", "class", "choice").Body(
			input("type", "checkbox", "id", "stats-formats", "data-testid", "stats-formats", "checked", checked(n.stats.formats),
				"aria-describedby", "stats-formats-hint").On("change", n.onStatsFormats),
			elText("span", m.Formats.Include),
		),
		elText("p", m.Formats.IncludeHint, "id", "stats-formats-hint", "class", "field-note"),
	)
}

// renderFigures is the table of figures, each with its definition.
func renderFigures(v *statsView, m *Messages) app.UI {
	w := &markup{}
	w.F(`<table class="grid figures" data-testid="figures"><caption>{}</caption><thead><tr>`+
		`<th scope="col" class="figure-name">{}</th><th scope="col" class="figure-value">{}</th></tr></thead><tbody>`,
		m.StatsCaption(v.name, v.games), m.FigureHeader, m.ValueHeader)
	for _, r := range v.rows {
		value, class := r.value, "figure-value"
		if r.none {
			value, class = m.NoFigure, "figure-value none"
		}
		w.F(`<tr><th scope="row" class="figure-name"><span>{}</span><span class="figure-def">{}</span></th>`+
			`<td class="{}" data-figure="{}">{}</td></tr>`, r.label, r.definition, class, r.key, value)
	}
	return w.F(`</tbody></table>`).UI()
}

// figureValue writes a figure as its kind says, and false when it does not exist.
func figureValue(f domain.Figure, r domain.Ratio, m *Messages) (string, bool) {
	switch f.Kind() {
	case domain.AsCount:
		return itoa(r.Num), r.Ok()
	case domain.AsWhole:
		v, ok := r.Whole()
		return itoa(v), ok
	case domain.AsPercent:
		v, ok := r.Percent()
		return m.Percent.Say(v), ok
	case domain.AsTenths:
		v, ok := r.Tenths()
		return m.Tenths(v), ok
	}
	return "", false
}

// figureText is a figure's name and definition in the catalogue's words.
func figureText(f domain.Figure, m *Messages) (name, definition string) {
	switch f {
	case domain.FigureGames:
		return m.FigGames, m.FigGamesDef
	case domain.FigurePins:
		return m.FigPins, m.FigPinsDef
	case domain.FigureAverage:
		return m.FigAverage, m.FigAverageDef
	case domain.FigureHighGame:
		return m.FigHighGame, m.FigHighGameDef
	case domain.FigureHighSeries:
		return m.FigHighSeries, m.FigHighSeriesDef
	case domain.FigureStrikes:
		return m.FigStrikes, m.FigStrikesDef
	case domain.FigureSpares:
		return m.FigSpares, m.FigSparesDef
	case domain.FigureSinglePinSpares:
		return m.FigSinglePins, m.FigSinglePinsDef
	case domain.FigureSplitConversions:
		return m.FigSplitsSpared, m.FigSplitsSparedDef
	case domain.FigureFirstBall:
		return m.FigFirstBall, m.FigFirstBallDef
	case domain.FigureOpenFrames:
		return m.FigOpen, m.FigOpenDef
	case domain.FigureFouls:
		return m.FigFouls, m.FigFoulsDef
	case domain.FigureSplitsLeft:
		return m.FigSplits, m.FigSplitsDef
	}
	return f.Key(), ""
}
