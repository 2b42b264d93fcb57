package season

import "maps"

// typedFields is what is typed into the fields of a part written as markup, by field id, and
// what the fields were last drawn with (seen): the typed text as of the last action. A render
// between two actions (another part's change, history loaded) then writes the same markup
// and leaves the fields, and the keys going into them, alone; an action's render writes what
// was typed, so that a refused input is still there beside its problem.
type typedFields struct {
	typed, seen map[string]string
	problems    map[string]string
}

// set keeps what is typed into field id.
func (t *typedFields) set(id, text string) {
	if t.typed == nil {
		t.typed = map[string]string{}
	}
	t.typed[id] = text
}

// take makes what is typed what the fields are drawn with: an action has come.
func (t *typedFields) take() { t.seen = maps.Clone(t.typed) }

// drop forgets what was typed into the fields of ids, which an action has taken.
func (t *typedFields) drop(ids ...string) {
	for _, id := range ids {
		delete(t.typed, id)
		delete(t.seen, id)
	}
}

// say says what is wrong with field id ("" clears it).
func (t *typedFields) say(id, problem string) {
	if t.problems == nil {
		t.problems = map[string]string{}
	}
	t.problems[id] = problem
}
