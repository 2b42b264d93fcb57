// Package season is the league screen (season.md, #league): a league secretary's season on
// one device. The domain keeps the rules (domain.Season: the schedule, each week's lineups
// with the averages carried into it and their handicaps, the matches kept, the standings, the
// recap and the honour roll); this package holds what the secretary types, keeps the leagues
// on the device (shelf.go) and lays the season out.
//
// It reaches the rest of the app only through Host, the small interface it is handed: the
// league matches history holds, which the secretary files under a week. The app hands it the
// page's address (Show) and draws it where the URL asks (Render); an opened match sheet
// offers to file its match through Filing.
//
// The files: season.go (the screen, its parts and its events), form.go (a league's name,
// settings, teams and rosters as typed), teams.go (the rosters of a league made, changed from
// a week on), week.go (the schedule and a week: its pairs and lanes, lineups, absentees,
// substitutes and typed averages), filing.go (keeping a match under its week and pair),
// recap.go (a week's recap, printed, as a picture and as a link; the honour roll), transfer.go
// (the league file out and in), published.go (a league file on the club's site, read-only),
// shelf.go (IndexedDB) and html.go (elements and markup).
package season

import (
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/domain"
)

// Host is what the league screen needs of the app around it.
type Host interface {
	// HistoryMatches returns the league matches history holds on the device, each the
	// records of one match by game number, and whether history is loaded: until it is, it
	// starts loading and the list may be short.
	HistoryMatches() (matches [][]domain.Record, loaded bool)
}

// The screen's parts of a league, each a button of its own navigation.
const (
	partSchedule = "schedule" // every week's pairs and lanes
	partWeek     = "week"     // one week: lineups, absentees, substitutes, the matches kept
	partRecap    = "recap"    // one week's recap
	partHonour   = "honour"   // the honour roll
	partTeams    = "teams"    // the teams and their rosters, changed from a week on
	partSettings = "settings" // the league's name and settings
)

// Fragment is the league screen's URL fragment; RecapFragment starts a recap link's.
const (
	Fragment      = "league"
	RecapFragment = "recap="
)

// shelfState says whether the leagues on the device can be read.
type shelfState uint8

const (
	shelfIdle    shelfState = iota // not read yet
	shelfLoading                   // being read
	shelfReady                     // read
	shelfRefused                   // the browser keeps no database
)

// Screen is the league screen's state. Its zero value, with Host set, is ready.
type Screen struct {
	Host Host

	shelf    shelf
	state    shelfState
	leagues  []listed       // the leagues kept, in the order of their IDs
	chosen   string         // the ID of the league shown (kept under ChosenKey)
	league   *domain.Season // the league shown, once read
	loading  string         // the ID of the league being read
	part     string         // what of the league is shown
	week     int            // the week shown, from 0
	asOf     int            // the week the rosters are shown as of, from 0
	form     *leagueForm    // a new league being made; nil for none
	settings *leagueForm    // the settings of the league shown as typed; nil until shown
	rosters  rosterForm     // what is typed on the teams part (teams.go)
	plan     planForm       // what is typed on the week part (week.go)
	filing   filing         // a match being filed (filing.go)
	deleted  *domain.Season // the league deleted last, until Restore or another change
	link     string         // the link of the recap shown, once asked for
	opened   opened         // a recap link opened (#recap=…)
	pub      published      // a league file published on the site (?league=…)
	job      *importJob     // a league file being read for an import (transfer.go)
	embedded bool           // inside the embed: files are downloaded, not shared
	words    *i18n.Messages // the words last drawn in, for a picture
	status   notice         // what the last action did (role="status")
	problem  notice         // why the last action was refused (role="alert")
}

// Published reports whether the address asks for a league published on the site
// (?league=league.json): the screen then shows that league, read-only.
func Published(u *url.URL) bool { return u != nil && u.Query().Has("league") }

// Show takes the page's address whenever it changes while the league screen is shown: a
// published league, a recap link (#recap=…), or the leagues kept on the device, read again
// (another window may have changed them).
func (s *Screen) Show(ctx app.Context, u *url.URL, embedded bool) {
	s.embedded = embedded
	if Published(u) {
		s.publish(ctx, u)
		return
	}
	if text, ok := strings.CutPrefix(u.Fragment, RecapFragment); ok {
		s.openRecap(text)
		return
	}
	s.opened = opened{}
	if app.IsClient {
		s.list(ctx)
	}
}

// list reads the leagues kept, then the league to show: the one chosen last on this device,
// else the first.
func (s *Screen) list(ctx app.Context) {
	if s.state == shelfIdle {
		s.state = shelfLoading
	}
	s.shelf.list(ctx, func(leagues []listed, err error) {
		if err != nil {
			s.state = shelfRefused
			return
		}
		s.state, s.leagues = shelfReady, leagues
		if s.chosen == "" {
			s.chosen, _, _ = browser.Local{}.Load(ChosenKey)
		}
		if !s.has(s.chosen) {
			s.chosen = ""
			if len(leagues) > 0 {
				s.chosen = leagues[0].ID
			}
		}
		if s.chosen == "" {
			s.league = nil
			return
		}
		if s.league == nil || s.league.ID() != s.chosen {
			s.read(ctx, s.chosen)
		}
	})
}

// has reports whether league id is kept.
func (s *Screen) has(id string) bool {
	for _, l := range s.leagues {
		if l.ID == id {
			return true
		}
	}
	return false
}

// read reads league id and shows it.
func (s *Screen) read(ctx app.Context, id string) {
	if s.loading == id {
		return
	}
	s.loading = id
	s.shelf.load(ctx, id, func(league *domain.Season, unreadable int, err error) {
		if s.loading != id {
			return
		}
		s.loading = ""
		if err != nil {
			s.problem = notice{kind: noteUnreadable}
			return
		}
		s.show(league)
		if unreadable > 0 {
			s.problem = notice{kind: noteMatchesUnreadable, n: [3]int{unreadable}}
		}
	})
}

// show makes league the one shown, at its first week not kept yet.
func (s *Screen) show(league *domain.Season) {
	s.league, s.chosen, s.form, s.settings, s.link = league, league.ID(), nil, nil, ""
	s.rosters, s.plan = rosterForm{}, planForm{}
	s.filing.league, s.filing.problem = "", notice{} // the match offered stays, to file in this league
	// The week to come, and the recap of the one before it once there is one.
	s.week, s.part = nextWeek(league), partSchedule
	if s.week > 0 {
		s.week, s.part = s.week-1, partRecap
	}
	s.asOf = min(s.week+1, league.Weeks()-1)
	_ = browser.Local{}.Save(ChosenKey, league.ID()) // a refused save only forgets the choice
}

// nextWeek is the first week of league (from 0) that has a pair not kept; the season's
// number of weeks when every match is kept.
func nextWeek(league *domain.Season) int {
	kept := keptPairs(league)
	for w, week := range league.Schedule() {
		for k := range week.Pairs {
			if !kept[[2]int{w, k}] {
				return w
			}
		}
	}
	return league.Weeks()
}

// store writes the league shown after a change, with the matches it kept now; what the
// browser refuses is said, and the league is read again as it is stored.
func (s *Screen) store(ctx app.Context, done notice, matches ...domain.KeptMatch) {
	league := s.league
	s.shelf.save(ctx, league, matches, func(err error) {
		if err != nil {
			s.status, s.problem = notice{}, storeProblem(err)
			s.league = nil
			s.read(ctx, league.ID())
			return
		}
		if !s.has(league.ID()) {
			s.list(ctx)
		}
		s.leagues = renamed(s.leagues, league)
		s.status = done
		if done.kind == noteKeptIn {
			s.filing.done = done // the match offered is kept, and stored: the offer is over
		}
	})
}

// renamed is the list with league's name as it is now.
func renamed(leagues []listed, league *domain.Season) []listed {
	for i := range leagues {
		if leagues[i].ID == league.ID() {
			leagues[i].Name = league.Name()
		}
	}
	return leagues
}

// storeProblem says why the browser did not keep a league.
func storeProblem(err error) notice {
	if strings.Contains(err.Error(), browser.ErrFull.Error()) {
		return notice{kind: noteStorageFull}
	}
	return notice{kind: noteNotKept}
}

// What the buttons and fields of the screen do (their data-act), handled by the screen's
// own handlers as their events bubble up to it.
const (
	actChoose       = "choose-league"   // a select: the league shown
	actNew          = "new-league"      // make a new league (also its data-testid)
	actCancelForm   = "cancel-form"     // leave the new league's form
	actMake         = "make-schedule"   // make the new league and its schedule (also its data-testid)
	actPart         = "part"            // data-id: the part shown
	actWeek         = "week"            // a select, or data-id: the week shown (from 0)
	actDelete       = "delete-league"   // delete the league shown
	actRestore      = "restore-league"  // bring it back
	actSaveSettings = "save-settings"   // the settings as typed
	actLeagueName   = "league-name"     // the name field
	actSetting      = "setting"         // data-id: a number setting's index
	actHandicap     = "handicap"        // checkbox
	actBaker        = "baker"           // checkbox
	actPosition     = "position-round"  // checkbox
	actAddTeam      = "add-team"        // a new league's form, or a league before its first match
	actRemoveTeam   = "remove-team"     // data-id: a team of the form
	actTeamName     = "team-name"       // data-id: the team
	actAddPlayer    = "add-player"      // data-id: the team
	actRemovePlayer = "remove-player"   // data-id: "team.place"
	actPlayerName   = "player-name"     // data-id: "team.place"
	actEntering     = "entering"        // data-id: "team.place", or a bowler's name (teams.go)
	actPrint        = "print"           // the browser's print dialog
	actPicture      = "recap-picture"   // the recap as a PNG
	actLink         = "recap-link"      // the recap's link
	actCopy         = "copy-recap-link" // copy it
	actExport       = "export-league"   // download the league file (also its data-testid)
	actImport       = "import-league"   // a file input: import a league file
	actCancelImport = "cancel-import"   // stop reading it
	actClose        = "close-recap"     // leave an opened recap link
)

// onClick runs the button clicked inside the screen.
func (s *Screen) onClick(ctx app.Context, e app.Event) {
	action, id := clicked(e)
	if action == "" {
		return
	}
	s.rosters.take() // an action: the parts written as markup are drawn with what is typed
	s.plan.take()
	if f := s.form; f != nil && f.click(action, id) {
		return
	}
	if s.pageClick(ctx, action, id) || s.leagueClick(ctx, action, id) {
		s.deleted = nil
	}
}

// pageClick runs a button that needs no league shown, and reports whether it was one.
func (s *Screen) pageClick(ctx app.Context, action, id string) bool {
	s.status, s.problem = notice{}, notice{}
	switch action {
	case actNew:
		s.form = newForm()
	case actCancelForm:
		s.form = nil
	case actMake:
		s.makeLeague(ctx)
	case actRestore:
		s.restore(ctx)
		return false
	case actCancelImport:
		if s.job != nil {
			s.job.cancel.Store(true)
		}
	case actClose:
		s.opened = opened{}
		navigate(ctx, Fragment)
	case actPrint:
		s.print()
	case actPicture:
		s.picture(ctx)
	case actCopy:
		s.copyLink(ctx)
	default:
		return s.filingClick(ctx, action, id)
	}
	return true
}

// leagueClick runs a button of the league shown, and reports whether it was one.
func (s *Screen) leagueClick(ctx app.Context, action, id string) bool {
	if s.league == nil {
		return false
	}
	switch action {
	case actPart:
		s.part, s.settings = id, nil
		if id == partTeams {
			s.asOf = s.week
		}
	case actWeek:
		s.showWeek(id)
		s.part = partWeek
	case actDelete:
		s.remove(ctx)
		return false
	case actSaveSettings:
		s.saveSettings(ctx)
	case actExport:
		s.export()
	case actLink:
		s.shareLink()
	default:
		return s.rosterClick(ctx, action, id) || s.planClick(ctx, action, id)
	}
	return true
}

// showWeek shows week id (from 0), if the season has it.
func (s *Screen) showWeek(id string) {
	if w, ok := number(id, 0, s.league.Weeks()-1); ok && w != s.week {
		s.week, s.link, s.plan = w, "", planForm{}
	}
}

// onInput takes what is typed into a field.
func (s *Screen) onInput(ctx app.Context, e app.Event) {
	action, id := target(e)
	text := value(e)
	switch {
	case s.form != nil:
		s.form.input(action, id, text)
	case s.settings != nil && s.part == partSettings:
		s.settings.input(action, id, text)
	default:
		// A part written as markup: what is typed shows in it at the next action, not now,
		// which would draw the part and its field anew under the keys.
		s.rosters.input(action, id, text)
		s.plan.input(action, id, text)
		ctx.PreventUpdate()
	}
}

// onChange takes a choice: a checkbox, a select, a file.
func (s *Screen) onChange(ctx app.Context, e app.Event) {
	action, id := target(e)
	t := e.Get("target")
	switch action {
	case actSubName, actSubAverage, actTypedField, actNewTeam:
		ctx.PreventUpdate() // left, not done: what is typed waits for its button
		return
	}
	s.rosters.take()
	s.plan.take()
	if el := app.Window().Get("document").Get("activeElement").Get("id"); el.Truthy() {
		// A part written as markup is drawn anew, its fields with it: the focus goes back to
		// the field that has it (the one changed, or the next one the person went to).
		focusSoon(ctx, "#"+el.String())
	}
	on := t.Get("checked").Truthy()
	f := s.form
	if f == nil && s.part == partSettings {
		f = s.settings
	}
	switch action {
	case actHandicap, actBaker, actPosition:
		if f == nil {
			return
		}
		switch action {
		case actHandicap:
			f.handicap = on
		case actBaker:
			f.baker = on
		default:
			f.position = on
		}
		f.keep()
	case actChoose:
		if v := value(e); v != s.chosen && s.has(v) {
			s.status, s.problem, s.form = notice{}, notice{}, nil
			s.chosen = v
			s.read(ctx, v)
		}
	case actWeek:
		s.showWeek(value(e))
	case actAsOf:
		if w, ok := number(value(e), 0, s.league.Weeks()-1); ok {
			s.asOf, s.rosters = w, rosterForm{}
		}
	case actEntering:
		if s.form == nil && s.league != nil {
			s.enteringChange(ctx, id, value(e))
		}
	case actImport:
		s.importFile(ctx, t)
	default:
		s.rosters.change(action, id, value(e))
		s.filing.change(action, value(e))
		s.planChange(ctx, action, id, value(e), on)
	}
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

// makeLeague makes the league of the new league's form, keeps it and shows its schedule.
func (s *Screen) makeLeague(ctx app.Context) {
	league, ok := s.form.newLeague(s.words)
	if !ok {
		s.problem = notice{kind: noteFixFields}
		focusSoon(ctx, `.league-screen [aria-invalid="true"]`)
		return
	}
	s.leagues = append(s.leagues, listed{ID: league.ID(), Name: league.Name()})
	s.show(league)
	s.store(ctx, notice{kind: noteMade, a: league.Name()})
}

// saveSettings changes the league's name and settings to those typed.
func (s *Screen) saveSettings(ctx app.Context) {
	f := s.settings
	st, ok := f.settings()
	if !ok || f.problems(s.words).any {
		f.tried = true
		s.problem = notice{kind: noteFixFields}
		focusSoon(ctx, `.league-screen [aria-invalid="true"]`)
		return
	}
	old := s.league.Name()
	if err := s.league.SetSettings(st); err != nil {
		s.problem = refusal(err)
		return
	}
	if err := s.league.Rename(f.name); err != nil {
		_ = s.league.Rename(old)
	}
	s.settings = nil
	s.store(ctx, notice{kind: noteSettingsSaved})
}

// remove deletes the league shown from the device; Restore brings it back until the next
// change.
func (s *Screen) remove(ctx app.Context) {
	league := s.league
	s.shelf.remove(ctx, league, func(err error) {
		if err != nil {
			s.problem = storeProblem(err)
			return
		}
		s.deleted, s.league, s.chosen = league, nil, ""
		s.status = notice{kind: noteDeleted, a: league.Name()}
		s.list(ctx)
	})
}

// restore keeps the league deleted last again, whole, and shows it.
func (s *Screen) restore(ctx app.Context) {
	league := s.deleted
	if league == nil {
		return
	}
	s.deleted = nil
	s.shelf.save(ctx, league, league.Kept(-1), func(err error) {
		if err != nil {
			s.problem = storeProblem(err)
			return
		}
		s.show(league)
		s.status = notice{kind: noteRestored, a: league.Name()}
		s.list(ctx)
	})
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
		problem = escape(s.problem.in(m))
		problem = `<p class="alert" role="alert" data-testid="league-problem">` + problem + `</p>`
	}
	if s.deleted != nil {
		restore = `<button type="button" class="button" data-act="` + actRestore + `" data-testid="restore-league">` + escape(m.Restore) + `</button>`
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
	return el("section", "class", "league-screen", "data-testid", "league", "aria-labelledby", "league-heading").
		On("click", s.onClick).On("input", s.onInput).On("change", s.onChange).
		Body(append(head, body...)...)
}

// renderMain draws the leagues kept, and the league shown or the form of a new one.
func (s *Screen) renderMain(m *i18n.Messages) []app.UI {
	w := &m.Season
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
	h := &html{}
	h.f(`<div class="league-bar">`)
	if len(s.leagues) > 0 {
		s.writeLeagues(h, "league-choice", m)
	}
	h.f(`<div class="sheet-actions"><button type="button" class="button" data-act="{}" data-testid="new-league"{!}>{}</button></div>`,
		actNew, when(s.form != nil, ` disabled=""`), m.Season.NewLeague)
	return box("league-bar-wrap", h.f(`</div>`).ui(), s.renderImport(m))
}

// renderLeague draws the league shown: its name and what it is, its parts' navigation and
// the part shown.
func (s *Screen) renderLeague(m *i18n.Messages) []app.UI {
	w := &m.Season
	l := s.league
	st := l.Settings()
	summary := w.Summary(len(l.Teams()), l.Weeks(), st.Games)
	if st.Match.Handicap.On {
		summary += " " + w.HandicapSummary.Say(st.Match.Handicap.Basis, st.Match.Handicap.Percent)
	}
	head := &html{}
	head.f(`<div class="league-title"><h3 data-testid="league-title">{}</h3><p class="hint">{}</p>`+
		`<nav class="league-parts" aria-label="{}"><ul>`, l.Name(), summary, w.PartsLabel)
	for _, p := range [...][2]string{{partSchedule, w.Schedule}, {partWeek, w.Week}, {partRecap, w.Recap},
		{partHonour, w.HonourRoll}, {partTeams, w.Teams}, {partSettings, w.Settings}} {
		head.f(`<li><button type="button" class="part-link" data-act="{}" data-id="{}" data-testid="part-{}"{!}>{}</button></li>`,
			actPart, p[0], p[0], when(s.part == p[0], ` aria-current="page"`), p[1])
	}
	head.f(`</ul></nav></div>`)
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
	return append([]app.UI{head.ui()}, part...)
}

// renderSettingsPart draws the league's name and settings, to change; then its file to
// export (to another device, or the club's site) and Delete.
func (s *Screen) renderSettingsPart(m *i18n.Messages) []app.UI {
	if s.settings == nil {
		s.settings = settingsForm(s.league)
	}
	w := &m.Season
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

// refusal says why the domain refused a change to the league, in the secretary's words: the
// week already bowled, or the change itself.
func refusal(err error) notice {
	if isWeekBowled(err) {
		return notice{kind: noteWeekBowled}
	}
	return notice{kind: noteChangeRefused}
}
