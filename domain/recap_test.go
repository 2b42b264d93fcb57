package domain

import (
	"errors"
	"reflect"
	"slices"
	"testing"
)

// TestSeasonStandings checks thursdayKept's standings by hand (1 point a game, 1 the series):
//
//	week 0: Pin Pals 302 302 v Lucky Strikes 284 284 (3-0); Gutter Kings 212 212 v Split Ends 252 252 (0-3)
//	week 1: Lucky Strikes 284 284 v Gutter Kings 212 212 (3-0); Split Ends 252 252 v Pin Pals 398 398 (0-3),
//	        AAA absent: 140 + 56 a game
//	week 2: Split Ends 372 372 v Lucky Strikes 372 372 (1½ each); Pin Pals 282 287 v Gutter Kings 373 372 (0-3)
//
// The Strikes and the Ends tie on points and scratch pins (600): by name.
func TestSeasonStandings(t *testing.T) {
	s := thursdayKept(t)
	names := func(table []Standing) []string {
		var out []string
		for _, st := range table {
			out = append(out, st.Team)
		}
		return out
	}
	tests := []struct {
		week  int
		order []string
		won   []float64
	}{
		{-1, []string{"Gutter Kings", "Lucky Strikes", "Pin Pals", "Split Ends"}, []float64{0, 0, 0, 0}},
		{0, []string{"Pin Pals", "Split Ends", "Gutter Kings", "Lucky Strikes"}, []float64{3, 3, 0, 0}},
		{1, []string{"Pin Pals", "Lucky Strikes", "Split Ends", "Gutter Kings"}, []float64{6, 3, 3, 0}},
		{2, []string{"Pin Pals", "Lucky Strikes", "Split Ends", "Gutter Kings"}, []float64{6, 4.5, 4.5, 3}},
		{5, []string{"Pin Pals", "Lucky Strikes", "Split Ends", "Gutter Kings"}, []float64{6, 4.5, 4.5, 3}},
	}
	for _, tt := range tests {
		table := s.Standings(tt.week)
		var won []float64
		for _, st := range table {
			won = append(won, st.Won)
		}
		if got := names(table); !slices.Equal(got, tt.order) || !slices.Equal(won, tt.won) {
			t.Errorf("Standings(%d) = %v %v, want %v %v", tt.week, got, won, tt.order, tt.won)
		}
	}
	// Scratch: 300 + 460 (the absentee's 140 twice) + 305; handicap 304 + 336 + 264.
	pals := Standing{Team: "Pin Pals", Matches: 3, Games: 6, Won: 6, Lost: 3, ScratchPins: 1065, HandicapPins: 904,
		HighGame: 398, HighSeries: 796, HighScratchGame: 230, HighScratchSeries: 460}
	if got := s.Standings(2)[0]; got != pals {
		t.Errorf("Standings(2)[0] =\n%+v\nwant\n%+v", got, pals)
	}
	// The same games as league.md's Standings reckons them from the records.
	var records []Record
	for _, k := range s.Kept(-1) {
		records = append(records, k.Records...)
	}
	if got, want := Standings(records), s.Standings(2); !reflect.DeepEqual(got, want) {
		t.Errorf("Standings(records) =\n%+v\nSeason.Standings(2) =\n%+v", got, want)
	}
}

func TestRecap(t *testing.T) {
	s := thursdayKept(t)
	rc, err := s.Recap(2)
	if err != nil {
		t.Fatalf("Recap(2) error = %v", err)
	}
	if rc.Week != 2 || !reflect.DeepEqual(rc.Standings, s.Standings(2)) || len(rc.Results) != 2 || rc.Results[1].Teams != [2]int{0, 1} {
		t.Errorf("Recap(2) = week %d, %d results, standings %v", rc.Week, len(rc.Results), rc.Standings)
	}
	if sc := rc.Results[1].Result.Score; !reflect.DeepEqual(sc.TeamGames, [2][]int{{282, 287}, {373, 372}}) || sc.Series != [2]int{569, 745} || sc.Points != [2]float64{0, 3} {
		t.Errorf("Recap(2) Pin Pals v Gutter Kings = %v, %v, %v", sc.TeamGames, sc.Series, sc.Points)
	}
	// The highs: SUB's 85 and 165 scratch; with handicap CCC's 51 + 136 and 101 + 272.
	for _, tt := range []struct {
		name string
		got  []Feat
		want []Feat
	}{
		{"HighScratchGame", rc.HighScratchGame, []Feat{{"SUB", 0, 2, 2, 85}}},
		{"HighScratchSeries", rc.HighScratchSeries, []Feat{{"SUB", 0, 2, 0, 165}}},
		{"HighHandicapGame", rc.HighHandicapGame, []Feat{{"CCC", 1, 2, 1, 187}}},
		{"HighHandicapSeries", rc.HighHandicapSeries, []Feat{{"CCC", 1, 2, 0, 373}}},
	} {
		if !reflect.DeepEqual(tt.got, tt.want) {
			t.Errorf("Recap(2).%s = %v, want %v", tt.name, tt.got, tt.want)
		}
	}
	// The averages list: every bowler of the league, by name, SUB not among them; next week's
	// team and handicap.
	want := map[string]BowlerAverage{
		"AAA": {Name: "AAA", Team: 0, Games: 4, Pins: 280, Average: 70, Carried: 70, Handicap: 120, Known: true},
		"BBB": {Name: "BBB", Team: 3, Games: 4, Pins: 340, Average: 85, Carried: 85, Handicap: 108, Known: true},
		"CCC": {Name: "CCC", Team: 1, Games: 6, Pins: 301, Average: 50, Carried: 50, Handicap: 136, Known: true},
		"JJJ": {Name: "JJJ", Team: 0, Carried: 95, Handicap: 100, Known: true},
	}
	var names []string
	for _, a := range rc.Averages {
		names = append(names, a.Name)
		if w, ok := want[a.Name]; ok && a != w {
			t.Errorf("Recap(2) average %+v, want %+v", a, w)
		}
	}
	if w := []string{"AAA", "BBB", "CCC", "DDD", "EEE", "FFF", "GGG", "HHH", "JJJ"}; !slices.Equal(names, w) {
		t.Errorf("Recap(2) averages of %v, want %v", names, w)
	}
	if !rc.HasNext || !reflect.DeepEqual(rc.Next, wk(-1, [3]int{3, 0, 3}, [3]int{2, 1, 1})) {
		t.Errorf("Recap(2) next = %v, %v", rc.Next, rc.HasNext)
	}

	// A week with nothing kept yet, and the last week.
	if rc, err := s.Recap(5); err != nil || rc.HasNext || len(rc.Results) != 0 || rc.HighScratchGame != nil || len(rc.Averages) != 9 {
		t.Errorf("Recap(5) = %+v, %v", rc, err)
	}
	if _, err := s.Recap(6); !errors.Is(err, ErrNoSuchWeek) {
		t.Errorf("Recap(6) error = %v, want %v", err, ErrNoSuchWeek)
	}
	// A bowler with no average to carry.
	s = thursdayLeague(t)
	if rc, _ := s.Recap(0); rc.Averages[1] != (BowlerAverage{Name: "BBB", Team: 0}) {
		t.Errorf("Recap(0) BBB = %+v, want no average", rc.Averages[1])
	}
}

// TestHonourRoll bowls a week of big games in a 2-team league of 3 games: AAA 300 300 299 (the
// 299 is 11 strikes in a row and a 9), BBB 279 (11 strikes, not in a row) 90 90.
func TestHonourRoll(t *testing.T) {
	st := DefaultSeasonSettings()
	st.HonourGame, st.HonourSeries = 279, 700
	s, err := NewSeason("Honours", st, []string{"Aces", "Bees"})
	if err != nil {
		t.Fatal(err)
	}
	for i, name := range []string{"AAA", "BBB"} {
		if err := s.SetBowler(Bowler{name, 200}); err != nil {
			t.Fatal(err)
		}
		if err := s.ChangeRoster(RosterChange{0, name, i}); err != nil {
			t.Fatal(err)
		}
	}
	f, _ := s.Fixtures(0)
	m, err := NewMatch(3, st.Match, f[0].Teams[0], f[0].Teams[1])
	if err != nil {
		t.Fatal(err)
	}
	var records []Record
	for g, lines := range [][]string{
		{perfectGame, "X X X X X X 9/ X X XXX"},
		{perfectGame, nines},
		{"X X X X X X X X X XX9", nines},
	} {
		r, err := m.Record(g+1, bowled(t, m.Lineup(), lines...), at(0, g))
		if err != nil {
			t.Fatal(err)
		}
		records = append(records, r)
	}
	if _, err := s.Keep(f[0].Ref, records); err != nil {
		t.Fatal(err)
	}
	want := HonourRoll{
		Games:   []Feat{{"AAA", 0, 0, 1, 300}, {"BBB", 1, 0, 1, 279}, {"AAA", 0, 0, 2, 300}, {"AAA", 0, 0, 3, 299}},
		Series:  []Feat{{"AAA", 0, 0, 0, 899}},
		Perfect: []Feat{{"AAA", 0, 0, 1, 300}, {"AAA", 0, 0, 2, 300}},
		Eleven:  []Feat{{"AAA", 0, 0, 3, 299}},
	}
	if got := s.HonourRoll(); !reflect.DeepEqual(got, want) {
		t.Errorf("HonourRoll() =\n%+v\nwant\n%+v", got, want)
	}
}

func TestSeasonPositionRound(t *testing.T) {
	st := DefaultSeasonSettings()
	st.PositionRound = true
	st.FirstLane = 5
	s, err := NewSeason("Positions", st, []string{"Aces", "Bees", "Cats", "Dogs", "Eels"})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 5 {
		name := string([]byte{'A' + byte(i), 'A' + byte(i), 'A' + byte(i)})
		if err := s.SetBowler(Bowler{name, 150}); err != nil {
			t.Fatal(err)
		}
		if err := s.ChangeRoster(RosterChange{0, name, i}); err != nil {
			t.Fatal(err)
		}
	}
	// Week 4 is the position round. Before anything is kept: by name.
	if got, want := s.Schedule()[4], wk(4, [3]int{0, 1, 5}, [3]int{2, 3, 7}); !reflect.DeepEqual(got, want) {
		t.Errorf("Schedule()[4] = %v, want %v", got, want)
	}
	// The higher team index bowls 10 pins a game more in weeks 0 to 3, so wins every match.
	for w := range 4 {
		fixtures, _ := s.Fixtures(w)
		for _, f := range fixtures {
			games := make([][]int, 3)
			for g := range games {
				games[g] = []int{50 + 10*f.A, 50 + 10*f.B}
			}
			if _, err := s.Keep(f.Ref, bowlFixture(t, s, f, games)); err != nil {
				t.Fatalf("Keep(week %d) error = %v", w, err)
			}
		}
	}
	// Eels (4) won all 4 of its matches, Dogs 3, Cats 2, Bees 1, Aces 0.
	order := []int{4, 3, 2, 1, 0}
	want, _ := PositionRound(order, 5)
	if got := s.Schedule()[4]; !reflect.DeepEqual(got, want) || !reflect.DeepEqual(got, wk(0, [3]int{4, 3, 5}, [3]int{2, 1, 7})) {
		t.Errorf("Schedule()[4] = %v, want %v", got, want)
	}
	copyData, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	f, _ := s.Fixtures(4)
	if _, err := s.Keep(f[1].Ref, bowlFixture(t, s, f[1], nil)); err != nil {
		t.Fatalf("Keep(the position round's pair 1) error = %v", err)
	}
	// Once its week has a match kept, the position round stays as it was.
	if !slices.Equal(s.position, order) {
		t.Errorf("the position round's order = %v, want %v", s.position, order)
	}
	// A copy made before takes the order with the match when it merges.
	other, err := ReadLeague(copyData)
	if err != nil || other.position != nil {
		t.Fatalf("ReadLeague() = %v, position %v", err, other.position)
	}
	if rep, err := other.Merge(s); err != nil || rep.Added != 1 || rep.Refused != nil || !slices.Equal(other.position, order) {
		t.Errorf("Merge() = %+v, %v, position %v; want 1 added and %v", rep, err, other.position, order)
	}
}
