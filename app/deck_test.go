package app

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/board"
	"tenpin/domain"
)

// deckBoard starts a game for names with the deck as the entry mode, then throws balls (as
// frameOf reads them).
func deckBoard(t *testing.T, names []string, balls ...any) (*Scoreboard, memoryStore) {
	t.Helper()
	c, s := newBoard(t, names)
	c.play.Entry.SwitchMode()
	for i, b := range balls {
		switch b := b.(type) {
		case int:
			roll(c, b)
		case domain.Pins:
			c.play.Throw(domain.Knocked(b))
		default:
			c.play.Throw(domain.Fouled())
		}
		if c.play.Alert() != nil {
			t.Fatalf("ball %d (%v) refused: %s", i+1, b, c.play.Alert().In(c.Messages()))
		}
	}
	return c, s
}

// pinStates writes the deck's pins 1..10: "." standing, "x" pressed (marked down), "-" gone
// (down from an earlier ball), upper case when disabled.
func pinStates(pins [10]board.PinButton) string {
	var b strings.Builder
	for _, p := range pins {
		s := "."
		switch {
		case p.Gone:
			s = "-"
		case p.Pressed:
			s = "x"
		}
		if p.Disabled && !p.Gone {
			s = strings.ToUpper(s) + "!"
		}
		b.WriteString(s)
	}
	return b.String()
}

func TestDeckFollowsTheRack(t *testing.T) {
	tests := []struct {
		name                         string
		balls                        []any
		pins                         string
		known                        bool
		strike, spare, gutter, enter bool
	}{
		{"a fresh rack", nil, "..........", true, true, false, true, false},
		{"after 1-2-4 by pins", []any{domain.PinsOf(1, 2, 4)}, "--.-......", true, false, true, true, false},
		{"after a foul, the rack stands, a spare is ten", []any{"F"}, "..........", true, false, true, true, false},
		{"after a count, the pins are not known", []any{7}, "..........", false, false, false, false, false},
		{"a strike by count keeps them known", []any{10}, "..........", true, true, false, true, false},
		{"game over", append(tenth(), 0, 0), ".!.!.!.!.!.!.!.!.!.!", true, false, false, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, _ := deckBoard(t, []string{"PJS"}, tt.balls...)
			v := c.play.Entry.Deck()
			if got := pinStates(v.Pins); got != tt.pins || v.Known != tt.known {
				t.Errorf("pins %s, known %v; want %s, %v", got, v.Known, tt.pins, tt.known)
			}
			if v.Strike != tt.strike || v.Spare != tt.spare || v.Gutter != tt.gutter || v.Enter != tt.enter {
				t.Errorf("strike %v spare %v gutter %v enter %v; want %v %v %v %v", v.Strike, v.Spare, v.Gutter, v.Enter, tt.strike, tt.spare, tt.gutter, tt.enter)
			}
			// The deck's shortcuts are exactly those the domain takes.
			for mark, on := range map[string]bool{domain.MarkStrike: v.Strike, domain.MarkSpare: v.Spare} {
				if _, err := gameOf(c).PinsFor(mark); v.Known && !gameOf(c).Over() && (err == nil) != on {
					t.Errorf("%s enabled %v, but PinsFor(%q) = %v", mark, on, mark, err)
				}
			}
			html := app.HTMLString(c)
			if shown := strings.Contains(html, `data-testid="pin"`); shown != (tt.known || gameOf(c).Over()) {
				t.Errorf("pins drawn %v, want %v", shown, tt.known)
			}
			if asked := strings.Contains(html, `data-testid="pins-unknown"`); asked == tt.known {
				t.Errorf("the deck says the pins are unknown: %v, want %v", asked, !tt.known)
			}
			if !tt.known && !strings.Contains(html, `data-pins="3"`) {
				t.Error("with the pins unknown the deck does not offer the count pad")
			}
			if strings.Count(html, `data-testid="foul"`) != 1 {
				t.Errorf("want one foul button:\n%s", html)
			}
		})
	}
}

// TestDeckMarking marks pins, checks the count and the split said before the ball is
// entered, then enters it and checks the card and the deck for the second ball.
func TestDeckMarking(t *testing.T) {
	c, s := deckBoard(t, []string{"PJS", "KYJ"})
	c.play.Entry.TogglePin(7)
	if v := c.play.Entry.Deck(); pinStates(v.Pins) != "......x..." || v.Pins[6].Label != "Pin 7, down" || v.Status != "1 pin down" || !v.Enter {
		t.Fatalf("after tapping 7: %s %q %q enter %v", pinStates(v.Pins), v.Pins[6].Label, v.Status, v.Enter)
	}
	c.play.Entry.TogglePin(7)
	if v := c.play.Entry.Deck(); pinStates(v.Pins) != ".........." || v.Pins[6].Label != "Pin 7, standing" || v.Status != English.DeckHint || v.Enter {
		t.Fatalf("after tapping 7 again: %s %q %q enter %v", pinStates(v.Pins), v.Pins[6].Label, v.Status, v.Enter)
	}
	for _, n := range []int{1, 2, 3, 4, 5, 6, 8, 9} {
		c.play.Entry.TogglePin(n)
	}
	if v := c.play.Entry.Deck(); v.Status != "8 pins down" || v.Split != "7-10 split" {
		t.Errorf("marked all but 7 and 10: status %q split %q, want 8 pins down and a 7-10 split", v.Status, v.Split)
	}
	if !strings.Contains(s[pendingKey], `"down"`) {
		t.Errorf("the pins marked are not kept for a reload: %q", s[pendingKey])
	}
	before := s[saveKey]
	c.play.Entry.RollPins()
	if s[saveKey] == before || c.play.Entry.Marked() != 0 {
		t.Fatalf("the ball was not entered and saved (marks left %v)", c.play.Entry.Marked())
	}
	if _, ok := s[pendingKey]; ok {
		t.Errorf("nothing is pending after the ball, but the key holds %q", s[pendingKey])
	}
	if want := "PJS, frame 1: 8. 7-10 split. 2 pins standing."; c.play.Announcement() != want {
		t.Errorf("announcement %q, want %q", c.play.Announcement(), want)
	}
	if b := c.play.View().Rows[0].Frames[0].Boxes[0]; !b.Split || b.Mark != "8" {
		t.Errorf("the grid's first box = %+v, want a circled 8", b)
	}
	cell := &board.Cell{Player: 0, Frame: 1, Name: "PJS", View: c.play.View().Rows[0].Frames[0], Leave: c.play.View().Rows[0].Leave}
	if got := textContent(t, app.HTMLString(cell), `class="leave"`); got != "Standing: 7-107-10" {
		t.Errorf("the current frame shows the leave %q, want 7-10 (and Standing: 7-10 for a screen reader)", got)
	}
	v := c.play.Entry.Deck()
	if got := pinStates(v.Pins); got != "------.--." || v.Pins[0].Label != "Pin 1, already down" {
		t.Errorf("second ball: pins %s (%q), want only 7 and 10 to tap", got, v.Pins[0].Label)
	}
	c.play.Entry.TogglePin(1) // down already: nothing happens
	if c.play.Entry.Marked() != 0 {
		t.Error("a pin already down was marked")
	}
	c.play.Entry.TogglePin(7)
	c.play.Entry.TogglePin(10)
	if v := c.play.Entry.Deck(); v.Status != "2 pins down: spare" || v.Split != "" {
		t.Errorf("converting: status %q split %q", v.Status, v.Split)
	}
	c.play.Entry.RollPins()
	if got := marksOf(c, 0); got != "8|/" {
		t.Errorf("marks %q, want 8|/", got)
	}
}

func TestPinButtonRender(t *testing.T) {
	c, _ := deckBoard(t, []string{"PJS"}, domain.PinsOf(1, 3))
	c.play.Entry.TogglePin(5)
	onClick := func(app.Context, app.Event) {}
	tests := []struct {
		pin  int
		want app.UI
	}{
		{1, app.Elem("button").Attr("type", "button").Attr("class", "pin gone").Attr("data-testid", "pin").Attr("data-pin", "1").
			Attr("aria-pressed", "false").Attr("aria-label", "Pin 1, already down").Attr("disabled", "true").On("click", onClick)},
		{5, app.Elem("button").Attr("type", "button").Attr("class", "pin down").Attr("data-testid", "pin").Attr("data-pin", "5").
			Attr("aria-pressed", "true").Attr("aria-label", "Pin 5, down").On("click", onClick)},
		{7, app.Elem("button").Attr("type", "button").Attr("class", "pin").Attr("data-testid", "pin").Attr("data-pin", "7").
			Attr("aria-pressed", "false").Attr("aria-label", "Pin 7, standing").On("click", onClick)},
	}
	for _, tt := range tests {
		b := c.play.Entry.Deck().Pins[tt.pin-1]
		if err := app.Match(tt.want, b.Render()); err != nil {
			t.Errorf("pin %d: %v", tt.pin, err)
		}
	}
}

// TestDeckLayout checks the rack as lane displays draw it: 7-8-9-10 on top, the headpin at
// the bottom.
func TestDeckLayout(t *testing.T) {
	c, _ := deckBoard(t, []string{"PJS"})
	html := app.HTMLString(c)
	var order []string
	for _, part := range strings.Split(html, `data-pin="`)[1:] {
		order = append(order, part[:strings.IndexByte(part, '"')])
	}
	if got := strings.Join(order, " "); got != "7 8 9 10 4 5 6 2 3 1" {
		t.Errorf("pins in page order %s, want 7 8 9 10 4 5 6 2 3 1", got)
	}
}
