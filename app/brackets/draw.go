package brackets

import (
	"crypto/rand"
	"encoding/binary"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// The draw of a set: with a new seed, refused with the reason next to the fields when it
// cannot be made, and no redraw once a game of the set is known.

// draw draws set r with a new seed; again says it is a redraw of a drawn set. A draw is
// refused, with the reason next to the fields, when the set or an entry cannot be used, when
// the entries fill no bracket, or when a bowler entered more often than the brackets the
// entries make (each bowler plays a bracket once); a redraw once a game of the set is known.
func (s *Screen) draw(ctx app.Context, r *domain.BracketRecord, again bool) {
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
	s.status = func(m *i18n.BracketMessages) string { return m.Drawn.Say(len(d.Brackets)) }
	s.save(ctx) // refused: another window's set shows with why

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
