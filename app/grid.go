package app

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

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

// classState is a state class and whether it applies.
type classState struct {
	name string
	on   bool
}

// is names a state class that applies when on holds.
func is(name string, on bool) classState { return classState{name, on} }

// classes joins a base class with the state classes that apply:
// classes("frame", is("current", true), is("tenth", false)) is "frame current".
func classes(base string, states ...classState) string {
	s := base
	for _, st := range states {
		if st.on {
			s += " " + st.name
		}
	}
	return s
}
