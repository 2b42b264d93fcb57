package domain

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
)

// The fuzz tests check the engine against a model of its own, written here the plain way:
// frames are split with the rules' ladder of cases (frames 1-9: none for a frame the format
// gives, one ball for a strike, else two; frame 10: three after a strike or a spare, else
// two), the pins each ball meets are followed frame by frame, and turns are found by scanning
// frames in order. None of it calls the engine's walk, rack or turn code.

// reference scores one player's complete game of the standard game the simplest way there
// is, independently of the frame walk the Game uses. A foul scores 0.
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

// refStrike reports whether ball d, thrown at a full rack, is a strike in format f: not a
// foul, and ten pins down, or N in N-pin no-tap.
func refStrike(d Delivery, f Format) bool {
	need := 10
	if f.NoTap > 0 {
		need = f.NoTap
	}
	return !d.Foul() && d.Count() >= need
}

// refGiven reports whether frame (1..10) is a strike 3-6-9 gives.
func refGiven(frame int, f Format) bool {
	return f.ThreeSixNine && (frame == 3 || frame == 6 || frame == 9)
}

// refFrames splits one player's balls into frames of format f; the last may be unfinished. A
// frame the format gives is an empty frame, finished once the frame before it is. It returns
// the frames, how many are finished, and how many balls lie beyond frame 10.
func refFrames(balls []Delivery, f Format) (frames [][]Delivery, finished, extra int) {
	i := 0
	for frame := 1; frame <= Frames; frame++ {
		if refGiven(frame, f) {
			if finished < frame-1 {
				break
			}
			frames = append(frames, nil)
			finished++
			continue
		}
		if i == len(balls) {
			break
		}
		take := 2
		switch {
		case frame < Frames && refStrike(balls[i], f):
			take = 1
		case frame == Frames && refStrike(balls[i], f):
			take = 3 // a strike
		case frame == Frames && len(balls) > i+1 && balls[i].Count()+balls[i+1].Count() == 10:
			take = 3 // a spare (or F then ten)
		}
		end := min(i+take, len(balls))
		frames = append(frames, balls[i:end])
		if end-i == take {
			finished++
		}
		i = end
	}
	return frames, finished, len(balls) - i
}

// refRack is the pins a ball meets: known pins, or only a count of them.
type refRack struct {
	pins  Pins
	count int
	known bool
}

var refFull = refRack{pins: AllPins, count: 10, known: true}

// refFits reports whether every ball fits the pins it meets in format f. In frame 10 the
// pins are set up again whenever none stand, and after a strike.
func refFits(frames [][]Delivery, f Format) bool {
	for k, frame := range frames {
		r, fresh := refFull, true
		for _, d := range frame {
			down, byPins := d.Down()
			switch {
			case d.Foul():
				// the pins stand as they stood
			case byPins:
				if !r.known || down&^r.pins != 0 || down&^AllPins != 0 {
					return false
				}
				r.pins &^= down
				r.count = r.pins.Count()
			default:
				if d.Count() < 0 || d.Count() > r.count {
					return false
				}
				if d.Count() > 0 {
					r.known = false
				}
				r.count -= d.Count()
			}
			struck := fresh && refStrike(d, f)
			fresh = false
			if k == Frames-1 && (r.count == 0 || struck) {
				r, fresh = refFull, true
			}
		}
	}
	return true
}

// refTotals scores one player's balls in format f the plain way: it writes the game as a
// flat list of what each ball scores in play order (a strike, thrown or given, 10; a foul 0;
// any other ball its count), then values each frame from that list: a frame that starts with
// a strike, or whose two balls make ten, is worth three values from its first, another its
// two. It returns the running totals of the frames determined so far, in order.
func refTotals(balls []Delivery, f Format) []int {
	frames, finished, _ := refFrames(balls, f)
	var values, starts []int
	var marked []bool
	for k, frame := range frames {
		starts = append(starts, len(values))
		if refGiven(k+1, f) {
			values = append(values, 10)
			marked = append(marked, true)
			continue
		}
		full := true // frame 10's balls after a strike or a spare meet a full rack again
		standing := 10
		for _, d := range frame {
			switch {
			case full && refStrike(d, f):
				values = append(values, 10)
				standing = 0
			default:
				values = append(values, d.Count())
				standing -= d.Count()
			}
			full = standing == 0
			if full {
				standing = 10
			}
		}
		strike := len(frame) > 0 && refStrike(frame[0], f)
		spare := !strike && len(frame) > 1 && frame[0].Count()+frame[1].Count() == 10
		marked = append(marked, strike || spare)
	}
	var totals []int
	total := 0
	for k := range frames {
		n := 2
		if marked[k] {
			n = 3
		}
		if k >= finished || starts[k]+n > len(values) {
			break
		}
		for _, v := range values[starts[k] : starts[k]+n] {
			total += v
		}
		totals = append(totals, total)
	}
	return totals
}

// refGame is the model: the format, each player's balls, and the actions Undo takes back.
type refGame struct {
	format Format
	balls  [][]Delivery
	done   []refAction
}

type refAction struct {
	correction bool
	player     int
	index      int
	was        Delivery
	cut        []Delivery
}

// refTurn finds the first unfinished frame in turn order: frame 1 of every player, then
// frame 2... (a frame the format gives is finished with the frame before it).
func refTurn(balls [][]Delivery, fm Format) (player, frame int, over bool) {
	for f := 1; f <= Frames; f++ {
		for p, list := range balls {
			if _, finished, _ := refFrames(list, fm); finished < f {
				return p, f, false
			}
		}
	}
	return 0, Frames, true
}

// refValid reports whether the lists are a game in format fm that play in turn order could
// give.
func refValid(balls [][]Delivery, fm Format) bool {
	p, f, over := refTurn(balls, fm)
	ahead := f // those before p have finished frame f, and the frame after it if it is given
	if refGiven(f+1, fm) {
		ahead++
	}
	for q, list := range balls {
		frames, finished, extra := refFrames(list, fm)
		if extra > 0 || !refFits(frames, fm) {
			return false
		}
		partway := len(frames) > finished
		switch {
		case over:
		case q < p && (finished != ahead || partway):
			return false
		case q > p && (finished != f-1 || partway):
			return false
		case q == p && finished != f-1:
			return false
		}
	}
	return true
}

// throw applies a ball for whoever's turn it is, if it fits.
func (r *refGame) throw(d Delivery) bool {
	p, _, over := refTurn(r.balls, r.format)
	if over {
		return false
	}
	next := slices.Clone(r.balls)
	next[p] = append(slices.Clone(r.balls[p]), d)
	if !refValid(next, r.format) {
		return false
	}
	r.balls = next
	r.done = append(r.done, refAction{player: p})
	return true
}

// correct applies a correction if the rules allow it.
func (r *refGame) correct(p, f, b int, d Delivery) bool {
	if p < 0 || p >= len(r.balls) || f < 1 || f > Frames || b < 1 {
		return false
	}
	old := r.balls[p]
	frames, _, _ := refFrames(old, r.format)
	if f > len(frames) || b > len(frames[f-1]) {
		return false
	}
	i := b - 1
	for _, fr := range frames[:f-1] {
		i += len(fr)
	}
	if old[i] == d {
		return true // changes nothing, and is not an action
	}
	mine := slices.Clone(old)
	mine[i] = d
	// Find the first ball that no longer lies where it did.
	was, now := places(old, r.format), places(mine, r.format)
	var cut []Delivery
	for j := i + 1; j < len(mine); j++ {
		if was[j] == now[j] {
			continue
		}
		if was[len(old)-1][0] != f { // a ball of a later frame would move
			return false
		}
		mine, cut = mine[:j], slices.Clone(mine[j:])
		break
	}
	next := slices.Clone(r.balls)
	next[p] = mine
	if !refValid(next, r.format) {
		return false
	}
	r.balls = next
	r.done = append(r.done, refAction{correction: true, player: p, index: i, was: old[i], cut: cut})
	return true
}

// places gives each ball's frame and place in it, by refFrames; balls beyond frame 10 get
// frame 11.
func places(balls []Delivery, fm Format) [][2]int {
	frames, _, extra := refFrames(balls, fm)
	var out [][2]int
	for f, fr := range frames {
		for b := range fr {
			out = append(out, [2]int{f + 1, b + 1})
		}
	}
	for b := range extra {
		out = append(out, [2]int{Frames + 1, b + 1})
	}
	return out
}

func (r *refGame) undo() bool {
	if len(r.done) == 0 {
		return false
	}
	a := r.done[len(r.done)-1]
	r.done = r.done[:len(r.done)-1]
	list := slices.Clone(r.balls[a.player])
	if a.correction {
		list[a.index] = a.was
		list = append(list, a.cut...)
	} else {
		list = list[:len(list)-1]
	}
	r.balls = slices.Clone(r.balls)
	r.balls[a.player] = list
	return true
}

// fuzzCount maps a byte to a count: 0-10 as is, some refused counts, and "whatever is
// standing" often enough to reach spares and fill balls.
func fuzzCount(b byte, standing int) int {
	switch v := int(b % 16); {
	case v <= 10:
		return v
	case v == 11:
		return -1
	case v == 12:
		return 11
	default:
		return standing
	}
}

// fuzzBall maps two bytes to a ball of any kind for a rack where pins stand: a count, a pin
// set (most often cut down to the pins standing), or a foul.
func fuzzBall(kind, value byte, standing int, pins Pins) Delivery {
	switch kind % 8 {
	case 0, 1, 2:
		return Count(fuzzCount(value, standing))
	case 3, 4, 5:
		set := Pins(value)<<2 | Pins(value>>6) | Pins(kind&0xf0)<<4
		if kind&8 == 0 {
			set &= pins
		}
		return Knocked(set)
	case 6:
		return Knocked(pins)
	}
	return Fouled()
}

// The operations FuzzGame's bytes encode.
const (
	opThrow         = iota // two bytes: a ball (fuzzBall)
	opUndo                 // no bytes
	opCorrect              // five bytes: player, frame, ball, and a ball (fuzzBall)
	opCorrectRecent        // four bytes: the latest frame of a player, a ball in it, a ball
	opKinds
)

func FuzzGame(f *testing.F) {
	for _, tc := range oneGames {
		var seed []byte
		for _, b := range tc.balls {
			seed = append(seed, opThrow, 0, byte(b))
		}
		f.Add(byte(0), seed)
		f.Add(byte(2), append(slices.Clone(seed), seed...))
	}
	f.Add(byte(1), []byte{opThrow, 0, 7, opThrow, 0, 4, opThrow, 3, 0xff, opThrow, 7, 0, opThrow, 6, 0, opUndo, opUndo, opThrow, 0, 13})
	f.Add(byte(1), []byte{opThrow, 0, 7, opThrow, 0, 2, opThrow, 0, 10, opCorrect, 0, 1, 1, 0, 8, opThrow, 0, 4, opCorrectRecent, 1, 1, 0, 5, opUndo, opUndo})
	f.Add(byte(0), []byte{opThrow, 3, 0x7f, opThrow, 6, 0, opThrow, 7, 0, opCorrectRecent, 0, 1, 0, 10, opCorrectRecent, 0, 0, 7, 0, opUndo, opUndo, opUndo})
	f.Fuzz(func(t *testing.T, nplayers byte, ops []byte) {
		fuzzGame(t, Format{}, nplayers, ops)
	})
}

// fuzzFormat maps a byte to a format: its low two bits to no-tap (off, 7, 8 or 9 pins), the
// next to 3-6-9.
func fuzzFormat(b byte) Format {
	f := Format{ThreeSixNine: b&4 != 0}
	if n := int(b & 3); n > 0 {
		f.NoTap = 6 + n
	}
	return f
}

// FuzzGameIn is FuzzGame in the format its first byte gives (fuzzFormat), checked against the
// model of that format: scores after every operation, whose turn, game over, saves and Undo.
func FuzzGameIn(f *testing.F) {
	for b := range byte(8) {
		for _, tc := range oneGames {
			var seed []byte
			for _, ball := range tc.balls {
				seed = append(seed, opThrow, 0, byte(ball))
			}
			f.Add(b, byte(b%3), seed)
		}
		f.Add(b, byte(1), []byte{opThrow, 0, 9, opThrow, 0, 8, opThrow, 0, 2, opCorrect, 0, 1, 1, 0, 8, opThrow, 0, 1, opCorrectRecent, 1, 1, 0, 9, opUndo, opUndo})
		f.Add(b, byte(0), []byte{opThrow, 3, 0x7f, opThrow, 6, 0, opThrow, 7, 0, opCorrectRecent, 0, 1, 0, 9, opCorrectRecent, 0, 0, 7, 0, opUndo, opThrow, 0, 9, opThrow, 0, 9})
	}
	f.Fuzz(func(t *testing.T, format, nplayers byte, ops []byte) {
		fuzzGame(t, fuzzFormat(format), nplayers, ops)
	})
}

// fuzzGame plays the operations ops encode on a game of 1 to 4 players in format fm and on
// the model side by side, then checks the save and undoes everything.
func fuzzGame(t *testing.T, fm Format, nplayers byte, ops []byte) {
	names := []string{"AAA", "BBB", "CCC", "DDD"}[:1+nplayers%4]
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
	for len(ops) > 0 {
		fuzzStep(t, g, ref, read)
	}

	// A save restores to the same game, with the same corrections to undo, and its bytes
	// are those encoding/json writes for the saved struct.
	data, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	if want := referenceSave(t, g); string(data) != string(want) {
		t.Fatalf("json.Marshal(g) = %s, want %s", data, want)
	}
	r, err := Restore(data)
	if err != nil {
		t.Fatalf("Restore(%s) = %v", data, err)
	}
	if !sameGame(r, g) || !reflect.DeepEqual(state(r), state(g)) {
		t.Fatalf("Restore(%s) differs", data)
	}

	// Undo takes everything back, most recent first, as the model does.
	for ref.undo() {
		if err := g.Undo(); err != nil {
			t.Fatalf("Undo() = %v with %d actions left in the model", err, len(ref.done)+1)
		}
		checkAgainstModel(t, g, ref)
	}
	empty, _ := NewGameIn(fm, names...)
	if err := g.Undo(); !errors.Is(err, ErrNothingToUndo) || !reflect.DeepEqual(state(g), state(empty)) {
		t.Fatalf("after undoing everything: Undo() = %v, or the game is not empty", err)
	}
}

// fuzzStep reads one operation (opThrow...) from read, applies it to the game and to the model,
// and checks that both accept or refuse it, that a refusal changes nothing, and that they agree
// after it.
func fuzzStep(t *testing.T, g *Game, ref *refGame, read func() byte) {
	t.Helper()
	names := g.Names()
	op := read() % opKinds
	before, cards := state(g), g.Cards()
	var accepted, want bool
	var err error
	switch op {
	case opThrow:
		turn := g.Turn()
		d := fuzzBall(read(), read(), turn.Standing, turn.Pins)
		want, err = ref.throw(d), g.Throw(d)
		if err != nil && !errors.Is(err, ErrInvalidPins) && !errors.Is(err, ErrGameOver) {
			t.Fatalf("Throw(%v) = %v, want ErrInvalidPins or ErrGameOver", d, err)
		}
	case opUndo:
		want, err = ref.undo(), g.Undo()
		if err != nil && !errors.Is(err, ErrNothingToUndo) {
			t.Fatalf("Undo() = %v", err)
		}
	case opCorrect, opCorrectRecent:
		p, frame, ball := int(read()%byte(len(names)+1)), int(read()%12), int(read()%5)
		if op == opCorrectRecent {
			p %= len(names)
			c, _ := g.Card(p)
			frame, ball = c.Frame-int(ball%2), 1+ball%3
		}
		d := fuzzBall(read(), read(), 10, AllPins)
		want, err = ref.correct(p, frame, ball, d), g.Correct(p, frame, ball, d)
		if err != nil && !errors.Is(err, ErrBadCorrection) {
			t.Fatalf("Correct(%d, %d, %d, %v) = %v, want ErrBadCorrection", p, frame, ball, d, err)
		}
	}
	accepted = err == nil
	if accepted != want {
		t.Fatalf("op %d: the game says %v, the model says accepted = %v\ngame  %v\nmodel %v", op, err, want, g.lists(), ref.balls)
	}
	if !accepted && !reflect.DeepEqual(state(g), before) {
		t.Fatalf("op %d refused with %v, but changed the game", op, err)
	}
	checkAgainstModel(t, g, ref)
	if accepted && op == opThrow {
		checkTotalsKept(t, cards, g.Cards())
	}
}

// checkAgainstModel compares the game with the model: the balls, the turn, and the scores.
func checkAgainstModel(t *testing.T, g *Game, ref *refGame) {
	t.Helper()
	if got := g.lists(); !slices.EqualFunc(got, ref.balls, slices.Equal) {
		t.Fatalf("balls = %v, the model has %v", got, ref.balls)
	}
	p, f, over := refTurn(ref.balls, ref.format)
	if turn := g.Turn(); turn.Player != p || turn.Frame != f || turn.Over != over {
		t.Fatalf("Turn() = %+v, the model says player %d frame %d over %v", turn, p, f, over)
	}
	if c, ok := g.LastChange(); ok != (len(ref.done) > 0) || ok && c.Correction != ref.done[len(ref.done)-1].correction {
		t.Fatalf("LastChange() = %+v, %v, the model's last action is %+v", c, ok, ref.done)
	}
	for p, c := range g.Cards() {
		total := 0
		for i, fr := range c.Frames {
			if fr.Determined {
				if fr.Total < total || fr.Total > MaxScore || fr.Value < 0 || fr.Value > 30 {
					t.Fatalf("player %d frame %d: value %d, running total %d after %d", p, i+1, fr.Value, fr.Total, total)
				}
				total = fr.Total
			}
		}
		var totals []int
		for _, fr := range c.Frames {
			if fr.Determined {
				totals = append(totals, fr.Total)
			}
		}
		if want := refTotals(ref.balls[p], ref.format); !slices.Equal(totals, want) {
			t.Fatalf("player %d: running totals %v, the reference says %v for %v in %s", p, totals, want, ref.balls[p], ref.format)
		}
		_, finished, _ := refFrames(ref.balls[p], ref.format)
		if s, err := g.Score(p); finished == Frames {
			want := totals[len(totals)-1]
			if ref.format == (Format{}) {
				var counts []int
				for _, d := range ref.balls[p] {
					counts = append(counts, d.Count())
				}
				want = reference(counts)
			}
			if s != want || err != nil {
				t.Fatalf("Score(%d) = %d, %v, the reference says %d for %v", p, s, err, want, ref.balls[p])
			}
		} else if !errors.Is(err, ErrGameInProgress) {
			t.Fatalf("Score(%d) of an unfinished game = %v", p, err)
		}
	}
}

// checkTotalsKept checks that a ball never changes a running total already determined.
func checkTotalsKept(t *testing.T, before, after []Card) {
	t.Helper()
	for p := range after {
		for i, fr := range after[p].Frames {
			if was := before[p].Frames[i]; was.Determined && (!fr.Determined || fr.Total != was.Total) {
				t.Fatalf("player %d frame %d: a determined total changed from %d", p, i+1, was.Total)
			}
		}
	}
}

// FuzzRestore feeds Restore arbitrary bytes (seeded with saves of every version, games in a
// format among them): it never panics, refuses with ErrBadSave and no game, or returns a game
// that saves and restores to itself, in its format; a refused UnmarshalJSON leaves the game it
// was given as it was.
func FuzzRestore(f *testing.F) {
	for _, name := range []string{"save-v1.json", "save-v2.json", "save-v3.json", "save-v4.json"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(bytes.TrimSpace(data))
	}
	for _, s := range []string{
		`{"v":1,"names":["PJS"],"rolls":[[10,8,2]]}`,
		`{"v":2,"names":["PJS"],"balls":[["1-2-3",7,"F"]]}`,
		fixed(`{"at":2,"player":0,"frame":1,"ball":1,"was":8}`),
		`{"v":2,"names":["PJS"],"balls":[[10]],"fixes":[{"at":1,"player":0,"frame":1,"ball":1,"was":7,"cut":[2]}]}`,
		`{"v":2,"names":["PJS","KYJ"],"balls":[["1"],[10]]}`,
		tenthFixed(2, `{"at":21,"player":0,"frame":1,"ball":1,"was":2},{"at":20,"player":0,"frame":10,"ball":2,"was":7,"cut":[5]}`),
		`{"v":3}`, `null`, `[]`, ``,
		`{"v":4,"format":"9pin,369","names":["PJS","KYJ"],"balls":[[9,8,1],[7,2,"1-2-3-4-5-6-8-9"]]}`,
		`{"v":4,"format":"8pin","names":["PJS"],"balls":[[8,7,2,"1-2-3-4-5-6-7-8"]],"fixes":[{"at":4,"player":0,"frame":3,"ball":1,"was":7,"cut":[1]}]}`,
		`{"v":4,"format":"369","names":["PJS"],"balls":[[10,10,10,10,10,10,10,10,10]]}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := Restore(data)
		if err != nil {
			if !errors.Is(err, ErrBadSave) || g != nil {
				t.Fatalf("Restore = %v, %v, want nil and ErrBadSave", g, err)
			}
			kept, _ := NewGame("OLD")
			_ = kept.Roll(7)
			before := state(kept)
			if json.Unmarshal(data, kept) == nil || !reflect.DeepEqual(state(kept), before) {
				t.Fatal("a refused UnmarshalJSON changed the game")
			}
			return
		}
		again, err := json.Marshal(g)
		if err != nil {
			t.Fatal(err)
		}
		r, err := Restore(again)
		if err != nil || !sameGame(r, g) {
			t.Fatalf("Restore(Marshal(Restore(%q))) = %v, or a different game", data, err)
		}
		if err := r.DroppedUndo(); err != nil {
			t.Fatalf("the log kept from %q is not kept whole when saved again: %v", data, err)
		}
		// Everything Undo can reach is a game the rules allow.
		for g.Undo() == nil {
			if !refValid(g.lists(), g.format) {
				t.Fatalf("Undo reached a game that could not have been bowled: %v", g.lists())
			}
		}
	})
}
