package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	html "tenpin/app/markup"
	"tenpin/app/tv"
	"tenpin/domain"
)

// The TV view on the lanes (web.md "The TV view"): #tv shows the game or match on this device
// for an overhead screen, drawn by package tv from what the root already holds. It is a
// screen of the same page, so a window of it follows the tablet as any other window does
// (windows.go: the storage event, then the same derivation the game screen uses); a reload
// restores it from local storage like the game. It has no controls: keys do nothing there
// (keys.go) and nothing takes the focus (focus.go).
//
// The TV button on the game screen puts the view on a second display (tvLink): through
// web/tv.js, a cast display (Presentation API) where one is available, else a window placed
// on another screen (Window Management API); where the browser has neither, a window opened
// at once, inside the click, for the bowler to drag to the TV. A cast display has a storage
// of its own: after every save the tablet hands web/tv.js the word to send the stored values
// over the connection (commit, autosave.go), which costs a tap nothing until a cast began.

// screenTV is the TV view.
const screenTV screen = "tv"

// tvScript is the TV's glue (web/tv.js), loaded the first time it is needed.
const tvScript = "/web/tv.js"

// tvLink is the TV button's state on the tablet.
type tvLink struct {
	casting bool // a cast display is connected: every save is sent to it
	said    say  // what the last press of the button did
}

// renderTV draws the TV view of the game on the lanes.
func (c *Scoreboard) renderTV(m *Messages) app.UI {
	l := tv.Lanes{Game: c.game}
	if c.game != nil {
		l.Heading, l.Result = c.view.format, c.view.result
		if p := &c.panel; p.TeamLines() {
			l.Lines = []string{p.Match().Teams[0].Name, p.Match().Teams[1].Name}
			l.Bowlers, l.Up, l.UpTeam = p.Bowlers(), p.Turn().Bowler, p.Turn().Team
		}
		if s := c.night.series; s != nil {
			l.Series, l.Number, l.Records = &s.Series, s.Game, s.Records
			if sh, err := domain.SheetOf(s.Records); err == nil && sh.Complete && s.Series.Games > 1 && s.Match == nil {
				l.SeriesResult = i18n.SeriesResult(sh, m)
			}
		}
		if p := &c.panel; p.Match() != nil {
			l.Match, l.Live = p.Match(), p.Live()
		}
	}
	return app.Raw(tv.Render(l, m))
}

// renderTVButton is the game screen's TV button and what its last press did.
func (c *Scoreboard) renderTVButton(m *Messages) app.UI {
	return html.Tag("div", "class", "tv-link").Body(
		html.Button("button", "tv", m.TV.Button, c.onTV),
		html.Tag("p", "class", "tv-said", "role", "status").Body(app.Text(c.tv.said.In(m))),
	)
}

// onTV puts the view on a second display. Without the Presentation and Window Management
// APIs the window opens here, inside the click, which a pop-up blocker allows; otherwise
// web/tv.js tries them in order, within the click's activation.
func (c *Scoreboard) onTV(ctx app.Context, e app.Event) {
	url := tvAddress()
	win := app.Window()
	if !win.Get("PresentationRequest").Truthy() && !win.Get("getScreenDetails").Truthy() {
		c.tv.said = tvOutcome(openTVWindow(url))
		return
	}
	browser.WithScript(ctx.ResolveStaticResource(tvScript), func(ok bool) {
		if !ok {
			browser.Dispatch(ctx, func(app.Context) { c.tv.said = tvOutcome(openTVWindow(url)) })
			return
		}
		p, err := browser.Call(win.Get("tenpinTV"), "open", url)
		if err != nil {
			return
		}
		browser.Settle(p, func(v app.Value) {
			browser.Dispatch(ctx, func(app.Context) {
				how := v.String()
				c.tv.casting = c.tv.casting || how == "cast"
				c.tv.said = tvOutcome(how)
			})
		}, func(app.Value) {})
	})
}

// resumeCast reconnects, after a reload, to the cast display this tab had (web/tv.js keeps
// its ID for the tab); a tab that never cast skips the script.
func (c *Scoreboard) resumeCast(ctx app.Context) {
	// Session storage throws where storage is turned off, as local storage does.
	s, err := browser.Get(app.Window(), "sessionStorage")
	if err != nil || !s.Truthy() {
		return
	}
	if id, err := browser.Call(s, "getItem", tvCastKey); err != nil || !id.Truthy() {
		return
	}
	browser.WithScript(ctx.ResolveStaticResource(tvScript), func(ok bool) {
		if p, err := browser.Call(app.Window().Get("tenpinTV"), "reconnect"); ok && err == nil {
			browser.Settle(p, func(v app.Value) {
				browser.Dispatch(ctx, func(app.Context) { c.tv.casting = v.String() == "cast" })
			}, func(app.Value) {})
		}
	})
}

// sendToTV hands the cast display the values just saved, when one is connected.
func (c *Scoreboard) sendToTV() {
	if c.tv.casting {
		_, _ = browser.Call(app.Window().Get("tenpinTV"), "send")
	}
}

// showTV readies the page as the TV: web/tv.js, which receives a cast's values and makes a
// double-click full screen.
func (c *Scoreboard) showTV(ctx app.Context) {
	browser.WithScript(ctx.ResolveStaticResource(tvScript), func(bool) {})
}

// followLanguage takes the language another window chose: the TV speaks the tablet's.
func (c *Scoreboard) followLanguage() {
	if s := c.autosave.store; s != nil {
		if tag, ok, _ := s.Load(languageKey); ok && tag != c.Messages().Lang {
			c.setLanguage(tag)
		}
	}
}

// openTVWindow opens the view in a window of its own, named so that a second press brings
// the same window back, and says whether the browser opened it.
func openTVWindow(url string) string {
	if app.Window().Call("open", url, "tenpin-tv", "popup,width=1280,height=720").Truthy() {
		return "window"
	}
	return "blocked"
}

// tvAddress is this page's address with the TV's fragment.
func tvAddress() string {
	loc := app.Window().Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String() + loc.Get("search").String() + "#" + string(screenTV)
}

// tvOutcome says what a press of the TV button did.
func tvOutcome(how string) say {
	return func(m *Messages) string {
		switch how {
		case "cast":
			return m.TV.Cast
		case "placed":
			return m.TV.Placed
		case "window":
			return m.TV.Opened
		case "blocked":
			return m.TV.Blocked
		}
		return ""
	}
}
