package domain

import (
	"errors"
	"math/rand/v2"
	"testing"
)

func TestBounds(t *testing.T) {
	tests := []struct {
		name      string
		pins      []int
		low, high int
	}{
		{"nothing yet", nil, 0, 300},
		{"a strike, then 7", []int{10, 7}, 24, 280}, // X 7- 0...; X 7/ X X ... XXX
		{"an open frame", []int{3, 4}, 7, 277},      // 3 4 then strikes: 7 + 270
		{"nine strikes", repeat(9, 10), 240, 300},   // frame 10 of three gutters, or XXX
		{"a finished game", repeat(20, 1), 20, 20},  // twenty ones
		{"frame 10 spare", append(repeat(18, 0), 6, 4), 10, 20},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, _ := NewGame("ABC", "DEF")
			for _, p := range tt.pins {
				if err := g.Roll(p); err != nil {
					t.Fatalf("Roll(%d) = %v", p, err)
				}
				for g.Current() == 1 && !g.Over() {
					if err := g.Roll(0); err != nil {
						t.Fatal(err)
					}
				}
			}
			low, high, err := g.Bounds(0)
			if err != nil || low != tt.low || high != tt.high {
				t.Errorf("Bounds(0) = %d, %d, %v, want %d, %d", low, high, err, tt.low, tt.high)
			}
		})
	}
	// In a format: no-tap's best is still 300; 3-6-9's given strikes count whatever is thrown.
	for _, tt := range []struct {
		format    Format
		pins      []int
		low, high int
	}{
		{Format{NoTap: 9}, nil, 0, 300},
		{Format{NoTap: 9}, []int{9}, 10, 300},
		{Format{NoTap: 9}, []int{8, 1}, 9, 279},
		{Format{ThreeSixNine: true}, nil, 30, 300},
		{Format{ThreeSixNine: true}, []int{10, 10}, 80, 300}, // X X X(given) -- : 30+20+10, + 10 + 10
		{Format{ThreeSixNine: true}, []int{3, 4, 5, 1}, 43, 253},
		{Format{NoTap: 7, ThreeSixNine: true}, repeat(9, 7), 300, 300},
	} {
		g, _ := NewGameIn(tt.format, "ABC")
		for _, p := range tt.pins {
			if err := g.Roll(p); err != nil {
				t.Fatalf("%v: Roll(%d) = %v", tt.format, p, err)
			}
		}
		if low, high, err := g.Bounds(0); err != nil || low != tt.low || high != tt.high {
			t.Errorf("%v after %v: Bounds(0) = %d, %d, %v, want %d, %d", tt.format, tt.pins, low, high, err, tt.low, tt.high)
		}
	}
	if _, _, err := (&Game{}).Bounds(0); !errors.Is(err, ErrNoSuchPlayer) {
		t.Errorf("Bounds of no player = %v, want %v", err, ErrNoSuchPlayer)
	}
}

func TestLive(t *testing.T) {
	m, records := leagueNight(t)
	// Before game 2's first ball: AAA 56..356, BBB 32..332, CCC 190; DDD 48..348, EEE 64..364.
	g, _ := m.Start(2)
	lv, err := m.Live(records[:1], g)
	if err != nil {
		t.Fatalf("Live() error = %v", err)
	}
	if lv.Finished != 1 || lv.Now != [2]int{278, 112} || lv.Low != [2]int{278, 112} || lv.High != [2]int{878, 712} ||
		lv.SeriesLow != [2]int{888, 614} || lv.SeriesHigh != [2]int{1488, 1214} || lv.Clinched != [2]float64{1, 0} {
		t.Errorf("Live() = %+v", lv)
	}
	// With both games in, Live is MatchOf's score.
	lv, err = m.Live(records, nil)
	if err != nil || lv.Clinched != [2]float64{2, 1} || lv.Points != [2]float64{2, 1} {
		t.Errorf("Live(every game) = %+v, %v, want points and clinched [2 1]", lv, err)
	}
	// Before the first game: nothing.
	if lv, err := m.Live(nil, nil); err != nil || lv.Clinched != [2]float64{} || len(lv.Place[1]) != 3 {
		t.Errorf("Live(nothing) = %+v, %v", lv, err)
	}
	other, _ := bakerNight(t)
	if _, err := other.Live(records[:1], nil); !errors.Is(err, ErrInvalidMatch) {
		t.Errorf("Live(another match's records) = %v, want %v", err, ErrInvalidMatch)
	}
	if _, err := m.Live(nil, bowled(t, []string{"AAA"}, nines)); !errors.Is(err, ErrInvalidMatch) {
		t.Errorf("Live(another game) = %v, want %v", err, ErrInvalidMatch)
	}
}

// TestLiveNeverTakesBack bowls random matches ball by ball (Baker, Scotch, every format) and
// checks what Live says at each ball against how the match ends: the score so far never falls, the game ends between its
// bounds, and no team ever loses a point it had clinched.
func TestLiveNeverTakesBack(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 3))
	for i := range 42 {
		l := league(handicapOn, 1+rng.IntN(2), 1+rng.IntN(2), rng.IntN(2), rng.IntN(200))
		l.Baker, l.Scotch = i%3 == 0, i%3 == 1
		l.Format = testFormats[i%len(testFormats)]
		a, b := pinPals, withPlace(gutterKings, 2, Place{})
		if i%2 == 0 {
			a = absent(a, 1)
		}
		m, err := NewMatch(1+rng.IntN(3), l, a, b)
		if err != nil {
			t.Fatal(err)
		}
		var done []Record
		var seen []Live
		for game := 1; game <= m.Games; game++ {
			g, err := m.Start(game)
			if err != nil {
				t.Fatal(err)
			}
			var before Live
			for {
				lv, err := m.Live(done, g)
				if err != nil {
					t.Fatalf("Live() = %v", err)
				}
				if before.Finished == lv.Finished && (lv.Now[0] < before.Now[0] || lv.Now[1] < before.Now[1]) && g.Balls() > 0 {
					t.Fatalf("match %d game %d: Now fell from %v to %v", i, game, before.Now, lv.Now)
				}
				before = lv
				seen = append(seen, lv)
				if g.Over() {
					break
				}
				if err := g.Roll(rng.IntN(g.PinsStanding() + 1)); err != nil {
					t.Fatal(err)
				}
			}
			r, err := m.Record(game, g, at(0, game))
			if err != nil {
				t.Fatal(err)
			}
			done = append(done, r)
		}
		res, err := MatchOf(done)
		if err != nil {
			t.Fatal(err)
		}
		end := res.Score
		last := seen[len(seen)-1]
		for _, lv := range seen {
			for team := range 2 {
				if lv.Clinched[team] > end.Points[team] || lv.Clinched[team] > last.Clinched[team] {
					t.Fatalf("match %d: clinched %v, but the match ends %v", i, lv.Clinched, end.Points)
				}
				if lv.SeriesLow[team] > end.Series[team] || lv.SeriesHigh[team] < end.Series[team] {
					t.Fatalf("match %d: series between %v and %v, but it ends %v", i, lv.SeriesLow, lv.SeriesHigh, end.Series)
				}
				if g := lv.Finished; g < m.Games && (lv.Low[team] > end.TeamGames[team][g] || lv.High[team] < end.TeamGames[team][g]) {
					t.Fatalf("match %d game %d: between %v and %v, but it ends %v", i, g+1, lv.Low, lv.High, end.TeamGames[team][g])
				}
			}
		}
		if lv, _ := m.Live(done, nil); lv.Clinched != end.Points {
			t.Fatalf("match %d: clinched %v at the end, want the points %v", i, lv.Clinched, end.Points)
		}
	}
}
