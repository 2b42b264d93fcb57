package app

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// The league settings on setup as drawn (league.go holds what they are and checks them): the
// number of games first, then the order and the handicap, with each bowler's average field.

// renderLeague draws the league settings: the number of games first, then the order and the
// handicap, compact, under one heading.
func (c *Scoreboard) renderLeague(m *Messages) app.UI {
	f := &c.night.league
	f.ready()
	gamesProblem, basisProblem, percentProblem := f.problems(m)
	radio := func(o domain.Order, text string) app.UI {
		id := "order-" + o.String()
		return app.Label().For(id).Class("choice").Body(
			app.Input().Type("radio").ID(id).Name("order").Value(o.String()).Checked(f.order == o).OnChange(c.onOrder),
			app.Span().Text(text),
		)
	}
	var handicap []app.UI
	if f.handicap {
		handicap = append(handicap,
			numberField("handicap-basis", m.BasisLabel, f.seed.basis, domain.MinBasis, domain.MaxBasis, basisProblem, c.onBasis),
			numberField("handicap-percent", m.PercentLabel, f.seed.percent, domain.MinPercent, domain.MaxPercent, percentProblem, c.onPercent),
			app.P().Class("hint league-wide").Text(m.HandicapHint),
		)
		for i, e := range c.players() {
			avg, fromHistory, games, problem := c.average(e, m)
			note, placeholder := m.AverageEntered, ""
			if fromHistory {
				note, placeholder = m.AverageFromHistory(avg, games), itoa(avg)
			}
			if !e.valid() && strings.TrimSpace(e.average) == "" {
				problem = "" // no name yet to look up: the name's own problem comes first
			}
			label := m.PlayerLabel(i + 1)
			if e.valid() {
				label = m.AverageLabel(e.name)
			}
			if problem != "" {
				note = ""
			}
			handicap = append(handicap, &averageField{ID: e.id, Index: i, Value: e.averageSeed, Label: label, Placeholder: placeholder,
				Note: note, Problem: problem})
		}
	}
	return app.Div().Class("league").Role("group").Aria("labelledby", "league-heading").Body(
		app.H3().ID("league-heading").Class("league-heading").Text(m.LeagueHeading),
		numberField("series-games", m.SeriesGamesLabel, f.seed.games, 1, domain.MaxSeriesGames, gamesProblem, c.onSeriesGames),
		app.Div().Class("order").Role("radiogroup").Aria("labelledby", "order-label").Body(
			app.Span().ID("order-label").Class("field-label").Text(m.OrderLabel),
			radio(domain.KeepOrder, m.OrderKeep),
			radio(domain.RotateOrder, m.OrderRotate),
		),
		app.Label().For("handicap-on").Class("choice").Body(
			app.Input().Type("checkbox").ID("handicap-on").Checked(f.handicap).OnChange(c.onHandicap),
			app.Span().Text(m.HandicapLabel),
		),
		app.Div().Class("handicap-fields").Body(handicap...),
	)
}

// numberField is a labelled whole-number field with its problem beside it. Its id is also
// its data-testid.
func numberField(id, label, seed string, lo, hi int, problem string, onInput app.EventHandler) app.UI {
	input := app.Input().
		Type("number").
		ID(id).
		Class("number-input").
		DataSet("testid", id).
		Attr("inputmode", "numeric").
		Min(lo).
		Max(hi).
		Value(seed).
		OnInput(onInput)
	var p app.UI
	if problem != "" {
		input = input.Aria("invalid", "true").Aria("describedby", id+"-problem")
		p = app.P().ID(id + "-problem").Class("field-problem").Role("alert").Text(problem)
	}
	return app.Div().Class("number-field").Body(
		app.Label().For(id).Class("field-label").Text(label),
		input,
		app.Div().Class("field-problem-slot").Body(p),
	)
}

// averageField is one bowler's average for the handicap, on setup: a field the bowler may type
// in, with where the average comes from (typed, or history when left empty) or why there is
// none. Like a name field, it belongs to the person typing: Value is only the text it starts
// with, and a removed bowler's field is dismounted through CompoID.
type averageField struct {
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
	input := app.Input().
		Type("number").
		ID(id).
		Class("number-input").
		DataSet("testid", "player-average").
		Attr("inputmode", "numeric").
		Min(0).
		Max(300).
		Value(f.Value).
		Placeholder(f.Placeholder).
		Aria("describedby", id+"-note").
		OnInput(f.onInput)
	if f.Problem != "" {
		input = input.Aria("invalid", "true")
	}
	var note app.UI = app.P().ID(id + "-note").Class("field-note").Text(f.Note)
	if f.Problem != "" {
		note = app.P().ID(id + "-note").Class("field-problem").Role("alert").Text(f.Problem)
	}
	return app.Div().Class("number-field average-field").Body(
		app.Label().For(id).Class("field-label").Text(f.Label),
		input,
		app.Div().Class("field-problem-slot").Body(note),
	)
}

// CompoID makes go-app mount a new field when the bowler at this position changes.
func (f *averageField) CompoID() string { return strconv.Itoa(f.ID) }

func (f *averageField) onInput(ctx app.Context, e app.Event) {
	ctx.NewActionWithValue(actionAverage, averageInput{Index: f.Index, Text: ctx.JSSrc().Get("value").String()})
}
