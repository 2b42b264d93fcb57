package domain

import (
	"bytes"
	"errors"
	"fmt"
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

func TestScotchBowler(t *testing.T) {
	tests := []struct{ n, game, ball, want int }{
		{2, 0, 0, 0}, {2, 0, 1, 1}, {2, 0, 2, 0}, {2, 1, 0, 1}, {2, 1, 1, 0}, {2, 2, 0, 0},
		{3, 0, 4, 1}, {3, 2, 2, 1}, {1, 5, 7, 0}, {4, 1, 20, 1},
		{3, 1 << 62, 1 << 62, 2}, // no overflow: 2^62 is 1 mod 3
		{0, 0, 0, -1}, {-2, 0, 0, -1}, {2, -1, 0, -1}, {2, 0, -1, -1},
	}
	for _, tt := range tests {
		if got := ScotchBowler(tt.n, tt.game, tt.ball); got != tt.want {
			t.Errorf("ScotchBowler(%d, %d, %d) = %d, want %d", tt.n, tt.game, tt.ball, got, tt.want)
		}
	}
}

// The pairs of the Scotch tests.
var (
	scotchPals  = Team{Name: "Pin Pals", Lineup: []Place{{"AAA", 150, false}, {"BBB", 180, false}}}
	scotchKings = Team{Name: "Gutter Kings", Lineup: []Place{{"DDD", 160, false}, {"", 0, false}, {"EEE", 140, false}}}
)

func TestScotchGame(t *testing.T) {
	// Game 2 of the match (number 1) in 9-pin no-tap: each line's first ball is its second
	// bowler's. The Kings' vacancy bowls nothing.
	s, err := NewScotchGame(Format{NoTap: 9}, 1, scotchPals, scotchKings)
	if err != nil {
		t.Fatalf("NewScotchGame() error = %v", err)
	}
	if s.Game.Format() != (Format{NoTap: 9}) || !slices.Equal(s.Game.Names(), []string{"TMA", "TMB"}) {
		t.Errorf("the game is %v of %v, want 9-pin no-tap of TMA and TMB", s.Game.Format(), s.Game.Names())
	}
	turn := func(team, frame int, bowler string, place int) {
		t.Helper()
		got := s.Turn()
		if got.Player != team || got.Frame != frame || got.Bowler != bowler || got.Place != place || got.Team != s.Teams[team].Name || got.Over {
			t.Errorf("Turn() = %+v, want team %d frame %d bowler %q at place %d", got, team, frame, bowler, place)
		}
	}
	roll := func(pins int) {
		t.Helper()
		if err := s.Game.Roll(pins); err != nil {
			t.Fatalf("Roll(%d) error = %v", pins, err)
		}
	}
	turn(0, 1, "BBB", 1)
	roll(9) // a strike: the Pals' frame 1 is one ball
	turn(1, 1, "EEE", 2)
	roll(5)
	turn(1, 1, "DDD", 0)
	roll(4)
	turn(0, 2, "AAA", 0)
	roll(3)
	turn(0, 2, "BBB", 1)
	for !s.Game.Over() {
		roll(0)
	}
	if got := s.Turn(); !got.Over || got.Bowler != "" || got.Place != -1 {
		t.Errorf("Turn() after the game = %+v, want over with no bowler", got)
	}
	for _, tt := range []struct {
		team, ball int
		name       string
		place      int
	}{{0, 0, "BBB", 1}, {0, 1, "AAA", 0}, {1, 2, "EEE", 2}, {1, 3, "DDD", 0}, {2, 0, "", -1}, {-1, 0, "", -1}, {0, -1, "", -1}} {
		if name, place := s.Bowler(tt.team, tt.ball); name != tt.name || place != tt.place {
			t.Errorf("Bowler(%d, %d) = %q, %d, want %q, %d", tt.team, tt.ball, name, place, tt.name, tt.place)
		}
	}
	if _, err := NewScotchGame(Format{NoTap: 6}, 0, scotchPals); !errors.Is(err, ErrInvalidFormat) {
		t.Errorf("NewScotchGame(6-pin) error = %v, want %v", err, ErrInvalidFormat)
	}
	if _, err := NewScotchGame(Format{}, 0); !errors.Is(err, ErrInvalidMatch) {
		t.Errorf("NewScotchGame(no team) error = %v, want %v", err, ErrInvalidMatch)
	}
	if _, err := NewBakerGameIn(Format{}, 0, scotchPals, scotchPals); !errors.Is(err, ErrInvalidTeam) {
		t.Errorf("NewBakerGameIn(a team twice) error = %v, want %v", err, ErrInvalidTeam)
	}
	// A given strike is no ball: the rotation passes it by as the turn does.
	s, _ = NewScotchGame(Format{ThreeSixNine: true}, 0, scotchPals)
	for _, pins := range []int{10, 10} { // AAA frame 1, BBB frame 2; frame 3 is given
		roll(pins)
	}
	turn(0, 4, "AAA", 0)
}

// scotchNight is a Scotch match of two pairs over 2 games in 8-pin no-tap.
func scotchNight(t testing.TB) (Match, []Record) {
	t.Helper()
	l := DefaultLeague()
	l.Scotch, l.Format = true, Format{NoTap: 8}
	m, err := NewMatch(2, l, scotchPals, scotchKings)
	if err != nil {
		t.Fatalf("NewMatch() error = %v", err)
	}
	m.ID = "scotch-2026-11-22"
	var records []Record
	for i, lines := range [][]string{
		{perfectGame, "8 71 6/ 7- {7-10} F7 -- 5/ 7- 8{3}7"},
		{gutterGame, "7/ 5F 5- F/ X -/ 71 X F/ X-/"},
	} {
		s, err := m.StartScotch(i + 1)
		if err != nil {
			t.Fatalf("StartScotch(%d) error = %v", i+1, err)
		}
		r, err := m.Record(i+1, bowledIn(t, m.League.Format, s.Game.Names(), lines...), at(2, 30*i))
		if err != nil {
			t.Fatalf("Record(%d) error = %v", i+1, err)
		}
		r.id = fmt.Sprintf("scotch-game-%d", i+1)
		records = append(records, r)
	}
	return m, records
}

func TestScotchMatch(t *testing.T) {
	m, records := scotchNight(t)
	r := records[0]
	if !r.Scotch() || r.Baker() || r.Format() != (Format{NoTap: 8}) {
		t.Errorf("Scotch() = %v, Baker() = %v, Format() = %v", r.Scotch(), r.Baker(), r.Format())
	}
	if got, want := r.LineNames(), []string{"Pin Pals", "Gutter Kings"}; !slices.Equal(got, want) {
		t.Errorf("LineNames() = %v, want %v", got, want)
	}
	res, err := MatchOf(records)
	if err != nil {
		t.Fatalf("MatchOf() error = %v", err)
	}
	// The Kings: 10+7+1=18, 8, 17, 7, 10+0+7=17, 7, 0, 17, 7, 10+10+7=27: 125 (the 8s and
	// the 9 pins with 3 standing are strikes); then 15, 5, 5, 20, 20, 17, 8, 20, 20, 20: 150.
	if want := [2][]int{{300, 0}, {125, 150}}; !reflect.DeepEqual(res.Score.TeamGames, want) || res.Score.Points != [2]float64{2, 1} {
		t.Errorf("MatchOf() = %v, points %v, want %v, [2 1]", res.Score.TeamGames, res.Score.Points, want)
	}
	if _, err := m.StartBaker(1); !errors.Is(err, ErrInvalidMatch) {
		t.Errorf("StartBaker() of a Scotch match = %v, want %v", err, ErrInvalidMatch)
	}
	// Statistics are the pairs', never the bowlers', and count a format only when asked.
	if st := Statistics(records, 2); len(st) != 0 {
		t.Errorf("Statistics() = %+v, want none: the games are 8-pin no-tap", st)
	}
	st := StatisticsIn(records, 2, Format{NoTap: 8})
	if len(st) != 2 || st[0].Name != "Gutter Kings" || !st[0].Team || st[0].Pins != 275 || st[1].Name != "Pin Pals" || st[1].HighSeries != 300 {
		t.Errorf("StatisticsIn() = %+v, want the two pairs' lines", st)
	}
	// The CSV names each ball's bowler: the Pals' line of game 1 alternates from AAA, the
	// Kings' from DDD (their vacancy bowls nothing).
	var out bytes.Buffer
	if err := ExportCSV(&out, records[:1], nil); err != nil {
		t.Fatal(err)
	}
	rows := strings.Split(out.String(), "\r\n")
	for i, want := range []string{"AAA,1,1", "BBB,2,1", "AAA,3,1"} {
		if !strings.Contains(rows[1+i], ","+want+",") {
			t.Errorf("CSV row %d = %q, want bowler, frame and ball %s", i+1, rows[1+i], want)
		}
	}
	if !strings.Contains(rows[13], ",DDD,1,1,") || !strings.Contains(rows[14], ",EEE,2,1,") || !strings.Contains(rows[15], ",DDD,2,2,") {
		t.Errorf("CSV rows 13-15 = %q, want the Kings' first balls by DDD, EEE, DDD", rows[13:16])
	}
	// Baker and Scotch at once is no league; a Scotch match is scored by team game.
	l := m.League
	l.Baker = true
	if err := l.Check(); !errors.Is(err, ErrInvalidLeague) {
		t.Errorf("Check(Baker and Scotch) = %v, want %v", err, ErrInvalidLeague)
	}
	if _, err := ScoreMatch(m.League, 2, m.Teams, [2][][]int{{nil, nil}, {nil, nil, nil}}); !errors.Is(err, ErrInvalidMatch) {
		t.Errorf("ScoreMatch(Scotch) = %v, want %v", err, ErrInvalidMatch)
	}
	// A game in another format is not the match's.
	g, _ := NewGameIn(Format{NoTap: 9}, m.Lineup()...)
	for !g.Over() {
		_ = g.Roll(0)
	}
	if _, err := m.Record(1, g, at(2, 0)); !errors.Is(err, ErrInvalidMatch) {
		t.Errorf("Record(a 9-pin game of an 8-pin match) = %v, want %v", err, ErrInvalidMatch)
	}
	if _, err := m.Live(nil, g); !errors.Is(err, ErrInvalidMatch) {
		t.Errorf("Live(a 9-pin game of an 8-pin match) = %v, want %v", err, ErrInvalidMatch)
	}
}
