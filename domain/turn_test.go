package domain

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

func TestPinsStanding(t *testing.T) {
	tests := []struct {
		balls []int
		want  int
	}{
		{nil, 10},
		{[]int{7}, 3},
		{[]int{10}, 10},
		{[]int{7, 2}, 10},
		{cat(repeat(18, 0), []int{10}), 10},
		{cat(repeat(18, 0), []int{10, 7}), 3},
		{cat(repeat(18, 0), []int{10, 10}), 10},
		{cat(repeat(18, 0), []int{7, 3}), 10},
		{cat(repeat(18, 0), []int{0, 10}), 10},
		{cat(repeat(18, 0), []int{7}), 3},
		{cat(repeat(18, 0), []int{7, 2}), 0},
	}
	for _, tc := range tests {
		if got := play(t, []string{"ABC"}, tc.balls...).PinsStanding(); got != tc.want {
			t.Errorf("after %v: PinsStanding() = %d, want %d", tc.balls, got, tc.want)
		}
	}
}

func TestTurnOrder(t *testing.T) {
	g := play(t, []string{"AAA", "BBB", "CCC"})
	// Each step: the ball, then who bowls next and in which frame.
	steps := []struct{ pins, next, frame int }{
		{10, 1, 1},           // AAA strikes: frame 1 done
		{7, 1, 1}, {2, 2, 1}, // BBB open
		{3, 2, 1}, {7, 0, 2}, // CCC spare: round 1 done
		{4, 0, 2}, {4, 1, 2},
		{10, 2, 2},
		{0, 2, 2}, {0, 0, 3},
	}
	if g.Current() != 0 || g.Frame() != 1 {
		t.Fatalf("new game: Current(), Frame() = %d, %d, want 0, 1", g.Current(), g.Frame())
	}
	for i, s := range steps {
		if err := g.Roll(s.pins); err != nil {
			t.Fatalf("step %d: Roll(%d) = %v", i, s.pins, err)
		}
		if g.Current() != s.next || g.Frame() != s.frame {
			t.Fatalf("step %d: Current(), Frame() = %d, %d, want %d, %d", i, g.Current(), g.Frame(), s.next, s.frame)
		}
	}
}

func TestTenthFrameTurns(t *testing.T) {
	// Two players reach frame 10; the first throws three balls before the second starts.
	g := play(t, []string{"AAA", "BBB"}, repeat(36, 0)...)
	for i, want := range []int{0, 0, 0, 1, 1, 1} {
		if g.Current() != want || g.Over() {
			t.Fatalf("ball %d of frame 10: Current(), Over() = %d, %v, want %d, false", i+1, g.Current(), g.Over(), want)
		}
		if err := g.Roll(10); err != nil {
			t.Fatal(err)
		}
	}
	if !g.Over() {
		t.Fatal("Over() = false after both tenth frames")
	}
	if got := g.Winners(); !reflect.DeepEqual(got, []int{0, 1}) {
		t.Errorf("Winners() = %v, want [0 1] (a tie)", got)
	}
}

func TestTurn(t *testing.T) {
	tests := []struct {
		name  string
		balls []int
		want  Turn
	}{
		{"new game", nil, Turn{Player: 0, Frame: 1, Standing: 10, FullRack: true, Pins: AllPins, PinsKnown: true}},
		{"after a count of 7 the pins are unknown", []int{7}, Turn{Player: 0, Frame: 1, Standing: 3}},
		{"after a strike", []int{10}, Turn{Player: 1, Frame: 1, Standing: 10, FullRack: true, Pins: AllPins, PinsKnown: true}},
		{"round two", []int{10, 7, 2}, Turn{Player: 0, Frame: 2, Standing: 10, FullRack: true, Pins: AllPins, PinsKnown: true}},
		{"a gutter keeps the pins known", []int{10, 0}, Turn{Player: 1, Frame: 1, Standing: 10, Pins: AllPins, PinsKnown: true}},
		{"tenth re-racked", cat(repeat(36, 0), []int{10}), Turn{Player: 0, Frame: 10, Standing: 10, FullRack: true, Pins: AllPins, PinsKnown: true}},
		{"tenth fill after X 7", cat(repeat(36, 0), []int{10, 7}), Turn{Player: 0, Frame: 10, Standing: 3}},
		{"over", repeat(40, 0), Turn{Player: 0, Frame: 10, Over: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := play(t, []string{"AAA", "BBB"}, tt.balls...)
			got := g.Turn()
			if got != tt.want {
				t.Errorf("Turn() = %+v, want %+v", got, tt.want)
			}
			if pins, known := g.Standing(); pins != got.Pins || known != got.PinsKnown {
				t.Errorf("Standing() = %v, %v, but Turn() = %+v", pins, known, got)
			}
			if g.Current() != got.Player || g.Frame() != got.Frame || g.PinsStanding() != got.Standing ||
				g.FullRack() != got.FullRack || g.Over() != got.Over {
				t.Errorf("the accessors disagree with Turn() = %+v", got)
			}
		})
	}
	var zero Game
	if got := zero.Turn(); got != (Turn{Frame: 1}) {
		t.Errorf("zero Game Turn() = %+v, want {Frame: 1}", got)
	}
}

// TestInTurnAgreesWithReplay checks the quick turn-order test that Correct and replay use
// against throwing the balls one by one, on many games whose players' balls each fit alone
// but may or may not fit together, in every format.
func TestInTurnAgreesWithReplay(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	names := []string{"AAA", "BBB", "CCC", "DDD"}
	var fit, misfit int
	for range 8000 {
		f := testFormats[rng.IntN(len(testFormats))]
		n := 1 + rng.IntN(len(names))
		base := rng.IntN(Frames + 1)
		lists := make([][]Delivery, n)
		for p := range lists {
			frames := min(max(base+rng.IntN(3)-1, 0), Frames)
			g, _ := NewGameIn(f, "ZZZ")
			for g.Turn().Frame <= frames && !g.Over() && (g.Turn().Frame < frames || rng.IntN(3) > 0) {
				if frames == g.Turn().Frame && g.Turn().FullRack && rng.IntN(2) == 0 {
					break // stop at a frame boundary
				}
				_ = g.Throw(randomBall(rng, g))
			}
			lists[p] = g.players[0].balls
		}
		g, err := NewGameIn(f, names[:n]...)
		if err != nil {
			t.Fatal(err)
		}
		left := 0
		for _, list := range lists {
			left += len(list)
		}
		err = g.throwAll(lists, left)
		if got := inTurn(lists, f); got != (err == nil) {
			t.Fatalf("inTurn(%v) = %v, but throwing the balls one by one = %v", lists, got, err)
		}
		if _, rerr := replay(f, names[:n], lists); (rerr == nil) != (err == nil) {
			t.Fatalf("replay(%v) = %v, but throwing the balls one by one = %v", lists, rerr, err)
		}
		if err == nil {
			fit++
		} else {
			misfit++
		}
	}
	t.Logf("%d games fit, %d did not", fit, misfit)
	if fit < 500 || misfit < 500 {
		t.Errorf("only %d games fit and %d did not: the test does not reach both", fit, misfit)
	}
}

// randomBall is a ball that fits g's next rack, of any kind.
func randomBall(rng *rand.Rand, g *Game) Delivery {
	t := g.Turn()
	switch k := rng.IntN(10); {
	case k == 0:
		return Fouled()
	case k < 5 && t.PinsKnown:
		return Knocked(Pins(rng.IntN(1024)) & t.Pins)
	case k < 7:
		return Count(t.Standing)
	default:
		return Count(rng.IntN(t.Standing + 1))
	}
}
