package season

// The schedule: every week's pairs and lanes (domain.Season.Schedule, the same on every
// device), the bye, and which pairs are kept.

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

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
	w := m.Season
	teams := l.Teams()
	kept := keptPairs(l)
	h := &markup.HTML{}
	h.F(`<ol class="schedule" data-testid="schedule" aria-label="{}">`, w.Schedule)
	for wk, week := range l.Schedule() {
		h.F(`<li class="{}" data-testid="week" data-week="{}" aria-labelledby="week-{}-title"><h4 id="week-{}-title">{}</h4><ul class="pairings">`,
			markup.When(wk == current, "week-card current")+markup.When(wk != current, "week-card"), itoa(wk+1), itoa(wk), itoa(wk), w.WeekTitle.Say(wk+1))
		for k, p := range week.Pairs {
			done := kept[[2]int{wk, k}]
			h.F(`<li class="{}" data-testid="pairing" data-team-a="{}" data-team-b="{}" data-lanes="{}"><span class="lanes">{}</span> <span class="teams">{}</span>{!}</li>`,
				markup.When(done, "pairing kept")+markup.When(!done, "pairing"), teams[p.A], teams[p.B], lanes(p.Lane), w.Lanes.Say(lanes(p.Lane)),
				w.Versus.Say(teams[p.A], teams[p.B]), markup.When(done, `<span class="kept-mark">`+markup.Escape(w.KeptMark)+`</span>`))
		}
		h.F(`</ul>`)
		if week.Bye >= 0 {
			h.F(`<p class="bye">{}</p>`, w.Bye.Say(teams[week.Bye]))
		}
		if open {
			h.F(`<button type="button" class="button" data-act="{}" data-id="{}" aria-label="{}">{}</button>`, actWeek, itoa(wk), w.OpenWeek.Say(wk+1), w.Open)
		}
		h.F(`</li>`)
	}
	return h.F(`</ol>`).UI()
}
