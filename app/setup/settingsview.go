package setup

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The league settings as drawn (settings.go holds what they are and checks them): the number
// of games first, then the format, the order and the handicap, with each bowler's average
// field (average.go) under it.

// noTaps are the no-tap choices: off, then 7, 8 and 9 pins.
var noTaps = [...]int{0, 7, 8, 9}

// Render draws the league settings: the number of games first, then the format, the order
// and the handicap, compact, under one heading; with the handicap on, the players' average
// fields (Form.AverageFields). onHandicap turns the handicap on or off (SetHandicap: the
// night's, which then derives the averages from history).
func (s *Settings) Render(m *i18n.Messages, averages []app.UI, onHandicap app.EventHandler) app.UI {
	s.ready()
	gamesProblem, basisProblem, percentProblem := s.Problems(m)
	radio := func(o domain.Order, text string) app.UI {
		id := "order-" + o.String()
		return markup.Tag("label", "for", id, "class", "choice").Body(
			markup.Input("type", "radio", "id", id, "name", "order", "value", o.String(), "checked", markup.Checked(s.Order == o)).On("change", s.onOrder),
			markup.ElText("span", text),
		)
	}
	var handicap []app.UI
	if s.Handicap {
		handicap = append(handicap,
			markup.NumberField("handicap-basis", m.BasisLabel, s.seed.basis, domain.MinBasis, domain.MaxBasis, basisProblem, s.onBasis),
			markup.NumberField("handicap-percent", m.PercentLabel, s.seed.percent, domain.MinPercent, domain.MaxPercent, percentProblem, s.onPercent),
			markup.ElText("p", m.HandicapHint, "class", "hint league-wide"),
		)
		handicap = append(handicap, averages...)
	}
	return markup.Tag("div", "class", "league", "role", "group", "aria-labelledby", "league-heading").Body(
		markup.ElText("h3", m.LeagueHeading, "id", "league-heading", "class", "league-heading"),
		markup.NumberField("series-games", m.SeriesGamesLabel, s.seed.games, 1, domain.MaxSeriesGames, gamesProblem, s.onSeriesGames),
		s.renderFormat(m),
		markup.Tag("div", "class", "order", "role", "radiogroup", "aria-labelledby", "order-label").Body(
			markup.ElText("span", m.OrderLabel, "id", "order-label", "class", "field-label"),
			radio(domain.KeepOrder, m.OrderKeep),
			radio(domain.RotateOrder, m.OrderRotate),
		),
		markup.Tag("label", "for", "handicap-on", "class", "choice").Body(
			markup.Input("type", "checkbox", "id", "handicap-on", "data-testid", "handicap", "checked", markup.Checked(s.Handicap)).On("change", onHandicap),
			markup.ElText("span", m.HandicapLabel),
		),
		markup.Tag("div", "class", "handicap-fields").Body(handicap...),
	)
}

// renderFormat draws the format's settings (formats.md): the no-tap choice (off, 7, 8 or 9
// pins), with what makes a strike once it is on, and the 3-6-9 switch.
func (s *Settings) renderFormat(m *i18n.Messages) app.UI {
	fm := &m.Formats
	options := make([]app.UI, len(noTaps))
	for i, n := range noTaps {
		text := fm.NoTapOff
		if n != 0 {
			text = fm.NoTapName.Say(n)
		}
		options[i] = markup.ElText("option", text, "value", markup.Itoa(n), "selected", markup.Checked(s.NoTap == n))
	}
	var hint app.UI
	if s.NoTap != 0 {
		hint = markup.ElText("p", fm.NoTapHint.Say(s.NoTap), "id", "no-tap-hint", "class", "field-note")
	}
	return markup.Tag("div", "class", "format-fields", "role", "group", "aria-labelledby", "format-label").On("change", s.onFormat).Body(
		markup.ElText("span", fm.Legend, "id", "format-label", "class", "format-legend"),
		markup.Tag("div", "class", "number-field").Body(
			markup.ElText("label", fm.NoTap, "for", "no-tap", "class", "field-label"),
			markup.Tag("select", "id", "no-tap", "class", "choice-select", "data-testid", "no-tap",
				"aria-describedby", markup.When(s.NoTap != 0, "no-tap-hint")).Body(options...),
			markup.Tag("div", "class", "field-problem-slot").Body(hint),
		),
		markup.Tag("label", "for", "three-six-nine", "class", "choice").Body(
			markup.Input("type", "checkbox", "id", "three-six-nine", "data-testid", "three-six-nine",
				"checked", markup.Checked(s.ThreeSixNine)),
			markup.ElText("span", fm.ThreeSix),
		),
	)
}

// SetHandicap takes the handicap switch's change, for the night's handler (Render's
// onHandicap), which then derives the averages from history.
func (s *Settings) SetHandicap(ctx app.Context) {
	s.Handicap = ctx.JSSrc().Get("checked").Bool()
}

// Handlers of the fields.

func (s *Settings) onSeriesGames(ctx app.Context, e app.Event) {
	s.Games = ctx.JSSrc().Get("value").String()
}

func (s *Settings) onOrder(ctx app.Context, e app.Event) {
	s.Order = domain.KeepOrder
	if ctx.JSSrc().Get("value").String() == domain.RotateOrder.String() {
		s.Order = domain.RotateOrder
	}
}

func (s *Settings) onBasis(ctx app.Context, e app.Event) {
	s.Basis = ctx.JSSrc().Get("value").String()
}

func (s *Settings) onPercent(ctx app.Context, e app.Event) {
	s.Percent = ctx.JSSrc().Get("value").String()
}

// onFormat takes a change of the format's settings: the no-tap chosen (the choice offers
// only what the domain takes) or the 3-6-9 switch. One handler on the group, which reads
// which control changed, costs the wasm less than one on each.
func (s *Settings) onFormat(ctx app.Context, e app.Event) {
	t := e.Get("target")
	if t.Get("id").String() == "three-six-nine" {
		s.ThreeSixNine = t.Get("checked").Bool()
		return
	}
	if n, ok := markup.Number(t.Get("value").String(), 0, 9); ok && (domain.Format{NoTap: n}).Check() == nil {
		s.NoTap = n
	}
}
