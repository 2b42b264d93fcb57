package app

import (
	"encoding/json"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// Scoreboard is the root component: the setup screen, then the game with its grid and pin
// pad, saved in the browser after every ball. It holds no rule of bowling: it hands every
// input to the domain and renders the domain's views.
//
// This file holds its state and the save. The page and the lifecycle are in shell.go; each
// other method lives in the file of the concept it serves (setup, play, announcement, game
// over, grid, keys, focus, update).
type Scoreboard struct {
	app.Compo

	msg         *Messages
	embed       bool // ?embed=1: only the scoreboard, for an <iframe>
	mounted     bool // running in the browser (the prerendered page is not interactive)
	updateReady bool // a new version of the app is downloaded
	updates     int  // update notices received
	store       store
	keys        app.Func
	ui          app.Context // the root's context, from OnMount

	// Setup.
	entries []entry // the players on the setup screen, in turn order
	nextID  int     // the identity of the next entry

	// Game.
	game    *domain.Game
	playing bool // the game screen is shown (game may be kept for "back to the game" otherwise)
	view    gameView

	alert         string // why the last input was refused (role="alert"); "" when none
	restoreFailed bool   // the save could not be restored and was kept as a backup
	saveFailed    bool   // the browser refused to save
	announcement  string // read out by screen readers after each ball
	followed      string // the turn (name/frame) last scrolled into view

	night nightState // the series, history, statistics and the screens (night.go)
}

// messages returns the catalogue in use.
func (c *Scoreboard) messages() *Messages {
	if c.msg == nil {
		c.msg = &English
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
}

// persist saves the game after every change.
func (c *Scoreboard) persist() {
	if c.store == nil || c.game == nil {
		return
	}
	data, err := json.Marshal(c.game)
	if err == nil {
		err = c.store.save(saveKey, string(data))
	}
	c.saveFailed = err != nil
	c.keepSeries()
}
