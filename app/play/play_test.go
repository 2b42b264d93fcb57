package play

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// testHost is the page around a game under test: it keeps what the game commits and has
// pending, and no series.
type testHost struct {
	commits  int
	pending  string
	outdated bool // the guard refuses every input
	series   Series
}

func (h *testHost) Later(ctx app.Context, f func(app.Context)) {}
func (h *testHost) Messages() *Messages                        { return &i18n.English }
func (h *testHost) Outdated() bool                             { return h.outdated }
func (h *testHost) Commit(guarded bool)                        { h.commits++ }
func (h *testHost) KeepPending(text string)                    { h.pending = text }
func (h *testHost) Series() Series                             { return h.series }
func (h *testHost) OnTV() bool                                 { return false }
func (h *testHost) NewGame(ctx app.Context)                    {}
func (h *testHost) AfterGame(m *Messages) []app.UI {
	return []app.UI{app.Raw(`<div class="after"></div>`)}
}

// newGame begins a game of names on a Game of its own.
func newGame(t *testing.T, names ...string) (*Game, *testHost) {
	t.Helper()
	g, err := domain.NewGame(names...)
	if err != nil {
		t.Fatal(err)
	}
	h := &testHost{}
	l := &Game{Host: h}
	l.Wire()
	l.Begin(g)
	return l, h
}

// marksOf writes player p's frames thrown so far, separated by spaces.
func marksOf(g *domain.Game, p int) string {
	card, _ := g.Card(p)
	var out []string
	for _, f := range card.Frames {
		if f.Marks != "" {
			out = append(out, f.Marks)
		}
	}
	return strings.Join(out, " ")
}

// TestActionPath checks the four steps every action takes: the guard refuses an input of a
// window that has not caught up, the domain's refusal changes nothing and says why, and an
// accepted ball is committed once, derived and announced.
func TestActionPath(t *testing.T) {
	l, h := newGame(t, "PJS", "KYJ")
	if h.commits != 1 || !l.Shown() || l.View().Current != "PJS" || l.View().Frame != 1 {
		t.Fatalf("begin: %d commits, shown %v, view %+v", h.commits, l.Shown(), l.View())
	}
	l.Throw(domain.Count(7))
	if h.commits != 2 || l.View().Standing != 3 || l.Announcement() != "PJS, frame 1: 7. 3 pins standing." {
		t.Errorf("a ball: %d commits, standing %d, said %q", h.commits, l.View().Standing, l.Announcement())
	}
	l.Throw(domain.Count(4))
	if h.commits != 2 || l.Alert() == nil || l.Alert().In(l.Messages()) != i18n.English.TooManyPins(3) {
		t.Errorf("4 after 7: %d commits, alert %v", h.commits, l.Alert())
	}
	h.outdated = true
	l.Throw(domain.Count(3))
	if h.commits != 2 || marksOf(l.game, 0) != "7" {
		t.Errorf("an outdated window's ball was taken: %d commits, marks %q", h.commits, marksOf(l.game, 0))
	}
	h.outdated = false
	l.Enter("/")
	if h.commits != 3 || l.Alert() != nil || marksOf(l.game, 0) != "7|/" || l.View().Current != "KYJ" {
		t.Errorf("a spare typed: %d commits, alert %v, marks %q, up %q", h.commits, l.Alert(), marksOf(l.game, 0), l.View().Current)
	}
	l.Undo()
	if h.commits != 4 || marksOf(l.game, 0) != "7" || l.Announcement() != "Ball taken back. PJS, frame 1." {
		t.Errorf("undo: %d commits, marks %q, said %q", h.commits, marksOf(l.game, 0), l.Announcement())
	}
}

// TestLeaveAndResume checks that leaving the game for setup keeps it to go back to, and that
// a game adopted from storage shows on the game screen only when asked or when it is up.
func TestLeaveAndResume(t *testing.T) {
	l, _ := newGame(t, "PJS", "KYJ")
	l.Throw(domain.Count(9))
	if names := l.Leave(); strings.Join(names, ",") != "PJS,KYJ" || l.Shown() || !l.InProgress() {
		t.Fatalf("leave: names %q, shown %v, in progress %v", names, l.Shown(), l.InProgress())
	}
	l.Throw(domain.Count(1)) // setup is up: the pad is not there
	if marksOf(l.game, 0) != "9" {
		t.Errorf("a ball was taken on setup: %q", marksOf(l.game, 0))
	}
	other, _ := domain.NewGame("PJS", "KYJ")
	if l.Adopt(other, false) || l.Shown() {
		t.Error("a game adopted on setup took the screen")
	}
	if g, _ := l.Current(); g != other {
		t.Error("the game adopted is not the one to go back to")
	}
	l.Resume()
	if !l.Shown() || l.View().Current != "PJS" {
		t.Errorf("resume: shown %v, up %q", l.Shown(), l.View().Current)
	}
}

// TestGameOverPanel checks the end of a game: the winner, the final scores from the highest
// down, what comes after it (the host's part), and no current player.
func TestGameOverPanel(t *testing.T) {
	l, _ := newGame(t, "PJS", "KYJ")
	for range 10 {
		l.Throw(domain.Count(9))
		l.Throw(domain.Count(0))
		l.Throw(domain.Count(8))
		l.Throw(domain.Count(0))
	}
	v := l.View()
	if !v.Over || v.Result != "PJS wins with 90." || strings.Join(v.FinalScores, ", ") != "PJS 90, KYJ 80" {
		t.Fatalf("over %v, result %q, scores %q", v.Over, v.Result, v.FinalScores)
	}
	html := app.HTMLString(l.Render(l.Messages()))
	for _, want := range []string{`data-testid="game-over"`, "PJS wins with 90.", `<li>PJS 90</li>`, `class="after"`, `class="status over"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the game-over screen lacks %s", want)
		}
	}
	if strings.Contains(html, `data-testid="current-player"`) {
		t.Error("the game-over screen still names a current player")
	}
}

// TestStatusOfSeries checks the status line: the game of a series is named when the series
// has more than one.
func TestStatusOfSeries(t *testing.T) {
	l, h := newGame(t, "PJS")
	if html := app.HTMLString(l.Render(l.Messages())); strings.Contains(html, "status-series") {
		t.Errorf("a game without a series names one: %s", html)
	}
	h.series = Series{Game: 2, Of: 3}
	if html := app.HTMLString(l.Render(l.Messages())); !strings.Contains(html, i18n.English.GameOfSeries.Say(2, 3)) {
		t.Errorf("the second game of three is not named: %s", html)
	}
}

func TestFinalScores(t *testing.T) {
	tests := []struct {
		totals []int
		want   string
	}{
		{[]int{90}, "A 90"},
		{[]int{90, 120, 30}, "B 120, A 90, C 30"},
		{[]int{90, 90, 120, 90}, "C 120, A 90, B 90, D 90"}, // ties stay in turn order
	}
	for _, tt := range tests {
		cards := make([]domain.Card, len(tt.totals))
		for i, total := range tt.totals {
			cards[i] = domain.Card{Name: string(rune('A' + i)), Total: total}
		}
		if got := strings.Join(finalScores(cards), ", "); got != tt.want {
			t.Errorf("finalScores(%v) = %s, want %s", tt.totals, got, tt.want)
		}
	}
}

func TestGridLabel(t *testing.T) {
	m := &i18n.English
	if got, want := gridLabel(m, "3-6-9"), m.GridCaption+" · 3-6-9"; got != want {
		t.Errorf("gridLabel = %q, want %q", got, want)
	}
	if got := gridLabel(m, ""); got != m.GridCaption {
		t.Errorf("gridLabel of the standard game = %q, want %q", got, m.GridCaption)
	}
}
