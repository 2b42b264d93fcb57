package domain

import (
	"encoding/base64"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// weekendFinals is the weekend bowled, with match play then a step-ladder of 2 among 3
// finalists: DDD (entry 4), AAA (0) and CCC (2). Handicaps: AAA 18, CCC 0, DDD 63. Match play
// is recorded (each finalist scores 150 + 20 × their index, so no place is shared): the
// step-ladder's seeds are decided.
func weekendFinals(t testing.TB) *Tournament {
	t.Helper()
	tour := weekendKept(t)
	tour.Settings.Finals, tour.Settings.Finalists = BothFinals, 3
	tour.Results = TournamentResults{Advanced: []int{4, 0, 2}}
	tour.Prizes = PrizeList{}
	if err := tour.Check(); err != nil {
		t.Fatalf("Check() = %v", err)
	}
	weeks, err := tour.MatchPlaySchedule()
	if err != nil {
		t.Fatalf("MatchPlaySchedule() = %v", err)
	}
	for _, w := range weeks {
		for _, g := range w.Pairs {
			tour.Results.MatchPlay = append(tour.Results.MatchPlay, MatchPlayGame{A: g.A, B: g.B, ScoreA: 150 + 20*g.A, ScoreB: 150 + 20*g.B})
		}
		if w.Bye >= 0 {
			tour.Results.MatchPlay = append(tour.Results.MatchPlay, MatchPlayGame{A: w.Bye, B: -1, ScoreA: 150 + 20*w.Bye})
		}
	}
	if seeds, err := tour.LadderSeeds(); err != nil || len(seeds) != 2 {
		t.Fatalf("LadderSeeds() = %v, %v, want 2 seeds", seeds, err)
	}
	return tour
}

// bowlFinal bowls the finals game ref names from its card, as a tablet does.
func bowlFinal(t testing.TB, tour *Tournament, ref FinalRef, scores ...int) []Record {
	t.Helper()
	c, err := tour.FinalCard(ref)
	if err != nil {
		t.Fatalf("FinalCard(%+v) = %v", ref, err)
	}
	s, err := c.Series()
	if err != nil {
		t.Fatalf("%+v.Series() = %v", c, err)
	}
	return bowlSeries(t, s, [][]int{scores})
}

func TestFinalRefSeriesID(t *testing.T) {
	tests := []struct {
		ref  FinalRef
		want string
	}{
		{FinalRef{Tournament: "t1", Round: 0, Pair: 0}, "t1-m0-0"},
		{FinalRef{Tournament: "t1", Round: 12, Pair: ByePair}, "t1-m12-bye"},
		{FinalRef{Tournament: "t1", Ladder: true, Round: 3}, "t1-l3"},
		{FinalRef{Tournament: "a-l2-m1-s0-p3", Round: 1, Pair: 2}, "a-l2-m1-s0-p3-m1-2"},
		{FinalRef{Tournament: "a-m1-2", Ladder: true, Round: 0}, "a-m1-2-l0"},
	}
	for _, tt := range tests {
		if got := tt.ref.SeriesID(); got != tt.want {
			t.Errorf("%+v.SeriesID() = %q, want %q", tt.ref, got, tt.want)
		}
		if got, ok := ParseFinalRef(tt.want); !ok || got != tt.ref {
			t.Errorf("ParseFinalRef(%q) = %+v, %v, want %+v, true", tt.want, got, ok, tt.ref)
		}
		if _, ok := ParsePairRef(tt.want); ok {
			t.Errorf("ParsePairRef(%q) = true, want false: a finals game is no pair", tt.want)
		}
	}
	for _, id := range []string{"", "t1", "t1-m0", "t1-m01-0", "t1-m0-01", "t1-m0--1", "t1-m-1-0", "t1-l", "t1-l01", "t1-l-1",
		"t1-l+1", "-l1", "-m0-0", "t1-m0-byes", "t1-s0-p1", "a-l2-s0-p3", "a-m1-s0-p3", strings.Repeat("x", 49) + "-l0"} {
		if got, ok := ParseFinalRef(id); ok {
			t.Errorf("ParseFinalRef(%q) = %+v, true, want false", id, got)
		}
	}
}

func TestFinalSeats(t *testing.T) {
	tour := weekendFinals(t)
	weeks, _ := tour.MatchPlaySchedule()
	g := weeks[0].Pairs[0]
	adv := tour.Results.Advanced
	seats, lane, err := tour.FinalSeats(FinalRef{Tournament: tour.ID, Round: 0, Pair: 0})
	if err != nil || len(seats) != 2 || seats[0].Entry != adv[g.A] || seats[1].Entry != adv[g.B] || lane != g.Lane {
		t.Errorf("FinalSeats(round 1, game 1) = %+v, %d, %v, want entries %d, %d on lane %d", seats, lane, err, adv[g.A], adv[g.B], g.Lane)
	}
	bye, _, err := tour.FinalSeats(FinalRef{Tournament: tour.ID, Round: 0, Pair: ByePair})
	if err != nil || len(bye) != 1 || bye[0].Entry != adv[weeks[0].Bye] {
		t.Errorf("FinalSeats(round 1, bye) = %+v, %v, want entry %d", bye, err, adv[weeks[0].Bye])
	}
	refused := []struct {
		name string
		ref  FinalRef
		want error
	}{
		{"another tournament", FinalRef{Tournament: "other", Round: 0}, ErrOtherTournament},
		{"a round too many", FinalRef{Tournament: tour.ID, Round: len(weeks)}, ErrNoSuchFinal},
		{"a game too many", FinalRef{Tournament: tour.ID, Round: 0, Pair: 1}, ErrNoSuchFinal},
		{"ladder match 2 of a ladder of 2", FinalRef{Tournament: tour.ID, Ladder: true, Round: 1}, ErrNoSuchFinal},
		{"ladder with a pair", FinalRef{Tournament: tour.ID, Ladder: true, Round: 0, Pair: 1}, ErrNoSuchFinal},
	}
	for _, tt := range refused {
		t.Run(tt.name, func(t *testing.T) {
			if _, _, err := tour.FinalSeats(tt.ref); !errors.Is(err, tt.want) {
				t.Errorf("FinalSeats(%+v) = %v, want %v", tt.ref, err, tt.want)
			}
		})
	}
	ladder, lane, err := tour.FinalSeats(FinalRef{Tournament: tour.ID, Ladder: true})
	seeds, _ := tour.LadderSeeds()
	if err != nil || len(ladder) != 2 || ladder[0].Entry != seeds[0] || ladder[1].Entry != seeds[1] || lane != tour.Settings.FinalsLane {
		t.Errorf("FinalSeats(ladder match 1) = %+v, %d, %v, want seeds %v on lane %d", ladder, lane, err, seeds, tour.Settings.FinalsLane)
	}
}

func TestFinalScores(t *testing.T) {
	tour := weekendFinals(t)
	game := FinalRef{Tournament: tour.ID, Round: 0, Pair: 0}
	seats, _, _ := tour.FinalSeats(game)
	sheet := bowlFinal(t, tour, game, 80, 70)
	ref, got, err := tour.FinalScores(sheet)
	want := []int{80 + seats[0].Handicap, 70 + seats[1].Handicap}
	if err != nil || ref != game || !reflect.DeepEqual(got, want) {
		t.Errorf("FinalScores(round 1, game 1) = %+v, %v, %v, want %+v, %v, nil", ref, got, err, game, want)
	}
	ladder := FinalRef{Tournament: tour.ID, Ladder: true}
	lseats, _, _ := tour.FinalSeats(ladder)
	if ref, got, err := tour.FinalScores(bowlFinal(t, tour, ladder, 60, 90)); err != nil || ref != ladder ||
		!reflect.DeepEqual(got, []int{60 + lseats[0].Handicap, 90 + lseats[1].Handicap}) {
		t.Errorf("FinalScores(ladder match 1) = %+v, %v, %v", ref, got, err)
	}
	bye := FinalRef{Tournament: tour.ID, Round: 1, Pair: ByePair}
	bseats, _, _ := tour.FinalSeats(bye)
	if ref, got, err := tour.FinalScores(bowlFinal(t, tour, bye, 50)); err != nil || ref != bye || !reflect.DeepEqual(got, []int{50 + bseats[0].Handicap}) {
		t.Errorf("FinalScores(round 2's bye) = %+v, %v, %v", ref, got, err)
	}

	// The same two bowlers, their order swapped on the lane: each score is still theirs.
	swapped := Series{ID: game.SeriesID(), Games: 1, Order: KeepOrder, Handicap: tour.Settings.Handicap,
		Names: []string{seats[1].Bowler, seats[0].Bowler}, Averages: []int{seats[1].Average, seats[0].Average}}
	if _, got, err := tour.FinalScores(bowlSeries(t, swapped, [][]int{{70, 80}})); err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("FinalScores(the order swapped) = %v, %v, want %v", got, err, want)
	}

	other := swapped
	other.Names = []string{seats[0].Bowler, "ZZZ"}
	two := swapped
	two.Games = 2
	pair := bowlPair(t, tour, 0, 0, [][]int{{80, 60, 90}})
	otherTour := weekendFinals(t)
	refused := []struct {
		name    string
		records []Record
		want    error
		says    string
	}{
		{"no games", nil, ErrNoFinalRef, "no games"},
		{"a qualifying pair's", pair, ErrNoFinalRef, "not set up from a finals game"},
		{"another tournament's", bowlFinal(t, otherTour, FinalRef{Tournament: otherTour.ID}, 80, 70), ErrOtherTournament, otherTour.ID},
		{"another bowler", bowlSeries(t, other, [][]int{{80, 70}}), ErrNotSeated, "ZZZ"},
		{"a series of two", bowlSeries(t, two, [][]int{{80, 70}}), ErrNotOneGame, "series of 2"},
		{"two games", append(bowlFinal(t, tour, game, 80, 70), sheet...), ErrNotOneGame, "2 games"},
		{"a ladder match not decided", bowlSeries(t, Series{ID: FinalRef{Tournament: tour.ID, Ladder: true, Round: 1}.SeriesID(), Games: 1, Order: KeepOrder,
			Handicap: tour.Settings.Handicap, Names: []string{"AAA"}, Averages: []int{200}}, [][]int{{80}}), ErrNoSuchFinal, "match 2"},
	}
	for _, tt := range refused {
		t.Run(tt.name, func(t *testing.T) {
			before := marshalTournament(t, tour)
			ref, got, err := tour.FinalScores(tt.records)
			if !errors.Is(err, tt.want) || !strings.Contains(err.Error(), tt.says) || got != nil {
				t.Errorf("FinalScores() = %+v, %v, %v, want %v saying %q", ref, got, err, tt.want, tt.says)
			}
			if after := marshalTournament(t, tour); string(after) != string(before) {
				t.Errorf("FinalScores() changed the tournament")
			}
		})
	}
}

// TestFinalCard checks a finals game's card: it carries the game, sets up its one game with
// the game's series ID, is written as version 2, and a squad's pair's card stays version 1.
func TestFinalCard(t *testing.T) {
	tour := weekendFinals(t)
	for _, ref := range []FinalRef{{Tournament: tour.ID, Round: 2, Pair: 0}, {Tournament: tour.ID, Round: 0, Pair: ByePair}, {Tournament: tour.ID, Ladder: true}} {
		c, err := tour.FinalCard(ref)
		if err != nil {
			t.Fatalf("FinalCard(%+v) = %v", ref, err)
		}
		text, err := EncodeLaneCard(c)
		if err != nil {
			t.Fatalf("EncodeLaneCard(%+v) = %v", c, err)
		}
		if raw, _ := base64.RawURLEncoding.DecodeString(text); len(raw) == 0 || raw[0] != 2 {
			t.Errorf("EncodeLaneCard(a finals card) = %q, want version 2", text)
		}
		back, err := DecodeLaneCard(text)
		if err != nil || !reflect.DeepEqual(back, c) {
			t.Errorf("DecodeLaneCard(EncodeLaneCard(%+v)) = %+v, %v", c, back, err)
		}
		s, err := back.Series()
		if err != nil || s.ID != ref.SeriesID() || s.Games != 1 || len(s.Names) != len(c.Bowlers) {
			t.Errorf("Series() = %+v, %v, want one game of series %s", s, err, ref.SeriesID())
		}
	}
	pair, _ := tour.LaneCard(0, 0)
	text, _ := EncodeLaneCard(pair)
	if v1 := pair.write(1).seal(); text != v1 {
		t.Errorf("EncodeLaneCard(a pair's card) = %q, want version 1's %q", text, v1)
	}
	// A version 2 text of a pair's card (the final flag off) reads as the same card.
	if back, err := DecodeLaneCard(pair.write(2).seal()); err != nil || !reflect.DeepEqual(back, pair) {
		t.Errorf("DecodeLaneCard(a pair's card as version 2) = %+v, %v, want the card", back, err)
	}
	// Cards no tournament gives.
	c, _ := tour.FinalCard(FinalRef{Tournament: tour.ID, Ladder: true})
	broken := map[string]func(c *LaneCard){
		"a squad":          func(c *LaneCard) { c.Squad = "Sat" },
		"two games":        func(c *LaneCard) { c.Games, c.Blocks = 2, []LaneBlock{{2, 1}} },
		"one bowler":       func(c *LaneCard) { c.Bowlers = c.Bowlers[:1] },
		"another ID":       func(c *LaneCard) { f := *c.Final; f.Tournament = "x"; c.Final = &f },
		"a ladder's pair":  func(c *LaneCard) { f := *c.Final; f.Pair = 2; c.Final = &f },
		"a pair's squad":   func(c *LaneCard) { c.Ref.Squad = 1 },
		"a bye of two":     func(c *LaneCard) { f := *c.Final; f.Ladder, f.Pair = false, ByePair; c.Final = &f },
		"a round too many": func(c *LaneCard) { f := *c.Final; f.Round = maxFinalRounds; c.Final = &f },
	}
	for name, change := range broken {
		b := c
		b.Bowlers = append([]Seat(nil), c.Bowlers...)
		change(&b)
		if _, err := EncodeLaneCard(b); !errors.Is(err, ErrBadLaneCard) {
			t.Errorf("EncodeLaneCard(%s) = %v, want ErrBadLaneCard", name, err)
		}
		if _, err := DecodeLaneCard(b.write(2).seal()); name != "another ID" && !errors.Is(err, ErrBadLaneCard) { // the card writes one ID
			t.Errorf("DecodeLaneCard(%s) = %v, want ErrBadLaneCard", name, err)
		}
	}
}
