package season

import (
	"maps"
	"strconv"
	"strings"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// What is typed, read: whole numbers, names and averages as typed, and the places a field's
// data-id names.

// number reads a whole number as typed, and whether it is one within lo..hi.
func number(text string, lo, hi int) (int, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	return n, err == nil && n >= lo && n <= hi
}

// nameProblem says what is wrong with a bowler's name as typed, in m's words.
func nameProblem(typed string, m *i18n.Messages) string {
	switch check := domain.ExplainName(strings.TrimSpace(typed)); check.Fault {
	case domain.NameEmpty:
		return m.NameEmpty
	case domain.NameNotLetter:
		return m.NameNotLetter(check.Char)
	case domain.NameLength:
		return m.NameLength.Say(check.Letters)
	}
	return ""
}

// averageProblem says what is wrong with an average as typed ("" for none typed).
func averageProblem(typed string, m *i18n.Messages) string {
	if _, ok := number(typed, 0, domain.MaxAverage); !ok && strings.TrimSpace(typed) != "" {
		return m.AverageProblem.Say(domain.MaxAverage)
	}
	return ""
}

// place reads an id "t" or "t.k" (k -1 when absent; -1, -1 when not one).
func place(id string) (t, k int) {
	a, b, two := strings.Cut(id, ".")
	t, err := strconv.Atoi(a)
	if err != nil {
		return -1, -1
	}
	if !two {
		return t, -1
	}
	if k, err = strconv.Atoi(b); err != nil {
		return -1, -1
	}
	return t, k
}

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

// typedOn reports whether anything is typed into the settings form of league l: a field or
// a choice that differs from l's.
func (f *leagueForm) typedOn(l *domain.Season) bool {
	g := settingsForm(l)
	return f.name != g.name || f.numbers != g.numbers || f.handicap != g.handicap || f.baker != g.baker || f.position != g.position
}
