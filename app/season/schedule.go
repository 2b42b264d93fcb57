package season

// The schedule: every week's pairs and lanes (domain.Season.Schedule, the same on every
// device), the bye, and which pairs are kept.

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
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
