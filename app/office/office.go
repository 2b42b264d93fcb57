// Package office is the office app (web.md, "Two apps on one site"): every screen of the lane
// app, which the root package app is, plus the League, Brackets and Tournament screens, each
// a package of its own. It is where they meet: it makes them for each root (Screens), hands
// them what they need of the night and of one another (the brackets of a league night are
// drawn from its week's lineups), and adapts each to the root's app.OfficeScreen. The lane
// app never imports it, so nothing of these screens is linked into the lane's app.wasm.
//
// The office's page is the site's folder office/; the files it publishes and the links it
// makes for the lanes are the site's (site), so that a league or tournament file published
// beside the build, and a match or lane card opened on a lane tablet, are where they were
// before the office had a folder of its own.
package office

import (
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	tenpin "tenpin/app"
	"tenpin/app/brackets"
	"tenpin/app/i18n"
	"tenpin/app/season"
	"tenpin/app/tournament"
	"tenpin/domain"
)

// Folder is the office app's folder under the site's base.
const Folder = "office/"

// Run starts the office app in the browser; on the server it returns at once.
func Run() { tenpin.Run(Screens) }

// Routes registers the office's page at its folder, for the server, which prerenders both
// apps' pages: after tenpin.Routes, whose office/ it replaces.
func Routes() { tenpin.OfficeRoutes("/"+Folder, Screens) }

// Screens makes the office's screens for one root, which they reach through n: the League
// screen (history's league matches), the Brackets screen (the night's bowlers and games, and
// tonight's league week from the League screen), and the Tournament screen.
func Screens(n *tenpin.Night) []tenpin.OfficeScreen {
	l := &season.Screen{Host: n}
	b := &brackets.Screen{Night: n}
	t := &tournament.Screen{}
	n.Tonight = func() ([]string, int) { return season.Tonight(l) }
	return []tenpin.OfficeScreen{&league{l, n}, &bracketsScreen{b, l}, &tournamentScreen{t}}
}

// site is u at the site's root: the office's folder taken off its path.
func site(u *url.URL) *url.URL {
	s := *u
	s.Path = strings.TrimSuffix(s.Path, Folder)
	return &s
}

// league is the League screen (#league, #recap=…, ?league=…).
type league struct {
	s *season.Screen
	n *tenpin.Night
}

func (l *league) Name() string { return season.Fragment }

func (l *league) Show(ctx app.Context, u *url.URL, shown string, embedded bool) {
	switch shown {
	case season.Fragment:
		l.s.Show(ctx, site(u), embedded) // a published league file is the site's
	case "brackets":
		// The brackets of a league night are drawn from its week's lineups (season.Tonight):
		// the league the League screen shows is read for them, as that screen reads it.
		l.s.Show(ctx, &url.URL{}, embedded)
	case "sheet":
		l.s.Offer(ctx, l.n.Opened())
	}
}

func (l *league) Render(m *i18n.Messages) app.UI                    { return l.s.Render(m) }
func (l *league) Follow(ctx app.Context, key string)                { l.s.Follow(ctx, key) }
func (l *league) Filing(m *i18n.Messages, _ []domain.Record) app.UI { return l.s.Filing(m) }
func (l *league) KeepSheet(ctx app.Context, records []domain.Record) {
	l.s.KeepSheet(ctx, records)
}

// bracketsScreen is the Brackets screen (#brackets, #brackets=…); the League screen it was
// made with reads the league week to come.
type bracketsScreen struct {
	s      *brackets.Screen
	league *season.Screen
}

func (b *bracketsScreen) Name() string { return "brackets" }

func (b *bracketsScreen) Show(ctx app.Context, u *url.URL, shown string, embedded bool) {
	if shown == "brackets" {
		b.s.Show(ctx, u.Fragment) // the sets kept, which an import or another window may have changed
	}
}

func (b *bracketsScreen) Render(m *i18n.Messages) app.UI                { return b.s.Render(m) }
func (b *bracketsScreen) Follow(ctx app.Context, key string)            { b.s.Follow(ctx, key) }
func (b *bracketsScreen) Filing(*i18n.Messages, []domain.Record) app.UI { return nil }
func (b *bracketsScreen) KeepSheet(app.Context, []domain.Record)        {}

// tournamentScreen is the Tournament screen (#tournament, ?tournament=…).
type tournamentScreen struct{ s *tournament.Screen }

func (t *tournamentScreen) Name() string { return tournament.Fragment }

func (t *tournamentScreen) Show(ctx app.Context, u *url.URL, shown string, embedded bool) {
	if u.Fragment == tournament.Fragment || shown == "sheet" {
		// The tournaments kept, which an import or another window may have changed, and the
		// base of its lane cards' links: the lane app, at the site's root.
		base := site(u)
		base.RawQuery, base.Fragment, base.RawFragment = "", "", ""
		t.s.Show(base.String())
	}
	if tournament.Published(u) { // ?tournament=tournament.json: a tournament published on the site
		t.s.Publish(ctx, site(u))
	}
}

func (t *tournamentScreen) Render(m *i18n.Messages) app.UI     { return t.s.Render(m) }
func (t *tournamentScreen) Follow(ctx app.Context, key string) { t.s.Follow(ctx, key) }

// Filing offers a tournament pair's sheet to its tournament; any other sheet reads no
// tournament (WebKit's IndexedDB, opening the tournaments' database beside the leagues' for a
// league's sheet, sometimes never answered the leagues' read).
func (t *tournamentScreen) Filing(m *i18n.Messages, records []domain.Record) app.UI {
	if len(records) == 0 {
		return nil
	}
	if _, final := domain.ParseFinalRef(records[0].Series().ID); final {
		return t.s.FilingFinal(m, records)
	}
	if _, pair := domain.ParsePairRef(records[0].Series().ID); !pair {
		return nil
	}
	return t.s.Filing(m, records)
}

// KeepSheet fills a finals game's scores from its series bowled on this device (a pair's
// sheet is kept by Filing's own button).
func (t *tournamentScreen) KeepSheet(ctx app.Context, records []domain.Record) {
	if len(records) > 0 {
		if _, final := domain.ParseFinalRef(records[0].Series().ID); final {
			t.s.KeepFinal(ctx, records)
		}
	}
}
