package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// A finals game bowled on the director's device (tournament.md, "Step-ladder final"): the
// Tournament screen opens the game's lane card here, in the office, as a lane tablet opens
// it (pairlink.go), and once a game of that series is stored in history, its records go to
// the office's screens (KeepSheet), where the tournament the series names fills that game's
// scores or says why it cannot. The lane keeps no tournament: it has no office screens.

// keepFinal hands the office's screens the records of a series set up from a finals game's
// card (domain.ParseFinalRef), all of them, so that a series made longer than its one game is
// refused there rather than half filed.
func (c *Scoreboard) keepFinal(ctx app.Context, records []domain.Record) {
	if len(records) == 0 {
		return
	}
	if _, final := domain.ParseFinalRef(records[0].Series().ID); final {
		c.keepSheet(ctx, records)
	}
}
