package tv

import (
	"regexp"
	"strconv"
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

func TestRenderMatch(t *testing.T) {
	a := domain.Team{Name: "Pin Pals", Lineup: []domain.Place{{Name: "PJS", Average: 150}, {Name: "KYJ", Average: 160}}}
	b := domain.Team{Name: "Splitters", Lineup: []domain.Place{{Name: "ABC", Average: 170}, {Name: "DEF", Average: 140}}}
	mt, err := domain.NewMatch(3, domain.DefaultLeague(), a, b)
	if err != nil {
		t.Fatal(err)
	}
	g, err := mt.Start(1)
	if err != nil {
		t.Fatal(err)
	}
	for _, pins := range []int{10, 9, 0, 7, 3, 8, 1} { // PJS X, KYJ 9-, ABC 7/, DEF 8 1
		if err := g.Roll(pins); err != nil {
			t.Fatal(err)
		}
	}
	live, err := mt.Live(nil, g)
	if err != nil {
		t.Fatal(err)
	}
	html := Render(Lanes{Game: g, Match: &mt, Live: live, Number: 1}, &i18n.English)
	for team := range 2 {
		attrs := `data-testid="team-game" data-team="` + strconv.Itoa(team) + `" data-game="1"`
		if got, want := hook(t, html, attrs), strconv.Itoa(live.Now[team]); got != want {
			t.Errorf("team %d's game 1 = %q, want %q (Live.Now)", team, got, want)
		}
		attrs = `data-testid="team-points" data-team="` + strconv.Itoa(team) + `"`
		if got, want := hook(t, html, attrs), i18n.English.Points(live.Clinched[team]); got != want {
			t.Errorf("team %d's points = %q, want %q", team, got, want)
		}
	}
	if !strings.Contains(html, "tv-rows-6") { // four bowlers and the two teams' lines
		t.Errorf("a match of four bowlers is not drawn on six lines: %s", html[:200])
	}
}

func TestRenderBaker(t *testing.T) {
	lines := [2]*[domain.Frames]string{{"PJS", "KYJ"}, {"ABC", "DEF"}}
	g, _ := domain.NewGame("AAA", "BBB")
	html := Render(Lanes{Game: g, Lines: []string{"Pin Pals", "Splitters"}, Bowlers: lines, Up: "PJS", UpTeam: "Pin Pals"}, &i18n.English)
	if got := hook(t, html, `data-testid="current-player"`); got != "PJS" {
		t.Errorf("whose turn = %q, want the line's bowler PJS", got)
	}
	if got := hook(t, html, `data-testid="frame-bowler"`); got != "PJS" {
		t.Errorf("frame 1's bowler = %q, want PJS", got)
	}
	if !strings.Contains(html, ">Pin Pals</th>") || !strings.Contains(html, "for Pin Pals") {
		t.Errorf("the team's line is not named by its team: %s", html)
	}
}

func TestRenderHandicap(t *testing.T) {
	s, err := domain.NewSeries(3, domain.KeepOrder, "PJS", "KYJ")
	if err != nil {
		t.Fatal(err)
	}
	s.Handicap, s.Averages = domain.Handicap{On: true, Basis: 220, Percent: 80}, []int{150, 200}
	g, err := s.Start(1)
	if err != nil {
		t.Fatal(err)
	}
	html := Render(Lanes{Game: g, Series: &s, Number: 1}, &i18n.English)
	for i, avg := range s.Averages {
		h, _ := s.Handicap.For(avg)
		if !strings.Contains(html, `<td class="tv-hdcp">`+strconv.Itoa(h)+`</td>`) {
			t.Errorf("bowler %d's handicap %d is not shown: %s", i, h, html)
		}
	}
}
