package domain

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// openLine writes a game of open frames that scores score (0..90): nines, then the rest.
func openLine(score int) string {
	var b strings.Builder
	for range Frames {
		n := min(score, 9)
		score -= n
		b.WriteString(strings.Replace(string(rune('0'+n))+"- ", "0", "-", 1))
	}
	return b.String()
}

// bowlFixture bowls a fixture's match under the league's settings: games[g] are the scores of
// game g+1, one per line (the bowlers who bowl, team A's then B's, each 0..90); nil games
// score 50 for everybody.
func bowlFixture(t testing.TB, s *Season, f Fixture, games [][]int) []Record {
	t.Helper()
	st := s.Settings()
	m, err := NewMatch(st.Games, st.Match, f.Teams[0], f.Teams[1])
	if err != nil {
		t.Fatalf("NewMatch(%+v) error = %v", f.Teams, err)
	}
	return bowlMatch(t, m, f.Ref.Week, games)
}

// bowlMatch bowls every game of m in week, games as bowlFixture takes them.
func bowlMatch(t testing.TB, m Match, week int, games [][]int) []Record {
	t.Helper()
	var records []Record
	for g := 1; g <= m.Games; g++ {
		names := m.Lineup()
		lines := make([]string, len(names))
		for i := range lines {
			lines[i] = openLine(50)
			if games != nil {
				lines[i] = openLine(games[g-1][i])
			}
		}
		r, err := m.Record(g, bowled(t, names, lines...), at(7*week, 30*g))
		if err != nil {
			t.Fatalf("Record(%d) error = %v", g, err)
		}
		records = append(records, r)
	}
	return records
}

// keepWeek bowls and keeps every match of week, scores[pair] as bowlFixture takes them.
func keepWeek(t testing.TB, s *Season, week int, scores map[int][][]int) {
	t.Helper()
	fixtures, err := s.Fixtures(week)
	if err != nil {
		t.Fatalf("Fixtures(%d) error = %v", week, err)
	}
	for _, f := range fixtures {
		if added, err := s.Keep(f.Ref, bowlFixture(t, s, f, scores[f.Ref.Pair])); !added || err != nil {
			t.Fatalf("Keep(%+v) = %v, %v", f.Ref, added, err)
		}
	}
}

// thursdayLeague is a hand-worked league: four teams of two, 2 games a week, handicap 220 at
// 80%, 3 games establish an average, two rounds (six weeks: 0v3 1v2, 3v1 2v0, 2v3 0v1, ...).
// BBB has no entering average: week 0 types 100 for them. AAA is absent in week 1; SUB bowls
// in BBB's place in week 2; from week 3 BBB moves to the Lucky Strikes and JJJ (entering 95)
// joins the Pin Pals.
func thursdayLeague(t testing.TB) *Season {
	t.Helper()
	st := DefaultSeasonSettings()
	st.Match.Handicap = handicapOn
	st.Games, st.Establish, st.Rounds = 2, 3, 2
	s, err := NewSeason(" Thursday Mixed ", st, []string{"Pin Pals", "Gutter Kings", "Split Ends", "Lucky Strikes"})
	if err != nil {
		t.Fatalf("NewSeason() error = %v", err)
	}
	for i, b := range []Bowler{{"AAA", 150}, {"bbb", -1}, {"CCC", 140}, {"DDD", 160}, {"EEE", 120}, {"FFF", 130}, {"GGG", 110}, {"HHH", 100}, {"JJJ", 95}} {
		if err := s.SetBowler(b); err != nil {
			t.Fatalf("SetBowler(%v) error = %v", b, err)
		}
		if i < 8 {
			if err := s.ChangeRoster(RosterChange{Week: 0, Bowler: b.Name, Team: i / 2}); err != nil {
				t.Fatalf("ChangeRoster(%s) error = %v", b.Name, err)
			}
		}
	}
	for _, c := range []RosterChange{{3, "BBB", 3}, {3, "JJJ", 0}} {
		if err := s.ChangeRoster(c); err != nil {
			t.Fatalf("ChangeRoster(%v) error = %v", c, err)
		}
	}
	for w, p := range []WeekPlan{
		{Averages: map[string]int{"bbb": 100}},
		{Absent: []string{"AAA"}},
		{Substitutes: []Substitute{{Team: 0, For: "BBB", Name: "sub", Average: 125}}},
	} {
		if err := s.SetPlan(w, p); err != nil {
			t.Fatalf("SetPlan(%d) error = %v", w, err)
		}
	}
	return s
}

// thursdayScores are the Pin Pals' weeks 0 to 2 (everybody else bowls 50 a game, but CCC 51
// in week 2's first game): AAA 60 80, BBB 90 70; BBB 90 90 (AAA absent); AAA 70 70, SUB 80 85.
var thursdayScores = []map[int][][]int{
	{0: {{60, 90, 50, 50}, {80, 70, 50, 50}}},
	{1: {{50, 50, 90}, {50, 50, 90}}},
	{1: {{70, 80, 51, 50}, {70, 85, 50, 50}}},
}

// thursdayKept is thursdayLeague with weeks 0 to 2 kept.
func thursdayKept(t testing.TB) *Season {
	s := thursdayLeague(t)
	for w, scores := range thursdayScores {
		keepWeek(t, s, w, scores)
	}
	return s
}

func TestCarriedAverage(t *testing.T) {
	tests := []struct {
		name                             string
		pins, games, entering, establish int
		want                             int
		ok                               bool
	}{
		{"established: the league average", 1530, 9, 170, 9, 170, true},
		{"established: fractions dropped", 1535, 9, -1, 9, 170, true},
		{"established long ago", 18000, 100, 200, 9, 180, true},
		{"not yet: the entering average", 1200, 8, 185, 9, 185, true},
		{"not yet, no entering: the games so far", 1204, 8, -1, 9, 150, true},
		{"no games: the entering average", 0, 0, 160, 9, 160, true},
		{"an entering average of 0 is one", 0, 0, 0, 9, 0, true},
		{"nothing to carry", 0, 0, -1, 9, 0, false},
		{"any negative entering is none", 0, 0, -7, 9, 0, false},
		{"establish 1: one game is enough", 140, 1, 200, 1, 140, true},
		{"establish 0 with no games", 0, 0, -1, 0, 0, false},
		{"establish 0 with games", 300, 2, 190, 0, 150, true},
		{"a perfect season", 2700, 9, -1, 9, 300, true},
		{"negative pins", -1, 3, 150, 9, 0, false},
		{"negative games", 100, -1, 150, 9, 0, false},
		{"negative establish", 100, 1, 150, -1, 0, false},
		{"an entering average above 300", 0, 0, 301, 9, 0, false},
		{"pins without games", 100, 0, 150, 9, 0, false},
		{"more than 300 a game", 903, 3, 150, 9, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := CarriedAverage(tt.pins, tt.games, tt.entering, tt.establish)
			if got != tt.want || ok != tt.ok {
				t.Errorf("CarriedAverage(%d, %d, %d, %d) = %d, %v, want %d, %v", tt.pins, tt.games, tt.entering, tt.establish, got, ok, tt.want, tt.ok)
			}
		})
	}
}

// TestSeasonWeeks follows the Pin Pals of thursdayLeague through four weeks, by hand (handicap
// (220 − average)·80%):
//
//	week 0: AAA 150 (entering) 56; BBB 100 (typed: no games, no entering) 96
//	week 1: AAA 150 (2 games < 3: entering) 56, absent; BBB 80 (160/2: no entering) 112
//	week 2: AAA 150 (still 2 games) 56; SUB 125 (their own) 76 in BBB's place
//	week 3: AAA 70 (280/4) 120; JJJ 95 (entering) 100; BBB, now a Lucky Strike, 85 (340/4) 108
func TestSeasonWeeks(t *testing.T) {
	s := thursdayLeague(t)
	pals := func(w int) Fixture {
		t.Helper()
		fixtures, err := s.Fixtures(w)
		if err != nil {
			t.Fatalf("Fixtures(%d) error = %v", w, err)
		}
		for _, f := range fixtures {
			if f.A == 0 || f.B == 0 {
				return f
			}
		}
		t.Fatalf("week %d has no Pin Pals", w)
		return Fixture{}
	}
	check := func(w int, side int, want []Place, handicaps []int) {
		t.Helper()
		f := pals(w)
		if got := f.Teams[side].Lineup; !reflect.DeepEqual(got, want) || !slices.Equal(f.Handicaps[side], handicaps) {
			t.Errorf("week %d: %s = %v, handicaps %v; want %v, %v", w, f.Teams[side].Name, got, f.Handicaps[side], want, handicaps)
		}
		if len(f.Missing) > 0 {
			t.Errorf("week %d: Missing = %v", w, f.Missing)
		}
	}
	check(0, 0, []Place{{"AAA", 150, false}, {"BBB", 100, false}}, []int{56, 96})
	if f := pals(0); f.Ref != (FixtureRef{s.ID(), 0, 0}) || f.Pairing != (Pairing{0, 3, 1}) || f.Teams[1].Name != "Lucky Strikes" || f.Kept {
		t.Errorf("week 0's Pin Pals = %+v, %+v, %s, kept %v; want pair 0, 0 v 3 on lane 1", f.Ref, f.Pairing, f.Teams[1].Name, f.Kept)
	}
	keepWeek(t, s, 0, thursdayScores[0])
	check(1, 1, []Place{{"AAA", 150, true}, {"BBB", 80, false}}, []int{56, 112})
	keepWeek(t, s, 1, thursdayScores[1])
	check(2, 0, []Place{{"AAA", 150, false}, {"SUB", 125, false}}, []int{56, 76})
	keepWeek(t, s, 2, thursdayScores[2])
	check(3, 1, []Place{{"AAA", 70, false}, {"JJJ", 95, false}}, []int{120, 100})
	// GGG and HHH: four games of 50 (weeks 0 and 1) with BBB after them.
	check(3, 0, []Place{{"GGG", 50, false}, {"HHH", 50, false}, {"BBB", 85, false}}, []int{136, 136, 108})
	if f := pals(2); !f.Kept {
		t.Error("week 2's Pin Pals match is not Kept")
	}

	// Without week 0's typed average BBB has none: Missing says so, and the place has 0.
	s = thursdayLeague(t)
	if err := s.SetPlan(0, WeekPlan{}); err != nil {
		t.Fatal(err)
	}
	if f := pals(0); !slices.Equal(f.Missing, []string{"BBB"}) || f.Teams[0].Lineup[1] != (Place{"BBB", 0, false}) {
		t.Errorf("week 0 without a typed average: Missing = %v, BBB = %v", f.Missing, f.Teams[0].Lineup[1])
	}
	if _, err := s.Fixtures(6); !errors.Is(err, ErrNoSuchWeek) {
		t.Errorf("Fixtures(6) error = %v, want %v", err, ErrNoSuchWeek)
	}
}

func TestRosters(t *testing.T) {
	s := thursdayLeague(t)
	tests := []struct {
		week, team int
		want       []string
	}{
		{0, 0, []string{"AAA", "BBB"}},
		{2, 0, []string{"AAA", "BBB"}},
		{3, 0, []string{"AAA", "JJJ"}},
		{5, 3, []string{"GGG", "HHH", "BBB"}},
		{6, 0, nil},
		{0, 4, nil},
	}
	for _, tt := range tests {
		if got := s.Roster(tt.week, tt.team); !slices.Equal(got, tt.want) {
			t.Errorf("Roster(%d, %d) = %v, want %v", tt.week, tt.team, got, tt.want)
		}
	}
	// HHH leaves from week 4 and comes back to the Pin Pals from week 5, last in the roster.
	for _, c := range []RosterChange{{4, "HHH", -1}, {5, "hhh", 0}} {
		if err := s.ChangeRoster(c); err != nil {
			t.Fatalf("ChangeRoster(%v) error = %v", c, err)
		}
	}
	for _, tt := range []struct {
		week, team int
		want       []string
	}{{3, 3, []string{"GGG", "HHH", "BBB"}}, {4, 3, []string{"GGG", "BBB"}}, {5, 0, []string{"AAA", "JJJ", "HHH"}}} {
		if got := s.Roster(tt.week, tt.team); !slices.Equal(got, tt.want) {
			t.Errorf("Roster(%d, %d) = %v, want %v", tt.week, tt.team, got, tt.want)
		}
	}

	for _, tt := range []struct {
		name   string
		change RosterChange
		want   error
	}{
		{"not a bowler of the league", RosterChange{0, "ZZZ", 0}, ErrInvalidSeason},
		{"not a name", RosterChange{0, "A1", 0}, ErrInvalidSeason},
		{"a week the season has not", RosterChange{6, "AAA", 1}, ErrInvalidSeason},
		{"a team the league has not", RosterChange{1, "AAA", 4}, ErrInvalidSeason},
		{"already on the team", RosterChange{1, "AAA", 0}, ErrInvalidSeason},
		{"on no team already", RosterChange{4, "HHH", -1}, ErrInvalidSeason},
	} {
		before := s.Changes()
		if err := s.ChangeRoster(tt.change); !errors.Is(err, tt.want) {
			t.Errorf("%s: ChangeRoster(%v) error = %v, want %v", tt.name, tt.change, err, tt.want)
		}
		if !slices.Equal(s.Changes(), before) {
			t.Errorf("%s: a refused change changed the rosters", tt.name)
		}
	}

	// A lineup holds at most MaxLineup bowlers.
	for i := range MaxLineup - 2 {
		name := string([]byte{'K', 'A' + byte(i), 'Z'})
		if err := s.SetBowler(Bowler{name, -1}); err != nil {
			t.Fatal(err)
		}
		if err := s.ChangeRoster(RosterChange{1, name, 1}); err != nil {
			t.Fatalf("ChangeRoster(%s) error = %v", name, err)
		}
	}
	if err := s.ChangeRoster(RosterChange{2, "AAA", 1}); !errors.Is(err, ErrInvalidSeason) {
		t.Errorf("ChangeRoster(an eleventh bowler) error = %v, want %v", err, ErrInvalidSeason)
	}

	// Once week 2 is kept, no change may rewrite a roster of a kept week.
	s = thursdayKept(t)
	for _, tt := range []struct {
		change RosterChange
		want   error
	}{
		{RosterChange{2, "AAA", -1}, ErrWeekBowled},
		{RosterChange{0, "JJJ", 2}, ErrWeekBowled},
		{RosterChange{1, "GGG", -1}, ErrWeekBowled},
		{RosterChange{3, "GGG", -1}, nil},
		{RosterChange{3, "AAA", 1}, nil},
	} {
		if err := s.ChangeRoster(tt.change); !errors.Is(err, tt.want) {
			t.Errorf("ChangeRoster(%v) after week 2 is kept: error = %v, want %v", tt.change, err, tt.want)
		}
	}
}

func TestWeekPlans(t *testing.T) {
	s := thursdayLeague(t)
	if got, want := s.Plan(2), (WeekPlan{Substitutes: []Substitute{{0, "BBB", "SUB", 125}}}); !reflect.DeepEqual(got, want) {
		t.Errorf("Plan(2) = %+v, want %+v", got, want)
	}
	// A substitute after the roster, and a bowler of the league on no roster that week.
	if err := s.SetPlan(1, WeekPlan{Substitutes: []Substitute{{Team: 1, Name: "JJJ", Average: 95}}}); err != nil {
		t.Errorf("SetPlan(JJJ substitutes in week 1) error = %v", err)
	}
	if f, _ := s.Fixtures(1); !reflect.DeepEqual(f[0].Teams[1].Lineup, []Place{{"CCC", 140, false}, {"DDD", 160, false}, {"JJJ", 95, false}}) {
		t.Errorf("week 1's Gutter Kings = %v, want CCC DDD JJJ", f[0].Teams[1].Lineup)
	}
	for _, tt := range []struct {
		name string
		week int
		plan WeekPlan
		want error
	}{
		{"a week the season has not", 6, WeekPlan{}, ErrInvalidSeason},
		{"absent: not a name", 1, WeekPlan{Absent: []string{"A"}}, ErrInvalidSeason},
		{"absent twice", 1, WeekPlan{Absent: []string{"AAA", "aaa"}}, ErrInvalidSeason},
		{"absent: on no roster", 3, WeekPlan{Absent: []string{"HHH", "ZZZ"}}, ErrInvalidSeason},
		{"a substitute on a roster", 1, WeekPlan{Substitutes: []Substitute{{Team: 0, Name: "CCC", Average: 100}}}, ErrInvalidSeason},
		{"a substitute named twice", 1, WeekPlan{Substitutes: []Substitute{{Team: 0, Name: "XYZ"}, {Team: 1, Name: "XYZ"}}}, ErrInvalidSeason},
		{"a substitute's average", 1, WeekPlan{Substitutes: []Substitute{{Team: 0, Name: "XYZ", Average: 301}}}, ErrInvalidSeason},
		{"a substitute for a team the league has not", 1, WeekPlan{Substitutes: []Substitute{{Team: 4, Name: "XYZ"}}}, ErrInvalidSeason},
		{"a substitute for another team's bowler", 1, WeekPlan{Substitutes: []Substitute{{Team: 0, For: "CCC", Name: "XYZ"}}}, ErrInvalidSeason},
		{"a substitute for an absent bowler", 1, WeekPlan{Absent: []string{"AAA"}, Substitutes: []Substitute{{Team: 0, For: "AAA", Name: "XYZ"}}}, ErrInvalidSeason},
		{"two substitutes for one bowler", 1, WeekPlan{Substitutes: []Substitute{{Team: 0, For: "AAA", Name: "XYZ"}, {Team: 0, For: "AAA", Name: "XYY"}}}, ErrInvalidSeason},
		{"a typed average above 300", 1, WeekPlan{Averages: map[string]int{"BBB": 301}}, ErrInvalidSeason},
		{"a typed average for somebody on no roster", 1, WeekPlan{Averages: map[string]int{"JJJ": 100}}, ErrInvalidSeason},
	} {
		before := s.Plan(tt.week)
		if err := s.SetPlan(tt.week, tt.plan); !errors.Is(err, tt.want) {
			t.Errorf("%s: SetPlan(%d, %+v) error = %v, want %v", tt.name, tt.week, tt.plan, err, tt.want)
		}
		if !reflect.DeepEqual(s.Plan(tt.week), before) {
			t.Errorf("%s: a refused plan changed the week", tt.name)
		}
	}

	// Once week 1 is kept, its plan may not change the lineups of its matches.
	s = thursdayKept(t)
	if err := s.SetPlan(1, WeekPlan{}); !errors.Is(err, ErrWeekBowled) || !reflect.DeepEqual(s.Plan(1), WeekPlan{Absent: []string{"AAA"}}) {
		t.Errorf("SetPlan(week 1 kept) error = %v, plan %+v; want %v and the plan as it was", err, s.Plan(1), ErrWeekBowled)
	}
	if err := s.SetPlan(3, WeekPlan{Absent: []string{"JJJ"}}); err != nil {
		t.Errorf("SetPlan(week 3) error = %v", err)
	}
}

func TestNewSeasonRefused(t *testing.T) {
	st := DefaultSeasonSettings()
	teams := []string{"Pin Pals", "Gutter Kings"}
	tests := []struct {
		name  string
		lname string
		st    func(*SeasonSettings)
		teams []string
		want  error
	}{
		{"an empty name", " ", nil, teams, ErrInvalidSeason},
		{"a name of 41 characters", strings.Repeat("a", 41), nil, teams, ErrInvalidSeason},
		{"a name with a slash", "Mon/Tue", nil, teams, ErrInvalidSeason},
		{"one team", "L", nil, teams[:1], ErrInvalidSeason},
		{"41 teams", "L", nil, make([]string, 41), ErrInvalidSeason},
		{"two teams of one name", "L", nil, []string{"Pin Pals", "pin pals "}, ErrInvalidSeason},
		{"a bad team name", "L", nil, []string{"Pin Pals", "Kings!"}, ErrInvalidTeam},
		{"0 games", "L", func(s *SeasonSettings) { s.Games = 0 }, teams, ErrInvalidSeason},
		{"lane 1000", "L", func(s *SeasonSettings) { s.FirstLane = 1000 }, teams, ErrInvalidSeason},
		{"11 rounds", "L", func(s *SeasonSettings) { s.Rounds = 11 }, teams, ErrInvalidSeason},
		{"establish 0", "L", func(s *SeasonSettings) { s.Establish = 0 }, teams, ErrInvalidSeason},
		{"an honour game of 301", "L", func(s *SeasonSettings) { s.HonourGame = 301 }, teams, ErrInvalidSeason},
		{"an honour series of 0", "L", func(s *SeasonSettings) { s.HonourSeries = 0 }, teams, ErrInvalidSeason},
		{"a bad handicap", "L", func(s *SeasonSettings) { s.Match.Handicap = Handicap{On: true, Basis: 0, Percent: 80} }, teams, ErrInvalidHandicap},
		{"bad points", "L", func(s *SeasonSettings) { s.Match.Points.Game = -1 }, teams, ErrInvalidLeague},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := st
			if tt.st != nil {
				tt.st(&st)
			}
			if s, err := NewSeason(tt.lname, st, tt.teams); !errors.Is(err, tt.want) || s != nil {
				t.Errorf("NewSeason() = %v, %v, want nil and %v", s, err, tt.want)
			}
		})
	}
	s, err := NewSeason("Mon Night Mixed", st, teams)
	if err != nil || s.Name() != "Mon Night Mixed" || !slices.Equal(s.Teams(), teams) || s.Weeks() != 1 || checkID(s.ID()) != nil {
		t.Fatalf("NewSeason() = %v, %v", s, err)
	}
	if err := s.SetBowler(Bowler{"AAA", 301}); !errors.Is(err, ErrInvalidSeason) {
		t.Errorf("SetBowler(an entering average of 301) error = %v", err)
	}
	if err := s.SetBowler(Bowler{"AA", 100}); !errors.Is(err, ErrInvalidSeason) || len(s.Bowlers()) != 0 {
		t.Errorf("SetBowler(a bad name) error = %v", err)
	}
	if err := s.RenameTeam(1, "PIN PALS"); !errors.Is(err, ErrInvalidSeason) {
		t.Errorf("RenameTeam(another team's name) error = %v", err)
	}
	if err := s.RenameTeam(0, "PIN PALS"); err != nil || s.Teams()[0] != "PIN PALS" {
		t.Errorf("RenameTeam(its own name in capitals) error = %v, teams %v", err, s.Teams())
	}
	if err := s.AddTeam("Split Ends"); err != nil || s.Weeks() != 3 {
		t.Errorf("AddTeam() error = %v, weeks %d, want 3", err, s.Weeks())
	}
}

func TestSetSettings(t *testing.T) {
	s := thursdayKept(t)
	st := s.Settings()
	for _, tt := range []struct {
		name   string
		change func(*SeasonSettings)
		want   error
	}{
		{"another handicap applies to the weeks to come", func(s *SeasonSettings) { s.Match.Handicap.Percent = 90 }, nil},
		{"another first lane moves kept weeks' lanes", func(s *SeasonSettings) { s.FirstLane = 3 }, ErrWeekBowled},
		{"another number of games a week", func(s *SeasonSettings) { s.Games = 3 }, ErrWeekBowled},
		{"more rounds keep the weeks there", func(s *SeasonSettings) { s.Rounds = 3 }, nil},
		{"one round leaves out week 3's roster changes", func(s *SeasonSettings) { s.Rounds = 1 }, ErrInvalidSeason},
		{"a position round last: week 5", func(s *SeasonSettings) { s.PositionRound = true }, nil},
		{"a bad setting", func(s *SeasonSettings) { s.Establish = 100 }, ErrInvalidSeason},
	} {
		next := st
		tt.change(&next)
		if err := s.SetSettings(next); !errors.Is(err, tt.want) {
			t.Errorf("%s: SetSettings() error = %v, want %v", tt.name, err, tt.want)
		}
		if got := s.Settings(); tt.want == nil && got != next || tt.want != nil && got != st {
			t.Errorf("%s: Settings() = %+v", tt.name, got)
		}
		st = s.Settings()
	}
	if err := s.AddTeam("Split Ends Too"); !errors.Is(err, ErrWeekBowled) {
		t.Errorf("AddTeam() once a match is kept: error = %v, want %v", err, ErrWeekBowled)
	}
}

func TestKeep(t *testing.T) {
	s := thursdayLeague(t)
	week0, _ := s.Fixtures(0)
	pals := bowlFixture(t, s, week0[0], thursdayScores[0][0])
	other := bowlFixture(t, s, week0[1], nil)
	if added, err := s.Keep(week0[0].Ref, pals); !added || err != nil {
		t.Fatalf("Keep() = %v, %v", added, err)
	}
	// The same match again is not doubled.
	if added, err := s.Keep(week0[0].Ref, []Record{pals[1], pals[0]}); added || err != nil {
		t.Errorf("Keep(the same match again) = %v, %v, want false, nil", added, err)
	}
	again := bowlFixture(t, s, week0[0], nil)
	// A match of another league: made by a season with the same teams.
	twin, _ := NewSeason("Twin", s.Settings(), s.Teams())
	for _, tt := range []struct {
		name    string
		ref     FixtureRef
		records []Record
		want    error
		says    string
	}{
		{"another league", FixtureRef{twin.ID(), 0, 1}, other, ErrOtherLeague, twin.ID()},
		{"a week the season has not", FixtureRef{s.ID(), 6, 0}, other, ErrNoSuchWeek, "week 6"},
		{"a pair the week has not", FixtureRef{s.ID(), 0, 2}, other, ErrNoSuchWeek, "pair 2 of week 0"},
		{"other teams bowl the pair", FixtureRef{s.ID(), 0, 0}, other, ErrNoSuchTeam, "Gutter Kings v Split Ends do not bowl pair 0 of week 0"},
		{"other teams bowl the pair in week 1", FixtureRef{s.ID(), 1, 0}, other, ErrNoSuchTeam, "pair 0 of week 1"},
		{"the pair is kept with other games", FixtureRef{s.ID(), 0, 0}, again, ErrAlreadyKept, "pair 0 of week 0"},
		{"the teams bowl no such pair", FixtureRef{s.ID(), 4, 1}, pals, ErrNoSuchTeam, "week 4"},
		{"the games are kept elsewhere", FixtureRef{s.ID(), 3, 0}, pals, ErrAlreadyKept, "kept as pair 0 of week 0"},
		{"a game missing", FixtureRef{s.ID(), 0, 1}, other[:1], ErrInvalidMatch, "1 games of 2"},
		{"no games", FixtureRef{s.ID(), 0, 1}, nil, ErrInvalidMatch, ""},
	} {
		added, err := s.Keep(tt.ref, tt.records)
		if added || !errors.Is(err, tt.want) || !strings.Contains(err.Error(), tt.says) {
			t.Errorf("%s: Keep() = %v, %v, want false and %v saying %q", tt.name, added, err, tt.want, tt.says)
		}
	}
	// A match of a team the league does not have.
	m, err := NewMatch(2, s.Settings().Match, week0[1].Teams[1], Team{Name: "Strangers", Lineup: []Place{{Name: "XYZ", Average: 100}}})
	if err != nil {
		t.Fatal(err)
	}
	var strangers []Record
	for g := 1; g <= 2; g++ {
		r, err := m.Record(g, bowled(t, m.Lineup(), nines, nines, nines), at(0, g))
		if err != nil {
			t.Fatal(err)
		}
		strangers = append(strangers, r)
	}
	if added, err := s.Keep(week0[1].Ref, strangers); added || !errors.Is(err, ErrNoSuchTeam) || !strings.Contains(err.Error(), `"Strangers"`) {
		t.Errorf("Keep(a stranger's match) = %v, %v, want false and %v naming the Strangers", added, err, ErrNoSuchTeam)
	}
	if got := s.Kept(-1); len(got) != 1 || got[0].Week != 0 || got[0].Pair != 0 || got[0].Teams != [2]int{0, 3} {
		t.Errorf("Kept(-1) = %+v, want the Pin Pals' week 0 alone", got)
	}
}
