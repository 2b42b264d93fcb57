package app

import (
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/season"
	"tenpin/domain"
)

// The league screen (package app/season, #league) reaches the rest of the app only through
// season.Host, which leagueHistory implements here: the league matches history holds, which
// the secretary files under a league's week. The screen is also shown for a recap link
// (#recap=…) and, on the club's site, for a published league (?embed=1&league=league.json);
// an opened match sheet (#sheet=…) offers its match to a league (season.Screen.Filing).

// screenLeague is the league screen.
const screenLeague screen = season.Fragment

// leagueScreenOf is the screen of an address that asks for the league screen: a published
// league, or a recap link; "" for none.
func leagueScreenOf(u *url.URL) screen {
	if season.Published(u) || strings.HasPrefix(u.Fragment, season.RecapFragment) {
		return screenLeague
	}
	return ""
}

// leagueHistory is history as the league screen sees it: its league matches, grouped by
// match once per change of history rather than at every render.
type leagueHistory struct {
	n       *night
	gen     int // archive.gen+1 the matches are of
	matches [][]domain.Record
}

// HistoryMatches implements season.Host: every league match in history, newest first, each
// by game number; loaded is false until history is read.
func (h *leagueHistory) HistoryMatches() ([][]domain.Record, bool) {
	a := &h.n.archive
	if a.state != archiveReady {
		return nil, a.state == archiveRefused
	}
	if h.gen != a.gen+1 {
		h.gen, h.matches = a.gen+1, nil
		var recs []domain.Record
		for _, r := range a.records {
			if _, ok := r.Match(); ok {
				recs = append(recs, r)
			}
		}
		h.matches = groupSeries(recs)
	}
	return h.matches, true
}

// showLeague hands the league screen the page's address, or an opened sheet's match to
// offer, as the screen shown asks.
func (c *Scoreboard) showLeague(ctx app.Context, u *url.URL, s screen) {
	switch s {
	case screenLeague:
		c.league.Show(ctx, u, c.embed)
	case screenBrackets:
		// The brackets of a league night are drawn from its week's lineups (season.Tonight):
		// the league the League screen shows is read for them, as that screen reads it.
		c.league.Show(ctx, &url.URL{}, c.embed)
	case screenShared:
		c.league.Offer(ctx, c.night.links.opened.records)
	}
}
