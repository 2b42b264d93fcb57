package tournament

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/markup"
	"tenpin/domain"
)

// What the director types into the setup, and the keyboard's Enter in an entry: each change
// goes into the form (form.go) and is applied to the tournament when it fits.

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
	case "finals-lane":
		f.FinalsAt = v
	case "squad-name", "squad-first", "squad-last", "squad-every":
		if row < 0 || row >= len(f.Squads) {
			return false
		}
		r := &f.Squads[row]
		*map[string]*string{"squad-name": &r.Name, "squad-first": &r.First, "squad-last": &r.Last, "squad-every": &r.Every}[action] = v
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
	case "position-round":
		f.Position = v == "true"
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
	s.save(k)
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
		s.save(k)
	}
	focusSoon(ctx, `[data-testid="entry"][data-entry="`+itoa(row+1)+`"] [data-testid="player-name"]`)
}

// onKey takes Enter in an entry's field: the next entry, a new one after the last.
func (s *Screen) onKey(ctx app.Context, e app.Event) {
	if e.Get("key").String() != "Enter" {
		return
	}
	defer s.flush(ctx)
	action, id := markup.Act(e)
	k := s.shown()
	if k == nil || (action != "entry-name" && action != "entry-average" && action != "entry-squad") {
		return
	}
	e.PreventDefault()
	row, _ := strconv.Atoi(id)
	s.addEntry(ctx, k, row)
}
