package domain

import (
	"errors"
	"reflect"
	"testing"
)

// weekend is a small handicap tournament to check by hand: 3 games, basis 220 at 90%, re-entries
// ranked best entry only; squad "Sat 9:00" on lanes 1-4 (two pairs, a move after every game)
// and "Sat 13:00" on lanes 11-12. Entries: AAA (avg 200, hdcp 18), BBB (180, 36), CCC (220, 0)
// in the first squad, then AAA again (200, 18) and DDD (150, 63) in the second.
func weekend(t testing.TB) *Tournament {
	t.Helper()
	st := DefaultTournamentSettings()
	st.Handicap = Handicap{On: true, Basis: 220, Percent: 90}
	st.Games = 3
	st.Fee = 2500
	st.Reentry = BestEntry
	st.Finalists = 2
	st.Ladder = 2
	tour, err := NewTournament(" Turkey Shoot ", st)
	if err != nil {
		t.Fatalf("NewTournament() = %v", err)
	}
	tour.Squads = []Squad{{Name: "Sat 9:00", FirstLane: 1, LastLane: 4, MoveEvery: 1}, {Name: "Sat 13:00", FirstLane: 11, LastLane: 12}}
	for _, e := range []TournamentEntry{{"aaa", 200, 0}, {"BBB", 180, 0}, {"CCC", 220, 0}, {"AAA", 200, 1}, {"DDD", 150, 1}} {
		if _, err := tour.AddEntry(e.Bowler, e.Average, e.Squad); err != nil {
			t.Fatalf("AddEntry(%+v) = %v", e, err)
		}
	}
	return tour
}

func TestTournamentSettingsCheck(t *testing.T) {
	tests := []struct {
		name   string
		change func(*TournamentSettings)
	}{
		{"no games", func(s *TournamentSettings) { s.Games = 0 }},
		{"13 games", func(s *TournamentSettings) { s.Games = 13 }},
		{"negative fee", func(s *TournamentSettings) { s.Fee = -1 }},
		{"unknown re-entry", func(s *TournamentSettings) { s.Reentry = "twice" }},
		{"one finalist", func(s *TournamentSettings) { s.Finalists = 1 }},
		{"65 finalists", func(s *TournamentSettings) { s.Finalists = 65 }},
		{"unknown finals", func(s *TournamentSettings) { s.Finals = "cup" }},
		{"ladder of 6", func(s *TournamentSettings) { s.Ladder = 6 }},
		{"ladder above the finalists", func(s *TournamentSettings) { s.Finalists, s.Ladder = 2, 3 }},
		{"negative bonus", func(s *TournamentSettings) { s.Bonus = -1 }},
		{"no finals lane", func(s *TournamentSettings) { s.FinalsLane = 0 }},
		{"handicap", func(s *TournamentSettings) { s.Handicap.On, s.Handicap.Percent = true, 0 }},
	}
	if err := DefaultTournamentSettings().Check(); err != nil {
		t.Fatalf("DefaultTournamentSettings().Check() = %v, want nil", err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := DefaultTournamentSettings()
			tt.change(&s)
			if err := s.Check(); !errors.Is(err, ErrInvalidTournament) && !errors.Is(err, ErrInvalidHandicap) {
				t.Errorf("%+v.Check() = %v, want ErrInvalidTournament", s, err)
			}
		})
	}
}

// TestAddEntryRefuses checks that AddEntry refuses what Check refuses and changes nothing.
func TestAddEntryRefuses(t *testing.T) {
	tests := []struct {
		name    string
		reentry Reentry
		entry   TournamentEntry
		want    error
	}{
		{"a bad name", BestEntry, TournamentEntry{"AB", 180, 1}, ErrInvalidName},
		{"a bad average", BestEntry, TournamentEntry{"EEE", 301, 1}, ErrInvalidTournament},
		{"no such squad", BestEntry, TournamentEntry{"EEE", 180, 2}, ErrInvalidTournament},
		{"seated twice in a squad", BestEntry, TournamentEntry{"BBB", 180, 0}, ErrInvalidTournament},
		{"a re-entry where none are allowed", NoReentry, TournamentEntry{"BBB", 180, 1}, ErrInvalidTournament},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tour := weekend(t)
			tour.Settings.Reentry = tt.reentry
			if tt.reentry == NoReentry {
				tour.Entries = tour.Entries[:3]
			}
			before := len(tour.Entries)
			if _, err := tour.AddEntry(tt.entry.Bowler, tt.entry.Average, tt.entry.Squad); !errors.Is(err, tt.want) || len(tour.Entries) != before {
				t.Errorf("AddEntry(%+v) = %v with %d entries, want %v with %d", tt.entry, err, len(tour.Entries), tt.want, before)
			}
		})
	}
	// The second squad's one pair seats 8: the ninth is refused.
	tour := weekend(t)
	for _, n := range []string{"EEE", "FFF", "GGG", "HHH", "III", "JJJ"} {
		if _, err := tour.AddEntry(n, 180, 1); err != nil {
			t.Fatalf("AddEntry(%s) = %v", n, err)
		}
	}
	if _, err := tour.AddEntry("KKK", 180, 1); !errors.Is(err, ErrInvalidTournament) {
		t.Errorf("AddEntry(KKK, 180, 1) into a full squad = %v, want ErrInvalidTournament", err)
	}
}

func TestSquadCheck(t *testing.T) {
	for _, q := range []Squad{
		{Name: "", FirstLane: 1, LastLane: 2},
		{Name: " Sat", FirstLane: 1, LastLane: 2},
		{Name: "Sat", FirstLane: 1, LastLane: 3},
		{Name: "Sat", FirstLane: 0, LastLane: 1},
		{Name: "Sat", FirstLane: 4, LastLane: 1},
		{Name: "Sat", FirstLane: 1, LastLane: 2, MoveEvery: 3},
	} {
		tour := weekend(t)
		tour.Squads[0] = q
		if err := tour.Check(); !errors.Is(err, ErrInvalidTournament) {
			t.Errorf("Check() with squad %+v = %v, want ErrInvalidTournament", q, err)
		}
	}
}

func TestSeating(t *testing.T) {
	tour := weekend(t)
	for _, n := range []string{"EEE", "FFF", "GGG", "HHH", "III", "JJJ"} {
		if _, err := tour.AddEntry(n, 220, 0); err != nil {
			t.Fatalf("AddEntry(%s) = %v", n, err)
		}
	}
	got, err := tour.Seating(0)
	if err != nil {
		t.Fatalf("Seating(0) = %v", err)
	}
	seat := func(e int, name string, avg, h int) Seat { return Seat{e, name, avg, h} }
	want := []PairSeating{
		{Squad: 0, Pair: 0, Seats: []Seat{seat(0, "AAA", 200, 18), seat(1, "BBB", 180, 36), seat(2, "CCC", 220, 0),
			seat(5, "EEE", 220, 0), seat(6, "FFF", 220, 0), seat(7, "GGG", 220, 0), seat(8, "HHH", 220, 0), seat(9, "III", 220, 0)},
			// a move after every game: lanes 1-2, 3-4, then back to 1-2
			Blocks: []LaneBlock{{1, 1}, {1, 3}, {1, 1}}},
		{Squad: 0, Pair: 1, Seats: []Seat{seat(10, "JJJ", 220, 0)}, Blocks: []LaneBlock{{1, 3}, {1, 1}, {1, 3}}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Seating(0) = %+v, want %+v", got, want)
	}
	got, _ = tour.Seating(1)
	if want := []LaneBlock{{3, 11}}; len(got) != 1 || !reflect.DeepEqual(got[0].Blocks, want) {
		t.Errorf("Seating(1) = %+v, want one pair with blocks %v", got, want)
	}
	if _, err := tour.Seating(2); !errors.Is(err, ErrNoSuchSquad) {
		t.Errorf("Seating(2) = %v, want ErrNoSuchSquad", err)
	}
}

// TestAddEntryReasons checks that each refusal of an entry the director can mend names its
// reason, and changes nothing.
func TestAddEntryReasons(t *testing.T) {
	tests := []struct {
		name    string
		reentry Reentry
		bowler  string
		squad   int
		want    error
	}{
		{"a re-entry where none are allowed", NoReentry, "AAA", 1, ErrReentry},
		{"seated twice in a squad", BestEntry, "AAA", 0, ErrSeatedTwice},
		{"a full squad", BestEntry, "EEE", 1, ErrSquadFull},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := DefaultTournamentSettings()
			st.Reentry = tc.reentry
			tour, err := NewTournament("Open", st)
			if err != nil {
				t.Fatal(err)
			}
			tour.Squads = []Squad{{Name: "A", FirstLane: 1, LastLane: 2}, {Name: "B", FirstLane: 3, LastLane: 4}}
			if _, err := tour.AddEntry("AAA", 200, 0); err != nil {
				t.Fatal(err)
			}
			for i := range 2 * LaneSeats {
				if _, err := tour.AddEntry(string(rune('A'+i))+"ZZ", 150, 1); err != nil && tc.want != ErrSquadFull {
					break
				} else if err != nil {
					t.Fatalf("filling squad B: %v", err)
				}
				if tc.want != ErrSquadFull {
					break
				}
			}
			before := len(tour.Entries)
			_, err = tour.AddEntry(tc.bowler, 180, tc.squad)
			if !errors.Is(err, tc.want) || !errors.Is(err, ErrInvalidTournament) {
				t.Errorf("AddEntry(%s, 180, %d) = %v, want %v", tc.bowler, tc.squad, err, tc.want)
			}
			if len(tour.Entries) != before {
				t.Errorf("AddEntry refused but entries went from %d to %d", before, len(tour.Entries))
			}
		})
	}
}
