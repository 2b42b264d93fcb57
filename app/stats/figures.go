package stats

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The statistics screen as drawn: the choice of bowler and games, then the figures, each with
// its definition beside it, then the plot. statistics.go derives what it shows; the choices
// act through onChange.

// What the choices do (their data-act).
const (
	actBowler = "stats-bowler" // a select: the bowler of the statistics
	actScope  = "stats-scope"  // a select: the games of the statistics
	actFrom   = "stats-from"   // a date: the first day
	actTo     = "stats-to"     // a date: the last day
)

// Render draws the statistics screen in m's words.
func (v *Screen) Render(m *i18n.Messages) app.UI {
	h := v.Host.History()
	var body []app.UI
	switch {
	case h.Refused:
		body = append(body, markup.ElText("p", m.HistoryRefused, "class", "alert", "role", "alert"))
	case !h.Ready:
		body = append(body, markup.ElText("p", m.HistoryLoading, "class", "loading"))
	case len(v.names) == 0 && len(h.Records) == 0:
		body = append(body, markup.ElText("p", m.HistoryEmpty, "class", "hint"))
	case len(v.names) == 0: // only games in formats, which the switch counts
		body = append(body, v.renderFormats(m), markup.ElText("p", m.StatsNone, "class", "hint"))
	default:
		var problem app.UI
		if v.problem != "" {
			problem = markup.ElText("p", v.problem, "class", "field-problem", "role", "alert")
		}
		body = append(body, v.renderChoice(m, h.Series != nil), v.renderFormats(m), markup.El("div", "class", "alerts").Body(problem),
			renderFigures(v, m), renderPlot(&v.plot, m), markup.El("div", "class", "leaves-part").On("click", v.onLeavesAct).Body(renderLeaves(v, m)))
	}
	return markup.El("section", "class", "stats", "data-testid", "stats", "aria-labelledby", "stats-heading").
		On("change", v.onChange).Body(append([]app.UI{markup.ElText("h2", m.StatsHeading, "id", "stats-heading", "tabindex", "-1")}, body...)...)
}

// renderChoice is the choice of bowler and of games (of the series being bowled, if one is).
// A select holds the choice made in it: the markup names only the choice it started with
// (seed), so that choosing does not redraw the select under the keyboard; the dates typed
// are the fields' own in the same way.
func (v *Screen) renderChoice(m *i18n.Messages, bowling bool) app.UI {
	w := &markup.HTML{}
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
	if bowling {
		option(string(scopeSeries), m.ScopeSeries, string(v.seed.scope))
	}
	option(string(scopeDates), m.ScopeDates, string(v.seed.scope))
	w.F(`</select></div></div>`)
	var dates []app.UI
	if v.scope == scopeDates {
		date := func(id, label, act, seed string) app.UI {
			return markup.El("div", "class", "number-field").Body(
				markup.ElText("label", label, "for", id, "class", "field-label"),
				markup.Input("type", "date", "id", id, "class", "number-input", "data-act", act, "value", seed),
			)
		}
		dates = append(dates, date("stats-from", m.DateFrom, actFrom, v.seed.from), date("stats-to", m.DateTo, actTo, v.seed.to))
	}
	return markup.El("div", "class", "stats-choice").Body(w.UI(), markup.El("div", "class", "stats-dates").Body(dates...))
}

// renderFormats is the switch that counts the games bowled in formats too, with what the
// figures count either way.
func (v *Screen) renderFormats(m *i18n.Messages) app.UI {
	return markup.El("div", "class", "stats-formats").Body(
		markup.El("label", "for", "stats-formats", "class", "choice").Body(
			markup.Input("type", "checkbox", "id", "stats-formats", "data-testid", "stats-formats", "checked", markup.Checked(v.formats),
				"aria-describedby", "stats-formats-hint").On("change", v.onFormats),
			markup.ElText("span", m.Formats.Include),
		),
		markup.ElText("p", m.Formats.IncludeHint, "id", "stats-formats-hint", "class", "field-note"),
	)
}

// renderFigures is the table of figures, each with its definition.
func renderFigures(v *Screen, m *i18n.Messages) app.UI {
	w := &markup.HTML{}
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
func figureValue(f domain.Figure, r domain.Ratio, m *i18n.Messages) (string, bool) {
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
func figureText(f domain.Figure, m *i18n.Messages) (name, definition string) {
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
