// Package app is tenpin's user interface: go-app v10 components for the setup screen, the
// n-player frame grid, the count pad and the pin deck, and the correction dialog, with
// autosave in the browser's local storage. It holds no rule of bowling; it hands every input
// to package domain and renders its views.
//
// The same components run twice: on the server, which prerenders a neutral setup screen, and
// in the browser as WebAssembly, where OnInit restores the saved game before the first render
// (start.go) and OnMount wires the keyboard.
//
// One file per concept, each with its state, its derivation from the domain, its rendering and,
// beside it, its tests. The root component, Scoreboard, is the shell (shell.go: the page and
// the lifecycle) around its state and save (scoreboard.go); its other methods sit with the
// concept they serve: setup.go and namefield.go (who is bowling), play.go (the game screen and
// its actions: roll, throw, undo, new game, resume), refusal.go (why an input was refused),
// announcement.go (what a screen reader hears), gameover.go, entry.go (where a ball is entered,
// and the switch between pad.go, the count pad, and deck.go, the pin deck, made of pin.go's
// pins), grid.go (with its ball boxes), correction.go and dialog.go (correcting a past ball),
// pending.go (what is marked but not entered survives a reload), keys.go, focus.go, update.go
// (the new version notice, update checks), autosave.go (save and restore, storage the browser
// refuses), windows.go (one game across the windows of a device). store.go lists every key the
// device keeps and historydb.go opens history's database; the browser's plumbing under them
// (local storage, a value every window shares with its revision, IndexedDB, JavaScript helpers)
// is the package app/browser. Every word the user sees is in a catalogue of package
// app/i18n (messages.go names its type here; language.go is the switch), style.go the class names. A tap runs top to bottom through them:
// pad.go posts actionRoll (or deck.go enters its pins), play.go hands the ball to the domain,
// autosave.go saves through browser.Shared, and grid.go, pad.go and deck.go derive and draw the
// result.
package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
)

// Routes registers the app's pages. It runs on the server (through the handler) and in the
// browser.
func Routes() {
	app.Route("/", func() app.Composer { return &Scoreboard{} })
}

// Run starts the app in the browser; on the server it returns at once.
func Run() {
	Routes()
	browser.Shield() // before go-app starts: storage turned off must not stop it
	app.RunWhenOnBrowser()
}
