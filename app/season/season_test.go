package season

import (
	"encoding/base64"
	"encoding/json"
	"net/url"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/domain"
)

var en = &i18n.English

// typedForm is a new league's form with the name, teams and bowlers (name and entering
// average as typed) given.
func typedForm(name string, teams []string, bowlers [][][2]string) *leagueForm {
	f := newForm()
	f.input(actLeagueName, "", name)
	for len(f.teams) < len(teams) {
		f.click(actAddTeam, "")
	}
	for t, team := range teams {
		f.input(actTeamName, itoa(t), team)
		for k, b := range bowlers[t] {
			if k > 0 {
				f.click(actAddPlayer, itoa(t))
			}
			f.input(actPlayerName, itoa(t)+"."+itoa(k), b[0])
			f.input(actEntering, itoa(t)+"."+itoa(k), b[1])
		}
	}
	return f
}

func TestFormProblems(t *testing.T) {
	good := [][][2]string{{{"aaa", "150"}, {"bbb", ""}}, {{"CCC", "140"}}}
	tests := []struct {
		name  string
		form  func() *leagueForm
		tried bool
		want  func(p formProblems) string // the problem looked at
		says  string
	}{
		{"all right", func() *leagueForm { return typedForm("Thursday Mixed", []string{"A", "B"}, good) }, true,
			func(p formProblems) string {
				return p.name + p.teams + strings.Join(p.team, "") + strings.Join(p.bowler[0], "")
			}, ""},
		{"no name, not tried", func() *leagueForm { return typedForm("", []string{"A", "B"}, good) }, false,
			func(p formProblems) string { return p.name }, ""},
		{"no name, tried", func() *leagueForm { return typedForm("", []string{"A", "B"}, good) }, true,
			func(p formProblems) string { return p.name }, en.Season.NameProblem.Say(domain.MaxLeagueNameLen)},
		{"a name of other characters", func() *leagueForm { return typedForm("Thursday/Mixed", []string{"A", "B"}, good) }, false,
			func(p formProblems) string { return p.name }, en.Season.NameProblem.Say(domain.MaxLeagueNameLen)},
		{"no rounds", func() *leagueForm {
			f := typedForm("L", []string{"A", "B"}, good)
			f.input(actSetting, itoa(setRounds), "0")
			return f
		}, false, func(p formProblems) string { return p.settings[setRounds] }, en.Season.NumberProblem.Say(1, domain.MaxRounds)},
		{"a basis with the handicap off", func() *leagueForm {
			f := typedForm("L", []string{"A", "B"}, good)
			f.input(actSetting, itoa(setBasis), "0")
			return f
		}, false, func(p formProblems) string { return p.settings[setBasis] }, ""},
		{"a basis with the handicap on", func() *leagueForm {
			f := typedForm("L", []string{"A", "B"}, good)
			f.handicap = true
			f.input(actSetting, itoa(setBasis), "0")
			return f
		}, false, func(p formProblems) string { return p.settings[setBasis] }, en.Season.NumberProblem.Say(domain.MinBasis, domain.MaxBasis)},
		{"a team twice", func() *leagueForm { return typedForm("L", []string{"Pin Pals", " pin pals"}, good) }, false,
			func(p formProblems) string { return p.team[1] }, en.Season.TeamTwice.Say("pin pals")},
		{"a bowler's name", func() *leagueForm {
			return typedForm("L", []string{"A", "B"}, [][][2]string{{{"aa1", ""}}, {{"CCC", ""}}})
		}, false, func(p formProblems) string { return p.bowler[0][0] }, en.NameNotLetter('1')},
		{"a bowler twice", func() *leagueForm {
			return typedForm("L", []string{"A", "B"}, [][][2]string{{{"aaa", ""}}, {{"AAA", ""}}})
		}, false, func(p formProblems) string { return p.bowler[1][0] }, en.NameTaken.Say("AAA")},
		{"an entering average", func() *leagueForm {
			return typedForm("L", []string{"A", "B"}, [][][2]string{{{"aaa", "301"}}, {{"CCC", ""}}})
		}, false, func(p formProblems) string { return p.bowler[0][0] }, en.AverageProblem.Say(domain.MaxAverage)},
		{"an empty place", func() *leagueForm {
			return typedForm("L", []string{"A", "B"}, [][][2]string{{{"aaa", ""}, {"", ""}}, {{"CCC", ""}}})
		}, true, func(p formProblems) string { return p.bowler[0][1] }, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := tt.form()
			f.tried = tt.tried
			if got := tt.want(f.problems(en)); got != tt.says {
				t.Errorf("problems() = %q, want %q", got, tt.says)
			}
		})
	}
}

func TestNewLeague(t *testing.T) {
	f := typedForm(" Thursday Mixed ", []string{"Pin Pals", "Gutter Kings", "Split Ends"},
		[][][2]string{{{"aaa", "150"}, {"bbb", ""}}, {{"CCC", "140"}, {"", ""}}, {{"ddd", "0"}}})
	f.input(actSetting, itoa(setGames), "2")
	f.input(actSetting, itoa(setFirstLane), "5")
	f.handicap, f.position = true, true
	l, ok := f.newLeague(en)
	if !ok {
		t.Fatalf("newLeague() refused the form: %+v", f.problems(en))
	}
	st := domain.DefaultSeasonSettings()
	st.Games, st.FirstLane, st.PositionRound = 2, 5, true
	st.Match.Handicap = domain.Handicap{On: true, Basis: domain.DefaultHandicap.Basis, Percent: domain.DefaultHandicap.Percent}
	if l.Name() != "Thursday Mixed" || l.Settings() != st || !reflect.DeepEqual(l.Teams(), []string{"Pin Pals", "Gutter Kings", "Split Ends"}) {
		t.Errorf("newLeague() = %q %+v %q", l.Name(), l.Settings(), l.Teams())
	}
	want := []domain.Bowler{{Name: "AAA", Entering: 150}, {Name: "BBB", Entering: -1}, {Name: "CCC", Entering: 140}, {Name: "DDD", Entering: 0}}
	if got := l.Bowlers(); !reflect.DeepEqual(got, want) {
		t.Errorf("Bowlers() = %+v, want %+v", got, want)
	}
	for team, roster := range [][]string{{"AAA", "BBB"}, {"CCC"}, {"DDD"}} {
		if got := l.Roster(0, team); !reflect.DeepEqual(got, roster) {
			t.Errorf("Roster(0, %d) = %q, want %q", team, got, roster)
		}
	}
	// A refused form makes nothing, and shows every problem from then on.
	f = typedForm("L", []string{"A", "a"}, [][][2]string{{{"AAA", ""}}, {{"BBB", ""}}})
	if _, ok := f.newLeague(en); ok || !f.tried {
		t.Errorf("newLeague(two teams named A) = %v, tried %v; want refused", ok, f.tried)
	}
}

func TestPublishedPath(t *testing.T) {
	page, _ := url.Parse("https://club.example/bowling/?embed=1&league=league.json#x")
	tests := []struct {
		raw, want string
	}{
		{"league.json", "https://club.example/bowling/league.json"},
		{"leagues/thursday-2026.json", "https://club.example/bowling/leagues/thursday-2026.json"},
		{"", ""},
		{"league.txt", ""},
		{"/league.json", ""},
		{"//evil.example/league.json", ""},
		{"https://evil.example/league.json", ""},
		{"../league.json", ""},
		{"a/./league.json", ""},
		{`a\league.json`, ""},
		{"league.json?v=2", ""},
		{"data:league.json", ""},
		{"a//league.json", ""},
	}
	for _, tt := range tests {
		got, ok := publishedPath(page, tt.raw)
		if got != tt.want || ok != (tt.want != "") {
			t.Errorf("publishedPath(%q) = %q, %v; want %q", tt.raw, got, ok, tt.want)
		}
	}
}

// keptLeague is a league of four teams of two, 2 games a week with handicap, with its first
// week's matches kept: everybody bowls open frames of 50, but AAA 90 in game 1.
func keptLeague(t *testing.T) *domain.Season {
	t.Helper()
	f := typedForm("Thursday", []string{"Pin Pals", "Gutter Kings", "Split Ends", "Lucky Strikes"},
		[][][2]string{{{"AAA", "150"}, {"BBB", "100"}}, {{"CCC", "140"}, {"DDD", "160"}}, {{"EEE", "120"}, {"FFF", "130"}}, {{"GGG", "110"}, {"HHH", "100"}}})
	f.input(actSetting, itoa(setGames), "2")
	f.handicap = true
	l, ok := f.newLeague(en)
	if !ok {
		t.Fatal("the league is refused")
	}
	fixtures, _ := l.Fixtures(0)
	for _, fx := range fixtures {
		if _, err := l.Keep(fx.Ref, bowl(t, l, fx, "AAA")); err != nil {
			t.Fatal(err)
		}
	}
	return l
}

// bowl bowls a fixture's 2 games: open frames of 5 (50), but 9 for star's game 1 (90).
func bowl(t *testing.T, l *domain.Season, fx domain.Fixture, star string) []domain.Record {
	t.Helper()
	m, err := domain.NewMatch(l.Settings().Games, l.Settings().Match, fx.Teams[0], fx.Teams[1])
	if err != nil {
		t.Fatal(err)
	}
	var recs []domain.Record
	for n := 1; n <= l.Settings().Games; n++ {
		g, _ := m.Start(n)
		for !g.Over() {
			pins := 5
			if g.Name(g.Current()) == star && n == 1 {
				pins = 9
			}
			if g.FullRack() {
				g.Roll(pins)
			} else {
				g.Roll(0)
			}
		}
		r, err := m.Record(n, g, time.Date(2026, 9, 3, 19, 0, 0, 0, time.UTC).Add(time.Duration(n)*time.Hour))
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, r)
	}
	return recs
}

func TestRecapView(t *testing.T) {
	l := keptLeague(t)
	v, err := recapOf(l, 0)
	if err != nil {
		t.Fatal(err)
	}
	rc, _ := l.Recap(0)
	tables := v.tables(en)
	if len(tables) != nTables {
		t.Fatalf("tables() = %d tables, want %d", len(tables), nTables)
	}
	for i, s := range rc.Standings {
		row := tables[tableStandings].rows[i]
		if row[1] != s.Team || row[3] != pointsText(s.Won, en) || row[5] != itoa(s.ScratchPins) {
			t.Errorf("standings row %d = %q, want %s %v won, %d pins", i, row, s.Team, s.Won, s.ScratchPins)
		}
	}
	for i, a := range rc.Averages {
		row := tables[tableAverages].rows[i]
		if row[0] != a.Name || row[4] != itoa(a.Average) || row[6] != itoa(a.Handicap) {
			t.Errorf("averages row %d = %q, want %s %d %d", i, row, a.Name, a.Average, a.Handicap)
		}
	}
	if got := tables[tableHighs].rows[0]; got[1] != "AAA" || got[0] != en.Season.HighScratchGame || got[3] != "90" {
		t.Errorf("the high scratch game = %q, want AAA's 90", got)
	}
	if n := len(tables[tableResults].rows); n != 4 {
		t.Errorf("%d results rows, want 2 a match", n)
	}
	if n := len(tables[tableNext].rows); n != 2 {
		t.Errorf("%d of next week's pairs, want 2", n)
	}

	// The link: the same view read back, in no language; damaged or newer ones said so.
	link := recapLink(v)
	var s Screen
	s.openRecap(strings.TrimPrefix(link, "#"+RecapFragment))
	if s.opened.problem.kind != noteNone || !reflect.DeepEqual(s.opened.view, v) {
		t.Errorf("openRecap(recapLink(v)) = %+v, %v; want v", s.opened.view, s.opened.problem.in(en))
	}
	text := strings.TrimPrefix(link, "#"+RecapFragment)
	for _, tt := range []struct {
		text string
		want noticeKind
	}{
		{text[:len(text)/2], noteLinkDamaged},
		{"!!", noteLinkDamaged},
		{base64.RawURLEncoding.EncodeToString([]byte(`{"v":2,"l":"x","w":1,"g":1}`)), noteLinkNewer},
		{base64.RawURLEncoding.EncodeToString([]byte(`{"v":1,"l":"x","w":1,"g":2,"t":[[["1"]],[],[],[],[]]}`)), noteLinkDamaged},
	} {
		var s Screen
		if s.openRecap(tt.text); s.opened.problem.kind != tt.want {
			t.Errorf("openRecap(%.20q) says %q, want kind %d", tt.text, s.opened.problem.in(en), tt.want)
		}
	}
	data, _ := json.Marshal(v)
	if len(link) > len(data)*4/3+20 {
		t.Errorf("the link is %d characters for %d bytes of figures", len(link), len(data))
	}
}

func TestKeepProblem(t *testing.T) {
	l := keptLeague(t)
	week1, _ := l.Fixtures(1)
	recs := bowl(t, l, week1[0], "")
	teams := l.Teams()
	p := week1[0].Pairing
	other := l.Schedule()[1].Pairs[1]
	tests := []struct {
		name string
		ref  domain.FixtureRef
		recs []domain.Record
		want string
	}{
		{"another pair's teams", domain.FixtureRef{League: l.ID(), Week: 1, Pair: 1}, recs,
			en.Season.NotTheirPair.Say(en.Season.Versus.Say(teams[p.A], teams[p.B]), 2, lanes(other.Lane), en.Season.Versus.Say(teams[other.A], teams[other.B]))},
		{"a week kept with other games", domain.FixtureRef{League: l.ID(), Week: 0, Pair: 0}, bowl(t, l, func() domain.Fixture { f, _ := l.Fixtures(0); return f[0] }(), "BBB"),
			en.Season.PairKept.Say(1, lanes(l.Schedule()[0].Pairs[0].Lane))},
		{"a game short", domain.FixtureRef{League: l.ID(), Week: 1, Pair: 0}, recs[:1], en.Season.NotWhole.Say(2, 1)},
		{"no such week", domain.FixtureRef{League: l.ID(), Week: 9, Pair: 0}, recs, en.Season.NoSuchWeek.Say(10)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := l.Keep(tt.ref, tt.recs)
			if err == nil {
				t.Fatal("Keep() = nil error")
			}
			if got := keepProblem(l, tt.ref, tt.recs, err).in(en); got != tt.want {
				t.Errorf("keepProblem() = %q, want %q", got, tt.want)
			}
		})
	}
	// A match of a team the league does not have names it.
	strangers := week1[0]
	strangers.Teams[1].Name = "Strangers"
	_, err := l.Keep(domain.FixtureRef{League: l.ID(), Week: 1, Pair: 0}, bowl(t, l, strangers, ""))
	if got, want := keepProblem(l, domain.FixtureRef{Week: 1}, bowl(t, l, strangers, ""), err).in(en), en.Season.NoSuchTeam.Say("Thursday", "Strangers"); got != want {
		t.Errorf("keepProblem(Strangers) = %q, want %q", got, want)
	}
}

func TestNextWeek(t *testing.T) {
	l := keptLeague(t)
	var s Screen
	if s.show(l); nextWeek(l) != 1 || s.part != partRecap || s.week != 0 {
		t.Errorf("a league with week 1 kept shows %s of week %d (next %d), want the recap of week 1", s.part, s.week+1, nextWeek(l)+1)
	}
	for w := 1; w < l.Weeks(); w++ {
		fixtures, _ := l.Fixtures(w)
		for _, fx := range fixtures {
			if _, err := l.Keep(fx.Ref, bowl(t, l, fx, "")); err != nil {
				t.Fatal(err)
			}
		}
	}
	if s.show(l); nextWeek(l) != l.Weeks() || s.week != l.Weeks()-1 {
		t.Errorf("a league kept whole shows week %d, want its last, %d", s.week+1, l.Weeks())
	}
}

// TestRender draws the screen's parts of a league and finds the hooks web.md names.
func TestRender(t *testing.T) {
	l := keptLeague(t)
	s := &Screen{state: shelfReady, leagues: []listed{{ID: l.ID(), Name: l.Name()}}}
	s.show(l)
	want := app.Elem("section").Attr("class", "league-screen").Attr("data-testid", "league").Attr("aria-labelledby", "league-heading").
		On("click", s.onClick).On("input", s.onInput).On("change", s.onChange)
	if err := app.Match(want, s.Render(en)); err != nil {
		t.Error(err)
	}
	for _, tt := range []struct {
		part string
		want []string
	}{
		{partSchedule, []string{`data-testid="week" data-week="3"`, `data-testid="pairing" data-team-a="`, `data-lanes="1-2"`, `kept-mark`}},
		{partRecap, []string{`data-testid="recap" data-week="1"`, `data-testid="average-row" data-name="AAA"`, `data-testid="average-value"`, `data-testid="handicap-value"`}},
		{partHonour, []string{`data-testid="honour-roll"`}},
	} {
		s.part = tt.part
		var got string
		switch tt.part {
		case partSchedule:
			got = rawOf(renderSchedule(l, en, 0, true))
		case partRecap:
			v, _ := recapOf(l, 0)
			got = rawOf(renderRecap(v, en))
		default:
			got = rawOf(renderHonour(l, en))
		}
		for _, w := range tt.want {
			if !strings.Contains(got, w) {
				t.Errorf("the %s part lacks %s", tt.part, w)
			}
		}
	}
}

// rawOf is the markup of a part written by html (go-app keeps it unexported).
func rawOf(ui app.UI) string {
	v := reflect.ValueOf(ui)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return ""
	}
	return v.Elem().FieldByName("value").String()
}

// TestTonight lists the bowlers of the week to come, absent bowlers out and substitutes in,
// and nothing once every week is kept or before a league is read.
func TestTonight(t *testing.T) {
	var s Screen
	if names, games := Tonight(&s); names != nil || games != 0 {
		t.Errorf("Tonight(no league) = %q, %d, want nothing", names, games)
	}
	l := keptLeague(t)
	if err := l.SetPlan(1, domain.WeekPlan{Absent: []string{"HHH"}, Substitutes: []domain.Substitute{{Team: 0, For: "BBB", Name: "ZZZ", Average: 120}}}); err != nil {
		t.Fatal(err)
	}
	s.show(l)
	fixtures, _ := l.Fixtures(1)
	var want []string
	for _, fx := range fixtures {
		for _, tm := range fx.Teams {
			for _, p := range tm.Lineup {
				if p.Bowls() {
					want = append(want, p.Name)
				}
			}
		}
	}
	names, games := Tonight(&s)
	if !slices.Equal(names, want) || games != 2 || !slices.Contains(names, "ZZZ") || slices.Contains(names, "BBB") || slices.Contains(names, "HHH") {
		t.Errorf("Tonight(week 2) = %q, %d, want %q, 2 (ZZZ for BBB, HHH absent)", names, games, want)
	}
	for w := 1; w < l.Weeks(); w++ {
		fixtures, _ := l.Fixtures(w)
		for _, fx := range fixtures {
			if _, err := l.Keep(fx.Ref, bowl(t, l, fx, "")); err != nil {
				t.Fatal(err)
			}
		}
	}
	if names, _ := Tonight(&s); names != nil {
		t.Errorf("Tonight(every week kept) = %q, want nothing", names)
	}
}
