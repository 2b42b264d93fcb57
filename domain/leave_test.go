package domain

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// The leaves of night.md's quality bar, worked by hand: the line of balls (bowled's notation:
// {7-10} is a ball entered as pins leaving 7 and 10, X / - and digits are counts, F a foul),
// the leaves it gives, and its pin map.
func TestLeaves(t *testing.T) {
	nine := Format{NoTap: 9}
	tests := []struct {
		name   string
		format Format
		line   string
		leaves []LeaveStat
		left   [10]int // pins 1..10
		racks  int
	}{
		{"a 7-10 left and missed", Format{}, "{7-10}- X X X X X X X X XXX",
			[]LeaveStat{{PinsOf(7, 10), 1, 0}}, [10]int{6: 1, 9: 1}, 1},
		{"a 10-pin converted, twice", Format{}, "{10}/ {10}/ -- -- -- -- -- -- -- --",
			[]LeaveStat{{PinsOf(10), 2, 2}}, [10]int{9: 2}, 2},
		{"a leave on the 10th frame's fill ball converted", Format{}, "-- -- -- -- -- -- -- -- -- X{4}/",
			[]LeaveStat{{PinsOf(4), 1, 1}}, [10]int{3: 1}, 1},
		{"the 10th's last ball is no leave but is on the pin map", Format{}, "-- -- -- -- -- -- -- -- -- XX{7-10}",
			nil, [10]int{6: 1, 9: 1}, 1},
		{"a leave spared in the 10th, then its last ball", Format{}, "-- -- -- -- -- -- -- -- -- {2}/{5}",
			[]LeaveStat{{PinsOf(2), 1, 1}}, [10]int{1: 1, 4: 1}, 2},
		{"a count-only first ball gives no leave", Format{}, "9/ 8- 7/ -- -- -- -- -- -- --", nil, [10]int{}, 0},
		{"a foul first ball gives no leave, nor the ball after it", Format{}, "F/ F{7} -- -- -- -- -- -- -- --", nil, [10]int{}, 0},
		{"a foul after a leave does not convert it", Format{}, "{6-10}F -- -- -- -- -- -- -- -- --",
			[]LeaveStat{{PinsOf(6, 10), 1, 0}}, [10]int{5: 1, 9: 1}, 1},
		{"a gutter by pins leaves all ten", Format{}, "{1-2-3-4-5-6-7-8-9-10}{1-2-3-4-5-6-7-8-9-10} -- -- -- -- -- -- -- -- --",
			[]LeaveStat{{AllPins, 1, 0}}, [10]int{1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, 1},
		{"a 9-pin no-tap strike leaves the 10-pin standing: no leave, on the pin map", nine,
			"{10} -- -- -- -- -- -- -- -- --", nil, [10]int{9: 1}, 1},
		{"most frequent first, ties by pins ascending", Format{}, "{7}/ {10}/ {10}- {2-8}/ {7}- -- -- -- -- --",
			[]LeaveStat{{PinsOf(7), 2, 1}, {PinsOf(10), 2, 1}, {PinsOf(2, 8), 1, 1}},
			[10]int{1: 1, 6: 2, 7: 1, 9: 2}, 5},
		{"3-6-9: a given strike is no ball", Format{ThreeSixNine: true}, "{5}/ {5}- -- -- -- -- --",
			[]LeaveStat{{PinsOf(5), 2, 1}}, [10]int{4: 2}, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			other := "X X X X X X X X X XXX"
			if tc.format.ThreeSixNine {
				other = "X X X X X X XXX" // frames 3, 6 and 9 are given
			}
			g := bowledIn(t, tc.format, []string{"ABC", "DEF"}, tc.line, other)
			leaves, err := Leaves(g, 0)
			if err != nil || !reflect.DeepEqual(leaves, tc.leaves) {
				t.Errorf("Leaves(g, 0) = %v, %v, want %v", leaves, err, tc.leaves)
			}
			left, racks, err := PinsLeft(g, 0)
			if err != nil || left != tc.left || racks != tc.racks {
				t.Errorf("PinsLeft(g, 0) = %v, %d, %v, want %v, %d", left, racks, err, tc.left, tc.racks)
			}
			// The other bowler struck by count: no rack entered by pins.
			if leaves, err := Leaves(g, 1); err != nil || leaves != nil {
				t.Errorf("Leaves(g, 1) = %v, %v, want none", leaves, err)
			}
		})
	}
}

func TestLeavesRefused(t *testing.T) {
	g := bowled(t, []string{"ABC"}, "X X X X X X X X X XXX")
	for _, p := range []int{-1, 1, 99} {
		if _, err := Leaves(g, p); !errors.Is(err, ErrNoSuchPlayer) {
			t.Errorf("Leaves(g, %d) = %v, want %v", p, err, ErrNoSuchPlayer)
		}
		if _, _, err := PinsLeft(g, p); !errors.Is(err, ErrNoSuchPlayer) {
			t.Errorf("PinsLeft(g, %d) = %v, want %v", p, err, ErrNoSuchPlayer)
		}
	}
	if _, err := Leaves(nil, 0); err == nil {
		t.Error("Leaves(nil, 0) = nil error, want one")
	}
	if _, _, err := PinsLeft(nil, 0); err == nil {
		t.Error("PinsLeft(nil, 0) = nil error, want one")
	}
	var zero Game
	if _, err := Leaves(&zero, 0); !errors.Is(err, ErrNoSuchPlayer) {
		t.Errorf("Leaves(zero Game, 0) = %v, want %v", err, ErrNoSuchPlayer)
	}
}

// refBall is one ball as the reference sees it while the game is bowled.
type refBall struct {
	player, frame int
	fullRack      bool
	before        Pins // the pins standing before it, when known
	known         bool
	d             Delivery
}

// randomGame bowls a random game in f for names, with balls entered as counts, as pins and
// as fouls, and returns every ball in play order as the reference reads it.
func randomPinsGame(t testing.TB, rng *rand.Rand, f Format, names []string) (*Game, []refBall) {
	t.Helper()
	g, err := NewGameIn(f, names...)
	if err != nil {
		t.Fatal(err)
	}
	var balls []refBall
	for !g.Over() {
		turn := g.Turn()
		var d Delivery
		switch k := rng.IntN(10); {
		case k == 0:
			d = Fouled()
		case k < 4 || !turn.PinsKnown:
			d = Count(rng.IntN(turn.Standing + 1))
		default:
			var down Pins
			for n := 1; n <= 10; n++ {
				// Strikes and spares often, as on the lanes.
				if turn.Pins.Has(n) && rng.IntN(10) < 8 {
					down |= PinsOf(n)
				}
			}
			if rng.IntN(3) == 0 {
				down = turn.Pins
			}
			d = Knocked(down)
		}
		balls = append(balls, refBall{turn.Player, turn.Frame, turn.FullRack, turn.Pins, turn.PinsKnown, d})
		if err := g.Throw(d); err != nil {
			t.Fatalf("Throw(%v) = %v", d, err)
		}
	}
	return g, balls
}

// refLeaves works player p's leaves and pin map out of the balls as they were thrown, by
// night.md's definitions, without the card.
func refLeaves(f Format, balls []refBall, p int) (leaves []LeaveStat, left [10]int, racks int) {
	strikeAt := 10
	if f.NoTap != 0 {
		strikeAt = f.NoTap
	}
	var mine []refBall
	for _, b := range balls {
		if b.player == p {
			mine = append(mine, b)
		}
	}
	for i, b := range mine {
		down, byPins := b.d.Down()
		if !b.fullRack || b.d.Foul() || !byPins {
			continue
		}
		standing := b.before &^ down
		racks++
		for n := 1; n <= 10; n++ {
			if standing.Has(n) {
				left[n-1]++
			}
		}
		if down.Count() >= strikeAt || i+1 == len(mine) || mine[i+1].frame != b.frame {
			continue
		}
		next := mine[i+1]
		k := slices.IndexFunc(leaves, func(s LeaveStat) bool { return s.Leave == standing })
		if k < 0 {
			k = len(leaves)
			leaves = append(leaves, LeaveStat{Leave: standing})
		}
		leaves[k].Count++
		if !next.d.Foul() && next.d.Count() == standing.Count() {
			leaves[k].Converted++
		}
	}
	slices.SortFunc(leaves, func(a, b LeaveStat) int {
		if a.Count != b.Count {
			return b.Count - a.Count
		}
		return int(a.Leave) - int(b.Leave)
	})
	return leaves, left, racks
}

var everyTestFormat = []Format{{}, {NoTap: 9}, {NoTap: 8}, {NoTap: 7}, {ThreeSixNine: true}, {NoTap: 9, ThreeSixNine: true}}

// TestLeavesReference checks Leaves, PinsLeft and LeavesIn against the reference over random
// games in every format, also through the stored form and from a record stored before racks.
func TestLeavesReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(42, 7))
	names := []string{"ABC", "DEF", "GHI"}
	for _, f := range everyTestFormat {
		var records []Record
		var want [3]*leaveTally
		for p := range want {
			want[p] = new(leaveTally)
		}
		for game := range 40 {
			g, balls := randomPinsGame(t, rng, f, names)
			s := newTestSeries(t, 1, KeepOrder, names...)
			s.Format = f
			r, err := s.Record(1, g, at(game, 0))
			if err != nil {
				t.Fatal(err)
			}
			for p := range names {
				leaves, left, racks := refLeaves(f, balls, p)
				got, err := Leaves(g, p)
				if err != nil || !reflect.DeepEqual(got, leaves) {
					t.Fatalf("%v: Leaves(g, %d) = %v, %v, want %v", f, p, got, err, leaves)
				}
				gotLeft, gotRacks, err := PinsLeft(g, p)
				if err != nil || gotLeft != left || gotRacks != racks {
					t.Fatalf("%v: PinsLeft(g, %d) = %v, %d, %v, want %v, %d", f, p, gotLeft, gotRacks, err, left, racks)
				}
				if racks != int(r.bowlers[p].pinsEntered) {
					t.Fatalf("%v: %d racks, but the record's figures say %d balls entered by pins", f, racks, r.bowlers[p].pinsEntered)
				}
				want[p].add(r.bowlers[p].racks)
			}
			// Through the stored form, and as stored before racks were kept.
			data, err := r.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			var back Record
			if err := back.UnmarshalBinary(data); err != nil || !reflect.DeepEqual(back.bowlers, r.bowlers) {
				t.Fatalf("UnmarshalBinary(MarshalBinary()) = %v, bowlers %v, want %v", err, back.bowlers, r.bowlers)
			}
			if game%2 == 1 {
				back = withoutRacks(t, r)
			}
			records = append(records, back)
		}
		for p, name := range names {
			got := LeavesIn(records, name, f)
			w := want[p].Report()
			if !reflect.DeepEqual(got.Leaves, w.Leaves) || got.Left != w.Left || got.Racks != w.Racks || got.Of != 40 {
				t.Errorf("%v: LeavesIn(records, %s) = %+v, want %+v", f, name, got, w)
			}
			if other := LeavesIn(records, name, Format{NoTap: 1}); other.Racks != 0 || other.Of != 0 {
				t.Errorf("%v: LeavesIn in another format = %+v, want nothing", f, other)
			}
		}
	}
}

// withoutRacks is r as a version of tenpin before racks stored it: version 3, or 2 for the
// standard game, without the racks.
func withoutRacks(t testing.TB, r Record) Record {
	t.Helper()
	old := r
	old.bowlers = slices.Clone(r.bowlers)
	for i := range old.bowlers {
		old.bowlers[i].racks = nil
	}
	data, err := old.MarshalBinary()
	if err != nil || data[0] == 4 {
		t.Fatalf("MarshalBinary() without racks = version %d, %v", data[0], err)
	}
	var back Record
	if err := back.UnmarshalBinary(data); err != nil {
		t.Fatal(err)
	}
	return back
}

func TestStoredRacksRefused(t *testing.T) {
	g := bowled(t, []string{"ABC"}, "{7-10}/ {4}- -- -- -- -- -- -- -- --")
	s := newTestSeries(t, 1, KeepOrder, "ABC")
	r, err := s.Record(1, g, at(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	data, err := r.MarshalBinary()
	if err != nil || data[0] != 4 {
		t.Fatalf("MarshalBinary() = version %d, %v, want 4", data[0], err)
	}
	// The racks sit before the last two bytes (the format): a count byte, then two racks.
	at := len(data) - 2 - 5
	if data[at] != 2 {
		t.Fatalf("the racks' count is %d, want 2", data[at])
	}
	for _, bad := range []struct {
		name string
		edit func([]byte)
	}{
		{"more racks than balls entered by pins", func(b []byte) { b[at] = 3 }},
		{"a bit no rack has", func(b []byte) { b[at+2] |= 0x10 }},
		{"converted without a chance", func(b []byte) { b[at+2] = 0x08 }},
		{"a chance with no pin standing", func(b []byte) { b[at+1], b[at+2] = 0, 0x04 }},
	} {
		b := slices.Clone(data)
		bad.edit(b)
		var back Record
		if err := back.UnmarshalBinary(b); !errors.Is(err, ErrBadStored) {
			t.Errorf("%s: UnmarshalBinary() = %v, want %v", bad.name, err, ErrBadStored)
		}
	}
}

func FuzzLeaves(f *testing.F) {
	f.Add(uint64(1), byte(0), byte(1))
	f.Add(uint64(99), byte(4), byte(2))
	f.Fuzz(func(t *testing.T, seed uint64, format, players byte) {
		fm := everyTestFormat[int(format)%len(everyTestFormat)]
		names := []string{"ABC", "DEF", "GHI"}[:1+int(players)%3]
		g, balls := randomPinsGame(t, rand.New(rand.NewPCG(seed, 1)), fm, names)
		for p := range names {
			want, wantLeft, wantRacks := refLeaves(fm, balls, p)
			got, err := Leaves(g, p)
			left, racks, err2 := PinsLeft(g, p)
			if err != nil || err2 != nil || !reflect.DeepEqual(got, want) || left != wantLeft || racks != wantRacks {
				t.Fatalf("Leaves, PinsLeft = %v %v %d (%v %v), want %v %v %d", got, left, racks, err, err2, want, wantLeft, wantRacks)
			}
			for _, s := range got {
				if s.Count < 1 || s.Converted > s.Count || s.Leave == 0 || s.Leave&^AllPins != 0 {
					t.Fatalf("leave %+v is none a game gives", s)
				}
			}
		}
	})
}
