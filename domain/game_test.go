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

var oneGames = []struct {
	name  string
	balls []int
	score int
	tenth string // marks of frame 10
}{
	{"all gutters", repeat(20, 0), 0, "-|-"},
	{"all ones", repeat(20, 1), 20, "1|1"},
	{"perfect", repeat(12, 10), 300, "X|X|X"},
	{"all spares 5/5", repeat(21, 5), 150, "5|/|5"},
	{"all 9-", repeat(10, 9, 0), 90, "9|-"},
	{"nine strikes then 9-", cat(repeat(9, 10), []int{9, 0}), 267, "9|-"},
	{"tenth X 6 4 is a spare fill", cat(repeat(18, 0), []int{10, 6, 4}), 20, "X|6|/"},
	{"tenth 0 10 10 is a spare then strike", cat(repeat(18, 0), []int{0, 10, 10}), 20, "-|/|X"},
	{"tenth X 1 /", cat(repeat(18, 0), []int{10, 1, 9}), 20, "X|1|/"},
	{"tenth X 8 0", cat(repeat(18, 0), []int{10, 8, 0}), 18, "X|8|-"},
	{"tenth 7 / 7", cat(repeat(18, 0), []int{7, 3, 7}), 17, "7|/|7"},
	{"tenth X - /", cat(repeat(18, 0), []int{10, 0, 10}), 20, "X|-|/"},
	{"tenth X X 7", cat(repeat(18, 0), []int{10, 10, 7}), 27, "X|X|7"},
	{"tenth X 7 2", cat(repeat(18, 0), []int{10, 7, 2}), 19, "X|7|2"},
	{"tenth 9 / -", cat(repeat(18, 0), []int{9, 1, 0}), 10, "9|/|-"},
	{"strike spare open", cat([]int{10, 5, 5, 9, 0}, repeat(14, 0)), 48, "-|-"},
	{"gutter then ten is a spare", cat([]int{0, 10, 3, 0}, repeat(16, 0)), 16, "-|-"},
	{"frame 9 strike takes its bonus from frame 10", cat(repeat(16, 0), []int{10, 10, 10, 10}), 60, "X|X|X"},
	{"typical 167", []int{10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1}, 167, "X|8|1"},
}

func TestScore(t *testing.T) {
	for _, tc := range oneGames {
		t.Run(tc.name, func(t *testing.T) {
			g := play(t, []string{"ABC"}, tc.balls...)
			if !g.Over() {
				t.Fatalf("Over() = false after %v", tc.balls)
			}
			if got, err := g.Score(0); got != tc.score || err != nil {
				t.Errorf("Score(0) = %d, %v, want %d, nil", got, err, tc.score)
			}
			c, _ := g.Card(0)
			if got := c.Frames[9].Marks; got != tc.tenth {
				t.Errorf("frame 10 marks = %q, want %q", got, tc.tenth)
			}
			if c.Total != tc.score || !c.Finished {
				t.Errorf("Card.Total, Finished = %d, %v, want %d, true", c.Total, c.Finished, tc.score)
			}
			if g.PinsStanding() != 0 {
				t.Errorf("PinsStanding() = %d after the game, want 0", g.PinsStanding())
			}
		})
	}
}

func TestMarks(t *testing.T) {
	tests := []struct {
		balls []int
		want  []string // marks of frames 1.. as far as given
	}{
		{[]int{10}, []string{"X"}},
		{[]int{9, 1}, []string{"9|/"}},
		{[]int{8, 1}, []string{"8|1"}},
		{[]int{8, 0}, []string{"8|-"}},
		{[]int{0, 10}, []string{"-|/"}},
		{[]int{0, 0}, []string{"-|-"}},
		{[]int{7}, []string{"7"}},
		{[]int{0}, []string{"-"}},
		{[]int{10, 8, 2, 7}, []string{"X", "8|/", "7"}},
	}
	for _, tc := range tests {
		g := play(t, []string{"ABC"}, tc.balls...)
		c, _ := g.Card(0)
		for i, want := range tc.want {
			if got := c.Frames[i].Marks; got != want {
				t.Errorf("after %v: frame %d marks = %q, want %q", tc.balls, i+1, got, want)
			}
		}
		for i := len(tc.want); i < Frames; i++ {
			if got := c.Frames[i].Marks; got != "" {
				t.Errorf("after %v: frame %d marks = %q, want empty", tc.balls, i+1, got)
			}
		}
	}
}

// TestRunningTotals checks that a frame's running total appears only once determined.
func TestRunningTotals(t *testing.T) {
	type cell struct {
		determined bool
		total      int
	}
	tests := []struct {
		name  string
		balls []int
		want  []cell
	}{
		{"strike waits for two balls", []int{10}, []cell{{false, 0}}},
		{"strike then one ball", []int{10, 8}, []cell{{false, 0}, {false, 0}}},
		{"X then 8 /", []int{10, 8, 2}, []cell{{true, 20}, {false, 0}}},
		{"X, 5 /, 9 0", []int{10, 5, 5, 9, 0}, []cell{{true, 20}, {true, 39}, {true, 48}}},
		{"open frame is determined at once", []int{3, 4}, []cell{{true, 7}}},
		{"spare waits for one ball", []int{3, 7}, []cell{{false, 0}}},
		{"two strikes", []int{10, 10}, []cell{{false, 0}, {false, 0}}},
		{"three strikes", []int{10, 10, 10}, []cell{{true, 30}, {false, 0}, {false, 0}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, _ := play(t, []string{"ABC"}, tc.balls...).Card(0)
			for i, want := range tc.want {
				f := c.Frames[i]
				if f.Determined != want.determined || f.Determined && f.Total != want.total {
					t.Errorf("frame %d: Determined, Total = %v, %d, want %v, %d", i+1, f.Determined, f.Total, want.determined, want.total)
				}
			}
		})
	}
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
	return []any{g.Cards(), g.Current(), g.Frame(), g.PinsStanding(), g.FullRack(), g.Over(), g.Balls()}
}

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

func TestParseNameMessage(t *testing.T) {
	for entered, want := range map[string]string{
		"x":   `"x" has 1 letter`,
		"ab":  `"ab" has 2 letters`,
		"A1C": `'1' is not a letter A-Z`,
		"":    "the name is empty",
		"한국어": `'한' is not a letter A-Z`,
	} {
		if _, err := ParseName(entered); err == nil || !strings.HasSuffix(err.Error(), want) {
			t.Errorf("ParseName(%q) = %v, want an error ending %q", entered, err, want)
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
		{10, Ball{Player: 0, Frame: 1, Pins: 10, Mark: "X"}},
		{0, Ball{Player: 1, Frame: 1, Pins: 0, Mark: "-"}},
		{10, Ball{Player: 1, Frame: 1, Pins: 10, Mark: "/"}},
		{7, Ball{Player: 0, Frame: 2, Pins: 7, Mark: "7"}},
	} {
		if err := g.Roll(tc.pins); err != nil {
			t.Fatal(err)
		}
		if got, ok := g.Last(); !ok || got != tc.want {
			t.Errorf("after Roll(%d): Last() = %+v, %v, want %+v, true", tc.pins, got, ok, tc.want)
		}
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
