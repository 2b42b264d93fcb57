package setup

import (
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// A tournament's lane card opened on a lane tablet (tournament.md, "Lane cards"; the root's
// pairlink.go reads it from the page's address): it fills setup with its series (its bowlers
// in order and their averages; the night's league settings take its handicap and games), shows
// its tournament, squad and lanes, and the series started from it takes the card's series ID
// (SeriesID) while its bowlers are still the card's.

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
func pairOf(f *Form) pairShown {
	if p := f.pair; !f.teams.on && slices.Equal(f.Names(), p.Names) {
		return p
	}
	return pairShown{}
}

// SeriesID is the ID the series of the players takes from the lane card they came from
// (its records name the pair, or finals game, they are filed under); "" for none.
func (f *Form) SeriesID() string {
	if p := pairOf(f); p.Tournament != "" {
		return p.seriesID()
	}
	return ""
}

// OpenPair fills setup with s, the series of a lane card, with its bowlers and their
// averages.
func (f *Form) OpenPair(card domain.LaneCard, s domain.Series) {
	f.teams.on = false
	f.SetNames(s.Names)
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
	f.pair = pairShown{Ref: card.Ref, Tournament: card.Tournament, Squad: card.Squad, Lane: lane, Names: f.Names(), Final: card.Final}
}

// renderPairShown says, on setup, which lane card the players came from.
func renderPairShown(f *Form, m *i18n.Messages) app.UI {
	p := pairOf(f)
	if p.Tournament == "" {
		return nil
	}
	squad := p.Squad
	if p.Final != nil {
		squad = m.FinalsShown
	}
	return markup.ElText("p", m.PairShown.Say(p.Tournament, squad, strconv.Itoa(p.Lane)+"-"+strconv.Itoa(p.Lane+1)),
		"class", "card-shown", "data-testid", "pair-shown")
}
