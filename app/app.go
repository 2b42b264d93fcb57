// Package app is tenpin's user interface: go-app v10 components for the setup screen, the
// n-player frame grid and the pin pad, with autosave in the browser's local storage. It holds
// no rule of bowling; it hands every input to package domain and renders its views.
//
// The same components run twice: on the server, which prerenders a neutral setup screen, and
// in the browser as WebAssembly, where OnMount restores the saved game and wires the keyboard.
// Every word the user sees comes from one catalogue (messages.go).
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
