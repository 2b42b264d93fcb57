package setup

import (
	"encoding/json"
	"strconv"
	"strings"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The teams of a league match on setup (league.md): "Bowl as two teams" turns the setup
// screen's players into two team blocks, each a name and a lineup in bowling order (bowlers,
// each with an average and an Absent switch, and vacancies), with the points rule, the
// absentee deduction, the vacancy score, Baker and Scotch doubles (formats.md). The domain
// checks them (ParseTeamName, ParseName, CheckTeams, League.Check, NewMatch); this file reads
// what was typed and says what is wrong, field by field (teamblocks.go draws them). The
// settings and the lineups of the last match started are remembered on the device (teamsKey).

// teamsKey is the local storage key of the last league match started: its settings and
// lineups (savedTeams). The root's store.go lists it with every other key the device keeps.
const teamsKey = "tenpin.teams"

// teamPlace is one place of a lineup as typed.
type teamPlace struct {
	_                 noCompare
	id                int    // a stable identity: the focus follows it
	name, average     string // as typed; the name upper case once valid
	seed, averageSeed string // the text the fields start with (see keep)
	absent, vacancy   bool
}

// teamBlock is one team as typed.
type teamBlock struct {
	name, seed string
	places     []teamPlace
}

// teamForm is the setup screen's teams. Like a name field, a text field starts with its seed,
// which changes only when the lineup changes shape (keep), never while typing.
type teamForm struct {
	on, baker bool
	scotch    bool // Scotch doubles: each team bowls one line, its bowlers taking the balls in turn
	blocks    [2]teamBlock
	settings  [5]string // as typed: game, series, individual points, deduction, vacancy score
	seeds     [5]string
	tried     bool      // Start was refused: every problem shows, empty fields' too
	card      cardShown // the match card the teams came from (card.go); zero for none
	nextID    int
}

// teamSettings are the ids (and hooks) of the settings' fields, as teamForm.settings.
var teamSettings = [5]string{"points-game", "points-series", "points-individual", "absent-deduction", "vacancy-score"}

// savedTeams is what the device remembers of the last match started.
type savedTeams struct {
	On     bool           `json:"on"`
	League domain.League  `json:"league"` // its points, deduction, vacancy score, Baker and Scotch
	Teams  [2]domain.Team `json:"teams"`
	Card   cardShown      `json:"card,omitzero"` // the match card they came from
}

// ready fills a form never filled with the domain's defaults and one empty place a team.
func (f *teamForm) ready() {
	if f.seeds[0] == "" && f.settings[0] == "" {
		f.fill(savedTeams{League: domain.DefaultLeague()})
	}
}

// fill sets the form to saved settings and lineups.
func (f *teamForm) fill(s savedTeams) {
	l := s.League
	f.on, f.baker, f.scotch, f.card = s.On, l.Baker, l.Scotch, s.Card
	f.settings = [5]string{markup.Itoa(l.Points.Game), markup.Itoa(l.Points.Series), markup.Itoa(l.Points.Individual), markup.Itoa(l.AbsentDeduction), markup.Itoa(l.VacancyScore)}
	f.seeds = f.settings
	for t := range f.blocks {
		b := teamBlock{name: s.Teams[t].Name, seed: s.Teams[t].Name}
		for _, p := range s.Teams[t].Lineup {
			f.nextID++
			avg := ""
			if p.Average > 0 || p.Absent {
				avg = markup.Itoa(p.Average)
			}
			b.places = append(b.places, teamPlace{id: f.nextID, name: p.Name, seed: p.Name, average: avg, averageSeed: avg,
				absent: p.Absent, vacancy: p.Vacancy()})
		}
		if len(b.places) == 0 {
			f.nextID++
			b.places = []teamPlace{{id: f.nextID}}
		}
		f.blocks[t] = b
	}
}

// RestoreTeams fills the teams with what the device remembers, or the defaults.
func (f *Form) RestoreTeams(s browser.Store) {
	saved := savedTeams{League: domain.DefaultLeague()}
	if raw, ok, err := s.Load(teamsKey); err == nil && ok {
		var got savedTeams
		if json.Unmarshal([]byte(raw), &got) == nil && got.League.Check() == nil {
			saved = got
		}
	}
	f.teams.fill(saved)
}

// SaveTeams remembers the match started, for the next one. A store that refuses only forgets.
func (f *Form) SaveTeams(s browser.Store, m domain.Match) {
	if s == nil {
		return
	}
	if data, err := json.Marshal(savedTeams{On: true, League: m.League, Teams: m.Teams, Card: cardOf(&f.teams)}); err == nil {
		_ = s.Save(teamsKey, string(data))
	}
}

// keep makes what was typed what the fields start with, once the lineup changes shape or
// the fields come back: go-app then writes each field's text where it now belongs.
//
//go:noinline
func (f *teamForm) keep() {
	f.seeds = f.settings
	for t := range f.blocks {
		b := &f.blocks[t]
		b.seed = b.name
		for k := range b.places {
			b.places[k].seed, b.places[k].averageSeed = b.places[k].name, b.places[k].average
		}
	}
}

// teamProblems says what is wrong, field by field ("" when fine); any is set when anything
// is, shown or not.
type teamProblems struct {
	name, team     [2]string
	place, average [2][]string
	settings       [5]string
	lines          string // Baker and Scotch both chosen
	any            bool
}

// show is a problem as the form shows it: not under a field left empty until Start was tried.
// Any problem counts in p.any.
//
//go:noinline
func (f *teamForm) show(p *teamProblems, typed string, problem string) string {
	if problem != "" {
		p.any = true
	}
	if strings.TrimSpace(typed) == "" && !f.tried {
		return ""
	}
	return problem
}

// problems checks the form; averages are those history knows, and handicap says whether
// every bowler needs an average.
func (f *teamForm) problems(m *i18n.Messages, averages map[string]HistoryAverage, handicap bool) teamProblems {
	f.ready()
	var p teamProblems
	show := func(typed string, problem string) string { return f.show(&p, typed, problem) }
	for i, text := range f.settings {
		hi, problem := domain.MaxPoints, m.PointsProblem.Say(domain.MaxPoints)
		if i >= 3 {
			hi, problem = domain.MaxScore, m.PinsProblem.Say(domain.MaxScore)
		}
		if _, ok := markup.Number(text, 0, hi); !ok {
			p.settings[i] = show("x", problem) // an empty setting is wrong at once
		}
	}
	if f.baker && f.scotch {
		p.lines = show("x", m.Formats.BakerOrScotch) // wrong at once, as a setting is
	}
	seen := map[string]bool{}
	for t, b := range f.blocks {
		if _, err := domain.ParseTeamName(b.name); err != nil {
			p.name[t] = show(b.name, m.TeamNameProblem.Say(domain.MaxTeamNameLen))
		} else if t == 1 && strings.EqualFold(strings.TrimSpace(b.name), strings.TrimSpace(f.blocks[0].name)) {
			p.name[t] = show(b.name, m.TeamNamesSame)
		}
		p.place[t], p.average[t] = make([]string, len(b.places)), make([]string, len(b.places))
		bowls := false
		for k, pl := range b.places {
			if pl.vacancy {
				continue
			}
			bowls = bowls || !pl.absent
			e, shown := entry{name: pl.name, touched: true}, strings.ToUpper(pl.name)
			switch {
			case e.problem(m) != "":
				p.place[t][k] = show(pl.name, e.problem(m))
			case seen[shown]:
				p.place[t][k] = show(pl.name, m.NameTaken.Say(shown))
			}
			seen[shown] = true
			if _, problem := placeAverage(pl, averages, handicap, m); problem != "" {
				p.average[t][k] = show(pl.average+pl.name, problem)
			}
		}
		if !bowls {
			p.team[t] = show("x", m.TeamNobodyBowls)
		}
	}
	return p
}

// placeAverage is a bowler's average: typed, else history's; a problem when it is typed
// wrong, or missing where the handicap or an absence needs it.
func placeAverage(pl teamPlace, averages map[string]HistoryAverage, handicap bool, m *i18n.Messages) (int, string) {
	if strings.TrimSpace(pl.average) != "" {
		if a, ok := markup.Number(pl.average, 0, domain.MaxAverage); ok {
			return a, ""
		}
		return 0, m.AverageProblem.Say(domain.MaxAverage)
	}
	if h, ok := averages[pl.name]; ok {
		return h.Average, ""
	}
	if handicap || pl.absent {
		return 0, m.TeamAverageMissing
	}
	return 0, ""
}

// Teams reports whether setup shows the two teams of a match ("Bowl as two teams").
func (f *Form) Teams() bool { return f.teams.on }

// PlanMatch makes the match the teams describe, of games games under handicap h (averages
// are history's), or reports false when the domain refuses it (the fields say why).
func (f *Form) PlanMatch(games int, h domain.Handicap, averages map[string]HistoryAverage, m *i18n.Messages) (domain.Match, bool) {
	t := &f.teams
	if t.problems(m, averages, h.On).any {
		return domain.Match{}, false
	}
	var n [5]int
	for i, text := range t.settings {
		n[i], _ = strconv.Atoi(strings.TrimSpace(text))
	}
	l := domain.League{Handicap: h, Points: domain.PointsRule{Game: n[0], Series: n[1], Individual: n[2]},
		AbsentDeduction: n[3], VacancyScore: n[4], Baker: t.baker, Scotch: t.scotch}
	var teams [2]domain.Team
	for k, b := range t.blocks {
		teams[k].Name = b.name
		for _, pl := range b.places {
			if pl.vacancy {
				teams[k].Lineup = append(teams[k].Lineup, domain.Place{})
				continue
			}
			avg, _ := placeAverage(pl, averages, h.On, m)
			teams[k].Lineup = append(teams[k].Lineup, domain.Place{Name: pl.name, Average: avg, Absent: pl.absent})
		}
	}
	match, err := domain.NewMatch(games, l, teams[0], teams[1])
	match.Fixture = cardOf(t).Ref // a card's match, absentees and substitutes marked or not
	return match, err == nil
}
