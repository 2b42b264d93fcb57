package season

import (
	"strings"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// The league form: a league's name and settings (league.md's match settings; the games a
// week, the first lane, the rounds, the games that establish an average, a position round,
// the honour roll's thresholds) and, for a new league, its teams and their rosters with
// entering averages. The domain checks them (ParseLeagueName, ParseTeamName, ParseName,
// SeasonSettings.Check, NewSeason); this file keeps what is typed and says what is wrong,
// field by field, next to the field. Like the setup screen's fields, a field starts with its
// seed, which changes only when the form changes shape (keep), never while typing, so that a
// render never writes over keys typed.

// A setting typed as a whole number: the id (and test hook) of its field, and its bounds.
type numberSetting struct {
	id     string
	lo, hi int
}

// The number settings, in the order the form shows them.
const (
	setGames = iota
	setRounds
	setFirstLane
	setEstablish
	setBasis
	setPercent
	setPointsGame
	setPointsSeries
	setPointsIndividual
	setDeduction
	setVacancy
	setHonourGame
	setHonourSeries
	nSettings
)

var numberSettings = [nSettings]numberSetting{
	{"series-games", 1, domain.MaxSeriesGames},
	{"rounds", 1, domain.MaxRounds},
	{"first-lane", 1, domain.MaxLane},
	{"establish", 1, domain.MaxEstablish},
	{"handicap-basis", domain.MinBasis, domain.MaxBasis},
	{"handicap-percent", domain.MinPercent, domain.MaxPercent},
	{"points-game", 0, domain.MaxPoints},
	{"points-series", 0, domain.MaxPoints},
	{"points-individual", 0, domain.MaxPoints},
	{"absent-deduction", 0, domain.MaxScore},
	{"vacancy-score", 0, domain.MaxScore},
	{"honour-game", 1, domain.MaxScore},
	{"honour-series", 1, domain.MaxSeriesGames * domain.MaxScore},
}

// settingLabels are the number settings' labels in m's words.
func settingLabels(m *i18n.Messages) [nSettings]string {
	w := m.Season
	return [nSettings]string{w.GamesLabel, w.RoundsLabel, w.FirstLaneLabel, w.EstablishLabel, m.BasisLabel, m.PercentLabel,
		m.PointsGameLabel, m.PointsSeriesLabel, m.PointsIndividualLabel, m.DeductionLabel, m.VacancyScoreLabel,
		w.HonourGameLabel, w.HonourSeriesLabel}
}

// leagueForm is a league's name and settings as typed and, for a new league, its teams.
type leagueForm struct {
	name, nameSeed string
	numbers, seeds [nSettings]string
	handicap       bool
	baker          bool
	position       bool
	teams          []teamDraft // a new league's; nil for the settings of a league made
	tried          bool        // Make or Save was refused: every problem shows, empty fields' too
	next           int         // the last identity given to a team or a bowler
	// The settings and name of the league a settings form was filled from, as the form reads
	// them: what Save changes is what differs from them (revise.go); nil for a new league.
	base     *domain.SeasonSettings
	baseName string
}

// teamDraft is a new league's team as typed.
type teamDraft struct {
	id         int
	name, seed string
	bowlers    []bowlerDraft
}

// bowlerDraft is a bowler of a new league's roster as typed: a name and an entering average.
type bowlerDraft struct {
	id                     int
	name, entering         string
	nameSeed, enteringSeed string
}

// newForm is the form of a new league: the domain's default settings and two empty teams.
func newForm() *leagueForm {
	f := &leagueForm{}
	f.fill("", domain.DefaultSeasonSettings())
	f.addTeam()
	f.addTeam()
	return f
}

// settingsForm is the form of league s's name and settings.
func settingsForm(s *domain.Season) *leagueForm {
	f := &leagueForm{}
	f.fill(s.Name(), s.Settings())
	st, _ := f.settings()
	f.base, f.baseName = &st, s.Name()
	return f
}

// formSettings are league l's settings as its settings form reads them (a handicap turned
// off keeps no basis or percent), so that they compare with what a form reads.
func formSettings(l *domain.Season) domain.SeasonSettings {
	return *settingsForm(l).base
}

// fill sets the form, and the text its fields start with, to a name and settings.
func (f *leagueForm) fill(name string, st domain.SeasonSettings) {
	l := st.Match
	h := l.Handicap
	if !h.On {
		h = domain.DefaultHandicap
	}
	for i, n := range [nSettings]int{st.Games, st.Rounds, st.FirstLane, st.Establish, h.Basis, h.Percent,
		l.Points.Game, l.Points.Series, l.Points.Individual, l.AbsentDeduction, l.VacancyScore, st.HonourGame, st.HonourSeries} {
		f.numbers[i] = itoa(n)
	}
	f.name, f.handicap, f.baker, f.position = name, l.Handicap.On, l.Baker, st.PositionRound
	f.keep()
}

// keep makes what is typed the text the fields start with, once the form changes shape: go-app
// then writes each field's text where it now belongs.
func (f *leagueForm) keep() {
	f.nameSeed, f.seeds = f.name, f.numbers
	for t := range f.teams {
		d := &f.teams[t]
		d.seed = d.name
		for k := range d.bowlers {
			b := &d.bowlers[k]
			b.nameSeed, b.enteringSeed = b.name, b.entering
		}
	}
}

// addTeam adds an empty team with one empty place.
func (f *leagueForm) addTeam() {
	f.next += 2
	f.teams = append(f.teams, teamDraft{id: f.next - 1, bowlers: []bowlerDraft{{id: f.next}}})
}

// settings are the settings the form describes, and whether every field holds one.
func (f *leagueForm) settings() (domain.SeasonSettings, bool) {
	var n [nSettings]int
	ok := true
	for i, s := range numberSettings {
		var fits bool
		n[i], fits = number(f.numbers[i], s.lo, s.hi)
		ok = ok && (fits || !f.handicap && (i == setBasis || i == setPercent))
	}
	st := domain.SeasonSettings{Games: n[setGames], FirstLane: n[setFirstLane], Rounds: n[setRounds], Establish: n[setEstablish],
		PositionRound: f.position, HonourGame: n[setHonourGame], HonourSeries: n[setHonourSeries],
		Match: domain.League{Points: domain.PointsRule{Game: n[setPointsGame], Series: n[setPointsSeries], Individual: n[setPointsIndividual]},
			AbsentDeduction: n[setDeduction], VacancyScore: n[setVacancy], Baker: f.baker}}
	if f.handicap {
		st.Match.Handicap = domain.Handicap{On: true, Basis: n[setBasis], Percent: n[setPercent]}
	}
	return st, ok && st.Check() == nil
}

// formProblems says what is wrong with the form, field by field ("" when fine); any is set
// when anything is, shown or not.
type formProblems struct {
	name     string
	settings [nSettings]string
	teams    string     // too few teams
	team     []string   // each team's name
	bowler   [][]string // each bowler's name or entering average
	any      bool
}

// show is a problem as the form shows it: not under a field left empty until Make or Save was
// tried. Any problem counts.
func (f *leagueForm) show(p *formProblems, typed, problem string) string {
	if problem != "" {
		p.any = true
	}
	if strings.TrimSpace(typed) == "" && !f.tried {
		return ""
	}
	return problem
}

// problems checks the form. taken are the bowlers' names the league has already (a new
// league: none).
func (f *leagueForm) problems(m *i18n.Messages) formProblems {
	var p formProblems
	w := m.Season
	if _, err := domain.ParseLeagueName(f.name); err != nil {
		p.name = f.show(&p, f.name, w.NameProblem.Say(domain.MaxLeagueNameLen))
	}
	for i, s := range numberSettings {
		if !f.handicap && (i == setBasis || i == setPercent) {
			continue
		}
		if _, ok := number(f.numbers[i], s.lo, s.hi); !ok {
			p.settings[i] = f.show(&p, "x", w.NumberProblem.Say(s.lo, s.hi)) // an empty setting is wrong at once
		}
	}
	if f.teams == nil {
		return p
	}
	if len(f.teams) < domain.MinTeams {
		p.teams = f.show(&p, "x", w.TooFewTeams.Say(domain.MinTeams))
	}
	p.team, p.bowler = make([]string, len(f.teams)), make([][]string, len(f.teams))
	teams, names := map[string]bool{}, map[string]bool{}
	for t, d := range f.teams {
		name, err := domain.ParseTeamName(d.name)
		key := strings.ToLower(name)
		switch {
		case err != nil:
			p.team[t] = f.show(&p, d.name, m.TeamNameProblem.Say(domain.MaxTeamNameLen))
		case teams[key]:
			p.team[t] = f.show(&p, d.name, w.TeamTwice.Say(name))
		}
		teams[key] = true
		p.bowler[t] = make([]string, len(d.bowlers))
		for k, b := range d.bowlers {
			name := strings.ToUpper(strings.TrimSpace(b.name))
			problem := nameProblem(b.name, m)
			if problem == "" && names[name] {
				problem = m.NameTaken.Say(name)
			}
			names[name] = true
			if strings.TrimSpace(b.name) == "" && strings.TrimSpace(b.entering) == "" {
				continue // an empty place is left out
			}
			if problem == "" {
				problem = averageProblem(b.entering, m)
			}
			p.bowler[t][k] = f.show(&p, b.name+b.entering, problem)
		}
	}
	return p
}

// input takes what is typed into a field of the form: act says which (data-act), id which
// setting, team or bowler ("t" or "t.k", data-id).
func (f *leagueForm) input(act, id, text string) {
	t, k := place(id)
	switch {
	case act == actLeagueName:
		f.name = text
	case act == actSetting && t >= 0 && t < nSettings:
		f.numbers[t] = text
	case act == actTeamName && t >= 0 && t < len(f.teams):
		f.teams[t].name = text
	case act == actPlayerName && f.has(t, k):
		f.teams[t].bowlers[k].name = text
	case act == actEntering && f.has(t, k):
		f.teams[t].bowlers[k].entering = text
	}
}

// has reports whether the form has bowler k of team t.
func (f *leagueForm) has(t, k int) bool {
	return t >= 0 && t < len(f.teams) && k >= 0 && k < len(f.teams[t].bowlers)
}

// click runs a button of the form, and reports whether it was one.
func (f *leagueForm) click(act, id string) bool {
	t, k := place(id)
	switch {
	case act == actAddTeam && len(f.teams) < domain.MaxTeams:
		f.addTeam()
	case act == actRemoveTeam && t >= 0 && t < len(f.teams) && len(f.teams) > domain.MinTeams:
		f.teams = append(f.teams[:t], f.teams[t+1:]...)
	case act == actAddPlayer && t >= 0 && t < len(f.teams) && len(f.teams[t].bowlers) < domain.MaxLineup:
		f.next++
		f.teams[t].bowlers = append(f.teams[t].bowlers, bowlerDraft{id: f.next})
	case act == actRemovePlayer && f.has(t, k):
		d := &f.teams[t]
		d.bowlers = append(d.bowlers[:k], d.bowlers[k+1:]...)
	default:
		return false
	}
	f.keep()
	return true
}
