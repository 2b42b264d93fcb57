package domain

import (
	"errors"
	"maps"
	"slices"
	"strings"
)

// ErrInvalidSeason is returned for a league season, or a change to one, that cannot be: a bad
// name, settings, team, bowler, roster change or week plan. The error says which.
var ErrInvalidSeason = errors.New("invalid league season")

// ErrWeekBowled is returned for a change that would rewrite a week already bowled: a roster
// change or a week's plan that changes the lineup of a match kept, settings or teams that
// change a kept week's pairs. The error names the team and week.
var ErrWeekBowled = errors.New("the week is already bowled")

// The bounds and defaults of a league's season (season.md).
const (
	MaxLeagueNameLen    = 40
	DefaultEstablish    = 9  // games that establish a league average
	MaxEstablish        = 99 // the most games a league may ask for that
	DefaultHonourGame   = 250
	DefaultHonourSeries = 700
)

// SeasonSettings are a league's settings: its matches' (league.md) and its season's.
type SeasonSettings struct {
	Match         League `json:"match"`                   // handicap, points, absentee deduction, vacancy score, Baker
	Games         int    `json:"games"`                   // games a week, 1..MaxSeriesGames
	FirstLane     int    `json:"firstLane"`               // 1..MaxLane
	Rounds        int    `json:"rounds"`                  // 1..MaxRounds
	Establish     int    `json:"establish"`               // games that establish a league average, 1..MaxEstablish
	PositionRound bool   `json:"positionRound,omitempty"` // the last week pairs the teams by the standings before it
	HonourGame    int    `json:"honourGame"`              // the honour roll's games: this score or more, 1..MaxScore
	HonourSeries  int    `json:"honourSeries"`            // its series: this or more, 1..MaxSeriesGames·MaxScore (700 is for 3 games)
}

// DefaultSeasonSettings returns season.md's defaults: DefaultLeague's match settings, 3 games a
// week from lane 1, one round, 9 games to establish an average, no position round, and an
// honour roll from 250 and 700.
//
//go:noinline
func DefaultSeasonSettings() SeasonSettings {
	return SeasonSettings{Match: DefaultLeague(), Games: DefaultSeriesGames, FirstLane: 1, Rounds: 1,
		Establish: DefaultEstablish, HonourGame: DefaultHonourGame, HonourSeries: DefaultHonourSeries}
}

// Check refuses settings a season cannot have: match settings League.Check refuses, and
// otherwise a number outside its bounds (ErrInvalidSeason, saying which).
func (st SeasonSettings) Check() error {
	if err := st.Match.Check(); err != nil {
		return err
	}
	for _, b := range []struct {
		what        string
		n, low, top int
	}{
		{"games a week", st.Games, 1, MaxSeriesGames},
		{"first lane", st.FirstLane, 1, MaxLane},
		{"rounds", st.Rounds, 1, MaxRounds},
		{"games to establish an average", st.Establish, 1, MaxEstablish},
		{"honour roll's game", st.HonourGame, 1, MaxScore},
		{"honour roll's series", st.HonourSeries, 1, MaxSeriesGames * MaxScore},
	} {
		if b.n < b.low || b.n > b.top {
			return errorf("%w: %s %d, but it is %d to %d", ErrInvalidSeason, b.what, b.n, b.low, b.top)
		}
	}
	return nil
}

// Bowler is a bowler of a league: a name unique in the league (3 letters, as a game shows it)
// and the entering average, last season's, typed: 0..MaxAverage, or -1 (any negative) when
// there is none, as CarriedAverage takes it.
type Bowler struct {
	Name     string
	Entering int
}

// RosterChange is one change of a league's rosters: from week Week on (from 0), Bowler bowls
// for team Team, an index in the league's team list (a join, or a move from another team), or
// with Team -1 for none (the bowler leaves). A team's roster as of a week is its bowlers by
// the changes in effect then, in the order those changes were made: a bowler who joins takes
// the last place.
type RosterChange struct {
	Week   int    `json:"week"`
	Bowler string `json:"bowler"`
	Team   int    `json:"team"`
}

// WeekPlan is what a secretary changes in one week's lineups, for that week only. An entry
// that does not fit the week's rosters once they change (a bowler absent who has since left, a
// substitute for a bowler who moved) is left out of the lineups.
type WeekPlan struct {
	Absent      []string       `json:"absent,omitempty"`      // roster bowlers who do not bowl: their absentee score counts
	Substitutes []Substitute   `json:"substitutes,omitempty"` // bowlers who bowl this week only
	Averages    map[string]int `json:"averages,omitempty"`    // averages typed for roster bowlers with none to carry (CarriedAverage)
}

// Substitute is a bowler who bowls one week for a team under their own name and average, in
// the place of a roster bowler (For) or, with For empty, after the roster. A substitute is
// nobody on a roster that week; a bowler of the league who is not may substitute.
type Substitute struct {
	Team    int    `json:"team"`
	For     string `json:"for,omitempty"`
	Name    string `json:"name"`
	Average int    `json:"average"`
}

// Season is a league as its secretary keeps it over a season (season.md): its ID and name, its
// settings, its teams (whose indices never change), its bowlers and the roster changes that
// put them on teams week by week, each week's plan (absentees, substitutes, typed averages),
// and the matches kept so far, each filed under its week and pair. The schedule, each week's
// lineups with the averages carried into it, the standings, the recap and the honour roll are
// derived from those. The league file (Season.MarshalJSON, ReadLeague) carries all of it.
//
// It is not named League because League already names a match's settings, which every
// league match's record, history file and sheet link carries by that name; a Season holds
// those as SeasonSettings.Match. Weeks and pairs count from 0, as RoundRobin's. A Season is
// changed only through its methods, each of which checks the change and refuses it whole;
// it is not safe for use by several goroutines at once. The zero Season is no league: make
// one with NewSeason or ReadLeague.
type Season struct {
	id       string
	name     string
	settings SeasonSettings
	teams    []string
	bowlers  []Bowler
	byName   map[string]int // bowler's name -> index in bowlers
	changes  []RosterChange
	plans    map[int]WeekPlan
	position []int             // the position round's order, fixed when its week's first match is kept
	kept     []KeptMatch       // by week, then pair
	filed    map[string][2]int // the ID of every match and game kept -> its week and pair
	rr       roundRobin        // the round robin of the teams, rounds and first lane, worked out once
	rev      uint64            // the revision it was stored at (revision.go)
}

// roundRobin is a RoundRobin kept for the teams, rounds and first lane it was made for: filing
// each of a season's 720 matches would otherwise make the whole schedule again.
type roundRobin struct {
	teams, rounds, first int
	weeks                []Week
}

// roundRobin returns the season's round robin, made again when the teams or settings changed.
// Its weeks are the Season's, not to change.
func (s *Season) roundRobin() []Week {
	r := &s.rr
	if r.weeks == nil || r.teams != len(s.teams) || r.rounds != s.settings.Rounds || r.first != s.settings.FirstLane {
		weeks, _ := RoundRobin(len(s.teams), s.settings.Rounds, s.settings.FirstLane) // the settings are checked
		*r = roundRobin{teams: len(s.teams), rounds: s.settings.Rounds, first: s.settings.FirstLane, weeks: weeks}
	}
	return r.weeks
}

// ParseLeagueName checks a league's name as entered and returns it as kept: a team name's
// rule (ParseTeamName) up to MaxLeagueNameLen characters, refused with ErrInvalidSeason.
func ParseLeagueName(entered string) (string, error) {
	return parseTitle(entered, "league", MaxLeagueNameLen, ErrInvalidSeason)
}

// NewSeason makes a league with a new ID (NewID): its name (ParseLeagueName), settings and
// teams (MinTeams to MaxTeams, names as ParseTeamName keeps them, no two the same compared
// case-insensitively), with no bowlers yet.
func NewSeason(name string, settings SeasonSettings, teams []string) (*Season, error) {
	s := &Season{id: NewID(), settings: settings, byName: map[string]int{}, plans: map[int]WeekPlan{}, filed: map[string][2]int{}}
	if err := s.Rename(name); err != nil {
		return nil, err
	}
	if err := settings.Check(); err != nil {
		return nil, err
	}
	if len(teams) < MinTeams || len(teams) > MaxTeams {
		return nil, errorf("%w: %d teams, but a league has %d to %d", ErrInvalidSeason, len(teams), MinTeams, MaxTeams)
	}
	for _, t := range teams {
		if err := s.addTeam(t); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// ID returns the league's ID, the same on every device its file goes to.
func (s *Season) ID() string { return s.id }

// Name returns the league's name.
func (s *Season) Name() string { return s.name }

// Settings returns the league's settings.
func (s *Season) Settings() SeasonSettings { return s.settings }

// Teams returns the teams' names, by index.
func (s *Season) Teams() []string { return slices.Clone(s.teams) }

// Bowlers returns the league's bowlers in the order they were added.
func (s *Season) Bowlers() []Bowler { return slices.Clone(s.bowlers) }

// Changes returns the roster changes in the order they were made.
func (s *Season) Changes() []RosterChange { return slices.Clone(s.changes) }

// Weeks returns the number of weeks of the season: its rounds of n−1 weeks with n teams even,
// n weeks with n odd.
func (s *Season) Weeks() int {
	n := len(s.teams)
	return s.settings.Rounds * (n - 1 + n%2)
}

// Rename gives the league another name (ParseLeagueName).
func (s *Season) Rename(name string) error {
	name, err := ParseLeagueName(name)
	if err == nil {
		s.name = name
	}
	return err
}

// RenameTeam gives team (an index) another name, as ParseTeamName keeps it and unlike any
// other team's. Its matches kept keep the name they were bowled under.
func (s *Season) RenameTeam(team int, name string) error {
	if team < 0 || team >= len(s.teams) {
		return errorf("%w: team %d, but the league has teams 0 to %d", ErrInvalidSeason, team, len(s.teams)-1)
	}
	name, err := s.teamName(name, team)
	if err == nil {
		s.teams[team] = name
	}
	return err
}

// AddTeam adds a team at the end of the list, before the first match is kept: another team
// changes every week's pairs (ErrWeekBowled once a match is kept).
func (s *Season) AddTeam(name string) error {
	if len(s.kept) > 0 {
		return errorf("%w: a team joins before the first match is kept, but week %d has one", ErrWeekBowled, s.kept[0].Week)
	}
	if len(s.teams) == MaxTeams {
		return errorf("%w: a league has at most %d teams", ErrInvalidSeason, MaxTeams)
	}
	return s.addTeam(name)
}

func (s *Season) addTeam(name string) error {
	name, err := s.teamName(name, len(s.teams))
	if err == nil {
		s.teams = append(s.teams, name)
	}
	return err
}

// teamName checks a name for team i.
func (s *Season) teamName(entered string, i int) (string, error) {
	name, err := ParseTeamName(entered)
	if err != nil {
		return "", err
	}
	for k, t := range s.teams {
		if k != i && strings.EqualFold(t, name) {
			return "", errorf("%w: two teams named %q", ErrInvalidSeason, name)
		}
	}
	return name, nil
}

// SetSettings changes the league's settings (Check). Once a match is kept the games a week
// stay, and a change that gives a week with a match kept other pairs or lanes (the first lane,
// the rounds, the position round) is refused with ErrWeekBowled; fewer rounds may not leave out
// a week that a roster change or a week's plan is for. Other settings apply to the weeks to
// come: a match kept keeps the settings it was bowled with.
func (s *Season) SetSettings(settings SeasonSettings) error {
	if err := settings.Check(); err != nil {
		return err
	}
	next := *s
	next.settings = settings
	if len(s.kept) > 0 && settings.Games != s.settings.Games {
		return errorf("%w: %d games a week, but the matches kept have %d", ErrWeekBowled, settings.Games, s.settings.Games)
	}
	last := -1
	for _, c := range s.changes {
		last = max(last, c.Week)
	}
	for w := range s.plans {
		last = max(last, w)
	}
	if last >= next.Weeks() {
		return errorf("%w: the season would have %d weeks, but week %d has roster changes or a plan", ErrInvalidSeason, next.Weeks(), last)
	}
	for i, k := range s.kept {
		if i > 0 && s.kept[i-1].Week == k.Week {
			continue
		}
		if k.Week >= next.Weeks() || !slices.Equal(s.week(k.Week).Pairs, next.week(k.Week).Pairs) {
			return errorf("%w: the settings change the pairs or lanes of week %d", ErrWeekBowled, k.Week)
		}
	}
	s.settings = settings
	return nil
}

// SetBowler adds a bowler to the league, or changes the entering average of the one of that
// name (entered in either case). The name must pass ParseName, the average be -1 (none) or
// 0..MaxAverage.
func (s *Season) SetBowler(b Bowler) error {
	name, err := ParseName(b.Name)
	if err != nil {
		return errorf("%w: %w", ErrInvalidSeason, err)
	}
	if b.Entering > MaxAverage {
		return errorf("%w: %s's entering average: %w", ErrInvalidSeason, name, CheckAverage(b.Entering))
	}
	b.Name, b.Entering = name, max(b.Entering, -1)
	if i, ok := s.byName[name]; ok {
		s.bowlers[i] = b
		return nil
	}
	s.byName[name] = len(s.bowlers)
	s.bowlers = append(s.bowlers, b)
	return nil
}

// ChangeRoster makes a roster change (see RosterChange): the bowler must be one of the
// league's (SetBowler), the week one of the season's, the team one of its teams or -1. It
// refuses a change that changes nothing that week (the bowler already on that team, or on
// none), one that would put more than MaxLineup bowlers on a team in any week, and one that
// changes the roster of a team in a week whose match is kept (ErrWeekBowled): a week already
// bowled is never rewritten.
func (s *Season) ChangeRoster(c RosterChange) error {
	if err := s.change(c); err != nil {
		return err
	}
	// Compare the rosters of the teams with a match kept from the change's week on.
	made := s.changes[len(s.changes)-1]
	after := s.keptRosters(made.Week)
	s.changes = s.changes[:len(s.changes)-1]
	before := s.keptRosters(made.Week)
	for i, r := range after {
		if !slices.Equal(r, before[i]) {
			k := s.kept[i/2]
			return errorf("%w: the change moves %s, but %s's match of week %d is kept", ErrWeekBowled, made.Bowler, s.teams[k.Teams[i%2]], k.Week)
		}
	}
	s.changes = append(s.changes, made)
	return nil
}

// change checks a roster change against the changes so far and appends it, the bowler's name
// as shown.
func (s *Season) change(c RosterChange) error {
	name, err := ParseName(c.Bowler)
	b, ok := s.byName[name]
	switch {
	case err != nil || !ok:
		return errorf("%w: %q is not a bowler of the league", ErrInvalidSeason, c.Bowler)
	case c.Week < 0 || c.Week >= s.Weeks():
		return errorf("%w: a change from week %d, but the season has weeks 0 to %d", ErrInvalidSeason, c.Week, s.Weeks()-1)
	case c.Team < -1 || c.Team >= len(s.teams):
		return errorf("%w: team %d, but the league has teams 0 to %d", ErrInvalidSeason, c.Team, len(s.teams)-1)
	case s.teamOf(b, c.Week) == c.Team:
		return errorf("%w: from week %d %s is already where the change puts them", ErrInvalidSeason, c.Week, name)
	}
	c.Bowler = name
	s.changes = append(s.changes, c)
	if c.Team < 0 {
		return nil
	}
	// Only the team joined grows, and rosters change only at a change's week: checking it in
	// those weeks from the change's on checks every week.
	var weeks []int
	for _, at := range s.changes {
		if at.Week >= c.Week && !slices.Contains(weeks, at.Week) {
			weeks = append(weeks, at.Week)
			if n := s.teamSize(at.Week, c.Team); n > MaxLineup {
				s.changes = s.changes[:len(s.changes)-1]
				return errorf("%w: team %s would have %d bowlers in week %d, but a lineup has at most %d", ErrInvalidSeason, s.teams[c.Team], n, at.Week, MaxLineup)
			}
		}
	}
	return nil
}

// effective returns, for each bowler, the index of the change in effect in week: their
// change of the latest week up to it, the later made of two in one week; -1 for none.
func (s *Season) effective(week int) []int {
	eff := make([]int, len(s.bowlers))
	for i := range eff {
		eff[i] = -1
	}
	for i, c := range s.changes {
		b := s.byName[c.Bowler]
		if c.Week <= week && (eff[b] < 0 || s.changes[eff[b]].Week <= c.Week) {
			eff[b] = i
		}
	}
	return eff
}

// rosters returns every team's roster as of week: its bowlers' indices in roster order.
func (s *Season) rosters(week int) [][]int {
	eff := s.effective(week)
	out := make([][]int, len(s.teams))
	for i, c := range s.changes {
		if b := s.byName[c.Bowler]; eff[b] == i && c.Team >= 0 {
			out[c.Team] = append(out[c.Team], b)
		}
	}
	return out
}

// teamOf returns the team bowler b bowls for in week, or -1: by b's change in effect then, as
// effective finds it, without working out everyone's (a league file's 200 changes are each
// checked against those before).
func (s *Season) teamOf(b, week int) int {
	team, from := -1, -1
	for _, c := range s.changes {
		if c.Week <= week && c.Week >= from && c.Bowler == s.bowlers[b].Name {
			team, from = c.Team, c.Week
		}
	}
	return team
}

// teamSize returns how many bowlers team has in week.
func (s *Season) teamSize(week, team int) int {
	n := 0
	for _, i := range s.effective(week) {
		if i >= 0 && s.changes[i].Team == team {
			n++
		}
	}
	return n
}

// Roster returns team's bowlers as of week, in roster order (nil for a team or week the
// league does not have).
func (s *Season) Roster(week, team int) []string {
	if week < 0 || week >= s.Weeks() || team < 0 || team >= len(s.teams) {
		return nil
	}
	var names []string
	for _, b := range s.rosters(week)[team] {
		names = append(names, s.bowlers[b].Name)
	}
	return names
}

// keptRosters returns the rosters of both teams of every match kept from week from on, as
// kept is ordered, two per match (nil for matches before from).
func (s *Season) keptRosters(from int) [][]int {
	out := make([][]int, 2*len(s.kept))
	var at [][]int
	for i, k := range s.kept {
		if k.Week < from {
			continue
		}
		if i == 0 || s.kept[i-1].Week != k.Week || at == nil {
			at = s.rosters(k.Week)
		}
		out[2*i], out[2*i+1] = at[k.Teams[0]], at[k.Teams[1]]
	}
	return out
}

// Plan returns week's plan (the zero WeekPlan when it has none).
func (s *Season) Plan(week int) WeekPlan {
	p := s.plans[week]
	return WeekPlan{Absent: slices.Clone(p.Absent), Substitutes: slices.Clone(p.Substitutes), Averages: maps.Clone(p.Averages)}
}

// SetPlan sets week's plan, replacing the one it had. Names are taken in either case. It
// refuses (ErrInvalidSeason, saying which) a name ParseName refuses; an absent bowler not on a
// roster that week, or named twice; a substitute for a team the league does not have, named
// twice, on a roster that week, with an average outside 0..MaxAverage, or in the place of
// somebody not on the team's roster that week, absent, or replaced twice; a lineup of more than
// MaxLineup places; a typed average outside 0..MaxAverage or for somebody not on a roster that
// week. A plan that changes the lineup of a match kept that week is refused with ErrWeekBowled.
func (s *Season) SetPlan(week int, p WeekPlan) error {
	if week < 0 || week >= s.Weeks() {
		return errorf("%w: a plan for week %d, but the season has weeks 0 to %d", ErrInvalidSeason, week, s.Weeks()-1)
	}
	p, err := s.checkPlan(p)
	if err != nil {
		return err
	}
	rosters := s.rosters(week)
	on := map[string]int{} // bowler on a roster that week -> team
	for t, r := range rosters {
		for _, b := range r {
			on[s.bowlers[b].Name] = t
		}
	}
	replaced := map[string]bool{}
	added := make([]int, len(s.teams))
	for _, name := range p.Absent {
		if _, ok := on[name]; !ok {
			return errorf("%w: %s is absent in week %d, but on no roster", ErrInvalidSeason, name, week)
		}
	}
	for _, sub := range p.Substitutes {
		if t, ok := on[sub.Name]; ok {
			return errorf("%w: %s substitutes in week %d, but bowls for %s", ErrInvalidSeason, sub.Name, week, s.teams[t])
		}
		if sub.For == "" {
			added[sub.Team]++
			if n := len(rosters[sub.Team]) + added[sub.Team]; n > MaxLineup {
				return errorf("%w: %s would have %d places in week %d, but a lineup has at most %d", ErrInvalidSeason, s.teams[sub.Team], n, week, MaxLineup)
			}
			continue
		}
		if t, ok := on[sub.For]; !ok || t != sub.Team || replaced[sub.For] || slices.Contains(p.Absent, sub.For) {
			return errorf("%w: %s substitutes for %s in week %d, who is not on %s's roster, is absent or already replaced",
				ErrInvalidSeason, sub.Name, sub.For, week, s.teams[sub.Team])
		}
		replaced[sub.For] = true
	}
	for name := range p.Averages {
		if _, ok := on[name]; !ok {
			return errorf("%w: an average typed for %s in week %d, who is on no roster", ErrInvalidSeason, name, week)
		}
	}
	before, _ := s.lineups(week, s.totals(week))
	old, had := s.plans[week]
	s.setPlan(week, p)
	after, _ := s.lineups(week, s.totals(week))
	for _, k := range s.kept {
		for _, t := range k.Teams {
			if k.Week == week && !slices.Equal(before[t], after[t]) {
				if had {
					s.plans[week] = old
				} else {
					delete(s.plans, week)
				}
				return errorf("%w: the plan changes %s's lineup, but its match of week %d is kept", ErrWeekBowled, s.teams[t], week)
			}
		}
	}
	return nil
}

// checkPlan checks what a plan holds by itself, whatever the rosters, and returns it with its
// names as shown: what a league file's plans must pass.
func (s *Season) checkPlan(p WeekPlan) (WeekPlan, error) {
	out := WeekPlan{Averages: map[string]int{}}
	for _, entered := range p.Absent {
		name, err := ParseName(entered)
		if err != nil || slices.Contains(out.Absent, name) {
			return WeekPlan{}, errorf("%w: absent bowler %q is not a name or named twice", ErrInvalidSeason, entered)
		}
		out.Absent = append(out.Absent, name)
	}
	for _, sub := range p.Substitutes {
		name, err := ParseName(sub.Name)
		if err != nil {
			return WeekPlan{}, errorf("%w: substitute: %w", ErrInvalidSeason, err)
		}
		if sub.For != "" {
			if sub.For, err = ParseName(sub.For); err != nil {
				return WeekPlan{}, errorf("%w: %s substitutes for: %w", ErrInvalidSeason, name, err)
			}
		}
		switch {
		case sub.Team < 0 || sub.Team >= len(s.teams):
			return WeekPlan{}, errorf("%w: %s substitutes for team %d, but the league has teams 0 to %d", ErrInvalidSeason, name, sub.Team, len(s.teams)-1)
		case CheckAverage(sub.Average) != nil:
			return WeekPlan{}, errorf("%w: substitute %s: %w", ErrInvalidSeason, name, CheckAverage(sub.Average))
		case slices.ContainsFunc(out.Substitutes, func(o Substitute) bool { return o.Name == name || sub.For != "" && o.For == sub.For }):
			return WeekPlan{}, errorf("%w: substitute %s is named twice, or replaces a bowler already replaced", ErrInvalidSeason, name)
		}
		sub.Name = name
		out.Substitutes = append(out.Substitutes, sub)
	}
	for entered, avg := range p.Averages {
		name, err := ParseName(entered)
		if err == nil {
			err = CheckAverage(avg)
		}
		if _, twice := out.Averages[name]; err != nil || twice {
			return WeekPlan{}, errorf("%w: an average typed for %q: %d is not an average, or the name is not one or given twice", ErrInvalidSeason, entered, avg)
		}
		out.Averages[name] = avg
	}
	if len(out.Averages) == 0 {
		out.Averages = nil
	}
	return out, nil
}

// setPlan keeps a checked plan, or forgets an empty one.
func (s *Season) setPlan(week int, p WeekPlan) {
	if len(p.Absent) == 0 && len(p.Substitutes) == 0 && len(p.Averages) == 0 {
		delete(s.plans, week)
		return
	}
	s.plans[week] = p
}

// Schedule returns the season's weeks: RoundRobin of its teams, rounds and first lane, with
// the position round's week last where the settings ask for one. The position round pairs the
// teams by the standings before it (a team with no match yet after those with, by name), and
// stays as it is once a match of its week is kept.
func (s *Season) Schedule() []Week {
	weeks, _ := RoundRobin(len(s.teams), s.settings.Rounds, s.settings.FirstLane) // the settings are checked
	if s.settings.PositionRound {
		weeks[len(weeks)-1] = s.positionWeek()
	}
	return weeks
}

// week returns week w of Schedule, which is one of the season's.
func (s *Season) week(w int) Week {
	if s.settings.PositionRound && w == s.Weeks()-1 {
		return s.positionWeek()
	}
	return s.roundRobin()[w]
}

// positionWeek returns the position round's week, by its fixed order or the standings.
func (s *Season) positionWeek() Week {
	order := s.position
	if order == nil {
		_, order = s.standings(s.Weeks() - 2)
	}
	w, _ := PositionRound(order, s.settings.FirstLane) // a permutation of the teams, checked
	return w
}
