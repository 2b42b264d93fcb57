package app

import (
	"reflect"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

func TestFrameCellMarks(t *testing.T) {
	tests := []struct {
		name       string
		frame      domain.Frame
		marks      string
		cumulative string
	}{
		{"strike", domain.Frame{Number: 1, Balls: []string{"X"}, Marks: "X", Finished: true, Determined: true, Total: 30}, "X", "30"},
		{"spare", domain.Frame{Number: 2, Balls: []string{"8", "/"}, Marks: "8|/", Finished: true}, "8|/", ""},
		{"open with gutter", domain.Frame{Number: 3, Balls: []string{"8", "-"}, Marks: "8|-", Finished: true, Determined: true, Total: 8}, "8|-", "8"},
		{"first ball", domain.Frame{Number: 4, Balls: []string{"7"}, Marks: "7"}, "7", ""},
		{"empty", domain.Frame{Number: 5}, "", ""},
		{"tenth X X X", domain.Frame{Number: 10, Balls: []string{"X", "X", "X"}, Marks: "X|X|X", Finished: true, Determined: true, Total: 300}, "X|X|X", "300"},
		{"tenth 7 / X", domain.Frame{Number: 10, Balls: []string{"7", "/", "X"}, Marks: "7|/|X", Finished: true, Determined: true, Total: 20}, "7|/|X", "20"},
		{"tenth X then 7", domain.Frame{Number: 10, Balls: []string{"X", "7"}, Marks: "X|7"}, "X|7", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cell := &frameCell{Player: 1, Frame: tt.frame.Number, View: newFrameView(tt.frame, false)}
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
		})
	}
}

func TestFrameCellStrikeInRightBox(t *testing.T) {
	cell := &frameCell{Player: 0, Frame: 1, View: newFrameView(domain.Frame{Number: 1, Balls: []string{"X"}}, true)}
	root := cell.Render()
	want := app.Td().
		Class("frame current").
		Aria("current", "true").
		DataSet("testid", "frame").
		DataSet("player", 0).
		DataSet("frame", 1)
	if err := app.Match(want, root); err != nil {
		t.Errorf("current frame cell: %v", err)
	}
	if err := app.Match(app.Text(""), root, 0, 0, 0); err != nil {
		t.Errorf("left box of a strike: %v", err)
	}
	if err := app.Match(app.Text("X"), root, 0, 1, 0); err != nil {
		t.Errorf("right box of a strike: %v", err)
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

// TestIncrementalRefresh checks that the view derived for only the players a ball or an undo
// touched equals the view derived from the whole game, through whole games of 1 to 5 players.
func TestIncrementalRefresh(t *testing.T) {
	for n := 1; n <= 5; n++ {
		names := []string{"PJS", "KYJ", "ABC", "DEF", "GHI"}[:n]
		c, _ := newBoard(t, names)
		full := func(when string) {
			t.Helper()
			got := c.view
			got.rows = append([]playerRow(nil), got.rows...)
			c.refresh()
			if !reflect.DeepEqual(got, c.view) {
				t.Fatalf("%d players, %s: incremental view differs from the full one", n, when)
			}
		}
		seed := uint64(n)
		for step := 0; !c.game.Over(); step++ {
			seed = seed*6364136223846793005 + 1442695040888963407
			standing := c.game.PinsStanding()
			c.roll(int(seed>>33) % (standing + 1))
			full("after a ball")
			if seed>>60 == 0 { // now and then, take a ball back
				c.undo()
				full("after an undo")
				c.roll(standing)
				full("after a ball again")
			}
		}
		c.undo()
		full("after undoing the last ball")
	}
}
