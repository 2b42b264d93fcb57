package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	html "tenpin/app/markup"
	"tenpin/domain"
)

// The league settings on setup as drawn (league.go holds what they are and checks them): the
// number of games first, then the format (format.go), the order and the handicap, with each
// bowler's average field (package setup's).

// render draws the league settings: the number of games first, then the format, the order
// and the handicap, compact, under one heading; with the handicap on, the players' average
// fields (setup.Form.AverageFields). onHandicap turns the handicap on or off (the night, which
// then derives the averages from history).
func (f *leagueForm) render(m *Messages, averages []app.UI, onHandicap app.EventHandler) app.UI {
	f.ready()
	gamesProblem, basisProblem, percentProblem := f.problems(m)
	radio := func(o domain.Order, text string) app.UI {
		id := "order-" + o.String()
		return html.Tag("label", "for", id, "class", "choice").Body(
			input("type", "radio", "id", id, "name", "order", "value", o.String(), "checked", checked(f.order == o)).On("change", f.onOrder),
			html.ElText("span", text),
		)
	}
	var handicap []app.UI
	if f.handicap {
		handicap = append(handicap,
			html.NumberField("handicap-basis", m.BasisLabel, f.seed.basis, domain.MinBasis, domain.MaxBasis, basisProblem, f.onBasis),
			html.NumberField("handicap-percent", m.PercentLabel, f.seed.percent, domain.MinPercent, domain.MaxPercent, percentProblem, f.onPercent),
			html.ElText("p", m.HandicapHint, "class", "hint league-wide"),
		)
		handicap = append(handicap, averages...)
	}
	return html.Tag("div", "class", "league", "role", "group", "aria-labelledby", "league-heading").Body(
		html.ElText("h3", m.LeagueHeading, "id", "league-heading", "class", "league-heading"),
		html.NumberField("series-games", m.SeriesGamesLabel, f.seed.games, 1, domain.MaxSeriesGames, gamesProblem, f.onSeriesGames),
		f.renderFormat(m),
		html.Tag("div", "class", "order", "role", "radiogroup", "aria-labelledby", "order-label").Body(
			html.ElText("span", m.OrderLabel, "id", "order-label", "class", "field-label"),
			radio(domain.KeepOrder, m.OrderKeep),
			radio(domain.RotateOrder, m.OrderRotate),
		),
		html.Tag("label", "for", "handicap-on", "class", "choice").Body(
			input("type", "checkbox", "id", "handicap-on", "data-testid", "handicap", "checked", checked(f.handicap)).On("change", onHandicap),
			html.ElText("span", m.HandicapLabel),
		),
		html.Tag("div", "class", "handicap-fields").Body(handicap...),
	)
}
