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

// What the device keeps of brackets is package bracketsets's (local storage, and the sets in
// the history file, which both apps read and write); the screen reads the sets there (load)
// and writes them back only on the revision it read (save). How a set leaves the device, as a
// link, a picture or on paper, is share.go's.

// StoreKey is the local storage key of every set kept on the device (bracketsets.StoreKey).
const StoreKey = bracketsets.StoreKey

func kept() ([]domain.BracketRecord, error)   { return bracketsets.Read() }
func write(sets []domain.BracketRecord) error { return bracketsets.Write(sets) }

// load reads the sets kept, which another window or an import may have changed.
func (s *Screen) load() {
	s.sets, _ = kept()
	s.base = clone(s.sets)
}

// Follow shows the sets as another window stored them (key StoreKey, or "" when the page comes
// back into view); what is typed into the set's form stays.
func (s *Screen) Follow(key string) {
	if key == StoreKey || key == "" {
		s.load()
	}
}

// save keeps the sets as this window changed them since it read them: each set it changed is
// stored only while the stored one is still the one it read (domain.MergeBracketSets), and the
// others stay as stored, in one task of reading and writing, which no other window can come
// between. When another window changed or deleted a set this one changed, nothing is kept,
// the sets show as stored, and that is said; a browser that refuses is said plainly, and the
// set stays on the screen. It reports whether the sets were kept.
func (s *Screen) save() bool {
	stored, err := kept()
	var merged []domain.BracketRecord
	if err == nil {
		merged, err = domain.MergeBracketSets(s.base, s.sets, stored)
	}
	switch {
	case errors.Is(err, domain.ErrRevised):
		s.sets, s.base, s.link = append(s.sets[:0], stored...), clone(stored), ""
		s.status, s.problem = nil, func(m *i18n.BracketMessages) string { return m.ChangedElsewhere }
	case err == nil && write(merged) == nil:
		// In place: a set the screen holds (s.set()) stays the set shown.
		s.sets, s.base = append(s.sets[:0], merged...), clone(merged)
		return true
	default:
		s.problem = func(m *i18n.BracketMessages) string { return m.NotSaved }
	}
	return false
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
func (s *Screen) newSet() {
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
	s.save()
}

// deleteSet deletes the set shown; Restore brings it back until the next action.
func (s *Screen) deleteSet() {
	r := s.set()
	if r == nil {
		return
	}
	gone := *r
	s.sets = slices.DeleteFunc(s.sets, func(o domain.BracketRecord) bool { return o.ID == gone.ID })
	s.chosen, s.form, s.link = "", form{}, ""
	if !s.save() {
		return // another window changed it meanwhile: it shows as stored, not deleted
	}
	s.deleted = &gone
	s.status = func(m *i18n.BracketMessages) string { return m.Deleted }
}

// restore brings back the set deleted last.
func (s *Screen) restore() {
	if s.deleted == nil {
		return
	}
	s.sets = append(s.sets, *s.deleted)
	domainSort(s.sets)
	s.chosen, s.deleted = s.deleted.ID, nil
	s.save()
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
