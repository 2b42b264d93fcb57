package app

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

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
