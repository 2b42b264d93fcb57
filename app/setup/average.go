package setup

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// Each bowler's average for the handicap: typed in the bowler's average field, else taken
// from history, which the league settings hold (Settings.League). The domain checks it
// (CheckAverage, through the series' Check); this file reads what was typed, says where an
// average comes from or why there is none, and draws the fields, which the league settings
// show under the handicap.

// HistoryAverage is a bowler's average and number of games in history.
type HistoryAverage struct{ Average, Games int }

// League is what the league settings beside the form (Settings) say of averages: whether
// the handicap is on, each bowler's average in history by name, and whether history is still
// loading (a bowler missing from History may be in it).
type League struct {
	Handicap  bool
	History   map[string]HistoryAverage
	LookingUp bool
}

// average is the average a bowler brings to the series: typed, else from history. from says
// which; problem why there is none.
func (l League) average(e entry, m *i18n.Messages) (avg int, fromHistory bool, games int, problem string) {
	if strings.TrimSpace(e.average) != "" {
		if a, ok := markup.Number(e.average, 0, domain.MaxAverage); ok {
			return a, false, 0, ""
		}
		return 0, false, 0, m.AverageProblem.Say(domain.MaxAverage)
	}
	if h, ok := l.History[e.name]; ok && e.valid() {
		return h.Average, true, h.Games, ""
	}
	if l.waiting(e) {
		return 0, false, 0, m.AverageLookingUp // Start waits too
	}
	return 0, false, 0, m.AverageMissing
}

// waiting says whether e's average is still to come from history, which is loading: the
// field says so plainly instead of asking for an average that history may hold.
func (l League) waiting(e entry) bool {
	_, known := l.History[e.name]
	return l.LookingUp && !known && e.valid() && strings.TrimSpace(e.average) == ""
}

// averageNote is what a bowler's average field says under it: a note (where the average comes
// from) or a problem (what to fix), never both, and the placeholder (the average from history).
func (l League) averageNote(e entry, m *i18n.Messages) (note, placeholder, problem string) {
	avg, fromHistory, games, problem := l.average(e, m)
	switch {
	case fromHistory:
		return m.AverageFromHistory(avg, games), markup.Itoa(avg), ""
	case l.waiting(e):
		return m.AverageLookingUp, "", "" // a note, not an alert: nothing is wrong yet
	case !e.valid() && strings.TrimSpace(e.average) == "":
		return m.AverageHint, "", "" // no name yet to look up: the name's own problem comes first
	case problem != "":
		return "", "", problem
	}
	return m.AverageEntered, "", ""
}

// Averages returns each player's average for the handicap, in turn order, or false when any
// is missing or typed wrong (m words the problems it checks).
func (f *Form) Averages(l League, m *i18n.Messages) ([]int, bool) {
	var averages []int
	for _, e := range f.players() {
		a, _, _, problem := l.average(e, m)
		if problem != "" {
			return nil, false
		}
		averages = append(averages, a)
	}
	return averages, true
}

// AverageFields draws an average field for each player, with l's handicap on; none for a
// match's teams, whose places have their own.
func (f *Form) AverageFields(m *i18n.Messages, l League) []app.UI {
	if !l.Handicap || f.teams.on {
		return nil
	}
	var fields []app.UI
	for i, e := range f.players() {
		note, placeholder, problem := l.averageNote(e, m)
		label := m.PlayerLabel.Say(i + 1)
		if e.valid() {
			label = m.AverageLabel.Say(e.name)
		}
		fields = append(fields, &averageField{ID: e.id, Index: i, Value: e.averageSeed, Label: label, Placeholder: placeholder,
			Note: note, Problem: problem})
	}
	return fields
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
func averageFieldID(i int) string { return "player-average-" + markup.Itoa(i) }

func (f *averageField) Render() app.UI {
	id := averageFieldID(f.Index)
	note := markup.ElText("p", f.Note, "id", id+"-note", "class", "field-note")
	if f.Problem != "" {
		note = markup.ElText("p", f.Problem, "id", id+"-note", "class", "field-problem", "role", "alert")
	}
	return markup.Tag("div", "class", "number-field average-field").Body(
		markup.ElText("label", f.Label, "for", id, "class", "field-label"),
		markup.Input("type", "number", "id", id, "class", "number-input", "data-testid", "player-average", "inputmode", "numeric",
			"min", "0", "max", markup.Itoa(domain.MaxAverage), "value", f.Value, "placeholder", f.Placeholder, "aria-describedby", id+"-note",
			"aria-invalid", markup.When(f.Problem != "", "true")).On("input", f.onInput),
		markup.Tag("div", "class", "field-problem-slot").Body(note),
	)
}

// CompoID makes go-app mount a new field when the bowler at this position changes.
func (f *averageField) CompoID() string { return markup.Itoa(f.ID) }

func (f *averageField) onInput(ctx app.Context, e app.Event) {
	ctx.NewActionWithValue(ActionAverage, Typed{Index: f.Index, Text: ctx.JSSrc().Get("value").String()})
}
