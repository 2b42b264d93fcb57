package domain

import (
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
