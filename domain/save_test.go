package domain

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func TestSaveRoundTrip(t *testing.T) {
	games := [][]int{
		nil,
		{10},
		{10, 7, 3, 9, 0, 10, 0, 8},
		repeat(24, 10),
		repeat(40, 0),
		cat(repeat(36, 0), []int{10, 10, 10, 7, 3, 10}),
	}
	for _, balls := range games {
		g := play(t, []string{"PJS", "KYJ"}, balls...)
		data, err := json.Marshal(g)
		if err != nil {
			t.Fatalf("Marshal = %v", err)
		}
		r, err := Restore(data)
		if err != nil {
			t.Fatalf("Restore(%s) = %v", data, err)
		}
		if !reflect.DeepEqual(snapshot(r), snapshot(g)) || !reflect.DeepEqual(r.Names(), g.Names()) {
			t.Errorf("Restore(%s) differs from the saved game", data)
		}
		var u Game
		if err := json.Unmarshal(data, &u); err != nil || !reflect.DeepEqual(snapshot(&u), snapshot(g)) {
			t.Errorf("json.Unmarshal(%s) = %v or differs", data, err)
		}
		// A restored game plays on like the original, without allocating on Roll.
		if !g.Over() && (g.Roll(0) != nil || r.Roll(0) != nil || !reflect.DeepEqual(snapshot(r), snapshot(g))) {
			t.Errorf("restored %s does not play on like the original", data)
		}
	}
}

func TestSaveFormat(t *testing.T) {
	g := play(t, []string{"pjs"}, 10, 8, 2)
	data, _ := json.Marshal(g)
	if want := `{"v":1,"names":["PJS"],"rolls":[[10,8,2]]}`; string(data) != want {
		t.Errorf("Marshal = %s, want %s", data, want)
	}
}

func TestRestoreRefused(t *testing.T) {
	tests := []struct {
		name, data, why string
	}{
		{"empty", ``, "not a saved game"},
		{"truncated", `{"v":1,"names":["PJS"],"rolls":[[10,8`, "not a saved game"},
		{"not json", `hello`, "not a saved game"},
		{"wrong type", `{"v":1,"names":"PJS","rolls":[]}`, "not a saved game"},
		{"null", `null`, "no format version"},
		{"no version", `{"names":["PJS"],"rolls":[[]]}`, "no format version"},
		{"future version", `{"v":5,"names":["PJS"],"balls":[[]]}`, "newer version (format 5; this one reads 4)"},
		{"negative version", `{"v":-1,"names":["PJS"],"rolls":[[]]}`, "format version -1"},
		{"no players", `{"v":1,"names":[],"rolls":[]}`, "at least one player"},
		{"bad name", `{"v":1,"names":["P1S"],"rolls":[[]]}`, "3 letters"},
		{"names and rolls differ", `{"v":1,"names":["PJS","KYJ"],"rolls":[[]]}`, "2 names but 1 lists"},
		{"too many pins", `{"v":1,"names":["PJS"],"rolls":[[7,4]]}`, "PJS's ball 2"},
		{"negative pins", `{"v":1,"names":["PJS"],"rolls":[[-1]]}`, "PJS's ball 1"},
		{"huge pins", `{"v":1,"names":["PJS"],"rolls":[[99999999999]]}`, "PJS's ball 1"},
		{"pins beyond int", `{"v":1,"names":["PJS"],"rolls":[[1e30]]}`, "not a saved game"},
		{"out of turn", `{"v":1,"names":["PJS","KYJ"],"rolls":[[],[10]]}`, "out of turn"},
		{"ahead by two frames", `{"v":1,"names":["PJS","KYJ"],"rolls":[[10,10],[]]}`, "out of turn"},
		{"balls after the end", `{"v":1,"names":["PJS"],"rolls":[[` + strings.Repeat("0,", 20) + `0]]}`, "PJS's ball 3 in frame 10: the game is over"},
		{"far too many balls", `{"v":1,"names":["PJS"],"rolls":[[` + strings.Repeat("0,", 99) + `0]]}`, "more than a game allows"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := Restore([]byte(tc.data))
			if !errors.Is(err, ErrBadSave) || g != nil {
				t.Fatalf("Restore(%s) = %v, %v, want nil, ErrBadSave", tc.data, g, err)
			}
			if !strings.Contains(err.Error(), tc.why) {
				t.Errorf("Restore(%s) error %q does not say %q", tc.data, err, tc.why)
			}
			// Unmarshal into an existing game leaves it as it was.
			kept := play(t, []string{"OLD"}, 10, 3)
			before := snapshot(kept)
			if err := json.Unmarshal([]byte(tc.data), kept); err == nil {
				t.Fatal("json.Unmarshal accepted it")
			}
			if !reflect.DeepEqual(snapshot(kept), before) || kept.Name(0) != "OLD" {
				t.Error("a refused Unmarshal changed the game")
			}
		})
	}
}

// sameGame reports whether two games hold the same state.
func sameGame(a, b *Game) bool {
	if len(a.players) != len(b.players) || a.format != b.format {
		return false
	}
	for i := range a.players {
		if a.players[i].name != b.players[i].name || !slices.Equal(a.players[i].balls, b.players[i].balls) {
			return false
		}
	}
	return slices.EqualFunc(a.fixes, b.fixes, func(x, y fix) bool {
		return x.at == y.at && x.player == y.player && x.index == y.index && x.was == y.was && slices.Equal(x.cut, y.cut)
	})
}

// TestSaveFixtures restores a save of each version kept under testdata, checks the game it
// holds against a reading by hand, and checks that saving it again writes the same bytes, in
// the version that holds it now (a log of corrections is version 3's, a format version 4's).
func TestSaveFixtures(t *testing.T) {
	type row struct {
		marks  string // the frames thrown so far, space separated
		totals []int  // the determined running totals
	}
	tests := []struct {
		file  string
		saved int // the version saving it again writes
		want  []row
		turn  Turn
		undo  []string // the marks after each Undo, while it takes back corrections
	}{
		{"save-v1.json", 1, []row{
			{"X 7|/ 9|- X -|8 8|/ -|6 X X X|8|1", []int{20, 39, 48, 66, 74, 84, 90, 120, 148, 167}},
			{"9|/ 9|/ 9|/ 9|/ 9|/ 9|/ 9|/ 9|/ 9|/ 9|/|9", []int{19, 38, 57, 76, 95, 114, 133, 152, 171, 190}},
			{"-|- -|- -|- -|- -|- -|- -|- -|- -|- X|7", []int{0, 0, 0, 0, 0, 0, 0, 0, 0}},
		}, Turn{Player: 2, Frame: 10, Standing: 3}, nil},
		{"save-v2.json", 3, []row{
			{"8|1 F|/ X", []int{9, 29}},
			{"7|2 4|F 9|F", []int{9, 13, 22}},
		}, Turn{Player: 0, Frame: 4, Standing: 10, FullRack: true, Pins: AllPins, PinsKnown: true}, []string{
			"8|1 F|/ X / 8|/ 4|F 9|F", // KYJ's first ball was 8
			"8|1 F|/ X / 8|/ 4|F 9",   // the ball after the first correction
			"8|1 F|/ X / 8|/ 4|F",
			"8|1 F|/ 7|2 / 8|/ 4|F", // PJS's strike was a 7, and the 2 comes back
		}},
		{"save-v3.json", 3, []row{
			{strings.Repeat("1|1 ", 9) + "3|6", []int{2, 4, 6, 8, 10, 12, 14, 16, 18, 27}},
		}, Turn{Frame: 10, Over: true}, []string{
			strings.Repeat("1|1 ", 9) + "3|/|5", // the 7 was corrected to a 6, cutting the fill ball
			strings.Repeat("1|1 ", 9) + "3|/|2", // the fill ball was corrected to a 5
		}},
		// 9-pin no-tap 3-6-9: PJS's 8 in frame 2 corrected to a 7 after KYJ's strike of 9
		// pins; frame 3 is given to both.
		{"save-v4.json", 4, []row{
			{"X 7|2 X", []int{19, 28}},
			{"8|1 X X", []int{9}},
		}, Turn{Player: 0, Frame: 4, Standing: 10, FullRack: true, Pins: AllPins, PinsKnown: true}, []string{
			"X 8|/ X / 8|1 X X", // the 2 after the 8 was a spare
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			data = bytes.TrimSpace(data)
			g, err := Restore(data)
			if err != nil {
				t.Fatalf("Restore = %v", err)
			}
			for p, c := range g.Cards() {
				var marks []string
				var totals []int
				for _, f := range c.Frames {
					if f.Marks != "" {
						marks = append(marks, f.Marks)
					}
					if f.Determined {
						totals = append(totals, f.Total)
					}
				}
				if got := strings.Join(marks, " "); got != tt.want[p].marks || !reflect.DeepEqual(totals, tt.want[p].totals) {
					t.Errorf("player %d: %q %v, want %q %v", p+1, got, totals, tt.want[p].marks, tt.want[p].totals)
				}
			}
			if got := g.Turn(); got != tt.turn {
				t.Errorf("Turn() = %+v, want %+v", got, tt.turn)
			}
			again, _ := json.Marshal(g)
			if want := append([]byte(`{"v":`+strconv.Itoa(tt.saved)), data[len(`{"v":1`):]...); !bytes.Equal(again, want) {
				t.Errorf("saved again:\n%s\nwant\n%s", again, want)
			}
			for i, want := range tt.undo {
				if err := g.Undo(); err != nil || marksOf(g) != want {
					t.Fatalf("Undo() %d = %v, marks %q, want %q", i+1, err, marksOf(g), want)
				}
			}
		})
	}
}

// TestSaveVersionExample checks the example in SaveVersion's doc comment.
func TestSaveVersionExample(t *testing.T) {
	const doc = `{"v":3,"names":["PJS","KYJ"],"balls":[["1-2-3-4-5-6-8-9",2],[7,"F"]],"fixes":[{"at":4,"player":0,"frame":1,"ball":2,"was":1}]}`
	g, err := Restore([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	if got := marksOf(g); got != "8|/ / 7|F" {
		t.Errorf("marks = %q", got)
	}
	if data, _ := json.Marshal(g); string(data) != doc {
		t.Errorf("Marshal = %s, want %s", data, doc)
	}
}

func TestSaveV2(t *testing.T) {
	g := throw(t, []string{"PJS"}, Knocked(AllPins&^PinsOf(7, 10)), Knocked(PinsOf(10)), Fouled(), Count(10), Knocked(0), Count(3))
	data, _ := json.Marshal(g)
	if want := `{"v":2,"names":["PJS"],"balls":[["1-2-3-4-5-6-8-9","10","F",10,"",3]]}`; string(data) != want {
		t.Errorf("Marshal = %s, want %s", data, want)
	}
	r, err := Restore(data)
	if err != nil || !sameGame(r, g) {
		t.Fatalf("Restore(%s) = %v, or a different game", data, err)
	}
	c, _ := r.Card(0)
	if d := c.Frames[0].Deliveries[0]; !d.Split || d.Left != PinsOf(7, 10) {
		t.Errorf("restored first ball = %+v, want the 7-10 split", d)
	}
}

// fixed is a save of PJS's 7 and 2 with the given corrections.
func fixed(fixes string) string {
	return `{"v":3,"names":["PJS"],"balls":[[7,2]],"fixes":[` + fixes + `]}`
}

func TestRestoreRefusedV2(t *testing.T) {
	tests := []struct {
		name, data, why string
	}{
		{"a pin that was not standing", `{"v":2,"names":["PJS"],"balls":[["1-2","2-3"]]}`, "PJS's ball 2 in frame 1: invalid number of pins: pin 2 is not standing"},
		{"pins after a count", `{"v":2,"names":["PJS"],"balls":[[7,"8"]]}`, "PJS's ball 2 in frame 1: invalid number of pins: which pins stand is not known"},
		{"a count too many after pins", `{"v":2,"names":["PJS"],"balls":[["1-2-3",8]]}`, "7 pins are standing"},
		{"pins out of order", `{"v":2,"names":["PJS"],"balls":[["2-1"]]}`, "player 1's ball 1: \"2-1\" does not name its pins once each in order"},
		{"a pin twice", `{"v":2,"names":["PJS"],"balls":[["1-1"]]}`, "once each in order"},
		{"pin eleven", `{"v":2,"names":["PJS"],"balls":[["11"]]}`, "is not a ball"},
		{"pin zero", `{"v":2,"names":["PJS"],"balls":[["0"]]}`, "is not a ball"},
		{"a padded pin", `{"v":2,"names":["PJS"],"balls":[["01"]]}`, "is not a ball"},
		{"a word", `{"v":2,"names":["PJS"],"balls":[["X"]]}`, "is not a ball"},
		{"a trailing dash", `{"v":2,"names":["PJS"],"balls":[["1-"]]}`, "is not a ball"},
		{"a fraction", `{"v":2,"names":["PJS"],"balls":[[1.5]]}`, "1.5 is not a ball"},
		{"an object", `{"v":2,"names":["PJS"],"balls":[[{}]]}`, "is not a ball"},
		{"a foul in format 1", `{"v":1,"names":["PJS"],"rolls":[["F"]]}`, "not a saved game"},
		{"balls in format 1", `{"v":1,"names":["PJS"],"balls":[[1]]}`, `format 1 keeps its balls in "rolls"`},
		{"rolls in format 2", `{"v":2,"names":["PJS"],"rolls":[[1]]}`, `format 2 keeps its balls in "balls"`},
		{"an unknown field", `{"v":2,"names":["PJS"],"balls":[[1]],"x":1}`, "unknown field"},
		{"data after it", `{"v":2,"names":["PJS"],"balls":[[1]]} {}`, "more data after it"},
		{"out of turn", `{"v":2,"names":["PJS","KYJ"],"balls":[["1"],[10]]}`, "KYJ's ball 1 in frame 1: out of turn: PJS has not finished frame 1"},
		{"corrections in format 1", `{"v":1,"names":["PJS"],"rolls":[[7,2]],"fixes":[{"at":2,"player":0,"frame":1,"ball":1,"was":8}]}`, "format 1 has no corrections"},
		{"a foul after the end", `{"v":2,"names":["PJS"],"balls":[[` + strings.Repeat("0,", 20) + `"F"]]}`, "the game is over"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := Restore([]byte(tt.data))
			if !errors.Is(err, ErrBadSave) || g != nil {
				t.Fatalf("Restore(%s) = %v, %v, want nil, ErrBadSave", tt.data, g, err)
			}
			if !strings.Contains(err.Error(), tt.why) {
				t.Errorf("Restore(%s) = %q, want it to say %q", tt.data, err, tt.why)
			}
		})
	}
}

// tenthFixed is a save of PJS's game of 1s with a tenth frame of 3, 6 in format version,
// whose fill ball 2 was corrected to 5 and then the 7 before it to 6, cutting the 5 (the
// corrections as fixes says).
func tenthFixed(version int, fixes string) string {
	return `{"v":` + strconv.Itoa(version) + `,"names":["PJS"],"balls":[[` + strings.Repeat("1,", 18) + `3,6]],"fixes":[` + fixes + `]}`
}

// TestRestoreKeepsUndo restores saves whose logs of corrections hold, whole.
func TestRestoreKeepsUndo(t *testing.T) {
	for _, data := range []string{
		fixed(`{"at":2,"player":0,"frame":1,"ball":1,"was":8}`),
		fixed(`{"at":2,"player":0,"frame":1,"ball":1,"was":8},{"at":2,"player":0,"frame":1,"ball":2,"was":"F"}`),
		`{"v":2,"names":["PJS"],"balls":[[7,2]],"fixes":[{"at":2,"player":0,"frame":1,"ball":1,"was":8}]}`,
		`{"v":2,"names":["PJS"],"balls":[[10]],"fixes":[{"at":1,"player":0,"frame":1,"ball":1,"was":7,"cut":[2]}]}`,
		tenthFixed(3, `{"at":21,"player":0,"frame":10,"ball":3,"was":2},{"at":20,"player":0,"frame":10,"ball":2,"was":7,"cut":[5]}`),
	} {
		g, err := Restore([]byte(data))
		if err != nil || g.DroppedUndo() != nil {
			t.Errorf("Restore(%s) = %v, dropped %v", data, err, g.DroppedUndo())
			continue
		}
		var want saved
		if err := json.Unmarshal([]byte(data), &want); err != nil {
			t.Fatal(err)
		}
		if len(g.fixes) != len(want.Fixes) {
			t.Errorf("Restore(%s) kept %d corrections, want %d", data, len(g.fixes), len(want.Fixes))
		}
	}
}

// TestRestoreDropsUndo restores saves whose logs of corrections cannot all be trusted: every
// ball is kept, the newest corrections that hold can be undone, and DroppedUndo says why the
// rest cannot.
func TestRestoreDropsUndo(t *testing.T) {
	tests := []struct {
		name, data string
		kept       int // corrections kept, the newest of the log
		why        string
		undone     string // the marks after undoing every correction kept
	}{
		{"a correction that was not possible", fixed(`{"at":2,"player":0,"frame":1,"ball":1,"was":9}`), 0, "correction 1 of 1: the game before it could not have been bowled: PJS's ball 2 in frame 1: invalid number of pins: 2, but only 1 pins are standing", "7|2"},
		{"a correction later than the game", fixed(`{"at":3,"player":0,"frame":1,"ball":1,"was":8}`), 0, "correction 1 of 1: made at ball 3, but the game had 2 balls then", "7|2"},
		{"a correction before the game", fixed(`{"at":-1,"player":0,"frame":1,"ball":1,"was":8}`), 0, "made at ball -1", "7|2"},
		{"a correction of a ball not thrown", fixed(`{"at":2,"player":0,"frame":2,"ball":1,"was":8}`), 0, "PJS has not bowled frame 2", "7|2"},
		{"a correction of no player", fixed(`{"at":2,"player":1,"frame":1,"ball":1,"was":8}`), 0, "no such player: 1", "7|2"},
		{"a correction that changes nothing", fixed(`{"at":2,"player":0,"frame":1,"ball":1,"was":7}`), 0, "it changes nothing", "7|2"},
		{"a cut the correction does not make", fixed(`{"at":2,"player":0,"frame":1,"ball":1,"was":8,"cut":[5]}`), 0, "made again, it does not give the game saved", "7|2"},
		{"a cut that does not fit", fixed(`{"at":2,"player":0,"frame":1,"ball":1,"was":10,"cut":[11]}`), 0, "could not have been bowled", "7|2"},
		{"a bad ball in a correction", fixed(`{"at":2,"player":0,"frame":1,"ball":1,"was":"x"}`), 0, "correction 1 of 1: \"x\" is not a ball", "7|2"},
		{"no ball in a correction", fixed(`{"at":2,"player":0,"frame":1,"ball":1}`), 0, "is not a ball", "7|2"},
		{"corrections out of order", fixed(`{"at":2,"player":0,"frame":1,"ball":1,"was":8},{"at":1,"player":0,"frame":1,"ball":1,"was":6}`), 1, "correction 1 of 2: made at ball 2, but the game had 1 balls then", "6"},
		{"the newest of two fails", fixed(`{"at":2,"player":0,"frame":1,"ball":1,"was":8},{"at":2,"player":0,"frame":1,"ball":2,"was":9}`), 0, "correction 2 of 2", "7|2"},
		// Format 2 named the fill ball, cut by the second correction, as frame 1's first ball.
		{"format 2's place of a ball cut later", tenthFixed(2, `{"at":21,"player":0,"frame":1,"ball":1,"was":2},{"at":20,"player":0,"frame":10,"ball":2,"was":7,"cut":[5]}`), 1, "correction 1 of 2: an earlier version may have saved the wrong ball for it", strings.Repeat("1|1 ", 9) + "3|/|5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var s saved
			if err := json.Unmarshal([]byte(tt.data), &s); err != nil {
				t.Fatal(err)
			}
			g, err := Restore([]byte(tt.data))
			if err != nil {
				t.Fatalf("Restore(%s) = %v, want the game", tt.data, err)
			}
			dropped := g.DroppedUndo()
			if !errors.Is(dropped, ErrUndoDropped) || !strings.Contains(dropped.Error(), tt.why) {
				t.Errorf("DroppedUndo() = %v, want ErrUndoDropped saying %q", dropped, tt.why)
			}
			if len(g.fixes) != tt.kept {
				t.Errorf("kept %d corrections, want %d", len(g.fixes), tt.kept)
			}
			for p, raw := range s.Balls {
				for j, r := range raw {
					if d, _ := decodeBall(r); g.players[p].balls[j] != d {
						t.Fatalf("ball %d of player %d = %v, the save has %s", j+1, p+1, g.players[p].balls[j], r)
					}
				}
			}
			for undone := 0; undone < tt.kept; {
				if c, ok := g.LastChange(); ok && c.Correction {
					undone++
				}
				if err := g.Undo(); err != nil {
					t.Fatalf("Undo() = %v with %d of the corrections kept still to undo", err, tt.kept-undone)
				}
			}
			if got := marksOf(g); got != tt.undone {
				t.Errorf("after undoing the corrections kept: %q, want %q", got, tt.undone)
			}
			if c, ok := g.LastChange(); ok && c.Correction {
				t.Errorf("LastChange() = %+v after every correction kept was undone", c)
			}
		})
	}
}

// referenceSave is the save as encoding/json writes it from the saved struct, the way
// MarshalJSON wrote it before it appended the bytes itself: the reference its bytes must
// equal.
func referenceSave(t testing.TB, g *Game) []byte {
	t.Helper()
	ball := func(d Delivery) json.RawMessage {
		switch d.kind {
		case fouled:
			return json.RawMessage(`"F"`)
		case byPins:
			data, _ := json.Marshal(d.down.String())
			return data
		}
		data, _ := json.Marshal(d.count)
		return data
	}
	s := saved{V: 1, Names: g.Names(), Format: g.format}
	if g.countsOnly() && len(g.fixes) == 0 && g.format == (Format{}) {
		s.Rolls = make([][]int, len(g.players))
		for i, p := range g.players {
			s.Rolls[i] = make([]int, len(p.balls))
			for j, d := range p.balls {
				s.Rolls[i][j] = d.count
			}
		}
	} else {
		s.V, s.Balls = 2, make([][]json.RawMessage, len(g.players))
		switch {
		case g.format != Format{}:
			s.V = 4
		case len(g.fixes) > 0:
			s.V = 3
		}
		for i, p := range g.players {
			s.Balls[i] = make([]json.RawMessage, len(p.balls))
			for j, d := range p.balls {
				s.Balls[i][j] = ball(d)
			}
		}
		for _, f := range g.fixes {
			sf := savedFix{At: f.at, Player: f.player, Frame: f.frame, Ball: f.ball, Was: ball(f.was)}
			for _, d := range f.cut {
				sf.Cut = append(sf.Cut, ball(d))
			}
			s.Fixes = append(s.Fixes, sf)
		}
	}
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestSaveBytes(t *testing.T) {
	counts := play(t, []string{"PJS", "KYJ", "ANA"}, 10, 7, 3, 9, 0, 10, 0, 8)
	pins := throw(t, []string{"PJS", "KYJ"}, Knocked(AllPins&^PinsOf(7, 10)), Fouled(), Knocked(PinsOf(10)), Count(3))
	corrected := play(t, []string{"PJS", "KYJ"}, 7, 2, 10, 4, 5)
	if err := corrected.Correct(0, 1, 1, Count(8)); err != nil {
		t.Fatal(err)
	}
	cut := play(t, []string{"PJS"}, 7, 2)
	if err := cut.Correct(0, 1, 1, Count(10)); err != nil { // the strike cuts the 2 from frame 1
		t.Fatal(err)
	}
	empty := play(t, []string{"PJS", "KYJ"})
	for name, g := range map[string]*Game{"counts": counts, "pins and a foul": pins, "a correction": corrected, "a correction that cuts": cut, "no ball yet": empty} {
		got, err := g.MarshalJSON()
		if want := referenceSave(t, g); err != nil || string(got) != string(want) {
			t.Errorf("%s: MarshalJSON() = %s, %v, want %s", name, got, err, want)
		}
		if data, err := json.Marshal(g); err != nil || string(data) != string(got) {
			t.Errorf("%s: json.Marshal(g) = %s, %v, want MarshalJSON's %s", name, data, err, got)
		}
	}
	if g := cut; len(g.fixes) != 1 || len(g.fixes[0].cut) == 0 {
		t.Fatalf("the cutting correction cut nothing: %+v; the case no longer tests \"cut\"", g.fixes)
	}
}

// Strings are escaped as encoding/json escapes them, whatever they hold.
func TestAppendString(t *testing.T) {
	for _, s := range []string{"", "PJS", `a"b\c`, "\b\f\n\r\t\x00\x1f\x7f", "<&>", "\u2028\u2029", "é한\ufffd", "bad \xff\xfe utf-8", "\xe2\x80"} {
		want, _ := json.Marshal(s)
		if got := appendString(nil, s); string(got) != string(want) {
			t.Errorf("appendString(%q) = %s, want %s", s, got, want)
		}
	}
}

// TestDecodePins reads every set of pins in the save's form, and refuses the forms Pins.String
// never writes, as the general path does.
func TestDecodePins(t *testing.T) {
	for p := Pins(0); p <= AllPins; p++ {
		if !p.valid() {
			continue
		}
		raw := json.RawMessage(`"` + p.String() + `"`)
		if d, err := decodeBall(raw); err != nil || d != Knocked(p) {
			t.Errorf("decodeBall(%s) = %v, %v; want the pins %v", raw, d, err, p)
		}
	}
	for _, raw := range []string{`"2-1"`, `"01"`, `"1--2"`, `"1-"`, `"-1"`, `"11"`, `"1-1"`, `"0"`, `"1-10-2"`, `" 1"`} {
		if d, err := decodeBall(json.RawMessage(raw)); err == nil {
			t.Errorf("decodeBall(%s) = %v, want an error", raw, d)
		}
	}
}
