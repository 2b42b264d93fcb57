package domain

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// benchQualifiers is a tournament's qualifying at its largest scale: 200 entries of 8 games
// with handicap, every score drawn at random.
func benchQualifiers(entries, games int) []Qualifier {
	rng := rand.New(rand.NewPCG(200, 8))
	qs := make([]Qualifier, entries)
	for i := range qs {
		qs[i] = Qualifier{Bowler: string(rune('A' + i%150)), Handicap: rng.IntN(40)}
		for range games {
			qs[i].Scores = append(qs[i].Scores, 120+rng.IntN(150))
		}
	}
	return qs
}

// BenchmarkRankQualifying200x8 ranks 200 entries of 8 games, every entry and best entry only.
func BenchmarkRankQualifying200x8(b *testing.B) {
	qs := benchQualifiers(200, 8)
	for _, best := range []bool{false, true} {
		name := map[bool]string{false: "every", true: "best"}[best]
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := RankQualifying(qs, best); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// benchTournament is a handicap tournament of 200 entries of 8 games in 4 squads of 50 (7
// pairs each, the last pair of a squad seating 2), every pair's games bowled at random and
// kept but those of squad 0's pair 0, which are returned.
func benchTournament(b *testing.B) (*Tournament, []Record) {
	b.Helper()
	rng := rand.New(rand.NewPCG(200, 41))
	st := DefaultTournamentSettings()
	st.Handicap = Handicap{On: true, Basis: 220, Percent: 90}
	st.Games = 8
	st.Reentry = BestEntry
	tour, err := NewTournament("Benchmark Open", st)
	if err != nil {
		b.Fatal(err)
	}
	for q := range 4 {
		tour.Squads = append(tour.Squads, Squad{Name: fmt.Sprintf("Squad %d", q+1), FirstLane: 1, LastLane: 14, MoveEvery: 2})
	}
	for i := range 200 {
		// 150 bowlers: the last 50 re-enter in the last squad.
		n := i % 150
		name := string([]byte{'A' + byte(n/26), 'A' + byte(n%26), 'Z'})
		if _, err := tour.AddEntry(name, 120+rng.IntN(100), i/50); err != nil {
			b.Fatal(err)
		}
	}
	var first []Record
	for q := range tour.Squads {
		pairs, _ := tour.Seating(q)
		for p := range pairs {
			c, err := tour.LaneCard(q, p)
			if err != nil {
				b.Fatal(err)
			}
			s, _ := c.Series()
			var records []Record
			for g := 1; g <= s.Games; g++ {
				names, _ := s.Lineup(g)
				r, err := s.Record(g, linkGame(b, rng, 0.5, names...), at(0, 15*g))
				if err != nil {
					b.Fatal(err)
				}
				records = append(records, r)
			}
			if q == 0 && p == 0 {
				first = records
				continue
			}
			if _, _, err := tour.KeepSheet(records); err != nil {
				b.Fatal(err)
			}
		}
	}
	return tour, first
}

// BenchmarkKeepSheetStandings keeps a pair's sheet of 8 bowlers and 8 games into a 200-entry
// tournament whose other sheets are kept, and works out the standings again, as the
// director's device does when a tablet's QR code is read. The sheet is taken out again after
// each, which costs a map delete.
func BenchmarkKeepSheetStandings(b *testing.B) {
	tour, sheet := benchTournament(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, added, err := tour.KeepSheet(sheet); err != nil || !added {
			b.Fatalf("KeepSheet() = %v, %v", added, err)
		}
		lines, err := tour.Standings()
		if err != nil || len(lines) != 200 || lines[0].Place != 1 {
			b.Fatalf("Standings() = %d lines, %v", len(lines), err)
		}
		delete(tour.kept, pairKey{0, 0})
	}
}
