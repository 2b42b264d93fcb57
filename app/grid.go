package app

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// The frame grid: one row per player, ten frame cells and a total, like a printed
// scoresheet. Its rows are derived from the domain's cards after every change, only those of
// the players the change touched (gridRows). Each ball thrown sits in a box that is a button:
// a foul is written F, the count of a ball that left a split is circled, and a tap opens the
// correction dialog for that ball (actionOpenFix, correction.go). A strike the format gives
// (3-6-9) is no ball: its box is drawn as given, and is no button. The current frame shows
// the pins still standing, when they are known.

// actionOpenFix is posted by a ball box with the ball (a ballRef) as its value.
const actionOpenFix = "tenpin.open-fix"

// ballRef names a ball thrown: player (0-based), frame (1..10), ball (1..3).
type ballRef struct {
	Player, Frame, Ball int
}

// gridRows derives the grid's rows from g into rows, the rows derived before. Only the rows
// of the players in changed are derived again; with none given, or when rows does not hold
// one row per player, all are. A 30-player grid thus costs one or two cards per ball, not
// thirty. The rows written are rows' own, which the caller replaces with the result.
// t is the game's turn, m labels the ball boxes.
func gridRows(g *domain.Game, t domain.Turn, rows []playerRow, changed []int, m *Messages) []playerRow {
	if len(changed) == 0 || len(rows) != g.Players() {
		rows = make([]playerRow, g.Players())
		changed = make([]int, g.Players())
		for p := range changed {
			changed[p] = p
		}
	}
	winner := make(map[int]bool)
	for _, p := range g.Winners() {
		winner[p] = true
	}
	for _, p := range changed {
		card, err := g.Card(p)
		if err != nil {
			continue
		}
		r := playerRow{Player: p, Name: card.Name, Total: card.Total, Current: !t.Over && p == t.Player, Winner: winner[p], Msg: m,
			Frames: new([domain.Frames]frameView)}
		for i, f := range card.Frames {
			r.Frames[i] = newFrameView(f, r.Current && f.Number == t.Frame)
		}
		if r.Current && t.PinsKnown && t.Standing > 0 && t.Standing < 10 {
			r.Leave = t.Pins
		}
		rows[p] = r
	}
	return rows
}

// recordRows derives the read-only grid of g, the game of record r: each line named as the
// record names it (its bowler, or in a game of team lines its team), and in a game of team
// lines who bowled every frame (lineBowlers).
func recordRows(r domain.Record, g *domain.Game, m *Messages) []playerRow {
	rows := gridRows(g, g.Turn(), nil, nil, m)
	names := r.LineNames()
	var bowlers [2]*[domain.Frames]string
	if mt, ok := r.Match(); ok {
		bowlers = lineBowlers(mt.League, mt.Teams, r.Series().Game-1, g)
	}
	for i := range rows {
		rows[i].Locked = true
		if i < len(names) {
			rows[i].Name = names[i]
		}
		if i < len(bowlers) {
			rows[i].Bowlers = bowlers[i]
		}
	}
	return rows
}

// renderGrid draws the rows as a table inside its own scrolling region, so that with many
// players the grid scrolls and the pad stays in reach. The region sits in an area that takes
// the room the controls leave (see .grid-area in the stylesheet).
func renderGrid(rows []playerRow, m *Messages) app.UI { return renderGridAs(rows, m, m.GridCaption) }

// renderGridAs draws a grid named label, for a page with several grids (an opened share
// link's games), whose regions must have names of their own.
func renderGridAs(rows []playerRow, m *Messages, label string) app.UI {
	body := make([]app.UI, len(rows))
	for i := range rows {
		r := rows[i] // a fresh component each render; go-app keeps the mounted one
		body[i] = &r
	}
	return gridTable(body, m, label)
}

// gridTable draws a grid of the rows in body (a match's grid has rows of its own between
// the players': absent bowlers and vacancies, teampanel.go).
func gridTable(body []app.UI, m *Messages, label string) app.UI {
	return el("div", "class", "grid-area").Body(
		el("div", "class", "grid-wrap", "role", "region", "aria-label", label, "tabindex", "0").
			Body(el("table", "class", "grid").Body(
				elText("caption", label, "class", "visually-hidden"),
				&gridHead{Msg: m},
				el("tbody").Body(body...),
			)))
}

// gridHead is the grid's column headings. It is a component of its own only so that go-app
// skips it on every update but a change of language: a tap's update otherwise built and
// compared its 33 elements before it reached the row the tap changed.
type gridHead struct {
	app.Compo

	Msg *Messages
}

func (h *gridHead) Render() app.UI {
	m := h.Msg
	head := make([]app.UI, 0, domain.Frames+2)
	head = append(head, elText("th", m.PlayerHeader, "scope", "col", "class", "name"))
	for f := 1; f <= domain.Frames; f++ {
		head = append(head, el("th", "scope", "col", "class", "frame-head").Body(
			elText("span", itoa(f), "aria-hidden", "true"),
			elText("span", m.FrameHeader.Say(f), "class", "visually-hidden"),
		))
	}
	head = append(head, elText("th", m.TotalHeader, "scope", "col", "class", "total"))
	return el("thead").Body(el("tr").Body(head...))
}

// frameView is what one frame cell of the grid shows, derived from a domain.Frame. It is
// kept small (data, not texts): every render of the grid copies each row's ten of them.
type frameView struct {
	_          noCompare
	Boxes      [3]boxView // the ball boxes; frames 1-9 use two, a strike sits in the second
	NBoxes     int8       // 2, or 3 in frame 10
	Current    bool       // the frame the current player bowls next
	Cumulative string     // the running total, "" until the frame is determined
}

// boxView is one ball box of a frame cell.
type boxView struct {
	_     noCompare
	Mark  string      // how the sheet writes it
	Ball  int8        // the ball's place in its frame, 1..3; 0 for a box with no ball yet
	Pins  int8        // the pins it scores
	Split bool        // it left a split: the count is circled
	Foul  bool        // it is a foul
	Given bool        // a strike the format gives (3-6-9): nobody threw it
	Left  domain.Pins // the split it left, when Split
}

// newFrameView lays a domain frame out in boxes like a printed sheet.
func newFrameView(f domain.Frame, current bool) frameView {
	v := frameView{NBoxes: 2, Current: current}
	if f.Number == domain.Frames {
		v.NBoxes = 3
	}
	at := 0
	if f.Number < domain.Frames && len(f.Balls) == 1 && f.Balls[0] == domain.MarkStrike {
		at = 1 // a strike is written in the right-hand box
	}
	for i, b := range f.Deliveries {
		v.Boxes[at+i] = boxView{Mark: b.Mark, Ball: int8(b.Number), Pins: int8(b.Pins), Split: b.Split, Foul: b.Foul, Given: b.Given}
		if b.Split {
			v.Boxes[at+i].Left = b.Left
		}
	}
	if f.Determined {
		v.Cumulative = itoa(f.Total)
	}
	return v
}

// playerRow is one player's row of the grid: name, ten frames and total. Its props are data
// only, so go-app skips rendering every row whose player did not change.
//
// The frames and the Baker bowlers are pointers to arrays that are never changed once made
// (gridRows makes new ones for the rows it derives again): go-app compares a component's
// props with reflect.DeepEqual before every update, and two pointers that are the same
// compare at once, where ten frames of boxes took hundreds of reflected comparisons per row,
// on every tap, before the grid's first change reached the page.
type playerRow struct {
	_ noCompare
	app.Compo

	Player  int // 0-based index in turn order
	Name    string
	Frames  *[domain.Frames]frameView
	Total   int
	Current bool                   // it is this player's turn
	Winner  bool                   // the game is over and this player has the top score
	Leave   domain.Pins            // the pins still standing in the current frame, when that helps
	Msg     *Messages              // the catalogue, for the cells' accessible names
	Locked  bool                   // a sheet that is only read (a game from history): boxes are not buttons
	Bowlers *[domain.Frames]string // in a game of team lines, who bowled each frame (teampanel.go); nil otherwise
}

func (r *playerRow) Render() app.UI {
	cells := make([]app.UI, 0, domain.Frames+2)
	cells = append(cells, elText("th", r.Name, "scope", "row", "class", "name"))
	for i, f := range r.Frames {
		cell := &frameCell{Player: r.Player, Frame: i + 1, Name: r.Name, View: f, Msg: r.Msg, Locked: r.Locked}
		if r.Bowlers != nil {
			cell.Bowler = r.Bowlers[i]
		}
		if f.Current {
			cell.Leave = r.Leave
		}
		cells = append(cells, cell)
	}
	cells = append(cells, elText("td", itoa(r.Total),
		"class", "total", "data-testid", "total", "data-player", itoa(r.Player)))
	return el("tr", "class", classes("player", is("current", r.Current), is("winner", r.Winner))).Body(cells...)
}

// frameCell is one frame of one player: the ball boxes and, below, the running total. The
// marks element's text is exactly the joined marks ("8|/"): the separators are in it but
// hidden, so that tests read the marks and the boxes show them.
type frameCell struct {
	_ noCompare
	app.Compo

	Player int    // 0-based
	Frame  int    // 1..10
	Name   string // the player's
	View   frameView
	Leave  domain.Pins // the pins still standing, shown in the current frame when not 0
	Msg    *Messages   // nil for English
	Locked bool        // the boxes only show their ball: no correction from here
	Bowler string      // in a game of team lines, who bowled the frame (Baker: its bowler; Scotch: each ball's)
}

func (f *frameCell) Render() app.UI {
	v, m := f.View, f.Msg
	if m == nil {
		m = &i18n.English
	}
	marks := make([]app.UI, 0, 2*v.NBoxes)
	written := false
	for i := 0; i < int(v.NBoxes); i++ {
		b := v.Boxes[i]
		if b.Ball > 0 && written {
			marks = append(marks, elText("span", "|", "class", "sep", "aria-hidden", "true"))
		}
		written = written || b.Ball > 0
		if b.Ball == 0 {
			marks = append(marks, elText("span", "", "class", "box"))
			continue
		}
		if b.Given {
			// Nobody threw it, so there is nothing to correct: an image of a strike, named
			// as given (its text stays the mark, X).
			marks = append(marks, elText("span", b.Mark, "class", "box ball given", "role", "img",
				"aria-label", m.Formats.Given(f.Frame), "data-testid", "ball", "data-ball", "1",
				"data-given", "true", "data-split", "false", "data-foul", "false"))
			continue
		}
		tag, label := "button", ""
		if !f.Locked {
			label = m.CorrectBall(f.Name, f.Frame, int(b.Ball), b.Mark, int(b.Pins), b.Left.String())
		} else {
			tag = "span"
		}
		box := el(tag, "type", when(!f.Locked, "button"),
			"class", classes("box ball", is("split", b.Split), is("foul", b.Foul)),
			"data-testid", "ball", "data-ball", itoa(int(b.Ball)),
			"data-split", flag(b.Split), "data-foul", flag(b.Foul), "aria-label", label)
		if !f.Locked {
			box = box.On("click", f.onBall)
		}
		marks = append(marks, box.Text(b.Mark))
	}
	var leave, bowler app.UI
	if f.Bowler != "" {
		bowler = elText("span", f.Bowler, "class", "frame-bowler", "data-testid", "frame-bowler")
	}
	if f.Leave != 0 {
		pins := f.Leave.String()
		leave = el("span", "class", "leave").Body(
			elText("span", m.Leave.Say(pins), "class", "visually-hidden"),
			elText("span", pins, "aria-hidden", "true"),
		)
	}
	return el("td", "class", classes("frame", is("current", v.Current), is("tenth", v.NBoxes == 3)),
		"data-testid", "frame", "data-player", itoa(f.Player), "data-frame", itoa(f.Frame),
		"aria-current", when(v.Current, "true")).Body(
		el("span", "class", "marks", "data-testid", "marks").Body(marks...),
		elText("span", v.Cumulative, "class", "cumulative", "data-testid", "cumulative"),
		leave,
		bowler,
	)
}

// onBall asks for the correction dialog of the ball whose box was tapped. The box's place in
// the frame is read from the element, so that the handler holds no per-box data; the event
// has been dispatched by now, so its target is read rather than its currentTarget.
func (f *frameCell) onBall(ctx app.Context, e app.Event) {
	box := e.Get("target").Call("closest", "[data-ball]")
	if !box.Truthy() {
		return
	}
	ball, err := strconv.Atoi(box.Get("dataset").Get("ball").String())
	if err != nil {
		return
	}
	ctx.NewActionWithValue(actionOpenFix, ballRef{Player: f.Player, Frame: f.Frame, Ball: ball})
}
