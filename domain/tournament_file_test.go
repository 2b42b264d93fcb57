package domain

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// weekendKept is the weekend tournament with every game kept (TestStandingsLive's scores), the
// cut, a step-ladder of two bowled, and its prizes.
func weekendKept(t testing.TB) *Tournament {
	t.Helper()
	tour := weekend(t)
	keep(t, tour, bowlPair(t, tour, 0, 0, [][]int{{80, 60, 90}, {80, 60, 90}, {80, 60, 90}}))
	keep(t, tour, bowlPair(t, tour, 1, 0, [][]int{{70, 40}, {70, 40}, {70, 40}}))
	tour.Settings.Finals = StepLadderFinals
	tour.Results = TournamentResults{Advanced: []int{4, 0}, Ladder: [][2]int{{90, 90}}, LadderRollOff: map[int]bool{0: true}}
	// 5 entries at 25.00 less 20%: 100.00 to share.
	tour.Prizes = PrizeList{HousePercent: 20, Amounts: []int{6000, 4000}}
	return tour
}

// marshalTournament writes t's file, failing the test on an error.
func marshalTournament(t testing.TB, tour *Tournament) []byte {
	t.Helper()
	data, err := json.Marshal(tour)
	if err != nil {
		t.Fatalf("MarshalJSON() = %v", err)
	}
	return data
}

// sevenSeeded is sevenBowl's step-ladder of five whose 5th spot EEE and FFF share, FFF having
// won the roll-off.
func sevenSeeded(t testing.TB) *Tournament {
	t.Helper()
	tour := sevenBowl(t, []int{90, 85, 80, 75, 70, 70, 60}, 6, 5, nil)
	if err := tour.SeedLadder([]int{5}); err != nil {
		t.Fatalf("SeedLadder([5]) = %v", err)
	}
	return tour
}

func TestTournamentFileRoundTrip(t *testing.T) {
	for _, tour := range []*Tournament{weekend(t), weekendKept(t), sevenSeeded(t)} {
		data := marshalTournament(t, tour)
		back, err := ReadTournament(data)
		if err != nil {
			t.Fatalf("ReadTournament(%s) = %v", data, err)
		}
		if again := marshalTournament(t, back); !bytes.Equal(again, data) {
			t.Errorf("MarshalJSON(ReadTournament(data)) =\n%s\nwant\n%s", again, data)
		}
		got, _ := back.Standings()
		want, _ := tour.Standings()
		if !reflect.DeepEqual(got, want) {
			t.Errorf("ReadTournament(data).Standings() = %+v, want %+v", got, want)
		}
		gotSeeds, err := back.LadderSeeds()
		wantSeeds, _ := tour.LadderSeeds()
		if err != nil || !reflect.DeepEqual(gotSeeds, wantSeeds) {
			t.Errorf("ReadTournament(data).LadderSeeds() = %v, %v, want %v", gotSeeds, err, wantSeeds)
		}
	}
}

// TestTournamentFixtureV1 reads testdata/tournament-v1.json, weekendKept's tournament as
// version 1 wrote it: every later version must still read it.
func TestTournamentFixtureV1(t *testing.T) {
	if *writeFixtures {
		if err := os.WriteFile("testdata/tournament-v1.json", marshalTournament(t, weekendKept(t)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile("testdata/tournament-v1.json")
	if err != nil {
		t.Fatal(err)
	}
	tour, err := ReadTournament(data)
	if err != nil {
		t.Fatalf("ReadTournament(tournament-v1.json) = %v", err)
	}
	q, err := tour.Qualifying()
	if want := []Placing{{4, 309, 1}, {0, 294, 2}, {1, 288, 3}, {2, 270, 4}}; err != nil || !reflect.DeepEqual(q, want) {
		t.Errorf("tournament-v1.json: Qualifying() = %v, %v, want %v, nil", q, err, want)
	}
	fund, err := tour.Fund()
	if err != nil || fund != 10000 {
		t.Errorf("tournament-v1.json: Fund() = %d, %v, want 10000, nil", fund, err)
	}
	if _, order, err := StepLadder(tour.Results.Advanced, tour.Results.Ladder, tour.Results.LadderRollOff); err != nil || !reflect.DeepEqual(order, []int{0, 4}) {
		t.Errorf("tournament-v1.json: StepLadder(results) = %v, %v, want [0 4], nil", order, err)
	}
	if got := marshalTournament(t, tour); !bytes.Equal(got, data) {
		t.Errorf("MarshalJSON(ReadTournament(tournament-v1.json)) =\n%s\nwant\n%s", got, data)
	}
}

func TestReadTournamentRefused(t *testing.T) {
	good := string(marshalTournament(t, weekendKept(t)))
	var sheets struct {
		Sheets []json.RawMessage `json:"sheets"`
	}
	if err := json.Unmarshal([]byte(good), &sheets); err != nil {
		t.Fatal(err)
	}
	first := string(sheets.Sheets[0])
	tests := []struct {
		name string
		data string
		want error
	}{
		{"not JSON", "{", ErrBadTournamentFile},
		{"a league", `{"format":"tenpin-league","version":1}`, ErrBadTournamentFile},
		{"version 0", strings.Replace(good, `"version":1`, `"version":0`, 1), ErrBadTournamentFile},
		{"a newer version", strings.Replace(good, `"version":1`, `"version":2`, 1), ErrNewerTournamentFile},
		{"an unknown field", strings.Replace(good, `"name":`, `"colour":"red","name":`, 1), ErrBadTournamentFile},
		{"a bad entry", strings.Replace(good, `"bowler":"BBB"`, `"bowler":"BB"`, 1), ErrInvalidTournament},
		{"a sheet twice", strings.Replace(good, first, first+","+first, 1), ErrBadTournamentFile},
		{"a sheet under another pair", strings.Replace(good, `"squad":0,"pair":0`, `"squad":1,"pair":0`, 1), ErrBadTournamentFile},
		{"an advanced entry twice", strings.Replace(good, `"advanced":[4,0]`, `"advanced":[4,4]`, 1), ErrInvalidTournament},
		{"a seed roll-off's winner out of range", strings.Replace(good, `"advanced":[4,0]`, `"advanced":[4,0],"seedRollOff":[5]`, 1), ErrInvalidTournament},
		{"a seed roll-off's winner twice", strings.Replace(good, `"advanced":[4,0]`, `"advanced":[4,0],"seedRollOff":[1,1]`, 1), ErrInvalidTournament},
		{"a seed roll-off of six", strings.Replace(good, `"advanced":[4,0]`, `"advanced":[4,0],"seedRollOff":[0,1,2,3,4,-1]`, 1), ErrInvalidTournament},
		{"a negative prize", strings.Replace(good, `"amounts":[6000,4000]`, `"amounts":[-1,4000]`, 1), ErrInvalidPrizes},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.data == good {
				t.Fatalf("the case changes nothing")
			}
			got, err := ReadTournament([]byte(tt.data))
			if !errors.Is(err, ErrBadTournamentFile) || !errors.Is(err, tt.want) || got != nil {
				t.Errorf("ReadTournament(%s) = %v, %v, want nil, %v", tt.data, got, err, tt.want)
			}
		})
	}
}

// TestTournamentMerge merges two devices' copies of one tournament: each game once.
func TestTournamentMerge(t *testing.T) {
	tour := weekend(t)
	morning := bowlPair(t, tour, 0, 0, [][]int{{80, 60, 90}, {80, 60, 90}, {80, 60, 90}})
	afternoon := bowlPair(t, tour, 1, 0, [][]int{{70, 40}, {70, 40}, {70, 40}})
	data := marshalTournament(t, tour)
	a, _ := ReadTournament(data)
	b, _ := ReadTournament(data)
	keep(t, a, morning[:2])
	keep(t, b, morning)
	keep(t, b, afternoon)
	got, err := a.Merge(b)
	if want := (TournamentMerge{Added: 4, Same: 2}); err != nil || got != want {
		t.Errorf("Merge() = %+v, %v, want %+v, nil", got, err, want)
	}
	if got, err := a.Merge(b); err != nil || got != (TournamentMerge{Same: 6}) {
		t.Errorf("Merge() again = %+v, %v, want {0 6}, nil", got, err)
	}
	if got, want := marshalTournament(t, a), marshalTournament(t, b); !bytes.Equal(got, want) {
		t.Errorf("merged file =\n%s\nwant\n%s", got, want)
	}
	if _, err := a.Merge(weekend(t)); !errors.Is(err, ErrOtherTournament) {
		t.Errorf("Merge(another tournament) = %v, want ErrOtherTournament", err)
	}
	// A game kept with other balls on the other device: refused, and a is unchanged.
	c, _ := ReadTournament(data)
	keep(t, c, bowlPair(t, c, 0, 0, [][]int{{81, 60, 90}}))
	before := marshalTournament(t, a)
	if _, err := a.Merge(c); !errors.Is(err, ErrAlreadyKept) || !bytes.Equal(marshalTournament(t, a), before) {
		t.Errorf("Merge(a game with other balls) = %v, or changed the tournament; want ErrAlreadyKept, no change", err)
	}
}

// FuzzTournamentFile reads whatever bytes it is given: it never panics, refuses with
// ErrBadTournamentFile, and a tournament it reads writes a file that reads back the same, and
// merges with itself adding nothing.
func FuzzTournamentFile(f *testing.F) {
	f.Add(marshalTournament(f, weekend(f)))
	f.Add(marshalTournament(f, weekendKept(f)))
	f.Add(marshalTournament(f, sevenSeeded(f)))
	if data, err := os.ReadFile("testdata/tournament-v1.json"); err == nil {
		f.Add(data)
	}
	f.Add([]byte(`{"format":"tenpin-tournament","version":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		tour, err := ReadTournament(data)
		if err != nil {
			if tour != nil || !errors.Is(err, ErrBadTournamentFile) {
				t.Fatalf("ReadTournament(%q) = %v, %v, want nil, ErrBadTournamentFile", data, tour, err)
			}
			return
		}
		written := marshalTournament(t, tour)
		back, err := ReadTournament(written)
		if err != nil || !bytes.Equal(marshalTournament(t, back), written) {
			t.Fatalf("ReadTournament(MarshalJSON()) = %v, or another file", err)
		}
		if m, err := back.Merge(tour); err != nil || m.Added != 0 {
			t.Fatalf("Merge(itself) = %+v, %v, want nothing added", m, err)
		}
		if _, err := back.Standings(); err != nil {
			t.Fatalf("Standings() = %v", err)
		}
		checkLadderSeeds(t, back)
	})
}

// checkLadderSeeds checks the step-ladder's seeds of tour as it is and, when its ladder has a
// roll-off at the last seed, after its first entries are recorded as the winners: at most
// MaxLadder advanced entries, each once; a refused SeedLadder changes nothing; Final never
// panics.
func checkLadderSeeds(t *testing.T, tour *Tournament) {
	t.Helper()
	check := func(when string) {
		seeds, err := tour.LadderSeeds()
		if err != nil {
			return
		}
		for i, e := range seeds {
			if i >= MaxLadder || !slices.Contains(tour.Results.Advanced, e) || slices.Contains(seeds[:i], e) {
				t.Fatalf("LadderSeeds() %s = %v, want at most %d of the advanced %v, each once", when, seeds, MaxLadder, tour.Results.Advanced)
			}
		}
		tour.Final() // never panics; a ladder's tie with no roll-off recorded is refused
	}
	check("as read")
	in, rollOff, err := tour.LadderCut()
	spots, _ := tour.LadderSpots()
	if err != nil || len(rollOff) == 0 {
		return
	}
	before := tour.Clone().Results
	if err := tour.SeedLadder(rollOff); !errors.Is(err, ErrRollOff) || !reflect.DeepEqual(tour.Results, before) {
		t.Fatalf("SeedLadder(the whole roll-off %v) = %v, or changed the results", rollOff, err)
	}
	if err := tour.SeedLadder(rollOff[:spots]); err != nil {
		t.Fatalf("SeedLadder(%v) = %v", rollOff[:spots], err)
	}
	if seeds, err := tour.LadderSeeds(); err != nil || !slices.Equal(seeds, append(in, rollOff[:spots]...)) {
		t.Fatalf("LadderSeeds() = %v, %v, want %v then %v", seeds, err, in, rollOff[:spots])
	}
	check("seeded")
}
