package domain

import (
	"slices"
	"strings"
	"testing"
)

func TestMerge(t *testing.T) {
	s := newTestSeries(t, 3, KeepOrder, "ABC", "DEF")
	g1 := recordOf(t, s, 1, at(0, 0), nines, perfectGame)
	g2 := recordOf(t, s, 2, at(0, 20), nines, perfectGame)
	g3 := recordOf(t, s, 3, at(0, 40), nines, perfectGame)
	other := recordOf(t, newTestSeries(t, 1, KeepOrder, "XYZ"), 1, at(1, 0), pinsGame180)
	// g2 corrected on another device: same ID, other balls.
	fixed, _ := g2.Game()
	if err := fixed.Correct(0, 1, 2, Count(1)); err != nil {
		t.Fatal(err)
	}
	g2fixed, err := g2.Corrected(fixed)
	if err != nil {
		t.Fatal(err)
	}
	// A game of the series that does not fit: another record in game 3's place.
	clash := recordOf(t, s, 3, at(0, 45), perfectGame, perfectGame)

	have := []Record{g2, g1}
	haveBefore := slices.Clone(have)
	merged, rep := Merge(have, []Record{g1, g3, other, g2fixed, clash, g3})
	if got := len(merged); got != 4 || !merged[0].Equal(g1) || !merged[1].Equal(g2) || !merged[2].Equal(g3) || !merged[3].Equal(other) {
		t.Errorf("Merge = %d records, want g1 g2 g3 other in that order", got)
	}
	if rep.Added != 2 || rep.Same != 2 || len(rep.Conflicts) != 2 {
		t.Fatalf("report = %+v, want 2 added, 2 same, 2 conflicts", rep)
	}
	if c := rep.Conflicts[0]; c.Reason != ChangedGame || !c.Incoming.Equal(g2fixed) || !c.Have.Equal(g2) || c.Err == nil {
		t.Errorf("conflict 1 = %+v, want the corrected g2, kept out", c)
	}
	if c := rep.Conflicts[1]; c.Reason != SeriesClash || !c.Incoming.Equal(clash) || c.Have.ID() != "" ||
		!strings.Contains(c.Err.Error(), "game 3 of series") {
		t.Errorf("conflict 2 = %+v, want the clash, kept out", c)
	}
	for i := range have {
		if !have[i].Equal(haveBefore[i]) {
			t.Error("Merge changed its argument")
		}
	}
	// Idempotent: merging the same again adds nothing and changes nothing.
	again, rep2 := Merge(merged, []Record{g1, g3, other, g2fixed, clash, g3})
	if rep2.Added != 0 || len(again) != len(merged) {
		t.Errorf("a second Merge added %d records", rep2.Added)
	}
	for i := range again {
		if !again[i].Equal(merged[i]) {
			t.Errorf("a second Merge changed record %d", i)
		}
	}
	if got, rep := Merge(merged, merged); rep.Same != len(merged) || rep.Added != 0 || len(got) != len(merged) {
		t.Errorf("Merge(h, h) = %d records, %+v", len(got), rep)
	}
	if got, rep := Merge(nil, nil); len(got) != 0 || rep.Added != 0 {
		t.Errorf("Merge(nil, nil) = %v, %+v", got, rep)
	}
}
