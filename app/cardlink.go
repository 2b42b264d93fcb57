package app

import (
	"errors"
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/series"
	"tenpin/app/setup"
	"tenpin/domain"
)

// A league's match card opened on a lane tablet (season.md, "The match card"): the League
// screen of the secretary's device shows each match of a week as a link (…/#match=…,
// domain.EncodeCard) and its QR code. Opened here, the card fills the setup of a league match
// (both teams, lineups, averages, the handicap and the settings, its league, week and lanes
// shown: the night's league settings and package setup's teams, setup.Form.OpenCard) and is
// remembered as the teams and settings of a match are after Start, so that a reload or
// another window shows it too; the scorer may still mark a bowler absent or add a substitute,
// then Start once. The match takes the card's identity (Match.Fixture), which its
// records and its sheet link carry back to the secretary's device.
//
// A card that cannot be read (damaged, cut short, changed by hand, or from a newer version)
// changes nothing and says so. Nor does a card replace a game in progress: as New game does,
// it shows setup filled with the card while the game stays saved, says so, and Back to the game
// returns to it; only Start replaces it. So a card scanned by mistake in the middle of a game
// loses no ball, and a card opened from a camera app (a fresh page, the game restored on the
// lanes) still sets its match up: a refusal would have sent the scorer round New game, which
// a fresh page undoes.

// cardFragment starts the fragment of a match card's link.
const cardFragment = "match="

// openCard fills the setup screen (f, and n's league settings) with the match of a card's
// text and remembers it in store, and reports whether it did, with what to say: why not, or
// with busy (a game in progress, which stays saved) that the game is kept.
func openCard(text string, busy bool, f *setup.Form, n *night, store browser.Store) (bool, say) {
	card, err := domain.DecodeCard(text)
	var m domain.Match
	if err == nil {
		m, err = card.Match()
	}
	switch {
	case errors.Is(err, domain.ErrNewerCard):
		return false, cardNewer
	case err != nil:
		return false, cardDamaged
	}
	s, err := series.OfMatch(m)
	if err != nil {
		return false, cardDamaged
	}
	s.Order, s.Handicap = n.league.Order, m.League.Handicap
	_ = n.saveLeague(s) // a browser that refuses only forgets: the form shows the card all the same
	n.league.Fill(setup.SavedOf(s))
	f.OpenCard(card, m, store)
	if busy {
		return true, cardBusy
	}
	return true, nil
}

func cardNewer(m *Messages) string   { return m.LinkNewer }
func cardDamaged(m *Messages) string { return m.LinkDamaged }
func cardBusy(m *Messages) string    { return m.CardBusy }

// readCard opens the match card of the page's address, if it names one, and takes it out of
// the address (history.replaceState), so that neither a reload nor Back opens it again over
// the match it set up. It reports whether the address named a card, whether it was opened,
// and what to say.
func readCard(u *url.URL, busy bool, f *setup.Form, n *night, store browser.Store) (card, opened bool, said say) {
	text, ok := strings.CutPrefix(u.Fragment, cardFragment)
	if !ok || !app.IsClient {
		return false, false, nil
	}
	opened, said = openCard(text, busy, f, n, store)
	rest := *u
	rest.Fragment, rest.RawFragment = "", ""
	app.Window().Get("history").Call("replaceState", nil, "", rest.String())
	return true, opened, said
}
