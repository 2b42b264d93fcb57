package tournament

import (
	"slices"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestCanStore(t *testing.T) {
	at := func(rev string) []byte { return []byte(`{"id":"T1","rev":` + rev + `,"made":1,"tournament":{}}`) }
	tests := []struct {
		name   string
		stored []byte
		found  bool
		base   uint64
		fresh  bool
		want   bool
	}{
		{"the revision read", at("4"), true, 4, false, true},
		{"a newer revision", at("5"), true, 4, false, false},
		{"an older revision", at("3"), true, 4, false, false},
		{"deleted since", nil, false, 4, false, false},
		{"new, none stored", nil, false, 0, true, true},
		{"new, one stored", at("1"), true, 0, true, false},
		{"not a tournament as kept", []byte(`{"rev":4}`), true, 4, false, false},
		{"unreadable", []byte{}, true, 0, false, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := canStore(tc.stored, tc.found, tc.base, tc.fresh); got != tc.want {
				t.Errorf("canStore(%s, %v, %d, %v) = %v, want %v", tc.stored, tc.found, tc.base, tc.fresh, got, tc.want)
			}
		})
	}
}

// twoWindows is the screen of newScreen stored, and a second window that read it.
func twoWindows(t *testing.T) (a, b *Screen, ka, kb *kept) {
	t.Helper()
	a, ka, mem := newScreen(t)
	enter(t, a, ka, "AAA 200 0", "BBB 180 0", "CCC 170 1")
	b = &Screen{shelf: mem}
	b.reload(app.Context{})
	if len(b.list) != 1 {
		t.Fatalf("the second window reads %d tournaments, want 1", len(b.list))
	}
	return a, b, ka, b.list[0]
}

// TestStaleWindow makes changes in a window that read the tournament before the other window
// kept a sheet: what still makes sense is stored on top, the rest refused, naming the pair.
func TestStaleWindow(t *testing.T) {
	a, b, ka, kb := twoWindows(t)
	sheet := bowl(t, ka.T, 0, 0, func(string, int) int { return 60 })
	a.keepSheet(sheet)
	a.flush(app.Context{})

	// An entry in the other squad: stored beside the sheet.
	kb.Form.Entries = append(kb.Form.Entries, entryRow{Name: "DDD", Average: "150", Squad: 1}, entryRow{})
	b.applyForm(kb)
	b.save(kb)
	b.flush(app.Context{})
	if b.problem != nil || len(kb.T.Entries) != 4 || len(kb.T.Sheets(0, 0)) != 3 || kb.rev != ka.rev+1 {
		t.Fatalf("an entry beside the sheet: problem %q, %d entries, %d games, revision %d (the other %d)",
			b.problem.in(en), len(kb.T.Entries), len(kb.T.Sheets(0, 0)), kb.rev, ka.rev)
	}

	// A's next change is made on B's: a bowler of the kept pair renamed there is refused.
	ka.Form.Entries[1].Name = "BOB"
	a.applyForm(ka)
	if got, want := a.problem.in(en), en.SheetSeats.Say("Sat 9 · 1-2"); got != want {
		t.Errorf("renaming a kept bowler says %q, want %q", got, want)
	}
}

// TestSameSheetBoth keeps one sheet from two windows, the second not having seen the first's:
// it is kept once, and the second says so.
func TestSameSheetBoth(t *testing.T) {
	a, b, ka, kb := twoWindows(t)
	sheet := bowl(t, ka.T, 0, 0, func(string, int) int { return 60 })
	a.keepSheet(sheet)
	a.flush(app.Context{})
	b.keepSheet(sheet)
	b.flush(app.Context{})
	if got, want := b.sheet.status.in(en), en.SheetSame; got != want || b.sheet.problem != nil {
		t.Errorf("the second window says %q (problem %q), want %q", got, b.sheet.problem.in(en), want)
	}
	if len(kb.T.Sheets(0, 0)) != 3 || kb.rev != ka.rev {
		t.Errorf("the second window holds %d games at revision %d, want 3 at %d", len(kb.T.Sheets(0, 0)), kb.rev, ka.rev)
	}
}

// TestStaleRefused refuses a change that another window's sheet stands in the way of, names
// the pair, shows the tournament as stored and keeps the form as typed.
func TestStaleRefused(t *testing.T) {
	a, b, ka, kb := twoWindows(t)
	a.keepSheet(bowl(t, ka.T, 0, 0, func(string, int) int { return 60 }))
	a.flush(app.Context{})

	kb.Form.Entries[1].Name = "BOB"
	b.applyForm(kb) // B has not seen the sheet: the rename fits there
	if b.problem != nil {
		t.Fatalf("renaming in the stale window: %s", b.problem.in(en))
	}
	b.save(kb)
	b.flush(app.Context{})
	if got, want := b.problem.in(en), en.RevisedSheet.Say("Sat 9 · 1-2"); got != want {
		t.Errorf("refused: %q, want %q", got, want)
	}
	if kb.T.Entries[1].Bowler != "BBB" || len(kb.T.Sheets(0, 0)) != 3 || kb.rev != ka.rev {
		t.Errorf("after the refusal the window shows entry 2 as %s with %d games at revision %d, want BBB, 3, %d",
			kb.T.Entries[1].Bowler, len(kb.T.Sheets(0, 0)), kb.rev, ka.rev)
	}
	if kb.Form.Entries[1].Name != "BOB" {
		t.Errorf("what was typed is lost: %q", kb.Form.Entries[1].Name)
	}

	// Both rename the tournament: the later is refused, naming the name.
	ka.Form.Name, kb.Form.Name = "Spring Open", "Fall Open"
	a.applyForm(ka)
	a.save(ka)
	a.flush(app.Context{})
	kb.Form.Entries[1].Name = "BBB"
	b.applyForm(kb)
	b.save(kb)
	b.flush(app.Context{})
	if got, want := b.problem.in(en), en.Revised.Say(en.PartName); got != want || kb.T.Name != "Spring Open" {
		t.Errorf("both renamed: %q, showing %q; want %q, Spring Open", got, kb.T.Name, want)
	}
}

// TestFollow reads the tournaments again when another window stored one, keeping this
// window's change under way.
func TestFollow(t *testing.T) {
	a, b, ka, kb := twoWindows(t)
	a.keepSheet(bowl(t, ka.T, 0, 0, func(string, int) int { return 60 }))
	a.flush(app.Context{})
	b.reload(app.Context{}) // as Follow does once the revision moved
	if k := b.find(kb.T.ID); k == nil || len(k.T.Sheets(0, 0)) != 3 || k.rev != ka.rev {
		t.Fatalf("the other window does not show the sheet kept")
	}
}

func TestMergeForm(t *testing.T) {
	base := form{Name: "Open", Finals: "none", Entries: []entryRow{{"AAA", "200", 0}, {}}}
	mine := form{Name: "Open", Finals: "match-play", Entries: []entryRow{{"AAA", "200", 0}, {"lll", "", 0}}}
	stored := form{Name: "Spring Open", Finals: "none", Entries: []entryRow{{"AAA", "200", 0}, {"KKK", "130", 0}, {}}}
	got, moved := mergeForm(base, mine, stored)
	want := []entryRow{{"AAA", "200", 0}, {"KKK", "130", 0}, {"lll", "", 0}, {}}
	if got.Name != "Spring Open" || got.Finals != "match-play" || !slices.Equal(got.Entries, want) {
		t.Errorf("mergeForm() = %q, %q, %v; want Spring Open, match-play, %v", got.Name, got.Finals, got.Entries, want)
	}
	if want := []int{0, 2}; !slices.Equal(moved.entries, want) {
		t.Errorf("mergeForm() moved the entries typed here to %v, want %v", moved.entries, want)
	}
}

// TestMergeRowsWhere says where each row typed here goes, which the focus follows.
func TestMergeRowsWhere(t *testing.T) {
	e := func(name string) entryRow { return entryRow{Name: name} }
	for _, c := range []struct {
		name               string
		base, mine, stored []entryRow
		want               []entryRow
		where              []int
	}{
		{"typed into the row the other window filled", []entryRow{e("A"), {}}, []entryRow{e("A"), e("l")}, []entryRow{e("A"), e("K"), {}},
			[]entryRow{e("A"), e("K"), e("l"), {}}, []int{0, 2}},
		{"a blank row stays the last", []entryRow{e("A"), {}}, []entryRow{e("A"), {}}, []entryRow{e("A"), e("K"), {}},
			[]entryRow{e("A"), e("K"), {}}, []int{0, 2}},
		{"an unchanged row shows the other's change in place", []entryRow{e("A"), e("B"), {}}, []entryRow{e("A"), e("B"), e("c")}, []entryRow{e("X"), e("B"), {}},
			[]entryRow{e("X"), e("B"), e("c"), {}}, []int{0, 1, 2}},
		{"both renamed a row: mine goes after", []entryRow{e("A"), e("B"), {}}, []entryRow{e("A"), e("b2"), {}}, []entryRow{e("A"), e("B3"), {}},
			[]entryRow{e("A"), e("B3"), e("b2"), {}}, []int{0, 2, 3}},
		{"a row the other window removed", []entryRow{e("A"), e("B"), {}}, []entryRow{e("A"), e("B"), {}}, []entryRow{e("A"), {}},
			[]entryRow{e("A"), {}}, []int{0, -1, 1}},
	} {
		got, where := mergeRows(c.base, c.mine, c.stored, entryRow.blank)
		if !slices.Equal(got, c.want) || !slices.Equal(where, c.where) {
			t.Errorf("%s: mergeRows() = %v, %v; want %v, %v", c.name, got, where, c.want, c.where)
		}
	}
}
