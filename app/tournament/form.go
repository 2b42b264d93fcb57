package tournament

import (
	"errors"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/brackets"
	"tenpin/app/i18n"
	"tenpin/domain"
)

// The setup as the director types it: every field as text, so that nothing typed is lost
// while it does not fit. Each change is applied to the tournament when the whole form fits
// (the domain's AddEntry and Check say whether); else the first thing that does not is said,
// next to the form, and the tournament keeps its last settings, squads and entries.

// form is the setup as typed, stored beside the tournament.
type form struct {
	Name      string     `json:"name"`
	Games     string     `json:"games"`
	Fee       string     `json:"fee"`
	Reentry   string     `json:"reentry"`
	Finalists string     `json:"finalists"`
	Finals    string     `json:"finals"`
	Ladder    string     `json:"ladder"`
	Bonus     string     `json:"bonus"`
	Bye       string     `json:"bye"`
	Carry     bool       `json:"carry"`
	Handicap  bool       `json:"handicap"`
	Basis     string     `json:"basis"`
	Percent   string     `json:"percent"`
	Squads    []squadRow `json:"squads"`
	Entries   []entryRow `json:"entries"`

	// The finals and prizes as typed (finals.go, prizes.go).
	Match         map[string]string `json:"match,omitempty"`         // "round-pair-side": a match play score; a bye's pair is "bye"
	Ladders       map[string]string `json:"ladders,omitempty"`       // "match-side": a step-ladder score, side 0 the seed's
	LadderRollOff map[string]string `json:"ladderRollOff,omitempty"` // "match": "seed" or "challenger"
	House         string            `json:"house,omitempty"`         // the house's share in cents
	HousePercent  string            `json:"housePercent,omitempty"`  // or as a percentage
	Amounts       []string          `json:"amounts,omitempty"`       // each place's amount, from 1st
}

// squadRow is a squad as typed.
type squadRow struct {
	Name  string `json:"name"`
	First string `json:"first"`
	Last  string `json:"last"`
}

// entryRow is an entry as typed; a row with neither name nor average is not an entry yet.
type entryRow struct {
	Name    string `json:"name"`
	Average string `json:"average"`
	Squad   int    `json:"squad"`
}

func (r entryRow) blank() bool {
	return strings.TrimSpace(r.Name) == "" && strings.TrimSpace(r.Average) == ""
}

// formOf is the form of a tournament as kept.
func formOf(t *domain.Tournament) form {
	st := t.Settings
	f := form{Name: t.Name, Games: itoa(st.Games), Fee: money(st.Fee), Reentry: string(st.Reentry), Finalists: itoa(st.Finalists),
		Finals: string(st.Finals), Ladder: itoa(st.Ladder), Bonus: itoa(st.Bonus), Bye: itoa(st.ByeTarget), Carry: st.Carry,
		Handicap: st.Handicap.On, Basis: itoa(st.Handicap.Basis), Percent: itoa(st.Handicap.Percent)}
	for _, q := range t.Squads {
		f.Squads = append(f.Squads, squadRow{q.Name, itoa(q.FirstLane), itoa(q.LastLane)})
	}
	for _, e := range t.Entries {
		f.Entries = append(f.Entries, entryRow{e.Bowler, itoa(e.Average), e.Squad})
	}
	if len(f.Entries) == 0 {
		f.Entries = []entryRow{{}}
	}
	return f
}

// fieldProblem is why a field does not fit: the field (its data-act and row) and what to say.
type fieldProblem struct {
	act string
	row int
	say say
}

// apply makes the tournament the form describes from t (its ID, results, prizes and sheets
// stay), or says the first field that does not fit.
func (f *form) apply(t *domain.Tournament) (*domain.Tournament, *fieldProblem) {
	next := *t
	st := t.Settings
	name, err := domain.ParseTournamentName(f.Name)
	if err != nil {
		return nil, &fieldProblem{"name", 0, func(m *i18n.TournamentMessages) string { return m.BadTourName.Say(domain.MaxTournamentNameLen) }}
	}
	next.Name = name
	for _, n := range []struct {
		act    string
		text   string
		lo, hi int
		to     *int
	}{
		{"games", f.Games, 1, domain.MaxTournamentGames, &st.Games},
		{"finalists", f.Finalists, domain.MinFinalists, domain.MaxFinalists, &st.Finalists},
		{"ladder", f.Ladder, domain.MinLadder, domain.MaxLadder, &st.Ladder},
		{"bonus", f.Bonus, 0, domain.MaxScore, &st.Bonus},
		{"bye", f.Bye, 0, domain.MaxScore, &st.ByeTarget},
		{"basis", f.Basis, domain.MinBasis, domain.MaxBasis, &st.Handicap.Basis},
		{"percent", f.Percent, domain.MinPercent, domain.MaxPercent, &st.Handicap.Percent},
	} {
		v, ok := number(n.text, n.lo, n.hi)
		if !ok {
			lo, hi := n.lo, n.hi
			return nil, &fieldProblem{n.act, 0, func(m *i18n.TournamentMessages) string { return m.BadNumber.Say(lo, hi) }}
		}
		*n.to = v
	}
	fee, ok := cents(f.Fee)
	if !ok {
		return nil, &fieldProblem{"fee", 0, func(m *i18n.TournamentMessages) string { return m.BadNumber.Say(0, domain.MaxBracketFee/100) }}
	}
	st.Fee, st.Carry, st.Handicap.On = fee, f.Carry, f.Handicap
	st.Reentry, st.Finals = domain.Reentry(f.Reentry), domain.Finals(f.Finals)
	if st.Check() != nil {
		return nil, &fieldProblem{"ladder", 0, func(m *i18n.TournamentMessages) string { return m.NotChecked }}
	}
	next.Settings = st
	if p := f.applySquads(&next); p != nil {
		return nil, p
	}
	return &next, f.applyEntries(&next)
}

// applySquads sets next's squads from the form, or says the first that does not fit.
func (f *form) applySquads(next *domain.Tournament) *fieldProblem {
	next.Squads, next.Entries = nil, nil
	for i, r := range f.Squads {
		n := i + 1
		first, ok1 := number(r.First, 1, domain.MaxLane+1)
		last, ok2 := number(r.Last, 1, domain.MaxLane+1)
		next.Squads = append(next.Squads, domain.Squad{Name: strings.TrimSpace(r.Name), FirstLane: first, LastLane: last})
		if !ok1 || !ok2 {
			return &fieldProblem{"squad-first", i, func(m *i18n.TournamentMessages) string { return m.BadLanes.Say(n) }}
		}
		if err := next.Check(); err != nil {
			q := next.Squads[i]
			q.FirstLane, q.LastLane = 1, 2
			next.Squads[i] = q
			if next.Check() == nil { // the squad's name fits: its lanes do not
				return &fieldProblem{"squad-first", i, func(m *i18n.TournamentMessages) string { return m.BadLanes.Say(n) }}
			}
			return &fieldProblem{"squad-name", i, func(m *i18n.TournamentMessages) string { return m.SquadTwice.Say(n) }}
		}
	}
	return nil
}

// applyEntries enters the form's entries into next, each as AddEntry takes it, or says the
// first that does not fit.
func (f *form) applyEntries(next *domain.Tournament) *fieldProblem {
	for i, r := range f.Entries {
		if r.blank() || i == len(f.Entries)-1 && (strings.TrimSpace(r.Name) == "" || strings.TrimSpace(r.Average) == "") {
			continue // the last row, still being typed, is not an entry yet
		}
		n := i + 1
		avg, ok := number(r.Average, 0, domain.MaxAverage)
		if !ok {
			return &fieldProblem{"entry-average", i, func(m *i18n.TournamentMessages) string { return m.BadAverage.Say(n) }}
		}
		_, err := next.AddEntry(r.Name, avg, r.Squad)
		bowler := strings.ToUpper(strings.TrimSpace(r.Name))
		switch {
		case err == nil:
			continue
		case errors.Is(err, domain.ErrReentry):
			return &fieldProblem{"entry-name", i, func(m *i18n.TournamentMessages) string { return m.Reentry.Say(n, bowler) }}
		case errors.Is(err, domain.ErrSeatedTwice):
			return &fieldProblem{"entry-squad", i, func(m *i18n.TournamentMessages) string { return m.SeatedTwice.Say(n, bowler) }}
		case errors.Is(err, domain.ErrSquadFull):
			q := next.Squads[min(max(r.Squad, 0), len(next.Squads)-1)]
			seats := 2 * domain.LaneSeats * q.Pairs()
			return &fieldProblem{"entry-squad", i, func(m *i18n.TournamentMessages) string { return m.SquadFull.Say(q.Name, n, seats) }}
		default:
			return &fieldProblem{"entry-name", i, func(m *i18n.TournamentMessages) string { return m.BadEntryName.Say(n) }}
		}
	}
	return nil
}

// typed takes text typed into a field of the setup, and reports whether anything changed.
func (s *Screen) typed(k *kept, action, id, v string) bool {
	f := &k.Form
	row, _ := strconv.Atoi(id)
	switch action {
	case "name":
		f.Name = v
	case "games":
		f.Games = v
	case "fee":
		f.Fee = v
	case "finalists":
		f.Finalists = v
	case "ladder":
		f.Ladder = v
	case "bonus":
		f.Bonus = v
	case "bye":
		f.Bye = v
	case "basis":
		f.Basis = v
	case "percent":
		f.Percent = v
	case "squad-name", "squad-first", "squad-last":
		if row < 0 || row >= len(f.Squads) {
			return false
		}
		r := &f.Squads[row]
		*map[string]*string{"squad-name": &r.Name, "squad-first": &r.First, "squad-last": &r.Last}[action] = v
	case "entry-name", "entry-average":
		if row < 0 || row >= len(f.Entries) {
			return false
		}
		r := &f.Entries[row]
		if action == "entry-name" {
			r.Name = v
		} else {
			r.Average = v
		}
	default:
		return false
	}
	s.applyForm(k)
	return true
}

// chose takes a choice of the setup (a select or a checkbox), and reports whether it was one.
func (s *Screen) chose(k *kept, action, id, v string) bool {
	f := &k.Form
	switch action {
	case "reentry":
		f.Reentry = v
		if v == "no" {
			f.Reentry = string(domain.NoReentry)
		}
	case "finals":
		f.Finals = v
	case "carry":
		f.Carry = v == "true"
	case "handicap":
		f.Handicap = v == "true"
	case "entry-squad":
		row, _ := strconv.Atoi(id)
		q, err := strconv.Atoi(v)
		if row < 0 || row >= len(f.Entries) || err != nil {
			return false
		}
		f.Entries[row].Squad = q
	default:
		return false
	}
	s.applyForm(k)
	return true
}

// applyForm applies k's form to its tournament, or says why not.
func (s *Screen) applyForm(k *kept) {
	next, p := k.Form.apply(k.T)
	if p != nil {
		s.problem = p.say
		return
	}
	s.problem = nil
	*k.T = *next
}

// formClick runs a button of the setup.
func (s *Screen) formClick(ctx app.Context, k *kept, action, id string) {
	f := &k.Form
	switch action {
	case "add-squad":
		n := len(f.Squads)
		last := 0
		if n > 0 {
			last, _ = number(f.Squads[n-1].Last, 0, domain.MaxLane+1)
		}
		f.Squads = append(f.Squads, squadRow{Name: itoa(n + 1), First: itoa(last + 1), Last: itoa(last + 2)})
		focusSoon(ctx, `[data-testid="squad"][data-squad="`+itoa(n)+`"] input`)
	case "add-entry":
		s.addEntry(ctx, k, len(f.Entries)-1)
		return
	default:
		return
	}
	k.reseed()
	s.applyForm(k)
	s.save()
}

// addEntry opens a blank entry after row (in row's squad) when row is the last, and moves the
// focus to the name of the entry after row.
func (s *Screen) addEntry(ctx app.Context, k *kept, row int) {
	f := &k.Form
	if row >= len(f.Entries)-1 {
		squad := 0
		if n := len(f.Entries); n > 0 {
			squad = f.Entries[n-1].Squad
		}
		f.Entries = append(f.Entries, entryRow{Squad: squad})
		k.seed.Entries = append(k.seed.Entries, entryRow{Squad: squad})
		s.save()
	}
	focusSoon(ctx, `[data-testid="entry"][data-entry="`+itoa(row+1)+`"] [data-testid="player-name"]`)
}

// onKey takes Enter in an entry's field: the next entry, a new one after the last.
func (s *Screen) onKey(ctx app.Context, e app.Event) {
	if e.Get("key").String() != "Enter" {
		return
	}
	action, id := target(e)
	k := s.shown()
	if k == nil || (action != "entry-name" && action != "entry-average" && action != "entry-squad") {
		return
	}
	e.PreventDefault()
	row, _ := strconv.Atoi(id)
	s.addEntry(ctx, k, row)
}

// number reads a whole number from lo to hi.
func number(text string, lo, hi int) (int, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	return n, err == nil && n >= lo && n <= hi
}

// cents reads an amount of money typed as 25, 25.50 or 25,50 (brackets.Cents).
func cents(text string) (int, bool) { return brackets.Cents(text) }

// money writes cents as 25.00 (brackets.Money).
func money(c int) string { return brackets.Money(c) }

func itoa(n int) string { return strconv.Itoa(n) }
