package domain

import (
	"errors"
	"reflect"
	"testing"
)

// bowlSeries bowls the first len(scores) games of s: scores[g] are game g+1's, one per bowler
// in order, each 0..90.
func bowlSeries(t testing.TB, s Series, scores [][]int) []Record {
	t.Helper()
	var records []Record
	for g, line := range scores {
		lines := make([]string, len(line))
		for i, sc := range line {
			lines[i] = openLine(sc)
		}
		records = append(records, recordOf(t, s, g+1, at(0, 30*g), lines...))
	}
	return records
}

// bowlPair bowls squad's pair of tour from its lane card, as a tablet does.
func bowlPair(t testing.TB, tour *Tournament, squad, pair int, scores [][]int) []Record {
	t.Helper()
	c, err := tour.LaneCard(squad, pair)
	if err != nil {
		t.Fatalf("LaneCard(%d, %d) = %v", squad, pair, err)
	}
	s, err := c.Series()
	if err != nil {
		t.Fatalf("%+v.Series() = %v", c, err)
	}
	return bowlSeries(t, s, scores)
}

// keep keeps records into tour, failing the test on a refusal.
func keep(t testing.TB, tour *Tournament, records []Record) {
	t.Helper()
	if _, _, err := tour.KeepSheet(records); err != nil {
		t.Fatalf("KeepSheet() = %v", err)
	}
}

// TestStandingsLive keeps the weekend's sheets one by one and checks the standings by hand.
// Handicaps: AAA 18, BBB 36, CCC 0, DDD 63.
func TestStandingsLive(t *testing.T) {
	tour := weekend(t)
	// Squad 1 has bowled two of its three games: nobody is placed yet.
	morning := bowlPair(t, tour, 0, 0, [][]int{{80, 60, 90}, {80, 60, 90}, {80, 60, 90}})
	keep(t, tour, morning[:2])
	got, err := tour.Standings()
	if err != nil {
		t.Fatalf("Standings() = %v", err)
	}
	want := []QualifyingLine{
		{Entry: 0, Bowler: "AAA", Scores: []int{80, 80}, Handicap: 18, Total: 196},
		{Entry: 1, Bowler: "BBB", Scores: []int{60, 60}, Handicap: 36, Total: 192},
		{Entry: 2, Bowler: "CCC", Scores: []int{90, 90}, Total: 180},
		{Entry: 3, Bowler: "AAA", Squad: 1, Handicap: 18},
		{Entry: 4, Bowler: "DDD", Squad: 1, Handicap: 63},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Standings() after two games = %+v, want %+v", got, want)
	}
	// The whole sheet again: the two games kept already are kept once, game 3 is added.
	if ref, added, err := tour.KeepSheet(morning); err != nil || !added || ref != (PairRef{tour.ID, 0, 0}) {
		t.Fatalf("KeepSheet(morning) = %v, %v, %v, want the pair, true, nil", ref, added, err)
	}
	if _, added, err := tour.KeepSheet(morning); err != nil || added {
		t.Errorf("KeepSheet(morning) twice = %v, %v, want false, nil", added, err)
	}
	// AAA 294, BBB 288, CCC 270; then AAA's re-entry 3×(70+18) = 264 and DDD 3×(40+63) = 309.
	keep(t, tour, bowlPair(t, tour, 1, 0, [][]int{{70, 40}, {70, 40}, {70, 40}}))
	got, _ = tour.Standings()
	places := func(lines []QualifyingLine) (p [][3]int) {
		for _, l := range lines {
			p = append(p, [3]int{l.Entry, l.Total, l.Place})
		}
		return p
	}
	// Best entry only: AAA's re-entry (264) takes no place and is listed last.
	if want := [][3]int{{4, 309, 1}, {0, 294, 2}, {1, 288, 3}, {2, 270, 4}, {3, 264, 0}}; !reflect.DeepEqual(places(got), want) {
		t.Errorf("Standings() = %v, want %v", places(got), want)
	}
	tour.Settings.Reentry = EveryEntry
	got, _ = tour.Standings()
	if want := [][3]int{{4, 309, 1}, {0, 294, 2}, {1, 288, 3}, {2, 270, 4}, {3, 264, 5}}; !reflect.DeepEqual(places(got), want) {
		t.Errorf("Standings() every entry = %v, want %v", places(got), want)
	}
	q, err := tour.Qualifying()
	if want := []Placing{{4, 309, 1}, {0, 294, 2}, {1, 288, 3}, {2, 270, 4}, {3, 264, 5}}; err != nil || !reflect.DeepEqual(q, want) {
		t.Errorf("Qualifying() = %v, %v, want %v, nil", q, err, want)
	}
}

// TestKeepSheetRefuses checks each refusal of KeepSheet, and that it changes nothing.
func TestKeepSheetRefuses(t *testing.T) {
	tour := weekend(t)
	other := weekend(t)
	seriesOf := func(ref PairRef, names ...string) Series {
		s := newTestSeries(t, 3, KeepOrder, names...)
		s.ID = ref.SeriesID()
		s.Handicap = tour.Settings.Handicap
		for range names {
			s.Averages = append(s.Averages, 200) // handicap 18
		}
		return s
	}
	game := [][]int{{50}}
	tests := []struct {
		name    string
		records []Record
		want    error
	}{
		{"no games", nil, ErrNoPairRef},
		{"a plain series", bowlSeries(t, newTestSeries(t, 3, KeepOrder, "AAA"), game), ErrNoPairRef},
		{"another tournament", bowlPair(t, other, 0, 0, [][]int{{50, 50, 50}}), ErrOtherTournament},
		{"no such squad", bowlSeries(t, seriesOf(PairRef{tour.ID, 2, 0}, "AAA"), game), ErrNoSuchSquad},
		{"no such pair", bowlSeries(t, seriesOf(PairRef{tour.ID, 0, 1}, "AAA"), game), ErrNoSuchSquad},
		{"a bowler not seated", bowlSeries(t, seriesOf(PairRef{tour.ID, 1, 0}, "AAA", "ZZZ"), [][]int{{50, 50}}), ErrNotSeated},
		{"another handicap", bowlSeries(t, seriesOf(PairRef{tour.ID, 0, 0}, "BBB"), game), ErrNotSeated},
	}
	keep(t, tour, bowlPair(t, tour, 0, 0, [][]int{{80, 60, 90}}))
	before, _ := tour.Standings()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if ref, added, err := tour.KeepSheet(tt.records); !errors.Is(err, tt.want) || added {
				t.Errorf("KeepSheet() = %v, %v, %v, want %v", ref, added, err, tt.want)
			}
			if after, _ := tour.Standings(); !reflect.DeepEqual(after, before) {
				t.Errorf("Standings() after a refused sheet = %+v, want %+v", after, before)
			}
		})
	}
	// Game 1 of pair 0 bowled again on another tablet: other balls for a game kept.
	again := bowlPair(t, tour, 0, 0, [][]int{{81, 60, 90}})
	if _, _, err := tour.KeepSheet(again); !errors.Is(err, ErrAlreadyKept) {
		t.Errorf("KeepSheet(game 1 again) = %v, want ErrAlreadyKept", err)
	}
}

func TestParsePairRef(t *testing.T) {
	for _, ref := range []PairRef{{"ABC", 0, 0}, {"T-s1-p2", 12, 3}, {"x_y", 49, 499}} {
		if got, ok := ParsePairRef(ref.SeriesID()); !ok || got != ref {
			t.Errorf("ParsePairRef(%q) = %v, %v, want %v, true", ref.SeriesID(), got, ok, ref)
		}
	}
	for _, id := range []string{"", "ABC", "-s1-p2", "ABC-s1", "ABC-p1-s2", "ABC-s01-p2", "ABC-s1-p+2", "ABC-s-1-p2", "ABC-s1-p"} {
		if got, ok := ParsePairRef(id); ok {
			t.Errorf("ParsePairRef(%q) = %v, true, want false", id, got)
		}
	}
}
