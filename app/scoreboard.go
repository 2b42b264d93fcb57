package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/domain"
)

// Scoreboard is the root component: the setup screen, then the game with its grid and pin
// pad, saved in the browser after every ball. It holds no rule of bowling: it hands every
// input to the domain and renders the domain's views.
//
// This file holds its state. The page and the lifecycle are in shell.go; each other method
// lives in the file of the concept it serves (setup, play, announcement, game over, grid,
// keys, focus, update, autosave, windows). The night around the game (series, history,
// statistics) is its own type, night (night.go), hosted here.
type Scoreboard struct {
	app.Compo

	msg         *Messages
	embed       bool // ?embed=1: only the scoreboard, for an <iframe>
	mounted     bool // running in the browser (the prerendered page is not interactive)
	updateReady bool // a new version of the app is downloaded
	updates     int  // update notices received
	keys        app.Func
	ui          app.Context // the root's context, from OnMount

	// Setup.
	entries []entry // the players on the setup screen, in turn order
	nextID  int     // the identity of the next entry

	// Game.
	game    *domain.Game
	playing bool // the game screen is shown (game may be kept for "back to the game" otherwise)
	view    gameView

	alert         say    // why the last input was refused (role="alert"); nil when none
	restoreFailed bool   // the save could not be restored and was kept as a backup
	backupStatus  say    // what became of the bowler's download of that backup
	announcement  string // read out by screen readers after each ball
	followed      string // the turn (name/frame) last scrolled into view

	// Autosave and other windows (autosave.go, windows.go).
	store      browser.Store   // local storage: the device's own settings and marks (entry mode, pending)
	saved      *browser.Shared // the game as every window of the app shares it
	savedGame  *domain.Game    // the game last saved or read: an edit of it is checked against the store
	saveFailed bool            // the browser refused to save: play goes on in memory
	unread     bool            // the browser refused to read storage since the start
	retrying   bool            // another try at saving is scheduled
	unwatch    func()          // stops following other windows and time (windows.go)
	// The pin deck and the correction dialog (deck.go, correction.go, pending.go).
	deck  deckState
	fix   correction
	night night // the series, history, statistics and the screens (night.go)
}

// messages returns the catalogue in use.
func (c *Scoreboard) messages() *Messages {
	if c.msg == nil {
		c.msg = &i18n.English
	}
	return c.msg
}

// gameView is everything the game screen shows, derived from the game once per change, so
// that Render and the rows do no domain work.
type gameView struct {
	rows        []playerRow
	pad         [11]padButton
	current     string // the current player's name
	frame       int
	standing    int
	over        bool
	result      string // the winner(s), once the game is over
	finalScores []string
	canUndo     bool

	// The pin deck and the correction dialog (deck.go, correction.go).
	turn domain.Turn
	deck deckView
	fix  fixView
}

// The root as the night's host (lanes, night.go).

func (c *Scoreboard) uiContext() app.Context { return c.ui }
func (c *Scoreboard) isMounted() bool        { return c.mounted }
func (c *Scoreboard) isPlaying() bool        { return c.playing }
func (c *Scoreboard) embedded() bool         { return c.embed }
