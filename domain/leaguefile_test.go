package domain

import (
	"bytes"
	"errors"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// marshal writes a league file, failing the test on an error.
func marshal(t testing.TB, s *Season) []byte {
	t.Helper()
	data, err := s.MarshalJSON()
	if err != nil {
		t.Fatalf("MarshalJSON() error = %v", err)
	}
	return data
}

// sameFigures fails the test unless two leagues give the same figures in every week, and with
// records the very same games.
func sameFigures(t *testing.T, got, want *Season, records bool) {
	t.Helper()
	if got.ID() != want.ID() || got.Name() != want.Name() || got.Settings() != want.Settings() || !reflect.DeepEqual(got.Teams(), want.Teams()) ||
		!reflect.DeepEqual(got.Bowlers(), want.Bowlers()) || !reflect.DeepEqual(got.Changes(), want.Changes()) {
		t.Fatalf("the league = %v %q %+v %v %v %v, want %v %q %+v %v %v %v", got.ID(), got.Name(), got.Settings(), got.Teams(), got.Bowlers(), got.Changes(),
			want.ID(), want.Name(), want.Settings(), want.Teams(), want.Bowlers(), want.Changes())
	}
	for w := range want.Weeks() {
		gf, _ := got.Fixtures(w)
		wf, _ := want.Fixtures(w)
		if !reflect.DeepEqual(gf, wf) || !reflect.DeepEqual(got.Plan(w), want.Plan(w)) {
			t.Errorf("week %d: fixtures %+v, plan %+v; want %+v, %+v", w, gf, got.Plan(w), wf, want.Plan(w))
		}
		gr, _ := got.Recap(w)
		wr, _ := want.Recap(w)
		gr.Results, wr.Results = nil, nil // compared below, record by record
		if !reflect.DeepEqual(gr, wr) {
			t.Errorf("Recap(%d) =\n%+v\nwant\n%+v", w, gr, wr)
		}
	}
	if !records {
		return
	}
	gk, wk := got.Kept(-1), want.Kept(-1)
	if len(gk) != len(wk) {
		t.Fatalf("%d matches kept, want %d", len(gk), len(wk))
	}
	for i := range gk {
		if gk[i].Week != wk[i].Week || gk[i].Pair != wk[i].Pair || gk[i].Teams != wk[i].Teams || len(gk[i].Records) != len(wk[i].Records) {
			t.Fatalf("match %d = %+v, want %+v", i, gk[i], wk[i])
		}
		for g, r := range gk[i].Records {
			if !r.Equal(wk[i].Records[g]) {
				t.Errorf("match %d game %d differs", i, g+1)
			}
		}
	}
}

func TestLeagueFileRoundTrip(t *testing.T) {
	s := thursdayKept(t)
	data := marshal(t, s)
	back, err := ReadLeague(data)
	if err != nil {
		t.Fatalf("ReadLeague(MarshalJSON()) error = %v", err)
	}
	sameFigures(t, back, s, true)
	if again := marshal(t, back); !bytes.Equal(again, data) {
		t.Errorf("MarshalJSON(ReadLeague(data)) =\n%s\nwant\n%s", again, data)
	}
	// The parts in another order, the matches first, read the same.
	at := bytes.Index(data, []byte(`,"matches":`))
	list := bytes.TrimSuffix(data[at+len(`,"matches":`):], []byte("}\n"))
	reordered := slices.Concat([]byte(`{"matches":`), list, []byte(","), data[1:at], []byte("}"))
	if back, err := ReadLeague(reordered); err != nil {
		t.Errorf("ReadLeague(the matches first) error = %v", err)
	} else {
		sameFigures(t, back, s, true)
	}
	// An empty league.
	empty, _ := NewSeason("Empty", DefaultSeasonSettings(), []string{"A", "B"})
	if back, err := ReadLeague(marshal(t, empty)); err != nil {
		t.Errorf("ReadLeague(an empty league) error = %v", err)
	} else {
		sameFigures(t, back, empty, true)
	}
}

// TestLeagueFixtureV1 reads testdata/league-v1.json, thursdayKept's league as version 1 wrote
// it: every later version must still read it.
func TestLeagueFixtureV1(t *testing.T) {
	if *writeFixtures {
		if err := os.WriteFile("testdata/league-v1.json", marshal(t, thursdayKept(t)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile("testdata/league-v1.json")
	if err != nil {
		t.Fatal(err)
	}
	s, err := ReadLeague(data)
	if err != nil {
		t.Fatalf("ReadLeague(league-v1.json) error = %v", err)
	}
	// The IDs differ from a league made now; the figures do not.
	want := thursdayKept(t)
	want.id = s.id
	for w := range want.Weeks() {
		gr, _ := s.Recap(w)
		wr, _ := want.Recap(w)
		gr.Results, wr.Results = nil, nil
		if !reflect.DeepEqual(gr, wr) {
			t.Errorf("league-v1.json: Recap(%d) =\n%+v\nwant\n%+v", w, gr, wr)
		}
	}
	if got := marshal(t, s); !bytes.Equal(got, data) {
		t.Errorf("MarshalJSON(ReadLeague(league-v1.json)) =\n%s\nwant\n%s", got, data)
	}
}

func TestReadLeagueRefused(t *testing.T) {
	good := marshal(t, thursdayKept(t))
	lines := strings.Split(string(good), "\n")
	last := lines[len(lines)-3] // the last match; then "]}" and the end
	tests := []struct {
		name string
		data string
		want error
	}{
		{"empty", "", ErrBadLeagueFile},
		{"null", "null", ErrBadLeagueFile},
		{"an array", "[]", ErrBadLeagueFile},
		{"truncated", string(good[:len(good)/2]), ErrBadLeagueFile},
		{"a history file", `{"format":"tenpin-history","version":2,"games":[]}`, ErrBadLeagueFile},
		{"no version", `{"format":"tenpin-league"}`, ErrBadLeagueFile},
		{"version 0", strings.Replace(string(good), `"version":1`, `"version":0`, 1), ErrBadLeagueFile},
		{"a newer version", strings.Replace(string(good), `"version":1`, `"version":3`, 1), ErrNewerLeagueFile},
		{"a version that is not a number", strings.Replace(string(good), `"version":1`, `"version":"1"`, 1), ErrBadLeagueFile},
		{"an unknown field", strings.Replace(string(good), `"name":"Thursday Mixed"`, `"name":"Thursday Mixed","colour":"red"`, 1), ErrBadLeagueFile},
		{"data after it", string(good) + "{}", ErrBadLeagueFile},
		{"a bad ID", strings.Replace(string(good), `"id":"`, `"id":"/`, 1), ErrInvalidSeason},
		{"a bad name", strings.Replace(string(good), `"name":"Thursday Mixed"`, `"name":""`, 1), ErrInvalidSeason},
		{"bad settings", strings.Replace(string(good), `"establish":3`, `"establish":0`, 1), ErrInvalidSeason},
		{"one team", strings.Replace(string(good), `"teams":["Pin Pals","Gutter Kings","Split Ends","Lucky Strikes"]`, `"teams":["Pin Pals"]`, 1), ErrInvalidSeason},
		{"a team twice", strings.Replace(string(good), `"Gutter Kings","Split Ends"`, `"Gutter Kings","gutter kings"`, 1), ErrInvalidSeason},
		{"a bowler twice", strings.Replace(string(good), `{"name":"CCC","entering":140}`, `{"name":"AAA","entering":140}`, 1), ErrInvalidSeason},
		{"a negative entering average", strings.Replace(string(good), `"entering":140`, `"entering":-1`, 1), ErrInvalidSeason},
		{"a roster change of nobody", strings.Replace(string(good), `"bowler":"CCC"`, `"bowler":"ZZZ"`, 1), ErrInvalidSeason},
		{"a roster change that changes nothing", strings.Replace(string(good), `{"week":3,"bowler":"BBB","team":3}`, `{"week":3,"bowler":"BBB","team":0}`, 1), ErrInvalidSeason},
		{"a plan of a week the season has not", strings.Replace(string(good), `"weeks":[{"week":0`, `"weeks":[{"week":9`, 1), ErrNoSuchWeek},
		{"two plans of one week", strings.Replace(string(good), `{"week":1,"absent":["AAA"]}`, `{"week":1,"absent":["AAA"]},{"week":1}`, 1), ErrInvalidSeason},
		{"a bad plan", strings.Replace(string(good), `"absent":["AAA"]`, `"absent":["AAA","AAA"]`, 1), ErrInvalidSeason},
		{"a position round the league has not", strings.Replace(string(good), `,"matches":[`, `,"position":[0,1,2,3],"matches":[`, 1), ErrInvalidSeason},
		{"a match of a week the season has not", strings.Replace(string(good), `{"week":2,"pair":1,`, `{"week":7,"pair":1,`, 1), ErrNoSuchWeek},
		{"a match of other teams", strings.Replace(string(good), `{"week":2,"pair":1,"teams":[0,1]`, `{"week":2,"pair":1,"teams":[0,2]`, 1), ErrNoSuchTeam},
		{"a match twice", strings.Replace(string(good), last, last+",\n"+last, 1), ErrAlreadyKept},
		{"a part after the matches", strings.Replace(string(good), "\n]}\n", "\n],\"name\":\"Other\"}\n", 1), ErrBadLeagueFile},
		{"matches that are not a list", strings.Replace(string(good), `"matches":[`, `"matches":{"week":0},"x":[`, 1), ErrBadLeagueFile},
		{"a game that could not be bowled", strings.Replace(string(good), `"rolls":[[9,0,`, `"rolls":[[9,5,`, 1), ErrInvalidRecord},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.data == string(good) {
				t.Fatal("the test changes nothing")
			}
			s, err := ReadLeague([]byte(tt.data))
			if s != nil || !errors.Is(err, ErrBadLeagueFile) || !errors.Is(err, tt.want) {
				t.Errorf("ReadLeague() = %v, %v, want nil and %v", s, err, tt.want)
			}
		})
	}
}

func TestReadLeagueProgress(t *testing.T) {
	data := marshal(t, thursdayKept(t))
	var seen []int
	s, err := ReadLeagueProgress(data, func(done, total int) bool {
		if total != len(data) || done > total || len(seen) > 0 && done < seen[len(seen)-1] {
			t.Errorf("progress(%d, %d) after %v, file of %d bytes", done, total, seen, len(data))
		}
		seen = append(seen, done)
		return true
	})
	// One call a part of the league (9), once the league is made, one a game (12) and once the
	// matches are read, the last at their end.
	if err != nil || s == nil || len(seen) != 9+1+12+1 || seen[len(seen)-1] < len(data)-len("\n]}\n") {
		t.Errorf("ReadLeagueProgress() = %v, progress %v of %d", err, seen, len(data))
	}
	calls := 0
	if s, err := ReadLeagueProgress(data, func(int, int) bool { calls++; return calls < 5 }); s != nil || calls != 5 || !errors.Is(err, ErrImportCancelled) {
		t.Errorf("ReadLeagueProgress(cancelled) = %v, %v, want nil and %v", s, err, ErrImportCancelled)
	}
}

func TestLeagueMerge(t *testing.T) {
	here := thursdayLeague(t)
	keepWeek(t, here, 0, thursdayScores[0])
	keepWeek(t, here, 1, thursdayScores[1])
	there, err := ReadLeague(marshal(t, here))
	if err != nil {
		t.Fatal(err)
	}
	keepWeek(t, there, 2, thursdayScores[2])
	// The copy there renames a team and takes on a bowler: the league here keeps its own.
	if err := there.RenameTeam(0, "The Pals"); err != nil {
		t.Fatal(err)
	}
	if err := there.SetBowler(Bowler{"NEW", 100}); err != nil {
		t.Fatal(err)
	}
	rep, err := here.Merge(there)
	if err != nil || rep.Added != 2 || rep.Same != 4 || rep.Refused != nil {
		t.Fatalf("Merge() = %+v, %v, want 2 added, 4 the same", rep, err)
	}
	if here.Teams()[0] != "Pin Pals" || len(here.Bowlers()) != 9 {
		t.Errorf("Merge() took the other copy's teams %v or bowlers %v", here.Teams(), here.Bowlers())
	}
	sameFigures(t, here, func() *Season { s := thursdayKept(t); s.id = here.id; return s }(), false)
	// Merging again, or with itself, changes nothing.
	before := marshal(t, here)
	for _, other := range []*Season{there, here} {
		if rep, err := here.Merge(other); err != nil || rep.Added != 0 || rep.Same != 6 || rep.Refused != nil {
			t.Errorf("Merge(again) = %+v, %v, want 6 the same", rep, err)
		}
	}
	if !bytes.Equal(marshal(t, here), before) {
		t.Error("Merge(again) changed the league")
	}

	// A match kept there with other games than here is left out, and said so.
	other, _ := ReadLeague(before)
	other.kept = other.kept[:5]
	f, _ := other.Fixtures(2)
	if _, err := other.Keep(f[1].Ref, bowlFixture(t, other, f[1], nil)); err != nil {
		t.Fatal(err)
	}
	rep, err = here.Merge(other)
	if err != nil || rep.Added != 0 || rep.Same != 5 || len(rep.Refused) != 1 || !errors.Is(rep.Refused[0], ErrAlreadyKept) {
		t.Errorf("Merge(other games) = %+v, %v, want 5 the same and one refused", rep, err)
	}
	// Another league is another league.
	stranger := thursdayKept(t)
	if rep, err := here.Merge(stranger); !errors.Is(err, ErrOtherLeague) || rep.Added != 0 || !bytes.Equal(marshal(t, here), before) {
		t.Errorf("Merge(another league) = %+v, %v, want %v and nothing changed", rep, err, ErrOtherLeague)
	}
}

// FuzzLeagueFile feeds ReadLeague arbitrary bytes: it never panics; it refuses with
// ErrBadLeagueFile and no league, or the league it reads writes a file that reads back to the
// same file, and merging it with itself changes nothing.
func FuzzLeagueFile(f *testing.F) {
	good, err := os.ReadFile("testdata/league-v1.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	for _, n := range []int{0, 1, 20, len(good) / 3, len(good) - 3} {
		f.Add(good[:n])
	}
	f.Add(readFile(f, "testdata/league-v2.json")) // games with their league weeks
	empty, _ := NewSeason("Empty", DefaultSeasonSettings(), []string{"A", "B", "C"})
	data, _ := empty.MarshalJSON()
	f.Add(data)
	f.Add([]byte(strings.Replace(string(good), `"positionRound":`, `"x":`, 1)))
	f.Add([]byte(`{"format":"tenpin-league","version":1,"id":"L","name":"L","settings":{"match":{"handicap":{"on":false,"basis":0,"percent":0},"points":{"game":1,"series":1,"individual":0},"absentDeduction":10,"vacancyScore":0},"games":1,"firstLane":1,"rounds":1,"establish":9,"positionRound":true,"honourGame":250,"honourSeries":700},"teams":["A","B"],"bowlers":[{"name":"AAA"}],"roster":[{"week":0,"bowler":"AAA","team":1}],"weeks":[{"week":0,"substitutes":[{"team":0,"name":"SUB","average":100}]}],"position":[1,0],"matches":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ReadLeague(data)
		if err != nil {
			if s != nil || !errors.Is(err, ErrBadLeagueFile) {
				t.Fatalf("ReadLeague = %v, %v; want nil and %v", s, err, ErrBadLeagueFile)
			}
			return
		}
		out := marshal(t, s)
		again, err := ReadLeague(out)
		if err != nil {
			t.Fatalf("ReadLeague(MarshalJSON(ReadLeague(data))) error = %v\n%s", err, out)
		}
		if twice := marshal(t, again); !bytes.Equal(twice, out) {
			t.Fatalf("the league reads back to another file:\n%s\nwant\n%s", twice, out)
		}
		rep, err := s.Merge(again)
		if err != nil || rep.Added != 0 || rep.Refused != nil || rep.Same != len(s.kept) {
			t.Fatalf("Merge(itself) = %+v, %v", rep, err)
		}
		if !bytes.Equal(marshal(t, s), out) {
			t.Fatal("Merge(itself) changed the league")
		}
		for w := range s.Weeks() {
			if _, err := s.Fixtures(w); err != nil {
				t.Fatalf("Fixtures(%d) error = %v", w, err)
			}
			if _, err := s.Recap(w); err != nil {
				t.Fatalf("Recap(%d) error = %v", w, err)
			}
		}
		s.HonourRoll()
	})
}
