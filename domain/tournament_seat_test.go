package domain

import (
	"reflect"
	"testing"
)

// seatedSquad is a tournament of games games with one squad (its lanes and lane moves) and
// entries bowlers in it.
func seatedSquad(t *testing.T, games int, q Squad, entries int) *Tournament {
	t.Helper()
	st := DefaultTournamentSettings()
	st.Games = games
	tour, err := NewTournament("Moves", st)
	if err != nil {
		t.Fatal(err)
	}
	tour.Squads = []Squad{q}
	for i := range entries {
		if _, err := tour.AddEntry(string([]byte{'A' + byte(i/26), 'A' + byte(i%26), 'Q'}), 180, 0); err != nil {
			t.Fatalf("AddEntry(%d) = %v", i, err)
		}
	}
	return tour
}

// TestLaneMoves checks each pair's blocks of games (tournament.md, "Squads": after every G
// games each group moves to the next pair, the last pair to the first, tablet and all).
func TestLaneMoves(t *testing.T) {
	tests := []struct {
		name    string
		games   int
		squad   Squad
		entries int
		want    [][]LaneBlock // each pair's blocks
	}{
		{"no moves", 6, Squad{Name: "A", FirstLane: 1, LastLane: 4}, 9,
			[][]LaneBlock{{{6, 1}}, {{6, 3}}}},
		{"every 2 of 6 on three pairs", 6, Squad{Name: "A", FirstLane: 1, LastLane: 6, MoveEvery: 2}, 17,
			[][]LaneBlock{{{2, 1}, {2, 3}, {2, 5}}, {{2, 3}, {2, 5}, {2, 1}}, {{2, 5}, {2, 1}, {2, 3}}}},
		{"every 4 of 6: the last block short", 6, Squad{Name: "A", FirstLane: 11, LastLane: 14, MoveEvery: 4}, 16,
			[][]LaneBlock{{{4, 11}, {2, 13}}, {{4, 13}, {2, 11}}}},
		{"every game of 3 on three pairs, one seated", 3, Squad{Name: "A", FirstLane: 21, LastLane: 26, MoveEvery: 1}, 2,
			[][]LaneBlock{{{1, 21}, {1, 23}, {1, 25}}}},
		{"more blocks than pairs: round again", 5, Squad{Name: "A", FirstLane: 1, LastLane: 4, MoveEvery: 1}, 9,
			[][]LaneBlock{{{1, 1}, {1, 3}, {1, 1}, {1, 3}, {1, 1}}, {{1, 3}, {1, 1}, {1, 3}, {1, 1}, {1, 3}}}},
		{"one pair: a move stays on it", 4, Squad{Name: "A", FirstLane: 7, LastLane: 8, MoveEvery: 2}, 8,
			[][]LaneBlock{{{2, 7}, {2, 7}}}},
		{"the last lanes", 2, Squad{Name: "A", FirstLane: MaxLane - 2, LastLane: MaxLane + 1, MoveEvery: 1}, 9,
			[][]LaneBlock{{{1, MaxLane - 2}, {1, MaxLane}}, {{1, MaxLane}, {1, MaxLane - 2}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tour := seatedSquad(t, tt.games, tt.squad, tt.entries)
			pairs, err := tour.Seating(0)
			if err != nil {
				t.Fatalf("Seating(0) = %v", err)
			}
			var got [][]LaneBlock
			for _, p := range pairs {
				got = append(got, p.Blocks)
				games := 0
				for _, b := range p.Blocks {
					games += b.Games
				}
				if games != tt.games {
					t.Errorf("pair %d's blocks %v hold %d games, want %d", p.Pair, p.Blocks, games, tt.games)
				}
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Seating(0) blocks = %v, want %v", got, tt.want)
			}
			// Each pair's card carries the same blocks, so the tablet shows the moves.
			for p := range pairs {
				c, err := tour.LaneCard(0, p)
				if err != nil || !reflect.DeepEqual(c.Blocks, tt.want[p]) {
					t.Errorf("LaneCard(0, %d).Blocks = %v, %v, want %v", p, c.Blocks, err, tt.want[p])
				}
			}
		})
	}
}

// TestLaneMovesCheck checks the bounds of a lane move: 0 for none, else 1 to one game fewer
// than the games, so that a move falls between games.
func TestLaneMovesCheck(t *testing.T) {
	for _, tt := range []struct {
		every, games int
		ok           bool
	}{{0, 6, true}, {1, 6, true}, {5, 6, true}, {6, 6, false}, {-1, 6, false}, {1, 1, false}, {0, 1, true}} {
		tour := seatedSquad(t, tt.games, Squad{Name: "A", FirstLane: 1, LastLane: 4}, 1)
		tour.Squads[0].MoveEvery = tt.every
		if err := tour.Check(); (err == nil) != tt.ok {
			t.Errorf("Check() with a move every %d of %d games = %v, want ok %v", tt.every, tt.games, err, tt.ok)
		}
	}
}
