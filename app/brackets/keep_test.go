package brackets

import (
	"testing"

	"tenpin/app/bracketsets"
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
