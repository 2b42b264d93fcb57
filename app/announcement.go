package app

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// Announcements: what a screen reader says after each change, read from a polite live
// region. A ball is described with what it left and every total it determined; a start and
// an undo name whose turn it is (play.go).

// announceBall describes the ball just thrown, what is left, and every total it determined.
func (c *Scoreboard) announceBall(before domain.Card) string {
	m, g := c.messages(), c.game
	last, ok := g.Last()
	if !ok {
		return ""
	}
	name := g.Name(last.Player)
	parts := []string{m.Ball(name, last.Frame, last.Mark, last.Pins)}
	after, _ := g.Card(last.Player)
	for i, f := range after.Frames {
		if f.Determined && !before.Frames[i].Determined {
			parts = append(parts, m.FrameTotal(name, f.Number, f.Total))
		}
	}
	switch {
	case g.Over():
		parts = append(parts, m.GameOver+".", c.result())
	case g.Current() == last.Player && g.Frame() == last.Frame:
		parts = append(parts, m.Standing(g.PinsStanding()))
	default:
		parts = append(parts, m.NextUp(g.Name(g.Current()), g.Frame()))
	}
	return strings.Join(parts, " ")
}

// renderAnnouncement is the live region. It is always in the page, so that a change of its
// text is read out.
func (c *Scoreboard) renderAnnouncement() app.UI {
	return app.Div().
		Class("visually-hidden").
		Role("status").
		Aria("live", "polite").
		DataSet("testid", "announcement").
		Text(c.announcement)
}
