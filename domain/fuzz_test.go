package domain

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"
)

// reference scores one player's complete game the simplest way there is, independently of
// the frame walk the Game uses.
func reference(rolls []int) int {
	score, i := 0, 0
	for frame := 0; frame < 10; frame++ {
		switch {
		case rolls[i] == 10:
			score += 10 + rolls[i+1] + rolls[i+2]
			i++
		case rolls[i]+rolls[i+1] == 10:
			score += 10 + rolls[i+2]
			i += 2
		default:
			score += rolls[i] + rolls[i+1]
			i += 2
		}
	}
	return score
}

// fuzzPins maps a byte to a ball: 0-10 as is, some refused counts, and "whatever is
// standing" often enough to reach spares and fill balls.
func fuzzPins(b byte, g *Game) int {
	switch v := int(b % 16); {
	case v <= 10:
		return v
	case v == 11:
		return -1
	case v == 12:
		return 11
	default:
		return g.PinsStanding()
	}
}

func FuzzGame(f *testing.F) {
	for _, tc := range oneGames {
		seed := []byte{}
		for _, b := range tc.balls {
			seed = append(seed, byte(b))
		}
		f.Add(byte(0), seed)
		f.Add(byte(2), append(append([]byte{}, seed...), seed...))
	}
	f.Add(byte(1), []byte{7, 4, 3, 10, 10, 13, 13, 12, 11, 0})
	f.Fuzz(func(t *testing.T, nplayers byte, balls []byte) {
		names := []string{"AAA", "BBB", "CCC", "DDD"}[:1+nplayers%4]
		g, err := NewGame(names...)
		if err != nil {
			t.Fatal(err)
		}
		thrown := make([][]int, len(names)) // each player's accepted balls, kept by the test
		prev := g.Cards()
		accepted := 0
		for _, b := range balls {
			pins := fuzzPins(b, g)
			who, before := g.Current(), snapshot(g)
			if err := g.Roll(pins); err != nil {
				if !errors.Is(err, ErrInvalidPins) && !errors.Is(err, ErrGameOver) {
					t.Fatalf("Roll(%d) = %v, want ErrInvalidPins or ErrGameOver", pins, err)
				}
				if !reflect.DeepEqual(snapshot(g), before) {
					t.Fatalf("refused Roll(%d) changed the game", pins)
				}
				continue
			}
			accepted++
			thrown[who] = append(thrown[who], pins)
			if last, ok := g.Last(); !ok || last.Player != who || last.Pins != pins {
				t.Fatalf("Last() = %+v, %v after player %d threw %d", last, ok, who, pins)
			}
			cards := g.Cards()
			allDone := true
			for p, c := range cards {
				allDone = allDone && c.Finished
				total := 0
				for i, fr := range c.Frames {
					if was := prev[p].Frames[i]; was.Determined && (!fr.Determined || fr.Total != was.Total) {
						t.Fatalf("player %d frame %d: a determined total changed from %d", p, i+1, was.Total)
					}
					if fr.Determined {
						if fr.Total < total || fr.Total > 300 {
							t.Fatalf("player %d frame %d: running total %d after %d", p, i+1, fr.Total, total)
						}
						total = fr.Total
					}
				}
			}
			if g.Over() != allDone {
				t.Fatalf("Over() = %v, but every frame 10 finished is %v", g.Over(), allDone)
			}
			prev = cards
		}
		if g.Balls() != accepted {
			t.Fatalf("Balls() = %d, want %d", g.Balls(), accepted)
		}
		for p := range names {
			s, err := g.Score(p)
			if prev[p].Finished {
				if want := reference(thrown[p]); s != want || err != nil {
					t.Fatalf("Score(%d) = %d, %v, reference says %d for %v", p, s, err, want, thrown[p])
				}
			} else if !errors.Is(err, ErrGameInProgress) {
				t.Fatalf("Score(%d) of an unfinished game = %v", p, err)
			}
		}

		data, err := json.Marshal(g)
		if err != nil {
			t.Fatal(err)
		}
		r, err := Restore(data)
		if err != nil {
			t.Fatalf("Restore(%s) = %v", data, err)
		}
		if !reflect.DeepEqual(snapshot(r), snapshot(g)) {
			t.Fatalf("Restore(%s) differs", data)
		}

		for i := 0; i < accepted; i++ {
			if err := g.Undo(); err != nil {
				t.Fatalf("Undo() %d of %d = %v", i+1, accepted, err)
			}
		}
		empty, _ := NewGame(names...)
		if err := g.Undo(); !errors.Is(err, ErrNothingToUndo) || !reflect.DeepEqual(snapshot(g), snapshot(empty)) {
			t.Fatalf("after undoing every ball: Undo() = %v, or the game is not empty", err)
		}
	})
}
