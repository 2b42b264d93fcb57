package app

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	html "tenpin/app/markup"
	"tenpin/domain"
)

// The league settings on setup as drawn (league.go holds what they are and checks them): the
// number of games first, then the format (format.go), the order and the handicap, with each
// bowler's average field.

// render draws the league settings: the number of games first, then the format, the order
// and the handicap, compact, under one heading; with the handicap on, an average field for
// each of players. onHandicap turns the handicap on or off (the night, which then derives the
// averages from history).
func (f *leagueForm) render(m *Messages, players []entry, onHandicap app.EventHandler) app.UI {
	f.ready()
	gamesProblem, basisProblem, percentProblem := f.problems(m)
	radio := func(o domain.Order, text string) app.UI {
		id := "order-" + o.String()
		return html.Tag("label", "for", id, "class", "choice").Body(
			input("type", "radio", "id", id, "name", "order", "value", o.String(), "checked", checked(f.order == o)).On("change", f.onOrder),
			html.ElText("span", text),
		)
	}
	var handicap []app.UI
	if f.handicap {
		handicap = append(handicap,
			html.NumberField("handicap-basis", m.BasisLabel, f.seed.basis, domain.MinBasis, domain.MaxBasis, basisProblem, f.onBasis),
			html.NumberField("handicap-percent", m.PercentLabel, f.seed.percent, domain.MinPercent, domain.MaxPercent, percentProblem, f.onPercent),
			html.ElText("p", m.HandicapHint, "class", "hint league-wide"),
		)
		for i, e := range players {
			note, placeholder, problem := f.averageNote(e, m)
			label := m.PlayerLabel.Say(i + 1)
			if e.valid() {
				label = m.AverageLabel.Say(e.name)
			}
			handicap = append(handicap, &averageField{ID: e.id, Index: i, Value: e.averageSeed, Label: label, Placeholder: placeholder,
				Note: note, Problem: problem})
		}
	}
	return html.Tag("div", "class", "league", "role", "group", "aria-labelledby", "league-heading").Body(
		html.ElText("h3", m.LeagueHeading, "id", "league-heading", "class", "league-heading"),
		html.NumberField("series-games", m.SeriesGamesLabel, f.seed.games, 1, domain.MaxSeriesGames, gamesProblem, f.onSeriesGames),
		f.renderFormat(m),
		html.Tag("div", "class", "order", "role", "radiogroup", "aria-labelledby", "order-label").Body(
			html.ElText("span", m.OrderLabel, "id", "order-label", "class", "field-label"),
			radio(domain.KeepOrder, m.OrderKeep),
			radio(domain.RotateOrder, m.OrderRotate),
		),
		html.Tag("label", "for", "handicap-on", "class", "choice").Body(
			input("type", "checkbox", "id", "handicap-on", "data-testid", "handicap", "checked", checked(f.handicap)).On("change", onHandicap),
			html.ElText("span", m.HandicapLabel),
		),
		html.Tag("div", "class", "handicap-fields").Body(handicap...),
	)
}

// averageField is one bowler's average for the handicap, on setup: a field the bowler may type
// in, with where the average comes from (typed, or history when left empty) or why there is
// none. Like a name field, it belongs to the person typing: Value is only the text it starts
// with, and a removed bowler's field is dismounted through CompoID.
type averageField struct {
	_ noCompare
	app.Compo

	ID          int    // the bowler's identity on the setup screen
	Index       int    // 0-based position
	Value       string // the text it starts with
	Label       string
	Placeholder string
	Note        string // where the average comes from
	Problem     string // why there is no average; "" when there is one
}

// averageFieldID is the id of player i's average field (0-based).
func averageFieldID(i int) string { return fmt.Sprintf("player-average-%d", i) }

func (f *averageField) Render() app.UI {
	id := averageFieldID(f.Index)
	note := html.ElText("p", f.Note, "id", id+"-note", "class", "field-note")
	if f.Problem != "" {
		note = html.ElText("p", f.Problem, "id", id+"-note", "class", "field-problem", "role", "alert")
	}
	return html.Tag("div", "class", "number-field average-field").Body(
		html.ElText("label", f.Label, "for", id, "class", "field-label"),
		input("type", "number", "id", id, "class", "number-input", "data-testid", "player-average", "inputmode", "numeric",
			"min", "0", "max", html.Itoa(domain.MaxAverage), "value", f.Value, "placeholder", f.Placeholder, "aria-describedby", id+"-note",
			"aria-invalid", when(f.Problem != "", "true")).On("input", f.onInput),
		html.Tag("div", "class", "field-problem-slot").Body(note),
	)
}

// CompoID makes go-app mount a new field when the bowler at this position changes.
func (f *averageField) CompoID() string { return html.Itoa(f.ID) }

func (f *averageField) onInput(ctx app.Context, e app.Event) {
	ctx.NewActionWithValue(actionAverage, averageInput{Index: f.Index, Text: ctx.JSSrc().Get("value").String()})
}

// averageNote is what a bowler's average field says under it: a note (where the average comes
// from) or a problem (what to fix), never both, and the placeholder (the average from history).
func (f *leagueForm) averageNote(e entry, m *Messages) (note, placeholder, problem string) {
	avg, fromHistory, games, problem := f.average(e, m)
	switch {
	case fromHistory:
		return m.AverageFromHistory(avg, games), html.Itoa(avg), ""
	case f.waiting(e):
		return m.AverageLookingUp, "", "" // a note, not an alert: nothing is wrong yet
	case !e.valid() && strings.TrimSpace(e.average) == "":
		return m.AverageHint, "", "" // no name yet to look up: the name's own problem comes first
	case problem != "":
		return "", "", problem
	}
	return m.AverageEntered, "", ""
}
