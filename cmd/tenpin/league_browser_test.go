//go:build browser

// The season in the three engines (season.md): a league of four teams over three weeks made
// from the League screen, its weeks' plans (a typed average, an absent bowler, a substitute),
// every match kept by link (its sheet built with the domain, filed under its week and pair),
// the recap of each week checked against the domain, a reload, and the league file published
// beside a static build, shown by the embed and again with the site stopped.
package main

import (
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"tenpin/domain"
)

// seasonLeague is the league the season's tests make: its name, settings, teams and bowlers,
// with their entering averages (-1: none).
var seasonLeague = struct {
	name    string
	teams   []string
	bowlers [][]domain.Bowler
}{
	name:  "Thursday Mixed",
	teams: []string{"Pin Pals", "Gutter Kings", "Split Ends", "Lucky Strikes"},
	bowlers: [][]domain.Bowler{
		{{Name: "AAA", Entering: 150}, {Name: "BBB", Entering: -1}},
		{{Name: "CCC", Entering: 140}, {Name: "DDD", Entering: 160}},
		{{Name: "EEE", Entering: 120}, {Name: "FFF", Entering: 130}},
		{{Name: "GGG", Entering: 110}, {Name: "HHH", Entering: 100}},
	},
}

// seasonSettings are its settings: 2 games a week from lane 3, handicap 220 at 80%, 2 games
// establish an average.
func seasonSettings() domain.SeasonSettings {
	st := domain.DefaultSeasonSettings()
	st.Games, st.FirstLane, st.Establish = 2, 3, 2
	st.Match.Handicap = domain.Handicap{On: true, Basis: 220, Percent: 80}
	return st
}

// seasonReplica is the league the page makes, made by the domain: the same schedule, lineups
// and figures (its ID differs).
func seasonReplica(t testing.TB) *domain.Season {
	t.Helper()
	s, err := domain.NewSeason(seasonLeague.name, seasonSettings(), seasonLeague.teams)
	if err != nil {
		t.Fatal(err)
	}
	for team, bowlers := range seasonLeague.bowlers {
		for _, b := range bowlers {
			if err := s.SetBowler(b); err != nil {
				t.Fatal(err)
			}
			if err := s.ChangeRoster(domain.RosterChange{Week: 0, Bowler: b.Name, Team: team}); err != nil {
				t.Fatal(err)
			}
		}
	}
	return s
}

// seasonPlans are the plans the secretary makes on the week part: week 1 types BBB's average,
// week 2 has AAA absent, week 3 a substitute, SUB (135), in FFF's place.
var seasonPlans = []domain.WeekPlan{
	{Averages: map[string]int{"BBB": 100}},
	{Absent: []string{"AAA"}},
	{Substitutes: []domain.Substitute{{Team: 2, For: "FFF", Name: "SUB", Average: 135}}},
}

// bowlWeek bowls every match of week of s with random games and returns each pair's records.
func bowlWeek(t testing.TB, s *domain.Season, week int, rng *rand.Rand) [][]domain.Record {
	t.Helper()
	fixtures, err := s.Fixtures(week)
	if err != nil {
		t.Fatal(err)
	}
	st := s.Settings()
	var out [][]domain.Record
	for _, f := range fixtures {
		m, err := domain.NewMatch(st.Games, st.Match, f.Teams[0], f.Teams[1])
		if err != nil {
			t.Fatalf("week %d pair %d: NewMatch: %v", week, f.Ref.Pair, err)
		}
		var recs []domain.Record
		for n := 1; n <= st.Games; n++ {
			g, err := m.Start(n)
			if err != nil {
				t.Fatal(err)
			}
			for !g.Over() {
				if err := g.Roll(rng.IntN(g.PinsStanding() + 1)); err != nil {
					t.Fatal(err)
				}
			}
			played := time.Date(2026, 9, 3, 19, 0, 0, 0, time.Local).AddDate(0, 0, 7*week).Add(time.Duration(n) * 25 * time.Minute)
			r, err := m.Record(n, g, played)
			if err != nil {
				t.Fatal(err)
			}
			recs = append(recs, r)
		}
		out = append(out, recs)
	}
	return out
}

// averagesShown reads the recap's averages list: each bowler's average and next week's
// handicap.
const averagesShown = `Object.fromEntries([...document.querySelectorAll('[data-testid="recap"] [data-testid="average-row"]')].map((r) =>
  [r.dataset.name, [r.querySelector('[data-testid="average-value"]').textContent, r.querySelector('[data-testid="handicap-value"]').textContent]]))`

// wantAverages is the averages list of week's recap of s, as averagesShown reads it.
func wantAverages(t testing.TB, s *domain.Season, week int) map[string][2]string {
	t.Helper()
	rc, err := s.Recap(week)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][2]string{}
	for _, a := range rc.Averages {
		h := ""
		if a.Known {
			h = strconv.Itoa(a.Handicap)
		}
		out[a.Name] = [2]string{strconv.Itoa(a.Average), h}
	}
	return out
}

// standingsOrder reads the recap's standings: each team in order with its points won.
const standingsOrder = `[...document.querySelectorAll('[data-testid="recap"] [data-testid="recap-standing"]')].map((r) =>
  r.dataset.teamName + " " + r.children[3].textContent)`

// wantStandings is the standings after week of s, as standingsOrder reads them.
func wantOrder(s *domain.Season, week int) []string {
	var out []string
	for _, st := range s.Standings(week) {
		out = append(out, st.Team+" "+pointsShown(st.Won))
	}
	return out
}

// pointsShown writes points as the screen does: 2, 2½, ½.
func pointsShown(p float64) string {
	whole := int(p)
	switch {
	case p-float64(whole) < 0.25:
		return strconv.Itoa(whole)
	case whole == 0:
		return "½"
	}
	return strconv.Itoa(whole) + "½"
}

// checkRecap shows week's recap (from 0) and checks its averages and standings against s.
func (p *etab) checkRecap(s *domain.Season, week int) {
	p.t.Helper()
	p.click(`[data-testid="part-recap"]`)
	p.wait(`document.querySelector('select[data-testid="recap-week"]')`)
	p.choose(`select[data-testid="recap-week"]`, strconv.Itoa(week))
	p.wait(fmt.Sprintf(`document.querySelector('[data-testid="recap"][data-week="%d"]')`, week+1))
	waitEqual(p, fmt.Sprintf("week %d's averages", week+1), averagesShown, wantAverages(p.t, s, week))
	waitEqual(p, fmt.Sprintf("the standings after week %d", week+1), standingsOrder, wantOrder(s, week))
}

// makeLeague makes the season's league on the League screen: its name and settings, its
// teams and bowlers, then its schedule.
func (p *etab) makeLeague() {
	p.t.Helper()
	p.show("league")
	p.click(`[data-testid="new-league"]`)
	p.typeInto(`input[data-testid="league-name"]`, seasonLeague.name)
	for sel, v := range map[string]string{"series-games": "2", "rounds": "1", "first-lane": "3", "establish": "2"} {
		p.typeInto(`input[data-testid="`+sel+`"]`, v)
		p.wait(fmt.Sprintf(`document.querySelector('input[data-testid="%s"]').value === %q`, sel, v))
	}
	p.click(`input[data-testid="handicap"]`)
	p.wait(`document.querySelector('input[data-testid="handicap-basis"]')`)
	for range len(seasonLeague.teams) - 2 {
		n := evalIn[int](p, `document.querySelectorAll('[data-testid="league-team"]').length`)
		p.click(`[data-testid="add-team"]`)
		p.wait(fmt.Sprintf(`document.querySelectorAll('[data-testid="league-team"]').length === %d`, n+1))
	}
	for t, name := range seasonLeague.teams {
		block := fmt.Sprintf(`[data-testid="league-team"][data-team="%d"]`, t)
		p.typeInto(block+` input[data-testid="team-name"]`, name)
		for k, b := range seasonLeague.bowlers[t] {
			if k > 0 {
				p.click(block + ` [data-testid="add-player"]`)
				p.wait(fmt.Sprintf(`document.querySelectorAll('%s input[data-testid="player-name"]').length === %d`, block, k+1))
			}
			p.typeInto(fmt.Sprintf(`#draft-%d-%d`, t, k), strings.ToLower(b.Name))
			if b.Entering >= 0 {
				p.typeInto(fmt.Sprintf(`#draft-%d-%d-avg`, t, k), strconv.Itoa(b.Entering))
			}
		}
	}
	p.click(`[data-testid="make-schedule"]`)
	p.waitFor(`document.querySelector('[data-testid="week"][data-week="3"]')`, loadTimeout)
}

// wantPairings is every week's pairings of s, as the schedule's hooks say them.
func wantPairings(s *domain.Season) []string {
	teams := s.Teams()
	var out []string
	for w, week := range s.Schedule() {
		for _, p := range week.Pairs {
			out = append(out, fmt.Sprintf("%d %s|%s|%d-%d", w+1, teams[p.A], teams[p.B], p.Lane, p.Lane+1))
		}
	}
	return out
}

const pairingsShown = `[...document.querySelectorAll('[data-testid="week"]')].flatMap((w) =>
  [...w.querySelectorAll('[data-testid="pairing"]')].map((p) => w.dataset.week + " " + p.dataset.teamA + "|" + p.dataset.teamB + "|" + p.dataset.lanes))`

// planWeek makes the week part's plan of week (from 0) as seasonPlans says, on the page and
// in s.
func (p *etab) planWeek(s *domain.Season, week int) {
	p.t.Helper()
	p.click(`[data-testid="part-week"]`)
	p.wait(`document.querySelector('select[data-testid="week-choice"]')`)
	p.choose(`select[data-testid="week-choice"]`, strconv.Itoa(week))
	p.wait(fmt.Sprintf(`document.getElementById("week-heading") && document.getElementById("week-heading").textContent.endsWith("%d")`, week+1))
	plan := seasonPlans[week]
	for name, avg := range plan.Averages {
		sel := `input[data-testid="typed-average"][data-id="` + name + `"]`
		p.typeInto(sel, strconv.Itoa(avg))
		evalIn[bool](p, `document.querySelector('`+sel+`').dispatchEvent(new Event("change", {bubbles: true}))`)
	}
	for _, name := range plan.Absent {
		p.click(`input[data-testid="week-absent"][data-id="` + name + `"]`)
	}
	for _, sub := range plan.Substitutes {
		team := strconv.Itoa(sub.Team)
		p.typeInto(`#sub-`+team+`-name`, sub.Name)
		p.typeInto(`#sub-`+team+`-average`, strconv.Itoa(sub.Average))
		p.choose(`#sub-for-`+team, sub.For)
		// The choice is drawn anew, with what was typed (the markup's selected option).
		p.wait(fmt.Sprintf(`document.querySelector('#sub-for-%s option[value=%q][selected]') && document.querySelector("#sub-%[1]s-name").value === %[3]q`, team, sub.For, sub.Name))
		p.click(`[data-testid="add-sub"][data-id="` + team + `"]`)
	}
	if err := s.SetPlan(week, plan); err != nil {
		p.t.Fatal(err)
	}
	// The lineups shown are the domain's, averages and handicaps included.
	fixtures, _ := s.Fixtures(week)
	want := map[string]string{}
	for _, f := range fixtures {
		for t, team := range f.Teams {
			for k, pl := range team.Lineup {
				want[pl.Name] = strconv.Itoa(pl.Average) + " " + strconv.Itoa(f.Handicaps[t][k])
			}
		}
	}
	waitEqual(p, fmt.Sprintf("week %d's lineups", week+1), `Object.fromEntries([...document.querySelectorAll('[data-testid="lineup-place"]').values()].map((r) =>
	  [r.dataset.name, r.querySelector('[data-testid="lineup-average"]').textContent + " " + r.querySelector('[data-testid="lineup-handicap"]').textContent]))`, want)
}

// waitEqual polls expr until its value is want, and fails the test with the last value
// when it is not within updateTimeout.
func waitEqual[T any](p *etab, what, expr string, want T) {
	p.t.Helper()
	deadline := time.Now().Add(updateTimeout)
	for {
		got := evalIn[T](p, expr)
		if reflect.DeepEqual(got, want) {
			return
		}
		if time.Now().After(deadline) {
			p.t.Errorf("%s: %s = %v, want %v (the screen says %q)", p.e.name(), what, got, want,
				evalIn[string](p, `[...document.querySelectorAll('[role="alert"], [role="status"]')].map((e) => e.textContent).join(" | ")`))
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// keepByLink opens each match's sheet link and keeps it in the league under the week and
// pair the page offers, which must be its own; s keeps it too.
func (p *etab) keepByLink(base string, s *domain.Season, week int, matches [][]domain.Record) {
	p.t.Helper()
	for pair, recs := range matches {
		text, err := domain.EncodeSheet(recs)
		if err != nil {
			p.t.Fatal(err)
		}
		// In the office, where the secretary files sheets (a sheet opened at the lane's address
		// continues there on a device that keeps the league: TestSeasonSoakWindows's window A).
		p.fresh(officeOf(base) + "#sheet=" + text)
		p.wait(`document.querySelector('[data-testid="filing"] [data-testid="keep-match"]')`)
		p.wait(fmt.Sprintf(`document.querySelector('select[data-testid="file-week"]').value === "%d" && document.querySelector('select[data-testid="file-pair"]').value === "%d"`, week, pair))
		p.click(`[data-testid="keep-match"]`)
		p.wait(`document.querySelector('[data-testid="filing-done"]')`)
		if _, err := s.Keep(domain.FixtureRef{League: s.ID(), Week: week, Pair: pair}, recs); err != nil {
			p.t.Fatal(err)
		}
	}
}

// fresh loads url anew (a blank page first: a change of fragment alone is no load) and waits
// until the app is live.
func (p *etab) fresh(url string) {
	p.t.Helper()
	p.waitStored()
	if err := p.e.navigate("about:blank"); err != nil {
		p.fatalf("leaving the page: %v", err)
	}
	p.open(url)
}

// TestLeague makes a 4-team league over 3 weeks on the League screen, plans its weeks, keeps
// every match by link, checks each week's recap against the domain, reloads, then publishes
// its file beside a static build and shows it in the embed, also with the site stopped.
func TestLeague(t *testing.T) {
	eachEngine(t, func(t *testing.T, start func(t testing.TB, o engineOptions) engine) {
		base, _ := startServer(t)
		p := &etab{t: t, e: start(t, engineOptions{width: 1280, height: 900})}
		s := &steps{t: t}
		want := seasonReplica(t)
		rng := rand.New(rand.NewPCG(34, 3))
		var file []byte

		s.run("make", func(t *testing.T) {
			p.t = t
			p.open(base)
			p.makeLeague()
			if got, want := evalIn[[]string](p, pairingsShown), wantPairings(want); !reflect.DeepEqual(got, want) {
				t.Errorf("the schedule = %q, want %q", got, want)
			}
			p.shot("league-schedule")
		})
		for week := range 3 {
			s.run(fmt.Sprintf("week-%d", week+1), func(t *testing.T) {
				p.t = t
				p.fresh(base + "office/#league")
				p.planWeek(want, week)
				p.keepByLink(base, want, week, bowlWeek(t, want, week, rng))
				p.fresh(base + "office/#league")
				p.checkRecap(want, week)
			})
		}
		s.run("reload", func(t *testing.T) {
			p.t = t
			p.reload()
			p.wait(`document.querySelector('[data-testid="league-title"]')`)
			if got := evalIn[string](p, `document.querySelector('[data-testid="league-title"]').textContent`); got != seasonLeague.name {
				t.Errorf("after a reload the league is %q, want %q", got, seasonLeague.name)
			}
			p.checkRecap(want, 1)
			p.click(`[data-testid="part-schedule"]`)
			p.wait(`document.querySelectorAll('[data-testid="pairing"].kept').length === 6`)
			p.shot("league-recap")
		})
		s.run("export", func(t *testing.T) {
			p.t = t
			evalIn[bool](p, catchDownloads)
			p.click(`[data-testid="part-settings"]`)
			p.click(`[data-testid="export-league"]`)
			files := p.waitDownloads(1)
			if files[0].Name != "league.json" {
				t.Errorf("the export is named %q, want league.json", files[0].Name)
			}
			file = []byte(files[0].Text)
			got, err := domain.ReadLeague(file)
			if err != nil {
				t.Fatalf("the exported league file: %v", err)
			}
			for w := range 3 {
				g, _ := got.Recap(w)
				wr, _ := want.Recap(w)
				if !reflect.DeepEqual(g.Averages, wr.Averages) || !reflect.DeepEqual(g.Standings, wr.Standings) {
					t.Errorf("the exported league's week %d differs from the domain's", w+1)
				}
			}
		})
		s.run("published", func(t *testing.T) {
			p.t = t
			site, stop := staticLeagueSite(t, file)
			p.open(site + "office/?embed=1&league=league.json")
			p.waitFor(`document.querySelector('[data-testid="published"]')`, loadTimeout)
			p.checkPublished(want)
			p.shot("league-published")
			p.waitFor(`navigator.serviceWorker.getRegistration().then((r) => r && r.active && r.active.state === "activated")`, loadTimeout)
			p.reload() // the worker now answers: the league file goes through it, and is kept
			p.waitFor(`document.querySelector('[data-testid="published"]')`, loadTimeout)
			stop()
			p.waitStored()
			if err := p.e.navigate("about:blank"); err != nil {
				t.Fatal(err)
			}
			p.open(site + "office/?embed=1&league=league.json")
			p.waitFor(`document.querySelector('[data-testid="published"]')`, loadTimeout)
			p.checkPublished(want)
		})
	})
}

// checkPublished checks the published league's latest recap against s.
func (p *etab) checkPublished(s *domain.Season) {
	p.t.Helper()
	p.wait(`document.querySelector('[data-testid="recap"][data-week="3"]')`)
	if got, want := evalIn[map[string][2]string](p, averagesShown), wantAverages(p.t, s, 2); !reflect.DeepEqual(got, want) {
		p.t.Errorf("%s: the published averages = %v, want %v", p.e.name(), got, want)
	}
	if got, want := evalIn[[]string](p, standingsOrder), wantOrder(s, 2); !reflect.DeepEqual(got, want) {
		p.t.Errorf("%s: the published standings = %q, want %q", p.e.name(), got, want)
	}
	if n := evalIn[int](p, `document.querySelectorAll('[data-testid="week"]').length`); n != 3 {
		p.t.Errorf("%s: the published schedule has %d weeks, want 3", p.e.name(), n)
	}
}

// staticLeagueSite writes a static build of tenpin under /tenpin/ with the league file
// beside it, as a secretary publishes it, serves it as a static host does and returns the
// app's URL and a func that stops the host.
func staticLeagueSite(t testing.TB, league []byte) (string, func()) {
	t.Helper()
	root := t.TempDir()
	dir := filepath.Join(root, "tenpin")
	if out, err := exec.Command(tenpinBin, "-static", dir, "-web", webDir, "-base", "/tenpin/").CombinedOutput(); err != nil {
		t.Fatalf("tenpin -static: %v\n%s", err, out)
	}
	if err := os.WriteFile(filepath.Join(dir, "league.json"), league, 0o644); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: staticHost{root: root}, ReadHeaderTimeout: 5 * time.Second}
	go srv.Serve(ln)
	stop := func() { srv.Close() }
	t.Cleanup(stop)
	return "http://" + ln.Addr().String() + "/tenpin/", stop
}
