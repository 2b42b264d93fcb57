package domain

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// play starts a game for names and throws balls, failing the test on any refusal.
func play(t testing.TB, names []string, balls ...int) *Game {
	t.Helper()
	g, err := NewGame(names...)
	if err != nil {
		t.Fatalf("NewGame(%q) = %v", names, err)
	}
	for i, b := range balls {
		if err := g.Roll(b); err != nil {
			t.Fatalf("ball %d: Roll(%d) = %v", i+1, b, err)
		}
	}
	return g
}

func repeat(n int, balls ...int) []int {
	var out []int
	for i := 0; i < n; i++ {
		out = append(out, balls...)
	}
	return out
}

func cat(parts ...[]int) []int {
	var out []int
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

func TestRollRefused(t *testing.T) {
	tests := []struct {
		name   string
		before []int
		pins   int
		want   error
	}{
		{"negative", nil, -1, ErrInvalidPins},
		{"more than ten", nil, 11, ErrInvalidPins},
		{"more than standing", []int{7}, 4, ErrInvalidPins},
		{"tenth X 7 then 4", cat(repeat(18, 0), []int{10, 7}), 4, ErrInvalidPins},
		{"tenth X 6 then X", cat(repeat(18, 0), []int{10, 6}), 10, ErrInvalidPins},
		{"tenth X 5 then 6", cat(repeat(18, 0), []int{10, 5}), 6, ErrInvalidPins},
		{"tenth 7 then 4", cat(repeat(18, 0), []int{7}), 4, ErrInvalidPins},
		{"after the game", repeat(20, 0), 0, ErrGameOver},
		{"after a perfect game", repeat(12, 10), 10, ErrGameOver},
		{"after an open tenth", cat(repeat(18, 0), []int{3, 4}), 0, ErrGameOver},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := play(t, []string{"ABC", "DEF"}, interleave(tc.before)...)
			before := snapshot(g)
			if err := g.Roll(tc.pins); !errors.Is(err, tc.want) {
				t.Fatalf("Roll(%d) = %v, want %v", tc.pins, err, tc.want)
			}
			if after := snapshot(g); !reflect.DeepEqual(before, after) {
				t.Errorf("a refused Roll(%d) changed the game:\n%v\n%v", tc.pins, before, after)
			}
		})
	}
}

// interleave turns one player's balls into a two-player game where the second player
// mirrors the first, so refusals are checked with more than one player.
func interleave(balls []int) []int {
	g, _ := NewGame("AAA")
	var out []int
	frame := 1
	var pending []int
	for _, b := range balls {
		_ = g.Roll(b)
		pending = append(pending, b)
		if g.Frame() != frame || g.Over() {
			out = append(out, pending...)
			out = append(out, pending...)
			pending, frame = nil, g.Frame()
		}
	}
	return append(out, pending...)
}

// snapshot is everything a caller can see of a game.
func snapshot(g *Game) any {
	return []any{g.Cards(), g.Turn(), g.Current(), g.Frame(), g.PinsStanding(), g.FullRack(), g.Over(), g.Balls()}
}

func TestScoreRefused(t *testing.T) {
	g := play(t, []string{"AAA", "BBB"}, repeat(38, 0)...)
	// AAA has finished; BBB has one ball of frame 10 to go.
	if s, err := g.Score(0); s != 0 || err != nil {
		t.Errorf("Score(0) = %d, %v, want 0, nil", s, err)
	}
	if _, err := g.Score(1); !errors.Is(err, ErrGameInProgress) {
		t.Errorf("Score(1) = %v, want ErrGameInProgress", err)
	}
	for _, p := range []int{-1, 2, 1 << 30} {
		if _, err := g.Score(p); !errors.Is(err, ErrNoSuchPlayer) {
			t.Errorf("Score(%d) = %v, want ErrNoSuchPlayer", p, err)
		}
	}
}

func TestNewGame(t *testing.T) {
	tests := []struct {
		names []string
		want  error
		shown []string
	}{
		{nil, ErrNoPlayers, nil},
		{[]string{"pjs"}, nil, []string{"PJS"}},
		{[]string{"PjS", "kyj"}, nil, []string{"PJS", "KYJ"}},
		{[]string{"AB"}, ErrInvalidName, nil},
		{[]string{"ABCD"}, ErrInvalidName, nil},
		{[]string{"A1C"}, ErrInvalidName, nil},
		{[]string{""}, ErrInvalidName, nil},
		{[]string{"A C"}, ErrInvalidName, nil},
		{[]string{"ÀBC"}, ErrInvalidName, nil},
		{[]string{"한국어"}, ErrInvalidName, nil},
		{[]string{"AB!"}, ErrInvalidName, nil},
		{[]string{"ABC", "no"}, ErrInvalidName, nil},
	}
	for _, tc := range tests {
		g, err := NewGame(tc.names...)
		if !errors.Is(err, tc.want) {
			t.Errorf("NewGame(%q) = %v, want %v", tc.names, err, tc.want)
			continue
		}
		if err == nil && !reflect.DeepEqual(g.Names(), tc.shown) {
			t.Errorf("NewGame(%q).Names() = %q, want %q", tc.names, g.Names(), tc.shown)
		}
		if err != nil && g != nil {
			t.Errorf("NewGame(%q) returned a game with an error", tc.names)
		}
	}
}

func TestCheckPlayerCount(t *testing.T) {
	for n, want := range map[int]error{-2: ErrNoPlayers, 0: ErrNoPlayers, 1: nil, 40: nil} {
		if err := CheckPlayerCount(n); !errors.Is(err, want) {
			t.Errorf("CheckPlayerCount(%d) = %v, want %v", n, err, want)
		}
	}
}

func TestUndo(t *testing.T) {
	g, _ := NewGame("AAA", "BBB", "CCC")
	if err := g.Undo(); !errors.Is(err, ErrNothingToUndo) {
		t.Fatalf("Undo() on a new game = %v, want ErrNothingToUndo", err)
	}
	// Play a whole game, remembering what every state looked like, then undo back down.
	var states []any
	balls := 0
	for !g.Over() {
		states = append(states, snapshot(g))
		pins := []int{10, 7, 3, 0, 9}[balls%5]
		if pins > g.PinsStanding() {
			pins = g.PinsStanding()
		}
		if err := g.Roll(pins); err != nil {
			t.Fatal(err)
		}
		balls++
	}
	for i := len(states) - 1; i >= 0; i-- {
		if err := g.Undo(); err != nil {
			t.Fatalf("Undo() with %d balls left = %v", i+1, err)
		}
		if got := snapshot(g); !reflect.DeepEqual(got, states[i]) {
			t.Fatalf("after undoing ball %d the game differs:\n got %v\nwant %v", i+1, got, states[i])
		}
	}
	if err := g.Undo(); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("Undo() after undoing everything = %v, want ErrNothingToUndo", err)
	}
}

func TestLast(t *testing.T) {
	g, _ := NewGame("AAA", "BBB")
	if _, ok := g.Last(); ok {
		t.Fatal("Last() on a new game reports a ball")
	}
	for _, tc := range []struct {
		pins int
		want Ball
	}{
		{10, Ball{Player: 0, Frame: 1, Number: 1, Pins: 10, Mark: "X", Delivery: Count(10), FullRack: true, Known: true, Down: AllPins}},
		{0, Ball{Player: 1, Frame: 1, Number: 1, Pins: 0, Mark: "-", Delivery: Count(0), FullRack: true, Known: true, Left: AllPins}},
		{10, Ball{Player: 1, Frame: 1, Number: 2, Pins: 10, Mark: "/", Delivery: Count(10), Known: true, Down: AllPins}},
		{7, Ball{Player: 0, Frame: 2, Number: 1, Pins: 7, Mark: "7", Delivery: Count(7), FullRack: true}},
	} {
		if err := g.Roll(tc.pins); err != nil {
			t.Fatal(err)
		}
		if got, ok := g.Last(); !ok || got != tc.want {
			t.Errorf("after Roll(%d): Last() = %+v, %v, want %+v, true", tc.pins, got, ok, tc.want)
		}
	}
}

func TestWinners(t *testing.T) {
	g := play(t, []string{"AAA", "BBB", "CCC"})
	if g.Winners() != nil {
		t.Error("Winners() before the game is over is not nil")
	}
	for f := 0; f < Frames; f++ {
		for _, b := range [][]int{{5, 0}, {9, 0}, {3, 0}} {
			for _, pins := range b {
				if err := g.Roll(pins); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if got := g.Winners(); !reflect.DeepEqual(got, []int{1}) {
		t.Errorf("Winners() = %v, want [1]", got)
	}
}

func TestZeroGame(t *testing.T) {
	var g Game
	if err := g.Roll(1); !errors.Is(err, ErrNoPlayers) {
		t.Errorf("Roll on the zero Game = %v, want ErrNoPlayers", err)
	}
	if err := g.Undo(); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("Undo on the zero Game = %v, want ErrNothingToUndo", err)
	}
	if g.Over() || g.PinsStanding() != 0 || g.Current() != 0 || g.Players() != 0 || len(g.Cards()) != 0 {
		t.Error("the zero Game is not an empty game")
	}
	if _, err := g.Score(0); !errors.Is(err, ErrNoSuchPlayer) {
		t.Errorf("Score(0) on the zero Game = %v, want ErrNoSuchPlayer", err)
	}
}

func TestManyPlayers(t *testing.T) {
	names := make([]string, 40)
	for i := range names {
		names[i] = string([]byte{'A' + byte(i%26), 'A' + byte(i/26), 'Z'})
	}
	g := play(t, names)
	for !g.Over() {
		if err := g.Roll(min(g.PinsStanding(), 10)); err != nil {
			t.Fatal(err)
		}
	}
	for p := range names {
		if s, err := g.Score(p); s != 300 || err != nil {
			t.Fatalf("Score(%d) = %d, %v, want 300", p, s, err)
		}
	}
	if g.Balls() != 40*12 {
		t.Errorf("Balls() = %d, want %d", g.Balls(), 40*12)
	}
}

func containsText(err error, text string) bool {
	return err != nil && strings.Contains(err.Error(), text)
}
