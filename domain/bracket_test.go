package domain

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// The sets of the hand-worked brackets: 8 places at $5 ($40: $25, $10 and $5 to the house),
// 4 places at $10 with an odd pool ($25.01 and $10 to split, $4.99 to the house), 2 places.
var (
	scratch3  = BracketSet{Games: []int{1, 2, 3}, Fee: 500, House: 500, Winner: 2500, Runner: 1000}
	handicap2 = BracketSet{Games: []int{1, 2}, Handicap: true, Fee: 1000, House: 499, Winner: 2501, Runner: 1000}
	scratch2  = BracketSet{Games: []int{1, 2}, Fee: 1000, House: 499, Winner: 2501, Runner: 1000}
	single    = BracketSet{Games: []int{3}, Fee: 100, Winner: 200}
)

// bracketGame is a game bowled: scratch, and handicap pins for a handicap set.
func bracketGame(scratch, handicap int) GameScore {
	return GameScore{Known: true, Bowled: true, Scratch: scratch, Handicap: handicap}
}

// notBowled is a game a bowler was absent for.
var notBowled = GameScore{Known: true}

func TestBracketSetCheck(t *testing.T) {
	for _, s := range []BracketSet{
		scratch3, handicap2, single,
		{Games: []int{3, 2, 1}, Byes: true, Fee: 500, Winner: 4000},                  // reversed; everything to the winner
		{Games: []int{1, 2, 3, 4}, Fee: 200, House: 200, Winner: 2000, Runner: 1000}, // 16 places
		{Games: []int{20}}, // a free bracket in game 20
		{Games: []int{1}, Fee: MaxBracketFee, House: MaxBracketFee, Winner: MaxBracketFee}, // the biggest fee
	} {
		if err := s.Check(); err != nil {
			t.Errorf("%+v.Check() = %v, want nil", s, err)
		}
	}
	tests := []struct {
		s   BracketSet
		why string
	}{
		{BracketSet{}, "0 games, but a bracket is 1 to 4 games"},
		{BracketSet{Games: []int{1, 2, 3, 4, 5}}, "5 games"},
		{BracketSet{Games: []int{0}}, "game 0, but games are 1 to 20"},
		{BracketSet{Games: []int{21}}, "game 21"},
		{BracketSet{Games: []int{-1, 2}}, "game -1"},
		{BracketSet{Games: []int{1, 2, 1}}, "game 1 is named twice"},
		{BracketSet{Games: []int{1}, Fee: -100, Winner: -200}, "money is never below 0"},
		{BracketSet{Games: []int{1}, Fee: 100, House: -100, Winner: 300}, "house -100"},
		{BracketSet{Games: []int{1}, Fee: MaxBracketFee + 1, Winner: 2 * (MaxBracketFee + 1)}, "at most 10000000"},
		{BracketSet{Games: []int{1, 2, 3}, Fee: 500, House: 500, Winner: 2500, Runner: 999}, "is not the 4000 of 8 entries at 500"},
		{BracketSet{Games: []int{1, 2, 3}, Fee: 500, House: 500, Winner: 2500, Runner: 1001}, "runner-up 1001"},
		{BracketSet{Games: []int{1}, Fee: 0, House: 2, Winner: 1 << 62, Runner: 1 << 62}, "is not the 0"}, // would wrap to 2
	}
	for _, tc := range tests {
		err := tc.s.Check()
		if !errors.Is(err, ErrInvalidBracketSet) || !strings.Contains(err.Error(), tc.why) {
			t.Errorf("%+v.Check() = %v, want ErrInvalidBracketSet saying %+v", tc.s, err, tc.why)
		}
	}
}

func TestBracketSetPlaces(t *testing.T) {
	for games, want := range []int{1: 2, 2: 4, 3: 8, 4: 16} {
		if games == 0 {
			continue
		}
		s := BracketSet{Games: make([]int, games)}
		if got := s.Places(); got != want {
			t.Errorf("Places() of %d games = %d, want %d", games, got, want)
		}
	}
}

// entries gives the first len(counts) names of benchNames (AAB, BAB, CAB, ...) these counts.
func entries(counts ...int) []Entry {
	es := make([]Entry, len(counts))
	for i, name := range benchNames(len(counts)) {
		es[i] = Entry{Name: name, Count: counts[i]}
	}
	return es
}

// sameCounts is n counts of k.
func sameCounts(n, k int) []int {
	counts := make([]int, n)
	for i := range counts {
		counts[i] = k
	}
	return counts
}

// TestDrawBracketsCounts works brackets.md's count rule by hand: b full brackets, the largest
// with Σ min(k, b) ≥ b·places; with byes, one more when Σ min(k, b+1) − b·places ≥ places/2.
func TestDrawBracketsCounts(t *testing.T) {
	byes := func(s BracketSet) BracketSet { s.Byes = true; return s }
	tests := []struct {
		name     string
		s        BracketSet
		counts   []int
		full     int     // full brackets
		last     int     // bowlers in a bye bracket; 0: none
		returned int     // entries returned
		exactly  []Entry // the entries returned, where no seeded choice is made; nil: not checked
	}{
		// 10 bowlers, 8 places.
		{"10x1", scratch3, sameCounts(10, 1), 1, 0, 2, nil},                  // b = 1: 10 ≥ 8; b = 2: 10 < 16
		{"10x1 byes", byes(scratch3), sameCounts(10, 1), 1, 0, 2, nil},       // 10 − 8 = 2 < 4: no bye bracket
		{"10x2", scratch3, sameCounts(10, 2), 2, 0, 4, nil},                  // 20 ≥ 16; 20 < 24
		{"10x2 byes", byes(scratch3), sameCounts(10, 2), 2, 4, 0, []Entry{}}, // 20 − 16 = 4 ≥ 4
		{"10x3", scratch3, sameCounts(10, 3), 3, 0, 6, nil},                  // 30 ≥ 24; 30 < 32
		{"10x3 byes", byes(scratch3), sameCounts(10, 3), 3, 6, 0, []Entry{}}, // 30 − 24 = 6
		// b = 12: 100 ≥ 96, and b = 13: 100 < 104; each bowler is in 10 of the 12.
		{"10x10", scratch3, sameCounts(10, 10), 12, 0, 4, nil},
		{"10x10 byes", byes(scratch3), sameCounts(10, 10), 12, 4, 0, []Entry{}}, // 100 − 96 = 4
		// b = 2: Σ min(k, 2) = 17 ≥ 16 (one more left), Σ min(k, 3) = 23 < 24; 14 beyond 2 each.
		{"mixed", scratch3, []int{5, 5, 5, 5, 3, 3, 2, 1, 1, 1}, 2, 0, 15, nil},
		{"mixed byes", byes(scratch3), []int{5, 5, 5, 5, 3, 3, 2, 1, 1, 1}, 2, 7, 8, // 23 − 16 = 7
			[]Entry{{"AAB", 2}, {"BAB", 2}, {"CAB", 2}, {"DAB", 2}}},
		// One bowler cannot fill brackets alone: b = 1 (8 ≥ 8; 9 < 16).
		{"one heavy", scratch3, []int{20, 1, 1, 1, 1, 1, 1, 1}, 1, 0, 19, []Entry{{"AAB", 19}}},
		{"one heavy byes", byes(scratch3), []int{20, 1, 1, 1, 1, 1, 1, 1}, 1, 0, 19, []Entry{{"AAB", 19}}}, // 9 − 8 = 1
		// Fewer bowlers than places.
		{"7x1", scratch3, sameCounts(7, 1), 0, 0, 7, []Entry{{"AAB", 1}, {"BAB", 1}, {"CAB", 1}, {"DAB", 1}, {"EAB", 1}, {"FAB", 1}, {"GAB", 1}}},
		{"7x1 byes", byes(scratch3), sameCounts(7, 1), 0, 7, 0, []Entry{}},
		{"4x1 byes", byes(scratch3), sameCounts(4, 1), 0, 4, 0, []Entry{}},
		{"3x1 byes", byes(scratch3), sameCounts(3, 1), 0, 0, 3, []Entry{{"AAB", 1}, {"BAB", 1}, {"CAB", 1}}},
		{"2x5 byes", byes(scratch2), []int{5, 5}, 0, 2, 8, []Entry{{"AAB", 4}, {"BAB", 4}}},
		{"none", byes(scratch3), nil, 0, 0, 0, []Entry{}},
		// 2 places: b = 1 (3 ≥ 2; 3 < 4), and 3 − 2 = 1 ≥ 1 makes a bye bracket.
		{"2 places", single, sameCounts(3, 1), 1, 0, 1, nil},
		{"2 places byes", byes(single), sameCounts(3, 1), 1, 1, 0, []Entry{}},
		// 16 places: b = 2 (40 ≥ 32; 40 < 48); 40 − 32 = 8 ≥ 8.
		{"16 places", BracketSet{Games: []int{1, 2, 3, 4}}, sameCounts(20, 2), 2, 0, 8, nil},
		{"16 places byes", BracketSet{Games: []int{1, 2, 3, 4}, Byes: true}, sameCounts(20, 2), 2, 8, 0, []Entry{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			es := entries(tc.counts...)
			d, err := DrawBrackets(tc.s, es, 7)
			if err != nil {
				t.Fatalf("DrawBrackets(%v) = %v", es, err)
			}
			if err := checkDraw(tc.s, es, d); err != nil {
				t.Fatalf("DrawBrackets(%v) = %v: %v", es, d, err)
			}
			full, last := len(d.Brackets), 0
			if full > 0 && slices.Contains(d.Brackets[full-1], "") {
				full--
				last = tc.s.Places() - countOf(d.Brackets[full], "")
			}
			returned := 0
			for _, e := range d.Returned {
				returned += e.Count
			}
			if full != tc.full || last != tc.last || returned != tc.returned {
				t.Errorf("DrawBrackets(%v) = %d full brackets, %d bowlers in a bye bracket, %d returned, want %d, %d, %d",
					es, full, last, returned, tc.full, tc.last, tc.returned)
			}
			if tc.exactly != nil && !slices.Equal(d.Returned, tc.exactly) {
				t.Errorf("DrawBrackets(%v).Returned = %v, want %v", es, d.Returned, tc.exactly)
			}
		})
	}
}

// countOf counts s in list.
func countOf(list []string, s string) int {
	n := 0
	for _, x := range list {
		if x == s {
			n++
		}
	}
	return n
}

// TestDrawBracketsByes checks where the byes go: second places of pairs taken in bit-reversed
// order, so that two byes never meet and the bowlers they send on meet as late as they can.
func TestDrawBracketsByes(t *testing.T) {
	s := BracketSet{Games: []int{1, 2, 3, 4}, Byes: true}
	tests := []struct {
		bowlers int
		byes    []int // places, from 1
	}{
		{15, []int{2}},
		{14, []int{2, 10}},
		{13, []int{2, 10, 6}},
		{12, []int{2, 10, 6, 14}},
		{9, []int{2, 10, 6, 14, 4, 12, 8}},
		{8, []int{2, 10, 6, 14, 4, 12, 8, 16}},
	}
	for _, tc := range tests {
		d, err := DrawBrackets(s, entries(sameCounts(tc.bowlers, 1)...), 3)
		if err != nil || len(d.Brackets) != 1 {
			t.Fatalf("DrawBrackets(%d bowlers) = %v, %v, want one bracket", tc.bowlers, d, err)
		}
		var byes []int
		for p, name := range d.Brackets[0] {
			if name == "" {
				byes = append(byes, p+1)
			}
		}
		if want := slices.Sorted(slices.Values(tc.byes)); !slices.Equal(byes, want) {
			t.Errorf("DrawBrackets(%d bowlers) has byes in places %v, want %v", tc.bowlers, byes, want)
		}
	}
}

// TestDrawBracketsSeed pins a draw: the same seed must give the same brackets in every
// version, so a change here changes every draw kept on a device.
func TestDrawBracketsSeed(t *testing.T) {
	s := scratch3
	s.Byes = true
	es := entries(5, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1) // b = 2 (17 ≥ 16; 20 < 24); 20 − 16 = 4 in a bye bracket
	d, err := DrawBrackets(s, es, 2026)
	want := Draw{
		Brackets: [][]string{
			{"FAB", "HAB", "CAB", "EAB", "DAB", "AAB", "GAB", "BAB"},
			{"AAB", "CAB", "EAB", "JAB", "DAB", "IAB", "FAB", "BAB"},
			{"CAB", "", "BAB", "", "KAB", "", "AAB", ""},
		},
		Returned: []Entry{{"AAB", 2}},
	}
	if err := checkDraw(s, es, d); err != nil {
		t.Errorf("DrawBrackets(%v, seed 2026) = %v: %v", es, d, err)
	}
	if err != nil || !reflect.DeepEqual(d, want) {
		t.Errorf("DrawBrackets(%v, seed 2026) = %+v, %v, want %+v", es, d, err, want)
	}
	again, _ := DrawBrackets(s, es, 2026)
	if !reflect.DeepEqual(again, d) {
		t.Errorf("DrawBrackets() again = %+v, want %+v", again, d)
	}
	other, _ := DrawBrackets(s, es, 2027)
	if reflect.DeepEqual(other, d) {
		t.Errorf("DrawBrackets(seed 2027) = %+v, the draw of seed 2026", other)
	}
}

// TestBracketRand checks the random numbers against SplitMix64's published outputs for seed
// 1234567 (a power of two never rejects, so intn(2^62) is the output's top 62 bits).
func TestBracketRand(t *testing.T) {
	r := bracketRand(1234567)
	for _, want := range []uint64{6457827717110365317, 3203168211198807973, 9817491932198370423, 4593380528125082431, 16408922859458223821} {
		if got := r.intn(1 << 62); uint64(got) != want>>2 {
			t.Errorf("intn(1<<62) = %d, want %d", got, want>>2)
		}
	}
	r = bracketRand(0)
	seen := make([]int, 3)
	for range 3000 {
		seen[r.intn(3)]++
	}
	for i, n := range seen {
		if n < 900 || n > 1100 {
			t.Errorf("intn(3) gave %d %d times in 3000", i, n)
		}
	}
}

func TestDrawBracketsRefused(t *testing.T) {
	tests := []struct {
		s       BracketSet
		entries []Entry
		want    []error
		why     string
	}{
		{BracketSet{Games: []int{1}, Fee: 100}, entries(1, 1), []error{ErrInvalidBracketSet}, "is not the 200"},
		{scratch3, []Entry{{"AAB", 1}, {"", 1}}, []error{ErrInvalidEntry, ErrInvalidName}, "entry 2: a name must be exactly 3 letters A-Z: the name is empty"},
		{scratch3, []Entry{{"AB1", 1}}, []error{ErrInvalidEntry, ErrInvalidName}, "'1' is not a letter"},
		{scratch3, []Entry{{"ABCD", 1}}, []error{ErrInvalidEntry, ErrInvalidName}, "has 4 letters"},
		{scratch3, []Entry{{"AAB", 0}}, []error{ErrInvalidEntry}, "AAB enters 0 times, but a bowler enters 1 to 100 times"},
		{scratch3, []Entry{{"AAB", -2}}, []error{ErrInvalidEntry}, "enters -2 times"},
		{scratch3, []Entry{{"AAB", 101}}, []error{ErrInvalidEntry}, "enters 101 times"},
		{scratch3, []Entry{{"ann", 1}, {"BOB", 2}, {"ANN", 1}}, []error{ErrInvalidEntry}, "ANN is entered twice"},
	}
	for _, tc := range tests {
		d, err := DrawBrackets(tc.s, tc.entries, 1)
		for _, want := range tc.want {
			if !errors.Is(err, want) || !strings.Contains(err.Error(), tc.why) || !reflect.DeepEqual(d, Draw{}) {
				t.Errorf("DrawBrackets(%+v, %v) = %v, %v, want %v saying %+v", tc.s, tc.entries, d, err, want, tc.why)
			}
		}
	}
}

// TestDrawBracketsNames checks that names are upper-cased as ParseName does.
func TestDrawBracketsNames(t *testing.T) {
	d, err := DrawBrackets(single, []Entry{{"ann", 2}, {"Bob", 1}}, 5)
	if err != nil || len(d.Brackets) != 1 || !slices.Contains(d.Brackets[0], "ANN") || !slices.Contains(d.Brackets[0], "BOB") ||
		!slices.Equal(d.Returned, []Entry{{"ANN", 1}}) {
		t.Errorf("DrawBrackets(ann×2, Bob×1) = %+v, %v, want ANN and BOB drawn, one ANN returned", d, err)
	}
}

// checkDraw checks a draw against the rules it must keep whatever the seed: every bracket has
// the set's places, no bowler twice; byes only in the last bracket of a set with byes, at most
// half of it, never two in a first-game meeting; brackets.md's counts, worked out here by
// trying b = 1, 2, ...; and every entry placed or returned, none more.
func checkDraw(s BracketSet, es []Entry, d Draw) error {
	places := s.Places()
	counts := map[string]int{}
	ks := make([]int, len(es))
	for i, e := range es {
		name, _ := ParseName(e.Name)
		counts[name], ks[i] = e.Count, e.Count
	}
	upTo := func(n int) int {
		sum := 0
		for _, k := range ks {
			sum += min(k, n)
		}
		return sum
	}
	b := 0
	for upTo(b+1) >= (b+1)*places {
		b++
	}
	brackets, byeBracket := b, s.Byes && upTo(b+1)-b*places >= places/2
	if byeBracket {
		brackets++
	}
	if len(d.Brackets) != brackets {
		return errorf("%d brackets, want %d (b = %d, a bye bracket %v)", len(d.Brackets), brackets, b, byeBracket)
	}
	placed := map[string]int{}
	for k, br := range d.Brackets {
		if len(br) != places {
			return errorf("bracket %d has %d places, want %d", k+1, len(br), places)
		}
		byes := countOf(br, "")
		switch {
		case byes > 0 && (!byeBracket || k != len(d.Brackets)-1):
			return errorf("bracket %d has byes", k+1)
		case 2*byes > places:
			return errorf("bracket %d has %d byes in %d places", k+1, byes, places)
		case byeBracket && k == len(d.Brackets)-1 && places-byes != upTo(b+1)-b*places:
			return errorf("the bye bracket has %d bowlers, want %d", places-byes, upTo(b+1)-b*places)
		}
		for p, name := range br {
			switch {
			case name == "" && p%2 == 1 && br[p-1] == "":
				return errorf("bracket %d: two byes meet in places %d and %d", k+1, p, p+1)
			case name == "":
			case slices.Contains(br[:p], name):
				return errorf("bracket %d holds %s twice", k+1, name)
			case counts[name] == 0:
				return errorf("bracket %d holds %s, who did not enter", k+1, name)
			default:
				placed[name]++
			}
		}
	}
	returned := map[string]int{}
	for _, e := range d.Returned {
		if e.Count < 1 || returned[e.Name] > 0 || counts[e.Name] == 0 {
			return errorf("returned %v: a bowler not entered, twice, or no entry", e)
		}
		returned[e.Name] = e.Count
	}
	for name, k := range counts {
		if placed[name]+returned[name] != k {
			return errorf("%s: %d placed + %d returned, want %d entered", name, placed[name], returned[name], k)
		}
		if byeBracket && placed[name] != min(k, brackets) {
			return errorf("%s: %d placed with a bye bracket, want min(%d, %d)", name, placed[name], k, brackets)
		}
	}
	return nil
}

// randomEntries gives up to 40 bowlers, with 1 to 12 entries each (now and then up to 100).
func randomEntries(r *rand.Rand) []Entry {
	es := entries(sameCounts(r.IntN(41), 0)...)
	for i := range es {
		es[i].Count = 1 + r.IntN(12)
		if r.IntN(20) == 0 {
			es[i].Count = 1 + r.IntN(MaxBracketEntries)
		}
	}
	return es
}

// TestDrawBracketsProperties draws random entries into random sets: every draw keeps
// checkDraw's rules, the same seed gives the same draw and another seed (almost always)
// another.
func TestDrawBracketsProperties(t *testing.T) {
	r := rand.New(rand.NewPCG(36, 1))
	differ, tried := 0, 0
	for i := range 2000 {
		s := BracketSet{Games: []int{1, 2, 3, 4}[:1+r.IntN(4)], Byes: r.IntN(2) == 0}
		es := randomEntries(r)
		seed := r.Uint64()
		d, err := DrawBrackets(s, es, seed)
		if err != nil {
			t.Fatalf("case %d: DrawBrackets(%+v, %v, %d) = %v", i, s, es, seed, err)
		}
		if err := checkDraw(s, es, d); err != nil {
			t.Fatalf("case %d: DrawBrackets(%+v, %v, %d) = %+v: %v", i, s, es, seed, d, err)
		}
		if again, _ := DrawBrackets(s, es, seed); !reflect.DeepEqual(again, d) {
			t.Fatalf("case %d: DrawBrackets() again = %+v, want %+v", i, again, d)
		}
		if s.Places() >= 4 && len(d.Brackets) > 0 {
			tried++
			if other, _ := DrawBrackets(s, es, seed+1); !reflect.DeepEqual(other, d) {
				differ++
			}
		}
	}
	if tried < 500 || differ < tried*95/100 {
		t.Errorf("another seed gave another draw %d times in %d, want at least 95%% of 500 or more", differ, tried)
	}
}

// FuzzDrawBrackets draws fuzzed entries (a count per byte; name, if not empty, replaces the
// first bowler's) into a set of 0 to 4 games (a set of 0 is refused): DrawBrackets never
// panics; what it refuses wraps a sentinel; what it draws keeps checkDraw's rules and comes
// out the same again.
func FuzzDrawBrackets(f *testing.F) {
	f.Add(uint8(3), true, uint64(7), []byte{5, 5, 5, 5, 3, 3, 2, 1, 1, 1}, "")
	f.Add(uint8(3), false, uint64(7), []byte{20, 1, 1, 1, 1, 1, 1, 1}, "")
	f.Add(uint8(3), true, uint64(2026), []byte{3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1}, "")
	f.Add(uint8(4), true, uint64(3), []byte{1, 1, 1, 1, 1, 1, 1, 1, 1}, "")
	f.Add(uint8(1), true, uint64(0), []byte{1, 1, 1}, "")
	f.Add(uint8(2), true, uint64(1), []byte{5, 5}, "aab")
	f.Add(uint8(3), true, uint64(1), []byte{10, 10, 10, 10, 10, 10, 10, 10, 10, 10}, "ann")
	f.Add(uint8(3), false, uint64(1), []byte{0, 101}, "A1C")
	f.Add(uint8(0), false, uint64(1), []byte{1}, "")
	f.Fuzz(func(t *testing.T, games uint8, byes bool, seed uint64, counts []byte, name string) {
		s := BracketSet{Games: []int{1, 2, 3, 4, 5}[:games%6], Byes: byes}
		es := entries(sameCounts(min(len(counts), 60), 0)...)
		for i := range es {
			es[i].Count = int(counts[i])
		}
		if name != "" && len(es) > 0 {
			es[0].Name = name
		}
		d, err := DrawBrackets(s, es, seed)
		if err != nil {
			if !errors.Is(err, ErrInvalidBracketSet) && !errors.Is(err, ErrInvalidEntry) {
				t.Fatalf("DrawBrackets() error = %v, which wraps no sentinel", err)
			}
			return
		}
		if err := checkDraw(s, es, d); err != nil {
			t.Fatalf("DrawBrackets(%+v, %v, %d) = %+v: %v", s, es, seed, d, err)
		}
		if again, _ := DrawBrackets(s, es, seed); !reflect.DeepEqual(again, d) {
			t.Fatalf("DrawBrackets() again = %+v, want %+v", again, d)
		}
	})
}

// places4 and places8 are the brackets of the hand-worked results.
var (
	places4 = []string{"AAA", "BBB", "CCC", "DDD"}
	places8 = []string{"AAA", "BBB", "CCC", "DDD", "EEE", "FFF", "GGG", "HHH"}
)

// rounds is a result's rounds, written as places split by "|".
func rounds(s ...string) [][]string {
	out := make([][]string, len(s))
	for i, r := range s {
		out[i] = strings.Split(r, "|")
	}
	return out
}

func TestResolveBracket(t *testing.T) {
	g := bracketGame
	// 8 places over 3 games (scores by game, 1..3): hand-worked, AAA beats BBB 180-170, DDD
	// CCC 160-150, FFF EEE 220-210, GGG HHH 190-189; AAA DDD 200-199, GGG FFF 230-180; GGG
	// wins the final 210-190.
	night := map[string][]GameScore{
		"AAA": {g(180, 0), g(200, 0), g(190, 0)},
		"BBB": {g(170, 0), g(250, 0), g(250, 0)},
		"CCC": {g(150, 0), g(250, 0), g(250, 0)},
		"DDD": {g(160, 0), g(199, 0), g(250, 0)},
		"EEE": {g(210, 0), g(250, 0), g(250, 0)},
		"FFF": {g(220, 0), g(180, 0), g(250, 0)},
		"GGG": {g(190, 0), g(230, 0), g(210, 0)},
		"HHH": {g(189, 0), g(250, 0), g(250, 0)},
	}
	// The same night with game 2 known for AAA and DDD only, and game 1 not yet for HHH.
	halfway, early := map[string][]GameScore{}, map[string][]GameScore{}
	for name, games := range night {
		halfway[name], early[name] = games[:1], games[:1]
	}
	halfway["AAA"], halfway["DDD"] = night["AAA"], night["DDD"]
	early["HHH"] = nil
	tests := []struct {
		name   string
		s      BracketSet
		places []string
		scores map[string][]GameScore
		want   BracketResult
	}{
		{"a night", scratch3, places8, night, BracketResult{
			Rounds: rounds("AAA|BBB|CCC|DDD|EEE|FFF|GGG|HHH", "AAA|DDD|FFF|GGG", "AAA|GGG", "GGG"), Winner: "GGG", Runner: "AAA"}},
		{"halfway", scratch3, places8, halfway, BracketResult{
			Rounds: rounds("AAA|BBB|CCC|DDD|EEE|FFF|GGG|HHH", "AAA|DDD|FFF|GGG")}},
		{"one score missing", scratch3, places8, early, BracketResult{Rounds: rounds("AAA|BBB|CCC|DDD|EEE|FFF|GGG|HHH")}},
		{"nothing bowled", scratch3, places8, nil, BracketResult{Rounds: rounds("AAA|BBB|CCC|DDD|EEE|FFF|GGG|HHH")}},
		// Games 3, 2, 1: the first game is game 3: BBB beats AAA 250-190, CCC and DDD tie at
		// 250 (the lower place moves on), so do EEE and FFF, HHH beats GGG 250-210; in game 2
		// BBB and CCC, EEE and HHH tie at 250; game 1: EEE beats BBB 210-170.
		{"reversed", BracketSet{Games: []int{3, 2, 1}}, places8, night, BracketResult{
			Rounds: rounds("AAA|BBB|CCC|DDD|EEE|FFF|GGG|HHH", "BBB|CCC|EEE|HHH", "BBB|EEE", "EEE"), Winner: "EEE", Runner: "BBB"}},
		// Handicap: AAA 180+20 and BBB 190+10 tie, BBB's scratch is higher; CCC and DDD tie
		// on both, the lower place moves on. The final ties at 210, BBB's 200 scratch wins.
		{"tie: scratch, then place", handicap2, places4, map[string][]GameScore{
			"AAA": {g(180, 20)}, "BBB": {g(190, 10), g(200, 10)}, "CCC": {g(150, 50), g(160, 50)}, "DDD": {g(150, 50)},
		}, BracketResult{Rounds: rounds("AAA|BBB|CCC|DDD", "BBB|CCC", "BBB"), Winner: "BBB", Runner: "CCC"}},
		// The same final tied on scratch too: a split, the lower place (BBB) named winner.
		{"split", handicap2, places4, map[string][]GameScore{
			"AAA": {g(180, 20)}, "BBB": {g(190, 10), g(160, 10)}, "CCC": {g(150, 50), g(160, 10)}, "DDD": {g(150, 50)},
		}, BracketResult{Rounds: rounds("AAA|BBB|CCC|DDD", "BBB|CCC", "BBB"), Winner: "BBB", Runner: "CCC", Split: true}},
		// A scratch set leaves handicap out: BBB's 40 pins do not count, and the lower place
		// moves on; the final ties at 200: a split, AAA in place 1 named winner over DDD.
		{"scratch tie", scratch2, []string{"AAA", "BBB", "CCC", "DDD"}, map[string][]GameScore{
			"AAA": {g(180, 0), g(200, 0)}, "BBB": {g(180, 40)}, "CCC": {g(150, 0)}, "DDD": {g(151, 0), g(200, 0)},
		}, BracketResult{Rounds: rounds("AAA|BBB|CCC|DDD", "AAA|DDD", "AAA"), Winner: "AAA", Runner: "DDD", Split: true}},
		{"2 places, split", single, []string{"BBB", "AAA"}, map[string][]GameScore{
			"AAA": {{}, {}, g(200, 0)}, "BBB": {{}, {}, g(200, 0)},
		}, BracketResult{Rounds: rounds("BBB|AAA", "BBB"), Winner: "BBB", Runner: "AAA", Split: true}},
		// AAA did not bowl game 1 and loses to BBB's 120; neither CCC nor DDD bowled: the lower
		// place, CCC. In the final BBB does not bowl and CCC's 100 wins.
		{"absent", scratch2, places4, map[string][]GameScore{
			"AAA": {notBowled}, "BBB": {g(120, 0), notBowled}, "CCC": {notBowled, g(100, 0)}, "DDD": {notBowled},
		}, BracketResult{Rounds: rounds("AAA|BBB|CCC|DDD", "BBB|CCC", "CCC"), Winner: "CCC", Runner: "BBB"}},
		// A final neither bowled goes to the lower place, and is not a split.
		{"both absent in the final", scratch2, places4, map[string][]GameScore{
			"AAA": {notBowled}, "BBB": {g(120, 0), notBowled}, "CCC": {notBowled, notBowled}, "DDD": {notBowled},
		}, BracketResult{Rounds: rounds("AAA|BBB|CCC|DDD", "BBB|CCC", "BBB"), Winner: "BBB", Runner: "CCC"}},
		// An absent bowler against one whose game is not over yet is not decided.
		{"absent, the other not known", scratch2, places4, map[string][]GameScore{
			"AAA": {notBowled}, "CCC": {g(100, 0)}, "DDD": {g(90, 0)},
		}, BracketResult{Rounds: rounds("AAA|BBB|CCC|DDD")}},
		// Byes are decided at once: AAA reaches the final on byes and wins it against a bye
		// with no score known; two byes send a bye on.
		{"bowler and byes", scratch2, []string{"AAA", "", "", ""}, nil, BracketResult{
			Rounds: rounds("AAA|||", "AAA|", "AAA"), Winner: "AAA"}},
		{"bowler in place 2", scratch2, []string{"", "AAA", "", ""}, nil, BracketResult{
			Rounds: rounds("|AAA||", "AAA|", "AAA"), Winner: "AAA"}},
		// A bye sends AAA on at once; BBB and CCC's game is not known yet.
		{"a bye and a meeting not known", scratch2, []string{"AAA", "", "BBB", "CCC"}, map[string][]GameScore{
			"BBB": {g(150, 0)}}, BracketResult{Rounds: rounds("AAA||BBB|CCC")}},
		{"a bye and a meeting", scratch2, []string{"AAA", "", "BBB", "CCC"}, map[string][]GameScore{
			"BBB": {g(150, 0)}, "CCC": {g(160, 0), g(300, 0)}}, BracketResult{Rounds: rounds("AAA||BBB|CCC", "AAA|CCC")}},
		// Byes send AAA and EEE on; EEE beats GGG 250-230 in game 2 and AAA 250-190 in game 3.
		{"byes in 8", scratch3, []string{"AAA", "", "CCC", "DDD", "EEE", "", "GGG", "HHH"}, night, BracketResult{
			Rounds: rounds("AAA||CCC|DDD|EEE||GGG|HHH", "AAA|DDD|EEE|GGG", "AAA|EEE", "EEE"), Winner: "EEE", Runner: "AAA"}},
		// Names are upper-cased, in the rounds and to look up scores.
		{"lower case", single, []string{"bbb", "Aaa"}, map[string][]GameScore{
			"AAA": {{}, {}, g(201, 0)}, "BBB": {{}, {}, g(200, 0)},
		}, BracketResult{Rounds: rounds("BBB|AAA", "AAA"), Winner: "AAA", Runner: "BBB"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ResolveBracket(tc.s, tc.places, tc.scores)
			if err != nil || !reflect.DeepEqual(got, tc.want) {
				t.Errorf("ResolveBracket(%+v) = %+v, %v, want %+v", tc.places, got, err, tc.want)
			}
			if want := refResolve(tc.s, tc.places, tc.scores); !reflect.DeepEqual(got, want) {
				t.Errorf("ResolveBracket(%+v) = %+v, reference %+v", tc.places, got, want)
			}
		})
	}
}

func TestResolveBracketRefused(t *testing.T) {
	tests := []struct {
		s      BracketSet
		places []string
		scores map[string][]GameScore
		want   []error
		why    string
	}{
		{BracketSet{Games: []int{1, 1}}, places4, nil, []error{ErrInvalidBracketSet}, "game 1 is named twice"},
		{scratch2, places8, nil, []error{ErrInvalidBracket}, "8 places, but the set's brackets have 4"},
		{scratch2, places4[:3], nil, []error{ErrInvalidBracket}, "3 places"},
		{scratch2, []string{"AAA", "BB", "", ""}, nil, []error{ErrInvalidBracket, ErrInvalidName}, "place 2: a name must be"},
		{scratch2, []string{"AAA", "", "aaa", ""}, nil, []error{ErrInvalidBracket}, "AAA is in it twice"},
		{scratch2, []string{"", "", "", ""}, nil, []error{ErrInvalidBracket}, "byes only"},
		{scratch2, places4, map[string][]GameScore{"BBB": {bracketGame(301, 0)}}, []error{ErrInvalidBracket}, "BBB's game 1 is 301 pins with 0 handicap, but each is 0 to 300"},
		{scratch2, places4, map[string][]GameScore{"BBB": {{}, bracketGame(100, -1)}}, []error{ErrInvalidBracket}, "BBB's game 2 is 100 pins with -1 handicap"},
		{scratch2, places4, map[string][]GameScore{"bbb": nil, "DDD": {bracketGame(-5, 0)}}, []error{ErrInvalidBracket}, "DDD's game 1 is -5 pins"},
	}
	for _, tc := range tests {
		got, err := ResolveBracket(tc.s, tc.places, tc.scores)
		for _, want := range tc.want {
			if !errors.Is(err, want) || !strings.Contains(err.Error(), tc.why) || !reflect.DeepEqual(got, BracketResult{}) {
				t.Errorf("ResolveBracket(%+v) = %+v, %v, want %v saying %+v", tc.places, got, err, want, tc.why)
			}
		}
	}
	// A score out of bounds in a game the set does not use, or one not known or not
	// bowled, is not looked at.
	for _, sc := range []GameScore{{Scratch: 400}, {Known: true, Scratch: -1}} {
		if _, err := ResolveBracket(single, []string{"AAA", "BBB"}, map[string][]GameScore{"AAA": {bracketGame(400, 0), {}, sc}}); err != nil {
			t.Errorf("ResolveBracket(AAA's games %v) = %v, want nil", []GameScore{bracketGame(400, 0), {}, sc}, err)
		}
	}
}

// refResolve is the reference for ResolveBracket, written the plain recursive way: the bowler
// who comes out of a block of 2^level places is the winner of the meeting of the two halves'.
func refResolve(s BracketSet, places []string, scores map[string][]GameScore) BracketResult {
	var out func(first, level int) (name string, known, tie bool)
	out = func(first, level int) (string, bool, bool) {
		if level == 0 {
			name, _ := ParseName(places[first])
			return name, true, false
		}
		a, knownA, _ := out(first, level-1)
		b, knownB, _ := out(first+1<<(level-1), level-1)
		if !knownA || !knownB {
			return "", false, false
		}
		if a == "" || b == "" {
			return a + b, true, false
		}
		var ga, gb GameScore
		if len(scores[a]) >= s.Games[level-1] {
			ga = scores[a][s.Games[level-1]-1]
		}
		if len(scores[b]) >= s.Games[level-1] {
			gb = scores[b][s.Games[level-1]-1]
		}
		key := func(g GameScore) int { // did not bowl < any score; then score, then scratch
			if !g.Bowled {
				return -1
			}
			if s.Handicap {
				return (g.Scratch+g.Handicap)*1000 + g.Scratch
			}
			return g.Scratch
		}
		switch {
		case !ga.Known || !gb.Known:
			return "", false, false
		case key(gb) > key(ga):
			return b, true, false
		}
		return a, true, key(ga) == key(gb) && ga.Bowled
	}
	var res BracketResult
	for level := range len(s.Games) + 1 {
		round := make([]string, len(places)>>level)
		for j := range round {
			name, known, tie := out(j<<level, level)
			if !known {
				return res
			}
			round[j] = name
			if level == len(s.Games) {
				res.Split = tie
			}
		}
		res.Rounds = append(res.Rounds, round)
	}
	final := res.Rounds[len(s.Games)-1]
	res.Winner, res.Runner = res.Rounds[len(s.Games)][0], final[1]
	if final[1] == res.Winner {
		res.Runner = final[0]
	}
	return res
}

// FuzzResolveBracket resolves fuzzed brackets: a place byte b is a bye when b%5 is 0, the
// bad name "A1C" when it is 255, else one of 20 names (so a bowler may be in twice); each
// game's score is 3 bytes: Known, Bowled and 100 more pins in its low bits, then scratch and
// handicap. ResolveBracket never panics; what it refuses wraps a sentinel; what it accepts
// agrees with refResolve; its rounds halve, each bowler moving on is one of the two who met,
// a bowler always beats a bye; and Payouts of the bracket gives out both shares once it is
// finished (only the winner's when a bye is runner-up), nothing before.
func FuzzResolveBracket(f *testing.F) {
	f.Add(uint8(2), false, []byte{1, 2, 3, 4}, []byte{3, 180, 0, 3, 190, 0, 3, 200, 0})
	f.Add(uint8(1), true, []byte{1, 2, 3, 4}, []byte{3, 180, 20, 3, 190, 10, 3, 200, 10, 3, 150, 50, 3, 150, 50})
	f.Add(uint8(1), false, []byte{1, 0, 0, 0}, []byte(nil))
	f.Add(uint8(1), false, []byte{1, 0, 2, 3}, []byte{1, 0, 0, 1, 0, 0})
	f.Add(uint8(6), true, []byte{1, 2, 3, 4, 6, 0, 7, 8}, []byte{3, 255, 255, 11, 100, 0})
	f.Add(uint8(3), false, []byte{1, 2, 3, 4, 6, 7, 8, 9, 11, 12, 13, 14, 16, 17, 18, 19}, []byte{3, 200, 0, 3, 200, 0, 3, 200, 0})
	f.Add(uint8(0), false, []byte{1, 255}, []byte(nil))
	f.Add(uint8(1), false, []byte{1, 21, 0, 0}, []byte(nil))
	f.Fuzz(func(t *testing.T, games uint8, handicap bool, placeBytes, scoreBytes []byte) {
		s := BracketSet{Games: []int{1, 2, 3, 4}[:1+games%4], Handicap: handicap, Fee: 100, House: 10}
		if games&4 != 0 {
			slices.Reverse(s.Games)
		}
		s.Winner = s.Places()*s.Fee - s.House - 31
		s.Runner = 31
		names := benchNames(20)
		places := make([]string, s.Places())
		for p, b := range placeBytes[:min(len(placeBytes), len(places))] {
			switch {
			case b == 255:
				places[p] = "A1C"
			case b%5 != 0:
				places[p] = names[b%20]
			}
		}
		scores := map[string][]GameScore{}
		for i := 0; i+2 < len(scoreBytes); i += 3 {
			name := names[i/3/4%20]
			flags := scoreBytes[i]
			scores[name] = append(scores[name], GameScore{Known: flags&1 != 0, Bowled: flags&2 != 0,
				Scratch: int(scoreBytes[i+1]) + 100*int(flags>>2&3), Handicap: int(scoreBytes[i+2])})
		}
		res, err := ResolveBracket(s, places, scores)
		if err != nil {
			if !errors.Is(err, ErrInvalidBracket) {
				t.Fatalf("ResolveBracket() error = %v, which wraps no sentinel", err)
			}
			return
		}
		if want := refResolve(s, places, scores); !reflect.DeepEqual(res, want) {
			t.Fatalf("ResolveBracket(%+v, %+v, %v) = %+v, reference %+v", s, places, scores, res, want)
		}
		for i := 1; i < len(res.Rounds); i++ {
			prev, round := res.Rounds[i-1], res.Rounds[i]
			if len(round)*2 != len(prev) {
				t.Fatalf("round %d has %d places after %d", i, len(round), len(prev))
			}
			for j, on := range round {
				a, b := prev[2*j], prev[2*j+1]
				if on != a && on != b || on == "" && a+b != "" {
					t.Fatalf("round %d: %+v moved on from %+v against %+v", i, on, a, b)
				}
			}
		}
		finished := len(res.Rounds) == len(s.Games)+1
		if finished != (res.Winner != "") || res.Split && (res.Runner == "" || !finished) {
			t.Fatalf("ResolveBracket() = %+v: winner, runner-up and split do not fit the rounds", res)
		}
		bowlers, won := 0, 0
		for _, p := range Payouts(s, Draw{Brackets: [][]string{res.Rounds[0]}}, []BracketResult{res}) {
			bowlers, won = bowlers+p.Paid/s.Fee, won+p.Won
		}
		want := 0
		switch {
		case finished && res.Runner != "":
			want = s.Winner + s.Runner
		case finished:
			want = s.Winner
		}
		if bowlers != s.Places()-countOf(places, "") || won != want {
			t.Fatalf("Payouts() of %+v paid %d entries and %d won, want %d and %d", res, bowlers, won, s.Places()-countOf(places, ""), want)
		}
	})
}

func TestPayouts(t *testing.T) {
	// 4 places at $10: $25.01 to the winner, $10 to the runner-up, $4.99 to the house.
	d := Draw{
		Brackets: [][]string{
			{"AAA", "BBB", "CCC", "DDD"},
			{"DDD", "CCC", "", ""},
			{"BBB", "AAA", "DDD", "EEE"},
		},
		Returned: []Entry{{"EEE", 2}, {"AAA", 1}},
	}
	split := BracketResult{Rounds: rounds("AAA|BBB|CCC|DDD", "AAA|CCC", "AAA"), Winner: "AAA", Runner: "CCC", Split: true}
	byeRunner := BracketResult{Rounds: rounds("DDD|CCC||", "CCC|", "CCC"), Winner: "CCC"}
	plain := BracketResult{Rounds: rounds("BBB|AAA|DDD|EEE", "BBB|EEE", "EEE"), Winner: "EEE", Runner: "BBB"}
	unfinished := BracketResult{Rounds: rounds("BBB|AAA|DDD|EEE", "BBB|EEE")}
	// Paid and returned: AAA 2 placed + 1 returned, BBB 2, CCC 2, DDD 3, EEE 1 + 2 returned.
	payouts := func(won ...int) []Payout {
		return []Payout{{"AAA", 3000, 1000, won[0]}, {"BBB", 2000, 0, won[1]}, {"CCC", 2000, 0, won[2]}, {"DDD", 3000, 0, won[3]}, {"EEE", 3000, 2000, won[4]}}
	}
	tests := []struct {
		name    string
		results []BracketResult
		want    []Payout
	}{
		// The split pools $35.01: AAA, the lower place, gets the odd cent. Bracket 2's
		// runner-up share stays with the house: a bye was runner-up.
		{"all", []BracketResult{split, byeRunner, plain}, payouts(1751, 1000, 1750+2501, 0, 2501)},
		{"unfinished", []BracketResult{split, byeRunner, unfinished}, payouts(1751, 0, 1750+2501, 0, 0)},
		{"none", nil, payouts(0, 0, 0, 0, 0)},
		{"fewer results", []BracketResult{split}, payouts(1751, 0, 1750, 0, 0)},
		{"more results", []BracketResult{split, byeRunner, plain, plain}, payouts(1751, 1000, 1750+2501, 0, 2501)},
		// A split named the other way round still gives the odd cent to the lower place.
		{"split, higher place named", []BracketResult{{Winner: "CCC", Runner: "AAA", Split: true}}, payouts(1751, 0, 1750, 0, 0)},
		// Results that are not the bracket's are left out.
		{"not this bracket's", []BracketResult{{Winner: "EEE", Runner: "AAA"}, {Winner: "DDD", Runner: "AAA"}, {Winner: "BBB", Runner: "BBB"}}, payouts(0, 0, 0, 0, 0)},
		{"runner-up bye in a full bracket", []BracketResult{{Winner: "AAA"}}, payouts(0, 0, 0, 0, 0)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Payouts(handicap2, d, tc.results); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Payouts(%v) = %v, want %v", tc.results, got, tc.want)
			}
		})
	}
	if got := Payouts(handicap2, Draw{}, nil); len(got) != 0 {
		t.Errorf("Payouts(no draw) = %v, want none", got)
	}
	// Only returned entries: the bowler is listed, paid and returned the same.
	if got, want := Payouts(scratch3, Draw{Returned: []Entry{{"BOB", 2}}}, nil), []Payout{{"BOB", 1000, 1000, 0}}; !reflect.DeepEqual(got, want) {
		t.Errorf("Payouts(BOB returned twice) = %v, want %v", got, want)
	}
}

// TestBracketsNight draws a 3-game night of 10 bowlers with 12 brackets, bowls it, resolves
// every bracket and pays out: the money adds up (paid = returned + won + house fees).
func TestBracketsNight(t *testing.T) {
	es := entries(sameCounts(10, 10)...)
	d, err := DrawBrackets(scratch3, es, 12)
	if err != nil || len(d.Brackets) != 12 {
		t.Fatalf("DrawBrackets(10 bowlers × 10) = %d brackets, %v, want 12", len(d.Brackets), err)
	}
	r := rand.New(rand.NewPCG(10, 12))
	scores := map[string][]GameScore{}
	var results []BracketResult
	for g := range 3 {
		for _, e := range es {
			scores[e.Name] = append(scores[e.Name], bracketGame(100+r.IntN(150), 0))
		}
		results = results[:0]
		for _, br := range d.Brackets {
			res, err := ResolveBracket(scratch3, br, scores)
			if err != nil || len(res.Rounds) != g+2 {
				t.Fatalf("ResolveBracket(%+v) after game %d = %+v, %v, want %d rounds", br, g+1, res, err, g+2)
			}
			results = append(results, res)
		}
	}
	paid, returned, won := 0, 0, 0
	for _, p := range Payouts(scratch3, d, results) {
		paid, returned, won = paid+p.Paid, returned+p.Returned, won+p.Won
	}
	if paid != 100*500 || returned != 4*500 || paid != returned+won+12*scratch3.House {
		t.Errorf("Payouts() = paid %d, returned %d, won %d, want 50000 = 2000 returned + won + 12 × 500 house", paid, returned, won)
	}
}

// BenchmarkDrawBrackets draws 40 bowlers with 10 entries each into 8-place brackets with byes
// (50 brackets), as a big night's redraw does.
func BenchmarkDrawBrackets(b *testing.B) {
	s := scratch3
	s.Byes = true
	es := entries(sameCounts(40, 10)...)
	b.ReportAllocs()
	seed := uint64(0)
	for b.Loop() {
		seed++
		if d, err := DrawBrackets(s, es, seed); err != nil || len(d.Brackets) != 50 {
			b.Fatal(len(d.Brackets), err)
		}
	}
}
