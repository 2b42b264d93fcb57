package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
)

// The start in the browser. The server's prerendered page is a neutral setup screen; in the
// browser go-app mounts the root once the wasm has started, and that first render is the page
// the bowler then sees. Everything the first render depends on is therefore read before it,
// in OnInit, not in OnMount, which go-app runs only after the first render: restoring the game
// there made go-app build the setup screen, then throw it away for the game one update later,
// work and code to compile that a cold start waited for.
//
// OnMount then only wires the browser (actions, keyboard) and changes nothing the page shows,
// so it cancels the update go-app schedules after every OnMount: that update re-rendered the
// whole page and compared it with itself, every row of the grid, before the first tap could
// be answered. Whatever the first render needs belongs in OnInit; anything OnMount must show
// asks for its own update (ctx.Update).

// OnInit runs before the first render. In the browser it picks the language (language.go), reads ?embed=1
// and restores the saved game, so that the first mount shows the game in progress. On the
// server (the prerender) it does nothing: there is no saved game there.
//
// It also marks the root as running in the browser (data-ready): go-app runs OnMount, which
// wires the actions and the keyboard, before it hands the page back to the browser, so no
// click or key can reach the page between this render and OnMount.
func (c *Scoreboard) OnInit() {
	if !app.IsClient {
		return
	}
	if u := app.Window().URL(); u != nil && c.inOffice(u) {
		// The lane has no office screen: it hands the address to the office before it
		// restores or shows anything (office.go).
		c.leaving = true
		continueInOffice(u)
		return
	}
	c.mounted = true
	c.msg = chooseLanguage(browser.Local{}) // the choice remembered, else the browser's (language.go)
	if u := app.Window().URL(); u != nil {
		c.embed = u.Query().Get("embed") == "1"
	}
	c.restore(browser.Local{})
	c.setup.RestoreTeams(browser.Local{})
	c.restorePending()
	g, _ := c.play.Current()
	c.night.restore(g) // the league settings and the series in progress, from local storage
	if c.night.series != nil && c.night.series.Match != nil {
		c.play.Refresh() // a league match's panel and grid need the series just restored
	}
}
