package app

import (
	"errors"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// The game screen and its actions. Every ball follows one path, top to bottom: a pad button
// posts actionRoll (pad.go), handleRoll hands the pins to the domain, persist saves the game
// (scoreboard.go), and refresh derives what the grid and the pad show (grid.go, pad.go). A key
// press (keys.go) joins the path at enter or undo.

// Handlers: thin wrappers that run an action, then keep the focus and the current frame in
// view (focus.go).

func (c *Scoreboard) handleRoll(ctx app.Context, a app.Action) {
	if pins, ok := a.Value.(int); ok {
		c.roll(pins)
		c.later(ctx, c.followTurn)
	}
}

func (c *Scoreboard) onUndo(ctx app.Context, e app.Event) {
	c.undo()
	c.later(ctx, c.followTurn)
}

func (c *Scoreboard) onNewGame(ctx app.Context, e app.Event) {
	c.newGame()
	c.later(ctx, func(app.Context) { focus("#" + nameFieldID(0)) })
}

func (c *Scoreboard) onResume(ctx app.Context, e app.Event) {
	c.resume()
	c.later(ctx, c.followTurn)
}

// roll throws a ball for the current player, then saves and announces it.
func (c *Scoreboard) roll(pins int) {
	if !c.playing || c.game == nil {
		return
	}
	g := c.game
	thrower := g.Current()
	before, _ := g.Card(thrower)
	if err := g.Roll(pins); err != nil {
		c.alert = c.refusal(err, "")
		return
	}
	c.alert = ""
	c.persist()
	c.announcement = c.announceBall(before)
	c.refresh(thrower, g.Current())
}

// enter throws a ball typed as a mark on the keyboard.
func (c *Scoreboard) enter(mark string) {
	if !c.playing || c.game == nil {
		return
	}
	pins, err := c.game.PinsFor(mark)
	if err != nil {
		c.alert = c.refusal(err, mark)
		return
	}
	c.roll(pins)
}

// undo takes back the last ball.
func (c *Scoreboard) undo() {
	if !c.playing || c.game == nil {
		return
	}
	g := c.game
	was := g.Current()
	if err := g.Undo(); err != nil {
		c.alert = c.refusal(err, "")
		return
	}
	c.alert = ""
	c.persist()
	c.announcement = c.messages().Undone(g.Name(g.Current()), g.Frame())
	c.refresh(was, g.Current())
}

// begin shows and saves a fresh game.
func (c *Scoreboard) begin(g *domain.Game) {
	c.game, c.playing = g, true
	c.restoreFailed, c.alert = false, ""
	c.announcement = c.messages().NextUp(g.Name(g.Current()), g.Frame())
	c.persist()
	c.refresh()
}

// resume goes back from the setup screen to the game that was being played.
func (c *Scoreboard) resume() {
	if c.game != nil {
		c.playing, c.alert = true, ""
		c.refresh()
	}
}

// newGame goes back to the setup screen with the same players. The game stays saved until a
// new one starts, so a mistaken tap loses nothing ("back to the game").
func (c *Scoreboard) newGame() {
	c.restoreFailed, c.alert, c.playing = false, "", false
	if c.game != nil {
		c.setNames(c.game.Names())
	}
}

// refusal turns a refused input into the catalogue's words, never a Go error string.
//
// It is the one place where the UI still knows a rule: the domain says only that the pins
// are invalid, so a refused "x" or "/" is read here as "a strike needs a full rack" or "a
// spare needs a first ball" from the typed mark, and any other refused count as more pins
// than are standing. Once the domain's error says why, this switch reads that reason
// instead and mark goes.
func (c *Scoreboard) refusal(err error, mark string) string {
	m := c.messages()
	switch {
	case errors.Is(err, domain.ErrGameOver):
		return m.GameIsOver
	case errors.Is(err, domain.ErrNothingToUndo):
		return m.NothingToUndo
	case errors.Is(err, domain.ErrInvalidPins) && (mark == "x" || mark == "X"):
		return m.StrikeNeedsFullRack
	case errors.Is(err, domain.ErrInvalidPins) && mark == "/":
		return m.SpareNeedsBall
	}
	return m.TooManyPins(c.game.PinsStanding())
}

// refresh derives the game screen's view once per change. A ball or an undo names the
// players whose rows it changed (the player whose turn it was and the player whose turn it
// is), and only their rows are derived again (gridRows); with none named, or at the end of
// the game and when it is undone (the winners' rows change), every row is.
func (c *Scoreboard) refresh(changed ...int) {
	g := c.game
	if g == nil {
		c.view = gameView{}
		return
	}
	over := g.Over()
	if over || c.view.over {
		changed = nil
	}
	v := gameView{
		rows:     gridRows(g, c.view.rows, changed),
		pad:      padButtons(g, c.messages()),
		current:  g.Name(g.Current()),
		frame:    g.Frame(),
		standing: g.PinsStanding(),
		over:     over,
		canUndo:  g.Balls() > 0,
	}
	if over {
		v.finalScores = finalScores(g.Cards())
		v.result = c.result()
	}
	c.view = v
}

func (c *Scoreboard) renderGame(m *Messages) app.UI {
	v := &c.view
	return app.Section().Class("game").Body(
		c.renderStatus(m),
		app.Div().Class("alerts").Body(c.renderAlerts(m)...),
		renderGrid(v.rows, m),
		app.Div().Class("game-over-slot").Body(c.renderGameOver(m)),
		app.Div().Class("controls").Body(
			renderPad(&v.pad, m),
			app.Div().Class("game-actions").Body(
				c.undoButton(m, v.canUndo),
				c.newGameButton(m),
				app.P().Class("keyboard-hint").Text(m.KeyboardHint),
			),
		),
	)
}

// renderStatus says whose turn it is, or that the game is over.
func (c *Scoreboard) renderStatus(m *Messages) app.UI {
	v := &c.view
	if v.over {
		return app.P().Class("status over").Body(app.Strong().Text(m.GameOver))
	}
	var series app.UI
	if s := c.night.series; s != nil && s.Series.Games > 1 {
		series = app.Span().Class("status-series").Text(m.GameOfSeries(s.Game, s.Series.Games))
	}
	return app.P().Class("status").Body(
		app.Span().Class("status-label").Text(m.NowBowling),
		app.Strong().Class("current-player").DataSet("testid", "current-player").Text(v.current),
		app.Span().Class("status-frame").Text(m.FrameNumber(v.frame)),
		series,
	)
}

func (c *Scoreboard) renderAlerts(m *Messages) []app.UI {
	var out []app.UI
	if c.alert != "" {
		out = append(out, app.P().Class("alert").Role("alert").Text(c.alert))
	}
	if c.saveFailed {
		out = append(out, app.P().Class("alert").Role("alert").Text(m.SaveFailed))
	}
	return out
}

func (c *Scoreboard) undoButton(m *Messages, enabled bool) app.UI {
	b := app.Button().
		Type("button").
		Class("button").
		DataSet("testid", "undo").
		OnClick(c.onUndo).
		Text(m.Undo)
	if !enabled {
		b = b.Disabled(true)
	}
	return b
}

// newGameButton leaves the game for setup; the game stays saved until a new one starts.
func (c *Scoreboard) newGameButton(m *Messages) app.UI {
	return app.Button().
		Type("button").
		Class("button").
		DataSet("testid", "new-game").
		OnClick(c.onNewGame).
		Text(m.NewGame)
}
