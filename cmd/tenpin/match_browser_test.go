//go:build browser

package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// matchTeams are the teams of the browser's league match: four places each, KYJ absent,
// and a vacancy in the second team.
var matchTeams = [2]domain.Team{
	{Name: "Strikers", Lineup: []domain.Place{{Name: "PJS", Average: 170}, {Name: "KYJ", Average: 150, Absent: true},
		{Name: "ABC", Average: 160}, {Name: "DEF", Average: 140}}},
	{Name: "Pin Pals", Lineup: []domain.Place{{Name: "GHI", Average: 180}, {Name: "JKL", Average: 130},
		{Name: "MNO", Average: 155}, {}}},
}

// typeInto types text into the field sel and waits until it shows shown.
func (p *tab) typeInto(sel, text, shown string) {
	p.t.Helper()
	p.do(chromedp.SendKeys(chromedp.CSS(sel), text))
	p.wait(fmt.Sprintf(`document.querySelector(%q).value === %q`, sel, shown))
}

// setupMatch fills the setup screen with teams through clicks and typing: handicap on,
// games games, and returns the league the page should plan.
func (p *tab) setupMatch(games int, teams [2]domain.Team) domain.League {
	p.t.Helper()
	p.click(`input[data-testid="teams"]`)
	p.wait(`document.querySelectorAll('[data-testid="team"]').length === 2`)
	p.click(`#handicap-on`)
	p.setNumber("series-games", strconv.Itoa(games))
	for t, team := range teams {
		block := fmt.Sprintf(`[data-testid="team"][data-team="%d"]`, t)
		p.typeInto("#team-name-"+strconv.Itoa(t), team.Name, team.Name)
		for k, pl := range team.Lineup {
			if k > 0 {
				add := "add-player"
				if pl.Vacancy() {
					add = "add-vacancy"
				}
				// Clicked from the page: a tap by coordinates may land on the block below as
				// the focus scrolls the new place into view.
				evaluate[bool](p, fmt.Sprintf(`document.querySelector('%s [data-testid=%q]').click(), true`, block, add))
				p.wait(fmt.Sprintf(`document.querySelectorAll('%s .place').length === %d`, block, k+1))
			}
			if pl.Vacancy() {
				continue
			}
			id := fmt.Sprintf("#place-%d-%d", t, k)
			p.typeInto(id, pl.Name, pl.Name)
			p.typeInto(id+"-average", strconv.Itoa(pl.Average), strconv.Itoa(pl.Average))
			if pl.Absent {
				p.click(id + "-absent")
				p.wait(fmt.Sprintf(`document.querySelector(%q).checked`, id+"-absent"))
			}
		}
	}
	l := domain.DefaultLeague()
	l.Handicap.On = true
	return l
}

// panel is the team panel as shown: each team's games and points.
type panel struct {
	Games  [2][]string `json:"games"`
	Points [2]string   `json:"points"`
}

// panelOf is what the panel should show for the match m with done finished and g in play.
func panelOf(t *testing.T, m domain.Match, done []domain.Record, g *domain.Game) panel {
	t.Helper()
	lv, err := m.Live(done, g)
	if err != nil {
		t.Fatal(err)
	}
	var want panel
	for tm := range 2 {
		want.Games[tm] = make([]string, m.Games)
		for n := range m.Games {
			switch {
			case n < lv.Finished:
				want.Games[tm][n] = strconv.Itoa(lv.TeamGames[tm][n])
			case n == lv.Finished && g != nil:
				want.Games[tm][n] = strconv.Itoa(lv.Now[tm])
			}
		}
		want.Points[tm] = halves(lv.Clinched[tm])
	}
	return want
}

func halves(p float64) string {
	s := strconv.Itoa(int(p))
	if p-float64(int(p)) >= 0.25 {
		if int(p) == 0 {
			return "½"
		}
		s += "½"
	}
	return s
}

// waitPanel waits until the panel shows want.
func (p *tab) waitPanel(want panel, when string) {
	p.t.Helper()
	data, _ := json.Marshal(want)
	read := `(() => { const g = [0, 1].map((t) => [...document.querySelectorAll('[data-testid="team-game"][data-team="' + t + '"]')].map((c) => c.textContent));
	  const pts = [0, 1].map((t) => (document.querySelector('[data-testid="team-points"][data-team="' + t + '"]') || {}).textContent);
	  return JSON.stringify({games: g, points: pts}); })()`
	if err := waitJS(p.ctx, fmt.Sprintf(`%s === %q`, read, data), updateTimeout); err != nil {
		p.t.Fatalf("%s: the panel shows %s, want %s", when, evaluate[string](p, read), data)
	}
}

// TestLeagueMatch bowls a 3-game match of two teams of four with handicap, one absent bowler
// and one vacancy, set up through the screen, checking the grid and the team panel against
// the domain after every ball; it reloads in the middle of game 2.
func TestLeagueMatch(t *testing.T) {
	p, _ := openApp(t, 768, 1024)
	l := p.setupMatch(3, matchTeams)
	m, err := domain.NewMatch(3, l, matchTeams[0], matchTeams[1])
	if err != nil {
		t.Fatal(err)
	}
	p.screenshot("match-setup-768")
	p.checkAxe("match setup")
	p.wait(`!document.querySelector('[data-testid="start-game"]').disabled`)
	p.click(`[data-testid="start-game"]`)
	rng := rand.New(rand.NewPCG(23, 5))
	var done []domain.Record
	for n := 1; n <= 3; n++ {
		g, err := m.Start(n)
		if err != nil {
			t.Fatal(err)
		}
		if n > 1 {
			p.click(`[data-testid="next-game"]`)
		}
		p.waitBoard(g, fmt.Sprintf("game %d begun", n))
		p.waitPanel(panelOf(t, m, done, g), fmt.Sprintf("game %d begun", n))
		for ball := 1; !g.Over(); ball++ {
			pins := rng.IntN(g.PinsStanding() + 1)
			if err := g.Roll(pins); err != nil {
				t.Fatal(err)
			}
			p.tap(pins)
			when := fmt.Sprintf("game %d ball %d", n, ball)
			p.waitBoard(g, when)
			if g.Over() {
				r, err := m.Record(n, g, time.Now())
				if err != nil {
					t.Fatal(err)
				}
				done = append(done, r)
				p.waitPanel(panelOf(t, m, done, nil), when)
				break
			}
			p.waitPanel(panelOf(t, m, done, g), when)
			if n == 2 && ball == 25 {
				p.screenshot("match-lanes-768")
				p.checkAxe("match on the lanes")
				p.reload()
				p.waitBoard(g, "after a reload")
				p.waitPanel(panelOf(t, m, done, g), "after a reload")
			}
		}
	}
	res, err := domain.MatchOf(done)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := [2]string{halves(res.Score.Points[0]), halves(res.Score.Points[1])},
		(panelOf(t, m, done, nil).Points); got != want {
		t.Errorf("final points %v, want %v", want, got)
	}
	result := i18n.English.MatchTied
	if pts := res.Score.Points; pts[0] != pts[1] {
		result = i18n.English.MatchWinner.Say(matchTeams[map[bool]int{true: 0, false: 1}[pts[0] > pts[1]]].Name)
	}
	p.wait(fmt.Sprintf(`document.querySelector('.team-panel [data-testid="match-result"]').textContent === %q`, result))
	p.viewport(390, 844)
	p.screenshot("match-over-390")
	p.viewport(768, 1024)
	sheet := fmt.Sprintf(`[0, 1].map((t) => document.querySelector('[data-testid="match-points"][data-team="' + t + '"]').textContent + "/" +
	  document.querySelector('[data-testid="match-series"][data-team="' + t + '"]').textContent).join(" ") === %q`,
		halves(res.Score.Points[0])+"/"+strconv.Itoa(res.Score.Series[0])+" "+halves(res.Score.Points[1])+"/"+strconv.Itoa(res.Score.Series[1]))
	p.show("series")
	p.wait(sheet)
	p.screenshot("match-sheet-768")
	p.show("history")
	p.click(`[data-act="open-series"]`)
	p.wait(sheet)
	p.checkAxe("match sheet in history")
	p.screenshot("match-history-768")
}

// fiveATeam is a team of five bowlers whose names start at letter c.
func fiveATeam(name string, c byte) domain.Team {
	t := domain.Team{Name: name}
	for i := range 5 {
		b := c + byte(i)
		t.Lineup = append(t.Lineup, domain.Place{Name: string([]byte{b, b, b}), Average: 150 + 5*i})
	}
	return t
}

// TestLeagueBaker bowls a Baker game of two teams of five: each frame cell names its bowler,
// the status says who bowls for which team, and the panel follows the domain.
func TestLeagueBaker(t *testing.T) {
	p, _ := openApp(t, 768, 1024)
	teams := [2]domain.Team{fiveATeam("Strikers", 'A'), fiveATeam("Pin Pals", 'K')}
	l := p.setupMatch(2, teams)
	p.click(`input[data-testid="baker"]`)
	l.Baker = true
	m, err := domain.NewMatch(2, l, teams[0], teams[1])
	if err != nil {
		t.Fatal(err)
	}
	p.wait(`!document.querySelector('[data-testid="start-game"]').disabled`)
	p.click(`[data-testid="start-game"]`)
	b, err := m.StartBaker(1)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 23))
	for ball := 1; !b.Game.Over(); ball++ {
		turn := b.Turn()
		p.wait(fmt.Sprintf(`document.querySelector('[data-testid="current-player"]').textContent === %q &&
		  document.querySelector('.status-team').textContent === %q`, turn.Bowler, i18n.English.ForTeam.Say(turn.Team)))
		pins := rng.IntN(b.Game.PinsStanding() + 1)
		if err := b.Game.Roll(pins); err != nil {
			t.Fatal(err)
		}
		p.tap(pins)
		want := expected(b.Game)
		if next := b.Turn(); !next.Over {
			want.Current = &next.Bowler // the bowler of the frame, not the team's line
		}
		p.waitShows(want, fmt.Sprintf("Baker ball %d", ball))
		if !b.Game.Over() {
			p.waitPanel(panelOf(t, m, nil, b.Game), fmt.Sprintf("Baker ball %d", ball))
		}
		if ball == 12 {
			p.screenshot("baker-768")
			p.checkAxe("Baker game")
		}
		if said := evaluate[string](p, `document.querySelector('[data-testid="announcement"]').textContent`); strings.Contains(said, "TMA") || strings.Contains(said, "TMB") {
			t.Fatalf("Baker ball %d: announced %q, want the teams' names", ball, said)
		}
	}
	// The game's points go to the team with the higher game, handicap included.
	lv, _ := m.Live(nil, b.Game)
	want := i18n.English.GamePointsSplit.Say(1)
	if lv.Now[0] != lv.Now[1] {
		want = i18n.English.GamePointsTo.Say(teams[map[bool]int{true: 0, false: 1}[lv.Now[0] > lv.Now[1]]].Name, 1)
	}
	p.wait(fmt.Sprintf(`document.querySelector('[data-testid="game-over"] .result').textContent === %q`, want))
	for tm := range 2 {
		got := evaluate[[]string](p, fmt.Sprintf(`[...document.querySelectorAll('[data-testid="frame"][data-player="%d"] [data-testid="frame-bowler"]')].map((e) => e.textContent)`, tm))
		if want := b.Bowlers(tm); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("team %d's frame bowlers %v, want %v", tm, got, want)
		}
	}
	p.click(`[data-testid="next-game"]`)
	b2, _ := m.StartBaker(2)
	p.wait(fmt.Sprintf(`document.querySelector('[data-testid="current-player"]').textContent === %q`, b2.Turn().Bowler))
}

// TestLeagueLanguages sets up a match of two teams of five in Spanish and in Korean: the
// setup and the lanes pass axe, and the team panel is in view on a 768×1024 tablet.
func TestLeagueLanguages(t *testing.T) {
	for _, tag := range []string{"es", "ko"} {
		t.Run(tag, func(t *testing.T) {
			p, _ := openApp(t, 768, 1024)
			p.chooseLanguage(tag)
			teams := [2]domain.Team{fiveATeam("Strikers", 'A'), fiveATeam("Pin Pals", 'K')}
			p.setupMatch(3, teams)
			p.checkAxe("match setup " + tag)
			p.screenshot("match-setup-" + tag)
			p.viewport(390, 844)
			p.screenshot("match-setup-390-" + tag)
			p.viewport(768, 1024)
			p.wait(`!document.querySelector('[data-testid="start-game"]').disabled`)
			p.click(`[data-testid="start-game"]`)
			p.wait(`document.querySelectorAll('[data-testid="team-game"]').length === 6`)
			for _, pins := range []int{7, 2, 10, 3} {
				p.tap(pins)
			}
			p.wait(`document.querySelector('[data-testid="frame"][data-player="2"][data-frame="1"] [data-testid="marks"]').textContent === "3"`)
			if !evaluate[bool](p, `document.querySelector('.team-panel').getBoundingClientRect().bottom <= innerHeight &&
			  document.querySelector('[data-pins="10"]').getBoundingClientRect().bottom <= innerHeight`) {
				t.Errorf("%s: the team panel or the pad is out of view on a 768×1024 tablet", tag)
			}
			p.checkAxe("match on the lanes " + tag)
			p.screenshot("match-lanes-" + tag)
			p.viewport(390, 844)
			p.screenshot("match-lanes-390-" + tag)
			// The device remembers the teams for next week: after a reload, New game shows them.
			p.reload()
			p.click(`[data-testid="new-game"]`)
			p.wait(`document.querySelector('input[data-testid="teams"]').checked && document.querySelector("#team-name-1").value === "Pin Pals" &&
			  document.querySelector("#place-1-4").value === "OOO" && document.querySelector("#place-0-4-average").value === "170"`)
		})
	}
}

// TestLeagueTwoWindows bowls a match in one window while a second window follows it: the
// second window's team panel shows the same games and points, across the next game.
func TestLeagueTwoWindows(t *testing.T) {
	base, _ := startServer(t)
	a, b := twoWindows(t, base, base)
	l := a.setupMatch(2, matchTeams)
	m, err := domain.NewMatch(2, l, matchTeams[0], matchTeams[1])
	if err != nil {
		t.Fatal(err)
	}
	a.wait(`!document.querySelector('[data-testid="start-game"]').disabled`)
	a.click(`[data-testid="start-game"]`)
	rng := rand.New(rand.NewPCG(7, 11))
	var done []domain.Record
	for n := 1; n <= 2; n++ {
		g, _ := m.Start(n)
		if n > 1 {
			a.click(`[data-testid="next-game"]`)
		}
		a.waitBoard(g, fmt.Sprintf("A: game %d begun", n))
		for ball := 1; !g.Over(); ball++ {
			pins := rng.IntN(g.PinsStanding() + 1)
			if err := g.Roll(pins); err != nil {
				t.Fatal(err)
			}
			a.tap(pins)
			a.waitBoard(g, fmt.Sprintf("A: game %d ball %d", n, ball))
		}
		r, err := m.Record(n, g, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		done = append(done, r)
		b.waitBoard(g, fmt.Sprintf("B after A's game %d", n))
		b.waitPanel(panelOf(t, m, done, nil), fmt.Sprintf("B after A's game %d", n))
	}
	b.screenshot("match-two-windows")
}

// TestLeagueLineupEdits reorders and removes bowlers of a lineup on setup: each field keeps
// its bowler's name and average where the bowler goes, and the focus follows the button.
func TestLeagueLineupEdits(t *testing.T) {
	p, _ := openApp(t, 768, 1024)
	p.setupMatch(3, [2]domain.Team{
		{Name: "Strikers", Lineup: []domain.Place{{Name: "PJS", Average: 170}, {Name: "KYJ", Average: 150}, {Name: "ABC", Average: 160}}},
		{Name: "Pin Pals", Lineup: []domain.Place{{Name: "GHI", Average: 180}}},
	})
	lineup := `[...document.querySelectorAll('[data-team="0"] .place')].map((li) => li.querySelector('[data-testid="player-name"]').value + ":" +
	  li.querySelector('[data-testid="average"]').value).join(" ")`
	p.click(`[data-team="0"] [data-act="move-down"][data-place="0"]`)
	p.wait(fmt.Sprintf(`%s === "KYJ:150 PJS:170 ABC:160" && document.activeElement.matches('[data-act="move-down"][data-place="1"]')`, lineup))
	p.click(`[data-team="0"] [data-act="move-up"][data-place="2"]`)
	p.wait(fmt.Sprintf(`%s === "KYJ:150 ABC:160 PJS:170" && document.activeElement.matches('[data-act="move-up"][data-place="1"]')`, lineup))
	p.click(`[data-team="0"] [data-act="remove-place"][data-place="0"]`)
	p.wait(fmt.Sprintf(`%s === "ABC:160 PJS:170"`, lineup))
	p.wait(`!document.querySelector('[data-testid="start-game"]').disabled`)
	p.click(`[data-testid="start-game"]`)
	g, _ := domain.NewGame("ABC", "PJS", "GHI")
	p.waitBoard(g, "after Start")
}
