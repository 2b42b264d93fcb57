package season

import (
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// The schedule and a week. The schedule is every week's pairs and lanes (domain.Season.Schedule,
// the same on every device), each pair marked once its match is kept. A week shows its matches
// (domain.Season.Fixtures): both teams' lineups with the average each bowler carries into the
// week and the handicap from it, fixed for the week; the secretary marks a bowler absent, adds a
// substitute or types the average of a bowler who has none to carry, for that week only
// (domain.Season.SetPlan), until its match is kept; a match kept shows its games, series and
// points. The week also files matches from history (filing.go).

// lanes writes a pair's two lanes, "3-4".
func lanes(first int) string { return itoa(first) + "-" + itoa(first+1) }

// keptPairs returns, for each week, which of its pairs are kept.
func keptPairs(l *domain.Season) map[[2]int]bool {
	out := map[[2]int]bool{}
	for _, k := range l.Kept(-1) {
		out[[2]int{k.Week, k.Pair}] = true
	}
	return out
}

// renderSchedule draws every week's pairs and lanes, the bye, and which pairs are kept; the
// week current is marked. open adds each week's button that opens it.
func renderSchedule(l *domain.Season, m *i18n.Messages, current int, open bool) app.UI {
	w := &m.Season
	teams := l.Teams()
	kept := keptPairs(l)
	h := &html{}
	h.f(`<ol class="schedule" data-testid="schedule" aria-label="{}">`, w.Schedule)
	for wk, week := range l.Schedule() {
		h.f(`<li class="{}" data-testid="week" data-week="{}" aria-labelledby="week-{}-title"><h4 id="week-{}-title">{}</h4><ul class="pairings">`,
			when(wk == current, "week-card current")+when(wk != current, "week-card"), itoa(wk+1), itoa(wk), itoa(wk), w.WeekTitle.Say(wk+1))
		for k, p := range week.Pairs {
			done := kept[[2]int{wk, k}]
			h.f(`<li class="{}" data-testid="pairing" data-team-a="{}" data-team-b="{}" data-lanes="{}"><span class="lanes">{}</span> <span class="teams">{}</span>{!}</li>`,
				when(done, "pairing kept")+when(!done, "pairing"), teams[p.A], teams[p.B], lanes(p.Lane), w.Lanes.Say(lanes(p.Lane)),
				w.Versus.Say(teams[p.A], teams[p.B]), when(done, `<span class="kept-mark">`+escape(w.KeptMark)+`</span>`))
		}
		h.f(`</ul>`)
		if week.Bye >= 0 {
			h.f(`<p class="bye">{}</p>`, w.Bye.Say(teams[week.Bye]))
		}
		if open {
			h.f(`<button type="button" class="button" data-act="{}" data-id="{}" aria-label="{}">{}</button>`, actWeek, itoa(wk), w.OpenWeek.Say(wk+1), w.Open)
		}
		h.f(`</li>`)
	}
	return h.f(`</ol>`).ui()
}

// escape is text escaped for HTML.
func escape(text string) string {
	var h html
	return h.f("{}", text).b.String()
}

// renderWeekChoice draws the choice of the week shown (act: the week or the rosters' week).
func renderWeekChoice(id, act, text string, weeks, week int, m *i18n.Messages) app.UI {
	opts := make([]app.UI, weeks)
	for w := range weeks {
		opts[w] = opt(itoa(w), m.Season.WeekTitle.Say(w+1), w == week)
	}
	return box("week-choice", picker(id, id, text, act, "", opts))
}

// planForm is what is typed on the week part: each team's substitute to add, the averages
// typed for bowlers with none, and each field's problem, by the field's id.
type planForm struct {
	subs     map[string]*subDraft // by team index
	averages map[string]string    // by bowler
	problems map[string]string
}

// subDraft is a substitute as typed: name, average and whose place they take ("" after the
// roster).
type subDraft struct{ name, average, place string }

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

// sub is team's substitute draft.
func (f *planForm) sub(team string) *subDraft {
	if f.subs == nil {
		f.subs = map[string]*subDraft{}
	}
	if f.subs[team] == nil {
		f.subs[team] = &subDraft{}
	}
	return f.subs[team]
}

// input takes what is typed into a field of the week part.
func (f *planForm) input(act, id, text string) {
	switch act {
	case actSubName:
		f.sub(id).name = text
	case actSubAverage:
		f.sub(id).average = text
	case actTyped:
		if f.averages == nil {
			f.averages = map[string]string{}
		}
		f.averages[id] = text
	}
}

// setProblem says what is wrong with field id ("" clears it).
func (f *planForm) setProblem(id, problem string) {
	if f.problems == nil {
		f.problems = map[string]string{}
	}
	f.problems[id] = problem
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
		focusOn(ctx, "absent-"+id)
	case actSubFor:
		s.plan.sub(id).place = text
		return
	case actTyped:
		typed := s.plan.averages[id]
		avg, ok := number(typed, 0, domain.MaxAverage)
		if !ok {
			s.plan.setProblem("typed-"+id, s.words.AverageProblem.Say(domain.MaxAverage))
			return
		}
		s.plan.setProblem("typed-"+id, "")
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
		d := s.plan.sub(id)
		team, _ := number(id, 0, domain.MaxTeams)
		name := strings.ToUpper(strings.TrimSpace(d.name))
		problem := nameProblem(d.name, s.words)
		avg, ok := number(d.average, 0, domain.MaxAverage)
		if problem == "" && !ok {
			problem = s.words.AverageProblem.Say(domain.MaxAverage)
		}
		s.plan.setProblem("sub-"+id, problem)
		if problem != "" {
			return true
		}
		p.Substitutes = append(p.Substitutes, domain.Substitute{Team: team, For: d.place, Name: name, Average: avg})
		if s.setPlan(ctx, p, "sub-"+id) {
			*d = subDraft{}
			clearFields("sub-"+id+"-name", "sub-"+id+"-average")
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
	err := s.league.SetPlan(s.week, p)
	if err != nil {
		if field != "" {
			s.plan.setProblem(field, refusal(err).in(s.words))
		} else {
			s.problem = refusal(err)
		}
		return false
	}
	s.store(ctx, notice{kind: notePlanSaved, n: [3]int{s.week + 1}})
	return true
}

// renderWeek draws the week shown: its matches, the bye, and the filing of matches from
// history.
func (s *Screen) renderWeek(m *i18n.Messages) []app.UI {
	w := &m.Season
	l := s.league
	fixtures, err := l.Fixtures(s.week)
	if err != nil {
		return nil
	}
	kept := l.Kept(s.week)
	h := &html{}
	h.f(`<div><h3 id="week-heading">{}</h3><p class="hint">{}</p>`, w.WeekTitle.Say(s.week+1), w.PlanHint)
	if bye := l.Schedule()[s.week].Bye; bye >= 0 {
		h.f(`<p class="bye">{}</p>`, w.Bye.Say(l.Teams()[bye]))
	}
	body := []app.UI{renderWeekChoice("week-choice", actWeek, w.WeekLabel, l.Weeks(), s.week, m), h.f(`</div>`).ui()}
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
	w := &m.Season
	id := "fixture-" + itoa(f.Ref.Pair)
	body := []app.UI{raw(`<h4 id="{}">{}</h4>`, id, w.Lanes.Say(lanes(f.Lane))+" · "+w.Versus.Say(f.Teams[0].Name, f.Teams[1].Name))}
	if kept != nil {
		body = append(body, renderResult(kept, m))
	} else {
		body = append(body, box("lineups", s.renderLineup(m, f, 0), s.renderLineup(m, f, 1)))
	}
	return el("article", "class", classes("fixture", kept != nil, "kept"), "data-testid", "fixture", "data-pair", itoa(f.Ref.Pair),
		"aria-labelledby", id).Body(body...)
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

// renderResult draws a kept match: each team's games (handicap included), series and points.
func renderResult(k *domain.KeptMatch, m *i18n.Messages) app.UI {
	w := &m.Season
	sc := k.Result.Score
	h := &html{}
	h.f(`<div class="table-wrap"><table class="league-table result-table"><caption>{}</caption><thead><tr><th scope="col">{}</th>`, w.ResultCaption, m.TeamHeader)
	for g := range k.Result.Games {
		h.f(`<th scope="col">{}</th>`, m.GameHeader.Say(g+1))
	}
	h.f(`<th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>`, m.SeriesColumn, m.PointsColumn)
	for t, team := range k.Result.Teams {
		h.f(`<tr data-testid="kept-team"><th scope="row">{}</th>`, team.Name)
		for _, g := range sc.TeamGames[t] {
			h.f(`<td>{}</td>`, itoa(g))
		}
		h.f(`<td>{}</td><td class="total" data-testid="kept-points">{}</td></tr>`, itoa(sc.Series[t]), pointsText(sc.Points[t], m))
	}
	return h.f(`</tbody></table></div>`).ui()
}

// pointsText writes points as a sheet does: whole points, and ½ for a half.
func pointsText(p float64, m *i18n.Messages) string {
	whole := int(p)
	switch {
	case p-float64(whole) < 0.25:
		return itoa(whole)
	case whole == 0:
		return m.Half
	}
	return itoa(whole) + m.Half
}

// renderLineup draws team t's lineup for the week: each place's bowler, average and handicap,
// with Absent for a roster bowler and Remove for a substitute; a field for the average of a
// bowler with none; and the substitute to add.
func (s *Screen) renderLineup(m *i18n.Messages, f domain.Fixture, t int) app.UI {
	w := &m.Season
	team := f.Teams[t]
	plan := s.league.Plan(s.week)
	index := f.A
	if t == 1 {
		index = f.B
	}
	roster := s.league.Roster(s.week, index)
	h := &html{}
	h.f(`<table class="league-table lineup-table"><caption>{}</caption><thead><tr><th scope="col">{}</th><th scope="col">{}</th>`+
		`<th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>`, team.Name, m.BowlerHeader, w.AverageHeader, w.HandicapHeader, w.ThisWeek)
	for k, p := range team.Lineup {
		avg := itoa(p.Average)
		if slices.Contains(f.Missing, p.Name) {
			avg = w.NoAverage
		}
		h.f(`<tr data-testid="lineup-place" data-name="{}"><th scope="row" class="name">{}</th><td data-testid="lineup-average">{}</td>`+
			`<td data-testid="lineup-handicap">{}</td><td>`, p.Name, p.Name, avg, itoa(f.Handicaps[t][k]))
		if slices.Contains(roster, p.Name) {
			h.f(`<label for="absent-{}" class="choice absent-choice"><input type="checkbox" id="absent-{}" data-testid="week-absent" data-act="{}" data-id="{}"{!}><span>{}</span></label>`,
				p.Name, p.Name, actAbsent, p.Name, when(p.Absent, ` checked=""`), m.AbsentLabel)
		} else {
			h.f(`<button type="button" class="button remove-button" data-act="{}" data-id="{}" aria-label="{}">{}</button> <span class="field-note">{}</span>`,
				actRemoveSub, p.Name, w.RemoveSubOf.Say(p.Name), w.RemoveSub, w.SubNote)
		}
		h.f(`</td></tr>`)
	}
	var typed []app.UI
	for _, name := range roster {
		if _, given := plan.Averages[name]; !given && !slices.Contains(f.Missing, name) {
			continue // an average to carry: none to type
		}
		id := "typed-" + name
		seed := ""
		if a, ok := plan.Averages[name]; ok {
			seed = itoa(a)
		}
		typed = append(typed, numberField(id, "typed-average", w.TypedAverage.Say(name), seed, actTyped, name, 0, domain.MaxAverage, s.plan.problems[id]))
	}
	return box("lineup-block", h.f(`</tbody></table>`).ui(), box("typed-averages", typed...), s.renderSubForm(m, itoa(index), roster, plan))
}

// renderSubForm draws the substitute to add to a team (tid, its index): name, average and
// whose place they take.
func (s *Screen) renderSubForm(m *i18n.Messages, tid string, roster []string, plan domain.WeekPlan) app.UI {
	w := &m.Season
	d := s.plan.sub(tid)
	opts := []app.UI{opt("", w.SubAfter, d.place == "")}
	for _, name := range roster {
		if !slices.Contains(plan.Absent, name) {
			opts = append(opts, opt(name, w.SubFor.Say(name), d.place == name))
		}
	}
	id := "sub-" + tid
	return el("fieldset", "class", "sub-form").Body(
		raw(`<legend>{}</legend>`, w.AddSub),
		box("sub-fields",
			box("text-field", label(id+"-name", w.SubNameLabel, true), textInput(id+"-name", "sub-name", actSubName, tid, "", domain.NameLen, false)),
			box("number-field", label(id+"-average", w.AverageHeader, true),
				numberInput(id+"-average", "sub-average", actSubAverage, tid, "", 0, domain.MaxAverage, false)),
			picker("sub-for-"+tid, "sub-for", w.SubPlaceLabel, actSubFor, tid, opts),
			button("button", actAddSub, tid, "add-sub", w.AddSubButton),
		),
		problemSlot(id, s.plan.problems[id]),
	)
}
