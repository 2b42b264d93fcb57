package play

import (
	"cmp"
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	html "tenpin/app/markup"
	"tenpin/domain"
)

// Render draws the game screen: whose turn it is, the alert, a match's team panel, the
// format's line, the grid, the game-over panel once the game is over, the entry area with the
// game's buttons, and the correction dialog. Elements that come and go sit inside wrappers
// that are always there, so that go-app updates the pad and the grid in place and the focus
// stays where it was.
func (l *Game) Render(m *Messages) app.UI {
	v := &l.view
	status := l.Panel.RenderStatus(m, v.Over, v.Frame) // a game of team lines: the bowler and team
	if status == nil {
		status = renderStatus(m, v, l.Host.Series())
	}
	return html.Tag("section", "class", "game").Body(
		status,
		html.Tag("div", "class", "alerts").Body(RenderAlert(m, l.alert)),
		html.Tag("div", "class", "team-panel-slot").Body(l.Panel.Render(m)),
		renderFormatLine(v.Format, v.FormatHint),
		l.Panel.RenderGrid(v.Rows, m, gridLabel(m, v.Format)),
		html.Tag("div", "class", "game-over-slot").Body(l.renderGameOver(m)),
		html.Tag("div", "class", "controls").Body(
			l.Entry.Render(m),
			&gameActions{Msg: m, CanUndo: v.CanUndo, Hint: l.Entry.KeyboardHint(m), TVSaid: l.TV.Said(m), lane: l},
		),
		html.Tag("div", "class", "correction-slot").Body(l.Fix.Render(m)),
	)
}

// gameActions is the row of the game's buttons under the entry area (Undo, New game, the TV)
// and the keys' line. It is a component of its own only so that go-app skips it on every
// update that changes none of its props, as most balls do. lane is not a prop: the mounted one
// keeps the first's, which never changes.
type gameActions struct {
	_ noCompare
	app.Compo

	Msg     *Messages
	CanUndo bool
	Hint    string // the keys' line for the entry mode shown
	TVSaid  string // what the TV button's last press did
	lane    *Game
}

func (a *gameActions) Render() app.UI {
	l, m := a.lane, a.Msg
	return html.Tag("div", "class", "game-actions").Body(
		html.Button("button", "undo", m.Undo, l.onUndo, "disabled", html.When(!a.CanUndo, "true")),
		NewGameButton(m, l.onNewGame),
		l.TV.Render(m),
		html.ElText("p", a.Hint, "class", "keyboard-hint"),
	)
}

// noCompare, as a field, makes a struct not comparable, so the compiler writes no equality
// function for it.
type noCompare [0]func()

// renderStatus says whose turn it is in v, and which game of series s, or that the game is
// over.
func renderStatus(m *Messages, v *View, s Series) app.UI {
	if v.Over {
		return html.Tag("p", "class", "status over").Body(html.ElText("strong", m.GameOver))
	}
	var series app.UI
	if s.Of > 1 {
		series = html.ElText("span", m.GameOfSeries.Say(s.Game, s.Of), "class", "status-series")
	}
	return html.Tag("p", "class", "status").Body(
		html.ElText("span", m.NowBowling, "class", "status-label"),
		html.ElText("strong", v.Current, "class", "current-player", "data-testid", "current-player"),
		html.ElText("span", m.FrameNumber.Say(v.Frame), "class", "status-frame"),
		series,
	)
}

// RenderAlert shows alert, if any, as the page's alert.
func RenderAlert(m *Messages, alert i18n.Say) app.UI {
	if alert == nil {
		return nil
	}
	return html.ElText("p", alert.In(m), "class", "alert", "role", "alert")
}

// NewGameButton leaves the game for setup (h); the game stays saved until a new one starts.
//
//go:noinline
func NewGameButton(m *Messages, h app.EventHandler) app.UI {
	return html.Button("button", "new-game", m.NewGame, h)
}

// The end of a game: the winner or the tie, the final scores, and what comes next (the
// Host's AfterGame: the next game of the series, or a rematch; the series sheet, print and
// share).

// result names the winner of g, or the players who tie, once the game is over.
func result(m *Messages, g *domain.Game) string {
	winners := g.Winners()
	if len(winners) == 0 {
		return ""
	}
	score, _ := g.Score(winners[0])
	if len(winners) == 1 {
		return m.Winner.Say(g.Name(winners[0]), score)
	}
	names := make([]string, len(winners))
	for i, p := range winners {
		names[i] = g.Name(p)
	}
	return m.Tie(names, score)
}

// finalScores lists the players from the highest score down (ties in turn order).
func finalScores(cards []domain.Card) []string {
	order := make([]int, len(cards))
	for i := range order {
		order[i] = i
	}
	// Highest first; a tie keeps the turn order (the players' indices break it), as a stable
	// sort would, through the one instance of the sort that the domain's sorts use too.
	slices.SortFunc(order, func(a, b int) int { return cmp.Or(cmp.Compare(cards[b].Total, cards[a].Total), cmp.Compare(a, b)) })
	out := make([]string, len(cards))
	for i, p := range order {
		out[i] = cards[p].Name + " " + html.Itoa(cards[p].Total)
	}
	return out
}

func (l *Game) renderGameOver(m *Messages) app.UI {
	if !l.view.Over {
		return nil
	}
	return l.renderGameOverPanel(m)
}

// renderGameOverPanel draws the panel of a game that is over. It is a function of its own
// because V8 compiles a wasm function whole on its first call, and a game's start calls
// renderGameOver while the game goes on.
func (l *Game) renderGameOverPanel(m *Messages) app.UI {
	v := &l.view
	scores := make([]app.UI, len(v.FinalScores))
	for i, s := range v.FinalScores {
		scores[i] = html.ElText("li", s)
	}
	return html.Tag("section", "class", "game-over", "data-testid", "game-over", "aria-labelledby", "game-over-heading").
		Body(append([]app.UI{
			html.ElText("h2", v.Result, "id", "game-over-heading", "class", "result"),
			html.ElText("h3", m.FinalScores, "class", "visually-hidden"),
			html.Tag("ol", "class", "final-scores").Body(scores...),
		}, l.Host.AfterGame(m)...)...)
}
