package brackets

import (
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

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
func (s *Screen) keepForm(ctx app.Context, r *domain.BracketRecord) {
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
	s.save(ctx)
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
