package app

import (
	"errors"
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/setup"
	"tenpin/domain"
)

// A tournament's lane card opened on a lane tablet (tournament.md, "Lane cards"), as a
// league's match card is (cardlink.go): the Tournament screen of the director's device shows
// each pair of a squad as a link (…/#pair=…, domain.EncodeLaneCard) and its QR code. Opened
// here, the card fills setup with its series (its bowlers in order, their averages, the
// handicap and the games; its tournament, squad and lanes shown: the night's league settings
// and package setup's players, setup.Form.OpenPair), and the series started from it takes the
// card's series ID (domain.PairRef.SeriesID, setup.Form.SeriesID), which its records and its sheet
// link carry back to the director, who files them under the squad and pair. A card that
// cannot be read changes nothing and says so; nor does it replace a game in progress, which
// stays saved until Start.

// openPair fills setup (f, and n's settings) with the series of a lane card's text, and
// reports whether it did, with what to say.
func openPair(text string, busy bool, f *setup.Form, n *night) (bool, say) {
	card, err := domain.DecodeLaneCard(text)
	var s domain.Series
	if err == nil {
		s, err = card.Series()
	}
	switch {
	case errors.Is(err, domain.ErrNewerLaneCard):
		return false, cardNewer
	case err != nil:
		return false, cardDamaged
	}
	_ = n.saveLeague(s) // a browser that refuses only forgets: the form shows the card all the same
	n.league.Fill(setup.SavedOf(s))
	f.OpenPair(card, s)
	if busy {
		return true, cardBusy
	}
	return true, nil
}

// readPair opens the lane card of the page's address, if it names one, and takes it out of
// the address, as readCard does.
func readPair(u *url.URL, busy bool, f *setup.Form, n *night) (card, opened bool, said say) {
	text, ok := strings.CutPrefix(u.Fragment, pairFragment)
	if !ok || !app.IsClient {
		return false, false, nil
	}
	opened, said = openPair(text, busy, f, n)
	rest := *u
	rest.Fragment, rest.RawFragment = "", ""
	app.Window().Get("history").Call("replaceState", nil, "", rest.String())
	return true, opened, said
}
