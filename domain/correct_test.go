package domain

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// marksOf writes every player's frames thrown so far, players separated by " / ".
func marksOf(g *Game) string {
	var rows []string
	for _, c := range g.Cards() {
		var marks []string
		for _, f := range c.Frames {
			if f.Marks != "" {
				marks = append(marks, f.Marks)
			}
		}
		rows = append(rows, strings.Join(marks, " "))
	}
	return strings.Join(rows, " / ")
}

// state is everything a caller can see of a game, and what Undo will take back.
func state(g *Game) any {
	c, ok := g.LastChange()
	return []any{snapshot(g), c, ok}
}

func TestCorrect(t *testing.T) {
	x := Count(10)
	tests := []struct {
		name                string
		players             int
		balls               []Delivery // thrown in turn order
		player, frame, ball int
		to                  Delivery
		marks               string // after the correction
		turn                Turn
		cut                 int
	}{
		{"an open frame made a spare", 1, []Delivery{Count(7), Count(2)}, 0, 1, 1, Count(8),
			"8|/", Turn{Frame: 2, Standing: 10, FullRack: true, Pins: AllPins, PinsKnown: true}, 0},
		{"two turns later", 2, []Delivery{Count(7), Count(2), Count(5), Count(3), Count(4)}, 0, 1, 2, Count(3),
			"7|/ 4 / 5|3", Turn{Frame: 2, Standing: 6}, 0},
		{"a strike made a 7 before the next bowler bowls", 2, []Delivery{x}, 0, 1, 1, Count(7),
			"7 / ", Turn{Frame: 1, Standing: 3}, 0},
		{"a 7 made a strike: the second ball is cut", 1, []Delivery{Count(7), Count(2)}, 0, 1, 1, x,
			"X", Turn{Frame: 2, Standing: 10, FullRack: true, Pins: AllPins, PinsKnown: true}, 1},
		{"a 7 made a strike after the next bowler bowled", 2, []Delivery{Count(7), Count(2), Count(5), Count(4)}, 0, 1, 1, x,
			"X / 5|4", Turn{Frame: 2, Standing: 10, FullRack: true, Pins: AllPins, PinsKnown: true}, 1},
		{"a gutter made a foul", 1, []Delivery{Count(0), Count(10)}, 0, 1, 1, Fouled(),
			"F|/", Turn{Frame: 2, Standing: 10, FullRack: true, Pins: AllPins, PinsKnown: true}, 0},
		{"a strike made a foul", 1, []Delivery{x}, 0, 1, 1, Fouled(),
			"F", Turn{Frame: 1, Standing: 10, Pins: AllPins, PinsKnown: true}, 0},
		{"a count made pins", 1, []Delivery{Count(8)}, 0, 1, 1, Knocked(AllPins &^ PinsOf(7, 10)),
			"8", Turn{Frame: 1, Standing: 2, Pins: PinsOf(7, 10), PinsKnown: true}, 0},
		{"frame 10 earns a fill ball", 1, append(zeros(18), Count(7), Count(2)), 0, 10, 2, Count(3),
			strings.Repeat("-|- ", 9) + "7|/", Turn{Frame: 10, Standing: 10, FullRack: true, Pins: AllPins, PinsKnown: true}, 0},
		{"frame 10 of the last bowler earns a fill ball", 2, append(zeros(36), Count(3), Count(4), Count(7), Count(2)), 1, 10, 2, Count(3),
			strings.Repeat("-|- ", 9) + "3|4 / " + strings.Repeat("-|- ", 9) + "7|/", Turn{Player: 1, Frame: 10, Standing: 10, FullRack: true, Pins: AllPins, PinsKnown: true}, 0},
		{"frame 10 loses its fill ball", 1, append(zeros(18), x, Count(3), Count(4)), 0, 10, 1, Count(5),
			strings.Repeat("-|- ", 9) + "5|3", Turn{Frame: 10, Over: true}, 1},
		{"frame 10 loses both fill balls", 1, append(zeros(18), Count(7), Count(3), x), 0, 10, 2, Count(0),
			strings.Repeat("-|- ", 9) + "7|-", Turn{Frame: 10, Over: true}, 1},
		{"frame 10's fill ball made a foul", 1, append(zeros(18), x, x, x), 0, 10, 3, Fouled(),
			strings.Repeat("-|- ", 9) + "X|X|F", Turn{Frame: 10, Over: true}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := throw(t, []string{"AAA", "BBB"}[:tt.players], tt.balls...)
			before := state(g)
			was := g.players[tt.player].balls
			was = append([]Delivery(nil), was...)
			if err := g.Correct(tt.player, tt.frame, tt.ball, tt.to); err != nil {
				t.Fatalf("Correct(%d, %d, %d, %v) = %v", tt.player, tt.frame, tt.ball, tt.to, err)
			}
			if got := marksOf(g); got != tt.marks {
				t.Errorf("marks = %q, want %q", got, tt.marks)
			}
			if got := g.Turn(); got != tt.turn {
				t.Errorf("Turn() = %+v, want %+v", got, tt.turn)
			}
			c, ok := g.LastChange()
			if !ok || !c.Correction || c.Cut != tt.cut || c.Ball.Player != tt.player || c.Ball.Frame != tt.frame ||
				c.Ball.Number != tt.ball || c.Ball.Delivery != tt.to || c.Was != was[indexOf(t, g, tt.player, tt.frame, tt.ball)] {
				t.Errorf("LastChange() = %+v, %v", c, ok)
			}
			// Every other ball keeps its place.
			for j, d := range g.players[tt.player].balls {
				at := walk(g.players[tt.player].balls, g.format).balls[j]
				if wasAt := walk(was, g.format).balls[j]; at.frame != wasAt.frame || at.ball != wasAt.ball {
					t.Errorf("ball %d moved", j+1)
				}
				if j != indexOf(t, g, tt.player, tt.frame, tt.ball) && d != was[j] {
					t.Errorf("ball %d changed to %v", j+1, d)
				}
			}
			if err := g.Undo(); err != nil || !reflect.DeepEqual(state(g), before) {
				t.Errorf("Undo() = %v, or the game is not as before the correction", err)
			}
		})
	}
}

func indexOf(t *testing.T, g *Game, player, frame, ball int) int {
	t.Helper()
	i, err := g.locate(player, frame, ball)
	if err != nil {
		t.Fatal(err)
	}
	return i
}

func TestCorrectRefused(t *testing.T) {
	x := Count(10)
	tests := []struct {
		name                string
		players             int
		balls               []Delivery
		player, frame, ball int
		to                  Delivery
		at                  *BallError // the ball named, if any (Err is checked with errors.Is)
		why                 error
		text                string
	}{
		{"no such player", 1, []Delivery{x}, 1, 1, 1, x, nil, ErrNoSuchPlayer, "no such player: 1"},
		{"a negative player", 1, []Delivery{x}, -1, 1, 1, x, nil, ErrNoSuchPlayer, "no such player: -1"},
		{"frame 0", 1, []Delivery{x}, 0, 0, 1, x, nil, nil, "there is no frame 0"},
		{"frame 11", 1, []Delivery{x}, 0, 11, 1, x, nil, nil, "there is no frame 11"},
		{"a frame not bowled", 1, []Delivery{x}, 0, 2, 1, x, nil, nil, "AAA has not bowled frame 2"},
		{"ball 2 of a strike", 1, []Delivery{x}, 0, 1, 2, x, nil, nil, "AAA has no ball 2 in frame 1 (balls 1 to 1)"},
		{"ball 0", 1, []Delivery{x}, 0, 1, 0, x, nil, nil, "has no ball 0"},
		{"ball 4", 1, append(zeros(18), x, x, x), 0, 10, 4, x, nil, nil, "has no ball 4"},
		{"the corrected ball itself does not fit", 1, []Delivery{Count(7), Count(2)}, 0, 1, 2, Count(4),
			&BallError{Player: 0, Frame: 1, Ball: 2}, ErrInvalidPins, "AAA's ball 2 in frame 1: invalid number of pins: 4, but only 3 pins are standing"},
		{"the next ball no longer fits", 1, []Delivery{Count(7), Count(2)}, 0, 1, 1, Count(9),
			&BallError{Player: 0, Frame: 1, Ball: 2}, ErrInvalidPins, "AAA's ball 2 in frame 1: invalid number of pins: 2, but only 1 pins are standing"},
		{"a strike made a 7 after the next bowler bowled", 2, []Delivery{x, Count(5)}, 0, 1, 1, Count(7),
			&BallError{Player: 1, Frame: 1, Ball: 1}, ErrOutOfTurn, "BBB's ball 1 in frame 1: out of turn: AAA has not finished frame 1"},
		{"a strike made a 7 with a frame after it", 1, []Delivery{x, Count(3), Count(4)}, 0, 1, 1, Count(7),
			&BallError{Player: 0, Frame: 2, Ball: 1}, ErrBallMoved, "AAA's ball 1 in frame 2: it would move to another frame (ball 2 of frame 1)"},
		{"a 7 made a strike with a frame after it", 1, []Delivery{Count(7), Count(2), Count(3)}, 0, 1, 1, x,
			&BallError{Player: 0, Frame: 1, Ball: 2}, ErrBallMoved, "AAA's ball 2 in frame 1: it would move to another frame (ball 1 of frame 2)"},
		{"frame 10 earns a fill ball after the next bowler's frame 10", 2, append(zeros(36), Count(7), Count(2), Count(3)), 0, 10, 2, Count(3),
			&BallError{Player: 1, Frame: 10, Ball: 1}, ErrOutOfTurn, "BBB's ball 1 in frame 10: out of turn: AAA has not finished frame 10"},
		{"a fill ball no longer fits", 1, append(zeros(18), x, x, x), 0, 10, 2, Count(7),
			&BallError{Player: 0, Frame: 10, Ball: 3}, ErrInvalidPins, "10, but only 3 pins are standing"},
		{"a pin knocked down twice", 1, []Delivery{Knocked(AllPins &^ PinsOf(7, 10)), Knocked(PinsOf(7, 10))}, 0, 1, 1, Knocked(AllPins &^ PinsOf(7)),
			&BallError{Player: 0, Frame: 1, Ball: 2}, ErrInvalidPins, "pin 10 is not standing"},
		{"pins unknown after a count", 1, []Delivery{Knocked(PinsOf(1, 2, 3)), Knocked(PinsOf(4, 5))}, 0, 1, 1, Count(3),
			&BallError{Player: 0, Frame: 1, Ball: 2}, ErrInvalidPins, "which pins stand is not known"},
		{"pins at an unknown rack", 1, []Delivery{Count(3), Count(4)}, 0, 1, 2, Knocked(PinsOf(5)),
			&BallError{Player: 0, Frame: 1, Ball: 2}, ErrInvalidPins, "which pins stand is not known"},
		{"not a count", 1, []Delivery{Count(3)}, 0, 1, 1, Count(11),
			&BallError{Player: 0, Frame: 1, Ball: 1}, ErrInvalidPins, "11 is not a count"},
		{"not a pin", 1, []Delivery{Count(3)}, 0, 1, 1, Knocked(PinsOf(12)),
			&BallError{Player: 0, Frame: 1, Ball: 1}, ErrInvalidPins, "pins are numbered 1 to 10"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := throw(t, []string{"AAA", "BBB"}[:tt.players], tt.balls...)
			before := state(g)
			err := g.Correct(tt.player, tt.frame, tt.ball, tt.to)
			if !errors.Is(err, ErrBadCorrection) || tt.why != nil && !errors.Is(err, tt.why) {
				t.Fatalf("Correct(%d, %d, %d, %v) = %v, want ErrBadCorrection and %v", tt.player, tt.frame, tt.ball, tt.to, err, tt.why)
			}
			if !strings.Contains(err.Error(), tt.text) || !strings.HasPrefix(err.Error(), ErrBadCorrection.Error()+": ") {
				t.Errorf("Correct = %q, want it to say %q", err, tt.text)
			}
			var be *BallError
			if errors.As(err, &be) != (tt.at != nil) {
				t.Errorf("Correct = %v: a *BallError is %v, want %v", err, errors.As(err, &be), tt.at != nil)
			} else if tt.at != nil && (be.Player != tt.at.Player || be.Frame != tt.at.Frame || be.Ball != tt.at.Ball) {
				t.Errorf("the ball named is player %d frame %d ball %d, want %d, %d, %d", be.Player, be.Frame, be.Ball, tt.at.Player, tt.at.Frame, tt.at.Ball)
			}
			if !reflect.DeepEqual(state(g), before) || len(g.fixes) != 0 {
				t.Error("a refused correction changed the game")
			}
			if _, err := g.CorrectionChoices(tt.player, tt.frame, tt.ball); (err != nil) != (tt.at == nil) {
				t.Errorf("CorrectionChoices = %v, want an error exactly for a bad index", err)
			}
		})
	}
}

// TestUndoCorrections checks that Undo takes back balls and corrections, most recent first.
func TestUndoCorrections(t *testing.T) {
	g := play(t, []string{"AAA", "BBB"})
	var states []any
	step := func(what string, do func() error) {
		t.Helper()
		states = append(states, state(g))
		if err := do(); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	step("7", func() error { return g.Roll(7) })
	step("2", func() error { return g.Roll(2) })
	step("X", func() error { return g.Roll(10) })
	step("AAA 7 made 8", func() error { return g.Correct(0, 1, 1, Count(8)) })
	step("BBB X made 5", func() error { return g.Correct(1, 1, 1, Count(5)) })
	step("4", func() error { return g.Roll(4) })
	step("BBB 4 made F", func() error { return g.Correct(1, 1, 2, Fouled()) })
	step("3", func() error { return g.Roll(3) })
	if got, want := marksOf(g), "8|/ 3 / 5|F"; got != want {
		t.Fatalf("marks = %q, want %q", got, want)
	}
	// Correcting a ball to what it is changes nothing and is not an action.
	if err := g.Correct(0, 1, 2, Count(2)); err != nil || len(g.fixes) != 3 {
		t.Fatalf("a correction to the same ball = %v, %d corrections logged", err, len(g.fixes))
	}
	for i := len(states) - 1; i >= 0; i-- {
		if err := g.Undo(); err != nil {
			t.Fatalf("Undo() back to state %d = %v", i, err)
		}
		if got := state(g); !reflect.DeepEqual(got, states[i]) {
			t.Fatalf("after Undo() back to state %d:\n got %v\nwant %v", i, got, states[i])
		}
	}
	if err := g.Undo(); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("Undo() at the start = %v", err)
	}
}

func TestLastChange(t *testing.T) {
	g := play(t, []string{"AAA"})
	if _, ok := g.LastChange(); ok {
		t.Error("LastChange() on a new game reports a change")
	}
	_ = g.Roll(7)
	_ = g.Roll(2)
	if c, ok := g.LastChange(); !ok || c.Correction || c.Ball.Pins != 2 || c.Ball.Number != 2 {
		t.Errorf("LastChange() = %+v, %v, want the ball of 2", c, ok)
	}
	_ = g.Correct(0, 1, 1, Count(10))
	c, ok := g.LastChange()
	if !ok || !c.Correction || c.Ball.Mark != MarkStrike || c.Was != Count(7) || c.Cut != 1 {
		t.Errorf("LastChange() = %+v, %v, want the correction of 7 to a strike that cut one ball", c, ok)
	}
}

func TestCorrectionChoices(t *testing.T) {
	tests := []struct {
		name                string
		players             int
		balls               []Delivery
		player, frame, ball int
		counts              string // the counts accepted, as digits, A for ten
		foul                bool
		pins                Pins
		known               bool
	}{
		{"first ball of the latest frame", 1, []Delivery{Count(7), Count(2)}, 0, 1, 1, "012345678A", true, AllPins, true},
		{"second ball", 1, []Delivery{Count(7), Count(2)}, 0, 1, 2, "0123", true, 0, false},
		{"a strike with the next bowler's ball after it", 2, []Delivery{Count(10), Count(5)}, 0, 1, 1, "A", false, AllPins, true},
		{"a first ball with a frame after it", 1, []Delivery{Count(3), Count(4), Count(5)}, 0, 1, 1, "0123456", true, AllPins, true},
		{"a second ball after pins", 1, []Delivery{Knocked(PinsOf(1, 2, 3)), Count(4)}, 0, 1, 2, "01234567", true, AllPins &^ PinsOf(1, 2, 3), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := throw(t, []string{"AAA", "BBB"}[:tt.players], tt.balls...)
			before := state(g)
			c, err := g.CorrectionChoices(tt.player, tt.frame, tt.ball)
			if err != nil {
				t.Fatal(err)
			}
			counts := ""
			for n, ok := range c.Counts {
				if ok {
					counts += string("0123456789A"[n])
				}
			}
			if counts != tt.counts || c.Foul != tt.foul || c.Pins != tt.pins || c.PinsKnown != tt.known {
				t.Errorf("CorrectionChoices = counts %s foul %v pins %q known %v, want %s %v %q %v", counts, c.Foul, c.Pins, c.PinsKnown, tt.counts, tt.foul, tt.pins, tt.known)
			}
			// Each choice agrees with Correct.
			for n, ok := range c.Counts {
				h := throw(t, []string{"AAA", "BBB"}[:tt.players], tt.balls...)
				if err := h.Correct(tt.player, tt.frame, tt.ball, Count(n)); (err == nil) != ok {
					t.Errorf("Counts[%d] = %v, but Correct = %v", n, ok, err)
				}
			}
			if !reflect.DeepEqual(state(g), before) {
				t.Error("CorrectionChoices changed the game")
			}
		})
	}
}
