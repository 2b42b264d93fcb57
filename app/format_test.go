package app

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/board"
	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/app/match"
	"tenpin/domain"
)

// formatBoard is a Scoreboard on a map store whose setup chose format f for the named
// players, started, with balls thrown as counts.
func formatBoard(t *testing.T, f domain.Format, names []string, balls ...int) (*Scoreboard, memoryStore) {
	t.Helper()
	s := memoryStore{}
	c := newScoreboard(nil)
	c.restore(s)
	c.night.restore(gameOf(c))
	c.night.league.NoTap, c.night.league.ThreeSixNine = f.NoTap, f.ThreeSixNine
	typeNames(c, names...)
	if !c.start() {
		t.Fatalf("start in %s refused", f)
	}
	for i, b := range balls {
		roll(c, b)
		if c.play.Alert() != nil {
			t.Fatalf("ball %d (%d) refused: %s", i+1, b, c.play.Alert().In(c.Messages()))
		}
	}
	return c, s
}

func TestFormatName(t *testing.T) {
	es, _ := translated("es")
	ko, _ := translated("ko")
	tests := []struct {
		m      *Messages
		f      domain.Format
		scotch bool
		want   string
	}{
		{English, domain.Format{}, false, ""},
		{English, domain.Format{NoTap: 9}, false, "9-pin no-tap"},
		{English, domain.Format{ThreeSixNine: true}, false, "3-6-9"},
		{English, domain.Format{NoTap: 9, ThreeSixNine: true}, false, "9-pin no-tap · 3-6-9"},
		{English, domain.Format{NoTap: 8}, true, "Scotch doubles · 8-pin no-tap"},
		{English, domain.Format{}, true, "Scotch doubles"},
		{es, domain.Format{NoTap: 7, ThreeSixNine: true}, false, es.Formats.NoTapName.Say(7) + " · 3-6-9"},
		{ko, domain.Format{NoTap: 9}, true, ko.Formats.ScotchName + " · " + ko.Formats.NoTapName.Say(9)},
	}
	for _, tt := range tests {
		if got := i18n.FormatName(tt.m, tt.f, tt.scotch); got != tt.want {
			t.Errorf("i18n.FormatName(%s, %s, %v) = %q, want %q", tt.m.Lang, tt.f, tt.scotch, got, tt.want)
		}
	}
}

// TestSetupFormat chooses a format on setup: the series and its games are in it, the choice
// is remembered with the league settings (and read back by another window or a reload), and
// the setup screen draws it with its hooks.
func TestSetupFormat(t *testing.T) {
	tests := []struct {
		name string
		f    domain.Format
		text string // the format as stored
	}{
		{"standard", domain.Format{}, ""},
		{"9-pin no-tap", domain.Format{NoTap: 9}, `"format":"9pin"`},
		{"3-6-9", domain.Format{ThreeSixNine: true}, `"format":"369"`},
		{"7-pin no-tap and 3-6-9", domain.Format{NoTap: 7, ThreeSixNine: true}, `"format":"7pin,369"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, s := formatBoard(t, tt.f, []string{"pjs", "kyj"})
			if got := gameOf(c).Format(); got != tt.f {
				t.Errorf("game in %s, want %s", got, tt.f)
			}
			if got := c.night.series.Series.Format; got != tt.f {
				t.Errorf("series in %s, want %s", got, tt.f)
			}
			value, _, _ := browser.Unwrap(s[leagueKey])
			if tt.text != "" && !strings.Contains(string(value), tt.text) || tt.text == "" && strings.Contains(string(value), "format") {
				t.Errorf("league settings stored as %s, want %s", value, tt.text)
			}
			again := newScoreboard(nil)
			again.restore(s)
			again.night.restore(gameOf(again))
			if got := again.night.league.Format(); got != tt.f {
				t.Errorf("league settings read back in %s, want %s", got, tt.f)
			}
			if got := gameOf(again).Format(); got != tt.f || again.night.series.Series.Format != tt.f {
				t.Errorf("game restored in %s, series in %s, want %s", got, again.night.series.Series.Format, tt.f)
			}
			again.newGame()
			html := app.HTMLString(again.renderSetup(English))
			options := tagsWith(html, "option", `value="`)
			noTaps := []int{0, 7, 8, 9} // off, then the no-tap games formats.md offers
			if len(options) != len(noTaps) {
				t.Fatalf("no-tap options %q, want %d", options, len(noTaps))
			}
			for i, n := range noTaps {
				if !strings.Contains(options[i], `value="`+strconv.Itoa(n)+`"`) || strings.Contains(options[i], "selected") != (n == tt.f.NoTap) {
					t.Errorf("option %s, want value %d selected %v", options[i], n, n == tt.f.NoTap)
				}
			}
			box := tagsWith(html, "input", `data-testid="three-six-nine"`)
			if len(box) != 1 || strings.Contains(box[0], "checked") != tt.f.ThreeSixNine || !strings.Contains(box[0], `type="checkbox"`) {
				t.Errorf("3-6-9 switch %q, want a checkbox checked %v", box, tt.f.ThreeSixNine)
			}
			if want := English.Formats.NoTapHint.Say(tt.f.NoTap); strings.Contains(html, want) != (tt.f.NoTap != 0) {
				t.Errorf("setup shows the no-tap hint %v, want %v", !strings.Contains(html, want), tt.f.NoTap != 0)
			}
			if sel := tagsWith(html, "select", `data-testid="no-tap"`); len(sel) != 1 || !strings.Contains(sel[0], `id="no-tap"`) {
				t.Errorf("no-tap choice %q, want one with its hook and id", sel)
			}
		})
	}
}

// tagsWith returns the start tags of the elements tag in html that hold attr, in order.
func tagsWith(html, tag, attr string) []string {
	var out []string
	for _, t := range regexp.MustCompile(`<`+tag+`[\s>][^>]*>`).FindAllString(html, -1) {
		if strings.Contains(t, attr) {
			out = append(out, t)
		}
	}
	return out
}

// TestFormatOnTheLanes plays a game in a format: the grid's heading names it, the pad offers
// what the format allows (a no-tap strike's count labelled a strike, a full rack after it),
// and a rematch keeps the format.
func TestFormatOnTheLanes(t *testing.T) {
	tests := []struct {
		name    string
		f       domain.Format
		balls   []int
		heading string
		hint    string
		enabled []int
		strikes []int // the pad buttons the sheet would write X
		spares  []int
	}{
		{"standard", domain.Format{}, nil, "", "", []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, []int{10}, nil},
		{"9-pin at a full rack", domain.Format{NoTap: 9}, nil, "9-pin no-tap", English.Formats.NoTapHint.Say(9),
			[]int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, []int{9, 10}, nil},
		{"7-pin at a full rack", domain.Format{NoTap: 7}, nil, "7-pin no-tap", English.Formats.NoTapHint.Say(7),
			[]int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, []int{7, 8, 9, 10}, nil},
		{"after a 9-pin strike, a full rack", domain.Format{NoTap: 9}, []int{9}, "9-pin no-tap", English.Formats.NoTapHint.Say(9),
			[]int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, []int{9, 10}, nil},
		{"after an 8 in 9-pin", domain.Format{NoTap: 9}, []int{8}, "9-pin no-tap", English.Formats.NoTapHint.Say(9),
			[]int{0, 1, 2}, nil, []int{2}},
		{"3-6-9 in frame 4 after frame 2", domain.Format{ThreeSixNine: true}, []int{3, 4, 10}, "3-6-9", "",
			[]int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, []int{10}, nil},
		{"both in the tenth", domain.Format{NoTap: 8, ThreeSixNine: true}, []int{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8}, "8-pin no-tap · 3-6-9",
			English.Formats.NoTapHint.Say(8), []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, []int{8, 9, 10}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, _ := formatBoard(t, tt.f, []string{"pjs"}, tt.balls...)
			if c.play.View().Format != tt.heading || c.play.View().FormatHint != tt.hint {
				t.Errorf("heading %q (%q), want %q (%q)", c.play.View().Format, c.play.View().FormatHint, tt.heading, tt.hint)
			}
			if got := enabled(c); !slices.Equal(got, tt.enabled) {
				t.Errorf("enabled pad buttons %v, want %v", got, tt.enabled)
			}
			var strikes, spares []int
			for _, b := range c.play.Entry.Pad() {
				switch b.Mark {
				case domain.MarkStrike:
					strikes = append(strikes, b.Pins)
					if b.Label != English.PinsButton(b.Pins, domain.MarkStrike) {
						t.Errorf("pad button %d is labelled %q", b.Pins, b.Label)
					}
				case domain.MarkSpare:
					spares = append(spares, b.Pins)
				}
			}
			if !slices.Equal(strikes, tt.strikes) || !slices.Equal(spares, tt.spares) {
				t.Errorf("strikes %v, spares %v on the pad; want %v, %v", strikes, spares, tt.strikes, tt.spares)
			}
			html := app.HTMLString(c.play.Render(English))
			if tt.heading == "" {
				if strings.Contains(html, `data-testid="format"`) {
					t.Errorf("a standard game shows a format heading: %s", html)
				}
			} else {
				if got := textContent(t, html, `data-testid="format"`); got != tt.heading+tt.hint {
					t.Errorf("format heading %q, want %q", got, tt.heading+tt.hint)
				}
				if !strings.Contains(html, `aria-label="`+English.GridCaption+" · "+tt.heading+`"`) {
					t.Errorf("the grid's region is not named with the format: %s", html)
				}
			}
			finish(t, c, 10)
			c.night.series = nil // a game without a series: its rematch is a new game in its format
			c.night.rematch()
			if got := gameOf(c).Format(); got != tt.f || gameOf(c).Balls() != 0 {
				t.Errorf("rematch in %s with %d balls, want %s, none", got, gameOf(c).Balls(), tt.f)
			}
		})
	}
}

// TestGivenStrikeBox draws a 3-6-9 game: the given strikes are images of an X named as given,
// never buttons, and they count as strikes in the frames before them.
func TestGivenStrikeBox(t *testing.T) {
	c, _ := formatBoard(t, domain.Format{ThreeSixNine: true}, []string{"pjs"}, 3, 4, 10)
	row := c.play.View().Rows[0]
	given := &board.Cell{Player: 0, Frame: 3, Name: "PJS", View: row.Frames[2], Msg: English}
	want := app.Elem("span").Attr("class", "box ball given").Attr("role", "img").Attr("aria-label", English.Formats.Given(3)).
		Attr("data-testid", "ball").Attr("data-ball", "1").Attr("data-given", "true").Attr("data-split", "false").Attr("data-foul", "false")
	// The marks' only element: the empty left-hand box is the stylesheet's (blank-first).
	if err := app.Match(want, given.Render(), 0, 0); err != nil {
		t.Errorf("frame 3's given strike: %v\n%s", err, app.HTMLString(given))
	}
	if err := app.Match(app.Text("X"), given.Render(), 0, 0, 0); err != nil {
		t.Errorf("frame 3's given strike is not written X: %v", err)
	}
	thrown := &board.Cell{Player: 0, Frame: 2, Name: "PJS", View: row.Frames[1], Msg: English}
	if b := tagsWith(app.HTMLString(thrown), "button", `class="box ball"`); len(b) != 1 {
		t.Errorf("frame 2's strike is not a button: %q", b)
	}
	html := app.HTMLString(c.play.Render(English))
	if n := strings.Count(html, ` data-given`); n != 1 {
		t.Errorf("%d given boxes, want 1 (frames 6 and 9 are not reached yet)", n)
	}
	// The given strike counts in frame 2's bonus, and frame 4's balls in its own.
	roll(c, 5)
	finish(t, c, 0)
	card, _ := gameOf(c).Card(0)
	if got := [3]int{card.Frames[1].Value, card.Frames[2].Value, card.Frames[3].Value}; got != [3]int{25, 15, 5} {
		t.Errorf("frames 2 to 4 = %v, want X + X + 5, X + 5 + 0, 5", got)
	}
	html = app.HTMLString(c.play.Render(English))
	if n := strings.Count(html, ` data-given`); n != 3 {
		t.Errorf("%d given boxes once over, want 3", n)
	}
}

// TestFormatSheets keeps a 9-pin 3-6-9 series in history: the list, the series sheet and the
// game's sheet name the format (its given strikes are not among the balls to correct:
// package history's TestSheetFormat) (the
// picture: package share's TestPictureOf).
func TestFormatSheets(t *testing.T) {
	f := domain.Format{NoTap: 9, ThreeSixNine: true}
	s, _ := domain.NewSeries(2, domain.KeepOrder, "PJS", "KYJ")
	s.Format = f
	var recs []domain.Record
	for n := 1; n <= 2; n++ {
		g, _ := s.Start(n)
		for !g.Over() {
			g.Roll(min(9, g.PinsStanding()))
		}
		r, err := s.Record(n, g, time.Date(2026, 3, 1, 19, n, 0, 0, time.UTC))
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, r)
	}
	c := withHistory(t, screenHistory, recs...)
	name := "9-pin no-tap · 3-6-9"
	html := app.HTMLString(c.night.renderHistory(English))
	if !strings.Contains(html, m(English).SeriesTitle(i18n.DateText(recs[0].Played(), English), 2)+" · "+name) {
		t.Errorf("the list does not name the format: %s", html)
	}
	c.night.openSeries(s.ID)
	html = app.HTMLString(c.night.renderHistory(English))
	if got := textContent(t, html, `data-testid="sheet-format"`); got != name {
		t.Errorf("series sheet's format %q, want %q", got, name)
	}
	c.night.openGame(recs[0].ID())
	html = app.HTMLString(c.night.renderHistory(English))
	if got := textContent(t, html, `id="history-sheet-heading"`); !strings.HasSuffix(got, " · "+name) {
		t.Errorf("game sheet title %q", got)
	}
}

// m is its argument: a catalogue named where a test reads better with it.
func m(msg *Messages) *Messages { return msg }

// TestScotchOnTheLanes bowls a Scotch doubles match: each team's line is named by the team,
// whose turn says the bowler of the next ball and the team, the frame cells name who threw
// each ball, and Baker with Scotch is refused with a message.
func TestScotchOnTheLanes(t *testing.T) {
	s := memoryStore{}
	c := newScoreboard(nil)
	c.restore(s)
	c.setup.RestoreTeams(s)
	c.night.restore(gameOf(c))
	c.night.league.Games, c.night.league.NoTap = "2", 9
	twos := domain.Team{Name: "Strikers", Lineup: []domain.Place{{Name: "PJS", Average: 170}, {Name: "KYJ", Average: 150}}}
	setTeams(&c.setup, s, true, true, twos, pinPals) // the form's problem: setup's TestBakerOrScotch
	if c.start() {
		t.Fatal("a match in Baker and Scotch started")
	}
	html := app.HTMLString(c.renderSetup(English))
	if !strings.Contains(html, `data-testid="scotch"`) || !strings.Contains(html, `id="scotch-on-problem"`) {
		t.Errorf("the Scotch switch or its problem is missing: %s", html)
	}
	setTeams(&c.setup, s, false, true, twos, pinPals)
	if !c.start() {
		t.Fatal("the Scotch match did not start")
	}
	if m := c.night.series.Match; !m.League.Scotch || m.League.Format.NoTap != 9 || gameOf(c).Format().NoTap != 9 {
		t.Fatalf("started %+v in %s", m.League, gameOf(c).Format())
	}
	if c.play.View().Format != "Scotch doubles · 9-pin no-tap" {
		t.Errorf("heading %q", c.play.View().Format)
	}
	// Each team's balls in turn, across frames: a 9-pin strike ends Strikers' frame 2 with
	// one ball, so Pin Pals' frame 2 starts with ABC again.
	turns := []struct{ bowler, team string }{{"PJS", "Strikers"}, {"KYJ", "Strikers"}, {"ABC", "Pin Pals"}, {"DEF", "Pin Pals"}, {"PJS", "Strikers"}}
	for i, pins := range []int{3, 4, 8, 1, 9} {
		if want := turns[i]; c.play.Panel.Turn().Bowler != want.bowler || c.play.Panel.Turn().Team != want.team {
			t.Fatalf("ball %d: turn %+v, want %s for %s", i+1, c.play.Panel.Turn(), want.bowler, want.team)
		}
		roll(c, pins)
	}
	html = app.HTMLString(c.play.Render(English))
	if got := textContent(t, html, `data-testid="current-player"`); got != "ABC" {
		t.Errorf("current player %q, want ABC (Pin Pals' third ball)", got)
	}
	if !strings.Contains(html, English.ForTeam.Say("Pin Pals")) {
		t.Error("whose turn does not name the team")
	}
	rows := c.play.View().Rows
	if b := c.play.Panel.Bowlers(); b[0][0] != "PJS KYJ" || b[0][1] != "PJS" || b[1][0] != "ABC DEF" || b[1][1] != "" {
		t.Errorf("frame bowlers %q / %q", *b[0], *b[1])
	}
	if len(rows) != 2 || !strings.Contains(html, `>Strikers</th>`) || !strings.Contains(html, `>Pin Pals</th>`) {
		t.Errorf("the lines are not named by their teams: %s", html)
	}
	cell := tagsWith(html, "td", `data-frame="1"`)[0] // team A's line comes first
	if got := textContent(t, html[strings.Index(html, cell):], `data-testid="frame-bowler"`); got != "PJS KYJ" {
		t.Errorf("frame 1's bowlers %q", got)
	}
	if got := c.play.Panel.Spoken("TMB, frame 1: 9."); got != "Pin Pals, frame 1: 9." {
		t.Errorf("spoken %q", got)
	}
	finish(t, c, 9)
	rec := c.night.series.Records[0]
	if !rec.Scotch() || rec.Format().NoTap != 9 {
		t.Errorf("the record is not a Scotch 9-pin game: %v %s", rec.Scotch(), rec.Format())
	}
	sheet := app.HTMLString(match.Sheet(c.night.series.Records, English))
	if strings.Contains(sheet, "place-line") || !strings.Contains(sheet, `data-testid="match-series" data-team="0"`) {
		t.Errorf("a Scotch match sheet shows the bowlers' own lines: %s", sheet)
	}
	rows = match.RecordRows(rec, mustGame(t, rec), English)
	if rows[1].Name != "Pin Pals" || rows[0].Bowlers == nil || rows[0].Bowlers[0] != "PJS KYJ" {
		t.Errorf("the record's rows %q with bowlers %v", rows[1].Name, rows[0].Bowlers)
	}
	next := newScoreboard(nil) // the teams remembered
	next.setup.RestoreTeams(s)
	if m, ok := next.setup.PlanMatch(2, domain.Handicap{}, nil, English); !ok || !m.League.Scotch || m.League.Baker {
		t.Errorf("the next match's setup does not start with Scotch: %+v", m.League)
	}
}

func mustGame(t *testing.T, r domain.Record) *domain.Game {
	t.Helper()
	g, err := r.Game()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestCorrectNoTapStrike opens the correction dialog on a 9-pin strike of nine: the count
// entered, 9, is the current one, not the 10 it scores.
func TestCorrectNoTapStrike(t *testing.T) {
	c, _ := formatBoard(t, domain.Format{NoTap: 9}, []string{"pjs"}, 9)
	c.play.Fix.OpenAt(board.BallRef{Player: 0, Frame: 1, Ball: 1})
	var current []int
	for _, b := range c.play.Fix.View().Counts {
		if b.Current {
			current = append(current, b.Pins)
		}
	}
	if !slices.Equal(current, []int{9}) || c.play.Fix.View().Entered != English.FixEntered(domain.MarkStrike, 10) {
		t.Errorf("current counts %v, entered %q; want [9], a strike", current, c.play.Fix.View().Entered)
	}
}

// TestMatchInFormat bowls league matches in a format, Baker included: the match, its series
// and its games are in it, its records keep it, and the heading names it.
func TestMatchInFormat(t *testing.T) {
	f := domain.Format{NoTap: 8, ThreeSixNine: true}
	for _, baker := range []bool{false, true} {
		s := memoryStore{}
		c := newScoreboard(nil)
		c.restore(s)
		c.setup.RestoreTeams(s)
		c.night.restore(gameOf(c))
		c.night.league.Games, c.night.league.NoTap, c.night.league.ThreeSixNine = "1", f.NoTap, f.ThreeSixNine
		setTeams(&c.setup, s, baker, false, domain.Team{Name: "Strikers", Lineup: []domain.Place{{Name: "PJS"}, {Name: "KYJ"}}},
			domain.Team{Name: "Pin Pals", Lineup: []domain.Place{{Name: "ABC"}, {Name: "DEF"}}})
		if !c.start() {
			t.Fatalf("Baker %v: the match in %s did not start", baker, f)
		}
		st := c.night.series
		if st.Match.League.Format != f || st.Series.Format != f || gameOf(c).Format() != f || c.play.View().Format != "8-pin no-tap · 3-6-9" {
			t.Errorf("Baker %v: match in %s, series in %s, game in %s, heading %q", baker, st.Match.League.Format, st.Series.Format, gameOf(c).Format(), c.play.View().Format)
		}
		finish(t, c, 8)
		if r := st.Records[0]; r.Format() != f || r.Baker() != baker {
			t.Errorf("Baker %v: record in %s, Baker %v", baker, r.Format(), r.Baker())
		}
	}
}
