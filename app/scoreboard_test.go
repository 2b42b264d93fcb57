package app

import (
	"encoding/json"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"tenpin/domain"
)

// newBoard and textContent serve the tests of every concept: a Scoreboard that saves to a
// map, and the text of an element in rendered HTML.

// newBoard starts a game for names on a Scoreboard that saves to a map, as the setup screen
// would, then throws balls through the pad's path.
func newBoard(t *testing.T, names []string, balls ...int) (*Scoreboard, memoryStore) {
	t.Helper()
	s := memoryStore{}
	c := newScoreboard(nil)
	c.restore(s)
	typeNames(c, names...)
	if !c.start() {
		t.Fatalf("start with %q refused", names)
	}
	for i, b := range balls {
		roll(c, b)
		if c.play.Alert() != nil {
			t.Fatalf("ball %d (%d) refused: %s", i+1, b, c.play.Alert().In(c.Messages()))
		}
	}
	return c, s
}

// roll throws a ball entered as a count, as a tap on the pad does.
func roll(c *Scoreboard, pins int) { c.play.Throw(domain.Count(pins)) }

func repeat(n int, balls ...int) []int {
	var out []int
	for range n {
		out = append(out, balls...)
	}
	return out
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

func TestAutosaveAndRestore(t *testing.T) {
	c, s := newBoard(t, []string{"PJS", "KYJ"}, 10, 7)
	want, _ := json.Marshal(gameOf(c))
	if got := savedValue(t, s); got != string(want) {
		t.Fatalf("saved %q, want %q", got, want)
	}
	c.play.Undo()
	want, _ = json.Marshal(gameOf(c))
	if got := savedValue(t, s); got != string(want) {
		t.Fatalf("after undo saved %q, want %q", got, want)
	}

	r := newScoreboard(nil)
	r.restore(s)
	if !playingOf(r) || r.autosave.restoreFailed {
		t.Fatalf("restore: playing %v, failed %v", playingOf(r), r.autosave.restoreFailed)
	}
	if !reflect.DeepEqual(*r.play.View(), *c.play.View()) {
		t.Errorf("restored board differs:\n%+v\nwant\n%+v", *r.play.View(), *c.play.View())
	}
}

// gameOf is the game on c's lanes.
func gameOf(c *Scoreboard) *domain.Game {
	g, _ := c.play.Current()
	return g
}

// playingOf says whether c's game screen is up.
func playingOf(c *Scoreboard) bool {
	_, playing := c.play.Current()
	return playing
}

// marksOf writes player p's frames thrown so far on c's lanes, separated by spaces.
func marksOf(c *Scoreboard, p int) string {
	card, _ := gameOf(c).Card(p)
	var out []string
	for _, f := range card.Frames {
		if f.Marks != "" {
			out = append(out, f.Marks)
		}
	}
	return strings.Join(out, " ")
}
