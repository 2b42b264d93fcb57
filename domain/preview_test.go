package domain

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"
)

// TestPreview checks that Preview shows the ball Throw then records, and changes nothing.
func TestPreview(t *testing.T) {
	tests := []struct {
		name  string
		balls []Delivery
		next  Delivery
		mark  string
		split bool
		left  Pins
		known bool
	}{
		{"a 7-10 split", nil, Knocked(AllPins &^ PinsOf(7, 10)), "8", true, PinsOf(7, 10), true},
		{"a bucket is no split", nil, Knocked(AllPins &^ PinsOf(2, 4, 5, 8)), "6", false, PinsOf(2, 4, 5, 8), true},
		{"a strike by pins", nil, Knocked(AllPins), MarkStrike, false, 0, true},
		{"a spare after a split", []Delivery{Knocked(AllPins &^ PinsOf(7, 10))}, Knocked(PinsOf(7, 10)), MarkSpare, false, 0, true},
		{"a foul at a full rack", nil, Fouled(), MarkFoul, false, AllPins, true},
		{"ten after a foul is a spare", []Delivery{Fouled()}, Knocked(AllPins), MarkSpare, false, 0, true},
		{"a count that leaves pins unknown", nil, Count(7), "7", false, 0, false},
		{"frame 10 after a strike", append(zeros(18), Count(10)), Knocked(AllPins &^ PinsOf(4, 6)), "8", true, PinsOf(4, 6), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := throw(t, []string{"AAA"}, tt.balls...)
			before := state(g)
			b, err := g.Preview(tt.next)
			if err != nil {
				t.Fatalf("Preview(%v) = %v", tt.next, err)
			}
			if !reflect.DeepEqual(state(g), before) {
				t.Fatal("Preview changed the game")
			}
			if b.Mark != tt.mark || b.Split != tt.split || b.Known != tt.known || b.Left != tt.left {
				t.Errorf("Preview(%v) = mark %q split %v known %v left %q, want %q %v %v %q", tt.next, b.Mark, b.Split, b.Known, b.Left, tt.mark, tt.split, tt.known, tt.left)
			}
			if err := g.Throw(tt.next); err != nil {
				t.Fatal(err)
			}
			if last, _ := g.Last(); !reflect.DeepEqual(last, b) {
				t.Errorf("Preview(%v) = %+v, but Throw recorded %+v", tt.next, b, last)
			}
		})
	}
}

func TestPreviewRefused(t *testing.T) {
	g := throw(t, []string{"AAA"}, Knocked(PinsOf(1, 2)))
	before := state(g)
	var pe *PinError
	if _, err := g.Preview(Knocked(PinsOf(1))); !errors.As(err, &pe) || pe.Reason != PinNotStanding || pe.Pin != 1 {
		t.Errorf("Preview(pin 1 again) = %v, want pin 1 not standing", err)
	}
	if _, err := g.Preview(Count(9)); !errors.As(err, &pe) || pe.Reason != TooManyPins {
		t.Errorf("Preview(9 after 2) = %v, want too many pins", err)
	}
	if !reflect.DeepEqual(state(g), before) {
		t.Error("a refused Preview changed the game")
	}
	over := throw(t, []string{"AAA"}, zeros(20)...)
	if _, err := over.Preview(Count(0)); !errors.Is(err, ErrGameOver) {
		t.Errorf("Preview after the game = %v, want ErrGameOver", err)
	}
}

// TestPreviewCorrection checks that PreviewCorrection shows the ball as Correct leaves it, or
// refuses what Correct refuses, and changes nothing.
func TestPreviewCorrection(t *testing.T) {
	balls := []Delivery{
		Knocked(PinsOf(1, 2, 3)), Knocked(PinsOf(4, 5)), // AAA frame 1
		Count(9), Count(0), // BBB frame 1
		Count(10),          // AAA frame 2
		Count(3), Count(4), // BBB frame 2
	}
	tests := []struct {
		name                string
		player, frame, ball int
		to                  Delivery
		mark                string
		split               bool
	}{
		{"first ball to a split", 0, 1, 1, Knocked(AllPins &^ PinsOf(4, 5, 7, 10)), "6", true},
		{"first ball as it is", 0, 1, 1, Knocked(PinsOf(1, 2, 3)), "3", false},
		{"second ball to a foul", 0, 1, 2, Fouled(), MarkFoul, false},
		{"another player's ball", 1, 1, 2, Count(1), MarkSpare, false},
		{"a strike to a 7 after the next bowler bowled", 0, 2, 1, Count(7), "", false},
		{"the first ball naming a pin the second took", 0, 1, 1, Knocked(PinsOf(1, 4)), "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := throw(t, []string{"AAA", "BBB"}, balls...)
			before := state(g)
			b, err := g.PreviewCorrection(tt.player, tt.frame, tt.ball, tt.to)
			if !reflect.DeepEqual(state(g), before) {
				t.Fatal("PreviewCorrection changed the game")
			}
			fix := g.Correct(tt.player, tt.frame, tt.ball, tt.to)
			if tt.mark == "" {
				if err == nil || fix == nil || err.Error() != fix.Error() {
					t.Errorf("PreviewCorrection = %v, Correct = %v; want the same refusal", err, fix)
				}
				return
			}
			if err != nil || fix != nil {
				t.Fatalf("PreviewCorrection = %v, Correct = %v", err, fix)
			}
			c, _ := g.Card(tt.player)
			now := c.Frames[tt.frame-1].Deliveries[tt.ball-1]
			if !reflect.DeepEqual(b, now) || b.Mark != tt.mark || b.Split != tt.split {
				t.Errorf("PreviewCorrection = %+v, the card after Correct has %+v; want mark %q split %v", b, now, tt.mark, tt.split)
			}
		})
	}
}

// TestPreviewAgrees plays random games of random balls (fuzzBall's mix of counts, pin sets,
// fouls and refused balls) and random corrections: Preview always agrees with the Throw that
// follows it, PreviewCorrection with the Correct that follows it.
func TestPreviewAgrees(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 11))
	for game := range 200 {
		g := throw(t, []string{"AAA", "BBB", "CCC"}[:1+game%3])
		for step := 0; !g.Over() && step < 200; step++ {
			if r.IntN(6) == 0 && g.Balls() > 0 {
				p := r.IntN(g.Players())
				c, _ := g.Card(p)
				frame := 1 + r.IntN(c.Frame)
				ball := 1 + r.IntN(3)
				d := fuzzBall(byte(r.Uint32()), byte(r.Uint32()), 10, AllPins)
				b, perr := g.PreviewCorrection(p, frame, ball, d)
				err := g.Correct(p, frame, ball, d)
				if (perr == nil) != (err == nil) || perr != nil && perr.Error() != err.Error() {
					t.Fatalf("PreviewCorrection(%d, %d, %d, %v) = %v, Correct = %v", p, frame, ball, d, perr, err)
				}
				if err == nil {
					c, _ := g.Card(p)
					if now := c.Frames[frame-1].Deliveries[ball-1]; !reflect.DeepEqual(b, now) {
						t.Fatalf("PreviewCorrection = %+v, the card has %+v", b, now)
					}
				}
				continue
			}
			turn := g.Turn()
			d := fuzzBall(byte(r.Uint32()), byte(r.Uint32()), turn.Standing, turn.Pins)
			b, perr := g.Preview(d)
			err := g.Throw(d)
			if (perr == nil) != (err == nil) || perr != nil && perr.Error() != err.Error() {
				t.Fatalf("Preview(%v) = %v, Throw = %v", d, perr, err)
			}
			if last, _ := g.Last(); err == nil && !reflect.DeepEqual(b, last) {
				t.Fatalf("Preview(%v) = %+v, Throw recorded %+v", d, b, last)
			}
		}
	}
}
