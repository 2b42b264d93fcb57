package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/board"
	"tenpin/app/entry"
	"tenpin/app/i18n"
	"tenpin/app/match"
	"tenpin/app/scan"
	"tenpin/app/setup"
	"tenpin/app/tv"
	"tenpin/domain"
)

// Scoreboard is the root component: the setup screen, then the game with its grid and pin
// pad, saved in the browser after every ball. It holds no rule of bowling: it hands every
// input to the domain and renders the domain's views.
//
// It is the game on the lanes (play.go, keys.go, focus.go, gameover.go) and the page around it
// (shell.go). Its parts own their state and methods and reach it only through the small
// interface each is handed, which it implements here: the setup form (package setup's Form;
// setup.go: Start), the entry area and the correction dialog (package entry's Area and
// Correction; pending.go), autosave (autosave.go), the update notice (update.go) and the night around
// the game (night, night.go).
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

	// The game on the lanes.
	game         *domain.Game
	playing      bool // the game screen is shown (game may be kept for "back to the game" otherwise)
	view         gameView
	alert        say    // why the last input was refused (role="alert"); nil when none
	announcement string // read out by screen readers after each ball
	followed     string // the turn (name/frame) last scrolled into view

	// Its parts: each owns its state and reaches the root through a small interface.
	autosave autosave         // the game in local storage, shared with other windows (autosave.go)
	entry    entry.Area       // the pad and the pin deck (package entry)
	fix      entry.Correction // the correction dialog (package entry)
	night    night            // the series, history, statistics and the screens (night.go)
	tv       tv.Link          // the TV button: a cast display, what its last press did (package tv)
	// A league match's teams, points and grid on the lanes (package match; match.go).
	panel match.Panel

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

// gameView is everything the game screen shows, derived from the game once per change, so
// that Render and the rows do no domain work.
type gameView struct {
	rows        []board.Row
	current     string // the current player's name
	frame       int
	standing    int
	over        bool
	result      string // the winner(s), once the game is over
	finalScores []string
	canUndo     bool
	turn        domain.Turn
	format      string // the format's name, "" for the standard game (format.go)
	formatHint  string // in no-tap, what makes a strike
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
	c.update.save = func() { c.commit(false) }
	c.entry.Host, c.fix.Host = c, c
	c.scan.Fragments = scanFragments
	if office != nil {
		c.officeNight.n = &c.night
		c.office = office(&c.officeNight)
		c.night.fileSheet = c.keepSheet
		c.night.finals = c.keepFinal
	}
	return c
}

// The root as the host of its parts (lanes, saveLane, page, setup.Host, entry.Host, entry.FixHost).

// Current returns the game on the lanes, and whether the game screen is up (not setup).
func (c *Scoreboard) Current() (*domain.Game, bool) { return c.game, c.playing }

// AlertWith shows s above the grid; nil clears it.
func (c *Scoreboard) AlertWith(s say) { c.alert = s }

// followGame shows the game as stored, if another window changed it, and reports whether it did.
func (c *Scoreboard) followGame() bool { return c.autosave.follow() }

// TurnHidden says that the current frame may be out of view: the next change scrolls to it.
func (c *Scoreboard) TurnHidden() { c.followed = "" }

func (c *Scoreboard) uiContext() app.Context { return c.ui }
func (c *Scoreboard) isMounted() bool        { return c.mounted }
func (c *Scoreboard) embedded() bool         { return c.embed }
