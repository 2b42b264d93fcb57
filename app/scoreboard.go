package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/app/play"
	"tenpin/app/scan"
	"tenpin/app/setup"
	"tenpin/domain"
)

// Scoreboard is the root component: the setup screen, then the game with its grid and pin
// pad, saved in the browser after every ball, and the screens of the night around it. It
// holds no rule of bowling: it hands every input to the domain and renders the domain's views.
//
// It is the page around the game on the lanes (shell.go). Its parts own their state and
// methods and reach it only through the small interface each is handed, which it implements
// here: the game on the lanes (package play's Game: play.Host), the setup form (package
// setup's Form; setup.go: Start), autosave (autosave.go), the update notice (update.go) and
// the night around the game (night, night.go).
type Scoreboard struct {
	app.Compo

	msg     *Messages
	embed   bool   // ?embed=1: only the scoreboard, for an <iframe>
	mounted bool   // running in the browser (the prerendered page is not interactive)
	leaving bool   // the lane handing the page's address to the office (office.go)
	update  update // the "new version" notice (update.go)
	keys    app.Func
	ui      app.Context // the root's context, from OnMount
	unwatch func()      // stops following other windows and time (windows.go)

	setup setup.Form // the players on the setup screen (package setup; setup.go: Start)
	play  play.Game  // the game on the lanes: its screen, the entry area, the TV button (package play)

	// Its parts: each owns its state and reaches the root through a small interface.
	autosave autosave // the game in local storage, shared with other windows (autosave.go)
	night    night    // the series, history, statistics and the screens (night.go)

	// The office's screens (office.go: League, Brackets, Tournament), which reach the night
	// through officeNight; none in the lane app.
	office      []OfficeScreen
	officeNight Night // officenight.go
	// The Scan panel on setup, history and the league screen (package scan, scanning.go).
	scan scan.Panel
}

// Messages returns the catalogue in use.
//
//go:noinline
func (c *Scoreboard) Messages() *Messages {
	if c.msg == nil {
		c.msg = &i18n.English
	}
	return c.msg
}

// newScoreboard returns a root with its parts wired to it: each part reaches the root only
// through the small interface it is handed. office makes the office's screens (nil: the lane).
//
//go:noinline
func newScoreboard(office Office) *Scoreboard {
	c := &Scoreboard{}
	c.night.host = c
	c.night.stats.Host, c.night.standings.Host, c.night.links.Host, c.night.archive.Host = &c.night, &c.night, &c.night, &c.night
	c.night.history.game.Host, c.night.history.transfer.Host = c, &c.night
	c.autosave.lane = c
	c.setup.Host = c
	c.update.save = func() { c.Commit(false) }
	c.play.Host = c
	c.play.Wire()
	c.scan.Fragments = scanFragments
	if office != nil {
		c.officeNight.n = &c.night
		c.office = office(&c.officeNight)
		c.night.fileSheet = c.keepSheet
		c.night.finals = c.keepFinal
	}
	return c
}

// The root as the host of its parts (lanes, saveLane, page, setup.Host, play.Host).

// Current returns the game on the lanes, and whether the game screen is up (not setup).
func (c *Scoreboard) Current() (*domain.Game, bool) { return c.play.Current() }

// AlertWith shows s above the grid, or on setup; nil clears it.
func (c *Scoreboard) AlertWith(s say) { c.play.AlertWith(s) }

// begin shows and saves a fresh game on the lanes: the backup of a save that could not be
// restored is no longer the question.
func (c *Scoreboard) begin(g *domain.Game) {
	c.autosave.restoreFailed = false
	c.play.Begin(g)
}

// Settle keeps the focus and the current frame in view once the page shows a change of the
// game screen (autosave's saveLane).
func (c *Scoreboard) Settle(ctx app.Context) { c.play.Settle(ctx) }

// OnTV says that the TV view is shown: keys do nothing there and nothing takes the focus.
func (c *Scoreboard) OnTV() bool { return c.night.screen == screenTV }

// NewGame goes back to the setup screen with the same players, its first name field focused.
// The game stays saved until a new one starts, so a mistaken tap loses nothing ("back to the
// game"); so does a save that could not be restored, which the setup screen offered.
func (c *Scoreboard) NewGame(ctx app.Context) {
	c.newGame()
	c.Later(ctx, func(app.Context) { browser.Focus("#" + setup.NameFieldID(0)) })
}

// newGame is NewGame but for the focus.
func (c *Scoreboard) newGame() {
	c.autosave.restoreFailed = false
	if names := c.play.Leave(); names != nil {
		c.setup.SetNames(names)
	}
}

// onNewGame is the New game button of the setup screen's notice of a save that could not be
// restored.
func (c *Scoreboard) onNewGame(ctx app.Context, e app.Event) { c.NewGame(ctx) }

// followGame shows the game as stored, if another window changed it, and reports whether it did.
func (c *Scoreboard) followGame() bool { return c.autosave.follow() }

func (c *Scoreboard) uiContext() app.Context { return c.ui }
func (c *Scoreboard) isMounted() bool        { return c.mounted }
func (c *Scoreboard) embedded() bool         { return c.embed }
