package brackets

import (
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/bracketsets"
	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// What the device keeps of brackets is package bracketsets's (IndexedDB, and the sets in the
// history file, which both apps read and write); the screen reads the sets there (load) and
// stores each change on the sets as stored, set by set on the revision it read (save). How a
// set leaves the device, as a link, a picture or on paper, is share.go's.

// RevKey is the local storage key another window raises after it stored a change to the sets
// (bracketsets.RevKey).
const RevKey = bracketsets.RevKey

// load reads the sets kept, which another window or an import may have changed. A change of
// this window's under way, or made since the read was asked, shows the sets as stored when it
// is stored: what the read finds is older than it, and is not shown.
func (s *Screen) load(ctx app.Context) {
	changes := s.changes
	bracketsets.Keep.Read(ctx, func(sets []domain.BracketRecord, err error) {
		if s.changes != changes || s.writing {
			return
		}
		if err != nil && !s.loaded {
			s.problem = func(m *i18n.BracketMessages) string { return m.NotSaved }
		}
		s.loaded = true
		if err == nil {
			s.sets, s.base = sets, clone(sets)
		}
	})
}

// Follow shows the sets as another window stored them (key RevKey, or "" when the page comes
// back into view); what is typed into the set's form stays.
func (s *Screen) Follow(ctx app.Context, key string) {
	if (key == RevKey || key == "") && s.loaded {
		s.load(ctx)
	}
}

// save stores the sets as this window changed them since it read them. Each handler that
// changes a set calls it last; the change shows at once, and is stored in the background,
// one write at a time: a change made while one is written is stored after it. Each set it
// changed is stored only while the stored one is still the one it read
// (domain.MergeBracketSets, made in the transaction that writes, which no other window comes
// between), and the others stay as stored. When another window changed or deleted a set this
// one changed, nothing is kept, the sets show as stored, and that is said; a browser that
// refuses is said plainly, and the set stays on the screen.
func (s *Screen) save(ctx app.Context) {
	s.changes++
	if !s.writing {
		s.write(ctx)
	}
}

// write stores the sets as they are now, made from the sets last read or stored.
func (s *Screen) write(ctx app.Context) {
	base, mine, changes := clone(s.base), clone(s.sets), s.changes
	s.writing = true
	bracketsets.Keep.Update(ctx, func(stored []domain.BracketRecord) ([]domain.BracketRecord, error) {
		return domain.MergeBracketSets(base, mine, stored)
	}, func(stored []domain.BracketRecord, err error) {
		s.writing = false
		switch {
		case errors.Is(err, domain.ErrRevised):
			s.sets, s.base, s.link, s.deleted = append(s.sets[:0], stored...), clone(stored), "", nil
			s.status, s.problem = nil, func(m *i18n.BracketMessages) string { return m.ChangedElsewhere }
		case err != nil:
			s.status, s.problem = nil, func(m *i18n.BracketMessages) string { return m.NotSaved }
		case s.changes != changes:
			// Changed again while this was written: that change, made on these sets, is
			// stored next.
			var lost bool
			s.sets, lost = rebase(mine, s.sets, stored)
			s.base = stored
			if lost {
				s.status, s.problem = nil, func(m *i18n.BracketMessages) string { return m.ChangedElsewhere }
			}
			s.write(ctx)
		default:
			// In place: a set a handler holds (s.set()) stays the set shown, where the sets
			// are stored at once (a test's).
			s.sets, s.base = append(s.sets[:0], stored...), clone(stored)
		}
	})
}

// rebase makes the changes of now since sent (a window's sets when a write was sent, and as
// they are when it is stored) on stored, the sets as that write stored them: a set changed or
// added since is taken from now, at the revision stored; one deleted since stays deleted;
// every other set is as stored. A set changed since that another window deleted meanwhile is
// not kept: lost says so.
func rebase(sent, now, stored []domain.BracketRecord) (out []domain.BracketRecord, lost bool) {
	find := func(sets []domain.BracketRecord, id string) int {
		return slices.IndexFunc(sets, func(r domain.BracketRecord) bool { return r.ID == id })
	}
	out = clone(stored)
	for _, r := range now {
		k := find(sent, r.ID)
		if k >= 0 && same(sent[k], r) {
			continue
		}
		switch j := find(out, r.ID); {
		case j >= 0:
			r.Rev = out[j].Rev
			out[j] = r
		case k < 0:
			out = append(out, r)
		default:
			lost = true
		}
	}
	for _, r := range sent {
		if find(now, r.ID) < 0 {
			out = slices.DeleteFunc(out, func(o domain.BracketRecord) bool { return o.ID == r.ID })
		}
	}
	domainSort(out)
	return out, lost
}

// same reports whether two sets are the same.
func same(a, b domain.BracketRecord) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return string(ja) == string(jb)
}

// clone is a copy of sets that shares nothing with them: what a window read, to tell its own
// changes from.
func clone(sets []domain.BracketRecord) []domain.BracketRecord {
	var out []domain.BracketRecord
	if data, err := json.Marshal(sets); err == nil {
		_ = json.Unmarshal(data, &out)
	}
	return out
}

// newSet starts a set for tonight: the series' games (up to 3), scratch, byes allowed, an
// entry of 5.00 and shares that add up (the house an eighth of a bracket's entries, the
// runner-up a quarter, the winner the rest).
func (s *Screen) newSet(ctx app.Context) {
	_, of := s.Night.Bowlers(time.Now().Format(time.DateOnly))
	n := min(seriesGames(of), 3)
	r := domain.BracketRecord{ID: domain.NewID(), Made: time.Now().Round(time.Second), Set: domain.BracketSet{Byes: true, Fee: 500}}
	for g := 1; g <= n; g++ {
		r.Set.Games = append(r.Set.Games, g)
	}
	pot := r.Set.Places() * r.Set.Fee
	r.Set.House, r.Set.Runner = pot/8, pot/4
	r.Set.Winner = pot - r.Set.House - r.Set.Runner
	s.sets = append(s.sets, r)
	s.chosen, s.form, s.link = r.ID, form{}, ""
	s.save(ctx)
}

// deleteSet deletes the set shown; Restore brings it back until the next action, or until
// the delete is refused (another window changed the set meanwhile: it shows as stored).
func (s *Screen) deleteSet(ctx app.Context) {
	r := s.set()
	if r == nil {
		return
	}
	gone := *r
	s.sets = slices.DeleteFunc(s.sets, func(o domain.BracketRecord) bool { return o.ID == gone.ID })
	s.chosen, s.form, s.link = "", form{}, ""
	s.deleted = &gone
	s.status = func(m *i18n.BracketMessages) string { return m.Deleted }
	s.save(ctx)
}

// restore brings back the set deleted last.
func (s *Screen) restore(ctx app.Context) {
	if s.deleted == nil {
		return
	}
	s.sets = append(s.sets, *s.deleted)
	domainSort(s.sets)
	s.chosen, s.deleted = s.deleted.ID, nil
	s.save(ctx)
}

// domainSort orders sets by when they were made.
func domainSort(sets []domain.BracketRecord) {
	slices.SortStableFunc(sets, func(a, b domain.BracketRecord) int { return a.Made.Compare(b.Made) })
}

// renderSets draws the list of sets, newest first, the set shown pressed, and New set.
func (s *Screen) renderSets(m *i18n.BracketMessages, shown *domain.BracketRecord) app.UI {
	w := &markup.HTML{}
	w.F(`<nav class="bracket-sets" aria-label="{}"><ul class="screen-links">`, m.SetsLabel)
	for i := len(s.sets) - 1; i >= 0; i-- {
		r := &s.sets[i]
		kind := m.Scratch
		if r.Set.Handicap {
			kind = m.Handicap
		}
		w.F(`<li><button type="button" class="button set-button" data-act="{}" data-id="{}" data-testid="bracket-set" aria-pressed="{}">{}</button></li>`,
			actChoose, r.ID, strconv.FormatBool(shown != nil && r.ID == shown.ID), m.SetLabel.Say(r.Day(), kind, gamesText(r.Set.Games)))
	}
	w.F(`<li><button type="button" class="button primary" data-act="{}" data-testid="new-set">{}</button></li></ul></nav>`, actNew, m.NewSet)
	if shown == nil {
		w.F(`<p class="hint" data-testid="no-sets">{}</p>`, m.NoSets)
	}
	return markup.El("div", "class", "bracket-sets-wrap").Body(w.UI())
}
