package tv

import (
	"regexp"
	"strings"
	"testing"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// hook finds the text of the element a test hook marks, by its attributes as written.
func hook(t *testing.T, html, attrs string) string {
	t.Helper()
	re := regexp.MustCompile(regexp.QuoteMeta(attrs) + `[^>]*>([^<]*)<`)
	m := re.FindStringSubmatch(html)
	if m == nil {
		t.Fatalf("no element with %s in %s", attrs, html)
	}
	return m[1]
}

func TestRenderGame(t *testing.T) {
	g, err := domain.NewGame("PJS", "KYJ")
	if err != nil {
		t.Fatal(err)
	}
	for _, pins := range []int{10, 8, 2, 7, 2, 5} {
		if err := g.Roll(pins); err != nil {
			t.Fatal(err)
		}
	}
	html := Render(Lanes{Game: g}, &i18n.English)
	tests := []struct{ attrs, want string }{
		{`data-testid="current-player"`, "KYJ"},
		{`data-testid="total" data-player="0"`, "28"},
		{`data-testid="total" data-player="1"`, "15"},
		{`data-testid="cumulative"`, "19"},
	}
	for _, tc := range tests {
		if got := hook(t, html, tc.attrs); got != tc.want {
			t.Errorf("Render: %s = %q, want %q", tc.attrs, got, tc.want)
		}
	}
	// KYJ's first frame: 8 then a spare, the separator hidden but in the text.
	cell := html[strings.Index(html, `data-player="1" data-frame="1"`):]
	cell = cell[:strings.Index(cell, "</td>")]
	text := regexp.MustCompile(`<[^>]*>`).ReplaceAllString(cell[strings.Index(cell, `data-testid="marks">`)+20:strings.Index(cell, `<span class="tv-cum"`)], "")
	if text != "8|/" {
		t.Errorf("KYJ's frame 1 marks read %q, want 8|/", text)
	}
	for _, bad := range []string{"<button", "<input", "style="} {
		if strings.Contains(html, bad) {
			t.Errorf("Render writes %s: the TV view has no controls and no inline style", bad)
		}
	}
}

func TestRenderOver(t *testing.T) {
	g, _ := domain.NewGame("PJS")
	for range 12 {
		if err := g.Roll(10); err != nil {
			t.Fatal(err)
		}
	}
	html := Render(Lanes{Game: g, Result: "PJS wins with 300."}, &i18n.Spanish)
	if got := hook(t, html, `data-testid="game-over"`); got != "PJS wins with 300." {
		t.Errorf("game-over = %q", got)
	}
	if strings.Contains(html, `data-testid="current-player"`) {
		t.Error("a finished game still says whose turn it is")
	}
}

func TestRenderNoGame(t *testing.T) {
	html := Render(Lanes{}, &i18n.Korean)
	if !strings.Contains(html, i18n.Korean.TV.NoGame) || !strings.Contains(html, `data-testid="tv-view"`) {
		t.Errorf("Render with no game = %s", html)
	}
}
