package app

import (
	"errors"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	html "tenpin/app/markup"
	"tenpin/domain"
)

// The setup screen: who is bowling, in turn order, each with a name the domain accepts. Each
// player is an entry with its own field (namefield.go); Start hands the names to
// domain.NewGame.

// setupForm is the setup screen's players, in turn order, as typed. It reaches the page
// only to move the focus once a field comes or goes (page).
type setupForm struct {
	entries []entry   // the players on the setup screen, in turn order
	pair    pairShown // the lane card the players came from (pairlink.go)
	nextID  int       // the identity of the next entry
	page    page
	teams   teamForm // with "Bowl as two teams" on, the two teams of a match (teamsetup.go)
}

// setNames fills the setup screen with names (from a game, or one empty player). It is not
// inlined: players, inlined in turn at each of its places, would carry a copy of it.
//
//go:noinline
func (f *setupForm) setNames(names []string) {
	f.entries = f.entries[:0]
	for _, n := range names {
		f.nextID++
		f.entries = append(f.entries, entry{id: f.nextID, seed: n, name: n})
	}
}

// players returns the setup screen's players, one empty player on a fresh screen.
//
//go:noinline
func (f *setupForm) players() []entry {
	if len(f.entries) == 0 {
		f.setNames([]string{""})
	}
	return f.entries
}

// names returns the names as entered.
func (f *setupForm) names() []string {
	names := make([]string, len(f.players()))
	for i, e := range f.entries {
		names[i] = e.name
	}
	return names
}

func (f *setupForm) setName(i int, text string) {
	if i < 0 || i >= len(f.players()) {
		return
	}
	if shown, err := domain.ParseName(text); err == nil {
		text = shown
	}
	f.entries[i].name, f.entries[i].touched = text, true
}

//go:noinline
func (f *setupForm) addPlayer() {
	f.players()
	f.nextID++
	f.entries = append(f.entries, entry{id: f.nextID})
}

func (f *setupForm) removePlayer(i int) {
	if len(f.players()) <= 1 || i < 0 || i >= len(f.entries) {
		return
	}
	f.entries = append(f.entries[:i], f.entries[i+1:]...)
}

// keepSetup makes what the setup screen holds what its fields start with when they come back
// (after Start, New game, another screen): its fields are dismounted while they are away, and
// a field mounted with an older seed would show other lineups and settings than Start takes
// (issue #35).
func keepSetup(f *setupForm, l *leagueForm) {
	f.keep()
	f.teams.keep()
	l.keep()
}

// touchAll shows every field's problem, as a refused Start does.
func (f *setupForm) touchAll() {
	for i := range f.entries {
		f.entries[i].touched = true
	}
}

// keep makes what was typed what the fields start with when they come back (show, night.go).
//
//go:noinline
func (f *setupForm) keep() {
	for i := range f.entries {
		f.entries[i].seed, f.entries[i].averageSeed = f.entries[i].name, f.entries[i].average
	}
}

// problemOf says why player i's name is refused: the domain's reason, or that an earlier
// player has the name (history tells bowlers apart by name).
func (f *setupForm) problemOf(i int, m *Messages) string {
	e := f.entries[i]
	if p := e.problem(m); p != "" || !e.valid() {
		return p
	}
	for _, o := range f.entries[:i] {
		if o.valid() && o.name == e.name {
			return m.NameTaken.Say(e.name)
		}
	}
	return ""
}

func (f *setupForm) handleName(ctx app.Context, a app.Action) {
	if in, ok := a.Value.(nameInput); ok {
		f.setName(in.Index, in.Text)
	}
}

func (f *setupForm) handleAverage(ctx app.Context, a app.Action) {
	if in, ok := a.Value.(averageInput); ok && in.Index >= 0 && in.Index < len(f.entries) {
		f.entries[in.Index].average = in.Text
	}
}

func (f *setupForm) handleRemove(ctx app.Context, a app.Action) {
	if i, ok := a.Value.(int); ok {
		f.removePlayer(i)
		f.page.later(ctx, func(app.Context) { browser.KeepFocus("#" + nameFieldID(min(i, len(f.entries)-1))) })
	}
}

func (f *setupForm) onAddPlayer(ctx app.Context, e app.Event) {
	f.addPlayer()
	f.page.later(ctx, func(app.Context) { browser.Focus("#" + nameFieldID(len(f.entries)-1)) })
}

// renderFields draws a name field for each player.
func (f *setupForm) renderFields(m *Messages) []app.UI {
	players := f.players()
	fields := make([]app.UI, len(players))
	for i, e := range players {
		fields[i] = &nameField{
			ID:          e.id,
			Index:       i,
			Value:       e.seed,
			Label:       m.PlayerLabel.Say(i + 1),
			Placeholder: m.NamePlaceholder,
			Problem:     f.problemOf(i, m),
			RemoveLabel: m.RemovePlayer.Say(i + 1),
			RemoveText:  m.RemoveText,
			CanRemove:   len(players) > 1,
		}
	}
	return fields
}

// canStart reports whether every name is valid and the series, or the match, can be planned.
func (c *Scoreboard) canStart() bool {
	if c.setup.teams.on {
		_, _, ok := planMatch(&c.night.league, &c.setup.teams, c.messages())
		return ok
	}
	_, ok := c.night.league.plan(c.setup.players(), c.messages())
	return ok
}

// startBlocked says, under Start, what it waits for: the names or, once every name is right,
// the series settings and the averages (a handicap's average still to come from history, or
// one history does not have). A league match says what it waits for in its own words.
func (c *Scoreboard) startBlocked(m *Messages) string {
	if c.setup.teams.on {
		return m.StartBlockedTeams
	}
	if _, err := domain.NewSeries(1, domain.KeepOrder, c.setup.names()...); err == nil {
		return m.StartBlockedSettings
	}
	return m.StartBlocked
}

// start begins a series, and its first game, for the players and league settings on the
// setup screen (begin is in play.go, startSeries in series.go).
func (c *Scoreboard) start() bool {
	var s domain.Series
	var match *domain.Match
	ok := false
	if t := &c.setup.teams; t.on {
		var m domain.Match
		s, m, ok = planMatch(&c.night.league, t, c.messages())
		t.tried, match = !ok, &m
	} else {
		s, ok = c.night.league.plan(c.setup.players(), c.messages())
		if p := pairOf(&c.setup); ok && p.Tournament != "" {
			s.ID = p.seriesID() // its records name the pair (or finals game) they are filed under
		}
	}
	if !ok {
		c.setup.touchAll()
		return false
	}
	remembered := s // the league settings to remember: a match's handicap is its league's
	if match != nil {
		remembered.Handicap = match.League.Handicap
	}
	if errors.Is(c.night.saveLeague(remembered), browser.ErrStale) {
		c.alert = func(m *Messages) string { return m.LeagueChangedElsewhere } // the form now shows the stored settings
		return false
	}
	c.alert = nil
	if match != nil {
		c.setup.teams.save(c.autosave.store, *match)
	}
	keepSetup(&c.setup, &c.night.league)
	return c.night.startSeries(s, match)
}

func (c *Scoreboard) onStart(ctx app.Context, e app.Event) {
	e.PreventDefault() // the setup form must not submit the page
	if c.start() {
		c.settle(ctx)
	}
}

func (c *Scoreboard) renderSetup(m *Messages) app.UI {
	var notice app.UI
	switch {
	case c.autosave.restoreFailed:
		var status app.UI
		if s := c.autosave.backupStatus; s != nil {
			status = html.ElText("p", s.in(m), "role", "status")
		}
		notice = html.Tag("div", "class", "notice").Body(
			html.ElText("p", m.RestoreFailed, "role", "alert"),
			html.Tag("div", "class", "notice-actions").Body(
				html.Button("button", "download-backup", m.DownloadBackup, c.autosave.onDownloadBackup),
				c.newGameButton(m),
			),
			status,
		)
	case c.alert != nil:
		notice = html.ElText("p", c.alert.in(m), "class", "alert", "role", "alert")
	}
	ready := c.canStart()
	var blocked, resume app.UI
	if !ready {
		blocked = html.ElText("p", c.startBlocked(m), "id", "start-blocked", "class", "hint")
	}
	if c.game != nil && !c.game.Over() {
		resume = html.Button("button", "resume-game", m.ResumeGame, c.onResume)
	}
	players, add := c.setup.players(), html.Button("button", "add-player", m.AddPlayer, c.setup.onAddPlayer)
	who := html.Tag("ol", "class", "player-fields").Body(c.setup.renderFields(m)...)
	if t := &c.setup.teams; t.on {
		l := &c.night.league
		players, add = nil, nil
		who = t.render(m, t.problems(m, l.fromHistory, l.handicap))
	}
	// A match's two team blocks want a wider form: a class, not a :has() in the stylesheet,
	// which every change of the page would match again.
	return html.Tag("section", "class", html.Classes("setup", html.Is("with-teams", c.setup.teams.on)), "aria-labelledby", "setup-heading").Body(
		html.ElText("h2", m.SetupHeading, "id", "setup-heading"),
		html.ElText("p", m.SetupHint, "class", "hint"),
		renderCardShown(&c.setup.teams, m),
		renderPairShown(&c.setup, m),
		html.Tag("div", "class", "alerts").Body(notice),
		html.Tag("form", "class", "setup-form").On("submit", c.onStart).Body(
			c.setup.teams.renderSwitch(m),
			who,
			c.night.league.render(m, players, c.night.onHandicap),
			html.Tag("div", "class", "setup-actions").Body(
				add,
				html.ElText("button", m.StartGame, "type", "submit", "class", "button primary", "data-testid", "start-game",
					"disabled", when(!ready, "true"), "aria-describedby", when(!ready, "start-blocked")),
				resume,
			),
			blocked,
		),
	)
}
