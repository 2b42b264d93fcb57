package domain

import "testing"

func TestRatio(t *testing.T) {
	tests := []struct {
		r                      Ratio
		whole, percent, tenths int
		ok                     bool
	}{
		{Ratio{0, 0}, 0, 0, 0, false},
		{Ratio{5, 0}, 0, 0, 0, false},
		{Ratio{0, 7}, 0, 0, 0, true},
		{Ratio{2, 3}, 0, 66, 6, true},
		{Ratio{199, 200}, 0, 99, 9, true}, // never 100% unless all
		{Ratio{1, 200}, 0, 0, 0, true},
		{Ratio{12, 12}, 1, 100, 10, true},
		{Ratio{2072, 12}, 172, 17266, 1726, true}, // an average of 172.67 is 172
		{Ratio{-1, 3}, 0, 0, 0, false},
	}
	for _, tc := range tests {
		w, ok1 := tc.r.Whole()
		p, ok2 := tc.r.Percent()
		d, ok3 := tc.r.Tenths()
		if w != tc.whole || p != tc.percent || d != tc.tenths || ok1 != tc.ok || ok2 != tc.ok || ok3 != tc.ok {
			t.Errorf("%v: Whole, Percent, Tenths = %d %v, %d %v, %d %v; want %d, %d, %d, %v",
				tc.r, w, ok1, p, ok2, d, ok3, tc.whole, tc.percent, tc.tenths, tc.ok)
		}
		if tc.r.Ok() != (tc.r.Den > 0) {
			t.Errorf("%v.Ok() = %v", tc.r, tc.r.Ok())
		}
	}
}

func TestFigures(t *testing.T) {
	s := oneGameStats(t, pinsGame180)
	want := map[Figure]Ratio{
		FigureGames: {1, 1}, FigurePins: {180, 1}, FigureAverage: {180, 1}, FigureHighGame: {180, 1},
		FigureHighSeries: {180, 1}, FigureStrikes: {6, 12}, FigureSpares: {2, 5},
		FigureSinglePinSpares: {0, 1}, FigureSplitConversions: {1, 1}, FigureFirstBall: {99, 12},
		FigureOpenFrames: {3, 1}, FigureFouls: {1, 1}, FigureSplitsLeft: {1, 1},
	}
	keys := map[string]bool{}
	for _, f := range Figures() {
		if f.Key() == "" || keys[f.Key()] || f.Kind() < AsCount || f.Kind() > AsTenths {
			t.Errorf("figure %d: Key %q (seen %v), Kind %d", f, f.Key(), keys[f.Key()], f.Kind())
		}
		keys[f.Key()] = true
		if got := s.Figure(f); got != want[f] {
			t.Errorf("Figure(%s) = %v, want %v", f.Key(), got, want[f])
		}
		if f.NeedsPins() != (f == FigureSplitConversions || f == FigureSplitsLeft) {
			t.Errorf("%s.NeedsPins() = %v", f.Key(), f.NeedsPins())
		}
	}
	if len(keys) != len(want) {
		t.Errorf("Figures() has %d figures, want %d", len(keys), len(want))
	}
	for _, f := range []Figure{0, FigureSplitsLeft + 1, 255} {
		if f.Key() != "" || f.Kind() != 0 || s.Figure(f) != (Ratio{}) {
			t.Errorf("Figure %d: Key %q, Kind %d, value %v; want none", f, f.Key(), f.Kind(), s.Figure(f))
		}
	}
	// Without pins entered or a complete series, those figures do not exist.
	none := Statistics([]Record{recordOf(t, newTestSeries(t, 3, KeepOrder, "ABC"), 1, at(0, 0), pinsGame152)}, 3)[0]
	for _, f := range []Figure{FigureHighSeries, FigureSplitsLeft, FigureSplitConversions} {
		if none.Figure(f).Ok() {
			t.Errorf("Figure(%s) = %v without pins or series, want no figure", f.Key(), none.Figure(f))
		}
	}
}
