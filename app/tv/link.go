package tv

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/app/markup"
)

// The TV button on the game screen puts the view on a second display (Link): through
// web/tv.js, a cast display (Presentation API) where one is available, else a window placed
// on another screen (Window Management API); where the browser has neither, a window opened
// at once, inside the click, for the bowler to drag to the TV. A cast display has a storage
// of its own: after every save the tablet hands web/tv.js the word to send the stored values
// over the connection (Send), which costs a tap nothing until a cast began.

// Fragment is the TV view's address on the lane app's page (#tv).
const Fragment = "tv"

// CastKey is the session storage key under which web/tv.js keeps the cast display's
// presentation ID and address, to reconnect to it after a reload (this tab only).
const CastKey = "tenpin.tv.cast"

// script is the TV's glue (web/tv.js), loaded the first time it is needed.
const script = "/web/tv.js"

// Link is the TV button's state on the tablet.
type Link struct {
	_       noCompare
	casting bool     // a cast display is connected: every save is sent to it
	said    i18n.Say // what the last press of the button did
}

// noCompare, as a field, makes a struct not comparable, so the compiler writes no equality
// function for it (the wasm carries one for every comparable type it holds).
type noCompare [0]func()

// Said is what the last press of the button did, in m's words ("" before one).
func (l *Link) Said(m *i18n.Messages) string { return l.said.In(m) }

// Render draws the TV button and what its last press did.
func (l *Link) Render(m *i18n.Messages) app.UI {
	return markup.Tag("div", "class", "tv-link").Body(
		markup.Button("button", "tv", m.TV.Button, l.onTV),
		markup.Tag("p", "class", "tv-said", "role", "status").Body(app.Text(l.said.In(m))),
	)
}

// onTV puts the view on a second display. Without the Presentation and Window Management
// APIs the window opens here, inside the click, which a pop-up blocker allows; otherwise
// web/tv.js tries them in order, within the click's activation.
func (l *Link) onTV(ctx app.Context, e app.Event) {
	url := address()
	win := app.Window()
	if !win.Get("PresentationRequest").Truthy() && !win.Get("getScreenDetails").Truthy() {
		l.said = outcome(openWindow(url))
		return
	}
	browser.WithScript(ctx.ResolveStaticResource(script), func(ok bool) {
		if !ok {
			browser.Dispatch(ctx, func(app.Context) { l.said = outcome(openWindow(url)) })
			return
		}
		p, err := browser.Call(win.Get("tenpinTV"), "open", url)
		if err != nil {
			return
		}
		browser.Settle(p, func(v app.Value) {
			browser.Dispatch(ctx, func(app.Context) {
				how := v.String()
				l.casting = l.casting || how == "cast"
				l.said = outcome(how)
			})
		}, func(app.Value) {})
	})
}

// Resume reconnects, after a reload, to the cast display this tab had (web/tv.js keeps its
// ID for the tab); a tab that never cast skips the script.
func (l *Link) Resume(ctx app.Context) {
	// Session storage throws where storage is turned off, as local storage does.
	s, err := browser.Get(app.Window(), "sessionStorage")
	if err != nil || !s.Truthy() {
		return
	}
	if id, err := browser.Call(s, "getItem", CastKey); err != nil || !id.Truthy() {
		return
	}
	browser.WithScript(ctx.ResolveStaticResource(script), func(ok bool) {
		if p, err := browser.Call(app.Window().Get("tenpinTV"), "reconnect"); ok && err == nil {
			browser.Settle(p, func(v app.Value) {
				browser.Dispatch(ctx, func(app.Context) { l.casting = v.String() == "cast" })
			}, func(app.Value) {})
		}
	})
}

// Send hands the cast display the values just saved, when one is connected.
func (l *Link) Send() {
	if l.casting {
		_, _ = browser.Call(app.Window().Get("tenpinTV"), "send")
	}
}

// Show readies the page as the TV: web/tv.js, which receives a cast's values and makes a
// double-click full screen.
func Show(ctx app.Context) {
	browser.WithScript(ctx.ResolveStaticResource(script), func(bool) {})
}

// openWindow opens the view in a window of its own, named so that a second press brings the
// same window back, and says whether the browser opened it.
func openWindow(url string) string {
	if app.Window().Call("open", url, "tenpin-tv", "popup,width=1280,height=720").Truthy() {
		return "window"
	}
	return "blocked"
}

// address is this page's address with the TV's fragment.
func address() string {
	loc := app.Window().Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String() + loc.Get("search").String() + "#" + Fragment
}

// outcome says what a press of the TV button did. It is not inlined: a copy of its closure at
// each of its three places costs the wasm more than a call.
//
//go:noinline
func outcome(how string) i18n.Say {
	return func(m *i18n.Messages) string {
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
