package board

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The frame grid: one row per player, ten frame cells and a total, like a printed
// scoresheet. Its rows are derived from the domain's cards after every change, only those of
// the players the change touched (Rows). Each ball thrown sits in a box that is a button:
// a foul is written F, the count of a ball that left a split is circled, and a tap opens the
// correction dialog for that ball (ActionOpenFix, package entry's correction.go). A strike the format gives
// (3-6-9) is no ball: its box is drawn as given, and is no button. The current frame shows
// the pins still standing, when they are known.

// ActionOpenFix is posted by a ball box with the ball (a BallRef) as its value.
const ActionOpenFix = "tenpin.open-fix"

// BallRef names a ball thrown: player (0-based), frame (1..10), ball (1..3).
type BallRef struct {
	Player, Frame, Ball int
}

// BallAt returns the ball at ref as the card shows it, and false if there is none.
func BallAt(g *domain.Game, ref BallRef) (domain.Ball, bool) {
	card, err := g.Card(ref.Player)
	if err != nil || ref.Frame < 1 || ref.Frame > domain.Frames {
		return domain.Ball{}, false
	}
	balls := card.Frames[ref.Frame-1].Deliveries
	if ref.Ball < 1 || ref.Ball > len(balls) {
		return domain.Ball{}, false
	}
	return balls[ref.Ball-1], true
}

// Rows derives the grid's rows from g into rows, the rows derived before. Only the rows
// of the players in changed are derived again; with none given, or when rows does not hold
// one row per player, all are. A 30-player grid thus costs one or two cards per ball, not
// thirty. The rows written are rows' own, which the caller replaces with the result.
// t is the game's turn, m labels the ball boxes.
func Rows(g *domain.Game, t domain.Turn, rows []Row, changed []int, m *i18n.Messages) []Row {
	if len(changed) == 0 || len(rows) != g.Players() {
		rows = make([]Row, g.Players())
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
		r := Row{Player: p, Name: card.Name, Total: card.Total, Current: !t.Over && p == t.Player, Winner: winner[p], Msg: m,
			Frames: new([domain.Frames]FrameView)}
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

// Grid draws the rows as a table inside its own scrolling region, so that with many
// players the grid scrolls and the pad stays in reach. The region sits in an area that takes
// the room the controls leave (see .grid-area in the stylesheet).
func Grid(rows []Row, m *i18n.Messages) app.UI { return GridAs(rows, m, m.GridCaption) }

// GridAs draws a grid named label, for a page with several grids (an opened share
// link's games), whose regions must have names of their own.
func GridAs(rows []Row, m *i18n.Messages, label string) app.UI {
	body := make([]app.UI, len(rows))
	for i := range rows {
		r := rows[i] // a fresh component each render; go-app keeps the mounted one
		body[i] = &r
	}
	return Table(body, m, label)
}

// Table draws a grid of the rows in body (a match's grid has rows of its own between
// the players': absent bowlers and vacancies, app/match's panel.go).
func Table(body []app.UI, m *i18n.Messages, label string) app.UI {
	return markup.Tag("div", "class", "grid-area").Body(
		markup.Tag("div", "class", "grid-wrap", "role", "region", "aria-label", label, "tabindex", "0").
			Body(markup.Tag("table", "class", "grid").Body(
				markup.ElText("caption", label, "class", "visually-hidden"),
				&gridHead{Msg: m},
				markup.Tag("tbody").Body(body...),
			)))
}

// gridHead is the grid's column headings. It is a component of its own only so that go-app
// skips it on every update but a change of language: a tap's update otherwise built and
// compared its 33 elements before it reached the row the tap changed.
type gridHead struct {
	_ noCompare
	app.Compo

	Msg *i18n.Messages
}

func (h *gridHead) Render() app.UI {
	m := h.Msg
	head := make([]app.UI, 0, domain.Frames+2)
	head = append(head, markup.ElText("th", m.PlayerHeader, "scope", "col", "class", "name"))
	for f := 1; f <= domain.Frames; f++ {
		head = append(head, markup.Tag("th", "scope", "col", "class", "frame-head").Body(
			markup.ElText("span", markup.Itoa(f), "aria-hidden", "true"),
			markup.ElText("span", m.FrameHeader.Say(f), "class", "visually-hidden"),
		))
	}
	head = append(head, markup.ElText("th", m.TotalHeader, "scope", "col", "class", "total"))
	return markup.Tag("thead").Body(markup.Tag("tr").Body(head...))
}

// FrameView is what one frame cell of the grid shows, derived from a domain.Frame. It is
// kept small (data, not texts): every render of the grid copies each row's ten of them.
type FrameView struct {
	_          noCompare
	Boxes      [3]BoxView // the ball boxes; frames 1-9 use two, a strike sits in the second
	NBoxes     int8       // 2, or 3 in frame 10
	Current    bool       // the frame the current player bowls next
	Cumulative string     // the running total, "" until the frame is determined
}

// BoxView is one ball box of a frame cell.
type BoxView struct {
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
func newFrameView(f domain.Frame, current bool) FrameView {
	v := FrameView{NBoxes: 2, Current: current}
	if f.Number == domain.Frames {
		v.NBoxes = 3
	}
	at := 0
	if f.Number < domain.Frames && len(f.Balls) == 1 && f.Balls[0] == domain.MarkStrike {
		at = 1 // a strike is written in the right-hand box
	}
	for i, b := range f.Deliveries {
		v.Boxes[at+i] = BoxView{Mark: b.Mark, Ball: int8(b.Number), Pins: int8(b.Pins), Split: b.Split, Foul: b.Foul, Given: b.Given}
		if b.Split {
			v.Boxes[at+i].Left = b.Left
		}
	}
	if f.Determined {
		v.Cumulative = markup.Itoa(f.Total)
	}
	return v
}

// Row is one player's row of the grid: name, ten frames and total. Its props are data
// only, so go-app skips rendering every row whose player did not change.
//
// The frames and the Baker bowlers are pointers to arrays that are never changed once made
// (Rows makes new ones for the rows it derives again): go-app compares a component's
// props with reflect.DeepEqual before every update, and two pointers that are the same
// compare at once, where ten frames of boxes took hundreds of reflected comparisons per row,
// on every tap, before the grid's first change reached the page.
type Row struct {
	_ noCompare
	app.Compo

	Player  int // 0-based index in turn order
	Name    string
	Frames  *[domain.Frames]FrameView
	Total   int
	Current bool                   // it is this player's turn
	Winner  bool                   // the game is over and this player has the top score
	Leave   domain.Pins            // the pins still standing in the current frame, when that helps
	Msg     *i18n.Messages         // the catalogue, for the cells' accessible names
	Locked  bool                   // a sheet that is only read (a game from history): boxes are not buttons
	Bowlers *[domain.Frames]string // in a game of team lines, who bowled each frame (app/match's lines.go); nil otherwise
}

func (r *Row) Render() app.UI {
	cells := make([]app.UI, 0, domain.Frames+2)
	cells = append(cells, markup.ElText("th", r.Name, "scope", "row", "class", "name"))
	for i, f := range r.Frames {
		cell := &Cell{Player: r.Player, Frame: i + 1, Name: r.Name, View: f, Msg: r.Msg, Locked: r.Locked}
		if r.Bowlers != nil {
			cell.Bowler = r.Bowlers[i]
		}
		if f.Current {
			cell.Leave = r.Leave
		}
		cells = append(cells, cell)
	}
	cells = append(cells, markup.ElText("td", markup.Itoa(r.Total),
		"class", "total", "data-testid", "total", "data-player", markup.Itoa(r.Player)))
	return markup.Tag("tr", "class", markup.Classes("player", markup.Is("current", r.Current), markup.Is("winner", r.Winner))).Body(cells...)
}
