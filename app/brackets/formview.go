package brackets

import (
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The form as drawn: the problems it says next to its fields, and its fields.

// problems are what the form says next to its fields, by field.
type problems map[string]string

// formProblems reports whether any field of the form has a problem.
func (s *Screen) formProblems(r *domain.BracketRecord) bool {
	return len(s.problemsOf(r, i18n.English.Brackets)) > 0
}

// problemsOf works out what the form says next to its fields, in the words of m.
func (s *Screen) problemsOf(r *domain.BracketRecord, m *i18n.BracketMessages) problems {
	f, p := &s.form, problems{}
	names, of := s.bowlers(r)
	of = seriesGames(of)
	set, _ := f.settings(r, of)
	if _, ok := games(f.value(actGames, gamesText(r.Set.Games)), of); !ok {
		p[actGames] = m.GamesProblem.Say(domain.MaxBracketGames, of)
	}
	money := true
	for _, mf := range moneyFields(&r.Set) {
		if _, ok := Cents(f.value(mf.act, Money(*mf.cents))); !ok {
			p[mf.act], money = m.MoneyProblem.Say(Money(domain.MaxBracketFee)), false
		}
	}
	if pot := set.Places() * set.Fee; money && p[actGames] == "" && set.Winner+set.Runner+set.House != pot {
		p["shares"] = m.SharesProblem.Say(Money(pot), strconv.Itoa(set.Places()), Money(set.Fee), Money(set.Winner+set.Runner+set.House))
	}
	total := 0
	for _, name := range names {
		n, ok := f.entries(r, name)
		switch {
		case !ok:
			p[actEntries+":"+name] = m.EntriesProblem.Say(domain.MaxBracketEntries)
		case f.over > 0 && n > f.over:
			p[actEntries+":"+name] = m.TooMany.Say(name, n, f.over)
		}
		total += n
	}
	if f.text["refused"] != "" {
		name := strings.ToUpper(strings.TrimSpace(f.value(actAddName, "")))
		p[actAddName] = m.NotABowler.Say(name)
		if slices.Contains(names, name) {
			p[actAddName] = m.EntriesProblem.Say(domain.MaxBracketEntries)
		}
	}
	if f.short {
		if p[actGames] != "" {
			set = r.Set
		}
		p[actDraw] = m.TooFew.Say(set.Places())
	}
	return p
}

// renderForm draws the form of set r: the settings, then each bowler's entries and Draw.
func (s *Screen) renderForm(m *i18n.BracketMessages, r *domain.BracketRecord) app.UI {
	f := &s.form
	if f.id != r.ID {
		*f = form{id: r.ID, text: map[string]string{}}
	}
	p := s.problemsOf(r, m)
	names, of := s.bowlers(r)
	radio := func(value, text string, on bool) app.UI {
		return markup.El("label", "class", "choice").Body(
			markup.Input("type", "radio", "name", "bracket-kind", "value", value, "data-act", actHandicap, "checked", markup.Checked(on)),
			elText("span", text))
	}
	var money []app.UI
	for i, mf := range moneyFields(&r.Set) {
		label := [...]string{m.Fee, m.HouseLabel, m.Winner, m.Runner}[i]
		money = append(money, field(mf.act, label, f.value(mf.act, Money(*mf.cents)), "", p[mf.act], "text", "decimal", ""))
	}
	settings := markup.El("fieldset", "class", "bracket-settings").Body(
		elText("legend", m.Settings),
		field(actGames, m.GamesLabel, f.value(actGames, gamesText(r.Set.Games)), m.GamesHint.Say(of), p[actGames], "text", "", ""),
		markup.El("div", "class", "choices", "role", "radiogroup", "aria-label", m.KindLabel).Body(
			radio("scratch", m.Scratch, !r.Set.Handicap), radio("handicap", m.Handicap, r.Set.Handicap)),
		markup.El("label", "class", "choice").Body(
			markup.Input("type", "checkbox", "data-act", actByes, "data-testid", "bracket-byes", "checked", markup.Checked(r.Set.Byes)),
			elText("span", m.Byes)),
		markup.El("div", "class", "money-fields").Body(money...),
		problemSlot("shares", m.SharesHint, p["shares"]),
	)
	rows := []app.UI{elText("legend", m.EntriesHeading), elText("p", m.EntriesHint, "class", "hint")}
	if len(names) == 0 {
		rows = append(rows, elText("p", m.NoBowlers, "class", "hint", "data-testid", "no-bowlers"))
	}
	total := 0
	for _, name := range names {
		n, _ := f.entries(r, name)
		total += n
		id := "entries-" + name
		seed := ""
		if k := slices.IndexFunc(r.Entries, func(e domain.Entry) bool { return e.Name == name }); k >= 0 {
			seed = strconv.Itoa(r.Entries[k].Count)
		}
		problem := p[actEntries+":"+name]
		rows = append(rows, markup.El("div", "class", "entry-row").Body(
			elText("label", name, "for", id, "class", "entry-name"),
			markup.Input("type", "number", "id", id, "class", "number-input", "data-testid", "bracket-entries", "data-name", name,
				"data-act", actEntries, "min", "0", "max", strconv.Itoa(domain.MaxBracketEntries), "inputmode", "numeric",
				"placeholder", "0", "value", f.value(actEntries+":"+name, seed), "aria-invalid", markup.When(problem != "", "true"),
				"aria-describedby", markup.When(problem != "", id+"-problem")),
			problemSlot(id, "", problem),
		))
	}
	rows = append(rows,
		markup.El("div", "class", "add-entries").Body(
			field(actAddName, m.AddName, f.value(actAddName, ""), "", p[actAddName], "text", "", "ABC"),
			field(actAddCount, m.AddCount, f.value(actAddCount, "1"), "", "", "number", "numeric", ""),
			elText("button", m.Add, "type", "button", "class", "button", "data-act", actAdd, "data-testid", "add-entries")),
		elText("p", m.EntriesTotal.Say(total, r.Set.Places()), "class", "hint", "data-testid", "entries-total"),
	)
	return markup.El("div", "class", "bracket-form").Body(
		settings,
		markup.El("fieldset", "class", "bracket-entries").Body(rows...),
		markup.El("div", "class", "sheet-actions").Body(
			elText("button", m.Draw, "type", "button", "class", "button primary", "data-act", actDraw, "data-testid", "draw"),
			elText("button", m.Delete, "type", "button", "class", "button danger", "data-act", actDelete, "data-testid", "delete-set")),
		problemSlot(actDraw, "", p[actDraw]),
	)
}

// field is a labelled text field with its hint and its problem beside it; its data-act is
// id, its data-testid "bracket-" and id.
func field(id, label, value, hint, problem, kind, mode, placeholder string) app.UI {
	fid := "bracket-" + id
	return markup.El("div", "class", "number-field").Body(
		elText("label", label, "for", fid, "class", "field-label"),
		markup.Input("type", kind, "id", fid, "class", "number-input", "data-act", id, "data-testid", fid, "inputmode", mode,
			"value", value, "placeholder", placeholder, "autocomplete", "off", "aria-invalid", markup.When(problem != "", "true"),
			"aria-describedby", markup.When(problem != "" || hint != "", fid+"-problem")),
		problemSlot(fid, hint, problem),
	)
}

// problemSlot holds a field's problem (an alert) or else its hint, so that the fields below
// keep their place as it comes and goes.
func problemSlot(id, hint, problem string) app.UI {
	var p app.UI
	switch {
	case problem != "":
		p = elText("p", problem, "id", id+"-problem", "class", "field-problem", "role", "alert")
	case hint != "":
		p = elText("p", hint, "id", id+"-problem", "class", "field-note")
	}
	return markup.El("div", "class", "field-problem-slot").Body(p)
}
