package app

import (
	"reflect"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/board"
	"tenpin/app/play"
	"tenpin/domain"
)

// tenth returns 18 gutters, then balls: a game in its tenth frame.
func tenth(balls ...any) []any {
	out := make([]any, 18, 18+len(balls))
	for i := range out {
		out[i] = 0
	}
	return append(out, balls...)
}

// TestCurrentFrameCell checks the cell of the frame the current player bowls: highlighted,
// marked aria-current, and showing the pins still standing once they are known.
func TestCurrentFrameCell(t *testing.T) {
	c, _ := deckBoard(t, []string{"PJS", "KYJ"}, 10, domain.PinsOf(1, 2, 3, 5))
	r := c.play.View().Rows[1]
	if !r.Current || r.Leave != domain.PinsOf(4, 6, 7, 8, 9, 10) {
		t.Fatalf("KYJ's row: current %v, leave %v", r.Current, r.Leave)
	}
	cell := &board.Cell{Player: 1, Frame: 1, Name: "KYJ", View: r.Frames[0], Leave: r.Leave}
	root := cell.Render()
	want := app.Elem("td").Attr("class", "frame current").Attr("aria-current", "true").Attr("data-testid", "frame").Attr("data-player", "1").Attr("data-frame", "1")
	if err := app.Match(want, root); err != nil {
		t.Errorf("current frame cell: %v", err)
	}
	if got := textContent(t, app.HTMLString(cell), `class="leave"`); got != "Standing: 4-6-7-8-9-104-6-7-8-9-10" {
		t.Errorf("leave %q", got)
	}
	if strings.Contains(app.HTMLString(&board.Cell{Player: 0, Frame: 1, Name: "PJS", View: c.play.View().Rows[0].Frames[0]}), `class="leave"`) {
		t.Error("a frame not bowled now shows a leave")
	}
	c, _ = deckBoard(t, []string{"PJS", "KYJ"}, 10, 4) // after a count the pins standing are not known
	if r := c.play.View().Rows[1]; !r.Current || r.Leave != 0 {
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
	rows := c.play.View().Rows
	if rows[0].Name != "PJS" || rows[1].Name != "KYJ" {
		t.Fatalf("names = %q, %q", rows[0].Name, rows[1].Name)
	}
	for _, w := range want {
		cell := &board.Cell{Player: w.player, Frame: w.frame, View: rows[w.player].Frames[w.frame-1]}
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
func equalViews(a, b play.View) bool { return reflect.DeepEqual(a, b) }

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
			got := *c.play.View()
			got.Rows = append([]board.Row(nil), got.Rows...)
			c.play.Refresh()
			if !equalViews(got, *c.play.View()) {
				t.Fatalf("%d players, %s: incremental view differs from the full one", n, when)
			}
		}
		seed := uint64(n)
		next := func(k int) int {
			seed = seed*6364136223846793005 + 1442695040888963407
			return int(seed>>33) % k
		}
		corrections := 0
		for !gameOf(c).Over() {
			turn := gameOf(c).Turn()
			switch r := next(8); {
			case r == 0:
				c.play.Throw(domain.Fouled())
			case r < 4 && turn.PinsKnown:
				c.play.Throw(domain.Knocked(turn.Pins & domain.Pins(next(1024))))
			default:
				roll(c, next(turn.Standing+1))
			}
			full("after a ball")
			if next(8) == 0 { // now and then, take a ball back
				c.play.Undo()
				full("after an undo")
				roll(c, turn.Standing)
				full("after a ball again")
			}
			if next(3) == 0 { // correct any player's ball the domain allows
				p := next(n)
				card, _ := gameOf(c).Card(p)
				f := card.Frames[next(card.Frame)]
				if len(f.Deliveries) == 0 {
					continue
				}
				b := f.Deliveries[next(len(f.Deliveries))]
				choices, _ := gameOf(c).CorrectionChoices(p, b.Frame, b.Number)
				to := next(11)
				if !choices.Counts[to] || to == b.Pins {
					continue
				}
				c.play.Fix.OpenAt(board.BallRef{Player: p, Frame: b.Frame, Ball: b.Number})
				c.play.Fix.Correct(domain.Count(to))
				if c.play.Fix.IsOpen() {
					t.Fatalf("a correction the domain allows was refused: %s", c.play.Fix.View().Alert)
				}
				corrections++
				full("after a correction")
				if next(2) == 0 {
					c.play.Undo()
					full("after undoing a correction")
				}
			}
		}
		c.play.Undo()
		full("after undoing the last ball")
		if corrections == 0 {
			t.Errorf("%d players: no correction was tried", n)
		}
	}
}
