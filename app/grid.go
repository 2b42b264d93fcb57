package app

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// The frame grid: one row per player, ten frame cells and a total, like a printed
// scoresheet. Its rows are derived from the domain's cards after every change, only those of
// the players the change touched (gridRows).

// gridRows derives the grid's rows from g into rows, the rows derived before. Only the rows
// of the players in changed are derived again; with none given, or when rows does not hold
// one row per player, all are. A 30-player grid thus costs one or two cards per ball, not
// thirty. The rows written are rows' own, which the caller replaces with the result.
func gridRows(g *domain.Game, rows []playerRow, changed []int) []playerRow {
	if len(changed) == 0 || len(rows) != g.Players() {
		rows = make([]playerRow, g.Players())
		changed = make([]int, g.Players())
		for p := range changed {
			changed[p] = p
		}
	}
	cur, frame, over := g.Current(), g.Frame(), g.Over()
	winner := make(map[int]bool)
	for _, p := range g.Winners() {
		winner[p] = true
	}
	for _, p := range changed {
		card, err := g.Card(p)
		if err != nil {
			continue
		}
		r := playerRow{Player: p, Name: card.Name, Total: card.Total, Current: !over && p == cur, Winner: winner[p]}
		for i, f := range card.Frames {
			r.Frames[i] = newFrameView(f, r.Current && f.Number == frame)
		}
		rows[p] = r
	}
	return rows
}

// renderGrid draws the rows as a table inside its own scrolling region, so that with many
// players the grid scrolls and the pad stays in reach.
func renderGrid(rows []playerRow, m *Messages) app.UI {
	head := make([]app.UI, 0, domain.Frames+2)
	head = append(head, app.Th().Scope("col").Class("name").Text(m.PlayerHeader))
	for f := 1; f <= domain.Frames; f++ {
		head = append(head, app.Th().Scope("col").Class("frame-head").Body(
			app.Span().Aria("hidden", true).Text(strconv.Itoa(f)),
			app.Span().Class("visually-hidden").Text(m.FrameHeader(f)),
		))
	}
	head = append(head, app.Th().Scope("col").Class("total").Text(m.TotalHeader))
	body := make([]app.UI, len(rows))
	for i := range rows {
		r := rows[i] // a fresh component each render; go-app keeps the mounted one
		body[i] = &r
	}
	return app.Div().
		Class("grid-wrap").
		Role("region").
		Aria("label", m.GridCaption).
		TabIndex(0).
		Body(app.Table().Class("grid").Body(
			app.Caption().Class("visually-hidden").Text(m.GridCaption),
			app.THead().Body(app.Tr().Body(head...)),
			app.TBody().Body(body...),
		))
}

// frameView is what one frame cell of the grid shows, derived from a domain.Frame.
type frameView struct {
	Boxes      [3]string // the mark in each ball box; frames 1-9 use two, a strike sits in the second
	NBoxes     int       // 2, or 3 in frame 10
	Cumulative string    // the running total, "" until the frame is determined
	Current    bool      // the frame the current player bowls next
}

// newFrameView lays a domain frame out in boxes like a printed sheet.
func newFrameView(f domain.Frame, current bool) frameView {
	v := frameView{NBoxes: 2, Current: current}
	if f.Number == domain.Frames {
		v.NBoxes = 3
	}
	if f.Number < domain.Frames && len(f.Balls) == 1 && f.Balls[0] == "X" {
		v.Boxes[1] = f.Balls[0] // a strike is written in the right-hand box
	} else {
		copy(v.Boxes[:], f.Balls)
	}
	if f.Determined {
		v.Cumulative = strconv.Itoa(f.Total)
	}
	return v
}

// playerRow is one player's row of the grid: name, ten frames and total. Its props are data
// only, so go-app skips rendering every row whose player did not change.
type playerRow struct {
	app.Compo

	Player  int // 0-based index in turn order
	Name    string
	Frames  [domain.Frames]frameView
	Total   int
	Current bool // it is this player's turn
	Winner  bool // the game is over and this player has the top score
}

func (r *playerRow) Render() app.UI {
	cells := make([]app.UI, 0, domain.Frames+2)
	cells = append(cells, app.Th().Scope("row").Class("name").Text(r.Name))
	for i, f := range r.Frames {
		cells = append(cells, &frameCell{Player: r.Player, Frame: i + 1, View: f})
	}
	cells = append(cells, app.Td().
		Class("total").
		DataSet("testid", "total").
		DataSet("player", r.Player).
		Text(r.Total))
	return app.Tr().Class(classes("player", is("current", r.Current), is("winner", r.Winner))).Body(cells...)
}

// frameCell is one frame of one player: the ball boxes and, below, the running total. The
// marks element's text is exactly the joined marks ("8|/"): the separators are in it but
// hidden, so that tests read the marks and the boxes show them.
type frameCell struct {
	app.Compo

	Player int // 0-based
	Frame  int // 1..10
	View   frameView
}

func (f *frameCell) Render() app.UI {
	v := f.View
	marks := make([]app.UI, 0, 2*v.NBoxes)
	written := false
	for i := 0; i < v.NBoxes; i++ {
		if v.Boxes[i] != "" && written {
			marks = append(marks, app.Span().Class("sep").Aria("hidden", true).Text("|"))
		}
		written = written || v.Boxes[i] != ""
		marks = append(marks, app.Span().Class("box").Text(v.Boxes[i]))
	}
	td := app.Td().
		Class(classes("frame", is("current", v.Current), is("tenth", v.NBoxes == 3))).
		DataSet("testid", "frame").
		DataSet("player", f.Player).
		DataSet("frame", f.Frame)
	if v.Current {
		td = td.Aria("current", "true")
	}
	return td.Body(
		app.Span().Class("marks").DataSet("testid", "marks").Body(marks...),
		app.Span().Class("cumulative").DataSet("testid", "cumulative").Text(v.Cumulative),
	)
}
