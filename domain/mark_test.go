package domain

import (
	"errors"
	"strings"
	"testing"
)

func TestMarkFor(t *testing.T) {
	tests := []struct {
		name  string
		balls []int
		pins  int
		want  string
		err   error
	}{
		{"strike at a full rack", nil, 10, "X", nil},
		{"gutter", nil, 0, "-", nil},
		{"digit", nil, 7, "7", nil},
		{"spare", []int{7}, 3, "/", nil},
		{"open", []int{7}, 2, "2", nil},
		{"too many", []int{7}, 4, "", ErrInvalidPins},
		{"negative", nil, -1, "", ErrInvalidPins},
		{"tenth X then X", cat(repeat(18, 0), []int{10}), 10, "X", nil},
		{"tenth X 7 then /", cat(repeat(18, 0), []int{10, 7}), 3, "/", nil},
		{"over", repeat(12, 10), 0, "", ErrGameOver},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := play(t, []string{"PJS"}, tt.balls...)
			got, err := g.MarkFor(tt.pins)
			if got != tt.want || !errors.Is(err, tt.err) || (err == nil) != (tt.err == nil) {
				t.Errorf("MarkFor(%d) = %q, %v; want %q, %v", tt.pins, got, err, tt.want, tt.err)
			}
		})
	}
	var zero Game
	if _, err := zero.MarkFor(0); !errors.Is(err, ErrNoPlayers) {
		t.Errorf("zero Game MarkFor(0) error = %v, want ErrNoPlayers", err)
	}
}

// TestMarkForMatchesCards checks that MarkFor predicts the mark the card then shows.
func TestMarkForMatchesCards(t *testing.T) {
	for _, tt := range oneGames {
		t.Run(tt.name, func(t *testing.T) {
			g := play(t, []string{"PJS"})
			for i, b := range tt.balls {
				want, err := g.MarkFor(b)
				if err != nil {
					t.Fatalf("ball %d: MarkFor(%d) = %v", i+1, b, err)
				}
				if err := g.Roll(b); err != nil {
					t.Fatalf("ball %d: Roll(%d) = %v", i+1, b, err)
				}
				last, _ := g.Last()
				if last.Mark != want {
					t.Fatalf("ball %d: MarkFor(%d) = %q, but the card shows %q", i+1, b, want, last.Mark)
				}
			}
		})
	}
}

func TestPinsFor(t *testing.T) {
	tests := []struct {
		before []int
		mark   string
		want   int
		err    error
	}{
		{nil, "X", 10, nil},
		{nil, "x", 10, nil},
		{nil, "/", 0, ErrInvalidPins},
		{nil, "-", 0, nil},
		{nil, "7", 7, nil},
		{nil, "a", 0, ErrInvalidPins},
		{nil, "10", 0, ErrInvalidPins},
		{[]int{6}, "/", 4, nil},
		{[]int{0}, "/", 10, nil},
		{[]int{0}, "X", 0, ErrInvalidPins},
		{cat(repeat(18, 0), []int{10}), "X", 10, nil},
		{cat(repeat(18, 0), []int{10, 3}), "/", 7, nil},
		{repeat(20, 0), "1", 0, ErrGameOver},
	}
	for _, tc := range tests {
		g := play(t, []string{"ABC"}, tc.before...)
		got, err := g.PinsFor(tc.mark)
		if got != tc.want || !errors.Is(err, tc.err) {
			t.Errorf("after %v: PinsFor(%q) = %d, %v, want %d, %v", tc.before, tc.mark, got, err, tc.want, tc.err)
		}
	}
}

// TestPinErrorReasons checks that every refusal about pins says why in a form errors.As reads.
func TestPinErrorReasons(t *testing.T) {
	tests := []struct {
		name   string
		before []int
		call   func(g *Game) error
		want   PinError
		text   string
	}{
		{"negative", nil, func(g *Game) error { return g.Roll(-1) }, PinError{Reason: NotACount, Count: -1}, "-1 is not a count from 0 to 10"},
		{"eleven", nil, func(g *Game) error { return g.Roll(11) }, PinError{Reason: NotACount, Count: 11}, "11 is not a count"},
		{"too many", []int{7}, func(g *Game) error { return g.Roll(4) }, PinError{Reason: TooManyPins, Count: 4, Standing: 3}, "4, but only 3 pins are standing"},
		{"MarkFor too many", []int{7}, func(g *Game) error { _, err := g.MarkFor(4); return err }, PinError{Reason: TooManyPins, Count: 4, Standing: 3}, "only 3"},
		{"strike after a first ball", []int{0}, func(g *Game) error { _, err := g.PinsFor("X"); return err }, PinError{Reason: StrikeNeedsFullRack}, "a strike needs"},
		{"spare at a full rack", nil, func(g *Game) error { _, err := g.PinsFor("/"); return err }, PinError{Reason: SpareNeedsFirstBall}, "a spare needs"},
		{"spare at a re-racked tenth", cat(repeat(18, 0), []int{10}), func(g *Game) error { _, err := g.PinsFor("/"); return err }, PinError{Reason: SpareNeedsFirstBall}, "a spare needs"},
		{"not a mark", nil, func(g *Game) error { _, err := g.PinsFor("10"); return err }, PinError{Reason: NotAMark, Mark: "10"}, `"10" is not a mark`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.call(play(t, []string{"ABC"}, tt.before...))
			var pe *PinError
			if !errors.As(err, &pe) || !errors.Is(err, ErrInvalidPins) {
				t.Fatalf("error = %v, want a *PinError wrapping ErrInvalidPins", err)
			}
			if *pe != tt.want {
				t.Errorf("PinError = %+v, want %+v", *pe, tt.want)
			}
			if !strings.Contains(err.Error(), tt.text) || !strings.HasPrefix(err.Error(), ErrInvalidPins.Error()+": ") {
				t.Errorf("Error() = %q, want it to start %q and say %q", err, ErrInvalidPins.Error()+": ", tt.text)
			}
		})
	}
}
