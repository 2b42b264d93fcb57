package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	html "tenpin/app/markup"
	"tenpin/domain"
)

// Formats (formats.md): a game, series or match may be bowled in N-pin no-tap, in 3-6-9, or
// both, and a league match in Scotch doubles lines. The domain holds every rule of them
// (domain.Format, domain.ScotchGame); this file is what the screens make of them: the choice
// on setup (kept with the league settings, leagueForm), and the grid's heading on the lanes;
// the format's name, which the heading, the sheets, history and the picture write, is
// i18n.FormatName. The grid draws a strike 3-6-9
// gives as given (board.Cell); the pad and the deck offer what the domain takes, so they need
// nothing of their own: a pad button the domain would write X is labelled a strike
// (board.PadButtons).

// noTaps are the no-tap choices on setup: off, then 7, 8 and 9 pins.
var noTaps = [...]int{0, 7, 8, 9}

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

// format is the format the setup screen's choice describes.
func (f *leagueForm) format() domain.Format {
	return domain.Format{NoTap: f.noTap, ThreeSixNine: f.threeSixNine}
}

// renderFormat draws the format's settings on setup: the no-tap choice (off, 7, 8 or 9 pins),
// with what makes a strike once it is on, and the 3-6-9 switch.
func (f *leagueForm) renderFormat(m *Messages) app.UI {
	fm := &m.Formats
	options := make([]app.UI, len(noTaps))
	for i, n := range noTaps {
		text := fm.NoTapOff
		if n != 0 {
			text = fm.NoTapName.Say(n)
		}
		options[i] = html.ElText("option", text, "value", html.Itoa(n), "selected", checked(f.noTap == n))
	}
	var hint app.UI
	if f.noTap != 0 {
		hint = html.ElText("p", fm.NoTapHint.Say(f.noTap), "id", "no-tap-hint", "class", "field-note")
	}
	return html.Tag("div", "class", "format-fields", "role", "group", "aria-labelledby", "format-label").On("change", f.onFormat).Body(
		html.ElText("span", fm.Legend, "id", "format-label", "class", "format-legend"),
		html.Tag("div", "class", "number-field").Body(
			html.ElText("label", fm.NoTap, "for", "no-tap", "class", "field-label"),
			html.Tag("select", "id", "no-tap", "class", "choice-select", "data-testid", "no-tap",
				"aria-describedby", when(f.noTap != 0, "no-tap-hint")).Body(options...),
			html.Tag("div", "class", "field-problem-slot").Body(hint),
		),
		html.Tag("label", "for", "three-six-nine", "class", "choice").Body(
			input("type", "checkbox", "id", "three-six-nine", "data-testid", "three-six-nine",
				"checked", checked(f.threeSixNine)),
			html.ElText("span", fm.ThreeSix),
		),
	)
}

// onFormat takes a change of the format's settings: the no-tap chosen (the choice offers
// only what the domain takes) or the 3-6-9 switch. One handler on the group, which reads
// which control changed, costs the wasm less than one on each.
func (f *leagueForm) onFormat(ctx app.Context, e app.Event) {
	t := e.Get("target")
	if t.Get("id").String() == "three-six-nine" {
		f.threeSixNine = t.Get("checked").Bool()
		return
	}
	if n, ok := html.Number(t.Get("value").String(), 0, 9); ok && (domain.Format{NoTap: n}).Check() == nil {
		f.noTap = n
	}
}
