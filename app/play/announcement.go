package play

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	html "tenpin/app/markup"
	"tenpin/domain"
)

// Announcements: what a screen reader says after each change, read from a polite live
// region. A ball is described with the split it left, what stands and every total it
// determined; a correction with what the ball is now (package entry); a start and an undo name whose turn
// it is (Begin, Undo).

// announceBall describes the ball just thrown, the split it left, what is left, and every
// total it determined, in m's words; before is the thrower's card before it, t the turn
// after it in g.
func announceBall(m *Messages, g *domain.Game, before domain.Card, t domain.Turn) string {
	last, ok := g.Last()
	if !ok {
		return ""
	}
	name := g.Name(last.Player)
	parts := []string{m.Ball(name, last.Frame, last.Mark, last.Pins)}
	if last.Split {
		parts = append(parts, m.SplitLeft.Say(last.Left.String()))
	}
	after, _ := g.Card(last.Player)
	for i, f := range after.Frames {
		if f.Determined && !before.Frames[i].Determined {
			parts = append(parts, m.FrameTotal.Say(name, f.Number, f.Total))
		}
	}
	switch {
	case t.Over:
		parts = append(parts, m.GameOver+".", result(m, g))
	case t.Player == last.Player && t.Frame == last.Frame:
		parts = append(parts, m.Standing(t.Standing))
	default:
		parts = append(parts, m.NextUp.Say(g.Name(t.Player), t.Frame))
	}
	return strings.Join(parts, " ")
}

// announceUndo says what Undo took back (change, read before it) and whose turn it is now.
func announceUndo(m *Messages, g *domain.Game, change domain.Change, t domain.Turn) string {
	if change.Correction {
		b := change.Ball
		return m.CorrectionUndone.Say(g.Name(b.Player), b.Frame, b.Number) + " " + m.NextUp.Say(g.Name(t.Player), t.Frame)
	}
	return m.Undone.Say(g.Name(t.Player), t.Frame)
}

// RenderAnnouncement is the live region, saying text. It is always in the page, so that a
// change of its text is read out.
func RenderAnnouncement(text string) app.UI {
	return html.ElText("div", text, "class", "visually-hidden", "role", "status", "aria-live", "polite",
		"data-testid", "announcement")
}
