package domain

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// testFormats are the standard game and every format, for tests that go through them all.
var testFormats = []Format{{}, {NoTap: 9}, {NoTap: 8}, {NoTap: 7}, {ThreeSixNine: true},
	{NoTap: 9, ThreeSixNine: true}, {NoTap: 7, ThreeSixNine: true}}

func TestFormatText(t *testing.T) {
	tests := []struct {
		text string
		want Format
		back string // String(), when it differs from text
	}{
		{"standard", Format{}, ""},
		{"", Format{}, "standard"},
		{"9pin", Format{NoTap: 9}, ""},
		{"8pin", Format{NoTap: 8}, ""},
		{"7pin", Format{NoTap: 7}, ""},
		{"369", Format{ThreeSixNine: true}, ""},
		{"9pin,369", Format{NoTap: 9, ThreeSixNine: true}, ""},
		{"369,7pin", Format{NoTap: 7, ThreeSixNine: true}, "7pin,369"},
	}
	for _, tt := range tests {
		got, err := ParseFormat(tt.text)
		if err != nil || got != tt.want {
			t.Errorf("ParseFormat(%q) = %+v, %v, want %+v", tt.text, got, err, tt.want)
		}
		back := tt.back
		if back == "" {
			back = tt.text
		}
		if s := got.String(); s != back {
			t.Errorf("%+v.String() = %q, want %q", got, s, back)
		}
		var f Format
		if err := json.Unmarshal([]byte(`"`+tt.text+`"`), &f); err != nil || f != tt.want {
			t.Errorf("json.Unmarshal(%q) = %+v, %v", tt.text, f, err)
		}
	}
	for _, bad := range []string{"10pin", "6pin", "9pin,9pin", "369,369", "9pin,8pin", "9-pin", "9PIN", "nine", ",", "9pin,", " 369", "standard,369"} {
		if f, err := ParseFormat(bad); !errors.Is(err, ErrInvalidFormat) || f != (Format{}) {
			t.Errorf("ParseFormat(%q) = %+v, %v, want ErrInvalidFormat", bad, f, err)
		}
	}
	for _, f := range testFormats {
		if err := f.Check(); err != nil {
			t.Errorf("%+v.Check() = %v", f, err)
		}
	}
	for _, n := range []int{-1, 1, 6, 10, 11, 1 << 40} {
		f := Format{NoTap: n}
		if err := f.Check(); !errors.Is(err, ErrInvalidFormat) {
			t.Errorf("%+v.Check() = %v, want ErrInvalidFormat", f, err)
		}
		if _, err := f.MarshalText(); !errors.Is(err, ErrInvalidFormat) {
			t.Errorf("%+v.MarshalText() = %v, want ErrInvalidFormat", f, err)
		}
		if g, err := NewGameIn(f, "PJS"); g != nil || !errors.Is(err, ErrInvalidFormat) {
			t.Errorf("NewGameIn(%+v) = %v, %v, want ErrInvalidFormat", f, g, err)
		}
	}
}

// FuzzParseFormat reads any text as a format: it never panics, refuses with ErrInvalidFormat
// and the zero Format, or gives a format Check accepts whose String reads back to it.
func FuzzParseFormat(f *testing.F) {
	for _, s := range []string{"standard", "", "9pin", "7pin,369", "369,8pin", "10pin", "9pin,9pin", "369,", "nine"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		got, err := ParseFormat(text)
		if err != nil {
			if !errors.Is(err, ErrInvalidFormat) || got != (Format{}) {
				t.Fatalf("ParseFormat(%q) = %+v, %v, want ErrInvalidFormat", text, got, err)
			}
			return
		}
		if again, err := ParseFormat(got.String()); err != nil || again != got || got.Check() != nil {
			t.Fatalf("ParseFormat(%q) = %+v, which writes %q and reads back as %+v, %v", text, got, got.String(), again, err)
		}
	})
}

func TestNewGameIn(t *testing.T) {
	for _, f := range testFormats {
		g, err := NewGameIn(f, "pjs", "kyj")
		if err != nil || g.Format() != f || !slices.Equal(g.Names(), []string{"PJS", "KYJ"}) {
			t.Fatalf("NewGameIn(%v) = %v, %v", f, g, err)
		}
		if _, err := NewGameIn(f); !errors.Is(err, ErrNoPlayers) {
			t.Errorf("NewGameIn(%v) of nobody = %v, want ErrNoPlayers", f, err)
		}
		if _, err := NewGameIn(f, "PJ5"); !errors.Is(err, ErrInvalidName) {
			t.Errorf("NewGameIn(%v, PJ5) = %v, want ErrInvalidName", f, err)
		}
	}
	g, _ := NewGame("PJS")
	var zero Game
	if g.Format() != (Format{}) || zero.Format() != (Format{}) {
		t.Errorf("NewGame's Format() = %+v, the zero Game's %+v, want the standard game", g.Format(), zero.Format())
	}
}

// TestFormatGames checks games worked out by hand: their marks, running totals and scores.
func TestFormatGames(t *testing.T) {
	nine, eight, three := Format{NoTap: 9}, Format{NoTap: 8}, Format{ThreeSixNine: true}
	tests := []struct {
		name   string
		format Format
		line   string // the balls thrown, as bowled writes them
		marks  string
		totals []int
	}{
		{"twelve 9s in 9-pin no-tap", nine, "9 9 9 9 9 9 9 9 9 999",
			"X X X X X X X X X X|X|X", []int{30, 60, 90, 120, 150, 180, 210, 240, 270, 300}},
		{"eleven 9s and a 7 in 9-pin no-tap", nine, "9 9 9 9 9 9 9 9 9 997",
			"X X X X X X X X X X|X|7", []int{30, 60, 90, 120, 150, 180, 210, 240, 270, 297}},
		{"twelve 7s in 7-pin no-tap", Format{NoTap: 7}, "7 7 7 7 7 7 7 7 7 777",
			"X X X X X X X X X X|X|X", []int{30, 60, 90, 120, 150, 180, 210, 240, 270, 300}},
		{"a perfect 3-6-9 game: nine balls thrown", three, "X X X X X X XXX",
			"X X X X X X X X X X|X|X", []int{30, 60, 90, 120, 150, 180, 210, 240, 270, 300}},
		{"a perfect 9-pin no-tap 3-6-9 game: nine 9s", Format{NoTap: 9, ThreeSixNine: true}, "9 9 9 9 9 9 999",
			"X X X X X X X X X X|X|X", []int{30, 60, 90, 120, 150, 180, 210, 240, 270, 300}},
		{"a given strike after a strike", three, "7/ X 53 -- -- -- --",
			"7|/ X X 5|3 -|- X -|- -|- X -|-", []int{20, 45, 63, 71, 71, 81, 81, 81, 91, 91}},
		{"3-6-9 gutters: the given strikes alone", three, "-- -- -- -- -- -- --",
			"-|- -|- X -|- -|- X -|- -|- X -|-", []int{0, 0, 10, 10, 10, 20, 20, 20, 30, 30}},
		{"a spare before a given strike", three, "-- 6/ 9- 9- -- -- --",
			"-|- 6|/ X 9|- 9|- X -|- -|- X -|-", []int{0, 20, 39, 48, 57, 67, 67, 67, 77, 77}},
		{"frame 10 after a 9-pin no-tap strike: 8 then 1", nine, "-- -- -- -- -- -- -- -- -- 981",
			"-|- -|- -|- -|- -|- -|- -|- -|- -|- X|8|1", []int{0, 0, 0, 0, 0, 0, 0, 0, 0, 19}},
		{"frame 10 after a 9-pin no-tap strike: 8 then the last 2", nine, "-- -- -- -- -- -- -- -- -- 98/",
			"-|- -|- -|- -|- -|- -|- -|- -|- -|- X|8|/", []int{0, 0, 0, 0, 0, 0, 0, 0, 0, 20}},
		{"frame 10 after a 9-pin no-tap strike: another, then 8", nine, "-- -- -- -- -- -- -- -- -- 998",
			"-|- -|- -|- -|- -|- -|- -|- -|- -|- X|X|8", []int{0, 0, 0, 0, 0, 0, 0, 0, 0, 28}},
		{"frame 10 spare, then a 9-pin no-tap strike", nine, "-- -- -- -- -- -- -- -- -- 8/9",
			"-|- -|- -|- -|- -|- -|- -|- -|- -|- 8|/|X", []int{0, 0, 0, 0, 0, 0, 0, 0, 0, 20}},
		{"fouls in 9-pin no-tap: F then 9 is no strike, F then 10 a spare", nine, "F9 F/ 9 8- -- -- -- -- -- F9",
			"F|9 F|/ X 8|- -|- -|- -|- -|- -|- F|9", []int{9, 29, 47, 55, 55, 55, 55, 55, 55, 64}},
		{"8-pin no-tap strikes entered as pins, leaving 7-10", eight, "{7-10} {7-10} -- -- -- -- -- -- -- {7-10}{7-10}{7-10}",
			"X X -|- -|- -|- -|- -|- -|- -|- X|X|X", []int{20, 30, 30, 30, 30, 30, 30, 30, 30, 60}},
		{"a game in 8-pin no-tap: its 7-10 and last 8 strikes", eight, "X X X 72 {7-10} F9 X 7/ 6- XX8",
			"X X X 7|2 X F|9 X 7|/ 6|- X|X|X", []int{30, 57, 76, 85, 104, 113, 133, 149, 155, 185}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := bowledIn(t, tt.format, []string{"PJS"}, tt.line)
			if got := marksOf(g); got != tt.marks {
				t.Errorf("marks %q, want %q", got, tt.marks)
			}
			c, _ := g.Card(0)
			var totals []int
			for _, f := range c.Frames {
				if f.Determined {
					totals = append(totals, f.Total)
				}
			}
			if !slices.Equal(totals, tt.totals) {
				t.Errorf("running totals %v, want %v", totals, tt.totals)
			}
			if s, err := g.Score(0); err != nil || s != tt.totals[len(tt.totals)-1] {
				t.Errorf("Score(0) = %d, %v", s, err)
			}
			if want := refTotals(g.players[0].balls, tt.format); !slices.Equal(totals, want) {
				t.Errorf("the reference scores %v", want)
			}
		})
	}
}

// TestGivenStrike checks how a strike 3-6-9 gives shows: one ball, marked X and Given, worth
// 10, and no strike chance; the turn passes it by.
func TestGivenStrike(t *testing.T) {
	g, _ := NewGameIn(Format{ThreeSixNine: true}, "AAA", "BBB", "CCC")
	for _, want := range []struct{ player, frame int }{{0, 1}, {1, 1}, {2, 1}, {0, 2}, {1, 2}, {2, 2}, {0, 4}, {1, 4}} {
		if turn := g.Turn(); turn.Player != want.player || turn.Frame != want.frame {
			t.Fatalf("Turn() = %+v, want player %d frame %d", turn, want.player, want.frame)
		}
		_ = g.Roll(3)
		_ = g.Roll(4)
	}
	c, _ := g.Card(0)
	f := c.Frames[2]
	want := Ball{Player: 0, Frame: 3, Number: 1, Pins: 10, Mark: MarkStrike, Delivery: Count(10), Given: true}
	if !f.Finished || f.Marks != "X" || f.Pins != 10 || len(f.Deliveries) != 1 || f.Deliveries[0] != want || !f.Determined || f.Value != 17 {
		t.Errorf("frame 3 = %+v, want a given strike worth 17", f)
	}
	if leave, ok := f.Deliveries[0].Leave(); ok || leave != 0 {
		t.Errorf("a given strike's Leave() = %v, %v, want none", leave, ok)
	}
	if c.Frame != 5 {
		t.Errorf("Card.Frame = %d, want 5", c.Frame)
	}
	// Nobody threw it: it cannot be corrected, and no ball lies there.
	if err := g.Correct(0, 3, 1, Count(9)); !errors.Is(err, ErrBadCorrection) || !strings.Contains(err.Error(), "gives") {
		t.Errorf("Correct(frame 3) = %v, want ErrBadCorrection saying the format gives it", err)
	}
	if _, err := g.CorrectionChoices(0, 6, 1); !errors.Is(err, ErrBadCorrection) {
		t.Errorf("CorrectionChoices(frame 6) = %v, want ErrBadCorrection", err)
	}
	if g.Balls() != 16 {
		t.Errorf("Balls() = %d, want the 16 thrown", g.Balls())
	}
	// Undo takes back the ball before the given frame; the given frame goes with it.
	_ = g.Undo()
	if turn := g.Turn(); turn.Player != 1 || turn.Frame != 4 || turn.Standing != 7 {
		t.Errorf("after Undo, Turn() = %+v, want BBB's second ball of frame 4", turn)
	}
	for range 4 {
		_ = g.Undo()
	}
	if turn := g.Turn(); turn.Player != 2 || turn.Frame != 2 || turn.Standing != 7 {
		t.Errorf("after 5 Undos, Turn() = %+v, want CCC's second ball of frame 2", turn)
	}
	if c, _ := g.Card(0); c.Frames[2].Marks != "X" || c.Frame != 4 {
		t.Errorf("AAA, who finished frame 2, has frame 3 %q and bowls frame %d next, want X and 4", c.Frames[2].Marks, c.Frame)
	}
	if c, _ := g.Card(2); c.Frames[2].Marks != "" || c.Frame != 2 {
		t.Errorf("CCC, part-way in frame 2, has frame 3 %q and bowls frame %d next, want nothing and 2", c.Frames[2].Marks, c.Frame)
	}
}

// TestNoTapPins checks a no-tap strike entered as pins: the pins it left standing are no
// leave (no split, no spare chance), and the next ball meets a full rack.
func TestNoTapPins(t *testing.T) {
	split := AllPins &^ PinsOf(7, 10)
	for _, tt := range []struct {
		format Format
		strike bool
	}{{Format{}, false}, {Format{NoTap: 9}, false}, {Format{NoTap: 8}, true}, {Format{NoTap: 7, ThreeSixNine: true}, true}} {
		g, _ := NewGameIn(tt.format, "PJS")
		if m, _ := g.MarkFor(8); (m == MarkStrike) != tt.strike {
			t.Errorf("%v: MarkFor(8) = %q", tt.format, m)
		}
		p, err := g.Preview(Knocked(split))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.RollPins(split); err != nil {
			t.Fatal(err)
		}
		b, _ := g.Last()
		if b != p {
			t.Errorf("%v: Preview = %+v, Last = %+v", tt.format, p, b)
		}
		leave, ok := b.Leave()
		if tt.strike {
			standing, known := g.Standing()
			if b.Mark != MarkStrike || b.Pins != 10 || b.Split || leave != 0 || !ok || b.Left != PinsOf(7, 10) ||
				standing != AllPins || !known || !g.FullRack() || g.Frame() != 2 {
				t.Errorf("%v: %+v, Leave() = %v %v, then %v: want a strike and a full rack", tt.format, b, leave, ok, g.Turn())
			}
		} else if b.Mark != "8" || b.Pins != 8 || !b.Split || leave != PinsOf(7, 10) || !ok || g.Frame() != 1 {
			t.Errorf("%v: %+v, Leave() = %v %v: want an 8 that left the 7-10 split", tt.format, b, leave, ok)
		}
	}
	// A no-tap strike entered as a count leaves unknown pins, but nothing to spare.
	g, _ := NewGameIn(Format{NoTap: 9}, "PJS")
	_ = g.Roll(9)
	b, _ := g.Last()
	standing, known := g.Standing()
	if leave, ok := b.Leave(); b.Known || leave != 0 || !ok || standing != AllPins || !known {
		t.Errorf("a 9-pin no-tap strike by count: %+v, Leave() = %v, %v, then %v %v", b, leave, ok, standing, known)
	}
	// The statistics see a strike: no spare chance, no split.
	g = bowledIn(t, Format{NoTap: 8}, []string{"PJS"}, "{7-10} {7-10} {7-10} {7-10} {7-10} {7-10} {7-10} {7-10} {7-10} {7-10}{7-10}{7-10}")
	c, _ := g.Card(0)
	if l := lineOf(c); l.total != 300 || l.strikes != 12 || l.strikeChances != 12 || l.spareChances != 0 || l.splits != 0 || l.pinsEntered != 12 || l.firstPins != 120 {
		t.Errorf("lineOf(twelve 8-pin no-tap strikes) = %+v", l)
	}
}

// TestFormatCorrections corrects balls of games in a format: a 9 made an 8 in 9-pin no-tap
// makes the strike a frame of two balls where the bowler's frame is the latest, and is
// refused where a later ball would move.
func TestFormatCorrections(t *testing.T) {
	nine, three := Format{NoTap: 9}, Format{ThreeSixNine: true}
	tests := []struct {
		name                string
		format              Format
		balls               []int
		player, frame, ball int
		to                  Delivery
		marks               string // after the correction; "" when refused
		why                 error
	}{
		{"9-pin: a strike of 9 made an 8 in the latest frame", nine, []int{9}, 0, 1, 1, Count(8), "8 / ", nil},
		{"9-pin: an 8 made a 9, the second ball cut", nine, []int{8, 1}, 0, 1, 1, Count(9), "X / ", nil},
		{"9-pin: a strike made an 8 after the next bowler bowled", nine, []int{9, 5, 4}, 0, 1, 1, Count(8), "", ErrOutOfTurn},
		{"9-pin: a strike made an 8 before a later frame", nine, []int{9, 5, 4, 3, 4}, 0, 1, 1, Count(8), "", ErrBallMoved},
		{"9-pin: a strike of 9 made a 10", nine, []int{9, 5, 4, 3, 4}, 0, 1, 1, Count(10), "X 3|4 / 5|4", nil},
		{"9-pin: a second ball made 9 stays a second ball", nine, []int{0, 1, 5, 4}, 0, 1, 2, Count(9), "-|9 / 5|4", nil},
		{"3-6-9: frame 2 made a strike, cutting its second ball", three, []int{7, 2, 1, 1, 4, 5}, 0, 2, 1, Count(10), "7|2 X X / 1|1", nil},
		{"3-6-9: the same after the next bowler bowled frame 2", three, []int{7, 2, 1, 1, 4, 5, 3, 3}, 0, 2, 1, Count(10), "7|2 X X / 1|1 3|3 X", nil},
		{"3-6-9: the same after a later frame", three, []int{7, 2, 1, 1, 4, 5, 3, 3, 6, 1}, 0, 2, 1, Count(10), "", ErrBallMoved},
		{"3-6-9: a strike before a given frame made a 7 after the next bowler bowled", three, []int{7, 2, 1, 1, 10, 3, 3}, 0, 2, 1, Count(7), "", ErrOutOfTurn},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, _ := NewGameIn(tt.format, "PJS", "KYJ")
			for _, b := range tt.balls {
				if err := g.Roll(b); err != nil {
					t.Fatal(err)
				}
			}
			before := state(g)
			err := g.Correct(tt.player, tt.frame, tt.ball, tt.to)
			if tt.why != nil {
				if !errors.Is(err, ErrBadCorrection) || !errors.Is(err, tt.why) || !reflect.DeepEqual(state(g), before) {
					t.Errorf("Correct = %v, want %v and no change", err, tt.why)
				}
				return
			}
			if err != nil || marksOf(g) != tt.marks {
				t.Fatalf("Correct = %v, marks %q, want %q", err, marksOf(g), tt.marks)
			}
			if err := g.Undo(); err != nil || !reflect.DeepEqual(state(g), before) {
				t.Errorf("Undo = %v, or the game is not as before the correction", err)
			}
		})
	}
}

// TestFormatsAgainstReference bowls random games in every format, with pins, counts, fouls
// and Undo, and checks the game against the model after every ball: the balls, whose turn,
// game over, and every running total (refTotals, written from a flat list of balls); a save
// of a finished game has the same future.
func TestFormatsAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(37, 9))
	for _, f := range testFormats {
		t.Run(f.String(), func(t *testing.T) {
			for n := range 30 {
				names := []string{"AAA", "BBB", "CCC", "DDD"}[:1+rng.IntN(4)]
				g, _ := NewGameIn(f, names...)
				ref := &refGame{format: f, balls: make([][]Delivery, len(names))}
				for !g.Over() {
					if rng.IntN(15) == 0 && ref.undo() {
						if err := g.Undo(); err != nil {
							t.Fatal(err)
						}
					} else {
						d := randomBall(rng, g)
						if !ref.throw(d) {
							t.Fatalf("the model refuses %v after %v", d, ref.balls)
						}
						if err := g.Throw(d); err != nil {
							t.Fatalf("Throw(%v) = %v", d, err)
						}
					}
					checkAgainstModel(t, g, ref)
				}
				if err := g.Roll(0); !errors.Is(err, ErrGameOver) {
					t.Fatalf("a ball after the game = %v, want ErrGameOver", err)
				}
				if n%3 == 0 {
					checkFuture(t, g, ref)
				}
			}
		})
	}
}

// TestFormatSave saves and restores games in a format: version 4 names the format, a game of
// the standard game is written as before, and a save of an earlier version naming a format
// is refused.
func TestFormatSave(t *testing.T) {
	g := bowledIn(t, Format{NoTap: 9, ThreeSixNine: true}, []string{"PJS"}, "9 81 {7} 9 F9 -- 9{10}F")
	data, err := g.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"v":4,"format":"9pin,369","names":["PJS"],"balls":[[9,8,1,"1-2-3-4-5-6-8-9-10",9,"F",9,0,0,9,"1-2-3-4-5-6-7-8-9","F"]]}`
	if string(data) != want {
		t.Errorf("MarshalJSON() = %s, want %s", data, want)
	}
	r, err := Restore(data)
	if err != nil || !sameGame(r, g) || !reflect.DeepEqual(r.Cards(), g.Cards()) {
		t.Fatalf("Restore(%s) = %v, or another game", data, err)
	}
	for _, bad := range []string{
		`{"v":3,"format":"9pin","names":["PJS"],"balls":[[9]]}`,
		`{"v":1,"format":"369","names":["PJS"],"rolls":[[9]]}`,
		`{"v":4,"format":"10pin","names":["PJS"],"balls":[[9]]}`,
		`{"v":4,"format":9,"names":["PJS"],"balls":[[9]]}`,
	} {
		if g, err := Restore([]byte(bad)); !errors.Is(err, ErrBadSave) || g != nil {
			t.Errorf("Restore(%s) = %v, want ErrBadSave", bad, err)
		}
	}
	// The examples of SaveVersion's comment and the README.
	for _, doc := range []string{
		`{"v":4,"format":"9pin,369","names":["PJS"],"balls":[[9,10,"1-2-3-4-5-6-7-8"]]}`,
		`{"v":4,"format":"9pin,369","names":["PJS"],"balls":[[9,8,1,"1-2-3-4-5-6-8-9-10"]]}`,
	} {
		g, err := Restore([]byte(doc))
		if err != nil {
			t.Fatalf("Restore(%s) = %v", doc, err)
		}
		if again, _ := g.MarshalJSON(); string(again) != doc {
			t.Errorf("saved again: %s, want %s", again, doc)
		}
	}
	// In 9-pin no-tap, 9 then 1 is a strike and a ball of frame 2, so 9, 1, 10 is refused.
	if _, err := Restore([]byte(`{"v":4,"format":"9pin","names":["PJS"],"balls":[[9,1,10]]}`)); !errors.Is(err, ErrInvalidPins) {
		t.Errorf("Restore(9, 1, 10 in 9-pin) = %v, want ErrInvalidPins", err)
	}
}

// formatNight is a series of 2 games of 9-pin no-tap 3-6-9 for PJS and KYJ, rotated:
//
//	PJS 9 81 {7} 9 F9 -- 9{10}F: 19 28 58 88 108 127 136 136 166 186; then a perfect 300
//	KYJ 72 8/ 63 X 54 F/ 9{10}8: 9 29 48 57 82 101 110 130 160 188; then 30, given strikes alone
func formatNight(t testing.TB) (Series, []Record) {
	t.Helper()
	s := newTestSeries(t, 2, RotateOrder, "PJS", "KYJ")
	s.ID, s.Format = "format-night", Format{NoTap: 9, ThreeSixNine: true}
	records := []Record{
		recordOf(t, s, 1, at(3, 0), "9 81 {7} 9 F9 -- 9{10}F", "72 8/ 63 X 54 F/ 9{10}8"),
		recordOf(t, s, 2, at(3, 25), "-- -- -- -- -- -- --", "9 9 9 9 9 9 999"), // KYJ leads game 2
	}
	for i := range records {
		records[i].id = "format-game-" + string(rune('1'+i))
	}
	return s, records
}

func TestFormatSeries(t *testing.T) {
	s, records := formatNight(t)
	g, err := s.Start(1)
	if err != nil || g.Format() != s.Format {
		t.Fatalf("Start(1) = %v in %v, want a game in %v", err, g.Format(), s.Format)
	}
	data, err := json.Marshal(s)
	if err != nil || !strings.Contains(string(data), `"format":"9pin,369"`) {
		t.Errorf("json.Marshal(series) = %s, %v", data, err)
	}
	var back Series
	if err := json.Unmarshal(data, &back); err != nil || !reflect.DeepEqual(back, s) {
		t.Errorf("json.Unmarshal(%s) = %+v, %v", data, back, err)
	}
	if data, _ := json.Marshal(newTestSeries(t, 1, KeepOrder, "PJS")); strings.Contains(string(data), "format") {
		t.Errorf("a series of the standard game is %s, want no format", data)
	}
	bad := s
	bad.Format.NoTap = 10
	if err := bad.Check(); !errors.Is(err, ErrInvalidSeries) || !errors.Is(err, ErrInvalidFormat) {
		t.Errorf("Check(10-pin no-tap) = %v, want %v and %v", err, ErrInvalidSeries, ErrInvalidFormat)
	}
	// A game in another format is not the series'.
	standard := bowled(t, []string{"KYJ", "PJS"}, gutterGame, gutterGame)
	if _, err := s.Record(2, standard, at(3, 0)); !errors.Is(err, ErrInvalidSeries) {
		t.Errorf("Record(a standard game) = %v, want %v", err, ErrInvalidSeries)
	}
	sh, err := SheetOf(records)
	if err != nil || sh.Format != s.Format || !slices.Equal(sh.Rows[0].Scores, []int{186, 300}) || !slices.Equal(sh.Rows[1].Scores, []int{188, 30}) {
		t.Errorf("SheetOf() = %+v, %v", sh, err)
	}
	for _, r := range records {
		if r.Format() != s.Format {
			t.Errorf("Format() = %v, want %v", r.Format(), s.Format)
		}
	}
	// A correction keeps the game's format.
	g2, _ := records[1].Game()
	if err := g2.Correct(0, 1, 1, Count(8)); err != nil {
		t.Fatal(err)
	}
	if fixed, err := records[1].Corrected(g2); err != nil || fixed.Format() != s.Format || fixed.Scores()[0] != 38 {
		t.Errorf("Corrected() = %v, %v, want KYJ's 30 become 38", fixed.Scores(), err)
	}
	if _, err := records[1].Corrected(standard); !errors.Is(err, ErrInvalidRecord) {
		t.Errorf("Corrected(a standard game) = %v, want %v", err, ErrInvalidRecord)
	}
	// A series' games share one format: the same series in the standard game clashes.
	other := s
	other.Format = Format{}
	clash := recordOf(t, other, 2, at(3, 30), gutterGame, gutterGame)
	if _, rep := Merge(records[:1], []Record{clash}); len(rep.Conflicts) != 1 || rep.Conflicts[0].Reason != SeriesClash {
		t.Errorf("Merge(a game of the series in the standard game) = %+v, want a SeriesClash", rep)
	}
}

func TestFormatStatistics(t *testing.T) {
	_, records := formatNight(t)
	s := newTestSeries(t, 1, KeepOrder, "PJS")
	standard := recordOf(t, s, 1, at(4, 0), nines)
	all := append(slices.Clone(records), standard)
	f := records[0].Format()
	// By default only the standard game counts: PJS's 90, and no KYJ.
	if st := Statistics(all, 2); len(st) != 1 || st[0].Name != "PJS" || st[0].Games != 1 || st[0].Pins != 90 {
		t.Errorf("Statistics() = %+v, want PJS's standard game alone", st)
	}
	if avg := Averages(all); len(avg) != 1 || avg["PJS"] != 90 {
		t.Errorf("Averages() = %v, want PJS 90: a format's games make no handicap average", avg)
	}
	if tr := Trend(all, "PJS"); len(tr) != 1 || tr[0].Score != 90 {
		t.Errorf("Trend() = %+v, want the standard game", tr)
	}
	// Asked, the format's games count; a given strike is no ball.
	st := StatisticsIn(all, 2, f)
	pjs := st[1]
	if len(st) != 2 || pjs.Name != "PJS" || pjs.Games != 2 || pjs.HighGame != 300 || pjs.CompleteSeries != 1 {
		t.Fatalf("StatisticsIn(9pin,369) = %+v", st)
	}
	// PJS: 9 strike chances in the perfect game, all strikes; game 1: 9 chances (frames 1,
	// 2, 4, 5, 7, 8 and three in frame 10), strikes 9, {7}, 9, and 9, {10} in frame 10.
	if pjs.Strikes != (Ratio{14, 18}) || pjs.Fouls != 2 || pjs.SplitsLeft != 0 {
		t.Errorf("PJS's strikes %v, fouls %d, splits %d; want 14 of 17, 2, 0", pjs.Strikes, pjs.Fouls, pjs.SplitsLeft)
	}
	if both := StatisticsIn(all, 2, Format{}, f); len(both) != 2 || both[1].Games != 3 {
		t.Errorf("StatisticsIn(standard, 9pin,369) = %+v, want PJS's 3 games", both)
	}
	if tr := TrendIn(all, "PJS", f, Format{}); len(tr) != 3 {
		t.Errorf("TrendIn() = %+v, want 3 games", tr)
	}
	if st := StatisticsIn(all, 2); len(st) != 0 {
		t.Errorf("StatisticsIn(no format) = %+v, want nothing", st)
	}
}

func TestFormatStored(t *testing.T) {
	_, records := formatNight(t)
	_, scotch := scotchNight(t)
	for _, r := range append(records, scotch...) {
		data, err := r.MarshalBinary()
		want := byte(3)
		for _, l := range r.bowlers {
			if len(l.racks) > 0 {
				want = 4 // a ball entered by pins: the racks follow the format
			}
		}
		if err != nil || data[0] != want {
			t.Fatalf("MarshalBinary() = version %d, %v, want %d", data[0], err, want)
		}
		var back Record
		if err := back.UnmarshalBinary(data); err != nil || !back.Equal(r) || back.Format() != r.Format() ||
			!reflect.DeepEqual(back.bowlers, r.bowlers) {
			t.Errorf("UnmarshalBinary(MarshalBinary()) = %v, format %v, want %v", err, back.Format(), r.Format())
		}
		// A format Check refuses is refused.
		for _, tail := range [][]byte{{6, 1}, {10, 0}, {255, 0}} {
			bad := append(slices.Clone(data[:len(data)-2]), tail...)
			if err := back.UnmarshalBinary(bad); !errors.Is(err, ErrBadStored) || !errors.Is(err, ErrInvalidFormat) {
				t.Errorf("UnmarshalBinary(format bytes %v) = %v, want %v and %v", tail, err, ErrBadStored, ErrInvalidFormat)
			}
		}
	}
	// A record of the standard game is stored as before formats, in version 2.
	_, standard := leagueNight(t)
	// A ball entered by pins adds the racks, in version 4.
	for _, r := range standard {
		want := byte(2)
		if slices.ContainsFunc(r.bowlers, func(l gameLine) bool { return len(l.racks) > 0 }) {
			want = 4
		}
		if data, _ := r.MarshalBinary(); data[0] != want {
			t.Errorf("MarshalBinary() of a standard game = version %d, want %d", data[0], want)
		}
	}
}

func TestFormatLink(t *testing.T) {
	_, records := formatNight(t)
	_, scotch := scotchNight(t)
	for _, recs := range [][]Record{records, scotch, records[1:], append(slices.Clone(records), scotch...)} {
		text := roundTrip(t, recs)
		if raw, _ := base64RawURL(text); raw[0] != 2 {
			t.Errorf("EncodeSheet() = version %d, want 2", raw[0])
		}
	}
	// A sheet of the standard game is written as before formats, in version 1.
	_, league := leagueNight(t)
	if raw, _ := base64RawURL(roundTrip(t, league)); raw[0] != 1 {
		t.Errorf("EncodeSheet() of standard games = version %d, want 1", raw[0])
	}
	// One series in two formats is refused.
	s, _ := formatNight(t)
	s.Format = Format{NoTap: 8}
	mixed := recordOf(t, s, 2, at(3, 30), gutterGame, gutterGame)
	if _, err := EncodeSheet([]Record{records[0], mixed}); !errors.Is(err, ErrInvalidRecord) {
		t.Errorf("EncodeSheet(a series in two formats) = %v, want %v", err, ErrInvalidRecord)
	}
}

// base64RawURL decodes a sheet link's text.
func base64RawURL(text string) ([]byte, error) { return base64.RawURLEncoding.DecodeString(text) }

// TestImportFixtureV3 reads a history file of format version 3: a series of 9-pin no-tap
// 3-6-9 and a Scotch match in 8-pin no-tap, beside the games of the version 2 fixture. Every
// later version must still read it.
func TestImportFixtureV3(t *testing.T) {
	_, records := formatNight(t)
	_, scotch := scotchNight(t)
	v2, err := Import(readFile(t, "testdata/history-v2.json"))
	if err != nil {
		t.Fatal(err)
	}
	all := append(append(records, scotch...), v2...)
	SortRecords(all)
	var out bytes.Buffer
	if err := ExportJSON(&out, all); err != nil {
		t.Fatal(err)
	}
	if *writeFixtures {
		if err := os.WriteFile("testdata/history-v3.json", out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data := readFile(t, "testdata/history-v3.json")
	got, err := Import(data)
	if err != nil {
		t.Fatalf("Import(history-v3.json) error = %v", err)
	}
	if len(got) != len(all) {
		t.Fatalf("Import(history-v3.json) = %d records, want %d", len(got), len(all))
	}
	for i := range got {
		if !got[i].Equal(all[i]) || got[i].Format() != all[i].Format() || got[i].Scotch() != all[i].Scotch() {
			t.Errorf("record %d = %+v, want %+v", i, got[i], all[i])
		}
	}
	if out.String() != string(data) {
		t.Errorf("ExportJSON(Import(history-v3.json)) =\n%s\nwant\n%s", out.String(), data)
	}
	// A game in a format, or of a Scotch match, is refused in a file of version 2.
	for _, recs := range [][]Record{records[:1], scotch[:1]} {
		var one bytes.Buffer
		if err := ExportJSON(&one, recs); err != nil || !strings.Contains(one.String(), `"version":3`) {
			t.Fatalf("ExportJSON() = %s, %v, want version 3", one.String(), err)
		}
		old := bytes.Replace(one.Bytes(), []byte(`"version":3`), []byte(`"version":2`), 1)
		if _, err := Import(old); !errors.Is(err, ErrBadImport) || !strings.Contains(err.Error(), "format version 2") {
			t.Errorf("Import(a game of version 3 in version 2) error = %v, want %v", err, ErrBadImport)
		}
	}
	// The standard game alone is written in version 2, as before formats.
	if out.Reset(); ExportJSON(&out, v2) != nil || !strings.Contains(out.String(), `"version":2`) {
		t.Errorf("ExportJSON(standard games) = %s, want version 2", out.String())
	}
}

func readFile(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
