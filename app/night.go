package app

import (
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/history"
	html "tenpin/app/markup"
	"tenpin/app/series"
	"tenpin/app/setup"
	"tenpin/app/share"
	"tenpin/app/stats"
	"tenpin/app/tv"
	"tenpin/domain"
)

// The night around the game: the series being bowled (package series, kept by series.go; its screen, seriessheet.go), the league
// settings on setup as kept on the device (league.go; package setup's), and the History screen
// (history.go, gamesheet.go). They are one type, night, a field of the root: its methods
// derive and draw those screens from its own state, and reach the game on the lanes only
// through lanes, the small interface the root implements. Its parts with state of their own
// are their own types: the league settings (package setup: setup.Settings); history itself
// and the History screen's parts (package history: the Archive, to which the night is
// history.Host; the List; the game opened as its Sheet; export and import, the Transfer, to
// which the night is history.TransferHost; keeping history on the device, Durable); the
// share links and the print, share and picture of a finished sheet (package share:
// share.Links, to which the night is share.Host, opened.go); and the statistics and the
// standings (package stats), to which the night is stats.Host (history.go: History). This file
// holds the type and the navigation between the screens (all of them).
//
// Navigation: the screens are parts of the one page, chosen by the URL's fragment (#series,
// #history, #stats; none for the scoreboard), rather than go-app routes. Why:
//   - the game in progress is the root's state; a route would mount another root and restore
//     it, while a fragment keeps the same component, so the game, the series and the loaded
//     history stay as they are from screen to screen;
//   - a fragment link ("#history") is relative, so it is right under any base path (a static
//     build under /bowling/) without resolving it, and it keeps ?embed=1;
//   - the server, the static build and the service worker serve one page, as they do;
//   - the browser's back button and a reload still show the screen (go-app notifies OnNav of
//     a change of fragment, and the page reads it on mount).

// screen is what the page shows.
type screen string

const (
	screenPlay      screen = ""          // setup, or the game once started
	screenSeries    screen = "series"    // the series sheet of the series being bowled
	screenHistory   screen = "history"   // every finished game, by series
	screenStats     screen = "stats"     // a bowler's figures and plot
	screenStandings screen = "standings" // a league's teams, ranked
)

// screenOf reads the screen from a URL fragment; anything else is the scoreboard. Not inlined:
// one call costs the wasm less than a copy at each caller.
//
//go:noinline
func screenOf(fragment string) screen {
	switch s := screen(fragment); s {
	case screenSeries, screenHistory, screenStats, screenStandings, screenTV:
		return s
	}
	if strings.HasPrefix(fragment, share.Fragment) {
		return screenShared
	}
	return screenPlay
}

// night is the night around the game on the lanes: its screens, history, statistics and the
// series. It reaches the game on the lanes, the root that hosts it, only through host.
type night struct {
	host    lanes
	screen  screen
	archive history.Archive
	series  *series.State  // the series being bowled, if any
	league  setup.Settings // the league settings on setup (league.go)
	// averagesGen is the Archive.Gen the settings' averages were derived from, plus one.
	averagesGen int
	history     historyView
	stats       stats.Screen    // the statistics screen (package stats)
	standings   stats.Standings // the standings screen (package stats)
	shared      nightShared     // the series, settings and history revision every window shares
	links       share.Links     // share links: the panel's and the one opened (package share, opened.go)
	// fileSheet files an opened match sheet under the league week it names, on a device that
	// keeps that league (the League screen's KeepSheet); finals hands a finals game's series
	// bowled on this device, once stored, to the office's screens (finalgame.go). Both nil in
	// the lane.
	fileSheet, finals func(ctx app.Context, records []domain.Record)
	// keepWaiting are an opened sheet's games whose Keep was tapped while history was still
	// being read: kept as soon as it is (HistoryRead), not refused.
	keepWaiting []domain.Record
	status      say // what the last export, import, share or delete did (role="status")
	problem     say // why the last of them failed (role="alert")
}

// lanes is what the night needs of its host, the root with the game on the lanes, and no
// more: the words in use, the root's context and state in the page, and the game on the
// lanes (a correction saved from history that reaches it is the root's own: gamesheet.go).
type lanes interface {
	Messages() *Messages
	Later(ctx app.Context, f func(app.Context)) // run f once the page shows the change
	uiContext() app.Context                     // the root's context (Async, Dispatch, After)
	isMounted() bool                            // running in the browser
	Current() (g *domain.Game, playing bool)    // the game on the lanes; playing: its screen is up
	followGame() bool                           // show the game as stored, if another window changed it
	AlertWith(s say)                            // the alert above the grid
	embedded() bool                             // ?embed=1: only the scoreboard
	begin(g *domain.Game)                       // show and save a fresh game on the lanes (play.Game.Begin)
}

// restore loads the league settings and the series in progress, after g, the game restored.
func (n *night) restore(g *domain.Game) {
	n.restoreLeague()
	n.restoreSeries(g)
}

// show switches to screen s, loading what it needs, and moves the focus to its heading.
func (c *Scoreboard) show(ctx app.Context, s screen) {
	n := &c.night
	if n.screen == s {
		return
	}
	c.scan.Close() // the camera stops with the screen it was opened on
	if n.screen == screenPlay {
		keepSetup(&c.setup, &n.league) // the fields are dismounted: what was typed is what they start with again
	}
	n.screen, n.status, n.problem = s, nil, nil
	if s == screenHistory { // the navigation's History is the list
		n.history.open, n.history.sheetOf = "", ""
		n.history.game.Close()
	}
	if s == screenHistory || s == screenStats || s == screenShared || s == screenStandings || s == screenBrackets || s == screenLeague || s == screenTournament {
		c.night.archive.Load(s == screenHistory)
	}
	c.night.Refresh()
	if c.mounted && s == screenTV {
		tv.Show(ctx)
		return
	}
	if c.mounted && s != screenPlay {
		c.Later(ctx, func(app.Context) { browser.Focus("#" + string(s) + "-heading") })
	}
	if c.mounted && s == screenPlay {
		c.play.Settle(ctx)
	}
}

// goTo navigates to screen s, as a click on its link in the navigation does.
func goTo(ctx app.Context, s screen) {
	u := url.URL{}
	if p := ctx.Page().URL(); p != nil {
		u = *p
	}
	u.Fragment = string(s)
	ctx.NavigateTo(&u)
}

// Refresh derives again what the screen shown needs from history, after a change of
// history or of what the screen asks for. Each view keeps what it derived from which history
// (Archive.Gen), so that a render does no work over all of history.
func (n *night) Refresh() {
	switch n.screen {
	case screenHistory:
		n.refreshHistory(n.host.Messages())
	case screenStats:
		n.stats.Refresh(n.host.Messages())
	case screenStandings:
		n.standings.Refresh()
	}
	if _, playing := n.host.Current(); n.league.Handicap && !playing {
		n.refreshAverages()
	}
}

// renderScreen draws the screen the URL asks for: setup or the game by default.
func (c *Scoreboard) renderScreen(m *Messages) app.UI {
	switch c.night.screen {
	case screenSeries:
		return c.night.renderSeriesSheet(m)
	case screenHistory:
		return withScan(&c.scan, m, c.night.renderHistory(m), c.embed)
	case screenStats:
		return c.night.stats.Render(m)
	case screenShared:
		return c.night.renderOpened(m, c.renderFilings(m))
	case screenStandings:
		return c.night.standings.Render(m)
	case screenLeague:
		if o := c.officeScreen(screenLeague); o != nil {
			return withScan(&c.scan, m, o.Render(m), c.embed)
		}
	case screenBrackets, screenTournament:
		if o := c.officeScreen(c.night.screen); o != nil {
			return o.Render(m)
		}
	case screenTV:
		return c.renderTV(m)
	}
	if c.play.Shown() {
		return c.play.Render(m)
	}
	return withScan(&c.scan, m, c.renderSetup(m), c.embed)
}

// renderNav is the small navigation on every screen, the screen shown marked (not in the
// embed, which shows only the scoreboard). Its links are fragments, so they keep the base
// path and ?embed=1; go-app follows a click on any link of the page. The office's screens
// are the office's own links in the office; in the lane they lead into the office's folder
// (office.go), marked as such.
func renderNav(m *Messages, shown screen, office bool) app.UI {
	w := &markup{}
	w.F(`<nav class="screens" aria-label="{}"><ul class="screen-links">`, m.NavLabel)
	for _, l := range []struct {
		s    screen
		text string
	}{{screenPlay, m.NavGame}, {screenSeries, m.NavSeries}, {screenHistory, m.NavHistory}, {screenStats, m.NavStats}, {screenStandings, m.NavStandings}, {screenLeague, m.NavLeague}, {screenBrackets, m.NavBrackets}, {screenTournament, m.NavTournament}} {
		switch {
		case office || !isOffice(l.s):
			w.F(`<li><a class="nav-link" href="#{}"{!}>{}</a></li>`, string(l.s), ariaCurrent(shown == l.s), l.text)
		default:
			w.F(`<li><a class="nav-link office-link" href="{}#{}">{}<span class="visually-hidden"> ({})</span></a></li>`, officePath, string(l.s), l.text, m.OfficeNavLabel)
		}
	}
	return w.F(`</ul></nav>`).UI()
}

// renderNightStatus shows why the last night action failed (an alert), or what it did, with
// Restore after a delete. Both slots are always there, so that a change is read out.
func (n *night) renderNightStatus(m *Messages) app.UI {
	var problem, restore app.UI
	if n.problem != nil {
		problem = html.ElText("p", n.problem.In(m), "class", "alert", "role", "alert")
	}
	if len(n.history.deleted) > 0 && n.screen == screenHistory {
		restore = html.Button("button", "restore", m.Restore, n.onRestore)
	}
	return html.Tag("div", "class", "night-messages").Body(
		html.Tag("div", "class", "alerts").Body(problem),
		html.Tag("div", "class", "night-status", "role", "status").Body(html.ElText("span", n.status.In(m)), restore),
	)
}

// What the buttons and choices inside markup parts do (their data-act), handled on the screen
// around them by each part's own handler; the history list's and the game sheet's are package
// history's (history.ActOpenGame, ActOpenSeries, ActDeleteSeries, ActDeleteGame; the sheet's
// correction answers its own, Sheet.Act and Sheet.Change).
const ()

// onHistoryAct runs the action of a button clicked inside the history screen's markup parts.
// Each part answers for its own actions: the list (here), the game sheet and export and
// import (package history's Sheet and Transfer).
func (n *night) onHistoryAct(ctx app.Context, e app.Event) {
	action, id := html.Act(e)
	_ = n.listAct(ctx, action, id) || n.history.game.Act(ctx, action, id) || n.history.transfer.Act(ctx, &n.archive, n.host.Messages(), action)
}

// listAct runs an action of the history list, and reports whether it was one.
func (n *night) listAct(ctx app.Context, action, id string) bool {
	switch action {
	case history.ActOpenGame:
		n.openGame(id)
	case history.ActOpenSeries:
		n.openSeries(id)
	case history.ActDeleteGame:
		if r, ok := n.archive.Find(id); ok {
			n.deleteFromHistory([]domain.Record{r})
		}
		return true
	case history.ActDeleteSeries:
		n.deleteFromHistory(domain.InSeries(n.archive.Known(), id))
		return true
	default:
		return false
	}
	n.host.Later(ctx, func(app.Context) { browser.Focus("#history-sheet-heading") })
	return true
}

// onHistoryChange runs the action of a choice changed inside the history screen: the ball to
// correct on the game sheet, or the file to import.
func (n *night) onHistoryChange(ctx app.Context, e app.Event) {
	t := e.Get("target")
	if !t.Truthy() || !t.Get("getAttribute").Truthy() {
		return
	}
	action := t.Call("getAttribute", "data-act").String()
	_ = n.history.transfer.Change(&n.archive, action, t) || n.history.game.Change(action, t.Get("value").String())
}
