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
	benchBallByBallIn(b, Format{}, after)
}

// benchFormats are the formats BenchmarkRollIn compares: a tap in a format costs what one in
// the standard game does.
var benchFormats = []Format{{}, {NoTap: 9}, {ThreeSixNine: true}, {NoTap: 9, ThreeSixNine: true}}

// benchBallByBallIn is benchBallByBall in the format f.
func benchBallByBallIn(b *testing.B, f Format, after func(b *testing.B, g *Game, players int)) {
	for _, n := range []int{6, 30} {
		b.Run(fmt.Sprintf("players=%d", n), func(b *testing.B) {
			names := benchNames(n)
			g, _ := NewGameIn(f, names...)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if g.Over() {
					b.StopTimer()
					g, _ = NewGameIn(f, names...)
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

// BenchmarkRollIn is BenchmarkRoll in the standard game, 9-pin no-tap, 3-6-9 and both.
func BenchmarkRollIn(b *testing.B) {
	for _, f := range benchFormats {
		b.Run("format="+f.String(), func(b *testing.B) { benchBallByBallIn(b, f, nil) })
	}
}

// BenchmarkCardsAfterEachBallIn is BenchmarkCardsAfterEachBall in each of benchFormats.
func BenchmarkCardsAfterEachBallIn(b *testing.B) {
	for _, f := range benchFormats {
		b.Run("format="+f.String(), func(b *testing.B) {
			benchBallByBallIn(b, f, func(b *testing.B, g *Game, players int) {
				if cards := g.Cards(); len(cards) != players {
					b.Fatal(len(cards))
				}
			})
		})
	}
}

// benchPins are the pin sets BenchmarkRollPins throws, each cut down to the pins standing.
var benchPins = []Pins{AllPins, AllPins &^ PinsOf(7, 10), PinsOf(7, 10), PinsOf(1, 2, 4, 5, 8), 0, AllPins &^ PinsOf(10), AllPins}

// BenchmarkRollPins throws ball after ball entered as pins, as a pin deck does.
func BenchmarkRollPins(b *testing.B) {
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
				standing, _ := g.Standing()
				if err := g.RollPins(benchPins[i%len(benchPins)] & standing); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkCorrect corrects a ball in frame 1 of a game five frames in, which replays the
// whole game in turn order, then undoes the correction.
func BenchmarkCorrect(b *testing.B) {
	for _, n := range []int{6, 30} {
		b.Run(fmt.Sprintf("players=%d", n), func(b *testing.B) {
			g, _ := NewGame(benchNames(n)...)
			for g.Frame() < 6 {
				if err := g.Roll(min(benchBalls[g.Balls()%len(benchBalls)], g.PinsStanding())); err != nil {
					b.Fatal(err)
				}
			}
			c, _ := g.Card(n / 2)
			first := c.Frames[0].Deliveries[0]
			// A correction that keeps the frame's shape, so it always fits.
			to := Count(first.Pins - 1)
			switch first.Pins {
			case 10:
				to = Knocked(AllPins)
			case 0:
				to = Fouled()
			}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if err := g.Correct(n/2, 1, 1, to); err != nil {
					b.Fatal(err)
				}
				if err := g.Undo(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

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
	for _, f := range benchFormats {
		g, _ := NewGameIn(f, benchNames(30)...)
		i := 0
		allocs := testing.AllocsPerRun(100, func() {
			if g.Over() {
				for g.Undo() == nil {
				}
			}
			i++
			_ = g.Roll(min(benchBalls[i%len(benchBalls)], g.PinsStanding()))
		})
		if allocs != 0 {
			t.Errorf("Roll in %v allocates %.1f times per ball, want 0", f, allocs)
		}
	}
}

func TestThrowPinsDoesNotAllocate(t *testing.T) {
	g, _ := NewGame(benchNames(30)...)
	i := 0
	allocs := testing.AllocsPerRun(200, func() {
		if g.Over() {
			for g.Undo() == nil {
			}
		}
		standing, _ := g.Standing()
		i++
		if err := g.RollPins(benchPins[i%len(benchPins)] & standing); err != nil {
			t.Fatal(err)
		}
		if i%5 == 0 {
			_ = g.Foul()
		}
	})
	if allocs != 0 {
		t.Errorf("Throw with pins or a foul allocates %.1f times per ball, want 0", allocs)
	}
}
