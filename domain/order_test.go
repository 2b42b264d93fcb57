package domain

import (
	"cmp"
	"slices"
	"testing"
	"time"
)

func TestSelectAndSort(t *testing.T) {
	a := newTestSeries(t, 2, KeepOrder, "ABC")
	b := newTestSeries(t, 1, KeepOrder, "ABC")
	a2 := recordOf(t, a, 2, at(0, 0), nines) // the same minute as a1: the game number decides
	a1 := recordOf(t, a, 1, at(0, 0), nines)
	b1 := recordOf(t, b, 1, at(1, 0), nines)
	records := []Record{b1, a2, a1}
	ids := func(rs []Record) []string {
		var out []string
		for _, r := range rs {
			out = append(out, r.ID())
		}
		return out
	}
	sorted := slices.Clone(records)
	SortRecords(sorted)
	if got, want := ids(sorted), ids([]Record{a1, a2, b1}); !slices.Equal(got, want) {
		t.Errorf("SortRecords = %v, want %v", got, want)
	}
	if got, want := ids(InSeries(records, a.ID)), ids([]Record{a1, a2}); !slices.Equal(got, want) {
		t.Errorf("InSeries = %v, want %v", got, want)
	}
	tests := []struct {
		from, to time.Time
		want     []Record
	}{
		{time.Time{}, time.Time{}, records},
		{at(0, 0), at(1, 0), []Record{a2, a1}}, // from is in, to is out
		{at(0, 1), time.Time{}, []Record{b1}},
		{time.Time{}, at(0, 0), nil},
		{at(1, 0).UTC(), at(1, 1).UTC(), []Record{b1}}, // instants, whatever the zone
	}
	for _, tc := range tests {
		if got := Between(records, tc.from, tc.to); !slices.Equal(ids(got), ids(tc.want)) {
			t.Errorf("Between(%v, %v) = %v, want %v", tc.from, tc.to, ids(got), ids(tc.want))
		}
	}
}

// TestSortFunc checks that sortFunc leaves elements in exactly the order slices.SortFunc
// does, ties included, for lengths on both sides of the sort's insertion-sort threshold.
func TestSortFunc(t *testing.T) {
	type item struct{ key, at int }
	byKey := func(a, b item) int { return cmp.Compare(a.key, b.key) }
	for _, n := range []int{0, 1, 2, 11, 12, 13, 50, 300} {
		for _, keys := range []int{1, 3, n + 1} {
			s := make([]item, n)
			for i := range s {
				s[i] = item{key: (i*7919 + n) % keys, at: i} // many ties when keys is small
			}
			want := slices.Clone(s)
			slices.SortFunc(want, byKey)
			sortFunc(s, byKey)
			if !slices.Equal(s, want) {
				t.Errorf("sortFunc of %d items, %d keys = %v, want %v", n, keys, s, want)
			}
		}
	}
}

// TestOrderKey checks that records sorted by OrderKey are in history order: by date across
// zones and to the nanosecond, then by series ID (one a prefix of another too), game and ID.
func TestOrderKey(t *testing.T) {
	records := testHistory(t)
	a := newTestSeries(t, 2, KeepOrder, "ABC")
	b := newTestSeries(t, 1, KeepOrder, "ABC")
	b.ID = a.ID + "x"
	east := time.FixedZone("east", 9*3600)
	records = append(records,
		recordOf(t, a, 2, at(0, 0), nines), recordOf(t, a, 1, at(0, 0), nines),
		recordOf(t, b, 1, at(0, 0), nines),
		recordOf(t, a, 1, at(0, 0).In(east).Add(time.Nanosecond), nines),
		recordOf(t, a, 2, at(0, 0).In(east).Add(-time.Nanosecond), nines))
	want := slices.Clone(records)
	SortRecords(want)
	got := slices.Clone(records)
	slices.SortFunc(got, func(x, y Record) int { return cmp.Compare(x.OrderKey(), y.OrderKey()) })
	for i := range want {
		if got[i].ID() != want[i].ID() {
			t.Fatalf("by OrderKey, record %d is %s, want %s (%s)", i, got[i].OrderKey(), want[i].OrderKey(), want[i].ID())
		}
	}
}
