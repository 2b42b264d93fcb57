package app

import (
	"encoding/json"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// newBoard starts a game for names on a Scoreboard that saves to a map, as the setup screen
// would, then throws balls through the pad's path.
func newBoard(t *testing.T, names []string, balls ...int) (*Scoreboard, memoryStore) {
	t.Helper()
	s := memoryStore{}
	c := &Scoreboard{}
	c.restore(s)
	for i, n := range names {
		if i > 0 {
			c.addPlayer()
		}
		c.setName(i, n)
	}
	if !c.start() {
		t.Fatalf("start with %q refused", names)
	}
	for i, b := range balls {
		c.roll(b)
		if c.alert != "" {
			t.Fatalf("ball %d (%d) refused: %s", i+1, b, c.alert)
		}
	}
	return c, s
}

func repeat(n int, balls ...int) []int {
	var out []int
	for range n {
		out = append(out, balls...)
	}
	return out
}

// enabled lists the pad counts that are not disabled.
func enabled(c *Scoreboard) []int {
	var out []int
	for _, b := range c.view.pad {
		if !b.Disabled {
			out = append(out, b.Pins)
		}
	}
	return out
}

func TestPadDisablesImpossibleCounts(t *testing.T) {
	tests := []struct {
		name  string
		balls []int
		want  []int
	}{
		{"fresh rack", nil, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}},
		{"after a 7", []int{7}, []int{0, 1, 2, 3}},
		{"after a strike, a fresh frame", []int{10}, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}},
		{"tenth after X then 7", append(repeat(18, 0), 10, 7), []int{0, 1, 2, 3}},
		{"tenth after X X", append(repeat(18, 0), 10, 10), []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}},
		{"tenth after 7 /", append(repeat(18, 0), 7, 3), []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}},
		{"game over", repeat(12, 10), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, _ := newBoard(t, []string{"PJS"}, tt.balls...)
			if got := enabled(c); !equalInts(got, tt.want) {
				t.Errorf("enabled pad buttons = %v, want %v", got, tt.want)
			}
			if got, want := len(enabled(c)), c.game.PinsStanding()+1; !c.game.Over() && got != want {
				t.Errorf("%d buttons enabled, but PinsStanding() = %d", got, want-1)
			}
		})
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestPadButtonRender(t *testing.T) {
	c, _ := newBoard(t, []string{"PJS"}, 7)
	b := c.view.pad[7]
	want := app.Button().
		Type("button").
		Class("pad-button").
		DataSet("pins", 7).
		Aria("label", "7 pins").
		Disabled(true).
		OnClick(func(app.Context, app.Event) {})
	if err := app.Match(want, b.Render()); err != nil {
		t.Errorf("pad button 7 after a 7: %v", err)
	}
	spare := c.view.pad[3]
	want = app.Button().
		Type("button").
		Class("pad-button spare").
		DataSet("pins", 3).
		Aria("label", "3 pins, spare").
		OnClick(func(app.Context, app.Event) {})
	if err := app.Match(want, spare.Render()); err != nil {
		t.Errorf("pad button 3 after a 7: %v", err)
	}
	if err := app.Match(app.Text("/"), spare.Render(), 1, 0); err != nil {
		t.Errorf("pad button 3 after a 7 shows its mark: %v", err)
	}
	if err := app.Match(app.Text("3"), spare.Render(), 0, 0); err != nil {
		t.Errorf("pad button 3 shows its count: %v", err)
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

func TestSetupValidation(t *testing.T) {
	c := &Scoreboard{}
	c.restore(memoryStore{})
	html := app.HTMLString(c)
	if strings.Contains(html, `role="alert"`) {
		t.Errorf("a fresh setup screen shows an alert:\n%s", html)
	}
	if !regexp.MustCompile(`<button[^>]*data-testid="start-game"[^>]*disabled`).MatchString(html) &&
		!regexp.MustCompile(`<button[^>]*disabled[^>]*data-testid="start-game"`).MatchString(html) {
		t.Errorf("Start is available with an empty name:\n%s", html)
	}
	tests := []struct {
		entered, value, problem string
	}{
		{"pjs", "PJS", ""},
		{"PJS", "PJS", ""},
		{"pj", "pj", "A name has exactly 3 letters A–Z; this one has 2."},
		{"pjsk", "pjsk", "A name has exactly 3 letters A–Z; this one has 4."},
		{"p1s", "p1s", "Only letters A–Z: “1” is not allowed."},
		{"p s", "p s", "Only letters A–Z: no spaces."},
		{"", "", "Enter a name of 3 letters A–Z."},
		{"박지성", "박지성", "Only letters A–Z: “박” is not allowed."},
	}
	for _, tt := range tests {
		t.Run(tt.entered, func(t *testing.T) {
			c.setName(0, tt.entered)
			if c.entries[0].name != tt.value {
				t.Errorf("name shown = %q, want %q", c.entries[0].name, tt.value)
			}
			if got := c.nameProblem(0); got != tt.problem {
				t.Errorf("problem = %q, want %q", got, tt.problem)
			}
			if got := c.canStart(); got != (tt.problem == "") {
				t.Errorf("canStart() = %v with %q", got, tt.entered)
			}
			field := &nameField{Index: 0, Value: c.entries[0].name, Problem: c.nameProblem(0)}
			h := app.HTMLString(field)
			if tt.problem != "" && !strings.Contains(h, `role="alert"`) {
				t.Errorf("no alert next to the field:\n%s", h)
			}
			if tt.problem != "" && !strings.Contains(h, `aria-invalid`) {
				t.Errorf("field not marked invalid:\n%s", h)
			}
		})
	}
	c.setName(0, "pjs")
	c.addPlayer()
	if c.canStart() {
		t.Error("canStart() with an empty second player")
	}
	c.setName(1, "kyj")
	if !c.canStart() {
		t.Error("canStart() = false with PJS and KYJ")
	}
	c.removePlayer(0)
	if len(c.entries) != 1 || c.entries[0].name != "KYJ" {
		t.Errorf("after removing player 1: %q", c.names())
	}
	c.removePlayer(0)
	if len(c.entries) != 1 {
		t.Errorf("the last player was removed: %q", c.names())
	}
	if !c.start() || !c.playing {
		t.Fatal("start refused")
	}
}

func TestAutosaveAndRestore(t *testing.T) {
	c, s := newBoard(t, []string{"PJS", "KYJ"}, 10, 7)
	want, _ := json.Marshal(c.game)
	if s[saveKey] != string(want) {
		t.Fatalf("saved %q, want %q", s[saveKey], want)
	}
	c.undo()
	want, _ = json.Marshal(c.game)
	if s[saveKey] != string(want) {
		t.Fatalf("after undo saved %q, want %q", s[saveKey], want)
	}

	r := &Scoreboard{}
	r.restore(s)
	if !r.playing || r.restoreFailed {
		t.Fatalf("restore: playing %v, failed %v", r.playing, r.restoreFailed)
	}
	if !reflect.DeepEqual(r.view, c.view) {
		t.Errorf("restored board differs:\n%+v\nwant\n%+v", r.view, c.view)
	}
}

func TestRestoreCorrupt(t *testing.T) {
	for _, raw := range []string{"{not json", `{"v":1,"names":["PJS"],"rolls":[[7,7]]}`, `{"v":99}`, ""} {
		t.Run(raw, func(t *testing.T) {
			s := memoryStore{saveKey: raw}
			c := &Scoreboard{}
			c.restore(s)
			if c.playing || !c.restoreFailed {
				t.Fatalf("playing %v, restoreFailed %v", c.playing, c.restoreFailed)
			}
			if s[backupKey] != raw {
				t.Errorf("backup = %q, want %q", s[backupKey], raw)
			}
			if _, ok := s[saveKey]; ok {
				t.Error("the corrupt save is still under the save key")
			}
			html := app.HTMLString(c)
			if got := textContent(t, html, `role="alert"`); got != English.RestoreFailed {
				t.Errorf("alert = %q", got)
			}
			if !strings.Contains(html, `data-testid="new-game"`) {
				t.Error("no new game offered")
			}
			c.newGame()
			if c.restoreFailed {
				t.Error("new game keeps the alert")
			}
		})
	}
}

func TestRefusedInput(t *testing.T) {
	m := English
	tests := []struct {
		name  string
		balls []int
		keys  []string
		alert string
	}{
		{"spare at a full rack", nil, []string{"/"}, m.SpareNeedsBall},
		{"strike after a 7", []int{7}, []string{"x"}, m.StrikeNeedsFullRack},
		{"X after a 7", []int{7}, []string{"X"}, m.StrikeNeedsFullRack},
		{"9 after a 7", []int{7}, []string{"9"}, m.TooManyPins(3)},
		{"a key after the game", repeat(12, 10), []string{"1"}, m.GameIsOver},
		{"undo at the start", nil, []string{"undo"}, m.NothingToUndo},
		{"tenth X 7 then 4", append(repeat(18, 0), 10, 7), []string{"4"}, m.TooManyPins(3)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, s := newBoard(t, []string{"PJS"}, tt.balls...)
			saved := s[saveKey]
			for _, k := range tt.keys {
				if k == "undo" {
					c.undo()
				} else {
					c.enter(k)
				}
			}
			if c.alert != tt.alert {
				t.Errorf("alert = %q, want %q", c.alert, tt.alert)
			}
			if s[saveKey] != saved {
				t.Errorf("a refused input changed the save: %q, was %q", s[saveKey], saved)
			}
			if got := textContent(t, app.HTMLString(c), `role="alert"`); got != tt.alert {
				t.Errorf("alert shown = %q", got)
			}
			c.enter("-")
			if !c.game.Over() && c.alert != "" {
				t.Errorf("an accepted ball keeps the alert %q", c.alert)
			}
		})
	}
}

func TestKeyboardEntry(t *testing.T) {
	c, _ := newBoard(t, []string{"PJS"})
	for _, k := range []string{"x", "7", "/", "-", "9", "X", "0", "/"} {
		c.enter(k)
		if c.alert != "" {
			t.Fatalf("key %q refused: %s", k, c.alert)
		}
	}
	card, _ := c.game.Card(0)
	got := []string{}
	for _, f := range card.Frames[:4] {
		got = append(got, f.Marks)
	}
	if want := "X 7|/ -|9 X"; strings.Join(got, " ") != want {
		t.Errorf("marks = %q, want %q", strings.Join(got, " "), want)
	}
}

func TestKeyFor(t *testing.T) {
	tests := []struct {
		k    keyStroke
		want keyCommand
		ok   bool
	}{
		{keyStroke{key: "7"}, keyCommand{mark: "7"}, true},
		{keyStroke{key: "x"}, keyCommand{mark: "x"}, true},
		{keyStroke{key: "X", shift: true}, keyCommand{mark: "X"}, true},
		{keyStroke{key: "/"}, keyCommand{mark: "/"}, true},
		{keyStroke{key: "-"}, keyCommand{mark: "-"}, true},
		{keyStroke{key: "Backspace"}, keyCommand{undo: true}, true},
		{keyStroke{key: "z", ctrl: true}, keyCommand{undo: true}, true},
		{keyStroke{key: "z", meta: true}, keyCommand{undo: true}, true},
		{keyStroke{key: "Z", ctrl: true, shift: true}, keyCommand{}, false},
		{keyStroke{key: "1", ctrl: true}, keyCommand{}, false},
		{keyStroke{key: "7", alt: true}, keyCommand{}, false},
		{keyStroke{key: "7", repeat: true}, keyCommand{}, false},
		{keyStroke{key: "7", editable: true}, keyCommand{}, false},
		{keyStroke{key: "Backspace", editable: true}, keyCommand{}, false},
		{keyStroke{key: "Enter"}, keyCommand{}, false},
		{keyStroke{key: "a"}, keyCommand{}, false},
	}
	for _, tt := range tests {
		got, ok := keyFor(tt.k)
		if got != tt.want || ok != tt.ok {
			t.Errorf("keyFor(%+v) = %+v, %v; want %+v, %v", tt.k, got, ok, tt.want, tt.ok)
		}
	}
}

func TestAnnouncements(t *testing.T) {
	c, _ := newBoard(t, []string{"PJS", "KYJ"})
	steps := []struct {
		pins int
		want string
	}{
		{7, "PJS, frame 1: 7. 3 pins standing."},
		{3, "PJS, frame 1: 3, spare. Next: KYJ, frame 1."},
		{10, "KYJ, frame 1: strike. Next: PJS, frame 2."},
		{10, "PJS, frame 2: strike. PJS, frame 1 total: 20. Next: KYJ, frame 2."},
	}
	for _, s := range steps {
		c.roll(s.pins)
		if c.announcement != s.want {
			t.Errorf("after %d: announcement %q, want %q", s.pins, c.announcement, s.want)
		}
	}
	c.undo()
	if want := "Ball taken back. PJS, frame 2."; c.announcement != want {
		t.Errorf("after undo: %q, want %q", c.announcement, want)
	}
}

func TestGameOverAndRematch(t *testing.T) {
	balls := []int{}
	for range 10 { // both bowl 9 - every frame: a tie at 90
		balls = append(balls, 9, 0, 9, 0)
	}
	c, s := newBoard(t, []string{"PJS", "KYJ"}, balls...)
	if !c.view.over {
		t.Fatal("the game is not over")
	}
	html := app.HTMLString(c)
	for _, want := range []string{`data-testid="game-over"`, "A tie at 90: PJS and KYJ.", `data-testid="rematch"`} {
		if !strings.Contains(html, want) {
			t.Errorf("game over screen lacks %s", want)
		}
	}
	if strings.Contains(html, `data-testid="current-player"`) {
		t.Error("game over screen still names a current player")
	}
	if len(enabled(c)) != 0 {
		t.Errorf("pad buttons enabled after the game: %v", enabled(c))
	}
	c.rematch()
	if c.view.over || c.game.Balls() != 0 || strings.Join(c.game.Names(), ",") != "PJS,KYJ" {
		t.Errorf("rematch: over %v, balls %d, names %q", c.view.over, c.game.Balls(), c.game.Names())
	}
	if s[saveKey] != `{"v":1,"names":["PJS","KYJ"],"rolls":[[],[]]}` {
		t.Errorf("rematch saved %q", s[saveKey])
	}
}

func TestNewGameKeepsPlayersAndResumes(t *testing.T) {
	c, s := newBoard(t, []string{"PJS", "KYJ"}, 7)
	saved := s[saveKey]
	c.newGame()
	if c.playing || strings.Join(c.names(), ",") != "PJS,KYJ" {
		t.Fatalf("new game: playing %v, names %q", c.playing, c.names())
	}
	if !strings.Contains(app.HTMLString(c), `data-testid="resume-game"`) {
		t.Error("no way back to the game")
	}
	if s[saveKey] != saved {
		t.Error("new game dropped the save before a new game started")
	}
	c.resume()
	if !c.playing || c.game.Balls() != 1 {
		t.Errorf("resume: playing %v, balls %d", c.playing, c.game.Balls())
	}
}

func TestEmbedAndUpdateBanner(t *testing.T) {
	c := &Scoreboard{embed: true, updateReady: true}
	html := app.HTMLString(c)
	if !strings.Contains(html, `class="tenpin embed"`) {
		t.Errorf("embed root class missing:\n%s", html)
	}
	if strings.Contains(html, "<header") {
		t.Error("embed mode shows the page header")
	}
	for _, want := range []string{`data-testid="update-banner"`, `data-testid="reload"`, English.UpdateReady} {
		if !strings.Contains(html, want) {
			t.Errorf("update banner lacks %s", want)
		}
	}
	if strings.Contains(app.HTMLString(&Scoreboard{}), "update-banner") {
		t.Error("update banner shown without an update")
	}
}

// TestTestEngine mounts the scoreboard in go-app's test engine, as the browser would before
// OnMount.
func TestTestEngine(t *testing.T) {
	e := app.NewTestEngine()
	c := &Scoreboard{}
	if err := e.Load(c); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	if err := app.Match(app.Div().Class("tenpin").Lang("en"), c.Render()); err != nil {
		t.Error(err)
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
