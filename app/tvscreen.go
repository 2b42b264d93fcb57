package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/tv"
	"tenpin/domain"
)

// The TV view on the lanes (web.md "The TV view"): #tv shows the game or match on this device
// for an overhead screen, drawn by package tv from what the root already holds. It is a
// screen of the same page, so a window of it follows the tablet as any other window does
// (windows.go: the storage event, then the same derivation the game screen uses); a reload
// restores it from local storage like the game. It has no controls: keys do nothing there
// and nothing takes the focus (play.Host's OnTV).
//
// The TV button on the game screen, which puts the view on a second display, is package
// tv's Link: the game on the lanes holds it and draws it with the game's buttons (package
// play); the Scoreboard resumes a cast after a reload (shell.go) and has it send every save
// to a cast display (Commit, autosave.go).

// screenTV is the TV view.
const screenTV screen = tv.Fragment

// renderTV draws the TV view of the game on the lanes.
func (c *Scoreboard) renderTV(m *Messages) app.UI {
	g, _ := c.play.Current()
	l := tv.Lanes{Game: g}
	if g != nil {
		v := c.play.View()
		l.Heading, l.Result = v.Format, v.Result
		if p := &c.play.Panel; p.TeamLines() {
			l.Lines = []string{p.Match().Teams[0].Name, p.Match().Teams[1].Name}
			l.Bowlers, l.Up, l.UpTeam = p.Bowlers(), p.Turn().Bowler, p.Turn().Team
		}
		if s := c.night.series; s != nil {
			l.Series, l.Number, l.Records = &s.Series, s.Game, s.Records
			if sh, err := domain.SheetOf(s.Records); err == nil && sh.Complete && s.Series.Games > 1 && s.Match == nil {
				l.SeriesResult = i18n.SeriesResult(sh, m)
			}
		}
		if p := &c.play.Panel; p.Match() != nil {
			l.Match, l.Live = p.Match(), p.Live()
		}
	}
	return app.Raw(tv.Render(l, m))
}

// followLanguage takes the language another window chose: the TV speaks the tablet's.
func (c *Scoreboard) followLanguage() {
	if s := c.autosave.store; s != nil {
		if tag, ok, _ := s.Load(languageKey); ok && tag != c.Messages().Lang {
			c.setLanguage(tag)
		}
	}
}
