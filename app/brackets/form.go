package brackets

import (
	"crypto/rand"
	"encoding/binary"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// The form of a set not drawn yet: its settings (the games in bracket order, scratch or
// handicap, byes, the entry fee, the house fee and the two shares, money typed like 5.00 and
// kept in cents) and each bowler's entries. What is typed stays in its field whatever it is;
// the set takes a field's value only once it can be used (the settings once they all hold
// together, shares that add up included), and each refusal is said next to its field.

// form is what is typed into the set shown, by field (the data-act, "entries:" and a name
// for a bowler's entries), and the refusals of the last draw.
type form struct {
	id    string
	text  map[string]string
	over  int // the brackets the entries made, when some bowler entered more often (draw)
	short bool
}

// value is the text of field k: as typed, else what the set holds (seed).
func (f *form) value(k, seed string) string {
	if v, ok := f.text[k]; ok {
		return v
	}
	return seed
}

// typed takes what is typed into a field of set r.
func (f *form) typed(r *domain.BracketRecord, action, name, v string) {
	if f.id != r.ID || f.text == nil {
		*f = form{id: r.ID, text: map[string]string{}}
	}
	if action == actEntries {
		action += ":" + name
	}
	f.text[action] = v
	f.over, f.short = 0, false
	delete(f.text, "refused")
}

// Cents reads money typed like 5, 5.5, 5.00 or 5,00 as cents; ok is false for anything else
// or more than domain.MaxBracketFee.
func Cents(text string) (cents int, ok bool) {
	text = strings.TrimSpace(text)
	whole, frac, _ := strings.Cut(strings.Replace(text, ",", ".", 1), ".")
	if whole == "" || len(frac) > 2 || len(whole) > 9 {
		return 0, false
	}
	for _, c := range whole + frac {
		if c < '0' || c > '9' {
			return 0, false
		}
	}
	n, _ := strconv.Atoi(whole + (frac + "00")[:2])
	return n, n <= domain.MaxBracketFee
}

// Money writes cents as 5.00.
func Money(cents int) string {
	return strconv.Itoa(cents/100) + "." + strconv.Itoa(cents%100/10) + strconv.Itoa(cents%10)
}

// games reads the games typed, in bracket order: numbers separated by spaces, commas or
// dashes, 1 to domain.MaxBracketGames of them, each a game of a series of of games, none
// twice.
func games(text string, of int) ([]int, bool) {
	fields := strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == ',' || r == '-' })
	var gs []int
	for _, f := range fields {
		g, err := strconv.Atoi(f)
		if err != nil || g < 1 || g > of || slices.Contains(gs, g) {
			return nil, false
		}
		gs = append(gs, g)
	}
	return gs, len(gs) >= 1 && len(gs) <= domain.MaxBracketGames
}

// gamesText writes games as typed: 1 2 3.
func gamesText(gs []int) string {
	s := make([]string, len(gs))
	for i, g := range gs {
		s[i] = strconv.Itoa(g)
	}
	return strings.Join(s, " ")
}

// moneyFields are the set's money fields, their data-act, with where each is kept.
func moneyFields(s *domain.BracketSet) [4]struct {
	act   string
	cents *int
} {
	return [4]struct {
		act   string
		cents *int
	}{{"fee", &s.Fee}, {"house", &s.House}, {"winner", &s.Winner}, {"runner", &s.Runner}}
}

// settings reads the settings typed into a copy of r's: ok once every field reads.
func (f *form) settings(r *domain.BracketRecord, of int) (domain.BracketSet, bool) {
	s := r.Set
	s.Games = slices.Clone(s.Games)
	gs, ok := games(f.value(actGames, gamesText(s.Games)), of)
	s.Games = gs
	for _, m := range moneyFields(&s) {
		c, good := Cents(f.value(m.act, Money(*m.cents)))
		*m.cents, ok = c, ok && good
	}
	return s, ok
}

// entries reads a bowler's entries typed: 0 (not entered) to domain.MaxBracketEntries.
func (f *form) entries(r *domain.BracketRecord, name string) (int, bool) {
	seed := ""
	if k := slices.IndexFunc(r.Entries, func(e domain.Entry) bool { return e.Name == name }); k >= 0 {
		seed = strconv.Itoa(r.Entries[k].Count)
	}
	text := strings.TrimSpace(f.value(actEntries+":"+name, seed))
	if text == "" {
		return 0, true
	}
	n, err := strconv.Atoi(text)
	return n, err == nil && n >= 0 && n <= domain.MaxBracketEntries
}

// setEntries sets a bowler's entries in r, keeping the order entries were first taken in.
func setEntries(r *domain.BracketRecord, name string, n int) {
	k := slices.IndexFunc(r.Entries, func(e domain.Entry) bool { return e.Name == name })
	switch {
	case k >= 0 && n == 0:
		r.Entries = slices.Delete(r.Entries, k, k+1)
	case k >= 0:
		r.Entries[k].Count = n
	case n > 0:
		r.Entries = append(r.Entries, domain.Entry{Name: name, Count: n})
	}
}

// keepForm takes into the set what reads of the form, and keeps the set.
func (s *Screen) keepForm(r *domain.BracketRecord) {
	f := &s.form
	names, of := s.bowlers(r)
	if set, ok := f.settings(r, seriesGames(of)); ok && set.Check() == nil {
		r.Set = set
	}
	for _, name := range names {
		if n, ok := f.entries(r, name); ok {
			setEntries(r, name, n)
		}
	}
	s.save()
}

// seriesGames is the games of a night's series, or the most a series has when not known.
func seriesGames(of int) int {
	if of < 1 {
		return domain.MaxSeriesGames
	}
	return of
}

// bowlers returns who may enter set r: the night's bowlers, and any bowler entered already
// (a set kept from a night whose games are not on this device).
func (s *Screen) bowlers(r *domain.BracketRecord) ([]string, int) {
	names, of := s.Night.Bowlers(r.Day())
	for _, e := range r.Entries {
		if !slices.Contains(names, e.Name) {
			names = append(names, e.Name)
		}
	}
	return names, of
}

// add adds the entries typed by name to that bowler's, if the name is one of the night's
// bowlers; the name and the count stay typed when refused.
func (f *form) add(r *domain.BracketRecord, names []string) {
	typed := f.value(actAddName, "")
	f.typed(r, actAddName, "", typed)
	name := strings.ToUpper(strings.TrimSpace(typed))
	n, err := strconv.Atoi(strings.TrimSpace(f.value(actAddCount, "1")))
	have, _ := f.entries(r, name)
	if !slices.Contains(names, name) || err != nil || n < 1 || have+n > domain.MaxBracketEntries {
		f.text["refused"] = "1"
		return
	}
	f.typed(r, actEntries, name, strconv.Itoa(have+n))
	delete(f.text, actAddName)
	delete(f.text, actAddCount)
}

// draw draws set r with a new seed; again says it is a redraw of a drawn set. A draw is
// refused, with the reason next to the fields, when the set or an entry cannot be used, when
// the entries fill no bracket, or when a bowler entered more often than the brackets the
// entries make (each bowler plays a bracket once); a redraw once a game of the set is known.
func (s *Screen) draw(r *domain.BracketRecord, again bool) {
	f := &s.form
	if again && s.started(r) {
		s.problem = func(m *i18n.BracketMessages) string { return m.Started }
		return
	}
	if !again && s.formProblems(r) {
		s.problem = func(m *i18n.BracketMessages) string { return m.FixFields }
		return
	}
	var seed [8]byte
	_, _ = rand.Read(seed[:])
	d, err := domain.DrawBrackets(r.Set, r.Entries, binary.LittleEndian.Uint64(seed[:]))
	if err != nil {
		s.problem = func(m *i18n.BracketMessages) string { return m.FixFields }
		return
	}
	if len(d.Brackets) == 0 {
		f.short = true
		s.problem = func(m *i18n.BracketMessages) string { return m.TooFew.Say(r.Set.Places()) }
		return
	}
	for _, e := range r.Entries {
		if e.Count > len(d.Brackets) {
			f.over = len(d.Brackets)
			s.problem = func(m *i18n.BracketMessages) string { return m.FixFields }
			return
		}
	}
	r.Seed, r.Draw = binary.LittleEndian.Uint64(seed[:]), &d
	*f, s.link = form{}, ""
	s.save()
	s.status = func(m *i18n.BracketMessages) string { return m.Drawn.Say(len(d.Brackets)) }
}

// started reports whether a game of set r is known for a bowler in it: the draw is then
// fixed.
func (s *Screen) started(r *domain.BracketRecord) bool {
	scores := s.Night.Scores(r.Day())
	for _, e := range r.Entries {
		for _, g := range r.Set.Games {
			if sc := scores[e.Name]; g <= len(sc) && sc[g-1].Known {
				return true
			}
		}
	}
	return false
}

// problems are what the form says next to its fields, by field.
type problems map[string]string

// formProblems reports whether any field of the form has a problem.
func (s *Screen) formProblems(r *domain.BracketRecord) bool {
	return len(s.problemsOf(r, &i18n.English.Brackets)) > 0
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
		return el("label", "class", "choice").Body(
			input("type", "radio", "name", "bracket-kind", "value", value, "data-act", actHandicap, "checked", checked(on)),
			elText("span", text))
	}
	var money []app.UI
	for i, mf := range moneyFields(&r.Set) {
		label := [...]string{m.Fee, m.HouseLabel, m.Winner, m.Runner}[i]
		money = append(money, field(mf.act, label, f.value(mf.act, Money(*mf.cents)), "", p[mf.act], "text", "decimal", ""))
	}
	settings := el("fieldset", "class", "bracket-settings").Body(
		elText("legend", m.Settings),
		field(actGames, m.GamesLabel, f.value(actGames, gamesText(r.Set.Games)), m.GamesHint.Say(of), p[actGames], "text", "", ""),
		el("div", "class", "choices", "role", "radiogroup", "aria-label", m.KindLabel).Body(
			radio("scratch", m.Scratch, !r.Set.Handicap), radio("handicap", m.Handicap, r.Set.Handicap)),
		el("label", "class", "choice").Body(
			input("type", "checkbox", "data-act", actByes, "data-testid", "bracket-byes", "checked", checked(r.Set.Byes)),
			elText("span", m.Byes)),
		el("div", "class", "money-fields").Body(money...),
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
		rows = append(rows, el("div", "class", "entry-row").Body(
			elText("label", name, "for", id, "class", "entry-name"),
			input("type", "number", "id", id, "class", "number-input", "data-testid", "bracket-entries", "data-name", name,
				"data-act", actEntries, "min", "0", "max", strconv.Itoa(domain.MaxBracketEntries), "inputmode", "numeric",
				"placeholder", "0", "value", f.value(actEntries+":"+name, seed), "aria-invalid", when(problem != "", "true"),
				"aria-describedby", when(problem != "", id+"-problem")),
			problemSlot(id, "", problem),
		))
	}
	rows = append(rows,
		el("div", "class", "add-entries").Body(
			field(actAddName, m.AddName, f.value(actAddName, ""), "", p[actAddName], "text", "", "ABC"),
			field(actAddCount, m.AddCount, f.value(actAddCount, "1"), "", "", "number", "numeric", ""),
			elText("button", m.Add, "type", "button", "class", "button", "data-act", actAdd, "data-testid", "add-entries")),
		elText("p", m.EntriesTotal.Say(total, r.Set.Places()), "class", "hint", "data-testid", "entries-total"),
	)
	return el("div", "class", "bracket-form").Body(
		settings,
		el("fieldset", "class", "bracket-entries").Body(rows...),
		el("div", "class", "sheet-actions").Body(
			elText("button", m.Draw, "type", "button", "class", "button primary", "data-act", actDraw, "data-testid", "draw"),
			elText("button", m.Delete, "type", "button", "class", "button danger", "data-act", actDelete, "data-testid", "delete-set")),
		problemSlot(actDraw, "", p[actDraw]),
	)
}

// field is a labelled text field with its hint and its problem beside it; its data-act is
// id, its data-testid "bracket-" and id.
func field(id, label, value, hint, problem, kind, mode, placeholder string) app.UI {
	fid := "bracket-" + id
	return el("div", "class", "number-field").Body(
		elText("label", label, "for", fid, "class", "field-label"),
		input("type", kind, "id", fid, "class", "number-input", "data-act", id, "data-testid", fid, "inputmode", mode,
			"value", value, "placeholder", placeholder, "autocomplete", "off", "aria-invalid", when(problem != "", "true"),
			"aria-describedby", when(problem != "" || hint != "", fid+"-problem")),
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
	return el("div", "class", "field-problem-slot").Body(p)
}
