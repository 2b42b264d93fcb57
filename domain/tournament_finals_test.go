package domain

import (
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
