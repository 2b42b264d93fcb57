package season

// The screen as drawn: its heading and notices, the leagues kept and New league, a new
// league's form, and the league shown with its parts' navigation and the part shown.

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/app/markup"
)

// Render draws the screen in m's words.
func (s *Screen) Render(m *i18n.Messages) app.UI {
	s.words = m
	var body []app.UI
	switch {
	case s.pub.asked:
		body = s.renderPublished(m)
	case s.opened.text != "":
		body = s.renderOpened(m)
	default:
		body = s.renderMain(m)
	}
	problem, restore := "", ""
	if s.problem.kind != noteNone {
		problem = markup.Escape(s.problem.in(m))
		problem = `<p class="alert" role="alert" data-testid="league-problem">` + problem + `</p>`
	}
	if s.deleted != nil {
		restore = `<button type="button" class="button" data-act="` + actRestore + `" data-testid="restore-league">` + markup.Escape(m.Restore) + `</button>`
	}
	heading := m.Season.Heading
	if s.pub.asked && s.pub.league != nil {
		heading = s.pub.league.Name() // a published league is all the page shows
	}
	head := []app.UI{
		raw(`<h2 id="league-heading" tabindex="-1">{}</h2>`, heading),
		raw(`<div class="night-messages"><div class="alerts">{!}</div><div class="night-status" role="status"><span>{}</span>{!}</div></div>`,
			problem, s.status.in(m), restore),
	}
	return markup.El("section", "class", "league-screen", "data-testid", "league", "aria-labelledby", "league-heading").
		On("click", s.onClick).On("input", s.onInput).On("change", s.onChange).
		Body(append(head, body...)...)
}

// renderMain draws the leagues kept, and the league shown or the form of a new one.
func (s *Screen) renderMain(m *i18n.Messages) []app.UI {
	w := m.Season
	body := []app.UI{s.renderBar(m)}
	switch {
	case s.form != nil:
		p := s.form.problems(m)
		body = append(body, box("league-form",
			raw(`<div><h3>{}</h3><p class="hint">{}</p></div>`, w.NewHeading, w.NewHint),
			s.form.renderSettings(m, p), s.form.renderTeams(m, p),
			raw(`<div class="sheet-actions"><button type="button" class="button primary" data-act="{}" data-testid="make-schedule">{}</button>`+
				`<button type="button" class="button" data-act="{}">{}</button></div>`, actMake, w.MakeSchedule, actCancelForm, w.Cancel),
		))
	case s.league != nil:
		body = append(body, s.renderLeague(m)...)
	case s.state == shelfRefused:
		body = append(body, raw(`<p class="alert" role="alert">{}</p>`, w.Refused))
	case s.state != shelfReady || s.loading != "":
		body = append(body, raw(`<p class="loading">{}</p>`, w.Loading))
	default:
		body = append(body, raw(`<p class="hint" data-testid="no-league">{}</p>`, w.NoLeague))
	}
	return body
}

// renderBar draws the leagues kept (a choice), New league and the import of a league file.
func (s *Screen) renderBar(m *i18n.Messages) app.UI {
	h := &markup.HTML{}
	h.F(`<div class="league-bar">`)
	if len(s.leagues) > 0 {
		s.writeLeagues(h, "league-choice", m)
	}
	h.F(`<div class="sheet-actions"><button type="button" class="button" data-act="{}" data-testid="new-league"{!}>{}</button></div>`,
		actNew, markup.When(s.form != nil, ` disabled=""`), m.Season.NewLeague)
	return box("league-bar-wrap", h.F(`</div>`).UI(), s.renderImport(m))
}

// renderLeague draws the league shown: its name and what it is, its parts' navigation and
// the part shown.
func (s *Screen) renderLeague(m *i18n.Messages) []app.UI {
	w := m.Season
	l := s.league
	st := l.Settings()
	summary := w.Summary(len(l.Teams()), l.Weeks(), st.Games)
	if st.Match.Handicap.On {
		summary += " " + w.HandicapSummary.Say(st.Match.Handicap.Basis, st.Match.Handicap.Percent)
	}
	head := &markup.HTML{}
	head.F(`<div class="league-title"><h3 data-testid="league-title">{}</h3><p class="hint">{}</p>`+
		`<nav class="league-parts" aria-label="{}"><ul>`, l.Name(), summary, w.PartsLabel)
	for _, p := range [...][2]string{{partSchedule, w.Schedule}, {partWeek, w.Week}, {partRecap, w.Recap},
		{partHonour, w.HonourRoll}, {partTeams, w.Teams}, {partSettings, w.Settings}} {
		head.F(`<li><button type="button" class="part-link" data-act="{}" data-id="{}" data-testid="part-{}"{!}>{}</button></li>`,
			actPart, p[0], p[0], markup.When(s.part == p[0], ` aria-current="page"`), p[1])
	}
	head.F(`</ul></nav></div>`)
	var part []app.UI
	switch s.part {
	case partWeek:
		part = s.renderWeek(m)
	case partRecap:
		part = s.renderRecapPart(m)
	case partHonour:
		part = []app.UI{renderHonour(l, m)}
	case partTeams:
		part = s.renderRosters(m)
	case partSettings:
		part = s.renderSettingsPart(m)
	default:
		part = []app.UI{renderSchedule(l, m, s.week, true)}
	}
	return append([]app.UI{head.UI()}, part...)
}

// renderSettingsPart draws the league's name and settings, to change; then its file to
// export (to another device, or the club's site) and Delete.
func (s *Screen) renderSettingsPart(m *i18n.Messages) []app.UI {
	if s.settings == nil {
		s.settings = settingsForm(s.league)
	}
	w := m.Season
	return []app.UI{box("league-form",
		raw(`<p class="hint">{}</p>`, w.SettingsHint),
		s.settings.renderSettings(m, s.settings.problems(m)),
		button("button primary", actSaveSettings, "", "save-settings", w.SaveSettings),
		raw(`<div class="league-file"><h3>{}</h3><p class="hint">{}</p><div class="sheet-actions">`+
			`<button type="button" class="button" data-act="{}" data-testid="export-league">{}</button>`+
			`<button type="button" class="button danger" data-act="{}" data-testid="delete-league">{}</button></div></div>`,
			w.FileLegend, w.ExportHint, actExport, w.Export, actDelete, w.Delete),
	)}
}

// print opens the browser's print dialog (the print stylesheet prints the recap alone); a
// browser without one is said so.
func (s *Screen) print() {
	w := app.Window()
	if w.Get("print").Type() == app.TypeFunction {
		if _, err := browser.Call(w, "print"); err == nil {
			return
		}
	}
	s.problem = notice{kind: notePrintRefused}
}

// navigate goes to fragment, keeping the rest of the address (the base path, ?embed=1).
func navigate(ctx app.Context, fragment string) {
	u := url.URL{}
	if p := ctx.Page().URL(); p != nil {
		u = *p
	}
	u.Fragment, u.RawFragment = fragment, ""
	ctx.NavigateTo(&u)
}
