package domain

import (
	"fmt"
	"testing"
)

// benchNames gives n distinct valid names.
func benchNames(n int) []string {
	names := make([]string, n)
	for i := range names {
		names[i] = string([]byte{'A' + byte(i%26), 'A' + byte(i/26%26), 'B'})
	}
	return names
}

var benchBalls = []int{10, 7, 3, 9, 0, 10, 10, 8, 1, 0, 10}

// benchBallByBall throws ball after ball for 6 and 30 players, starting a new game when one
// is over, and calls after (if any) once each ball is in.
func benchBallByBall(b *testing.B, after func(b *testing.B, g *Game, players int)) {
	for _, n := range []int{6, 30} {
		b.Run(fmt.Sprintf("players=%d", n), func(b *testing.B) {
			names := benchNames(n)
			g, _ := NewGame(names...)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if g.Over() {
					b.StopTimer()
					g, _ = NewGame(names...)
					b.StartTimer()
				}
				if err := g.Roll(min(benchBalls[i%len(benchBalls)], g.PinsStanding())); err != nil {
					b.Fatal(err)
				}
				if after != nil {
					after(b, g, n)
				}
			}
		})
	}
}

func BenchmarkRoll(b *testing.B) { benchBallByBall(b, nil) }

// BenchmarkCardsAfterEachBall is what a scoreboard does on every tap: a ball, then every
// player's card derived again.
func BenchmarkCardsAfterEachBall(b *testing.B) {
	benchBallByBall(b, func(b *testing.B, g *Game, players int) {
		if cards := g.Cards(); len(cards) != players {
			b.Fatal(len(cards))
		}
	})
}

func TestRollDoesNotAllocate(t *testing.T) {
	names := benchNames(30)
	g, _ := NewGame(names...)
	allocs := testing.AllocsPerRun(100, func() {
		if g.Over() {
			for g.Undo() == nil {
			}
		}
		_ = g.Roll(min(3, g.PinsStanding()))
	})
	if allocs != 0 {
		t.Errorf("Roll allocates %.1f times per ball, want 0", allocs)
	}
}
