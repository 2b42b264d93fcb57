package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/board"
	"tenpin/app/browser"
	"tenpin/app/i18n"
	html "tenpin/app/markup"
	"tenpin/app/setup"
	"tenpin/domain"
)

// The game screen and its actions. Every ball follows one path, top to bottom: a pad button
// posts board.ActionRoll, or the pin deck enters its pins (package entry), or the foul button a
// foul; Throw runs it through Act's four steps: guard (outdated, windows.go), domain, commit
// (the save, then history: autosave.go, series.go) and refresh, which derives once what the
// grid, the pad and the deck show (packages board and entry). A key press (keys.go) joins
// the path at Enter, the deck or undo. Undo and a correction (package entry's dialog) are
// actions on the same path; a new game (begin) takes it from the commit on.

// Handlers: thin wrappers that run an action, then keep the focus and the current frame in
// view (focus.go).

func (c *Scoreboard) handleRoll(ctx app.Context, a app.Action) {
	if pins, ok := a.Value.(int); ok {
		c.Throw(domain.Count(pins))
		c.Settle(ctx)
	}
}

func (c *Scoreboard) onUndo(ctx app.Context, e app.Event) {
	c.undo()
	c.Settle(ctx)
}

func (c *Scoreboard) onNewGame(ctx app.Context, e app.Event) {
	c.newGame()
	c.Later(ctx, func(app.Context) { browser.Focus("#" + setup.NameFieldID(0)) })
}

func (c *Scoreboard) onResume(ctx app.Context, e app.Event) {
	c.resume()
	c.Settle(ctx)
}

// Act runs an action on the game in the four steps every action takes, in order:
//  1. guard: a window that has not caught up with another window's newer game refuses the
//     input (outdated) and shows that game;
//  2. domain: change applies the input to g and returns the players whose rows it changed
//     (none: there was nothing to change, and the action ends here) and what to announce; a
//     refusal (err) changes nothing, and refused words it;
//  3. commit: the game is saved, resting on the guard's read (so a ball costs one read and
//     one write of local storage), then history follows (commit, autosave.go);
//  4. derive: the views are derived once (refresh), for the rows named; what that left of
//     the pending marks and dialog is then kept for a reload (SavePending), since a
//     derivation writes nothing.
//
// The pins marked on the deck were for the ball the action took, given or back, so they go.
func (c *Scoreboard) Act(change func(g *domain.Game) (rows []int, said string, err error), refused func(err error)) {
	if c.game == nil || c.outdated() {
		return
	}
	rows, said, err := change(c.game)
	if err != nil {
		refused(err)
		return
	}
	if len(rows) == 0 {
		return
	}
	c.alert, c.announcement = nil, said
	c.entry.Unmark()
	c.commit(true)
	c.refresh(rows...)
	c.SavePending()
}

// refuse shows why the game refused an input.
//
//go:noinline
func (c *Scoreboard) refuse(err error) {
	c.alert = func(m *Messages) string { return i18n.Refusal(m, err) }
}

// Throw throws ball d for the current player, and announces it.
func (c *Scoreboard) Throw(d domain.Delivery) {
	if !c.playing {
		return
	}
	c.Act(func(g *domain.Game) ([]int, string, error) {
		before := g.Turn()
		card, _ := g.Card(before.Player)
		if err := g.Throw(d); err != nil {
			return nil, "", err
		}
		after := g.Turn()
		return []int{before.Player, after.Player}, announceBall(c.Messages(), g, card, after), nil
	}, c.refuse)
}

// Enter throws a ball typed as a mark (a digit, X, /, -) on the keyboard or by a shortcut of
// the deck; the domain says whether the mark fits. With the deck shown, the ball is the pins
// it knocked down: every pin standing for a strike or a spare, none for a gutter.
func (c *Scoreboard) Enter(mark string) {
	if !c.playing || c.game == nil {
		return
	}
	pins, err := c.game.PinsFor(mark)
	if err != nil {
		c.refuse(err)
		return
	}
	d := domain.Count(pins)
	if c.entry.DeckShown() {
		d = domain.Knocked(0)
		if pins > 0 {
			d = domain.Knocked(c.view.turn.Pins)
		}
	}
	c.Throw(d)
}

// undo takes back the last action: a ball, or a correction. A correction taken back can
// change any player's row, so the rows of the player it named are derived again too.
func (c *Scoreboard) undo() {
	if !c.playing {
		return
	}
	c.Act(func(g *domain.Game) ([]int, string, error) {
		before := g.Turn()
		change, _ := g.LastChange()
		if err := g.Undo(); err != nil {
			return nil, "", err
		}
		after := g.Turn()
		return []int{before.Player, change.Ball.Player, after.Player}, announceUndo(c.Messages(), g, change, after), nil
	}, c.refuse)
}

// begin shows and saves a fresh game: it needs no guard (it replaces whatever is stored) and
// no domain step, so it takes the action path from the commit on.
func (c *Scoreboard) begin(g *domain.Game) {
	c.game, c.playing = g, true
	c.autosave.restoreFailed, c.alert = false, nil
	c.fix.Reset()
	c.entry.Unmark()
	t := g.Turn()
	c.announcement = c.Messages().NextUp.Say(g.Name(t.Player), t.Frame)
	c.commit(false)
	c.refresh()
	c.SavePending()
}

// resume goes back from the setup screen to the game that was being played.
func (c *Scoreboard) resume() {
	if c.game != nil {
		c.playing, c.alert = true, nil
		c.refresh()
	}
}

// newGame goes back to the setup screen with the same players. The game stays saved until a
// new one starts, so a mistaken tap loses nothing ("back to the game").
func (c *Scoreboard) newGame() {
	c.autosave.restoreFailed, c.alert, c.playing = false, nil, false
	if c.game != nil {
		c.setup.SetNames(c.game.Names())
	}
}

// refresh derives the game screen's view once per change. An action names the players whose
// rows it changed (a ball: the player whose turn it was and the player whose turn it is; an
// undo or a correction also the player whose ball it changed), and only their rows are
// derived again (board.Rows); with none named, or at the end of the game and when it is undone
// (the winners' rows change), every row is.
func (c *Scoreboard) refresh(changed ...int) {
	g := c.game
	if g == nil {
		c.view = gameView{}
		return
	}
	m := c.Messages()
	t := g.Turn()
	if t.Over || c.view.over {
		changed = nil
	}
	c.entry.FitMarks(t)
	v := gameView{
		rows:     board.Rows(g, t, c.view.rows, changed, m),
		current:  g.Name(t.Player),
		frame:    t.Frame,
		standing: t.Standing,
		over:     t.Over,
		canUndo:  g.Balls() > 0,
		turn:     t,
	}
	said := c.night.series.refreshPanel(&c.panel, g, m)
	if f := g.Format(); f != (domain.Format{}) || c.panel.Scotch() {
		v.format = i18n.FormatName(m, f, c.panel.Scotch())
		if f.NoTap != 0 {
			v.formatHint = m.Formats.NoTapHint.Say(f.NoTap)
		}
	}
	if t.Over {
		v.finalScores = finalScores(c.panel.Cards(g))
		if v.result = c.panel.GameResult(m); v.result == "" { // not a match's game: its winner
			v.result = result(m, g)
		}
	}
	c.view = v
	c.announcement = c.panel.Spoken(c.announcement) + said // and a game's points decided by this change
	c.entry.Refresh(g, t, m)
	c.fix.Refresh()
}

func (c *Scoreboard) renderGame(m *Messages) app.UI {
	v := &c.view
	status := c.panel.RenderStatus(m, v.over, v.frame) // a game of team lines: the bowler and team
	if status == nil {
		status = renderStatus(m, v, c.night.series)
	}
	return html.Tag("section", "class", "game").Body(
		status,
		html.Tag("div", "class", "alerts").Body(renderAlert(m, c.alert)),
		html.Tag("div", "class", "team-panel-slot").Body(c.panel.Render(m)),
		renderFormatLine(v.format, v.formatHint),
		c.panel.RenderGrid(v.rows, m, gridLabel(m, v.format)),
		html.Tag("div", "class", "game-over-slot").Body(c.renderGameOver(m)),
		html.Tag("div", "class", "controls").Body(
			c.entry.Render(m),
			&gameActions{Msg: m, CanUndo: v.canUndo, Hint: c.entry.KeyboardHint(m), TVSaid: c.tv.Said(m), lane: c},
		),
		html.Tag("div", "class", "correction-slot").Body(c.fix.Render(m)),
	)
}

// gameActions is the row of the game's buttons under the entry area (Undo, New game, the TV)
// and the keys' line. It is a component of its own only so that go-app skips it on every
// update that changes none of its props, as most balls do. lane is not a prop: the mounted one
// keeps the first's, the root, which never changes.
type gameActions struct {
	_ noCompare
	app.Compo

	Msg     *Messages
	CanUndo bool
	Hint    string // the keys' line for the entry mode shown
	TVSaid  string // what the TV button's last press did
	lane    *Scoreboard
}

func (a *gameActions) Render() app.UI {
	c, m := a.lane, a.Msg
	return html.Tag("div", "class", "game-actions").Body(
		html.Button("button", "undo", m.Undo, c.onUndo, "disabled", html.When(!a.CanUndo, "true")),
		c.newGameButton(m),
		c.tv.Render(m),
		html.ElText("p", a.Hint, "class", "keyboard-hint"),
	)
}

// renderStatus says whose turn it is in v, and which game of series s, or that the game is
// over.
func renderStatus(m *Messages, v *gameView, s *seriesState) app.UI {
	if v.over {
		return html.Tag("p", "class", "status over").Body(html.ElText("strong", m.GameOver))
	}
	var series app.UI
	if s != nil && s.Series.Games > 1 {
		series = html.ElText("span", m.GameOfSeries.Say(s.Game, s.Series.Games), "class", "status-series")
	}
	return html.Tag("p", "class", "status").Body(
		html.ElText("span", m.NowBowling, "class", "status-label"),
		html.ElText("strong", v.current, "class", "current-player", "data-testid", "current-player"),
		html.ElText("span", m.FrameNumber.Say(v.frame), "class", "status-frame"),
		series,
	)
}

// renderAlert shows alert, if any, as the page's alert.
func renderAlert(m *Messages, alert say) app.UI {
	if alert == nil {
		return nil
	}
	return html.ElText("p", alert.In(m), "class", "alert", "role", "alert")
}

// newGameButton leaves the game for setup; the game stays saved until a new one starts.
//
//go:noinline
func (c *Scoreboard) newGameButton(m *Messages) app.UI {
	return html.Button("button", "new-game", m.NewGame, c.onNewGame)
}
