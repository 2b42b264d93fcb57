package app

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// Render draws the current screen from the component's fields only. Elements that come and go
// (alerts, the game-over panel) sit inside wrappers that are always there, so that go-app
// updates the pad and the grid in place and the focus stays where it was.
func (c *Scoreboard) Render() app.UI {
	m := c.messages()
	playing := c.playing && c.game != nil
	root := app.Div().Class(classes("tenpin", is("embed", c.embed), is("playing", playing))).Lang(m.Lang)
	if c.mounted {
		root = root.DataSet("ready", "true")
	}
	var screen app.UI
	if playing {
		screen = c.renderGame(m)
	} else {
		screen = c.renderSetup(m)
	}
	return root.Body(
		c.renderHeader(m),
		app.Main().Class("app-main").Body(
			c.renderUpdate(m),
			screen,
			app.Div().
				Class("visually-hidden").
				Role("status").
				Aria("live", "polite").
				DataSet("testid", "announcement").
				Text(c.announcement),
		),
	)
}

func (c *Scoreboard) renderHeader(m *Messages) app.UI {
	if c.embed {
		// An embedded board keeps a heading for screen readers, without the page chrome.
		return app.H1().Class("visually-hidden").Text(m.AppName)
	}
	return app.Header().Class("app-header").Body(
		app.H1().Class("app-name").Text(m.AppName),
		app.P().Class("tagline").Text(m.Tagline),
	)
}

func (c *Scoreboard) renderUpdate(m *Messages) app.UI {
	var banner app.UI
	if c.updateReady {
		banner = app.Div().Class("update-banner").Role("status").DataSet("testid", "update-banner").Body(
			app.Span().Text(m.UpdateReady),
			app.Button().
				Type("button").
				Class("button").
				DataSet("testid", "reload").
				OnClick(c.onReload).
				Text(m.Reload),
		)
	}
	return app.Div().Class("update-slot").Body(banner)
}

func (c *Scoreboard) renderSetup(m *Messages) app.UI {
	players := c.players()
	fields := make([]app.UI, len(players))
	for i, e := range players {
		fields[i] = &nameField{
			ID:          e.id,
			Index:       i,
			Value:       e.seed,
			Label:       m.PlayerLabel(i + 1),
			Placeholder: m.NamePlaceholder,
			Problem:     c.nameProblem(i),
			RemoveLabel: m.RemovePlayer(i + 1),
			RemoveText:  m.RemoveText,
			CanRemove:   len(players) > 1,
		}
	}
	var notice app.UI
	if c.restoreFailed {
		notice = app.Div().Class("notice").Body(
			app.P().Role("alert").Text(m.RestoreFailed),
			c.newGameButton(m),
		)
	}
	ready := c.canStart()
	start := app.Button().
		Type("submit").
		Class("button primary").
		DataSet("testid", "start-game").
		Text(m.StartGame)
	var blocked, resume app.UI
	if !ready {
		start = start.Disabled(true).Aria("describedby", "start-blocked")
		blocked = app.P().ID("start-blocked").Class("hint").Text(m.StartBlocked)
	}
	if c.game != nil && !c.game.Over() {
		resume = app.Button().
			Type("button").
			Class("button").
			DataSet("testid", "resume-game").
			OnClick(c.onResume).
			Text(m.ResumeGame)
	}
	return app.Section().Class("setup").Aria("labelledby", "setup-heading").Body(
		app.H2().ID("setup-heading").Text(m.SetupHeading),
		app.P().Class("hint").Text(m.SetupHint),
		app.Div().Class("alerts").Body(notice),
		app.Form().Class("setup-form").OnSubmit(c.onStart).Body(
			app.Ol().Class("player-fields").Body(fields...),
			app.Div().Class("setup-actions").Body(
				app.Button().
					Type("button").
					Class("button").
					DataSet("testid", "add-player").
					OnClick(c.onAddPlayer).
					Text(m.AddPlayer),
				start,
				resume,
			),
			blocked,
		),
	)
}

func (c *Scoreboard) renderGame(m *Messages) app.UI {
	v := &c.view
	return app.Section().Class("game").Body(
		c.renderStatus(m),
		app.Div().Class("alerts").Body(c.renderAlerts(m)...),
		app.Div().
			Class("grid-wrap").
			Role("region").
			Aria("label", m.GridCaption).
			TabIndex(0).
			Body(c.renderGrid(m)),
		app.Div().Class("game-over-slot").Body(c.renderGameOver(m)),
		app.Div().Class("controls").Body(
			app.Div().Class("pad").Role("group").Aria("labelledby", "pad-heading").Body(
				app.H2().ID("pad-heading").Class("pad-heading").Text(m.PadHeading),
				app.Div().Class("pad-buttons").Body(c.renderPad()...),
			),
			app.Div().Class("game-actions").Body(
				c.undoButton(m, v.canUndo),
				c.newGameButton(m),
				app.P().Class("keyboard-hint").Text(m.KeyboardHint),
			),
		),
	)
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

// renderStatus says whose turn it is, or that the game is over.
func (c *Scoreboard) renderStatus(m *Messages) app.UI {
	v := &c.view
	if v.over {
		return app.P().Class("status over").Body(app.Strong().Text(m.GameOver))
	}
	return app.P().Class("status").Body(
		app.Span().Class("status-label").Text(m.NowBowling),
		app.Strong().Class("current-player").DataSet("testid", "current-player").Text(v.current),
		app.Span().Class("status-frame").Text(m.FrameNumber(v.frame)),
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

func (c *Scoreboard) renderGrid(m *Messages) app.UI {
	head := make([]app.UI, 0, domain.Frames+2)
	head = append(head, app.Th().Scope("col").Class("name").Text(m.PlayerHeader))
	for f := 1; f <= domain.Frames; f++ {
		head = append(head, app.Th().Scope("col").Class("frame-head").Body(
			app.Span().Aria("hidden", true).Text(strconv.Itoa(f)),
			app.Span().Class("visually-hidden").Text(m.FrameHeader(f)),
		))
	}
	head = append(head, app.Th().Scope("col").Class("total").Text(m.TotalHeader))
	rows := make([]app.UI, len(c.view.rows))
	for i := range c.view.rows {
		r := c.view.rows[i] // a fresh component each render; go-app keeps the mounted one
		rows[i] = &r
	}
	return app.Table().Class("grid").Body(
		app.Caption().Class("visually-hidden").Text(m.GridCaption),
		app.THead().Body(app.Tr().Body(head...)),
		app.TBody().Body(rows...),
	)
}

func (c *Scoreboard) renderPad() []app.UI {
	buttons := make([]app.UI, len(c.view.pad))
	for i := range c.view.pad {
		b := c.view.pad[i]
		buttons[i] = &b
	}
	return buttons
}

func (c *Scoreboard) renderGameOver(m *Messages) app.UI {
	v := &c.view
	if !v.over {
		return nil
	}
	scores := make([]app.UI, len(v.finalScores))
	for i, s := range v.finalScores {
		scores[i] = app.Li().Text(s)
	}
	return app.Section().
		Class("game-over").
		DataSet("testid", "game-over").
		Aria("labelledby", "game-over-heading").
		Body(
			app.H2().ID("game-over-heading").Class("result").Text(v.result),
			app.H3().Class("visually-hidden").Text(m.FinalScores),
			app.Ol().Class("final-scores").Body(scores...),
			app.Button().
				Type("button").
				Class("button primary").
				DataSet("testid", "rematch").
				OnClick(c.onRematch).
				Text(m.Rematch),
		)
}
