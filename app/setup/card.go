package setup

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// A league's match card opened on a lane tablet (season.md, "The match card"; the root's
// cardlink.go reads it from the page's address): it fills the setup of a league match (both
// teams, lineups, averages and settings, its league, week and lanes shown) and is remembered
// as the teams and settings of a match are after Start. The match takes the card's identity
// (Match.Fixture) while its two teams are the card's.

// cardShown is what setup shows of the match card its teams came from, and the identity the
// match takes from it; it is remembered with the teams (savedTeams).
type cardShown struct {
	Ref    domain.FixtureRef `json:"ref"`
	League string            `json:"league"` // the league's name
	Lane   int               `json:"lane"`   // the first of the match's two lanes
	Teams  [2]string         `json:"teams"`  // its teams' names: other teams typed over them are another match
}

// cardOf is the match card f's teams came from, while they are still its two teams; zero once
// a team is typed over (another match, which no card names).
func cardOf(f *teamForm) cardShown {
	if c := f.card; strings.TrimSpace(f.blocks[0].name) == c.Teams[0] && strings.TrimSpace(f.blocks[1].name) == c.Teams[1] {
		return c
	}
	return cardShown{}
}

// OpenCard fills the teams with match m of card, and remembers them in store, as a match
// started is remembered.
func (f *Form) OpenCard(card domain.MatchCard, m domain.Match, store browser.Store) {
	t := &f.teams
	t.fill(savedTeams{On: true, League: m.League, Teams: m.Teams, Card: cardShown{Ref: card.Ref, League: card.LeagueName, Lane: card.Lane,
		Teams: [2]string{m.Teams[0].Name, m.Teams[1].Name}}})
	f.SaveTeams(store, m)
	t.tried = false
}

// renderCardShown says, on setup, which match card the teams came from: the league, week and
// lanes; nil for teams typed (no card: no lane).
func renderCardShown(t *teamForm, m *i18n.Messages) app.UI {
	if c := cardOf(t); c.Lane > 0 && t.on {
		return markup.ElText("p", m.CardShown.Say(c.League, c.Ref.Week+1, c.Lane, c.Lane+1), "class", "card-shown", "data-testid", "card-shown")
	}
	return nil
}
