package app

import (
	"reflect"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// frameOf throws balls for one player (counts, "F" a foul, or a pin set such as "1-2-3") and
// returns frame f of the card.
func frameOf(t *testing.T, f int, balls ...any) domain.Frame {
	t.Helper()
	g, _ := domain.NewGame("PJS")
	for i, b := range balls {
		var d domain.Delivery
		switch b := b.(type) {
		case int:
			d = domain.Count(b)
		case domain.Pins:
			d = domain.Knocked(b)
		default:
			d = domain.Fouled()
		}
		if err := g.Throw(d); err != nil {
			t.Fatalf("ball %d (%v): %v", i+1, b, err)
		}
	}
	c, _ := g.Card(0)
	return c.Frames[f-1]
}

// tenth returns 18 gutters, then balls: a game in its tenth frame.
func tenth(balls ...any) []any {
	out := make([]any, 18, 18+len(balls))
	for i := range out {
		out[i] = 0
	}
	return append(out, balls...)
}

func TestFrameCellMarks(t *testing.T) {
	split := domain.AllPins &^ domain.PinsOf(7, 10)
	tests := []struct {
		name       string
		frame      domain.Frame
		marks      string
		cumulative string
	}{
		{"strike", frameOf(t, 1, 10, 10, 10), "X", "30"},
		{"spare", frameOf(t, 1, 8, 2), "8|/", ""},
		{"open with gutter", frameOf(t, 1, 8, 0), "8|-", "8"},
		{"first ball", frameOf(t, 1, 7), "7", ""},
		{"empty", frameOf(t, 2, 7), "", ""},
		{"foul then spare", frameOf(t, 1, "F", 10, 3), "F|/", "13"},
		{"split then spare", frameOf(t, 1, split, domain.PinsOf(7, 10), 0), "8|/", "10"},
		{"tenth X X X", frameOf(t, 10, tenth(10, 10, 10)...), "X|X|X", "30"},
		{"tenth 7 / X", frameOf(t, 10, tenth(7, 3, 10)...), "7|/|X", "20"},
		{"tenth X then 7", frameOf(t, 10, tenth(10, 7)...), "X|7", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cell := &frameCell{Player: 1, Frame: tt.frame.Number, Name: "PJS", View: newFrameView(tt.frame, false)}
			html := app.HTMLString(cell)
			if got := textContent(t, html, `data-testid="marks"`); got != tt.marks {
				t.Errorf("marks text = %q, want %q (%s)", got, tt.marks, html)
			}
			if got := textContent(t, html, `data-testid="cumulative"`); got != tt.cumulative {
				t.Errorf("cumulative text = %q, want %q", got, tt.cumulative)
			}
			if !strings.Contains(html, `data-player="1"`) || !strings.Contains(html, `data-frame="`) {
				t.Errorf("frame cell lacks its data-player/data-frame hooks: %s", html)
			}
			if got, want := strings.Count(html, `data-testid="ball"`), len(tt.frame.Balls); got != want {
				t.Errorf("%d ball boxes, want one per ball thrown (%d): %s", got, want, html)
			}
		})
	}
}

// TestEmptyBoxes checks how a frame's boxes with no ball yet are drawn: the first and the
// last, when empty, by the stylesheet (the marks' classes blank-first and blank-last), any
// other as an empty box element, so that a frame always shows two boxes, three in the tenth.
func TestEmptyBoxes(t *testing.T) {
	tests := []struct {
		name  string
		frame domain.Frame
		class string // the marks element's
		kids  int    // elements inside the marks: ball boxes, separators, empty boxes
		empty int    // of which empty box elements
	}{
		{"no ball yet", frameOf(t, 2, 7), "marks blank-first blank-last", 0, 0},
		{"a first ball", frameOf(t, 1, 7), "marks blank-last", 1, 0},
		{"a strike", frameOf(t, 1, 10), "marks blank-first", 1, 0},
		{"two balls", frameOf(t, 1, 7, 2), "marks", 3, 0},
		{"the tenth, no ball yet", frameOf(t, 10, tenth()...), "marks blank-first blank-last", 1, 1},
		{"the tenth, a strike", frameOf(t, 10, tenth(10)...), "marks blank-last", 2, 1},
		{"the tenth, two balls", frameOf(t, 10, tenth(10, 7)...), "marks blank-last", 3, 0},
		{"the tenth, three balls", frameOf(t, 10, tenth(7, 3, 10)...), "marks", 5, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cell := &frameCell{Player: 0, Frame: tt.frame.Number, Name: "PJS", View: newFrameView(tt.frame, false)}
			html := app.HTMLString(cell) // go-app writes the attributes in no set order
			hook := strings.Index(html, `data-testid="marks"`)
			start := strings.LastIndex(html[:hook], "<span")
			marks := html[start:strings.Index(html, `data-testid="cumulative"`)]
			marks = marks[:strings.LastIndex(marks, "<span")] // up to the total's element
			if open := marks[:strings.Index(marks, ">")]; !strings.Contains(open, `class="`+tt.class+`"`) {
				t.Errorf("marks element %s>, want class %q", open, tt.class)
			}
			if got := strings.Count(marks, "<span") + strings.Count(marks, "<button") - 1; got != tt.kids {
				t.Errorf("%d elements in the marks, want %d: %s", got, tt.kids, marks)
			}
			if got := strings.Count(marks, `<span class="box"></span>`); got != tt.empty {
				t.Errorf("%d empty box elements, want %d: %s", got, tt.empty, marks)
			}
		})
	}
}

// TestBallBoxes checks each ball's box: a button named after the ball it corrects, with
// data-ball, data-split and data-foul, the split circled (class split) and a foul marked.
func TestBallBoxes(t *testing.T) {
	onClick := func(app.Context, app.Event) {}
	split := domain.AllPins &^ domain.PinsOf(7, 10)
	tests := []struct {
		name  string
		frame domain.Frame
		want  []app.UI // the ball boxes, in order
		at    []int    // where each sits in the marks (a hidden separator sits between marks)
	}{
		{"a split left and converted", frameOf(t, 1, split, domain.PinsOf(7, 10)), []app.UI{
			app.Elem("button").Attr("type", "button").Attr("class", "box ball split").Attr("data-testid", "ball").Attr("data-ball", "1").
				Attr("data-split", "true").Attr("data-foul", "false").Attr("aria-label", "Correct PJS frame 1 ball 1: 8, 7-10 split").On("click", onClick),
			app.Elem("button").Attr("type", "button").Attr("class", "box ball").Attr("data-testid", "ball").Attr("data-ball", "2").
				Attr("data-split", "false").Attr("data-foul", "false").Attr("aria-label", "Correct PJS frame 1 ball 2: a spare (2)").On("click", onClick),
		}, []int{0, 2}},
		{"a foul, then nine", frameOf(t, 1, "F", 9), []app.UI{
			app.Elem("button").Attr("type", "button").Attr("class", "box ball foul").Attr("data-testid", "ball").Attr("data-ball", "1").
				Attr("data-split", "false").Attr("data-foul", "true").Attr("aria-label", "Correct PJS frame 1 ball 1: a foul").On("click", onClick),
			app.Elem("button").Attr("type", "button").Attr("class", "box ball").Attr("data-testid", "ball").Attr("data-ball", "2").
				Attr("data-split", "false").Attr("data-foul", "false").Attr("aria-label", "Correct PJS frame 1 ball 2: 9").On("click", onClick),
		}, []int{0, 2}},
		{"a strike in the right-hand box (the empty left one is the marks' ::before)", frameOf(t, 1, 10), []app.UI{
			app.Elem("button").Attr("type", "button").Attr("class", "box ball").Attr("data-testid", "ball").Attr("data-ball", "1").
				Attr("data-split", "false").Attr("data-foul", "false").Attr("aria-label", "Correct PJS frame 1 ball 1: a strike").On("click", onClick),
		}, []int{0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cell := &frameCell{Player: 0, Frame: 1, Name: "PJS", View: newFrameView(tt.frame, false)}
			root := cell.Render()
			for i, want := range tt.want {
				if err := app.Match(want, root, 0, tt.at[i]); err != nil {
					t.Errorf("box %d: %v\n%s", i+1, err, app.HTMLString(cell))
				}
			}
		})
	}
}

// TestCurrentFrameCell checks the cell of the frame the current player bowls: highlighted,
// marked aria-current, and showing the pins still standing once they are known.
func TestCurrentFrameCell(t *testing.T) {
	c, _ := deckBoard(t, []string{"PJS", "KYJ"}, 10, domain.PinsOf(1, 2, 3, 5))
	r := c.view.rows[1]
	if !r.Current || r.Leave != domain.PinsOf(4, 6, 7, 8, 9, 10) {
		t.Fatalf("KYJ's row: current %v, leave %v", r.Current, r.Leave)
	}
	cell := &frameCell{Player: 1, Frame: 1, Name: "KYJ", View: r.Frames[0], Leave: r.Leave}
	root := cell.Render()
	want := app.Elem("td").Attr("class", "frame current").Attr("aria-current", "true").Attr("data-testid", "frame").Attr("data-player", "1").Attr("data-frame", "1")
	if err := app.Match(want, root); err != nil {
		t.Errorf("current frame cell: %v", err)
	}
	if got := textContent(t, app.HTMLString(cell), `class="leave"`); got != "Standing: 4-6-7-8-9-104-6-7-8-9-10" {
		t.Errorf("leave %q", got)
	}
	if strings.Contains(app.HTMLString(&frameCell{Player: 0, Frame: 1, Name: "PJS", View: c.view.rows[0].Frames[0]}), `class="leave"`) {
		t.Error("a frame not bowled now shows a leave")
	}
	c, _ = deckBoard(t, []string{"PJS", "KYJ"}, 10, 4) // after a count the pins standing are not known
	if r := c.view.rows[1]; !r.Current || r.Leave != 0 {
		t.Errorf("KYJ's row after a count: current %v, leave %v", r.Current, r.Leave)
	}
}

// TestBoard checks a hand-written board: PJS bowls X, 8 /, 9 - and KYJ 8 /, X; KYJ is next,
// in frame 3.
func TestBoard(t *testing.T) {
	c, _ := newBoard(t, []string{"PJS", "kyj"}, 10, 8, 2, 8, 2, 10, 9, 0)
	want := []struct {
		player, frame     int
		marks, cumulative string
	}{
		{0, 1, "X", "20"},
		{0, 2, "8|/", "39"},
		{0, 3, "9|-", "48"},
		{0, 4, "", ""},
		{1, 1, "8|/", "20"},
		{1, 2, "X", ""},
		{1, 3, "", ""},
	}
	rows := c.view.rows
	if rows[0].Name != "PJS" || rows[1].Name != "KYJ" {
		t.Fatalf("names = %q, %q", rows[0].Name, rows[1].Name)
	}
	for _, w := range want {
		cell := &frameCell{Player: w.player, Frame: w.frame, View: rows[w.player].Frames[w.frame-1]}
		h := app.HTMLString(cell)
		if got := textContent(t, h, `data-testid="marks"`); got != w.marks {
			t.Errorf("player %d frame %d marks = %q, want %q", w.player, w.frame, got, w.marks)
		}
		if got := textContent(t, h, `data-testid="cumulative"`); got != w.cumulative {
			t.Errorf("player %d frame %d cumulative = %q, want %q", w.player, w.frame, got, w.cumulative)
		}
	}
	html := app.HTMLString(c)
	if got := textContent(t, html, `data-testid="current-player"`); got != "KYJ" {
		t.Errorf("current player = %q, want KYJ", got)
	}
	if got := strings.Count(html, `data-testid="total"`); got != 2 {
		t.Errorf("%d total cells, want 2", got)
	}
	if rows[0].Total != 48 || rows[1].Total != 20 {
		t.Errorf("totals = %d, %d, want 48, 20", rows[0].Total, rows[1].Total)
	}
	if !rows[1].Current || !rows[1].Frames[2].Current || rows[0].Current {
		t.Errorf("KYJ's frame 3 should be the current frame")
	}
}

// equalViews reports whether two views of the game screen are the same.
func equalViews(a, b gameView) bool { return reflect.DeepEqual(a, b) }

// TestIncrementalRefresh checks that the view derived for only the players an action touched
// equals the view derived from the whole game, through whole games of 1 to 5 players with
// balls by count, by pins and fouls, undos, corrections of any player's ball, and undos of
// corrections.
func TestIncrementalRefresh(t *testing.T) {
	for n := 1; n <= 5; n++ {
		names := []string{"PJS", "KYJ", "ABC", "DEF", "GHI"}[:n]
		c, _ := newBoard(t, names)
		full := func(when string) {
			t.Helper()
			got := c.view
			got.rows = append([]playerRow(nil), got.rows...)
			c.refresh()
			if !equalViews(got, c.view) {
				t.Fatalf("%d players, %s: incremental view differs from the full one", n, when)
			}
		}
		seed := uint64(n)
		next := func(k int) int {
			seed = seed*6364136223846793005 + 1442695040888963407
			return int(seed>>33) % k
		}
		corrections := 0
		for !c.game.Over() {
			turn := c.game.Turn()
			switch r := next(8); {
			case r == 0:
				c.throw(domain.Fouled())
			case r < 4 && turn.PinsKnown:
				c.throw(domain.Knocked(turn.Pins & domain.Pins(next(1024))))
			default:
				roll(c, next(turn.Standing+1))
			}
			full("after a ball")
			if next(8) == 0 { // now and then, take a ball back
				c.undo()
				full("after an undo")
				roll(c, turn.Standing)
				full("after a ball again")
			}
			if next(3) == 0 { // correct any player's ball the domain allows
				p := next(n)
				card, _ := c.game.Card(p)
				f := card.Frames[next(card.Frame)]
				if len(f.Deliveries) == 0 {
					continue
				}
				b := f.Deliveries[next(len(f.Deliveries))]
				choices, _ := c.game.CorrectionChoices(p, b.Frame, b.Number)
				to := next(11)
				if !choices.Counts[to] || to == b.Pins {
					continue
				}
				c.fix.openAt(ballRef{p, b.Frame, b.Number})
				c.fix.correct(domain.Count(to))
				if c.fix.open {
					t.Fatalf("a correction the domain allows was refused: %s", c.fix.view.Alert)
				}
				corrections++
				full("after a correction")
				if next(2) == 0 {
					c.undo()
					full("after undoing a correction")
				}
			}
		}
		c.undo()
		full("after undoing the last ball")
		if corrections == 0 {
			t.Errorf("%d players: no correction was tried", n)
		}
	}
}
