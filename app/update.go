package app

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	html "tenpin/app/markup"
)

// The "new version" notice: go-app's service worker downloads a new version in the
// background; the page says so and keeps running the old one until the bowler reloads.
//
// A browser looks for a new service worker when a page loads, so a tablet left open on the
// lane all day would never hear of one. The page therefore asks now and then
// (updateCheckEvery) and whenever it comes back into view (windows.go), through go-app's
// TryUpdate, which asks the service worker registration to update: when the server has a new
// version, the worker installs it and OnAppUpdate shows the notice.

// updateCheckEvery is how often a page left open looks for a new version: a new version is
// seen within the half hour, at the cost of one small request (the worker script) each time.
const updateCheckEvery = 30 * time.Minute

// update is the "new version" notice: whether a new version is downloaded, and the game to
// save before the bowler loads it.
type update struct {
	ready   bool // a new version of the app is downloaded
	notices int  // update notices received
	save    func()
}

// checkUpdates looks for a new version every updateCheckEvery while the page is open.
func checkUpdates(ctx app.Context) {
	ctx.After(updateCheckEvery, func(ctx app.Context) {
		app.TryUpdate()
		checkUpdates(ctx)
	})
}

// OnAppUpdate shows the "new version" banner. The app never reloads by itself: the bowler
// chooses when. On a first visit the service worker's own installation is reported as an
// update too (it claims the page it was not serving); that first notice is not a new version.
func (c *Scoreboard) OnAppUpdate(ctx app.Context) {
	u := &c.update
	u.notices++
	if u.notices == 1 && !servedByWorker() {
		return
	}
	u.ready = true
}

// servedByWorker reports whether a service worker answered the navigation that loaded this
// page, that is whether an earlier version was installed already. When the browser cannot
// tell, it says yes.
func servedByWorker() bool {
	perf := app.Window().Get("performance")
	if !perf.Truthy() || !perf.Get("getEntriesByType").Truthy() {
		return true
	}
	entries := perf.Call("getEntriesByType", "navigation")
	if entries.Length() == 0 {
		return true
	}
	return entries.Index(0).Get("workerStart").Float() > 0
}

// onReload saves the game, then loads the new version.
func (u *update) onReload(ctx app.Context, e app.Event) {
	if u.save != nil {
		u.save()
	}
	ctx.Reload()
}

func (u *update) render(m *Messages) app.UI {
	var banner app.UI
	if u.ready {
		banner = html.Tag("div", "class", "update-banner", "role", "status", "data-testid", "update-banner").Body(
			html.ElText("span", m.UpdateReady),
			html.Button("button", "reload", m.Reload, u.onReload),
		)
	}
	return html.Tag("div", "class", "update-slot").Body(banner)
}
