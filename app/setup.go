package app

import (
	"errors"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	html "tenpin/app/markup"
	"tenpin/app/play"
	"tenpin/app/series"
	"tenpin/app/setup"
	"tenpin/domain"
)

// The setup screen as the Scoreboard shows it, and Start. Who is bowling, or a match's two
// teams, is package setup's form (the Scoreboard's setup); the league settings beside it are
// package setup's too, kept by the night (league.go); the notice above it, Back to the game and what Start does are the
// Scoreboard's.

// keepSetup makes what the setup screen holds what its fields start with when they come back
// (after Start, New game, another screen): its fields are dismounted while they are away, and
// a field mounted with an older seed would show other lineups and settings than Start takes
// (issue #35).
func keepSetup(f *setup.Form, l *setup.Settings) {
	f.Keep()
	l.Keep()
}

// plan makes the series, and the match of a league match, that the setup screen describes,
// or reports false when a name, a setting or an average is wrong.
func (c *Scoreboard) plan() (domain.Series, *domain.Match, bool) {
	if c.setup.Teams() {
		s, m, ok := planMatch(&c.night.league, &c.setup, c.Messages())
		return s, &m, ok
	}
	s, ok := c.night.league.Plan(&c.setup, c.Messages())
	return s, nil, ok
}

// planMatch makes the match the setup screen describes (package setup's) and the series it is
// bowled as, which keeps the match's ID and lineup in every game, and the handicap settings,
// to remember them.
func planMatch(l *setup.Settings, f *setup.Form, m *Messages) (domain.Series, domain.Match, bool) {
	match, ok := l.PlanMatch(f, m)
	if !ok {
		return domain.Series{}, domain.Match{}, false
	}
	s, err := series.OfMatch(match)
	return s, match, err == nil
}

// canStart reports whether every name is valid and the series, or the match, can be planned.
func (c *Scoreboard) canStart() bool {
	_, _, ok := c.plan()
	return ok
}

// startBlocked says, under Start, what it waits for: the names or, once every name is right,
// the series settings and the averages (a handicap's average still to come from history, or
// one history does not have). A league match says what it waits for in its own words.
func (c *Scoreboard) startBlocked(m *Messages) string {
	if c.setup.Teams() {
		return m.StartBlockedTeams
	}
	if _, err := domain.NewSeries(1, domain.KeepOrder, c.setup.Names()...); err == nil {
		return m.StartBlockedSettings
	}
	return m.StartBlocked
}

// start begins a series, and its first game, for the players and league settings on the
// setup screen (begin is play.Game.Begin, startSeries in series.go).
func (c *Scoreboard) start() bool {
	s, match, ok := c.plan()
	c.setup.Tried(ok)
	if !ok {
		return false
	}
	if id := c.setup.SeriesID(); id != "" {
		s.ID = id // its records name the pair (or finals game) they are filed under
	}
	remembered := s // the league settings to remember: a match's handicap is its league's
	if match != nil {
		remembered.Handicap = match.League.Handicap
	}
	if errors.Is(c.night.saveLeague(remembered), browser.ErrStale) {
		c.play.AlertWith(func(m *Messages) string { return m.LeagueChangedElsewhere }) // the form now shows the stored settings
		return false
	}
	c.play.AlertWith(nil)
	if match != nil {
		c.setup.SaveTeams(c.autosave.store, *match)
	}
	keepSetup(&c.setup, &c.night.league)
	return c.night.startSeries(s, match)
}

// handleStart takes the setup form's setup.ActionStart.
func (c *Scoreboard) handleStart(ctx app.Context, a app.Action) {
	if c.start() {
		c.play.Settle(ctx)
	}
}

func (c *Scoreboard) renderSetup(m *Messages) app.UI {
	var notice app.UI
	switch {
	case c.autosave.restoreFailed:
		var status app.UI
		if s := c.autosave.backupStatus; s != nil {
			status = html.ElText("p", s.In(m), "role", "status")
		}
		notice = html.Tag("div", "class", "notice").Body(
			html.ElText("p", m.RestoreFailed, "role", "alert"),
			html.Tag("div", "class", "notice-actions").Body(
				html.Button("button", "download-backup", m.DownloadBackup, c.autosave.onDownloadBackup),
				play.NewGameButton(m, c.onNewGame),
			),
			status,
		)
	case c.play.Alert() != nil:
		notice = play.RenderAlert(m, c.play.Alert())
	}
	var blocked string
	if !c.canStart() {
		blocked = c.startBlocked(m)
	}
	var resume app.UI
	if c.play.InProgress() {
		resume = html.Button("button", "resume-game", m.ResumeGame, c.play.OnResume)
	}
	l := &c.night.league
	averages := l.League()
	return c.setup.Render(m, setup.Parts{Notice: notice, Resume: resume, Blocked: blocked, League: averages,
		Settings: l.Render(m, c.setup.AverageFields(m, averages), c.night.onHandicap)})
}
