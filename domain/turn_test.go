package domain

import (
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
