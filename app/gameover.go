package app

import (
	"cmp"
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	html "tenpin/app/markup"
	"tenpin/domain"
)

// The end of a game: the winner or the tie, the final scores, and what comes next: the next
// game of the series (series.go), or, once the series is over, a rematch: a new series with the
// same players and settings. The series sheet, print and share are a tap away.

// result names the winner of g, or the players who tie, once the game is over.
func result(m *Messages, g *domain.Game) string {
	winners := g.Winners()
	if len(winners) == 0 {
		return ""
	}
	score, _ := g.Score(winners[0])
	if len(winners) == 1 {
		return m.Winner.Say(g.Name(winners[0]), score)
	}
	names := make([]string, len(winners))
	for i, p := range winners {
		names[i] = g.Name(p)
	}
	return m.Tie(names, score)
}

// finalScores lists the players from the highest score down (ties in turn order).
func finalScores(cards []domain.Card) []string {
	order := make([]int, len(cards))
	for i := range order {
		order[i] = i
	}
	// Highest first; a tie keeps the turn order (the players' indices break it), as a stable
	// sort would, through the one instance of the sort that the domain's sorts use too.
	slices.SortFunc(order, func(a, b int) int { return cmp.Or(cmp.Compare(cards[b].Total, cards[a].Total), cmp.Compare(a, b)) })
	out := make([]string, len(cards))
	for i, p := range order {
		out[i] = cards[p].Name + " " + html.Itoa(cards[p].Total)
	}
	return out
}

func (c *Scoreboard) onRematch(ctx app.Context, e app.Event) {
	c.night.rematch()
	c.Settle(ctx)
}

// rematch starts a new series with the same players and settings (a new game with the same
// players, in the same format, when there is no series).
func (n *night) rematch() {
	if s := n.series; s != nil {
		n.startSeries(s.again())
		return
	}
	old, _ := n.host.Current()
	if old == nil {
		return
	}
	g, err := domain.NewGameIn(old.Format(), old.Names()...)
	if err != nil {
		return // the names come from a game, so they are valid
	}
	n.host.begin(g)
}

func (c *Scoreboard) onNextGame(ctx app.Context, e app.Event) {
	c.night.nextGame()
	c.Settle(ctx)
}

func onShowSeries(ctx app.Context, e app.Event) {
	goTo(ctx, screenSeries)
}

// nextStep is the game-over panel's main button: the next game while the series has one,
// else a rematch.
func (c *Scoreboard) nextStep(m *Messages) app.UI {
	if s := c.night.series; s != nil && s.Game < s.Series.Games {
		return html.Button("button primary", "next-game", m.NextGame.Say(s.Game+1, s.Series.Games), c.onNextGame)
	}
	return html.Button("button primary", "rematch", m.Rematch, c.onRematch)
}

func (c *Scoreboard) renderGameOver(m *Messages) app.UI {
	if !c.view.over {
		return nil
	}
	return c.renderGameOverPanel(m)
}

// renderGameOverPanel draws the panel of a game that is over. It is a function of its own
// because V8 compiles a wasm function whole on its first call, and a game's start calls
// renderGameOver while the game goes on.
func (c *Scoreboard) renderGameOverPanel(m *Messages) app.UI {
	v := &c.view
	var notKept app.UI
	if s := c.night.series; s != nil && s.NotKept {
		notKept = html.ElText("p", m.NotKept, "class", "alert", "role", "alert")
	}
	scores := make([]app.UI, len(v.finalScores))
	for i, s := range v.finalScores {
		scores[i] = html.ElText("li", s)
	}
	share := c.night.links.Buttons(m)
	return html.Tag("section", "class", "game-over", "data-testid", "game-over", "aria-labelledby", "game-over-heading").
		Body(
			html.ElText("h2", v.result, "id", "game-over-heading", "class", "result"),
			html.ElText("h3", m.FinalScores, "class", "visually-hidden"),
			html.Tag("ol", "class", "final-scores").Body(scores...),
			html.Tag("div", "class", "game-over-actions").Body(
				c.nextStep(m),
				html.Button("button", "show-series", m.ShowSeries, onShowSeries),
				share[0],
				share[1],
			),
			notKept,
			c.night.renderSharePanel(m),
		)
}
