package brackets

import (
	"testing"

	"tenpin/app/bracketsets"
	"tenpin/domain"
)

// TestTwoWindows runs two screens on one store, as two windows of a device: B, which has not
// heard of A's draw, cannot change the set's entries over it (refused, and it shows the drawn
// set); a change to another set, made beside A's, is kept with it; once B follows, it shows
// A's sets.
func TestTwoWindows(t *testing.T) {
	a, n, _ := newScreen(t)
	a.newSet()
	first := a.set().ID
	b := &Screen{Night: n}
	b.Show("brackets")
	if r := b.set(); r == nil || r.ID != first {
		t.Fatalf("B shows %+v, want set %s", r, first)
	}

	r := a.set()
	for _, name := range n.names {
		a.form.typed(r, actEntries, name, "1")
	}
	a.keepForm(r)
	a.draw(r, false)
	if r.Draw == nil {
		t.Fatalf("A's draw refused: %q", a.problem.in(en))
	}

	stale := b.set()
	b.form.typed(stale, actEntries, "AAA", "3")
	b.keepForm(stale)
	if got := b.problem.in(en); got != en.ChangedElsewhere {
		t.Errorf("B's change over A's draw says %q, want %q", got, en.ChangedElsewhere)
	}
	if shown := b.set(); shown == nil || shown.Draw == nil {
		t.Errorf("B shows %+v after the refusal, want A's drawn set", shown)
	}
	if kept := bracketsets.Kept(); len(kept) != 1 || kept[0].Draw == nil || len(kept[0].Entries) != len(n.names) {
		t.Errorf("kept %+v, want A's drawn set", kept)
	}

	// B makes a set of its own while A, deaf to it, undraws its set: both are kept.
	b.problem = nil
	b.newSet()
	a.chosen = first
	a.set().Draw = nil
	a.save()
	if a.problem != nil {
		t.Errorf("A's undraw beside B's new set says %q", a.problem.in(en))
	}
	kept := bracketsets.Kept()
	if len(kept) != 2 || kept[0].Draw != nil {
		t.Errorf("kept %d sets (first drawn %v), want 2, the first undrawn", len(kept), len(kept) > 0 && kept[0].Draw != nil)
	}
	b.Follow(StoreKey)
	if len(b.sets) != 2 || b.sets[0].Draw != nil {
		t.Errorf("B follows with %d sets, want A's 2", len(b.sets))
	}
}

// TestStoreRevisions runs the store's check on two screens of one store, as two windows:
// each change is kept beside the other window's change to another set, and refused, the
// stored sets shown and nothing written, over the other window's change to the same set.
func TestStoreRevisions(t *testing.T) {
	type windows struct{ a, b *Screen }
	setUp := func(t *testing.T) windows {
		a, n, _ := newScreen(t)
		a.newSet()
		a.newSet() // two sets: the first made, then the second
		b := &Screen{Night: n}
		b.Show("brackets")
		return windows{a, b}
	}
	enter := func(s *Screen, set int, name, count string) {
		s.chosen = s.sets[set].ID
		r := s.set()
		s.form.typed(r, actEntries, name, count)
		s.keepForm(r)
	}
	count := func(sets []domain.BracketRecord, set int, name string) int {
		for _, e := range sets[set].Entries {
			if e.Name == name {
				return e.Count
			}
		}
		return 0
	}
	for _, tc := range []struct {
		name    string
		a, b    func(s *Screen)
		refused bool
		check   func(t *testing.T, kept []domain.BracketRecord)
	}{
		{"entries of another set", func(s *Screen) { enter(s, 0, "AAA", "2") }, func(s *Screen) { enter(s, 1, "BBB", "3") }, false,
			func(t *testing.T, kept []domain.BracketRecord) {
				if count(kept, 0, "AAA") != 2 || count(kept, 1, "BBB") != 3 {
					t.Errorf("kept %+v, want AAA's 2 in the first set and BBB's 3 in the second", kept)
				}
			}},
		{"a new set", func(s *Screen) { enter(s, 0, "AAA", "2") }, func(s *Screen) { s.newSet() }, false,
			func(t *testing.T, kept []domain.BracketRecord) {
				if len(kept) != 3 || count(kept, 0, "AAA") != 2 {
					t.Errorf("kept %d sets (AAA %d), want 3 with AAA's 2", len(kept), count(kept, 0, "AAA"))
				}
			}},
		{"entries of the same set", func(s *Screen) { enter(s, 0, "AAA", "2") }, func(s *Screen) { enter(s, 0, "BBB", "3") }, true,
			func(t *testing.T, kept []domain.BracketRecord) {
				if count(kept, 0, "AAA") != 2 || count(kept, 0, "BBB") != 0 {
					t.Errorf("kept %+v, want AAA's 2 alone", kept[0].Entries)
				}
			}},
		{"a delete of a set changed", func(s *Screen) { enter(s, 0, "AAA", "2") }, func(s *Screen) { s.chosen = s.sets[0].ID; s.deleteSet() }, true,
			func(t *testing.T, kept []domain.BracketRecord) {
				if len(kept) != 2 || count(kept, 0, "AAA") != 2 {
					t.Errorf("kept %d sets (AAA %d), want both, AAA's 2 in the first", len(kept), count(kept, 0, "AAA"))
				}
			}},
		{"entries of a set deleted", func(s *Screen) { s.chosen = s.sets[0].ID; s.deleteSet() }, func(s *Screen) { enter(s, 0, "BBB", "3") }, true,
			func(t *testing.T, kept []domain.BracketRecord) {
				if len(kept) != 1 {
					t.Errorf("kept %d sets, want 1: the deleted set does not come back", len(kept))
				}
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := setUp(t)
			tc.a(w.a)
			w.b.problem = nil
			tc.b(w.b) // B has not heard of A's change
			got := w.b.problem.in(en)
			if want := map[bool]string{true: en.ChangedElsewhere}[tc.refused]; got != want {
				t.Errorf("B says %q, want %q", got, want)
			}
			if tc.refused && (w.b.status != nil || w.b.deleted != nil) {
				t.Errorf("B's refused change says %q and offers Restore %v, want neither", w.b.status.in(en), w.b.deleted != nil)
			}
			kept := bracketsets.Kept()
			tc.check(t, kept)
			if tc.refused && len(w.b.sets) != len(kept) {
				t.Errorf("B shows %d sets after the refusal, want the %d stored", len(w.b.sets), len(kept))
			}
		})
	}
}
