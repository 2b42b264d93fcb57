package domain

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// q writes a qualifier by hand: bowler, handicap, then the scores.
func q(bowler string, handicap int, scores ...int) Qualifier {
	return Qualifier{Bowler: bowler, Scores: scores, Handicap: handicap}
}

// rankCase is an event ranked by hand.
type rankCase struct {
	name     string
	entries  []Qualifier
	bestOnly bool
	want     []Placing
}

// rankCases are events ranked by hand from "Qualifying", for TestRankQualifyingByHand and to
// seed FuzzRankQualifying.
var rankCases = []rankCase{
	{"by total", []Qualifier{q("AAA", 0, 150, 150), q("BBB", 0, 200, 200), q("CCC", 0, 180, 180)}, false,
		[]Placing{{1, 400, 1}, {2, 360, 2}, {0, 300, 3}}},
	{"handicap each game", []Qualifier{q("AAA", 20, 150, 150), q("BBB", 0, 180, 180)}, false,
		[]Placing{{1, 360, 1}, {0, 340, 2}}},
	// All three have 400; the last game orders them: B 220, C 210, A 200.
	{"tie by the last game", []Qualifier{q("AAA", 0, 200, 200), q("BBB", 0, 180, 220), q("CCC", 0, 190, 210)}, false,
		[]Placing{{1, 400, 1}, {2, 400, 2}, {0, 400, 3}}},
	// A 150 250 200 and B 220 180 200: 600 each, last 200 each; A's high 250 wins.
	{"tie by the high game", []Qualifier{q("BBB", 0, 220, 180, 200), q("AAA", 0, 150, 250, 200)}, false,
		[]Placing{{1, 600, 1}, {0, 600, 2}}},
	// The tie-breaks count the handicap: B's last game 190 + 20 beats A's 205.
	{"tie-break with handicap", []Qualifier{q("AAA", 0, 195, 205), q("BBB", 20, 170, 190)}, false,
		[]Placing{{1, 400, 1}, {0, 400, 2}}},
	// B and C tie on everything: they share 2nd, listed in entry order, and D is 4th.
	{"shared place", []Qualifier{q("AAA", 0, 250, 250), q("CCC", 0, 180, 200), q("BBB", 0, 180, 200), q("DDD", 0, 100, 100)}, false,
		[]Placing{{0, 500, 1}, {1, 380, 2}, {2, 380, 2}, {3, 200, 4}}},
	{"every entry", []Qualifier{q("AAA", 0, 200), q("BBB", 0, 190), q("AAA", 0, 210)}, false,
		[]Placing{{2, 210, 1}, {0, 200, 2}, {1, 190, 3}}},
	// A's second entry is their best; the first takes no place and B moves up to 2nd.
	{"best entry only", []Qualifier{q("AAA", 0, 200), q("BBB", 0, 190), q("AAA", 0, 210)}, true,
		[]Placing{{2, 210, 1}, {1, 190, 2}}},
	// On a full tie a bowler keeps the earlier entry.
	{"best entry on a full tie", []Qualifier{q("BBB", 0, 300), q("AAA", 0, 200), q("AAA", 0, 200)}, true,
		[]Placing{{0, 300, 1}, {1, 200, 2}}},
	{"names compared exactly", []Qualifier{q("AAA", 0, 200), q("aaa", 0, 210)}, true,
		[]Placing{{1, 210, 1}, {0, 200, 2}}},
}

// TestRankQualifyingByHand checks rankCases.
func TestRankQualifyingByHand(t *testing.T) {
	for _, tt := range rankCases {
		t.Run(tt.name, func(t *testing.T) {
			got, err := RankQualifying(tt.entries, tt.bestOnly)
			if err != nil || !reflect.DeepEqual(got, tt.want) {
				t.Errorf("RankQualifying(%v, %v) = %v, %v, want %v, nil", tt.entries, tt.bestOnly, got, err, tt.want)
			}
		})
	}
}

// TestRankQualifyingRefuses checks every refusal RankQualifying documents.
func TestRankQualifyingRefuses(t *testing.T) {
	tests := []struct {
		name    string
		entries []Qualifier
	}{
		{"no entries", nil},
		{"no games", []Qualifier{q("AAA", 0)}},
		{"different games", []Qualifier{q("AAA", 0, 100, 100), q("BBB", 0, 100)}},
		{"score over 300", []Qualifier{q("AAA", 0, 301)}},
		{"negative score", []Qualifier{q("AAA", 0, -1)}},
		{"handicap over 300", []Qualifier{q("AAA", 301, 100)}},
		{"negative handicap", []Qualifier{q("AAA", -1, 100)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, best := range []bool{false, true} {
				if got, err := RankQualifying(tt.entries, best); !errors.Is(err, ErrInvalidTournament) {
					t.Errorf("RankQualifying(%v, %v) = %v, %v, want ErrInvalidTournament", tt.entries, best, got, err)
				}
			}
		})
	}
}

// checkRanked checks what every ranking holds: each entry of entries listed at most once (once
// each unless bestOnly, then once per bowler), places from 1 and non-decreasing, a place
// equal to the previous only when the total is, and otherwise equal to the position, and each
// total the simple sum.
func checkRanked(t *testing.T, entries []Qualifier, bestOnly bool, got []Placing) {
	t.Helper()
	bowlers := map[string]bool{}
	for _, e := range entries {
		bowlers[e.Bowler] = true
	}
	if want := len(entries); bestOnly && len(got) != len(bowlers) || !bestOnly && len(got) != want {
		t.Fatalf("RankQualifying(%v, %v) lists %d entries, want one per %s", entries, bestOnly, len(got), map[bool]string{true: "bowler", false: "entry"}[bestOnly])
	}
	seen := map[int]bool{}
	for i, p := range got {
		if p.Entry < 0 || p.Entry >= len(entries) || seen[p.Entry] {
			t.Fatalf("RankQualifying(%v, %v)[%d].Entry = %d, listed twice or out of range", entries, bestOnly, i, p.Entry)
		}
		seen[p.Entry] = true
		e := entries[p.Entry]
		want := 0
		for _, s := range e.Scores {
			want += s + e.Handicap
		}
		if p.Total != want {
			t.Errorf("RankQualifying(%v, %v)[%d].Total = %d, want %d", entries, bestOnly, i, p.Total, want)
		}
		switch {
		case i == 0 && p.Place != 1:
			t.Errorf("RankQualifying(%v, %v)[0].Place = %d, want 1", entries, bestOnly, p.Place)
		case i > 0 && p.Place != got[i-1].Place && p.Place != i+1,
			i > 0 && p.Place == got[i-1].Place && p.Total != got[i-1].Total,
			i > 0 && p.Total > got[i-1].Total:
			t.Errorf("RankQualifying(%v, %v)[%d] = %v after %v", entries, bestOnly, i, p, got[i-1])
		}
	}
}

// TestRankQualifyingProperties ranks random events and checks checkRanked's properties.
func TestRankQualifyingProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 1))
	for range 300 {
		entries := make([]Qualifier, 1+rng.IntN(30))
		games := 1 + rng.IntN(4)
		for i := range entries {
			e := Qualifier{Bowler: string(rune('A' + rng.IntN(6))), Handicap: rng.IntN(3) * 10}
			for range games {
				e.Scores = append(e.Scores, 180+rng.IntN(4)*10) // few values: many ties
			}
			entries[i] = e
		}
		for _, best := range []bool{false, true} {
			got, err := RankQualifying(entries, best)
			if err != nil {
				t.Fatalf("RankQualifying(%v, %v) = %v", entries, best, err)
			}
			checkRanked(t, entries, best, got)
		}
	}
}

// TestCutByHand checks cuts worked out by hand, one crossing a shared place.
func TestCutByHand(t *testing.T) {
	// Places 1, 2, 3, 3, 3, 6: a cut at 4 crosses the shared 3rd place.
	ranked := []Placing{{5, 900, 1}, {0, 850, 2}, {1, 800, 3}, {3, 800, 3}, {4, 800, 3}, {2, 700, 6}}
	tests := []struct {
		k           int
		in, rollOff []int
	}{
		{1, []int{5}, nil},
		{2, []int{5, 0}, nil},
		{3, []int{5, 0}, []int{1, 3, 4}},
		{4, []int{5, 0}, []int{1, 3, 4}},
		{5, []int{5, 0, 1, 3, 4}, nil},
		{6, []int{5, 0, 1, 3, 4, 2}, nil},
	}
	for _, tt := range tests {
		in, rollOff, err := Cut(ranked, tt.k)
		if err != nil || !slices.Equal(in, tt.in) || !slices.Equal(rollOff, tt.rollOff) {
			t.Errorf("Cut(ranked, %d) = %v, %v, %v, want %v, %v, nil", tt.k, in, rollOff, err, tt.in, tt.rollOff)
		}
	}
	for _, k := range []int{-1, 0, 7} {
		if in, rollOff, err := Cut(ranked, k); !errors.Is(err, ErrInvalidTournament) {
			t.Errorf("Cut(ranked, %d) = %v, %v, %v, want ErrInvalidTournament", k, in, rollOff, err)
		}
	}
	// Everybody tied for 1st with two spots: all roll off.
	in, rollOff, err := Cut([]Placing{{0, 5, 1}, {1, 5, 1}, {2, 5, 1}}, 2)
	if err != nil || in != nil || !slices.Equal(rollOff, []int{0, 1, 2}) {
		t.Errorf("Cut(three tied, 2) = %v, %v, %v, want [], [0 1 2], nil", in, rollOff, err)
	}
}

// FuzzRankQualifying ranks whatever entries the bytes give and checks checkRanked's
// properties, and that Cut of the result at every k puts each entry once in in, rollOff or
// below, with len(in) <= k < len(in)+len(rollOff) when there is a roll-off.
func FuzzRankQualifying(f *testing.F) {
	// The cases by hand, written as the target reads them where they fit (bowlers A-E as the
	// first letter of their names, handicaps under 40, scores under 256).
	for _, c := range rankCases {
		data := []byte{byte(len(c.entries[0].Scores) - 1)}
		for _, e := range c.entries {
			data = append(data, (e.Bowler[0]-'A')%5, byte(e.Handicap))
			for _, s := range e.Scores {
				data = append(data, byte(s))
			}
		}
		f.Add(data, c.bestOnly)
	}
	f.Add([]byte{3, 0, 1, 2, 3, 1, 3, 2, 1}, true)
	f.Fuzz(func(t *testing.T, data []byte, bestOnly bool) {
		if len(data) < 2 {
			return
		}
		games := int(data[0]%4) + 1
		var entries []Qualifier
		for rest := data[1:]; len(rest) >= 2+games; rest = rest[2+games:] {
			e := Qualifier{Bowler: string(rune('A' + rest[0]%5)), Handicap: int(rest[1]) % 40}
			for _, b := range rest[2 : 2+games] {
				e.Scores = append(e.Scores, int(b)) // 0..255: a valid score
			}
			entries = append(entries, e)
		}
		got, err := RankQualifying(entries, bestOnly)
		if len(entries) == 0 {
			if err == nil {
				t.Fatalf("RankQualifying(none) = %v, nil, want an error", got)
			}
			return
		}
		if err != nil {
			t.Fatalf("RankQualifying(%v, %v) = %v", entries, bestOnly, err)
		}
		checkRanked(t, entries, bestOnly, got)
		for k := 1; k <= len(got); k++ {
			in, rollOff, err := Cut(got, k)
			if err != nil || len(in) > k || rollOff != nil && len(in)+len(rollOff) <= k {
				t.Fatalf("Cut(%v, %d) = %v, %v, %v", got, k, in, rollOff, err)
			}
		}
	})
}
