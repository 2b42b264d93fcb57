package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/board"
	"tenpin/app/browser"
	"tenpin/app/entry"
	"tenpin/app/i18n"
	html "tenpin/app/markup"
	"tenpin/app/play"
	"tenpin/app/setup"
)

// The shell: the page around the screens (header, the update notice, the live region) and
// the root's lifecycle. On mount it wires the leaf widgets' actions and the keyboard to their
// handlers; the saved game is restored before that, in OnInit (start.go). The state it works
// on is in scoreboard.go.

// OnPreRender runs on the server: it picks up ?embed=1 so that the prerendered page already
// has the right chrome, and speaks the page's language, which the server chose from the
// request's Accept-Language (app/server).
func (c *Scoreboard) OnPreRender(ctx app.Context) {
	c.msg = i18n.Catalogue(ctx.Page().Lang())
	c.readURL(ctx)
}

// OnMount wires the browser: the actions of the leaf widgets and the keyboard. The saved game
// is restored already, before the first render (OnInit, start.go).
func (c *Scoreboard) OnMount(ctx app.Context) {
	if c.leaving {
		ctx.PreventUpdate()
		return
	}
	c.mounted, c.ui = true, ctx
	screen := c.night.screen
	c.readURL(ctx) // a screen named in the URL (#history) is shown from here: it may load history
	ctx.Handle(board.ActionRoll, c.play.HandleRoll)
	ctx.Handle(setup.ActionName, c.setup.HandleName)
	ctx.Handle(setup.ActionRemove, c.setup.HandleRemove)
	ctx.Handle(setup.ActionStart, c.handleStart)
	ctx.Handle(board.ActionPin, c.play.Entry.HandlePin) // the pin deck and the correction dialog
	ctx.Handle(board.ActionOpenFix, c.play.Fix.HandleOpenFix)
	ctx.Handle(entry.ActionFix, c.play.Fix.HandleFix)
	ctx.Handle(board.ActionFixPin, c.play.Fix.HandleFixPin)
	ctx.Handle(setup.ActionAverage, c.setup.HandleAverage)
	c.keys = c.play.ListenKeys(ctx)
	// A game in progress gets its focus and its frame in view in a task after the start's,
	// not in the first tap's update, which then laid out the whole grid.
	if _, playing := c.play.Current(); playing {
		afterTask(ctx, c.play.FollowTurn)
	}
	// The rest waits until the start has settled (a second, then an idle moment), so that
	// nothing stands in front of a first tap: in Chromium the first storage listener alone
	// took from 1 to 17 ms. An input in between still checks the stored game first (Act).
	// The TV takes no taps: it follows the tablet from its start, or its first ball would show
	// a second late.
	if c.night.screen == screenTV {
		c.settled(ctx)
	} else {
		browser.WhenSettled(func() { browser.Dispatch(ctx, c.settled) })
	}
	// Unless the URL named another screen, nothing above changes what Render shows
	// (start.go): skip the update go-app runs after OnMount. Anything else OnMount does that
	// the page shows must call ctx.Update itself.
	if c.night.screen == screen {
		ctx.PreventUpdate()
	}
}

// settled wires what the start left for later: other windows, the page coming back and the
// update checks (windows.go), with a catch-up on what another window changed meanwhile; a
// save the browser refused at the start, tried again now that timers run; and a finished game
// of the series that history has not confirmed yet.
func (c *Scoreboard) settled(ctx app.Context) {
	c.unwatch = c.watch(ctx)
	c.onStorage(ctx, "")
	if c.autosave.saveFailed {
		c.autosave.retrySoon()
	}
	c.night.storeUnstored()
	c.play.TV.Resume(ctx)
}

// OnNav re-reads the URL (?embed=1). go-app calls it right after OnMount too, which read the
// same address already. Skipping that second read spares the first tap an update of the whole
// screen, but was tried twice and taken back: in WebKit under load an opened league sheet then
// often never got its filing offer, the leagues' database work on that page never ending
// (the tests now say what IndexedDB work is pending when that happens: etab.waitStored).
// Keeping the read and skipping only the update it brings when nothing changed was measured
// too, and taken back: that update is mostly V8 compiling go-app's update path on its first
// call, which the first tap then paid instead (Go part 26 ms shorter, first tap after a cold
// start 25 to 36 ms longer, 1.9x hello's against a goal of 1.3x).
func (c *Scoreboard) OnNav(ctx app.Context) {
	c.readURL(ctx)
}

// OnDismount releases the keyboard listener and stops following other windows.
func (c *Scoreboard) OnDismount() {
	play.UnlistenKeys(c.keys)
	c.keys = nil
	if c.unwatch != nil {
		c.unwatch()
		c.unwatch = nil
	}
}

func (c *Scoreboard) readURL(ctx app.Context) {
	if u := ctx.Page().URL(); u != nil {
		if app.IsClient && c.inOffice(u) {
			c.leaving = true
			continueInOffice(u) // the lane has no office screen: it leaves the page as it is
			return
		}
		c.embed = u.Query().Get("embed") == "1"
		c.night.links.ReadLink(u)
		if card, opened, said := readCard(u, c.play.InProgress(), &c.setup, &c.night, c.autosave.store); card {
			c.openedCard(opened, said) // a card opened shows its setup: Start is one tap
		}
		if card, opened, said := readPair(u, c.play.InProgress(), &c.setup, &c.night); card {
			c.openedCard(opened, said)
		}
		if app.IsClient {
			c.night.links.CanShare = app.Window().Get("navigator").Get("share").Truthy()
		}
		s := screenOf(u.Fragment)
		if o := officeScreenOf(u); o != "" {
			s = o
		}
		c.show(ctx, s)
		c.showOffice(ctx, u, s)
	}
}

// openedCard shows what reading a card from the address said (nil: nothing), and its setup
// if it opened one.
func (c *Scoreboard) openedCard(opened bool, said say) {
	if opened {
		c.play.Leave()
	}
	c.play.AlertWith(said)
}

// Render draws the current screen from the component's fields only. Elements that come and go
// (alerts, the game-over panel) sit inside wrappers that are always there, so that go-app
// updates the pad and the grid in place and the focus stays where it was.
func (c *Scoreboard) Render() app.UI {
	m := c.Messages()
	if c.leaving {
		return html.Tag("div", "class", "tenpin", "lang", m.Lang).Body() // on its way to the office
	}
	playing := c.play.Shown() && c.night.screen == screenPlay
	onTV := c.night.screen == screenTV
	root := html.Tag("div", "class", html.Classes("tenpin", html.Is("embed", c.embed), html.Is("playing", playing), html.Is("on-tv", onTV)), "lang", m.Lang,
		"data-ready", html.When(c.mounted, "true"))
	screen := c.renderScreen(m)
	var heading app.UI // an embedded board keeps a heading for screen readers, in its landmark
	if c.embed {
		heading = html.ElText("h1", m.AppName, "class", "visually-hidden")
	}
	return root.Body(
		c.renderHeader(m),
		html.Tag("main", "class", "app-main").Body(
			heading,
			c.update.render(m),
			c.autosave.renderSaving(m),
			screen,
			play.RenderAnnouncement(c.play.Announcement()),
		),
	)
}

func (c *Scoreboard) renderHeader(m *Messages) app.UI {
	if c.embed || c.night.screen == screenTV {
		return nil // no page chrome: only the scoreboard, its heading in main (Render)
	}
	return &pageHeader{Lang: m.Lang, Office: c.office != nil, Screen: c.night.screen, onLanguage: c.onLanguage}
}

// pageHeader is the page's header: the app's name, its navigation and the language. It is a
// component of its own only so that go-app skips it on every update that changes none of its
// props (a ball, a mark on the deck): a tap's update otherwise built and compared it too.
// onLanguage is not a prop (go-app counts a func as changed at every update): the mounted
// header keeps the first's, a method of the root, which never changes. The catalogue is named
// by its language rather than passed: go-app compares a prop that is not a plain value with
// reflect.DeepEqual, and on a first visit the header was the only component, so the start's
// first update compiled DeepEqual (about 26 KB of function bodies) for it alone.
type pageHeader struct {
	_ noCompare
	app.Compo

	Lang       string // the catalogue's language (i18n.Catalogue)
	Office     bool   // the office app's header
	Screen     screen // the screen shown, which the navigation marks
	onLanguage app.EventHandler
}

func (h *pageHeader) Render() app.UI {
	m := i18n.Catalogue(h.Lang)
	name, tagline := m.AppName, m.Tagline
	if h.Office {
		name, tagline = m.OfficeName, m.OfficeTagline
	}
	return html.Tag("header", "class", "app-header").Body(
		html.ElText("h1", name, "class", "app-name"),
		html.ElText("p", tagline, "class", "tagline"),
		// The navigation and the language switch wrap together: where they do not fit beside
		// the name, they go below it as one row, the switch at its end (bowling.css).
		html.Tag("div", "class", "header-end").Body(
			renderNav(m, h.Screen, h.Office),
			renderLanguage(m, h.onLanguage),
		),
	)
}

// heading is a screen's heading, which takes the focus when the screen is shown (not inlined,
// as screenOf).
//
//go:noinline
func heading(s screen, text string) app.UI {
	return html.ElText("h2", text, "id", string(s)+"-heading", "tabindex", "-1")
}
