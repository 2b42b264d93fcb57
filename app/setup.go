package app

import (
	"errors"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/domain"
)

// The setup screen: who is bowling, in turn order, each with a name the domain accepts. Each
// player is an entry with its own field (namefield.go); Start hands the names to
// domain.NewGame.

// setNames fills the setup screen with names (from a game, or one empty player). It is not
// inlined: players, inlined in turn at each of its places, would carry a copy of it.
//
//go:noinline
func (c *Scoreboard) setNames(names []string) {
	c.entries = c.entries[:0]
	for _, n := range names {
		c.nextID++
		c.entries = append(c.entries, entry{id: c.nextID, seed: n, name: n})
	}
}

// players returns the setup screen's players, one empty player on a fresh screen.
func (c *Scoreboard) players() []entry {
	if len(c.entries) == 0 {
		c.setNames([]string{""})
	}
	return c.entries
}

// names returns the names as entered.
func (c *Scoreboard) names() []string {
	names := make([]string, len(c.players()))
	for i, e := range c.entries {
		names[i] = e.name
	}
	return names
}

func (c *Scoreboard) setName(i int, text string) {
	if i < 0 || i >= len(c.players()) {
		return
	}
	if shown, err := domain.ParseName(text); err == nil {
		text = shown
	}
	c.entries[i].name, c.entries[i].touched = text, true
}

func (c *Scoreboard) addPlayer() {
	c.players()
	c.nextID++
	c.entries = append(c.entries, entry{id: c.nextID})
}

func (c *Scoreboard) removePlayer(i int) {
	if len(c.players()) <= 1 || i < 0 || i >= len(c.entries) {
		return
	}
	c.entries = append(c.entries[:i], c.entries[i+1:]...)
}

// canStart reports whether every name is valid and the series can be planned.
func (c *Scoreboard) canStart() bool {
	_, ok := c.plan()
	return ok
}

// problemOf says why player i's name is refused: the domain's reason, or that an earlier
// player has the name (history tells bowlers apart by name).
func (c *Scoreboard) problemOf(i int, m *Messages) string {
	e := c.entries[i]
	if p := e.problem(m); p != "" || !e.valid() {
		return p
	}
	for _, o := range c.entries[:i] {
		if o.valid() && o.name == e.name {
			return m.NameTaken(e.name)
		}
	}
	return ""
}

// start begins a series, and its first game, for the players and league settings on the
// setup screen (begin is in play.go, startSeries in series.go).
func (c *Scoreboard) start() bool {
	s, ok := c.plan()
	if !ok {
		for i := range c.entries {
			c.entries[i].touched = true
		}
		return false
	}
	if errors.Is(c.night.saveLeague(s), browser.ErrStale) {
		c.alert = func(m *Messages) string { return m.LeagueChangedElsewhere } // the form now shows the stored settings
		return false
	}
	c.alert = nil
	return c.startSeries(s)
}

func (c *Scoreboard) handleName(ctx app.Context, a app.Action) {
	if in, ok := a.Value.(nameInput); ok {
		c.setName(in.Index, in.Text)
	}
}

func (c *Scoreboard) handleRemove(ctx app.Context, a app.Action) {
	if i, ok := a.Value.(int); ok {
		c.removePlayer(i)
		c.later(ctx, func(app.Context) { keepFocus("#" + nameFieldID(min(i, len(c.entries)-1))) })
	}
}

func (c *Scoreboard) onAddPlayer(ctx app.Context, e app.Event) {
	c.addPlayer()
	c.later(ctx, func(app.Context) { focus("#" + nameFieldID(len(c.entries)-1)) })
}

func (c *Scoreboard) onStart(ctx app.Context, e app.Event) {
	e.PreventDefault() // the setup form must not submit the page
	if c.start() {
		c.later(ctx, c.followTurn)
	}
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
			Problem:     c.problemOf(i, m),
			RemoveLabel: m.RemovePlayer(i + 1),
			RemoveText:  m.RemoveText,
			CanRemove:   len(players) > 1,
		}
	}
	var notice app.UI
	switch {
	case c.restoreFailed:
		var status app.UI
		if c.backupStatus != nil {
			status = elText("p", c.backupStatus.in(m), "role", "status")
		}
		notice = el("div", "class", "notice").Body(
			elText("p", m.RestoreFailed, "role", "alert"),
			el("div", "class", "notice-actions").Body(
				button("button", "download-backup", m.DownloadBackup, c.onDownloadBackup),
				c.newGameButton(m),
			),
			status,
		)
	case c.alert != nil:
		notice = elText("p", c.alert.in(m), "class", "alert", "role", "alert")
	}
	ready := c.canStart()
	var blocked, resume app.UI
	if !ready {
		blocked = elText("p", m.StartBlocked, "id", "start-blocked", "class", "hint")
	}
	if c.game != nil && !c.game.Over() {
		resume = button("button", "resume-game", m.ResumeGame, c.onResume)
	}
	return el("section", "class", "setup", "aria-labelledby", "setup-heading").Body(
		elText("h2", m.SetupHeading, "id", "setup-heading"),
		elText("p", m.SetupHint, "class", "hint"),
		el("div", "class", "alerts").Body(notice),
		el("form", "class", "setup-form").On("submit", c.onStart).Body(
			el("ol", "class", "player-fields").Body(fields...),
			c.renderLeague(m),
			el("div", "class", "setup-actions").Body(
				button("button", "add-player", m.AddPlayer, c.onAddPlayer),
				elText("button", m.StartGame, "type", "submit", "class", "button primary", "data-testid", "start-game",
					"disabled", when(!ready, "true"), "aria-describedby", when(!ready, "start-blocked")),
				resume,
			),
			blocked,
		),
	)
}
