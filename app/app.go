// Package app is tenpin's user interface: go-app v10 components for the setup screen, the
// n-player frame grid and the pin pad, with autosave in the browser's local storage. It holds
// no rule of bowling; it hands every input to package domain and renders its views.
//
// The same components run twice: on the server, which prerenders a neutral setup screen, and
// in the browser as WebAssembly, where OnInit restores the saved game before the first render
// (start.go) and OnMount wires the keyboard.
//
// One file per concept, each with its state, its derivation from the domain, its rendering
// and, beside it, its tests. The root component, Scoreboard, is the shell (shell.go: the page
// and the lifecycle) around its state and save (scoreboard.go); its other methods sit with
// the concept they serve: setup.go and namefield.go (who is bowling), play.go (the game
// screen and its actions: roll, undo, new game, resume, refusals), announcement.go (what a
// screen reader hears), gameover.go, pad.go, grid.go, keys.go, focus.go, update.go (the new
// version notice). store.go wraps local storage, messages.go holds every word the user sees,
// style.go the class names. A tap runs top to bottom through them: pad.go posts actionRoll,
// play.go hands the pins to the domain, scoreboard.go saves through store.go, and grid.go
// and pad.go derive and draw the result.
package app

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Routes registers the app's pages. It runs on the server (through the handler) and in the
// browser.
func Routes() {
	app.Route("/", func() app.Composer { return &Scoreboard{} })
}

// Run starts the app in the browser; on the server it returns at once.
func Run() {
	Routes()
	app.RunWhenOnBrowser()
}
