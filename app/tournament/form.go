package tournament

import (
	"errors"
	"strconv"
	"strings"

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
	Position  bool       `json:"positionRound"`
	FinalsAt  string     `json:"finalsLane"` // the finals' first lane; "" only in a form an earlier version stored (upgrade)
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
	Every string `json:"every,omitempty"` // a lane move after every so many games; blank for none
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
		Handicap: st.Handicap.On, Basis: itoa(st.Handicap.Basis), Percent: itoa(st.Handicap.Percent),
		Position: st.PositionRound, FinalsAt: itoa(st.FinalsLane)}
	for _, q := range t.Squads {
		f.Squads = append(f.Squads, squadRow{q.Name, itoa(q.FirstLane), itoa(q.LastLane), moves(q.MoveEvery)})
	}
	for _, e := range t.Entries {
		f.Entries = append(f.Entries, entryRow{e.Bowler, itoa(e.Average), e.Squad})
	}
	if len(f.Entries) == 0 {
		f.Entries = []entryRow{{}}
	}
	return f
}

// upgrade fills in what a form an earlier version stored lacks (it had no finals' lane, and
// so no position round or lane moves): as the tournament t has them.
func (f *form) upgrade(t *domain.Tournament) {
	if f.FinalsAt != "" {
		return
	}
	f.FinalsAt, f.Position = itoa(t.Settings.FinalsLane), t.Settings.PositionRound
	for i, q := range t.Squads {
		if i < len(f.Squads) && f.Squads[i].Every == "" {
			f.Squads[i].Every = moves(q.MoveEvery)
		}
	}
}

// moves writes a squad's lane moves as typed: blank for none.
func moves(every int) string {
	if every == 0 {
		return ""
	}
	return itoa(every)
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
		{"finals-lane", f.FinalsAt, 1, domain.MaxLane, &st.FinalsLane},
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
	st.Fee, st.Carry, st.Handicap.On, st.PositionRound = fee, f.Carry, f.Handicap, f.Position
	st.Reentry, st.Finals = domain.Reentry(f.Reentry), domain.Finals(f.Finals)
	if st.Check() != nil {
		return nil, &fieldProblem{"ladder", 0, func(m *i18n.TournamentMessages) string { return m.NotChecked }}
	}
	next.Settings = st
	if p := f.applySquads(&next); p != nil {
		return nil, p
	}
	if p := f.applyEntries(&next); p != nil {
		return &next, p
	}
	var c *domain.TournamentConflict
	if errors.As(next.CheckSheets(), &c) { // a pair's sheet is kept: its seats stay
		pair := pairName(t, c.Squad, c.Pair)
		return nil, &fieldProblem{"games", 0, func(m *i18n.TournamentMessages) string { return m.SheetSeats.Say(pair) }}
	}
	return &next, nil
}

// applySquads sets next's squads from the form, or says the first that does not fit.
func (f *form) applySquads(next *domain.Tournament) *fieldProblem {
	next.Squads, next.Entries = nil, nil
	for i, r := range f.Squads {
		n := i + 1
		first, ok1 := number(r.First, 1, domain.MaxLane+1)
		last, ok2 := number(r.Last, 1, domain.MaxLane+1)
		every, ok3 := number(orZero(r.Every), 0, next.Settings.Games-1)
		next.Squads = append(next.Squads, domain.Squad{Name: strings.TrimSpace(r.Name), FirstLane: first, LastLane: last, MoveEvery: every})
		if !ok1 || !ok2 {
			return &fieldProblem{"squad-first", i, func(m *i18n.TournamentMessages) string { return m.BadLanes.Say(n) }}
		}
		if !ok3 {
			most := next.Settings.Games - 1
			return &fieldProblem{"squad-every", i, func(m *i18n.TournamentMessages) string { return m.BadMoves.Say(n, most) }}
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
			seats := q.Seats()
			return &fieldProblem{"entry-squad", i, func(m *i18n.TournamentMessages) string { return m.SquadFull.Say(q.Name, n, seats) }}
		default:
			return &fieldProblem{"entry-name", i, func(m *i18n.TournamentMessages) string { return m.BadEntryName.Say(n) }}
		}
	}
	return nil
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
