package board

import (
	"regexp"
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
			cell := &Cell{Player: 1, Frame: tt.frame.Number, Name: "PJS", View: newFrameView(tt.frame, false)}
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
			cell := &Cell{Player: 0, Frame: tt.frame.Number, Name: "PJS", View: newFrameView(tt.frame, false)}
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
			cell := &Cell{Player: 0, Frame: 1, Name: "PJS", View: newFrameView(tt.frame, false)}
			root := cell.Render()
			for i, want := range tt.want {
				if err := app.Match(want, root, 0, tt.at[i]); err != nil {
					t.Errorf("box %d: %v\n%s", i+1, err, app.HTMLString(cell))
				}
			}
		})
	}
}

// textContent approximates the DOM's textContent of the first element whose start tag holds
// attrs (e.g. `data-testid="marks"`) in html written by app.HTMLString: the text of the element
// and its descendants, without the line breaks and indentation the encoder adds.
func textContent(t *testing.T, html, attrs string) string {
	t.Helper()
	at := strings.Index(html, attrs)
	if at < 0 {
		t.Fatalf("no element with %s in\n%s", attrs, html)
	}
	start := strings.LastIndex(html[:at], "<")
	tag := regexp.MustCompile(`^<(\w+)`).FindStringSubmatch(html[start:])[1]
	open := regexp.MustCompile(`<` + tag + `[\s>]|</` + tag + `>`)
	depth, end := 0, -1
	for _, loc := range open.FindAllStringIndex(html[start:], -1) {
		if strings.HasPrefix(html[start+loc[0]:], "</") {
			depth--
		} else {
			depth++
		}
		if depth == 0 {
			end = start + loc[0]
			break
		}
	}
	if end < 0 {
		t.Fatalf("element with %s is not closed in\n%s", attrs, html)
	}
	inner := html[strings.Index(html[start:], ">")+start+1 : end]
	text := regexp.MustCompile(`<[^>]*>`).ReplaceAllString(inner, "")
	return regexp.MustCompile(`\n\s*`).ReplaceAllString(text, "")
}
