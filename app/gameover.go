package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	html "tenpin/app/markup"
	"tenpin/domain"
)

// The end of a game: the game-over panel (package play) shows the winner or the tie and the
// final scores, then what comes next, drawn here: the next game of the series (series.go), or,
// once the series is over, a rematch: a new series with the same players and settings. The
// series sheet, print and share are a tap away.

func (c *Scoreboard) onRematch(ctx app.Context, e app.Event) {
	c.night.rematch()
	c.play.Settle(ctx)
}

// rematch starts a new series with the same players and settings (a new game with the same
// players, in the same format, when there is no series).
func (n *night) rematch() {
	if s := n.series; s != nil {
		n.startSeries(s.Again())
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
	c.play.Settle(ctx)
}

func onShowSeries(ctx app.Context, e app.Event) {
	goTo(ctx, screenSeries)
}

// nextStep is the game-over panel's main button: the next game while the series has one,
// else a rematch.
func (c *Scoreboard) nextStep(m *Messages) app.UI {
	if s := c.night.series; s.HasNext() {
		return html.Button("button primary", "next-game", m.NextGame.Say(s.Game+1, s.Series.Games), c.onNextGame)
	}
	return html.Button("button primary", "rematch", m.Rematch, c.onRematch)
}

// AfterGame draws what comes after a game that is over, under its result on the game-over
// panel (play.Host): the next step, the series, sharing, and whether the browser kept the game.
func (c *Scoreboard) AfterGame(m *Messages) []app.UI {
	var notKept app.UI
	if s := c.night.series; s != nil && s.NotKept {
		notKept = html.ElText("p", m.NotKept, "class", "alert", "role", "alert")
	}
	share := c.night.links.Buttons(m)
	return []app.UI{
		html.Tag("div", "class", "game-over-actions").Body(
			c.nextStep(m),
			html.Button("button", "show-series", m.ShowSeries, onShowSeries),
			share[0],
			share[1],
		),
		notKept,
		c.night.renderSharePanel(m),
	}
}
