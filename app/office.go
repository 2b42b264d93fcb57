package app

import (
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	html "tenpin/app/markup"
	"tenpin/app/share"
	"tenpin/domain"
)

// Two apps on one site (web.md): the lane app at the site's root and the office app at
// office/. Both are this root, the shell; an app's main picks what it adds to it. The lane
// adds nothing, so that no screen of the office is linked into its app.wasm; the office hands
// the root its screens (League, Brackets, Tournament), each a package of its own that never
// imports this one (app/office composes them). The addresses of those screens are link
// formats, so the root knows them in both apps: the lane continues into the office with them
// (continueInOffice), the office shows them.

// The office's screens and the addresses that ask for them.
const (
	screenLeague     screen = "league"     // #league; #recap=…, ?league=… (a published league)
	screenBrackets   screen = "brackets"   // #brackets; #brackets=… (a brackets link)
	screenTournament screen = "tournament" // #tournament; ?tournament=… (a published tournament)

	recapFragment    = "recap="
	bracketsFragment = "brackets="
	pairFragment     = "pair=" // a tournament's lane card (pairlink.go), which the lane opens itself

	// officePath is the office app's folder under the site's base.
	officePath = "office/"
	// seasonRevKey is the local storage key the office raises after every change to a league
	// (season.RevKey): on a device that has it, a league match's sheet is for the office to
	// file. tournamentRevKey is the same of tournaments (tournament.RevKey).
	seasonRevKey     = "tenpin.season.rev"
	tournamentRevKey = "tenpin.tournament.rev"
)

// isOffice reports whether s is one of the office's screens.
func isOffice(s screen) bool {
	return s == screenLeague || s == screenBrackets || s == screenTournament
}

// officeScreenOf is the office's screen an address asks for, "" for none.
//
//go:noinline
func officeScreenOf(u *url.URL) screen {
	f := u.Fragment
	switch {
	case f == string(screenLeague) || strings.HasPrefix(f, recapFragment) || u.Query().Has("league"):
		return screenLeague
	case f == string(screenBrackets) || strings.HasPrefix(f, bracketsFragment):
		return screenBrackets
	case f == string(screenTournament) || u.Query().Has("tournament"):
		return screenTournament
	}
	return ""
}

// An OfficeScreen is a screen of the office app: a package of its own that the office's main
// hands the root (through Office), and that reaches the night only through the *Night it was
// made with.
type OfficeScreen interface {
	// Name is the screen's fragment (#league), as the navigation links to it.
	Name() string
	// Show hands the screen the page's address each time it is read, with the screen the page
	// shows (its own, or another it has a part on: the opened sheet's filing, screenShared).
	Show(ctx app.Context, u *url.URL, shown string, embedded bool)
	// Render draws the screen.
	Render(m *Messages) app.UI
	// Follow follows another window's write to local storage key ("" when the page comes
	// back into view: anything may have changed).
	Follow(ctx app.Context, key string)
	// Filing draws, on an opened sheet, what the screen offers to do with it (file it under
	// a league week or a tournament's pair), nil for nothing; KeepSheet files records, the
	// sheet's games kept in history.
	Filing(m *Messages, records []domain.Record) app.UI
	KeepSheet(ctx app.Context, records []domain.Record)
}

// Office makes the office's screens for one root, which they reach through n. Nil is the
// lane app.
type Office func(n *Night) []OfficeScreen

// officeScreen returns the office's screen s, nil in the lane or for another screen.
func (c *Scoreboard) officeScreen(s screen) OfficeScreen {
	for _, o := range c.office {
		if o.Name() == string(s) {
			return o
		}
	}
	return nil
}

// showOffice hands every office screen the page's address, as the screen shown asks.
func (c *Scoreboard) showOffice(ctx app.Context, u *url.URL, s screen) {
	for _, o := range c.office {
		o.Show(ctx, u, string(s), c.embed)
	}
}

// renderFilings draws what the office's screens offer to do with an opened sheet.
func (c *Scoreboard) renderFilings(m *Messages) app.UI {
	if len(c.office) == 0 {
		return nil
	}
	var parts []app.UI
	for _, o := range c.office {
		parts = append(parts, o.Filing(m, c.night.links.Opened.Records))
	}
	return html.Tag("div", "class", "filings").Body(parts...)
}

// keepSheet files an opened sheet's games, kept in history, with the office's screens.
func (c *Scoreboard) keepSheet(ctx app.Context, records []domain.Record) {
	for _, o := range c.office {
		o.KeepSheet(ctx, records)
	}
}

// inOffice reports whether u is for the office: one of its screens, or, on a device that
// keeps leagues or tournaments, a league match's or a tournament pair's sheet (to be filed
// there, which the lane cannot). The lane continues into the office with it.
func (c *Scoreboard) inOffice(u *url.URL) bool {
	if c.office != nil {
		return false
	}
	if officeScreenOf(u) != "" {
		return true
	}
	text, ok := strings.CutPrefix(u.Fragment, share.Fragment)
	if !ok || !app.IsClient {
		return false
	}
	recs, err := domain.DecodeSheet(text)
	if err != nil || len(recs) == 0 {
		return false
	}
	keeps := func(key string) bool {
		v, ok, err := browser.Local{}.Load(key)
		return err == nil && ok && v != ""
	}
	if _, match := recs[0].Match(); match && keeps(seasonRevKey) {
		return true
	}
	_, pair := domain.ParsePairRef(recs[0].Series().ID)
	_, final := domain.ParseFinalRef(recs[0].Series().ID)
	return (pair || final) && keeps(tournamentRevKey)
}

// continueInOffice takes the page to the office app with u's query and fragment, in place
// of the lane's page in the browser's history.
func continueInOffice(u *url.URL) {
	office := officeURL(u)
	app.Window().Get("location").Call("replace", office.String())
}

// officeURL is u in the office app: its folder under the site's base, u's query and fragment.
func officeURL(u *url.URL) *url.URL {
	o := *u
	o.Path = strings.TrimSuffix(app.Getenv("GOAPP_ROOT_PREFIX"), "/") + "/" + officePath
	return &o
}

// toOffice is the lane's page for an address under office/ that go-app routes in the page
// (a link of the navigation): it loads that address, the office app, in its place.
type toOffice struct {
	_ noCompare
	app.Compo
}

// OnMount loads the office once go-app has put the link's address in the browser's history,
// which it does after mounting the page's component (so, deferred): the office's page then
// loads in that entry. It reloads, as replacing the address with itself would only move to
// its fragment.
func (t *toOffice) OnMount(ctx app.Context) {
	ctx.Defer(func(app.Context) {
		app.Window().Get("location").Call("reload")
	})
}

func (t *toOffice) Render() app.UI { return app.Div() }
