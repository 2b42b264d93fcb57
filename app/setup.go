package app

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Actions posted by the setup screen's name fields.
const (
	actionName   = "tenpin.name"   // value: nameInput
	actionRemove = "tenpin.remove" // value: the 0-based index of the player to remove
)

// nameInput is what a name field reports as the player types.
type nameInput struct {
	Index int
	Text  string
}

// nameField is one player's row on the setup screen: the name field, why the name is refused
// (next to it), and a remove button.
type nameField struct {
	app.Compo

	Index       int // 0-based
	Value       string
	Label       string
	Placeholder string
	Problem     string // why the name is refused; "" when it is fine or not typed yet
	RemoveLabel string
	RemoveText  string
	CanRemove   bool
}

func (f *nameField) Render() app.UI {
	id := fmt.Sprintf("player-name-%d", f.Index)
	problemID := id + "-problem"
	input := app.Input().
		Type("text").
		ID(id).
		Class("name-input").
		DataSet("testid", "player-name").
		Value(f.Value).
		Placeholder(f.Placeholder).
		AutoComplete(false).
		Attr("autocapitalize", "characters").
		Attr("autocorrect", "off").
		Spellcheck(false).
		OnInput(f.onInput)
	if f.Problem != "" {
		input = input.Aria("invalid", "true").Aria("describedby", problemID)
	}
	remove := app.Button().
		Type("button").
		Class("remove-player").
		DataSet("testid", "remove-player").
		Aria("label", f.RemoveLabel).
		OnClick(f.onRemove).
		Text(f.RemoveText)
	if !f.CanRemove {
		remove = remove.Disabled(true)
	}
	var problem app.UI
	if f.Problem != "" {
		problem = app.P().ID(problemID).Class("name-problem").Role("alert").Text(f.Problem)
	}
	return app.Li().Class(classes("player-field", is("invalid", f.Problem != ""))).Body(
		app.Label().For(id).Class("name-label").Text(f.Label),
		input,
		remove,
		problem,
	)
}

func (f *nameField) onInput(ctx app.Context, e app.Event) {
	ctx.NewActionWithValue(actionName, nameInput{Index: f.Index, Text: ctx.JSSrc().Get("value").String()})
}

func (f *nameField) onRemove(ctx app.Context, e app.Event) {
	if !f.CanRemove {
		return
	}
	ctx.NewActionWithValue(actionRemove, f.Index)
}
