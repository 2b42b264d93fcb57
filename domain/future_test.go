package domain

import (
	"errors"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The property a save keeps: after every action, Restore(save) gives the same game and the same
// future. The same balls and cards now, and the same game after each of the next Undos, all
// the way back to the empty game, as the game that was saved and as the model (refGame).

// checkFuture saves g, restores it, and undoes the restored game, a copy of g and a copy of the
// model side by side until nothing is left, comparing them at every step.
func checkFuture(t *testing.T, g *Game, ref *refGame) {
	t.Helper()
	data, err := g.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	r, err := Restore(data)
	if err != nil {
		t.Fatalf("Restore(%s) = %v", data, err)
	}
	if err := r.DroppedUndo(); err != nil {
		t.Fatalf("Restore(%s) dropped corrections: %v", data, err)
	}
	orig := g.clone()
	model := &refGame{format: ref.format, balls: slices.Clone(ref.balls), done: slices.Clone(ref.done)}
	for k := 0; ; k++ {
		if got, want := r.lists(), orig.lists(); !slices.EqualFunc(got, want, slices.Equal) {
			t.Fatalf("after %d Undos of the restored game of %s: balls %v, the game saved has %v", k, data, got, want)
		}
		if !reflect.DeepEqual(r.Cards(), orig.Cards()) || !reflect.DeepEqual(state(r), state(orig)) {
			t.Fatalf("after %d Undos of the restored game of %s: its cards or turn differ from the game saved", k, data)
		}
		checkAgainstModel(t, r, model)
		if !model.undo() {
			break
		}
		if err := r.Undo(); err != nil {
			t.Fatalf("Undo %d of the restored game of %s = %v", k+1, data, err)
		}
		if err := orig.Undo(); err != nil {
			t.Fatalf("Undo %d of the game saved = %v", k+1, err)
		}
	}
	if err := r.Undo(); !errors.Is(err, ErrNothingToUndo) {
		t.Fatalf("the restored game of %s has more to undo than the game saved: %v", data, err)
	}
}

// A step of a hand-made sequence: "t BALL" throws, "c PLAYER FRAME BALL TO" corrects, "u"
// undoes; a ball is a count, F for a foul, or pins such as 1-2-4 (p: for none).
func parseBall(t *testing.T, s string) Delivery {
	t.Helper()
	switch {
	case s == "F":
		return Fouled()
	case s == "p:":
		return Knocked(0)
	case strings.Contains(s, "-") || strings.HasPrefix(s, "p:"):
		var down Pins
		for _, f := range strings.Split(strings.TrimPrefix(s, "p:"), "-") {
			n, err := strconv.Atoi(f)
			if err != nil {
				t.Fatalf("bad pin %q in %q", f, s)
			}
			down |= PinsOf(n)
		}
		return Knocked(down)
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("bad ball %q", s)
	}
	return Count(n)
}

// steps expands a sequence: "t 1 x18" is eighteen throws of 1.
func steps(seq ...string) []string {
	var out []string
	for _, s := range seq {
		if i := strings.LastIndex(s, " x"); i > 0 {
			if n, err := strconv.Atoi(s[i+2:]); err == nil {
				for range n {
					out = append(out, s[:i])
				}
				continue
			}
		}
		out = append(out, s)
	}
	return out
}

func TestSaveFuture(t *testing.T) {
	tests := []struct {
		name  string
		names []string
		steps []string // every step must be accepted
	}{
		{"a correction of a fill ball, then of the ball before it, which cuts the fill ball", []string{"PJS"},
			steps("t 1 x18", "t 3", "t 7", "t 2", "c 0 10 3 5", "c 0 10 2 6")},
		{"the same, then undone and corrected again", []string{"PJS"},
			steps("t 1 x18", "t 3", "t 7", "t 2", "c 0 10 3 5", "c 0 10 2 6", "u", "c 0 10 3 F", "c 0 10 1 1", "u", "u", "c 0 10 2 4")},
		{"a strike in frame 10 made a 2, cutting a fill ball corrected before, while the next bowler bowls", []string{"PJS", "KYJ"},
			steps("t 0 x36", "t 10", "t 7", "t 2", "t 5", "c 0 10 3 1", "c 0 10 1 2", "t 4")},
		{"a strike made a 7 in the latest frame, then its new second ball", []string{"PJS", "KYJ"},
			steps("t 10", "c 0 1 1 7", "t 2", "t 8", "t 1", "c 1 1 2 2", "t 10", "c 0 2 1 9", "t F")},
		{"pins: a split converted, corrected to a miss, a foul corrected to pins", []string{"PJS"},
			steps("t 1-2-3-4-5-6-8-9", "t 7-10", "t F", "t 3-5", "c 0 1 2 p:", "c 0 2 1 1-2", "c 0 1 2 7-10", "u", "t 1-2-3-4-5-6-7-8-9-10", "t 1-2-3", "c 0 4 1 1-2", "u", "u")},
		{"every frame corrected, then everything undone", []string{"PJS"},
			steps("t 4 x20", "c 0 1 1 5", "c 0 2 2 6", "c 0 3 1 F", "c 0 4 2 0", "c 0 10 2 6", "t 3", "c 0 10 3 10", "u x27")},
		{"a spare in frame 10 made open twice over", []string{"AAA", "BBB", "CCC"},
			steps("t 0 x54", "t 5", "t 5", "t 5", "t 9", "t 1", "t 9", "c 0 10 2 4", "c 1 10 3 2", "c 1 10 2 0", "t 3", "t 7", "t 10", "c 2 10 1 2")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := play(t, tt.names)
			ref := &refGame{balls: make([][]Delivery, len(tt.names))}
			checkFuture(t, g, ref)
			for i, s := range tt.steps {
				f := strings.Fields(s)
				var err error
				var want bool
				switch f[0] {
				case "t":
					d := parseBall(t, f[1])
					want, err = ref.throw(d), g.Throw(d)
				case "c":
					p, _ := strconv.Atoi(f[1])
					frame, _ := strconv.Atoi(f[2])
					ball, _ := strconv.Atoi(f[3])
					d := parseBall(t, f[4])
					want, err = ref.correct(p, frame, ball, d), g.Correct(p, frame, ball, d)
				case "u":
					want, err = ref.undo(), g.Undo()
				default:
					t.Fatalf("bad step %q", s)
				}
				if err != nil || !want {
					t.Fatalf("step %d %q: the game says %v, the model accepts = %v", i+1, s, err, want)
				}
				checkAgainstModel(t, g, ref)
				checkFuture(t, g, ref)
			}
		})
	}
}

// FuzzSaveFuture plays FuzzGame's operations in the format its first byte gives (fuzzFormat)
// and checks, after every one, that the game saved and restored has the same future as the
// game and the model.
func FuzzSaveFuture(f *testing.F) {
	f.Add(byte(0), byte(0), []byte{opThrow, 0, 7, opThrow, 0, 2, opThrow, 0, 10, opCorrect, 0, 1, 1, 0, 8, opThrow, 0, 4, opCorrectRecent, 0, 1, 0, 5, opUndo, opUndo})
	f.Add(byte(0), byte(1), []byte{opThrow, 0, 10, opCorrectRecent, 0, 0, 0, 7, opThrow, 0, 2, opThrow, 6, 0, opCorrect, 1, 1, 1, 7, 0, opUndo})
	f.Add(byte(0), byte(0), []byte{opThrow, 3, 0x7f, opThrow, 6, 0, opThrow, 7, 0, opCorrectRecent, 0, 1, 0, 10, opCorrectRecent, 0, 0, 7, 0, opUndo, opUndo, opUndo})
	// The tenth frame's fill ball corrected, then the ball before it made a miss.
	var tenth []byte
	for range 18 {
		tenth = append(tenth, opThrow, 0, 1)
	}
	tenth = append(tenth, opThrow, 0, 3, opThrow, 0, 7, opThrow, 0, 2, opCorrect, 0, 10, 3, 0, 5, opCorrect, 0, 10, 2, 0, 6, opUndo, opUndo)
	f.Add(byte(0), byte(0), tenth)
	// The same in 9-pin no-tap 3-6-9 (a 9 corrected to an 8, and back), and in 8-pin no-tap.
	f.Add(byte(7), byte(1), []byte{opThrow, 0, 9, opCorrectRecent, 0, 0, 0, 8, opThrow, 0, 1, opThrow, 0, 9, opCorrect, 1, 1, 1, 0, 8, opUndo, opThrow, 0, 2, opThrow, 0, 7})
	f.Add(byte(2), byte(0), tenth)
	f.Fuzz(func(t *testing.T, format, nplayers byte, ops []byte) {
		names := []string{"AAA", "BBB", "CCC", "DDD"}[:1+nplayers%4]
		fm := fuzzFormat(format)
		g, err := NewGameIn(fm, names...)
		if err != nil {
			t.Fatal(err)
		}
		ref := &refGame{format: fm, balls: make([][]Delivery, len(names))}
		read := func() byte {
			if len(ops) == 0 {
				return 0
			}
			b := ops[0]
			ops = ops[1:]
			return b
		}
		// Each check undoes the whole game; a hundred operations keep an input fast
		// and are enough to bowl a game of one and correct it.
		for n := 0; len(ops) > 0 && n < 100; n++ {
			fuzzStep(t, g, ref, read)
			checkFuture(t, g, ref)
		}
	})
}
