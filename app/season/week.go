package season

import (
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The schedule and a week. The schedule is every week's pairs and lanes (domain.Season.Schedule,
// the same on every device), each pair marked once its match is kept. A week shows its matches
// (domain.Season.Fixtures): both teams' lineups with the average each bowler carries into the
// week and the handicap from it, fixed for the week; the secretary marks a bowler absent, adds a
// substitute or types the average of a bowler who has none to carry, for that week only
// (domain.Season.SetPlan), until its match is kept; a match kept shows its games, series and
// points. The week also files matches from history (filing.go).

// planForm is what is typed on the week part (by field id: "sub-T-name", "sub-T-average",
// "typed-NAME") and each team's substitute's place chosen.
type planForm struct {
	typedFields
	places map[string]string // by team index: the roster bowler replaced, "" after the roster
}

// What the week part's fields and buttons do.
const (
	actAbsent     = "absent"      // checkbox, data-id: the bowler
	actSubName    = "sub-name"    // data-id: the team
	actSubAverage = "sub-average" // data-id: the team
	actSubFor     = "sub-for"     // a select, data-id: the team
	actAddSub     = "add-sub"     // data-id: the team
	actRemoveSub  = "remove-sub"  // data-id: the substitute
	actTyped      = "typed"       // data-id: the bowler with no average to carry
)

// input takes what is typed into a field of the week part.
func (f *planForm) input(act, id, text string) {
	switch act {
	case actSubName:
		f.set("sub-"+id+"-name", text)
	case actSubAverage:
		f.set("sub-"+id+"-average", text)
	case actTyped:
		f.set("typed-"+id, text)
	}
}

// planChange takes a choice of the week part: a bowler absent or back, a substitute's place,
// an average typed.
func (s *Screen) planChange(ctx app.Context, action, id, text string, on bool) {
	if s.league == nil || s.part != partWeek {
		return
	}
	p := s.league.Plan(s.week)
	switch action {
	case actAbsent:
		p.Absent = slices.DeleteFunc(p.Absent, func(n string) bool { return n == id })
		if on {
			p.Absent = append(p.Absent, id)
		}
	case actSubFor:
		if s.plan.places == nil {
			s.plan.places = map[string]string{}
		}
		s.plan.places[id] = text
		return
	case actTyped:
		avg, ok := number(s.plan.typed["typed-"+id], 0, domain.MaxAverage)
		if !ok {
			s.plan.say("typed-"+id, s.words.AverageProblem.Say(domain.MaxAverage))
			return
		}
		s.plan.say("typed-"+id, "")
		if p.Averages == nil {
			p.Averages = map[string]int{}
		}
		p.Averages[id] = avg
	default:
		return
	}
	s.setPlan(ctx, p, "")
}

// planClick runs a button of the week part, and reports whether it was one.
func (s *Screen) planClick(ctx app.Context, action, id string) bool {
	p := s.league.Plan(s.week)
	switch action {
	case actAddSub:
		f := &s.plan
		team, _ := number(id, 0, domain.MaxTeams)
		typed := f.typed["sub-"+id+"-name"]
		problem := nameProblem(typed, s.words)
		avg, ok := number(f.typed["sub-"+id+"-average"], 0, domain.MaxAverage)
		if problem == "" && !ok {
			problem = s.words.AverageProblem.Say(domain.MaxAverage)
		}
		f.say("sub-"+id, problem)
		if problem != "" {
			return true
		}
		p.Substitutes = append(p.Substitutes, domain.Substitute{Team: team, For: f.places[id], Name: strings.ToUpper(strings.TrimSpace(typed)), Average: avg})
		if s.setPlan(ctx, p, "sub-"+id) {
			f.drop("sub-"+id+"-name", "sub-"+id+"-average")
			delete(f.places, id)
		}
	case actRemoveSub:
		p.Substitutes = slices.DeleteFunc(p.Substitutes, func(sub domain.Substitute) bool { return sub.Name == id })
		s.setPlan(ctx, p, "")
	default:
		return false
	}
	return true
}

// setPlan sets the week's plan and keeps the league; a refusal is said next to field (or
// above the screen without one) and nothing changes.
func (s *Screen) setPlan(ctx app.Context, p domain.WeekPlan, field string) bool {
	week, base := s.week, s.league.Plan(s.week)
	err := s.change(ctx, func(l *domain.Season) error {
		plan, err := domain.MergePlan(base, p, l.Plan(week))
		if err == nil {
			err = l.SetPlan(week, plan)
		}
		return err
	}, func() notice { return notice{kind: notePlanSaved, n: [3]int{week + 1}} })
	if err != nil {
		if field != "" {
			s.plan.say(field, refusal(err).in(s.words))
		} else {
			s.problem = refusal(err)
		}
		return false
	}
	return true
}

// renderWeek draws the week shown: its matches, the bye, and the filing of matches from
// history.
func (s *Screen) renderWeek(m *i18n.Messages) []app.UI {
	w := m.Season
	l := s.league
	fixtures, err := l.Fixtures(s.week)
	if err != nil {
		return nil
	}
	kept := l.Kept(s.week)
	h := &markup.HTML{}
	h.F(`<div>`)
	weekChoice(h, "week-choice", actWeek, w.WeekLabel, l.Weeks(), s.week, m)
	h.F(`<h3 id="week-heading">{}</h3><p class="hint">{}</p>`, w.WeekTitle.Say(s.week+1), w.PlanHint)
	if bye := l.Schedule()[s.week].Bye; bye >= 0 {
		h.F(`<p class="bye">{}</p>`, w.Bye.Say(l.Teams()[bye]))
	}
	body := []app.UI{h.F(`</div>`).UI()}
	for _, f := range fixtures {
		var result *domain.KeptMatch
		for i := range kept {
			if kept[i].Pair == f.Ref.Pair {
				result = &kept[i]
			}
		}
		body = append(body, s.renderFixture(m, f, result))
	}
	return append(body, s.renderFromHistory(m))
}

// renderFixture draws one match of the week: its lanes and teams, then its result once kept,
// else both lineups with what the secretary may change.
func (s *Screen) renderFixture(m *i18n.Messages, f domain.Fixture, kept *domain.KeptMatch) app.UI {
	w := m.Season
	h := &markup.HTML{}
	h.F(`<article class="{}" data-testid="fixture" data-pair="{}" aria-labelledby="fixture-{}"><h4 id="fixture-{}">{}</h4>`,
		classes("fixture", kept != nil, "kept"), itoa(f.Ref.Pair), itoa(f.Ref.Pair), itoa(f.Ref.Pair),
		w.Lanes.Say(lanes(f.Lane))+" · "+w.Versus.Say(f.Teams[0].Name, f.Teams[1].Name))
	if kept != nil {
		writeResult(h, kept, m)
	} else {
		h.F(`<div class="lineups">`)
		s.writeLineup(h, m, f, 0)
		s.writeLineup(h, m, f, 1)
		h.F(`</div>`)
	}
	writeCard(h, s.league, f, m)
	return h.F(`</article>`).UI()
}

// classes is base with state added when on.
//
//go:noinline
func classes(base string, on bool, state string) string {
	if on {
		return base + " " + state
	}
	return base
}

// writeResult writes a kept match: each team's games (handicap included), series and points.
func writeResult(h *markup.HTML, k *domain.KeptMatch, m *i18n.Messages) {
	w := m.Season
	sc := k.Result.Score
	h.F(`<div class="table-wrap"><table class="league-table result-table"><caption>{}</caption><thead><tr><th scope="col">{}</th>`, w.ResultCaption, m.TeamHeader)
	for g := range k.Result.Games {
		h.F(`<th scope="col">{}</th>`, m.GameHeader.Say(g+1))
	}
	h.F(`<th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>`, m.SeriesColumn, m.PointsColumn)
	for t, team := range k.Result.Teams {
		h.F(`<tr data-testid="kept-team"><th scope="row">{}</th>`, team.Name)
		for _, g := range sc.TeamGames[t] {
			h.F(`<td>{}</td>`, itoa(g))
		}
		h.F(`<td>{}</td><td class="total" data-testid="kept-points">{}</td></tr>`, itoa(sc.Series[t]), pointsText(sc.Points[t], m))
	}
	h.F(`</tbody></table></div>`)
}

// writeLineup writes team t's lineup for the week: each place's bowler, average and handicap,
// with Absent for a roster bowler and Remove for a substitute; a field for the average of a
// bowler with none (or typed already); and the substitute to add.
func (s *Screen) writeLineup(h *markup.HTML, m *i18n.Messages, f domain.Fixture, t int) {
	w := m.Season
	team := f.Teams[t]
	plan := s.league.Plan(s.week)
	index := f.A
	if t == 1 {
		index = f.B
	}
	tid := itoa(index)
	roster := s.league.Roster(s.week, index)
	h.F(`<div class="lineup-block"><table class="league-table lineup-table"><caption>{}</caption><thead><tr><th scope="col">{}</th><th scope="col">{}</th>`+
		`<th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>`, team.Name, m.BowlerHeader, w.AverageHeader, w.HandicapHeader, w.ThisWeek)
	for k, p := range team.Lineup {
		avg := itoa(p.Average)
		if slices.Contains(f.Missing, p.Name) {
			avg = w.NoAverage
		}
		h.F(`<tr data-testid="lineup-place" data-name="{}"><th scope="row" class="name">{}</th><td data-testid="lineup-average">{}</td>`+
			`<td data-testid="lineup-handicap">{}</td><td>`, p.Name, p.Name, avg, itoa(f.Handicaps[t][k]))
		if slices.Contains(roster, p.Name) {
			h.F(`<label for="absent-{}" class="choice absent-choice"><input type="checkbox" id="absent-{}" data-testid="week-absent" data-act="{}" data-id="{}"{!}><span>{}</span></label>`,
				p.Name, p.Name, actAbsent, p.Name, markup.When(p.Absent, ` checked=""`), m.AbsentLabel)
		} else {
			h.F(`<button type="button" class="button remove-button" data-act="{}" data-id="{}" aria-label="{}">{}</button> <span class="field-note">{}</span>`,
				actRemoveSub, p.Name, w.RemoveSubOf.Say(p.Name), w.RemoveSub, w.SubNote)
		}
		h.F(`</td></tr>`)
	}
	h.F(`</tbody></table><div class="typed-averages">`)
	for _, name := range roster {
		a, given := plan.Averages[name]
		if !given && !slices.Contains(f.Missing, name) {
			continue // an average to carry: none to type
		}
		seed := ""
		if given {
			seed = itoa(a)
		}
		if text, ok := s.plan.seen["typed-"+name]; ok {
			seed = text // what was typed, refused or not stored yet
		}
		fieldMarkup(h, "typed-"+name, "typed-average", w.TypedAverage.Say(name), actTyped, name, seed, 0, s.plan.problems["typed-"+name])
	}
	// The substitute to add: name, average and whose place they take.
	id, seen, place := "sub-"+tid, s.plan.seen, s.plan.places[tid]
	h.F(`</div><fieldset class="sub-form"><legend>{}</legend><div class="sub-fields">`, w.AddSub)
	fieldMarkup(h, id+"-name", "sub-name", w.SubNameLabel, actSubName, tid, seen[id+"-name"], domain.NameLen, "")
	fieldMarkup(h, id+"-average", "sub-average", w.AverageHeader, actSubAverage, tid, seen[id+"-average"], 0, "")
	selectOpen(h, "sub-for-"+tid, "sub-for", w.SubPlaceLabel, actSubFor, tid)
	option(h, "", w.SubAfter, place == "")
	for _, name := range roster {
		if !slices.Contains(plan.Absent, name) {
			option(h, name, w.SubFor.Say(name), place == name)
		}
	}
	selectClose(h)
	h.F(`<button type="button" class="button" data-act="{}" data-id="{}" data-testid="add-sub">{}</button></div>`, actAddSub, tid, w.AddSubButton)
	problemMarkup(h, id, s.plan.problems[id])
	h.F(`</fieldset></div>`)
}

// showWeek shows week id (from 0), if the season has it.
func (s *Screen) showWeek(id string) {
	if w, ok := number(id, 0, s.league.Weeks()-1); ok && w != s.week {
		s.week, s.link, s.plan = w, "", planForm{}
	}
}
