package season

import (
	"errors"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The teams of a league made, and their rosters as of a week: a team renamed, a bowler's
// entering average changed, a bowler who joins a team, moves to another or leaves the league
// from that week on (domain.Season.ChangeRoster, which never rewrites a week already bowled),
// and, until the first match is kept, another team. Each refusal is said next to its field.

// rosterForm is what is typed on the teams part, by field id: "name-T" (a team's new name),
// "add-T" and "add-avg-T" (the bowler to add to it), "move-NAME" (the team a bowler moves to),
// "new-team".
type rosterForm struct{ typedFields }

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
	switch act {
	case actTypedField:
		f.set(id, text)
	case actNewTeam:
		f.set(actNewTeam, text)
	}
}

// change takes a choice of the teams part: the team a bowler moves to.
func (f *rosterForm) change(act, id, text string) {
	if act == actMove {
		f.set("move-"+id, text)
		f.take()
	}
}

// rosterClick runs a button of the teams part, and reports whether it was one.
func (s *Screen) rosterClick(ctx app.Context, action, id string) bool {
	l, f, m := s.league, &s.rosters, s.words
	team, _ := number(id, 0, len(l.Teams())-1)
	var e edit
	var drop []string
	field := ""
	switch action {
	case actRename:
		field = "name-" + id
		typed, ok := f.typed[field]
		if !ok {
			return true // nothing typed: the name stays
		}
		if _, err := domain.ParseTeamName(typed); err != nil {
			f.say(field, m.TeamNameProblem.Say(domain.MaxTeamNameLen))
			return true
		}
		base := l.Teams()[team]
		e = func(l *domain.Season) error {
			name, err := domain.MergeName(base, typed, l.Teams()[team])
			if err == nil {
				err = l.RenameTeam(team, name)
			}
			return err
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
		entering, ok := number(f.typed["add-avg-"+id], 0, domain.MaxAverage)
		if !ok {
			entering = -1
		}
		week := s.asOf
		e = func(l *domain.Season) error {
			if !known(l, name) {
				if err := l.SetBowler(domain.Bowler{Name: name, Entering: entering}); err != nil {
					return err
				}
			}
			return l.ChangeRoster(domain.RosterChange{Week: week, Bowler: name, Team: team})
		}
		drop = []string{field, "add-avg-" + id}
	case actMove:
		field = "move-" + id
		to, ok := number(f.typed[field], -1, len(l.Teams())-1)
		if !ok {
			f.say(field, m.Season.ChooseTeam)
			return true
		}
		c := domain.RosterChange{Week: s.asOf, Bowler: id, Team: to}
		e = func(l *domain.Season) error { return l.ChangeRoster(c) }
	case actNewTeam:
		field = actNewTeam
		typed := f.typed[field]
		if _, err := domain.ParseTeamName(typed); err != nil {
			f.say(field, m.TeamNameProblem.Say(domain.MaxTeamNameLen))
			return true
		}
		e = func(l *domain.Season) error { return l.AddTeam(typed) }
		drop = []string{field}
	default:
		return false
	}
	// What was typed goes once the change is stored: refused on a newer league, it stays.
	if err := s.change(ctx, e, func() notice { f.drop(drop...); return rostersSaved() }); err != nil {
		if errors.Is(err, domain.ErrInvalidSeason) && !isWeekBowled(err) && (action == actRename || action == actNewTeam) {
			f.say(field, m.TeamNameProblem.Say(domain.MaxTeamNameLen))
			return true
		}
		f.say(field, rosterRefusal(err, m))
		return true
	}
	f.say(field, "")
	return true
}

// rostersSaved is what a roster change says once stored.
func rostersSaved() notice { return notice{kind: noteRostersSaved} }

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
	b := domain.Bowler{Name: name, Entering: entering}
	if err := s.change(ctx, func(l *domain.Season) error { return l.SetBowler(b) }, rostersSaved); err != nil {
		s.rosters.say(field, s.words.AverageProblem.Say(domain.MaxAverage))
	}
}

// renderRosters draws the teams part: the week the rosters are as of, each team with its
// name, bowlers (entering average, move) and a bowler to add, the bowlers on no team that
// week, and a team to add. It is markup: what is typed shows nowhere until an action takes
// it, so a field keeps what is typed in it until then.
func (s *Screen) renderRosters(m *i18n.Messages) []app.UI {
	w := m.Season
	l, f := s.league, &s.rosters
	teams := l.Teams()
	entering := map[string]int{}
	for _, b := range l.Bowlers() {
		entering[b.Name] = b.Entering
	}
	on := map[string]bool{}
	week := s.asOf + 1
	h := &markup.HTML{}
	h.F(`<div class="rosters">`)
	weekChoice(h, "as-of", actAsOf, w.AsOfLabel, l.Weeks(), s.asOf, m)
	h.F(`<p class="hint">{}</p>`, w.RostersHint.Say(week))
	for t, name := range teams {
		tid := itoa(t)
		roster := l.Roster(s.asOf, t)
		h.F(`<fieldset class="team league-team" data-testid="league-team" data-team="{}"><legend class="team-legend">{}</legend><div class="inline-field">`, tid, name)
		typed, ok := f.seen["name-"+tid]
		if !ok {
			typed = name
		}
		fieldMarkup(h, "roster-name-"+tid, "team-name", m.TeamNameLabel, actTypedField, "name-"+tid, typed, domain.MaxTeamNameLen, f.problems["name-"+tid])
		h.F(`<button type="button" class="button" data-act="{}" data-id="{}">{}</button></div>`, actRename, tid, w.Rename)
		rosterHead(h, w.RosterCaption.Say(name, week), m.BowlerHeader, w.EnteringHeader, w.MoveHeader.Say(week))
		for _, b := range roster {
			on[b] = true
			s.writeRosterBowler(h, m, b, entering[b], teams, t)
		}
		h.F(`</tbody></table><div class="inline-field">`)
		fieldMarkup(h, "roster-add-"+tid, "player-name", w.NewBowlerLabel, actTypedField, "add-"+tid, f.seen["add-"+tid], domain.NameLen, f.problems["add-"+tid])
		fieldMarkup(h, "roster-add-avg-"+tid, "entering-average", w.EnteringHeader, actTypedField, "add-avg-"+tid, f.seen["add-avg-"+tid], 0, "")
		h.F(`<button type="button" class="button" data-act="{}" data-id="{}" data-testid="add-player"{!}>{}</button></div></fieldset>`,
			actAddBowler, tid, markup.When(len(roster) >= domain.MaxLineup, ` disabled=""`), w.AddBowler.Say(week))
	}
	first := true
	for _, b := range l.Bowlers() {
		if on[b.Name] {
			continue
		}
		if first {
			rosterHead(h, w.OffRoster.Say(week), m.BowlerHeader, w.EnteringHeader, w.JoinHeader.Say(week))
			first = false
		}
		s.writeRosterBowler(h, m, b.Name, b.Entering, teams, -1)
	}
	if !first {
		h.F(`</tbody></table>`)
	}
	if len(l.Kept(-1)) == 0 && len(teams) < domain.MaxTeams {
		h.F(`<div class="inline-field">`)
		fieldMarkup(h, "roster-"+actNewTeam, "new-team-name", w.NewTeamLabel, actNewTeam, "", f.seen[actNewTeam], domain.MaxTeamNameLen, f.problems[actNewTeam])
		h.F(`<button type="button" class="button" data-act="{}" data-testid="add-team">{}</button></div>`, actNewTeam, w.AddTeam)
	}
	return []app.UI{h.F(`</div>`).UI()}
}

// rosterHead writes the start of a table of bowlers' rows: its caption and three headings.
func rosterHead(h *markup.HTML, caption, a, b, c string) {
	h.F(`<table class="league-table roster-table"><caption>{}</caption><thead><tr><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>`,
		caption, a, b, c)
}

// writeRosterBowler writes a bowler's row: the name, the entering average to change, and the
// team to move to from the rosters' week (on team, -1 for none).
func (s *Screen) writeRosterBowler(h *markup.HTML, m *i18n.Messages, name string, entering int, teams []string, on int) {
	w := m.Season
	f := &s.rosters
	avg := ""
	if entering >= 0 {
		avg = itoa(entering)
	}
	id := "entering-" + name
	h.F(`<tr data-testid="roster-bowler" data-name="{}"><th scope="row" class="name">{}</th><td><label for="{}" class="visually-hidden">{}</label>`+
		`<input type="number" id="{}" class="number-input" data-testid="roster-entering" data-act="{}" data-id="{}" inputmode="numeric" min="0" max="{}" value="{}">`,
		name, name, id, w.EnteringOf.Say(name), id, actEntering, name, itoa(domain.MaxAverage), avg)
	problemMarkup(h, id, f.problems[id])
	h.F(`</td><td><div class="move-field"><label for="move-{}" class="visually-hidden">{}</label><select id="move-{}" class="choice-select" data-act="{}" data-id="{}">`,
		name, w.MoveOf.Say(name), name, actMove, name)
	chosen := f.seen["move-"+name]
	option(h, "", w.ChooseTeam, chosen == "")
	for t, team := range teams {
		if t != on {
			option(h, itoa(t), team, chosen == itoa(t))
		}
	}
	if on >= 0 {
		option(h, "-1", w.Leaves, chosen == "-1")
	}
	h.F(`</select><button type="button" class="button" data-act="{}" data-id="{}">{}</button></div>`, actMove, name, w.Move)
	problemMarkup(h, "move-"+name, f.problems["move-"+name])
	h.F(`</td></tr>`)
}
