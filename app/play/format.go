package play

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	html "tenpin/app/markup"
)

// Formats (formats.md): a game, series or match may be bowled in N-pin no-tap, in 3-6-9, or
// both, and a league match in Scotch doubles lines. The domain holds every rule of them
// (domain.Format, domain.ScotchGame); this file is what the lanes make of them: the grid's
// heading (the choice on setup is the league settings', package setup's Settings);
// the format's name, which the heading, the sheets, history and the picture write, is
// i18n.FormatName. The grid draws a strike 3-6-9
// gives as given (board.Cell); the pad and the deck offer what the domain takes, so they need
// nothing of their own: a pad button the domain would write X is labelled a strike
// (board.PadButtons).

// renderFormatLine is the grid's heading on the lanes: the format's name and, in no-tap,
// what makes a strike; nothing for the standard game.
func renderFormatLine(name, hint string) app.UI {
	if name == "" {
		return nil
	}
	return html.Tag("p", "class", "format-line", "data-testid", "format").Body(
		html.ElText("strong", name, "class", "format-name"),
		html.ElText("span", hint, "class", "format-hint"),
	)
}

// gridLabel names the grid of a game in the format named name ("" for the standard game).
//
//go:noinline
func gridLabel(m *Messages, name string) string {
	if name == "" {
		return m.GridCaption
	}
	return m.GridCaption + " · " + name
}
