package season

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

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
	w := &m.Season
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
	return f
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

// number reads a whole number as typed, and whether it is one within lo..hi.
func number(text string, lo, hi int) (int, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	return n, err == nil && n >= lo && n <= hi
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

// nameProblem says what is wrong with a bowler's name as typed, in m's words.
func nameProblem(typed string, m *i18n.Messages) string {
	switch check := domain.ExplainName(strings.TrimSpace(typed)); check.Fault {
	case domain.NameEmpty:
		return m.NameEmpty
	case domain.NameNotLetter:
		return m.NameNotLetter(check.Char)
	case domain.NameLength:
		return m.NameLength.Say(check.Letters)
	}
	return ""
}

// averageProblem says what is wrong with an average as typed ("" for none typed).
func averageProblem(typed string, m *i18n.Messages) string {
	if _, ok := number(typed, 0, domain.MaxAverage); !ok && strings.TrimSpace(typed) != "" {
		return m.AverageProblem.Say(domain.MaxAverage)
	}
	return ""
}

// problems checks the form. taken are the bowlers' names the league has already (a new
// league: none).
func (f *leagueForm) problems(m *i18n.Messages) formProblems {
	var p formProblems
	w := &m.Season
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

// newLeague makes the new league the form describes, or reports false when anything is wrong (the
// problems then show).
func (f *leagueForm) newLeague(m *i18n.Messages) (*domain.Season, bool) {
	st, ok := f.settings()
	if f.problems(m).any || !ok {
		f.tried = true
		return nil, false
	}
	names := make([]string, len(f.teams))
	for t, d := range f.teams {
		names[t] = d.name
	}
	s, err := domain.NewSeason(f.name, st, names)
	if err != nil {
		f.tried = true
		return nil, false
	}
	for t, d := range f.teams {
		for _, b := range d.bowlers {
			if strings.TrimSpace(b.name) == "" {
				continue
			}
			entering, ok := number(b.entering, 0, domain.MaxAverage)
			if !ok {
				entering = -1
			}
			if s.SetBowler(domain.Bowler{Name: b.name, Entering: entering}) != nil ||
				s.ChangeRoster(domain.RosterChange{Week: 0, Bowler: b.name, Team: t}) != nil {
				f.tried = true
				return nil, false
			}
		}
	}
	return s, true
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

// place reads an id "t" or "t.k" (k -1 when absent; -1, -1 when not one).
func place(id string) (t, k int) {
	a, b, two := strings.Cut(id, ".")
	t, err := strconv.Atoi(a)
	if err != nil {
		return -1, -1
	}
	if !two {
		return t, -1
	}
	if k, err = strconv.Atoi(b); err != nil {
		return -1, -1
	}
	return t, k
}

// problemSlot is the place under a field for its problem: always there, so that the fields
// after it do not move as it fills in; the problem is an alert.
//
//go:noinline
func problemSlot(id, problem string) app.UI {
	if problem == "" {
		return raw(`<div class="field-problem-slot"></div>`)
	}
	return raw(`<div class="field-problem-slot"><p id="{}-problem" class="field-problem" role="alert">{}</p></div>`, id, problem)
}

// numberField is a labelled whole-number field doing act, with its problem beside it.
//
//go:noinline
func numberField(id, testid, text, seed, act, dataID string, lo, hi int, problem string) app.UI {
	return box("number-field", label(id, text, true), numberInput(id, testid, act, dataID, seed, lo, hi, problem != ""), problemSlot(id, problem))
}

// textField is a labelled text field doing act, of most characters, with its problem beside
// it.
//
//go:noinline
func textField(id, testid, text, seed, act, dataID string, most int, problem string) app.UI {
	return box("text-field", label(id, text, true), textInput(id, testid, act, dataID, seed, most, problem != ""), problemSlot(id, problem))
}

// choice is a labelled checkbox doing act.
//
//go:noinline
func choice(id, testid, text, act string, on bool) app.UI {
	e := app.ElemSelfClosing("input").Attr("type", "checkbox").Attr("id", id).Attr("data-testid", testid).Attr("data-act", act).Attr("checked", checked(on))
	return el("label", "for", id, "class", "choice").Body(e, raw(`<span>{}</span>`, text))
}

// renderSettings draws the name and settings fields with p's problems: the season's first,
// then the matches' (handicap, points, absent bowlers and vacancies, Baker), then the honour
// roll's. A group is its legend, its number settings in order and a choice; settingGroups
// says which.
func (f *leagueForm) renderSettings(m *i18n.Messages, p formProblems) app.UI {
	w := &m.Season
	labels := settingLabels(m)
	legends := [3]string{w.SeasonLegend, w.MatchLegend, w.HonourLegend}
	kids := []app.UI{textField("league-name", "league-name", w.NameLabel, f.nameSeed, actLeagueName, "", domain.MaxLeagueNameLen, p.name)}
	for g, group := range settingGroups {
		fields := []app.UI{raw(`<legend>{}</legend>`, legends[g])}
		for _, i := range group {
			switch {
			case i == choicePosition:
				fields = append(fields, choice("league-position", "position-round", w.PositionRoundLabel, actPosition, f.position))
			case i == choiceHandicap:
				fields = append(fields, choice("league-handicap", "handicap", m.HandicapLabel, actHandicap, f.handicap))
			case i == choiceBaker:
				fields = append(fields, choice("league-baker", "baker", m.BakerLabel, actBaker, f.baker))
			case f.handicap || i != setBasis && i != setPercent:
				s := numberSettings[i]
				fields = append(fields, numberField("league-"+s.id, s.id, labels[i], f.seeds[i], actSetting, itoa(i), s.lo, s.hi, p.settings[i]))
			}
		}
		kids = append(kids, el("fieldset", "class", "settings-group").Body(fields...))
	}
	return box("league-settings", kids...)
}

// The choices among the settings' groups, after the number settings.
const (
	choicePosition = nSettings + iota
	choiceHandicap
	choiceBaker
)

// settingGroups are the settings' fields by group, in order: the season's, the matches' and
// the honour roll's.
var settingGroups = [3][]int{
	{setGames, setRounds, setFirstLane, setEstablish, choicePosition},
	{choiceHandicap, setBasis, setPercent, setPointsGame, setPointsSeries, setPointsIndividual, setDeduction, setVacancy, choiceBaker},
	{setHonourGame, setHonourSeries},
}

// renderTeams draws a new league's teams, each a block with its name and roster, with p's
// problems; then Add team.
func (f *leagueForm) renderTeams(m *i18n.Messages, p formProblems) app.UI {
	w := &m.Season
	blocks := make([]app.UI, 0, len(f.teams)+4)
	blocks = append(blocks, raw(`<h3 id="form-teams-heading">{}</h3>`, w.TeamsHeading), raw(`<p class="hint">{}</p>`, w.TeamsHint))
	for t, d := range f.teams {
		team := itoa(t)
		rows := make([]app.UI, len(d.bowlers))
		for k, b := range d.bowlers {
			id, place := "draft-"+team+"-"+itoa(k), team+"."+itoa(k)
			problem := p.bowler[t][k]
			rows[k] = el("li", "class", "roster-row").Body(
				box("roster-fields",
					label(id, w.BowlerLabel.Say(k+1), false),
					textInput(id, "player-name", actPlayerName, place, b.nameSeed, domain.NameLen, problem != ""),
					label(id+"-avg", w.EnteringLabel.Say(k+1), false),
					numberInput(id+"-avg", "entering-average", actEntering, place, b.enteringSeed, 0, domain.MaxAverage, false),
					raw(`<button type="button" class="button remove-button" data-act="{}" data-id="{}" aria-label="{}">{}</button>`,
						actRemovePlayer, place, w.RemoveBowler.Say(k+1), m.RemoveText),
				),
				problemSlot(id, problem),
			)
		}
		blocks = append(blocks, el("fieldset", "class", "team league-team", "data-testid", "league-team", "data-team", team).Body(
			raw(`<legend class="team-legend">{}</legend>`, m.TeamLegend.Say(t+1)),
			textField("draft-team-"+team, "team-name", m.TeamNameLabel, d.seed, actTeamName, team, domain.MaxTeamNameLen, p.team[t]),
			raw(`<p class="field-note">{}</p>`, w.RosterHint),
			raw(`<div class="roster-head" aria-hidden="true"><span>{}</span><span>{}</span></div>`, m.BowlerHeader, w.EnteringHeader),
			el("ol", "class", "roster").Body(rows...),
			raw(`<div class="team-actions"><button type="button" class="button" data-act="{}" data-id="{}" data-testid="add-player"{!}>{}</button>`+
				`<button type="button" class="button danger" data-act="{}" data-id="{}"{!}>{}</button></div>`,
				actAddPlayer, team, when(len(d.bowlers) >= domain.MaxLineup, ` disabled=""`), m.AddPlayer,
				actRemoveTeam, team, when(len(f.teams) <= domain.MinTeams, ` disabled=""`), w.RemoveTeam),
		))
	}
	return el("div", "class", "form-teams", "role", "group", "aria-labelledby", "form-teams-heading").Body(append(blocks,
		raw(`<button type="button" class="button" data-act="{}" data-testid="add-team"{!}>{}</button>`, actAddTeam,
			when(len(f.teams) >= domain.MaxTeams, ` disabled=""`), w.AddTeam),
		problemSlot("form-teams", p.teams),
	)...)
}
