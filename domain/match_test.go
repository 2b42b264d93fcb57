package domain

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// The teams of the hand-worked matches. Their handicaps at basis 220, 80%: AAA 56, BBB 32,
// CCC 80, DDD 48, EEE 64, FFF 16.
var (
	pinPals     = Team{Name: "Pin Pals", Lineup: []Place{{"AAA", 150, false}, {"BBB", 180, false}, {"CCC", 120, false}}}
	gutterKings = Team{Name: "Gutter Kings", Lineup: []Place{{"DDD", 160, false}, {"EEE", 140, false}, {"FFF", 200, false}}}
	pinPalsBy   = [][]int{{150, 160, 170}, {180, 190, 200}, {120, 100, 130}} // 450, 450, 500: 1400
	kingsBy     = [][]int{{160, 150, 140}, {140, 150, 160}, {200, 150, 180}} // 500, 450, 480: 1430
	handicapOn  = Handicap{On: true, Basis: 220, Percent: 80}
)

// absent returns the team with place k absent (its scores nil in the match).
func absent(t Team, k int) Team {
	t.Lineup = slices.Clone(t.Lineup)
	t.Lineup[k].Absent = true
	return t
}

// withPlace returns the team with place k replaced.
func withPlace(t Team, k int, p Place) Team {
	t.Lineup = slices.Clone(t.Lineup)
	if k == len(t.Lineup) {
		t.Lineup = append(t.Lineup, p)
	} else {
		t.Lineup[k] = p
	}
	return t
}

// without returns the score lines with line k nil (an absentee or a vacancy).
func without(lines [][]int, k int) [][]int {
	lines = slices.Clone(lines)
	lines[k] = nil
	return lines
}

func league(h Handicap, game, series, individual, vacancy int) League {
	l := DefaultLeague()
	l.Handicap, l.Points, l.VacancyScore = h, PointsRule{game, series, individual}, vacancy
	return l
}

func TestScoreMatch(t *testing.T) {
	scratch := DefaultLeague()
	hdcp := league(handicapOn, 1, 1, 0, 0)
	tests := []struct {
		name      string
		l         League
		games     int
		teams     [2]Team
		scores    [2][][]int
		teamGames [2][]int
		points    [2][]float64 // per game
		total     [2]float64
	}{
		{"scratch: a game each, a tie, the series", scratch, 3, [2]Team{pinPals, gutterKings}, [2][][]int{pinPalsBy, kingsBy},
			[2][]int{{450, 450, 500}, {500, 450, 480}}, [2][]float64{{0, 0.5, 1}, {1, 0.5, 0}}, [2]float64{1.5, 2.5}},
		{"two games of three: no series points yet", scratch, 3, [2]Team{pinPals, gutterKings},
			[2][][]int{{{150, 160}, {180, 190}, {120, 100}}, {{160, 150}, {140, 150}, {200, 150}}},
			[2][]int{{450, 450}, {500, 450}}, [2][]float64{{0, 0.5}, {1, 0.5}}, [2]float64{0.5, 1.5}},
		{"no game yet", scratch, 3, [2]Team{pinPals, gutterKings}, [2][][]int{{{}, {}, {}}, {nil, nil, nil}},
			[2][]int{{}, {}}, [2][]float64{{}, {}}, [2]float64{0, 0}},
		// 168 pins of handicap a game for the Pals, 128 for the Kings.
		{"handicap turns games 2 and 3 and the series", hdcp, 3, [2]Team{pinPals, gutterKings}, [2][][]int{pinPalsBy, kingsBy},
			[2][]int{{618, 618, 668}, {628, 578, 608}}, [2][]float64{{0, 1, 1}, {1, 0, 0}}, [2]float64{3, 1}},
		// CCC is absent: 120 - 10 = 110 a game.
		{"an absentee without handicap", scratch, 3, [2]Team{absent(pinPals, 2), gutterKings}, [2][][]int{without(pinPalsBy, 2), kingsBy},
			[2][]int{{440, 460, 480}, {500, 450, 480}}, [2][]float64{{0, 1, 0.5}, {1, 0, 0.5}}, [2]float64{1.5, 2.5}},
		// CCC is absent: 110 + 80 of handicap = 190 a game.
		{"an absentee with handicap", hdcp, 3, [2]Team{absent(pinPals, 2), gutterKings}, [2][][]int{without(pinPalsBy, 2), kingsBy},
			[2][]int{{608, 628, 648}, {628, 578, 608}}, [2][]float64{{0, 1, 1}, {1, 0, 0}}, [2]float64{3, 1}},
		// An average below the deduction gives 0, never less: with handicap, 0 + (220 - 5) * 0.8 = 172.
		{"an absentee below the deduction", hdcp, 1, [2]Team{withPlace(pinPals, 2, Place{"CCC", 5, true}), gutterKings},
			[2][][]int{{{150}, {180}, nil}, {{160}, {140}, {200}}}, [2][]int{{150 + 56 + 180 + 32 + 172}, {628}},
			[2][]float64{{0}, {1}}, [2]float64{0, 2}},
		// 2 a game, 2 for the series, 1 a pairing: DDD beats AAA, BBB beats EEE, CCC beats the
		// vacancy's 0.
		{"a vacancy, and individual points against it", league(Handicap{}, 2, 2, 1, 0), 1,
			[2]Team{pinPals, withPlace(gutterKings, 2, Place{})}, [2][][]int{{{150}, {180}, {120}}, {{160}, {140}, nil}},
			[2][]int{{450}, {300}}, [2][]float64{{4}, {1}}, [2]float64{6, 1}},
		// The vacancy scores 120 and gets no handicap; CCC's 120 ties it.
		{"a vacancy's score, no handicap, a tied pairing", league(handicapOn, 2, 2, 1, 120), 1,
			[2]Team{withPlace(pinPals, 2, Place{"CCC", 220, false}), withPlace(gutterKings, 2, Place{})},
			[2][][]int{{{150}, {180}, {120}}, {{160}, {140}, nil}},
			[2][]int{{150 + 56 + 180 + 32 + 120}, {160 + 48 + 140 + 64 + 120}}, [2][]float64{{2 + 0 + 1 + 0.5}, {0 + 1 + 0 + 0.5}},
			[2]float64{5.5, 1.5}},
		// Place 4 of the Pals has no opponent and wins nothing.
		{"a bowler without an opponent", league(Handicap{}, 1, 0, 1, 0), 1,
			[2]Team{withPlace(pinPals, 3, Place{"GGG", 0, false}), gutterKings},
			[2][][]int{{{100}, {100}, {100}, {300}}, {{150}, {90}, {100}}},
			[2][]int{{600}, {340}}, [2][]float64{{1 + 1 + 0.5}, {1 + 0.5}}, [2]float64{2.5, 1.5}},
		{"2 points a game and 2 for the series, all ties", league(Handicap{}, 2, 2, 0, 0), 2,
			[2]Team{pinPals, gutterKings}, [2][][]int{{{100, 0}, {100, 0}, {100, 0}}, {{0, 0}, {0, 0}, {300, 0}}},
			[2][]int{{300, 0}, {300, 0}}, [2][]float64{{1, 1}, {1, 1}}, [2]float64{3, 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := ScoreMatch(tt.l, tt.games, tt.teams, tt.scores)
			if err != nil {
				t.Fatalf("ScoreMatch() error = %v", err)
			}
			if !reflect.DeepEqual(m.TeamGames, tt.teamGames) || !reflect.DeepEqual(m.GamePoints, tt.points) || m.Points != tt.total {
				t.Errorf("ScoreMatch() = team games %v, game points %v, points %v; want %v, %v, %v",
					m.TeamGames, m.GamePoints, m.Points, tt.teamGames, tt.points, tt.total)
			}
			if want := referenceMatch(tt.l, tt.games, tt.teams, tt.scores); !reflect.DeepEqual(m, want) {
				t.Errorf("ScoreMatch() = %+v, reference %+v", m, want)
			}
		})
	}
}

func TestScoreMatchRefused(t *testing.T) {
	teams := [2]Team{pinPals, gutterKings}
	scores := [2][][]int{pinPalsBy, kingsBy}
	bad := func(f func(s *[2][][]int)) [2][][]int {
		s := [2][][]int{slices.Clone(scores[0]), slices.Clone(scores[1])}
		f(&s)
		return s
	}
	tests := []struct {
		name   string
		l      League
		games  int
		teams  [2]Team
		scores [2][][]int
		want   error
		detail string
	}{
		{"no games", DefaultLeague(), 0, teams, scores, ErrInvalidMatch, "0 games"},
		{"too many games", DefaultLeague(), MaxSeriesGames + 1, teams, scores, ErrInvalidMatch, "a match has 1 to 20"},
		{"more games than the match", DefaultLeague(), 2, teams, scores, ErrInvalidMatch, "team 1 (Pin Pals) place 1 (AAA) has 3 games in a match of 2"},
		{"a place short", DefaultLeague(), 3, teams, bad(func(s *[2][][]int) { s[1] = s[1][:2] }), ErrInvalidMatch, "team 2 (Gutter Kings) has 2 lines of scores for 3 places"},
		{"a game short", DefaultLeague(), 3, teams, bad(func(s *[2][][]int) { s[1][2] = []int{200, 150} }), ErrInvalidMatch, "team 2 (Gutter Kings) place 3 (FFF) has 2 games, but others have 3"},
		{"a score above 300", DefaultLeague(), 3, teams, bad(func(s *[2][][]int) { s[1][1] = []int{140, 301, 160} }), ErrInvalidMatch, "team 2 (Gutter Kings) place 2 (EEE) game 2: 301 is not a score"},
		{"a negative score", DefaultLeague(), 3, teams, bad(func(s *[2][][]int) { s[0][0] = []int{-1, 0, 0} }), ErrInvalidMatch, "place 1 (AAA) game 1: -1"},
		{"an absentee's scores", DefaultLeague(), 3, [2]Team{absent(pinPals, 1), gutterKings}, scores, ErrInvalidMatch, "team 1 (Pin Pals) place 2 (BBB) does not bowl"},
		{"a vacancy's scores", DefaultLeague(), 3, [2]Team{pinPals, withPlace(gutterKings, 0, Place{})}, scores, ErrInvalidMatch, "place 1 (vacancy) does not bowl"},
		{"bad settings", League{Points: PointsRule{Game: -1}}, 3, teams, scores, ErrInvalidLeague, "-1 game points"},
		{"a bad handicap", League{Handicap: Handicap{On: true}}, 3, teams, scores, ErrInvalidHandicap, "basis 0"},
		{"one name for both teams", DefaultLeague(), 3, [2]Team{pinPals, {Name: "PIN PALS", Lineup: gutterKings.Lineup}}, scores, ErrInvalidTeam, "both teams"},
		{"a bowler in both teams", DefaultLeague(), 3, [2]Team{pinPals, withPlace(gutterKings, 1, Place{Name: "BBB"})}, scores, ErrInvalidTeam, "Gutter Kings place 2: BBB is already in Pin Pals's lineup"},
		{"a Baker league", League{Baker: true}, 3, teams, scores, ErrInvalidMatch, "ScoreBaker"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ScoreMatch(tt.l, tt.games, tt.teams, tt.scores)
			if !errors.Is(err, tt.want) || !strings.Contains(err.Error(), tt.detail) {
				t.Errorf("ScoreMatch() error = %v, want %v saying %q", err, tt.want, tt.detail)
			}
		})
	}
}

func TestCheckTeams(t *testing.T) {
	tests := []struct {
		name   string
		a, b   Team
		want   error
		detail string
	}{
		{"fine", pinPals, gutterKings, nil, ""},
		{"letters of any language", Team{Name: "Ñandú & Co. 2", Lineup: pinPals.Lineup}, Team{Name: "볼링 팀", Lineup: gutterKings.Lineup}, nil, ""},
		{"letters with marks", Team{Name: "टीम O'Neil-Smith", Lineup: pinPals.Lineup}, gutterKings, nil, ""},
		{"an empty name", Team{Name: "", Lineup: pinPals.Lineup}, gutterKings, ErrInvalidTeam, "not 1 to 24"},
		{"a name too long", Team{Name: strings.Repeat("x", 25), Lineup: pinPals.Lineup}, gutterKings, ErrInvalidTeam, "not 1 to 24"},
		{"a name not trimmed, names in lower case", Team{Name: " Pin Pals ", Lineup: []Place{{Name: "aaa"}}}, gutterKings, nil, ""},
		{"one name but for spaces and case", Team{Name: " PIN PALS", Lineup: pinPals.Lineup}, Team{Name: "pin pals ", Lineup: gutterKings.Lineup}, ErrInvalidTeam, "both teams"},
		{"a name with a sign", Team{Name: "Pins!", Lineup: pinPals.Lineup}, gutterKings, ErrInvalidTeam, `'!'`},
		{"no lineup", Team{Name: "Pin Pals"}, gutterKings, ErrInvalidTeam, "0 places"},
		{"nobody bowls", Team{Name: "Pin Pals", Lineup: []Place{{Name: "AAA", Absent: true}, {}}}, gutterKings, ErrInvalidTeam, "nobody of Pin Pals bowls"},
		{"a bad bowler's name", withPlace(pinPals, 1, Place{Name: "bb"}), gutterKings, ErrInvalidName, "Pin Pals place 2"},
		{"a name twice but for case", pinPals, withPlace(gutterKings, 1, Place{Name: "bbb"}), ErrInvalidTeam, "BBB is already in Pin Pals's lineup"},
		{"a bad average", pinPals, withPlace(gutterKings, 2, Place{Name: "FFF", Average: 301}), ErrInvalidAverage, "Gutter Kings place 3"},
		{"a name twice in a team", withPlace(pinPals, 2, Place{Name: "AAA"}), gutterKings, ErrInvalidTeam, "AAA is already in Pin Pals's lineup"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := CheckTeams(tt.a, tt.b)
			if !errors.Is(err, tt.want) || (err != nil && !strings.Contains(err.Error(), tt.detail)) {
				t.Errorf("CheckTeams() = %v, want %v saying %q", err, tt.want, tt.detail)
			}
		})
	}
}

func TestLeagueCheck(t *testing.T) {
	if got, want := DefaultLeague(), (League{Handicap: DefaultHandicap, Points: PointsRule{1, 1, 0}, AbsentDeduction: 10}); got != want {
		t.Errorf("DefaultLeague() = %+v, want %+v", got, want)
	}
	tests := []struct {
		name string
		l    League
		want error
	}{
		{"default", DefaultLeague(), nil},
		{"zero", League{}, nil},
		{"handicap on", League{Handicap: handicapOn}, nil},
		{"bad handicap", League{Handicap: Handicap{On: true, Basis: 301, Percent: 80}}, ErrInvalidHandicap},
		{"negative series points", League{Points: PointsRule{Series: -1}}, ErrInvalidLeague},
		{"too many individual points", League{Points: PointsRule{Individual: MaxPoints + 1}}, ErrInvalidLeague},
		{"negative deduction", League{AbsentDeduction: -1}, ErrInvalidLeague},
		{"vacancy above 300", League{VacancyScore: MaxScore + 1}, ErrInvalidLeague},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.l.Check(); !errors.Is(err, tt.want) {
				t.Errorf("Check() = %v, want %v", err, tt.want)
			}
		})
	}
}

// referenceMatch scores a match the plain way, straight from league.md, for inputs ScoreMatch
// accepts: per game, every place's counted score, the team games, then each kind of point.
func referenceMatch(l League, games int, teams [2]Team, scores [2][][]int) MatchScore {
	finished := 0
	for _, lines := range scores {
		for _, line := range lines {
			finished = max(finished, len(line))
		}
	}
	var m MatchScore
	m.Finished = finished
	give := func(to []float64, a, b, points int) {
		if a > b {
			to[0] += float64(points)
		} else if b > a {
			to[1] += float64(points)
		} else {
			to[0] += float64(points) / 2
			to[1] += float64(points) / 2
		}
	}
	for t := range 2 {
		m.Place[t] = make([][]int, len(teams[t].Lineup))
		m.TeamGames[t] = make([]int, finished)
		m.GamePoints[t] = make([]float64, finished)
		for k, p := range teams[t].Lineup {
			m.Place[t][k] = make([]int, finished)
			for g := range finished {
				hdcp := 0
				if l.Handicap.On && p.Name != "" && p.Average < l.Handicap.Basis {
					hdcp = (l.Handicap.Basis - p.Average) * l.Handicap.Percent / 100
				}
				var s int
				switch {
				case p.Name == "":
					s = l.VacancyScore
				case p.Absent:
					s = p.Average - l.AbsentDeduction
					if s < 0 {
						s = 0
					}
					s += hdcp
				default:
					s = scores[t][k][g] + hdcp
				}
				m.Place[t][k][g] = s
				m.TeamGames[t][g] += s
				m.Series[t] += s
			}
		}
	}
	for g := range finished {
		pts := make([]float64, 2)
		give(pts, m.TeamGames[0][g], m.TeamGames[1][g], l.Points.Game)
		for k := 0; k < len(teams[0].Lineup) && k < len(teams[1].Lineup); k++ {
			give(pts, m.Place[0][k][g], m.Place[1][k][g], l.Points.Individual)
		}
		m.GamePoints[0][g], m.GamePoints[1][g] = pts[0], pts[1]
		m.Points[0] += pts[0]
		m.Points[1] += pts[1]
	}
	if finished == games {
		pts := make([]float64, 2)
		give(pts, m.Series[0], m.Series[1], l.Points.Series)
		m.Points[0] += pts[0]
		m.Points[1] += pts[1]
	}
	return m
}

// randomMatch makes a match ScoreMatch accepts: 1 to 6 places a team (some absent, some
// vacant), random settings, 1 to 5 games of which 0 to all are finished.
func randomMatch(r *rand.Rand) (League, int, [2]Team, [2][][]int) {
	l := League{Points: PointsRule{r.IntN(3), r.IntN(3), r.IntN(2)}, AbsentDeduction: r.IntN(20), VacancyScore: r.IntN(150)}
	if r.IntN(2) == 0 {
		l.Handicap = Handicap{On: true, Basis: 150 + r.IntN(100), Percent: 50 + r.IntN(51)}
	}
	games := 1 + r.IntN(5)
	finished := r.IntN(games + 1)
	var teams [2]Team
	var scores [2][][]int
	letter := 'A'
	for t := range 2 {
		teams[t].Name = []string{"Alpha", "Beta"}[t]
		n := 1 + r.IntN(6)
		for k := range n {
			p := Place{Name: strings.Repeat(string(letter), 3), Average: r.IntN(MaxAverage + 1)}
			letter++
			switch r.IntN(6) {
			case 0:
				p.Absent = k > 0 // place 1 bowls, so that someone does
			case 1:
				if k > 0 {
					p = Place{}
				}
			}
			teams[t].Lineup = append(teams[t].Lineup, p)
			var line []int
			if p.Bowls() {
				line = make([]int, finished)
				for g := range line {
					line[g] = r.IntN(MaxScore + 1)
				}
			}
			scores[t] = append(scores[t], line)
		}
	}
	return l, games, teams, scores
}

// TestScoreMatchRandom checks ScoreMatch against the reference over random matches.
func TestScoreMatchRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(22, 1))
	for i := range 2000 {
		l, games, teams, scores := randomMatch(r)
		m, err := ScoreMatch(l, games, teams, scores)
		if err != nil {
			t.Fatalf("match %d: ScoreMatch() error = %v", i, err)
		}
		if want := referenceMatch(l, games, teams, scores); !reflect.DeepEqual(m, want) {
			t.Fatalf("match %d: ScoreMatch(%+v, %d, %+v, %v) = %+v, reference %+v", i, l, games, teams, scores, m, want)
		}
	}
}

// matchInput is ScoreMatch's arguments as JSON, the fuzz target's input.
type matchInput struct {
	League League     `json:"league"`
	Games  int        `json:"games"`
	Teams  [2]Team    `json:"teams"`
	Scores [2][][]int `json:"scores"`
}

// FuzzScoreMatch scores matches given as JSON, seeded from the hand-worked teams and random
// matches: ScoreMatch never panics; what it refuses wraps a sentinel; what it accepts agrees
// with the reference, and every finished game gives out all its points.
func FuzzScoreMatch(f *testing.F) {
	add := func(in matchInput) {
		data, err := json.Marshal(in)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	add(matchInput{DefaultLeague(), 3, [2]Team{pinPals, gutterKings}, [2][][]int{pinPalsBy, kingsBy}})
	add(matchInput{league(handicapOn, 2, 2, 1, 120), 3, [2]Team{absent(pinPals, 2), withPlace(gutterKings, 1, Place{})},
		[2][][]int{without(pinPalsBy, 2), without(kingsBy, 1)}})
	r := rand.New(rand.NewPCG(22, 2))
	for range 8 {
		l, games, teams, scores := randomMatch(r)
		add(matchInput{l, games, teams, scores})
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var in matchInput
		if json.Unmarshal(data, &in) != nil {
			return
		}
		m, err := ScoreMatch(in.League, in.Games, in.Teams, in.Scores)
		if err != nil {
			for _, s := range []error{ErrInvalidMatch, ErrInvalidTeam, ErrInvalidLeague, ErrInvalidHandicap, ErrInvalidName, ErrInvalidAverage} {
				if errors.Is(err, s) {
					return
				}
			}
			t.Fatalf("ScoreMatch() error = %v, which wraps no sentinel", err)
		}
		if want := referenceMatch(in.League, in.Games, in.Teams, in.Scores); !reflect.DeepEqual(m, want) {
			t.Fatalf("ScoreMatch() = %+v, reference %+v", m, want)
		}
		p := in.League.Points
		each := float64(p.Game + min(len(in.Teams[0].Lineup), len(in.Teams[1].Lineup))*p.Individual)
		all := float64(m.Finished) * each
		for g := range m.Finished {
			if got := m.GamePoints[0][g] + m.GamePoints[1][g]; got != each {
				t.Fatalf("game %d gives %v points, want %v", g+1, got, each)
			}
		}
		if m.Finished == in.Games {
			all += float64(p.Series)
		}
		if got := m.Points[0] + m.Points[1]; got != all {
			t.Fatalf("the match gives %v points, want %v", got, all)
		}
	})
}

// BenchmarkScoreMatch scores a finished match of 2 teams of 5 over 3 games with handicap and
// individual points, as a lane screen does after every ball.
func BenchmarkScoreMatch(b *testing.B) {
	l := league(handicapOn, 1, 1, 1, 0)
	var teams [2]Team
	var scores [2][][]int
	for t := range 2 {
		teams[t].Name = []string{"Alpha", "Beta"}[t]
		for k := range 5 {
			teams[t].Lineup = append(teams[t].Lineup, Place{Name: strings.Repeat(string(rune('A'+5*t+k)), 3), Average: 140 + 10*k})
			scores[t] = append(scores[t], []int{150 + k, 180 - k, 200 + t})
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ScoreMatch(l, 3, teams, scores); err != nil {
			b.Fatal(err)
		}
	}
}
