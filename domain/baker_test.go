package domain

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func TestBakerPlace(t *testing.T) {
	tests := []struct {
		n, game int
		want    []int // frames 1..10
	}{
		{5, 0, []int{0, 1, 2, 3, 4, 0, 1, 2, 3, 4}},
		{5, 1, []int{0, 1, 2, 3, 4, 0, 1, 2, 3, 4}},
		{3, 0, []int{0, 1, 2, 0, 1, 2, 0, 1, 2, 0}},
		{3, 1, []int{1, 2, 0, 1, 2, 0, 1, 2, 0, 1}}, // the bowler after frame 10's starts
		{4, 1, []int{2, 3, 0, 1, 2, 3, 0, 1, 2, 3}},
		{4, 2, []int{0, 1, 2, 3, 0, 1, 2, 3, 0, 1}},
		{1, 7, []int{0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
		{0, 0, []int{0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
	}
	for _, tt := range tests {
		got := make([]int, Frames)
		for f := range got {
			got[f] = BakerPlace(tt.n, tt.game, f+1)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("BakerPlace(%d, %d, 1..10) = %v, want %v", tt.n, tt.game, got, tt.want)
		}
	}
}

func TestBakerGame(t *testing.T) {
	// CCC is absent, so the Pals rotate two bowlers; game 2 of the match (number 1).
	b, err := NewBakerGame(1, absent(pinPals, 2), gutterKings)
	if err != nil {
		t.Fatalf("NewBakerGame() error = %v", err)
	}
	if got, want := b.Bowlers(0), []string{"AAA", "BBB", "AAA", "BBB", "AAA", "BBB", "AAA", "BBB", "AAA", "BBB"}; !slices.Equal(got, want) {
		t.Errorf("Bowlers(0) = %v, want %v", got, want)
	}
	if got, want := b.Bowlers(1), []string{"EEE", "FFF", "DDD", "EEE", "FFF", "DDD", "EEE", "FFF", "DDD", "EEE"}; !slices.Equal(got, want) {
		t.Errorf("Bowlers(1) = %v, want %v", got, want)
	}
	turn := func(team, frame int, bowler string) {
		t.Helper()
		got := b.Turn()
		if got.Player != team || got.Frame != frame || got.Bowler != bowler || got.Team != b.Teams[team].Name {
			t.Errorf("Turn() = team %d (%s) frame %d bowler %q, want team %d frame %d bowler %q",
				got.Player, got.Team, got.Frame, got.Bowler, team, frame, bowler)
		}
	}
	turn(0, 1, "AAA")
	roll := func(pins ...int) {
		t.Helper()
		for _, p := range pins {
			if err := b.Game.Roll(p); err != nil {
				t.Fatalf("Roll(%d) error = %v", p, err)
			}
		}
	}
	roll(10) // AAA strikes for the Pals
	turn(1, 1, "EEE")
	roll(5, 4)
	turn(0, 2, "BBB")
	roll(7, 2) // BBB's balls are AAA's strike's bonus
	if c, _ := b.Game.Card(0); c.Frames[0].Total != 19 {
		t.Errorf("the Pals' frame 1 = %d, want 19: the bonus flows from BBB to AAA's strike", c.Frames[0].Total)
	}
	for range 2*Frames - 3 { // the frames left
		roll(0, 0)
	}
	if got := b.Turn(); !got.Over || got.Bowler != "" || got.Place != -1 {
		t.Errorf("Turn() after the game = %+v, want over with no bowler", got)
	}
	if name, place := b.Bowler(2, 1); name != "" || place != -1 {
		t.Errorf("Bowler(2, 1) = %q, %d, want none", name, place)
	}
	if _, err := NewBakerGame(0, pinPals, pinPals); !errors.Is(err, ErrInvalidTeam) {
		t.Errorf("NewBakerGame(a team twice) error = %v, want %v", err, ErrInvalidTeam)
	}
	if _, err := NewBakerGame(0); !errors.Is(err, ErrInvalidMatch) {
		t.Errorf("NewBakerGame(no team) error = %v, want %v", err, ErrInvalidMatch)
	}
	if _, err := NewBakerGame(MaxSeriesGames, pinPals); !errors.Is(err, ErrInvalidMatch) {
		t.Errorf("NewBakerGame(game %d) error = %v, want %v", MaxSeriesGames+1, err, ErrInvalidMatch)
	}
}

func TestScoreBaker(t *testing.T) {
	bakerOn := func(h Handicap, individual int) League {
		l := league(h, 1, 1, individual, 0)
		l.Baker = true
		return l
	}
	// Team handicaps at 220, 80%: the Pals (56+32+80)/3 = 56, without CCC (56+32)/2 = 44; the
	// Kings (48+64+16)/3 = 42, the fraction dropped.
	tests := []struct {
		name   string
		l      League
		games  int
		teams  [2]Team
		scores [2][]int
		want   [2][]int
		points [2]float64
	}{
		{"scratch", bakerOn(Handicap{}, 0), 2, [2]Team{pinPals, gutterKings}, [2][]int{{200, 180}, {210, 190}},
			[2][]int{{200, 180}, {210, 190}}, [2]float64{0, 3}},
		{"the team's handicap", bakerOn(handicapOn, 0), 2, [2]Team{pinPals, gutterKings}, [2][]int{{200, 180}, {210, 190}},
			[2][]int{{256, 236}, {252, 232}}, [2]float64{3, 0}},
		{"an absentee does not bowl nor count", bakerOn(handicapOn, 0), 2, [2]Team{absent(pinPals, 2), gutterKings},
			[2][]int{{200, 180}, {202, 182}}, [2][]int{{244, 224}, {244, 224}}, [2]float64{1.5, 1.5}},
		{"no individual points", bakerOn(Handicap{}, 5), 1, [2]Team{pinPals, gutterKings}, [2][]int{{300}, {299}},
			[2][]int{{300}, {299}}, [2]float64{2, 0}},
		{"one game of three", bakerOn(Handicap{}, 0), 3, [2]Team{pinPals, gutterKings}, [2][]int{{100}, {99}},
			[2][]int{{100}, {99}}, [2]float64{1, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := ScoreBaker(tt.l, tt.games, tt.teams, tt.scores)
			if err != nil {
				t.Fatalf("ScoreBaker() error = %v", err)
			}
			if !reflect.DeepEqual(m.TeamGames, tt.want) || m.Points != tt.points || !reflect.DeepEqual(m.Place[0], [][]int{tt.want[0]}) {
				t.Errorf("ScoreBaker() = team games %v, points %v, want %v, %v", m.TeamGames, m.Points, tt.want, tt.points)
			}
		})
	}
	for _, tt := range []struct {
		name   string
		scores [2][]int
		detail string
	}{
		{"uneven", [2][]int{{100}, {}}, "team 2 (Gutter Kings) has 0 Baker games, team 1 1"},
		{"too many", [2][]int{{1, 2, 3, 4}, {1, 2, 3, 4}}, "in a match of 3"},
		{"a bad score", [2][]int{{100}, {301}}, "team 2 (Gutter Kings) Baker game 1: 301"},
	} {
		if _, err := ScoreBaker(DefaultLeague(), 3, [2]Team{pinPals, gutterKings}, tt.scores); !errors.Is(err, ErrInvalidMatch) || !strings.Contains(err.Error(), tt.detail) {
			t.Errorf("ScoreBaker(%s) error = %v, want %v saying %q", tt.name, err, ErrInvalidMatch, tt.detail)
		}
	}
}
