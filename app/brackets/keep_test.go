package brackets

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/bracketsets"
	"tenpin/domain"
)

// TestTwoWindows runs two screens on one store, as two windows of a device: B, which has not
// heard of A's draw, cannot change the set's entries over it (refused, and it shows the drawn
// set); a change to another set, made beside A's, is kept with it; once B follows, it shows
// A's sets.
func TestTwoWindows(t *testing.T) {
	a, n, _ := newScreen(t)
	a.newSet(noCtx)
	first := a.set().ID
	b := &Screen{Night: n}
	b.Show(noCtx, "brackets")
	if r := b.set(); r == nil || r.ID != first {
		t.Fatalf("B shows %+v, want set %s", r, first)
	}

	r := a.set()
	for _, name := range n.names {
		a.form.typed(r, actEntries, name, "1")
	}
	a.keepForm(noCtx, r)
	a.draw(noCtx, r, false)
	if r.Draw == nil {
		t.Fatalf("A's draw refused: %q", a.problem.in(en))
	}

	stale := b.set()
	b.form.typed(stale, actEntries, "AAA", "3")
	b.keepForm(noCtx, stale)
	if got := b.problem.in(en); got != en.ChangedElsewhere {
		t.Errorf("B's change over A's draw says %q, want %q", got, en.ChangedElsewhere)
	}
	if shown := b.set(); shown == nil || shown.Draw == nil {
		t.Errorf("B shows %+v after the refusal, want A's drawn set", shown)
	}
	if kept := keptNow(); len(kept) != 1 || kept[0].Draw == nil || len(kept[0].Entries) != len(n.names) {
		t.Errorf("kept %+v, want A's drawn set", kept)
	}

	// B makes a set of its own while A, deaf to it, undraws its set: both are kept.
	b.problem = nil
	b.newSet(noCtx)
	a.chosen = first
	a.set().Draw = nil
	a.save(noCtx)
	if a.problem != nil {
		t.Errorf("A's undraw beside B's new set says %q", a.problem.in(en))
	}
	kept := keptNow()
	if len(kept) != 2 || kept[0].Draw != nil {
		t.Errorf("kept %d sets (first drawn %v), want 2, the first undrawn", len(kept), len(kept) > 0 && kept[0].Draw != nil)
	}
	b.Follow(noCtx, RevKey)
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
		a.newSet(noCtx)
		a.newSet(noCtx) // two sets: the first made, then the second
		b := &Screen{Night: n}
		b.Show(noCtx, "brackets")
		return windows{a, b}
	}
	enter := func(s *Screen, set int, name, count string) {
		s.chosen = s.sets[set].ID
		r := s.set()
		s.form.typed(r, actEntries, name, count)
		s.keepForm(noCtx, r)
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
		{"a new set", func(s *Screen) { enter(s, 0, "AAA", "2") }, func(s *Screen) { s.newSet(noCtx) }, false,
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
		{"a delete of a set changed", func(s *Screen) { enter(s, 0, "AAA", "2") }, func(s *Screen) { s.chosen = s.sets[0].ID; s.deleteSet(noCtx) }, true,
			func(t *testing.T, kept []domain.BracketRecord) {
				if len(kept) != 2 || count(kept, 0, "AAA") != 2 {
					t.Errorf("kept %d sets (AAA %d), want both, AAA's 2 in the first", len(kept), count(kept, 0, "AAA"))
				}
			}},
		{"entries of a set deleted", func(s *Screen) { s.chosen = s.sets[0].ID; s.deleteSet(noCtx) }, func(s *Screen) { enter(s, 0, "BBB", "3") }, true,
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
			kept := keptNow()
			tc.check(t, kept)
			if tc.refused && len(w.b.sets) != len(kept) {
				t.Errorf("B shows %d sets after the refusal, want the %d stored", len(w.b.sets), len(kept))
			}
		})
	}
}

// heldKeeper keeps the sets in a bracketsets.Memory and answers each call only when released,
// in the order asked, as the browser's database answers a window's jobs some time later.
type heldKeeper struct {
	mem  *bracketsets.Memory
	held []func()
}

func (h *heldKeeper) Read(ctx app.Context, done func([]domain.BracketRecord, error)) {
	h.held = append(h.held, func() { h.mem.Read(ctx, done) })
}

func (h *heldKeeper) Update(ctx app.Context, change func([]domain.BracketRecord) ([]domain.BracketRecord, error), done func([]domain.BracketRecord, error)) {
	h.held = append(h.held, func() { h.mem.Update(ctx, change, done) })
}

// release answers the first call held.
func (h *heldKeeper) release(t *testing.T) {
	t.Helper()
	if len(h.held) == 0 {
		t.Fatal("no call to the sets kept is under way")
	}
	next := h.held[0]
	h.held = h.held[1:]
	next()
}

// entriesOf returns name's entries in set i of sets, 0 when none.
func entriesOf(sets []domain.BracketRecord, i int, name string) int {
	for _, e := range sets[i].Entries {
		if e.Name == name {
			return e.Count
		}
	}
	return 0
}

// TestChangesWhileStored makes changes while an earlier one is being stored, as a person
// typing faster than the database answers: each is stored after the one under way, made on
// the sets as that one stored them, and nothing typed is lost. A read answered after a
// change shows nothing older than it; a change to a set that another window deleted while
// this one's earlier change was stored is refused with a word.
func TestChangesWhileStored(t *testing.T) {
	a, _, mem := newScreen(t)
	a.newSet(noCtx)
	a.newSet(noCtx)
	h := &heldKeeper{mem: mem}
	bracketsets.Keep = h // newScreen's cleanup puts the keeper back
	enter := func(set int, name, count string) {
		a.chosen = a.sets[set].ID
		r := a.set()
		a.form.typed(r, actEntries, name, count)
		a.keepForm(noCtx, r)
	}

	a.load(noCtx) // the page comes back into view: the sets are read again
	enter(0, "AAA", "2")
	enter(0, "BBB", "3") // while the first is stored
	enter(1, "CCC", "1")
	if len(h.held) != 2 || !a.writing {
		t.Fatalf("%d calls under way (writing %v), want the read and one write", len(h.held), a.writing)
	}
	h.release(t) // the read, older than the changes: not shown
	if entriesOf(a.sets, 0, "BBB") != 3 {
		t.Fatalf("a read asked before the changes undid them: %+v", a.sets[0].Entries)
	}
	h.release(t) // AAA's 2 stored; BBB's and CCC's go next
	if len(h.held) != 1 {
		t.Fatalf("%d writes under way after the first, want the next one", len(h.held))
	}
	h.release(t)
	if a.writing || a.problem != nil || len(h.held) != 0 {
		t.Fatalf("writing %v, %d calls held, says %q; want all stored", a.writing, len(h.held), a.problem.in(en))
	}
	for _, w := range []struct {
		set   int
		name  string
		count int
		rev   uint64 // each stored change raises it: the first set's two writes, the second's one
	}{{0, "AAA", 2, 3}, {0, "BBB", 3, 3}, {1, "CCC", 1, 2}} {
		if got := entriesOf(mem.Sets, w.set, w.name); got != w.count {
			t.Errorf("set %d stores %s's %d entries, want %d", w.set, w.name, got, w.count)
		}
		if got := mem.Sets[w.set].Rev; got != w.rev {
			t.Errorf("set %d stored at revision %d, want %d", w.set, got, w.rev)
		}
	}
	if !same(a.sets[0], mem.Sets[0]) || !same(a.sets[1], mem.Sets[1]) {
		t.Errorf("the screen shows %+v, want the sets as stored %+v", a.sets, mem.Sets)
	}

	// Another window deletes the first set while this one's change to the second is stored,
	// and this one changes the first meanwhile.
	enter(1, "DDD", "1")
	mem.Sets = mem.Sets[1:]
	enter(0, "EEE", "1")
	h.release(t)
	if got := a.problem.in(en); got != en.ChangedElsewhere {
		t.Errorf("a change to a set deleted elsewhere says %q, want %q", got, en.ChangedElsewhere)
	}
	for len(h.held) > 0 {
		h.release(t)
	}
	if len(mem.Sets) != 1 || entriesOf(mem.Sets, 0, "DDD") != 1 || len(a.sets) != 1 {
		t.Errorf("stored %+v, shows %d sets; want the second set alone, with DDD's entry", mem.Sets, len(a.sets))
	}
}

// TestRebase makes the changes a window made while a write was stored on the sets that write
// stored.
func TestRebase(t *testing.T) {
	set := func(id string, rev uint64, entries int) domain.BracketRecord {
		r := domain.BracketRecord{ID: id, Rev: rev}
		if entries > 0 {
			r.Entries = []domain.Entry{{Name: "AAA", Count: entries}}
		}
		return r
	}
	tests := []struct {
		name              string
		sent, now, stored []domain.BracketRecord
		want              []domain.BracketRecord
		lost              bool
	}{
		{"nothing since", []domain.BracketRecord{set("a", 1, 1)}, []domain.BracketRecord{set("a", 1, 1)},
			[]domain.BracketRecord{set("a", 2, 1), set("b", 1, 0)}, []domain.BracketRecord{set("a", 2, 1), set("b", 1, 0)}, false},
		{"changed since, at the revision stored", []domain.BracketRecord{set("a", 1, 1)}, []domain.BracketRecord{set("a", 1, 2)},
			[]domain.BracketRecord{set("a", 2, 1)}, []domain.BracketRecord{set("a", 2, 2)}, false},
		{"added since", []domain.BracketRecord{set("a", 1, 1)}, []domain.BracketRecord{set("a", 1, 1), set("c", 0, 0)},
			[]domain.BracketRecord{set("a", 2, 1)}, []domain.BracketRecord{set("a", 2, 1), set("c", 0, 0)}, false},
		{"deleted since", []domain.BracketRecord{set("a", 1, 1), set("b", 1, 0)}, []domain.BracketRecord{set("a", 1, 1)},
			[]domain.BracketRecord{set("a", 2, 1), set("b", 1, 0)}, []domain.BracketRecord{set("a", 2, 1)}, false},
		{"changed since, deleted elsewhere", []domain.BracketRecord{set("a", 1, 1), set("b", 1, 0)}, []domain.BracketRecord{set("a", 1, 1), set("b", 1, 3)},
			[]domain.BracketRecord{set("a", 2, 1)}, []domain.BracketRecord{set("a", 2, 1)}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, lost := rebase(tt.sent, tt.now, tt.stored)
			if lost != tt.lost || len(got) != len(tt.want) {
				t.Fatalf("rebase = %+v, lost %v; want %+v, lost %v", got, lost, tt.want, tt.lost)
			}
			for i := range got {
				if !same(got[i], tt.want[i]) {
					t.Errorf("set %d = %+v, want %+v", i, got[i], tt.want[i])
				}
			}
		})
	}
}
