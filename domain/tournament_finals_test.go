package domain

import (
	"errors"
	"reflect"
	"slices"
	"testing"
)

// TestFinalStepLadder works the weekend's final out by hand: qualifying 4 (309), 0 (294), 1
// (288), 2 (270); entries 4 and 0 advance; 0 wins the step-ladder's tie on the roll-off.
func TestFinalStepLadder(t *testing.T) {
	tour := weekendKept(t)
	in, rollOff, err := tour.Cut()
	if err != nil || !slices.Equal(in, []int{4, 0}) || rollOff != nil {
		t.Errorf("Cut() = %v, %v, %v, want [4 0], [], nil", in, rollOff, err)
	}
	final, done, err := tour.Final()
	if want := []Placing{{0, 294, 1}, {4, 309, 2}, {1, 288, 3}, {2, 270, 4}}; err != nil || !done || !reflect.DeepEqual(final, want) {
		t.Errorf("Final() = %v, %v, %v, want %v, true, nil", final, done, err, want)
	}
	awards, err := tour.Awards()
	if want := []Prize{{0, 1, 6000}, {4, 2, 4000}}; err != nil || !reflect.DeepEqual(awards, want) {
		t.Errorf("Awards() = %v, %v, want %v, nil", awards, err, want)
	}
	tour.Results.Ladder = nil
	if final, done, err := tour.Final(); err != nil || done || final[0].Entry != 4 {
		t.Errorf("Final() before the ladder = %v, %v, %v, want the seeds in order, false, nil", final, done, err)
	}
}

// TestFinalMatchPlay plays the weekend's top three in match play, carrying their qualifying
// pins (309, 294, 288), bonus 30, bye target 200. RoundRobin(3): week 1 finalist 0 has the
// bye and 1 meets 2, week 2 1 has the bye and 2 meets 0, week 3 2 has the bye and 0 meets 1.
func TestFinalMatchPlay(t *testing.T) {
	tour := weekendKept(t)
	tour.Settings.Finals, tour.Settings.Finalists = MatchPlayFinals, 3
	tour.Results = TournamentResults{Advanced: []int{4, 0, 1}}
	weeks, err := tour.MatchPlaySchedule()
	if err != nil || len(weeks) != 3 || weeks[0].Bye != 0 || weeks[0].Pairs[0] != (Pairing{1, 2, 1}) {
		t.Fatalf("MatchPlaySchedule() = %v, %v, want RoundRobin(3, 1, 1)", weeks, err)
	}
	games := []MatchPlayGame{
		{1, 2, 200, 180}, {0, -1, 210, 0}, // 1 wins; 0's bye reaches 200
		{2, 0, 190, 220}, {1, -1, 150, 0}, // 0 wins; 1's bye does not
		{0, 1, 200, 200}, {2, -1, 199, 0}, // a tie, 15 each; 2's bye is one short
	}
	tour.Results.MatchPlay = games[:4]
	if _, done, err := tour.Final(); err != nil || done {
		t.Errorf("Final() after 4 of 6 games = _, %v, %v, want false, nil", done, err)
	}
	tour.Results.MatchPlay = games
	ranked, err := tour.MatchPlayStandings()
	if want := []Placing{{0, 1014, 1}, {1, 889, 2}, {2, 857, 3}}; err != nil || !reflect.DeepEqual(ranked, want) {
		t.Errorf("MatchPlayStandings() = %v, %v, want %v, nil", ranked, err, want)
	}
	final, done, err := tour.Final()
	if want := []Placing{{4, 309, 1}, {0, 294, 2}, {1, 288, 3}, {2, 270, 4}}; err != nil || !done || !reflect.DeepEqual(final, want) {
		t.Errorf("Final() = %v, %v, %v, want %v, true, nil", final, done, err, want)
	}
	tour.Settings.Carry = false
	if ranked, _ := tour.MatchPlayStandings(); ranked[0].Total != 1014-309 {
		t.Errorf("MatchPlayStandings() carrying none = %v, want 705 first", ranked)
	}
}

// fourFinalists is the weekend with its four placed entries through the cut (qualifying 309,
// 294, 288, 270 for entries 4, 0, 1, 2) into match play carrying their pins, bonus 30.
func fourFinalists(t *testing.T, position bool, lane int) *Tournament {
	t.Helper()
	tour := weekendKept(t)
	tour.Settings.Finals, tour.Settings.Finalists = MatchPlayFinals, 4
	tour.Settings.PositionRound, tour.Settings.FinalsLane = position, lane
	tour.Results = TournamentResults{Advanced: []int{4, 0, 1, 2}}
	return tour
}

// TestMatchPlayPositionRound checks the position round (tournament.md, "Match play"): a last
// week that pairs the finalists by the standings after the round robin, scheduled once the
// round robin is recorded and left as it made it by the position round's own games.
func TestMatchPlayPositionRound(t *testing.T) {
	tests := []struct {
		name     string
		position bool
		lane     int
		games    int   // recorded: the round robin's first so many
		weeks    int   // scheduled
		last     Week  // the position round, when scheduled
		total    int   // MatchPlayGames
		done     bool  // Final's done with those games
		first    []int // the lanes of week 1's pairs
	}{
		{"no position round", false, 1, 6, 3, Week{}, 6, true, []int{1, 3}},
		{"from lane 9, round robin half bowled", true, 9, 3, 3, Week{}, 8, false, []int{9, 11}},
		// After the round robin below: finalist 0 1st, 3 2nd, 1 3rd, 2 4th.
		{"round robin bowled", true, 9, 6, 4, Week{Pairs: []Pairing{{0, 3, 9}, {1, 2, 11}}, Bye: -1}, 8, false, []int{9, 11}},
	}
	// RoundRobin(4): week 1 3-0, 1-2; week 2 3-1 ... as it pairs them; the scores favour
	// finalist 0, then 3.
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tour := fourFinalists(t, tt.position, tt.lane)
			weeks, err := tour.MatchPlaySchedule()
			if err != nil || len(weeks) != 3 {
				t.Fatalf("MatchPlaySchedule() before any game = %d weeks, %v, want 3", len(weeks), err)
			}
			for _, w := range weeks[:3] {
				for _, p := range w.Pairs {
					tour.Results.MatchPlay = append(tour.Results.MatchPlay, MatchPlayGame{p.A, p.B, rrScore(p.A), rrScore(p.B)})
				}
			}
			tour.Results.MatchPlay = tour.Results.MatchPlay[:tt.games]
			weeks, err = tour.MatchPlaySchedule()
			if err != nil || len(weeks) != tt.weeks {
				t.Fatalf("MatchPlaySchedule() = %v, %v, want %d weeks", weeks, err, tt.weeks)
			}
			if lanes := []int{weeks[0].Pairs[0].Lane, weeks[0].Pairs[1].Lane}; !reflect.DeepEqual(lanes, tt.first) {
				t.Errorf("week 1's lanes = %v, want %v", lanes, tt.first)
			}
			if tt.weeks == 4 && !reflect.DeepEqual(weeks[3], tt.last) {
				t.Errorf("the position round = %+v, want %+v", weeks[3], tt.last)
			}
			if n, err := tour.MatchPlayGames(); n != tt.total || err != nil {
				t.Errorf("MatchPlayGames() = %d, %v, want %d", n, err, tt.total)
			}
			if _, done, err := tour.Final(); done != tt.done || err != nil {
				t.Errorf("Final() = _, %v, %v, want %v", done, err, tt.done)
			}
			if tt.weeks < 4 {
				return
			}
			// The position round bowled, the 4th beating the 3rd far: it stays as it was.
			for _, p := range weeks[3].Pairs {
				tour.Results.MatchPlay = append(tour.Results.MatchPlay, MatchPlayGame{p.A, p.B, 100, 300})
			}
			again, err := tour.MatchPlaySchedule()
			if err != nil || !reflect.DeepEqual(again, weeks) {
				t.Errorf("MatchPlaySchedule() after the position round = %v, %v, want %v", again, err, weeks)
			}
			if _, done, err := tour.Final(); !done || err != nil {
				t.Errorf("Final() after the position round = _, %v, %v, want done", done, err)
			}
		})
	}
}

// rrScore is a finalist's every round robin game in TestMatchPlayPositionRound: 0 bowls
// best, then 3, then 1, then 2.
func rrScore(finalist int) int { return []int{250, 200, 150, 220}[finalist] }

// TestLadderSeeds checks the step-ladder's seeds: the top S of the cut's order, or of match
// play's standings once it is over when the finals have both.
func TestLadderSeeds(t *testing.T) {
	tests := []struct {
		name   string
		finals Finals
		ladder int
		games  []MatchPlayGame
		want   []int
	}{
		{"no ladder", MatchPlayFinals, 3, nil, nil},
		{"the cut's order", StepLadderFinals, 3, nil, []int{4, 0, 1}},
		{"all four", StepLadderFinals, 4, nil, []int{4, 0, 1, 2}},
		// 608, 600, 409, 394 after two of six games: the ladder follows match play.
		{"before match play is over", BothFinals, 3, []MatchPlayGame{{3, 0, 300, 100}, {2, 1, 290, 100}}, nil},
		// All six games: finalist 2 wins its three (300 each), 1 two (280), 3 one (260), 0 none
		// (200): 1278, 1194, 1080, 909.
		{"after match play", BothFinals, 3, []MatchPlayGame{{3, 0, 260, 200}, {1, 2, 280, 300}, {3, 1, 260, 280}, {2, 0, 300, 200}, {3, 2, 260, 300}, {0, 1, 200, 280}}, []int{1, 0, 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tour := fourFinalists(t, false, 1)
			tour.Settings.Finals, tour.Settings.Ladder = tt.finals, tt.ladder
			tour.Results.MatchPlay = tt.games
			if got, err := tour.LadderSeeds(); err != nil || !reflect.DeepEqual(got, tt.want) {
				t.Errorf("LadderSeeds() = %v, %v, want %v", got, err, tt.want)
			}
		})
	}
	tour := fourFinalists(t, false, 1)
	tour.Settings.Finals, tour.Results.Advanced = StepLadderFinals, []int{4}
	if got, err := tour.LadderSeeds(); got != nil || err != nil {
		t.Errorf("LadderSeeds() with one advanced = %v, %v, want nil", got, err)
	}
}

// TestAdvance checks recording the cut: those in, then the roll-off's winners, exactly as
// many as the spots left; anything else is refused and changes nothing.
func TestAdvance(t *testing.T) {
	tour := weekendKept(t)
	// Qualifying: 4 (309), 0 (294), 1 (288), 2 (270).
	tour.Settings.Finalists = 2
	if n, err := tour.RollOffSpots(); n != 0 || err != nil {
		t.Errorf("RollOffSpots() without a tie = %d, %v, want 0", n, err)
	}
	if err := tour.Advance(nil); err != nil || !reflect.DeepEqual(tour.Results.Advanced, []int{4, 0}) || tour.Results.Ladder != nil {
		t.Errorf("Advance(nil) = %v, results %+v, want [4 0] and the rest started again", err, tour.Results)
	}
	tour.Settings.Finalists = 3
	if err := tour.Advance(nil); err != nil || !reflect.DeepEqual(tour.Results.Advanced, []int{4, 0, 1}) {
		t.Errorf("Advance(nil) at 3 = %v, %v, want [4 0 1]", err, tour.Results.Advanced)
	}
	if err := tour.Advance([]int{1}); !errors.Is(err, ErrRollOff) {
		t.Errorf("Advance([1]) without a roll-off = %v, want ErrRollOff", err)
	}
	for _, tt := range []struct {
		name  string
		won   []int
		want  []int // nil: refused
		spots int
	}{
		{"none ticked", nil, nil, 1},
		{"both ticked", []int{0, 1}, nil, 1},
		{"one not of the roll-off", []int{2}, nil, 1},
		{"the same twice", []int{1, 1}, nil, 1},
		{"the second wins", []int{1}, []int{4, 1}, 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tie := weekendTied(t)
			in, rollOff, err := tie.Cut()
			if err != nil || !reflect.DeepEqual(in, []int{4}) || !reflect.DeepEqual(rollOff, []int{0, 1}) {
				t.Fatalf("Cut() = %v, %v, %v, want [4], [0 1]", in, rollOff, err)
			}
			if n, err := tie.RollOffSpots(); n != tt.spots || err != nil {
				t.Errorf("RollOffSpots() = %d, %v, want %d", n, err, tt.spots)
			}
			before := tie.Results
			err = tie.Advance(tt.won)
			switch {
			case tt.want == nil && (!errors.Is(err, ErrRollOff) || !reflect.DeepEqual(tie.Results, before)):
				t.Errorf("Advance(%v) = %v, results %+v, want ErrRollOff and no change", tt.won, err, tie.Results)
			case tt.want != nil && (err != nil || !reflect.DeepEqual(tie.Results.Advanced, tt.want)):
				t.Errorf("Advance(%v) = %v, advanced %v, want %v", tt.won, err, tie.Results.Advanced, tt.want)
			}
		})
	}
}

// weekendTied is the weekend with BBB's average as AAA's and their games the same: entry 4
// (309) first, entries 0 and 1 share 2nd (294), so a cut of 2 leaves one spot to two.
func weekendTied(t *testing.T) *Tournament {
	t.Helper()
	tour := weekend(t)
	tour.Entries[1].Average = tour.Entries[0].Average
	tour.Settings.Finalists = 2
	keep(t, tour, bowlPair(t, tour, 0, 0, [][]int{{80, 80, 90}, {80, 80, 90}, {80, 80, 90}}))
	keep(t, tour, bowlPair(t, tour, 1, 0, [][]int{{70, 40}, {70, 40}, {70, 40}}))
	return tour
}

// sevenBowl is a scratch tournament of one game: AAA to GGG (entries 0 to 6) in one squad on
// lanes 1-2, scoring scores (0 to 90 each), the step-ladder of ladder seeds its only final,
// and the cut at finalists recorded, cutWon winning its roll-off.
func sevenBowl(t testing.TB, scores []int, finalists, ladder int, cutWon []int) *Tournament {
	t.Helper()
	st := DefaultTournamentSettings()
	st.Handicap, st.Games, st.Finalists, st.Finals, st.Ladder = Handicap{}, 1, finalists, StepLadderFinals, ladder
	tour, err := NewTournament("Seven", st)
	if err != nil {
		t.Fatalf("NewTournament() = %v", err)
	}
	tour.Squads = []Squad{{Name: "Sun", FirstLane: 1, LastLane: 2}}
	for _, b := range []string{"AAA", "BBB", "CCC", "DDD", "EEE", "FFF", "GGG"} {
		if _, err := tour.AddEntry(b, 150, 0); err != nil {
			t.Fatalf("AddEntry(%s) = %v", b, err)
		}
	}
	keep(t, tour, bowlPair(t, tour, 0, 0, [][]int{scores}))
	if err := tour.Advance(cutWon); err != nil {
		t.Fatalf("Advance(%v) = %v", cutWon, err)
	}
	return tour
}

// TestLadderCut checks the step-ladder's roll-off after the cut (tournament.md, "Step-ladder
// final": a shared place at the S-th spot is rolled off first). The advanced entries are
// placed among themselves by their qualifying places.
func TestLadderCut(t *testing.T) {
	tests := []struct {
		name          string
		scores        []int // AAA to GGG's one game
		finalists     int
		ladder        int
		cutWon        []int // the cut's roll-off's winners
		in, rollOff   []int
		spots         int
		won           []int // the ladder's roll-off's winners recorded (SeedLadder)
		before, seeds []int // LadderSeeds before and after SeedLadder(won)
	}{
		// Places 1 2 3 4 5 5 7: the cut at 6 takes EEE and FFF both; S = 5 splits them.
		{"a roll-off at the 5th spot", []int{90, 85, 80, 75, 70, 70, 60}, 6, 5, nil,
			[]int{0, 1, 2, 3}, []int{4, 5}, 1, []int{5}, nil, []int{0, 1, 2, 3, 5}},
		// Places 1 2 3 4 4 6 7: DDD and EEE share 4th, both within S = 5.
		{"a shared place within S", []int{90, 85, 80, 75, 75, 70, 60}, 6, 5, nil,
			[]int{0, 1, 2, 3, 4}, nil, 0, nil, []int{0, 1, 2, 3, 4}, []int{0, 1, 2, 3, 4}},
		// Places 1 2 3 4 4 4 7: three share 4th for S = 5's last two seeds, won in their order.
		{"two seeds to three", []int{90, 85, 80, 70, 70, 70, 60}, 6, 5, nil,
			[]int{0, 1, 2}, []int{3, 4, 5}, 2, []int{5, 3}, nil, []int{0, 1, 2, 3, 5}},
		// The cut at 5 crosses EEE and FFF's 5th: FFF won it, and is 5th alone among the five.
		{"the cut's roll-off decided it", []int{90, 85, 80, 75, 70, 70, 60}, 5, 5, []int{5},
			[]int{0, 1, 2, 3, 5}, nil, 0, nil, []int{0, 1, 2, 3, 5}, []int{0, 1, 2, 3, 5}},
		// A ladder of 3 over places 1 2 3 3: CCC and DDD roll off for the 3rd seed.
		{"a ladder of three", []int{90, 85, 75, 75, 60, 50, 40}, 4, 3, nil,
			[]int{0, 1}, []int{2, 3}, 1, []int{2}, nil, []int{0, 1, 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tour := sevenBowl(t, tt.scores, tt.finalists, tt.ladder, tt.cutWon)
			in, rollOff, err := tour.LadderCut()
			if err != nil || !slices.Equal(in, tt.in) || !slices.Equal(rollOff, tt.rollOff) {
				t.Errorf("LadderCut() = %v, %v, %v, want %v, %v, nil", in, rollOff, err, tt.in, tt.rollOff)
			}
			if n, err := tour.LadderSpots(); n != tt.spots || err != nil {
				t.Errorf("LadderSpots() = %d, %v, want %d", n, err, tt.spots)
			}
			if seeds, err := tour.LadderSeeds(); err != nil || !slices.Equal(seeds, tt.before) {
				t.Errorf("LadderSeeds() = %v, %v, want %v", seeds, err, tt.before)
			}
			if _, done, err := tour.Final(); done || err != nil {
				t.Errorf("Final() before the ladder = _, %v, %v, want false", done, err)
			}
			if tt.won == nil {
				return
			}
			tour.Results.Ladder, tour.Results.LadderRollOff = [][2]int{{100, 100}}, map[int]bool{0: true}
			if err := tour.SeedLadder(tt.won); err != nil {
				t.Fatalf("SeedLadder(%v) = %v", tt.won, err)
			}
			if r := tour.Results; r.Ladder != nil || r.LadderRollOff != nil {
				t.Errorf("SeedLadder(%v) left the ladder's results %+v, want them started again", tt.won, r)
			}
			if seeds, err := tour.LadderSeeds(); err != nil || !slices.Equal(seeds, tt.seeds) {
				t.Errorf("LadderSeeds() after SeedLadder(%v) = %v, %v, want %v", tt.won, seeds, err, tt.seeds)
			}
		})
	}
}

// TestLadderAfterMatchPlay seeds a step-ladder of five from match play among six finalists
// (AAA to FFF, carrying nothing, bonus 30): each finalist bowls the same score every game of
// the round robin, so that the two of equal scores tie each other and share a place.
func TestLadderAfterMatchPlay(t *testing.T) {
	tour := sevenBowl(t, []int{90, 85, 80, 75, 70, 65, 60}, 6, 5, nil)
	tour.Settings.Finals, tour.Settings.Carry = BothFinals, false
	weeks, err := tour.MatchPlaySchedule()
	if err != nil || len(weeks) != 5 {
		t.Fatalf("MatchPlaySchedule() = %v, %v, want RoundRobin(6)'s 5 weeks", weeks, err)
	}
	play := func(score [6]int) {
		tour.Results.MatchPlay = nil
		for _, w := range weeks {
			for _, p := range w.Pairs {
				tour.Results.MatchPlay = append(tour.Results.MatchPlay, MatchPlayGame{p.A, p.B, score[p.A], score[p.B]})
			}
		}
	}
	// Totals: FFF 1250 + 5 wins = 1400, EEE 1320, DDD 1240, CCC 1160; AAA and BBB 1000, a tie
	// between them (15 each): 1015, the same last and high game, so they share 5th.
	play([6]int{200, 200, 220, 230, 240, 250})
	final := func() ([]int, bool) {
		t.Helper()
		f, done, err := tour.Final()
		if err != nil {
			t.Fatalf("Final() = %v", err)
		}
		var order []int
		for _, p := range f {
			order = append(order, p.Entry)
		}
		return order, done
	}
	all := tour.Results.MatchPlay
	tour.Results.MatchPlay = all[:14]
	if in, rollOff, err := tour.LadderCut(); in != nil || rollOff != nil || err != nil {
		t.Errorf("LadderCut() with 14 of 15 games = %v, %v, %v, want nil: the ladder follows match play", in, rollOff, err)
	}
	if seeds, err := tour.LadderSeeds(); seeds != nil || err != nil {
		t.Errorf("LadderSeeds() with 14 of 15 games = %v, %v, want nil", seeds, err)
	}
	if err := tour.SeedLadder(nil); !errors.Is(err, ErrRollOff) {
		t.Errorf("SeedLadder(nil) before match play is over = %v, want ErrRollOff", err)
	}
	if order, done := final(); done || len(order) != 7 {
		t.Errorf("Final() with 14 of 15 games = %v, %v, want match play's order so far, not done", order, done)
	}
	tour.Results.MatchPlay = all
	in, rollOff, err := tour.LadderCut()
	if err != nil || !slices.Equal(in, []int{5, 4, 3, 2}) || !slices.Equal(rollOff, []int{0, 1}) {
		t.Errorf("LadderCut() = %v, %v, %v, want [5 4 3 2], [0 1]", in, rollOff, err)
	}
	if order, done := final(); done || !slices.Equal(order, []int{5, 4, 3, 2, 0, 1, 6}) {
		t.Errorf("Final() before the roll-off = %v, %v, want [5 4 3 2 0 1 6], false", order, done)
	}
	if err := tour.SeedLadder([]int{1}); err != nil {
		t.Fatalf("SeedLadder([1]) = %v", err)
	}
	if seeds, err := tour.LadderSeeds(); err != nil || !slices.Equal(seeds, []int{5, 4, 3, 2, 1}) {
		t.Errorf("LadderSeeds() = %v, %v, want [5 4 3 2 1]", seeds, err)
	}
	// The seeds stand while the ladder is bowled: BBB, the roll-off's winner, before AAA.
	if order, done := final(); done || !slices.Equal(order, []int{5, 4, 3, 2, 1, 0, 6}) {
		t.Errorf("Final() seeded = %v, %v, want [5 4 3 2 1 0 6], false", order, done)
	}
	// BBB beats CCC 210-200 and loses to DDD 190-220; DDD ties EEE 200-200 and loses the
	// roll-off; EEE beats FFF 230-180: EEE, FFF, DDD, BBB, CCC.
	tour.Results.Ladder = [][2]int{{200, 210}, {220, 190}, {200, 200}, {180, 230}}
	tour.Results.LadderRollOff = map[int]bool{2: false}
	if order, done := final(); !done || !slices.Equal(order, []int{4, 5, 3, 1, 2, 0, 6}) {
		t.Errorf("Final() = %v, %v, want [4 5 3 1 2 0 6], true", order, done)
	}
	// A score typed again: BBB now bowls 210 and CCC 200. BBB is 4th alone (1110), AAA and
	// CCC share 5th (1015): the roll-off recorded is no longer this one, and the ladder waits.
	play([6]int{200, 210, 200, 230, 240, 250})
	if in, rollOff, err := tour.LadderCut(); err != nil || !slices.Equal(in, []int{5, 4, 3, 1}) || !slices.Equal(rollOff, []int{0, 2}) {
		t.Errorf("LadderCut() after the change = %v, %v, %v, want [5 4 3 1], [0 2]", in, rollOff, err)
	}
	if seeds, err := tour.LadderSeeds(); seeds != nil || err != nil {
		t.Errorf("LadderSeeds() with a stale roll-off = %v, %v, want nil", seeds, err)
	}
	if order, done := final(); done || !slices.Equal(order, []int{5, 4, 3, 1, 0, 2, 6}) {
		t.Errorf("Final() with a stale roll-off = %v, %v, want [5 4 3 1 0 2 6], false", order, done)
	}
	// The cut recorded again starts the finals again, the seeds' roll-off with them.
	if err := tour.Advance(nil); err != nil || tour.Results.SeedRollOff != nil {
		t.Errorf("Advance(nil) = %v, seed roll-off %v, want it cleared", err, tour.Results.SeedRollOff)
	}
}

// TestSeedLadderRefused checks SeedLadder's refusals: winners that are not LadderSpots
// entries of the roll-off, each once, or no roll-off to record; each changes nothing.
func TestSeedLadderRefused(t *testing.T) {
	for _, tt := range []struct {
		name   string
		scores []int
		won    []int
	}{
		{"none ticked", []int{90, 85, 80, 75, 70, 70, 60}, nil},
		{"both ticked", []int{90, 85, 80, 75, 70, 70, 60}, []int{4, 5}},
		{"one not of the roll-off", []int{90, 85, 80, 75, 70, 70, 60}, []int{3}},
		{"one never advanced", []int{90, 85, 80, 75, 70, 70, 60}, []int{6}},
		{"the same twice", []int{90, 85, 80, 75, 70, 70, 60}, []int{5, 5}},
		{"no roll-off", []int{90, 85, 80, 75, 75, 70, 60}, nil},
		{"no roll-off, one named", []int{90, 85, 80, 75, 75, 70, 60}, []int{4}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tour := sevenBowl(t, tt.scores, 6, 5, nil)
			tour.Results.Ladder, tour.Results.LadderRollOff = [][2]int{{100, 100}}, map[int]bool{0: true}
			before := tour.Clone().Results
			if err := tour.SeedLadder(tt.won); !errors.Is(err, ErrRollOff) || !reflect.DeepEqual(tour.Results, before) {
				t.Errorf("SeedLadder(%v) = %v, results %+v, want ErrRollOff and no change", tt.won, err, tour.Results)
			}
		})
	}
	tour := sevenBowl(t, []int{90, 85, 80, 75, 70, 70, 60}, 6, 5, nil)
	tour.Settings.Finals = MatchPlayFinals
	if err := tour.SeedLadder([]int{5}); !errors.Is(err, ErrRollOff) {
		t.Errorf("SeedLadder([5]) without a step-ladder = %v, want ErrRollOff", err)
	}
}
