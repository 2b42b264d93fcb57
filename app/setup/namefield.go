package setup

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// One player's name on the setup screen: what was typed, why the domain refuses it, and the
// field it is typed in.

// entry is one player on the setup screen.
type entry struct {
	_       noCompare
	id      int    // a stable identity: a removed player's field is not reused for the next one
	seed    string // the text the field starts with
	name    string // as entered; upper-cased once valid
	touched bool   // the player has typed in the field, so its problem is shown
	average string // the average typed for the handicap (average.go); "" to take history's
	// averageSeed is the text the average field starts with (Keep).
	averageSeed string
}

// valid reports whether the domain accepts the name.
//
//go:noinline
func (e entry) valid() bool {
	_, err := domain.ParseName(e.name)
	return err == nil
}

// problem says why the domain refuses the name, in m's words, or "" when it is fine or not
// typed yet.
func (e entry) problem(m *i18n.Messages) string {
	if !e.touched {
		return ""
	}
	switch check := domain.ExplainName(e.name); check.Fault {
	case domain.NameEmpty:
		return m.NameEmpty
	case domain.NameNotLetter:
		return m.NameNotLetter(check.Char)
	case domain.NameLength:
		return m.NameLength.Say(check.Letters)
	}
	return ""
}

// Actions posted by the setup screen's fields, which the root hands to the form's handlers
// (HandleName, HandleRemove, HandleAverage).
const (
	ActionName    = "tenpin.name"    // value: Typed
	ActionRemove  = "tenpin.remove"  // value: the 0-based index of the player to remove
	ActionAverage = "tenpin.average" // value: Typed (an average field's, average.go)
)

// Typed is what a player's name or average field reports as the player types.
type Typed struct {
	_     noCompare
	Index int // the player's 0-based position
	Text  string
}

// nameField is one player's row on the setup screen: the name field, why the name is refused
// (next to it), and a remove button.
//
// The field belongs to the person typing: Value is only the text it starts with, and never
// changes for a given ID, so that a render can never write an older text over keys typed
// since (go-app reads an input's value when it handles the event, not when it happens). A
// removed player's field is dismounted rather than reused, through CompoID.
type nameField struct {
	_ noCompare
	app.Compo

	ID          int    // the player's identity on the setup screen
	Index       int    // 0-based position
	Value       string // the initial text
	Label       string
	Placeholder string
	Problem     string // why the name is refused; "" when it is fine or not typed yet
	RemoveLabel string
	RemoveText  string
	CanRemove   bool
}

// NameFieldID is the id of player i's name field (0-based), which the focus moves to.
//
//go:noinline
func NameFieldID(i int) string { return "player-name-" + markup.Itoa(i) }

func (f *nameField) Render() app.UI {
	id := NameFieldID(f.Index)
	problemID := id + "-problem"
	var problem app.UI
	if f.Problem != "" {
		problem = markup.ElText("p", f.Problem, "id", problemID, "class", "name-problem", "role", "alert")
	}
	return markup.Tag("li", "class", markup.Classes("player-field", markup.Is("invalid", f.Problem != ""))).Body(
		markup.ElText("label", f.Label, "for", id, "class", "name-label"),
		markup.Input("type", "text", "id", id, "class", "name-input", "data-testid", "player-name", "value", f.Value,
			"placeholder", f.Placeholder, "autocomplete", "off", "autocapitalize", "characters", "autocorrect", "off",
			"spellcheck", "false", "aria-invalid", markup.When(f.Problem != "", "true"),
			"aria-describedby", markup.When(f.Problem != "", problemID)).On("input", f.onInput),
		markup.Button("remove-player", "remove-player", f.RemoveText, f.onRemove,
			"aria-label", f.RemoveLabel, "disabled", markup.When(!f.CanRemove, "true")),
		// The slot keeps its height, so that buttons below do not move under a finger
		// when a message comes or goes.
		markup.Tag("div", "class", "name-problem-slot").Body(problem),
	)
}

// CompoID makes go-app mount a new field when the player at this position changes.
func (f *nameField) CompoID() string { return markup.Itoa(f.ID) }

// onInput reports the text typed. A valid name is shown as the domain shows it (pjs becomes
// PJS) at once, in the same step as reading it, so that no key typed meanwhile is lost.
func (f *nameField) onInput(ctx app.Context, e app.Event) {
	input := ctx.JSSrc()
	text := input.Get("value").String()
	if shown, err := domain.ParseName(text); err == nil && shown != text {
		input.Set("value", shown)
		text = shown
	}
	ctx.NewActionWithValue(ActionName, Typed{Index: f.Index, Text: text})
}

func (f *nameField) onRemove(ctx app.Context, e app.Event) {
	if !f.CanRemove {
		return
	}
	ctx.NewActionWithValue(ActionRemove, f.Index)
}
