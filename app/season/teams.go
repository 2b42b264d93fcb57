package season

import (
	"errors"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// The teams of a league made, and their rosters as of a week: a team renamed, a bowler's
// entering average changed, a bowler who joins a team, moves to another or leaves the league
// from that week on (domain.Season.ChangeRoster, which never rewrites a week already bowled),
// and, until the first match is kept, another team. Each refusal is said next to its field.

// rosterForm is what is typed on the teams part: each team's new name and the bowler to add
// to it, each bowler's team to move to, the new team's name, and each field's problem, by
// the field's id.
type rosterForm struct {
	typed    map[string]string // by field id: "name-T", "add-T", "add-avg-T", "move-NAME", "new-team"
	problems map[string]string
}

// What the teams part's fields and buttons do; data-id names the team (its index) or the
// bowler.
const (
	actAsOf       = "as-of"        // a select: the week the rosters are shown as of
	actRename     = "rename-team"  // data-id: the team
	actAddBowler  = "add-bowler"   // data-id: the team
	actMove       = "move"         // data-id: the bowler
	actNewTeam    = "new-team"     // the new team's name (input), and Add team (click)
	actTypedField = "roster-field" // data-id: the field's id
)

// input takes what is typed into a field of the teams part.
func (f *rosterForm) input(act, id, text string) {
	if act == actTypedField || act == actNewTeam {
		if f.typed == nil {
			f.typed = map[string]string{}
		}
		if act == actNewTeam {
			id = actNewTeam
		}
		f.typed[id] = text
	}
}

// change takes a choice of the teams part: the team a bowler moves to, the rosters' week.
func (f *rosterForm) change(act, id, text string) {
	if act == actMove {
		f.input(actTypedField, "move-"+id, text)
	}
}

// say says what is wrong with field id ("" clears it).
func (f *rosterForm) say(id, problem string) {
	if f.problems == nil {
		f.problems = map[string]string{}
	}
	f.problems[id] = problem
}

// rosterClick runs a button of the teams part, and reports whether it was one.
func (s *Screen) rosterClick(ctx app.Context, action, id string) bool {
	l, f, m := s.league, &s.rosters, s.words
	team, _ := number(id, 0, len(l.Teams())-1)
	var err error
	field := ""
	switch action {
	case actRename:
		field = "name-" + id
		typed, ok := f.typed[field]
		if !ok {
			return true // nothing typed: the name stays
		}
		if err = l.RenameTeam(team, typed); err != nil && !isWeekBowled(err) {
			f.say(field, m.TeamNameProblem.Say(domain.MaxTeamNameLen))
			return true
		}
	case actAddBowler:
		field = "add-" + id
		name := strings.ToUpper(strings.TrimSpace(f.typed[field]))
		problem := nameProblem(name, m)
		if problem == "" {
			problem = averageProblem(f.typed["add-avg-"+id], m)
		}
		if problem != "" {
			f.say(field, problem)
			return true
		}
		if !known(l, name) {
			entering, ok := number(f.typed["add-avg-"+id], 0, domain.MaxAverage)
			if !ok {
				entering = -1
			}
			err = l.SetBowler(domain.Bowler{Name: name, Entering: entering})
		}
		if err == nil {
			err = l.ChangeRoster(domain.RosterChange{Week: s.asOf, Bowler: name, Team: team})
		}
		if err == nil {
			delete(f.typed, field)
			delete(f.typed, "add-avg-"+id)
			clearFields("roster-"+field, "roster-add-avg-"+id)
		}
	case actMove:
		field = "move-" + id
		to, ok := number(f.typed[field], -1, len(l.Teams())-1)
		if !ok {
			f.say(field, m.Season.ChooseTeam)
			return true
		}
		err = l.ChangeRoster(domain.RosterChange{Week: s.asOf, Bowler: id, Team: to})
	case actNewTeam:
		field = actNewTeam
		if err = l.AddTeam(f.typed[field]); err != nil && !isWeekBowled(err) {
			f.say(field, m.TeamNameProblem.Say(domain.MaxTeamNameLen))
			return true
		}
		if err == nil {
			delete(f.typed, field)
			clearFields("roster-" + actNewTeam)
		}
	default:
		return false
	}
	if err != nil {
		f.say(field, rosterRefusal(err, m))
		return true
	}
	f.say(field, "")
	s.store(ctx, notice{kind: noteRostersSaved})
	return true
}

// known reports whether the league has a bowler named name.
func known(l *domain.Season, name string) bool {
	for _, b := range l.Bowlers() {
		if b.Name == name {
			return true
		}
	}
	return false
}

// isWeekBowled reports whether err refuses a change to a week already bowled.
func isWeekBowled(err error) bool { return errors.Is(err, domain.ErrWeekBowled) }

// rosterRefusal says why the domain refused a roster change, in m's words.
func rosterRefusal(err error, m *i18n.Messages) string {
	if isWeekBowled(err) {
		return m.Season.WeekBowled
	}
	return m.Season.RosterRefused
}

// enteringChange sets a bowler's entering average to what was typed (empty: none).
func (s *Screen) enteringChange(ctx app.Context, name, text string) {
	field := "entering-" + name
	entering, ok := number(text, 0, domain.MaxAverage)
	switch {
	case strings.TrimSpace(text) == "":
		entering = -1
	case !ok:
		s.rosters.say(field, s.words.AverageProblem.Say(domain.MaxAverage))
		return
	}
	s.rosters.say(field, "")
	if err := s.league.SetBowler(domain.Bowler{Name: name, Entering: entering}); err != nil {
		s.rosters.say(field, s.words.AverageProblem.Say(domain.MaxAverage))
		return
	}
	s.store(ctx, notice{kind: noteRostersSaved})
}

// renderRosters draws the teams part: the week the rosters are as of, each team with its
// name, bowlers (entering average, move) and a bowler to add, the bowlers on no team that
// week, and a team to add.
func (s *Screen) renderRosters(m *i18n.Messages) []app.UI {
	w := &m.Season
	l, f := s.league, &s.rosters
	teams := l.Teams()
	entering := map[string]int{}
	for _, b := range l.Bowlers() {
		entering[b.Name] = b.Entering
	}
	on := map[string]bool{}
	week := s.asOf + 1
	body := []app.UI{renderWeekChoice("as-of", actAsOf, w.AsOfLabel, l.Weeks(), s.asOf, m), raw(`<p class="hint">{}</p>`, w.RostersHint.Say(week))}
	for t, name := range teams {
		tid := itoa(t)
		roster := l.Roster(s.asOf, t)
		rows := make([]app.UI, len(roster))
		for k, b := range roster {
			on[b] = true
			rows[k] = s.renderRosterBowler(m, b, entering[b], teams, t)
		}
		body = append(body, el("fieldset", "class", "team league-team", "data-testid", "league-team", "data-team", tid).Body(
			raw(`<legend class="team-legend">{}</legend>`, name),
			box("inline-field",
				textField("roster-name-"+tid, "team-name", m.TeamNameLabel, name, actTypedField, "name-"+tid, domain.MaxTeamNameLen, f.problems["name-"+tid]),
				button("button", actRename, tid, "", w.Rename)),
			rosterTable(w.RosterCaption.Say(name, week), m.BowlerHeader, w.EnteringHeader, w.MoveHeader.Say(week), rows),
			s.renderAddBowler(m, tid, len(roster) >= domain.MaxLineup),
		))
	}
	var off []app.UI
	for _, b := range l.Bowlers() {
		if !on[b.Name] {
			off = append(off, s.renderRosterBowler(m, b.Name, b.Entering, teams, -1))
		}
	}
	if len(off) > 0 {
		body = append(body, rosterTable(w.OffRoster.Say(week), m.BowlerHeader, w.EnteringHeader, w.JoinHeader.Say(week), off))
	}
	if len(l.Kept(-1)) == 0 && len(teams) < domain.MaxTeams {
		body = append(body, box("inline-field",
			textField("roster-"+actNewTeam, "new-team-name", w.NewTeamLabel, "", actNewTeam, "", domain.MaxTeamNameLen, f.problems[actNewTeam]),
			button("button", actNewTeam, "", "add-team", w.AddTeam)))
	}
	return body
}

// rosterTable is a table of bowlers' rows under a caption and three column headings.
func rosterTable(caption, a, b, c string, rows []app.UI) app.UI {
	return el("table", "class", "league-table roster-table").Body(
		el("caption").Text(caption),
		el("thead").Body(el("tr").Body(el("th", "scope", "col").Text(a), el("th", "scope", "col").Text(b), el("th", "scope", "col").Text(c))),
		el("tbody").Body(rows...),
	)
}

// renderRosterBowler draws a bowler's row: the name, the entering average to change, and the
// team to move to from the rosters' week (on team, -1 for none).
func (s *Screen) renderRosterBowler(m *i18n.Messages, name string, entering int, teams []string, on int) app.UI {
	w := &m.Season
	f := &s.rosters
	avg := ""
	if entering >= 0 {
		avg = itoa(entering)
	}
	chosen := f.typed["move-"+name]
	opts := []app.UI{opt("", w.ChooseTeam, chosen == "")}
	for t, team := range teams {
		if t != on {
			opts = append(opts, opt(itoa(t), team, chosen == itoa(t)))
		}
	}
	if on >= 0 {
		opts = append(opts, opt("-1", w.Leaves, chosen == "-1"))
	}
	id := "entering-" + name
	return el("tr", "data-testid", "roster-bowler", "data-name", name).Body(
		el("th", "scope", "row", "class", "name").Text(name),
		el("td").Body(label(id, w.EnteringOf.Say(name), false),
			numberInput(id, "roster-entering", actEntering, name, avg, 0, domain.MaxAverage, f.problems[id] != ""), problemSlot(id, f.problems[id])),
		el("td").Body(
			box("move-field",
				label("move-"+name, w.MoveOf.Say(name), false),
				el("select", "id", "move-"+name, "class", "choice-select", "data-act", actMove, "data-id", name).Body(opts...),
				button("button", actMove, name, "", w.Move)),
			problemSlot("move-"+name, f.problems["move-"+name]),
		),
	)
}

// renderAddBowler draws the bowler to add to team tid from the rosters' week.
func (s *Screen) renderAddBowler(m *i18n.Messages, tid string, full bool) app.UI {
	w := &m.Season
	problem := s.rosters.problems["add-"+tid]
	id := "roster-add-" + tid
	return box("add-bowler",
		box("inline-field",
			box("text-field", label(id, w.NewBowlerLabel, true), textInput(id, "player-name", actTypedField, "add-"+tid, "", domain.NameLen, problem != "")),
			box("number-field", label("roster-add-avg-"+tid, w.EnteringHeader, true),
				numberInput("roster-add-avg-"+tid, "entering-average", actTypedField, "add-avg-"+tid, "", 0, domain.MaxAverage, false)),
			raw(`<button type="button" class="button" data-act="{}" data-id="{}" data-testid="add-player"{!}>{}</button>`,
				actAddBowler, tid, when(full, ` disabled=""`), w.AddBowler.Say(s.asOf+1)),
		),
		problemSlot(id, problem),
	)
}
