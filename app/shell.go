package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// The shell: the page around the screens (header, the update notice, the live region) and
// the root's lifecycle. On mount it wires the leaf widgets' actions and the keyboard to their
// handlers, then restores the saved game. The state it works on is in scoreboard.go.

// OnPreRender runs on the server: it picks up ?embed=1 so that the prerendered page already
// has the right chrome.
func (c *Scoreboard) OnPreRender(ctx app.Context) {
	c.readURL(ctx)
}

// OnMount wires the browser: storage, the actions of the leaf widgets and the keyboard. It
// then restores the saved game, if any.
func (c *Scoreboard) OnMount(ctx app.Context) {
	c.mounted, c.ui = true, ctx
	c.msg = messagesFor(app.Window().Get("navigator").Get("language").String())
	c.readURL(ctx)
	ctx.Handle(actionRoll, c.handleRoll)
	ctx.Handle(actionName, c.handleName)
	ctx.Handle(actionRemove, c.handleRemove)
	ctx.Handle(actionAverage, c.handleAverage)
	c.keys = listenKeys(ctx, c.handleKey)
	c.restore(browserStore{})
	c.restoreNight()
	if c.playing {
		ctx.Defer(c.followTurn)
	}
}

// OnNav re-reads the URL (?embed=1).
func (c *Scoreboard) OnNav(ctx app.Context) {
	c.readURL(ctx)
}

// OnDismount releases the keyboard listener.
func (c *Scoreboard) OnDismount() {
	unlistenKeys(c.keys)
	c.keys = nil
}

func (c *Scoreboard) readURL(ctx app.Context) {
	if u := ctx.Page().URL(); u != nil {
		c.embed = u.Query().Get("embed") == "1"
		c.show(ctx, screenOf(u.Fragment))
	}
}

// restore loads the saved game from s. A save that cannot be restored is kept under the
// backup key and reported; the bowler starts a new game.
func (c *Scoreboard) restore(s store) {
	c.store = s
	raw, ok, err := s.load(saveKey)
	if err != nil || !ok {
		return
	}
	g, err := domain.Restore([]byte(raw))
	if err != nil {
		if s.save(backupKey, raw) == nil {
			s.remove(saveKey)
		}
		c.restoreFailed = true
		return
	}
	c.game, c.playing = g, true
	c.setNames(g.Names())
	c.refresh()
}

// Render draws the current screen from the component's fields only. Elements that come and go
// (alerts, the game-over panel) sit inside wrappers that are always there, so that go-app
// updates the pad and the grid in place and the focus stays where it was.
func (c *Scoreboard) Render() app.UI {
	m := c.messages()
	playing := c.playing && c.game != nil && c.night.screen == screenPlay
	root := app.Div().Class(classes("tenpin", is("embed", c.embed), is("playing", playing))).Lang(m.Lang)
	if c.mounted {
		root = root.DataSet("ready", "true")
	}
	screen := c.renderScreen(m)
	return root.Body(
		c.renderHeader(m),
		app.Main().Class("app-main").Body(
			c.renderUpdate(m),
			screen,
			c.renderAnnouncement(),
		),
	)
}

func (c *Scoreboard) renderHeader(m *Messages) app.UI {
	if c.embed {
		// An embedded board keeps a heading for screen readers, without the page chrome.
		return app.H1().Class("visually-hidden").Text(m.AppName)
	}
	return app.Header().Class("app-header").Body(
		app.H1().Class("app-name").Text(m.AppName),
		app.P().Class("tagline").Text(m.Tagline),
		c.renderNav(m),
	)
}
