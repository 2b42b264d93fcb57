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
// The files: season.go (the screen, its parts and its events), page.go (the screen as drawn),
// leagues.go (the leagues on the device, the one shown and its changes), form.go and fields.go
// (a league's name, settings, teams and rosters as typed, and as drawn), teams.go (the rosters
// of a league made, changed from a week on), schedule.go and week.go (the schedule, and a week:
// its lineups, absentees, substitutes and typed averages), filing.go (keeping a match under its
// week and pair), recap.go and recaplink.go (a week's recap and the honour roll; the recap
// printed, as a link and as a picture), transfer.go (the league file out and in), published.go
// (a league file on the club's site, read-only), shelf.go (IndexedDB), notice.go (what the
// screen says), typed.go (what is typed) and html.go (elements and markup).
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

// Screen is the league screen's state. Its zero value, with Host set, is ready.
type Screen struct {
	Host Host

	shelf    shelf
	state    shelfState
	leagues  []listed        // the leagues kept, in the order of their IDs
	chosen   string          // the ID of the league shown (kept under ChosenKey)
	league   *domain.Season  // the league shown, once read
	loading  string          // the ID of the league being read
	part     string          // what of the league is shown
	week     int             // the week shown, from 0
	asOf     int             // the week the rosters are shown as of, from 0
	form     *leagueForm     // a new league being made; nil for none
	settings *leagueForm     // the settings of the league shown as typed; nil until shown
	rosters  rosterForm      // what is typed on the teams part (teams.go)
	plan     planForm        // what is typed on the week part (week.go)
	filing   filing          // a match being filed (filing.go)
	deleted  *domain.Season  // the league deleted last, until Restore or another change
	link     string          // the link of the recap shown, once asked for
	opened   opened          // a recap link opened (#recap=…)
	pub      published       // a league file published on the site (?league=…)
	job      *importJob      // a league file being read for an import (transfer.go)
	embedded bool            // inside the embed: files are downloaded, not shared
	words    *i18n.Messages  // the words last drawn in, for a picture
	status   notice          // what the last action did (role="status")
	problem  notice          // why the last action was refused (role="alert")
	rev      *browser.Shared // the revision raised after every change stored (revise.go)
	commits  int             // writes of a league made here so far: one read before a write may be older (Follow)
}

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
		s.copyLink(ctx, s.link, "recap-share-link")
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
	case actCopyCard:
		if pair, ok := number(id, 0, domain.MaxTeams); ok {
			s.copyLink(ctx, cardLink(s.league, s.week, pair), "card-link-"+id)
		}
	default:
		return s.rosterClick(ctx, action, id) || s.planClick(ctx, action, id)
	}
	return true
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
