package app

import (
	"errors"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	html "tenpin/app/markup"
	"tenpin/domain"
)

// A tournament's lane card opened on a lane tablet (tournament.md, "Lane cards"), as a
// league's match card is (cardlink.go): the Tournament screen of the director's device shows
// each pair of a squad as a link (…/#pair=…, domain.EncodeLaneCard) and its QR code. Opened
// here, the card fills setup with its series (its bowlers in order, their averages, the
// handicap and the games; its tournament, squad and lanes shown), and the series started from
// it takes the card's series ID (domain.PairRef.SeriesID), which its records and its sheet
// link carry back to the director, who files them under the squad and pair. A card that
// cannot be read changes nothing and says so; nor does it replace a game in progress, which
// stays saved until Start.

// pairShown is the lane card setup's players came from.
type pairShown struct {
	Ref        domain.PairRef
	Tournament string
	Squad      string
	Lane       int // the first of the pair's two lanes
	Names      []string
	Final      *domain.FinalRef // a finals game's card, which names no squad
}

// seriesID is the ID of the series the card sets up: its pair's, or its finals game's.
func (p pairShown) seriesID() string {
	if p.Final != nil {
		return p.Final.SeriesID()
	}
	return p.Ref.SeriesID()
}

// pairOf is the card f's players came from, while they are still its bowlers; zero else.
func pairOf(f *setupForm) pairShown {
	if p := f.pair; !f.teams.on && slices.Equal(f.names(), p.Names) {
		return p
	}
	return pairShown{}
}

// openPair fills setup (f, and n's settings) with the series of a lane card's text, and
// reports whether it did, with what to say.
func openPair(text string, busy bool, f *setupForm, n *night) (bool, say) {
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
	n.league.fill(savedLeague{Games: s.Games, Order: s.Order, Handicap: s.Handicap, Format: s.Format})
	f.teams.on = false
	f.setNames(s.Names)
	for i := range f.entries {
		if i < len(s.Averages) {
			f.entries[i].average = strconv.Itoa(s.Averages[i])
			f.entries[i].averageSeed = f.entries[i].average
		}
	}
	lane := 0
	if len(card.Blocks) > 0 {
		lane = card.Blocks[0].Lane
	}
	f.pair = pairShown{Ref: card.Ref, Tournament: card.Tournament, Squad: card.Squad, Lane: lane, Names: f.names(), Final: card.Final}
	if busy {
		return true, cardBusy
	}
	return true, nil
}

// readPair opens the lane card of the page's address, if it names one, and takes it out of
// the address, as readCard does.
func readPair(u *url.URL, busy bool, f *setupForm, n *night) (card, opened bool, said say) {
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

// renderPairShown says, on setup, which lane card the players came from.
func renderPairShown(f *setupForm, m *Messages) app.UI {
	p := pairOf(f)
	if p.Tournament == "" {
		return nil
	}
	squad := p.Squad
	if p.Final != nil {
		squad = m.FinalsShown
	}
	return html.ElText("p", m.PairShown.Say(p.Tournament, squad, strconv.Itoa(p.Lane)+"-"+strconv.Itoa(p.Lane+1)),
		"class", "card-shown", "data-testid", "pair-shown")
}
