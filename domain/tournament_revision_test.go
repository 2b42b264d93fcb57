package domain

import (
	"errors"
	"testing"
)

// TestMergeTournament makes one window's change again on what another window stored since
// both read the weekend (squad 1: AAA, BBB, CCC on one pair; squad 2: AAA, DDD).
func TestMergeTournament(t *testing.T) {
	var morning, other []Record // pair 1's sheet, and one of other balls; bowled on the base
	rename := func(from, to string) func(*Tournament) {
		return func(tour *Tournament) {
			for i, e := range tour.Entries {
				if e.Bowler == from {
					tour.Entries[i].Bowler = to
				}
			}
		}
	}
	keepIt := func(sheet *[]Record) func(*Tournament) {
		return func(tour *Tournament) { keep(t, tour, *sheet) }
	}
	addEntry := func(tour *Tournament) {
		if _, err := tour.AddEntry("EEE", 170, 1); err != nil {
			t.Fatalf("AddEntry() = %v", err)
		}
	}
	tests := []struct {
		name        string
		mine, their func(*Tournament)
		want        func(t *testing.T, got *Tournament) // the merged tournament's checks
		part        TournamentPart                      // the conflict expected, "" for none
		pair        int
	}{
		{name: "an entry beside a sheet", mine: addEntry, their: keepIt(&morning), want: func(t *testing.T, got *Tournament) {
			if len(got.Entries) != 6 || len(got.Sheets(0, 0)) != 3 {
				t.Errorf("merged: %d entries, %d games of pair 1, want 6 and 3", len(got.Entries), len(got.Sheets(0, 0)))
			}
		}},
		{name: "a sheet beside an entry", mine: keepIt(&morning), their: addEntry, want: func(t *testing.T, got *Tournament) {
			if len(got.Entries) != 6 || len(got.Sheets(0, 0)) != 3 {
				t.Errorf("merged: %d entries, %d games of pair 1, want 6 and 3", len(got.Entries), len(got.Sheets(0, 0)))
			}
		}},
		{name: "the same sheet kept by both", mine: keepIt(&morning), their: keepIt(&morning), want: func(t *testing.T, got *Tournament) {
			if n := len(got.Sheets(0, 0)); n != 3 {
				t.Errorf("merged: pair 1 holds %d games, want 3, each once", n)
			}
		}},
		{name: "a name beside a fee", mine: func(tour *Tournament) { tour.Name = "Open" }, their: func(tour *Tournament) { tour.Settings.Fee = 3000 },
			want: func(t *testing.T, got *Tournament) {
				if got.Name != "Open" || got.Settings.Fee != 3000 {
					t.Errorf("merged: %q at %d cents, want Open at 3000", got.Name, got.Settings.Fee)
				}
			}},
		{name: "the same change made by both", mine: rename("BBB", "BOB"), their: rename("BBB", "BOB"), want: func(t *testing.T, got *Tournament) {
			if got.Entries[1].Bowler != "BOB" {
				t.Errorf("merged: entry 2 is %s, want BOB", got.Entries[1].Bowler)
			}
		}},
		{name: "a bowler of a pair kept renamed", mine: rename("BBB", "BOB"), their: keepIt(&morning), part: TournamentSheets},
		{name: "a sheet of a pair renamed", mine: keepIt(&morning), their: rename("BBB", "BOB"), part: TournamentEntries},
		{name: "the same pair kept with other balls", mine: keepIt(&morning), their: keepIt(&other), part: TournamentSheets},
		{name: "both renamed it", mine: func(tour *Tournament) { tour.Name = "Open" }, their: func(tour *Tournament) { tour.Name = "Shoot" }, part: TournamentName},
		{name: "both changed the entries", mine: addEntry, their: rename("DDD", "DOT"), part: TournamentEntries},
		{name: "both changed the prizes", mine: func(tour *Tournament) { tour.Prizes.Amounts = []int{1} },
			their: func(tour *Tournament) { tour.Prizes.Amounts = []int{2} }, part: TournamentPrizes},
		{name: "a finalist beside fewer finalists", mine: func(tour *Tournament) { tour.Results.Advanced = []int{0, 1} },
			their: func(tour *Tournament) {
				tour.Settings.Finalists, tour.Settings.Ladder = 2, 2
				tour.Results.Advanced = []int{2}
			}, part: TournamentFinals},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			base := weekend(t)
			morning = bowlPair(t, base, 0, 0, [][]int{{80, 60, 90}, {80, 60, 90}, {80, 60, 90}})
			other = bowlPair(t, base, 0, 0, [][]int{{81, 60, 90}, {80, 60, 90}, {80, 60, 90}})
			mine, stored := base.Clone(), base.Clone()
			tc.mine(mine)
			tc.their(stored)
			before := encode(stored)
			got, err := MergeTournament(base, mine, stored)
			if encode(stored) != before {
				t.Errorf("MergeTournament changed the stored tournament")
			}
			if tc.part == "" {
				if err != nil {
					t.Fatalf("MergeTournament() = %v, want no conflict", err)
				}
				tc.want(t, got)
				return
			}
			var c *TournamentConflict
			if !errors.As(err, &c) || !errors.Is(err, ErrConflict) || c.Part != tc.part || c.Pair != tc.pair {
				t.Fatalf("MergeTournament() = %v, %v, want a conflict of %s, pair %d", got, err, tc.part, tc.pair)
			}
		})
	}
}

// TestMergeTournamentOther refuses to merge another tournament.
func TestMergeTournamentOther(t *testing.T) {
	a, b := weekend(t), weekend(t)
	if _, err := MergeTournament(a, a.Clone(), b); !errors.Is(err, ErrOtherTournament) {
		t.Errorf("MergeTournament(another) = %v, want ErrOtherTournament", err)
	}
}

// TestCheckSheets refuses a change that unseats the bowlers of a pair whose sheet is kept.
func TestCheckSheets(t *testing.T) {
	tests := []struct {
		name   string
		change func(*Tournament)
		ok     bool
	}{
		{"nothing", func(*Tournament) {}, true},
		{"an entry added to the other squad", func(tour *Tournament) { tour.Entries = append(tour.Entries, TournamentEntry{"EEE", 170, 1}) }, true},
		{"the squad's name", func(tour *Tournament) { tour.Squads[0].Name = "Sat 9" }, true},
		{"a kept bowler renamed", func(tour *Tournament) { tour.Entries[1].Bowler = "BOB" }, false},
		{"a kept bowler's average", func(tour *Tournament) { tour.Entries[1].Average = 100 }, false},
		{"a kept bowler moved", func(tour *Tournament) { tour.Entries[1].Squad = 1 }, false},
		{"the games", func(tour *Tournament) { tour.Settings.Games = 4 }, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tour := weekend(t)
			keep(t, tour, bowlPair(t, tour, 0, 0, [][]int{{80, 60, 90}}))
			tc.change(tour)
			err := tour.CheckSheets()
			var c *TournamentConflict
			switch {
			case tc.ok && err != nil:
				t.Errorf("CheckSheets() = %v, want nil", err)
			case !tc.ok && (!errors.Is(err, ErrSheetKept) || !errors.As(err, &c) || c.Squad != 0 || c.Pair != 0):
				t.Errorf("CheckSheets() = %v, want ErrSheetKept of squad 0, pair 0", err)
			}
		})
	}
}

// TestTournamentClone changes a clone and finds the original as it was.
func TestTournamentClone(t *testing.T) {
	tour := weekend(t)
	sheet := bowlPair(t, tour, 0, 0, [][]int{{80, 60, 90}, {80, 60, 90}})
	keep(t, tour, sheet[:1])
	tour.Results = TournamentResults{Advanced: []int{4, 0}, Ladder: [][2]int{{90, 90}}, LadderRollOff: map[int]bool{0: true}}
	tour.Prizes = PrizeList{Amounts: []int{6000, 4000}}
	before := encode(tour)
	c := tour.Clone()
	keep(t, c, bowlPair(t, c, 1, 0, [][]int{{70, 40}}))
	keep(t, c, sheet)
	c.Entries[0].Average, c.Squads[0].Name, c.Results.Advanced[0], c.Prizes.Amounts[0] = 1, "x", 3, 1
	c.Results.LadderRollOff[0] = false
	if encode(tour) != before {
		t.Errorf("a change to the clone changed the tournament")
	}
}
