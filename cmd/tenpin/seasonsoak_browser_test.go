//go:build browser

package main

// A soak of a season in two windows of one browser profile (issue #44): for soakWindowsFor
// both windows make random changes at once (A renames the league, B changes a setting, both
// move bowlers, keep match sheets and change brackets entries), now and then deaf to the
// other (faultHooks' "hold"), each change's outcome read off the screen: said as done, or
// refused with a message. Then every change is accounted for against what is stored: each
// change said done is there (the last of each window's, where a later one replaces it),
// each sheet kept once, and nothing else.

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// soakWindowsFor is how long the two windows make changes; under -short, a quarter of it.
const soakWindowsFor = time.Minute

// officeOf is the address of the app that keeps leagues and brackets under base: the office
// app, in the site's folder office/. Window A works from the lane's address (base): its
// league screens and the sheets it opens there continue into the office, as a lane tablet's
// would on a device that keeps the league.
func officeOf(base string) string { return base + "office/" }

// soakSheet is a match of the season to keep: its week and pair, and its sheet link's text.
type soakSheet struct {
	week, pair int
	series     string // its series ID, as kept
	text       string
}

// soakChange is one change a window made, as the screen said it went.
type soakChange struct {
	window, kind, what string
	done               bool   // said done; else refused
	said               string // what the screen said
}

// soakWindow is one window of the soak and what it did.
type soakWindow struct {
	name     string
	p        *etab
	tab      *tab
	url      string // the app's address in this window
	rng      *rand.Rand
	kinds    []string // the changes it makes, drawn at random
	bowlers  []string // the bowlers it moves
	entrants []string // the bowlers whose brackets entries it changes
	sheets   []soakSheet
	weeks    int // the season's
	deaf     bool

	log       []soakChange
	moves     []domain.RosterChange // each move said done, in order
	kept      map[int]bool          // the sheets said kept
	last      string                // its last rename or establish setting said done
	typed     map[string]int        // brackets entries typed since the form was last cleared
	committed map[string]int        // brackets entries as its last change said done stored them
}

// TestSeasonSoakWindows runs the soak in Chromium.
func TestSeasonSoakWindows(t *testing.T) {
	base, _ := startServer(t)
	a := openWithFaults(t, base)
	a.viewport(1280, 800)
	a.seedHistory(bracketsNightRecords(t))
	b := a.newWindow()
	b.addScript(faultHooks)
	b.viewport(1280, 800)
	b.open(officeOf(base))
	ea, eb := engineOf(a), engineOf(b)
	m := &i18n.English

	// A makes the league and a bracket set of the night; the matches to keep are bowled from
	// its league file, each naming its week and pair as a match card's would.
	ea.makeLeague()
	ea.part("settings")
	ea.typeInto(`input[data-testid="rounds"]`, "3") // 9 weeks: a season bowled over the soak
	ea.click(`[data-testid="save-settings"]`)
	ea.leagueSays(false, m.Season.SettingsSaved)
	evalIn[bool](ea, catchDownloads)
	ea.click(`[data-testid="export-league"]`)
	made, err := domain.ReadLeague([]byte(ea.waitDownloads(1)[0].Text))
	if err != nil {
		t.Fatalf("the league file: %v", err)
	}
	sheets := soakSheets(t, made, rand.New(rand.NewPCG(44, 60)))
	ea.show("brackets")
	ea.click(`[data-testid="new-set"]`)
	ea.wait(`document.querySelector('[data-testid="draw"]')`)
	eb.show("league")
	eb.leagueTitle(seasonLeague.name)

	windows := []*soakWindow{
		{name: "A", p: ea, tab: a, url: base, rng: rand.New(rand.NewPCG(44, 1)), kinds: []string{"rename", "move", "move", "move", "keep", "entries", "entries"},
			bowlers: []string{"AAA", "BBB", "CCC", "DDD"}, entrants: bracketNames[:5]},
		{name: "B", p: eb, tab: b, url: officeOf(base), rng: rand.New(rand.NewPCG(44, 2)), kinds: []string{"setting", "move", "move", "move", "keep", "entries", "entries"},
			bowlers: []string{"EEE", "FFF", "GGG", "HHH"}, entrants: bracketNames[5:]},
	}
	for _, w := range windows {
		w.sheets, w.weeks, w.kept, w.typed, w.committed = sheets, made.Weeks(), map[int]bool{}, map[string]int{}, map[string]int{}
	}
	soak := soakWindowsFor
	if testing.Short() {
		soak /= 4
	}
	t.Run("changes", func(t *testing.T) {
		for _, w := range windows {
			t.Run(w.name, func(t *testing.T) {
				t.Parallel()
				w.p.t, w.tab.t = t, t
				for end := time.Now().Add(soak); time.Now().Before(end); {
					if w.rng.IntN(6) == 0 {
						w.deaf = !w.deaf
						w.tab.fault(map[bool]string{true: "hold"}[w.deaf])
					}
					w.change(m, w.kinds[w.rng.IntN(len(w.kinds))])
				}
				w.tab.fault("")
			})
		}
	})
	if t.Failed() {
		return
	}
	ea.t, eb.t, a.t, b.t = t, t, t, t
	for _, w := range windows {
		done, refused := map[string]int{}, map[string]int{}
		for _, c := range w.log {
			if c.done {
				done[c.kind]++
			} else {
				refused[c.kind+": "+c.said]++
			}
		}
		t.Logf("window %s: %d changes; done %v; refused %v", w.name, len(w.log), done, refused)
	}

	// What is stored: the league as its file, the bracket sets as kept.
	ea.fresh(base + "#league")
	ea.part("settings")
	evalIn[bool](ea, catchDownloads)
	ea.click(`[data-testid="export-league"]`)
	stored, err := domain.ReadLeague([]byte(ea.waitDownloads(1)[0].Text))
	if err != nil {
		t.Fatalf("the league file at the end: %v", err)
	}
	checkSoakLeague(t, stored, made, windows)
	checkSoakEntries(t, evalIn[string](ea, storedBracketsJS), windows)
	// Both windows show the league as stored.
	eb.fresh(officeOf(base) + "#league")
	eb.leagueTitle(stored.Name())
}

// soakSheets bowls every match of the season of l with random games, each naming its week and
// pair (its Fixture) as a match card's games do.
func soakSheets(t testing.TB, l *domain.Season, rng *rand.Rand) []soakSheet {
	t.Helper()
	st := l.Settings()
	var out []soakSheet
	for week := range l.Weeks() {
		fixtures, err := l.Fixtures(week)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range fixtures {
			m, err := domain.NewMatch(st.Games, st.Match, f.Teams[0], f.Teams[1])
			if err != nil {
				t.Fatal(err)
			}
			m.Fixture = f.Ref
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
			text, err := domain.EncodeSheet(recs)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, soakSheet{week: week, pair: f.Ref.Pair, series: recs[0].Series().ID, text: text})
		}
	}
	return out
}

// change makes one change of kind and notes how the screen said it went.
func (w *soakWindow) change(m *i18n.Messages, kind string) {
	p := w.p
	p.t.Helper()
	c := soakChange{window: w.name, kind: kind}
	switch kind {
	case "rename", "setting":
		p.show("league")
		p.part("settings") // a click: what the last change said goes
		p.wait(`document.querySelector('input[data-testid="league-name"]')`)
		w.quiet()
		if kind == "rename" {
			c.what = fmt.Sprintf("Soak %s%d", w.name, len(w.log))
			p.typeInto(`input[data-testid="league-name"]`, c.what)
		} else {
			c.what = strconv.Itoa(1 + w.rng.IntN(9))
			p.typeInto(`input[data-testid="establish"]`, c.what)
		}
		p.click(`[data-testid="save-settings"]`)
		c.done, c.said = w.outcome(m.Season.SettingsSaved)
		if c.done {
			w.last = c.what
		}
	case "move":
		p.show("league")
		p.part("teams")
		week := w.rng.IntN(w.weeks)
		name := w.bowlers[w.rng.IntN(len(w.bowlers))]
		row := fmt.Sprintf(`[data-testid="league-team"] [data-testid="roster-bowler"][data-name="%s"]`, name)
		p.choose(`select#as-of`, strconv.Itoa(week)) // also lets go of what the rosters' fields said
		p.wait(fmt.Sprintf(`document.querySelector('select#as-of').value === "%d" && document.querySelector(%s)`, week, quoteJS(row)))
		w.quiet()
		on := evalIn[int](p, fmt.Sprintf(`+document.querySelector(%s).closest('[data-testid="league-team"]').dataset.team`, quoteJS(row)))
		team := (on + 1 + w.rng.IntN(len(seasonLeague.teams)-1)) % len(seasonLeague.teams)
		c.what = fmt.Sprintf("%s to team %d from week %d", name, team, week+1)
		p.chooseAndClick(`select#move-`+name, strconv.Itoa(team), fmt.Sprintf(`button[data-act="move"][data-id="%s"]`, name))
		c.done, c.said = w.outcome(m.Season.RostersSaved)
		if c.done {
			w.moves = append(w.moves, domain.RosterChange{Week: week, Bowler: name, Team: team})
		}
	case "keep":
		k := w.rng.IntN(len(w.sheets))
		sh := w.sheets[k]
		c.what = fmt.Sprintf("week %d pair %d", sh.week+1, sh.pair+1)
		p.fresh(w.url + "#sheet=" + sh.text)
		// The page is loaded anew: the brackets form, with anything typed into it that was
		// refused (a refusal's "what was typed stays"), went with the old one.
		clear(w.typed)
		p.wait(fmt.Sprintf(`document.querySelector('[data-testid="filing"] [data-testid="keep-match"]') && document.querySelector('select[data-testid="file-week"]').value === "%d" && document.querySelector('select[data-testid="file-pair"]').value === "%d"`, sh.week, sh.pair))
		p.click(`[data-testid="keep-match"]`)
		c.done, c.said = w.filed()
		if c.done {
			w.kept[k] = true
		}
	case "entries":
		p.show("brackets")
		p.wait(`document.querySelector('input[data-testid="bracket-entries"]')`)
		if evalIn[bool](p, `!!document.querySelector('[data-testid="brackets-problem"]')`) {
			// A click lets go of the refusal, and of what was typed: the set as stored shows.
			p.click(`[data-testid="bracket-set"][aria-pressed="true"]`)
			p.wait(`!document.querySelector('[data-testid="brackets-problem"]')`)
			clear(w.typed)
		}
		name := w.entrants[w.rng.IntN(len(w.entrants))]
		n := 1 + w.rng.IntN(4)
		if n == w.committed[name] {
			n = n%4 + 1
		}
		c.what = fmt.Sprintf("%s entered %d times", name, n)
		w.typed[name] = n
		evalIn[bool](p, fmt.Sprintf(`(() => { const e = document.querySelector('input[data-testid="bracket-entries"][data-name="%s"]');
		  e.value = "%d"; e.dispatchEvent(new Event("input", {bubbles: true})); return true; })()`, name, n))
		said := ""
		p.wait(fmt.Sprintf(`(async () => { const a = document.querySelector('[data-testid="brackets-problem"]');
		  if (a) return true;
		  const e = ((JSON.parse(await %s)[0] || {}).entries || []).find((e) => e.name === %q);
		  return e && e.count === %d; })()`, storedBracketsJS, name, n))
		if said = evalIn[string](p, `(document.querySelector('[data-testid="brackets-problem"]') || {}).textContent || ""`); said == "" {
			c.done = true
			for k, v := range w.typed {
				w.committed[k] = v
			}
		}
		c.said = said
	}
	w.log = append(w.log, c)
}

// quiet waits until the league screen says nothing: the next thing it says is the change's.
func (w *soakWindow) quiet() {
	w.p.t.Helper()
	w.p.wait(`!(document.querySelector('.league-screen .night-status span') || {}).textContent &&
	  ![...document.querySelectorAll('.league-screen [role="alert"]')].some((a) => a.textContent)`)
}

// outcome waits until the league screen says how a change went: done (as done says) or
// refused, and returns what it said.
func (w *soakWindow) outcome(done string) (bool, string) {
	w.p.t.Helper()
	js := `(() => { const alerts = [...document.querySelectorAll('.league-screen [role="alert"]')].map((a) => a.textContent).filter(Boolean);
	  if (alerts.length) return "refused:" + alerts.join(" | ");
	  const said = (document.querySelector('.league-screen .night-status span') || {}).textContent;
	  return said ? "said:" + said : ""; })()`
	w.p.wait(js)
	got := evalIn[string](w.p, js)
	if said, ok := strings.CutPrefix(got, "said:"); ok {
		if said != done {
			w.p.fatalf("%s's change said %q, want %q or a refusal", w.name, said, done)
		}
		return true, said
	}
	return false, strings.TrimPrefix(got, "refused:")
}

// filed waits until the sheet's filing says it is kept, or why not.
func (w *soakWindow) filed() (bool, string) {
	w.p.t.Helper()
	js := `(() => { const done = document.querySelector('[data-testid="filing-done"]');
	  if (done) return "said:" + done.textContent;
	  const alerts = [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent).filter(Boolean);
	  return alerts.length ? "refused:" + alerts.join(" | ") : ""; })()`
	w.p.wait(js)
	got := evalIn[string](w.p, js)
	if said, ok := strings.CutPrefix(got, "said:"); ok {
		return true, said
	}
	return false, strings.TrimPrefix(got, "refused:")
}

// checkSoakLeague checks the league stored against the windows' changes to made: A's last
// rename and B's last setting said done, each window's moves said done, every sheet said kept
// (once), and nothing else.
func checkSoakLeague(t *testing.T, stored, made *domain.Season, windows []*soakWindow) {
	t.Helper()
	a, b := windows[0], windows[1]
	if want := orElse(a.last, seasonLeague.name); stored.Name() != want {
		t.Errorf("the league is named %q, want %q (A's last rename said done)", stored.Name(), want)
	}
	if want := orElse(b.last, "2"); strconv.Itoa(stored.Settings().Establish) != want {
		t.Errorf("games to establish = %d, want %s (B's last setting said done)", stored.Settings().Establish, want)
	}
	replay := made.Clone()
	for _, w := range windows {
		for _, c := range w.moves {
			if err := replay.ChangeRoster(c); err != nil {
				t.Errorf("%s's move %+v, said done, is refused on the league without its matches: %v", w.name, c, err)
			}
		}
	}
	for week := range stored.Weeks() {
		for team := range stored.Teams() {
			got, want := slices.Sorted(slices.Values(stored.Roster(week, team))), slices.Sorted(slices.Values(replay.Roster(week, team)))
			if !slices.Equal(got, want) {
				t.Errorf("week %d, team %d: the roster is %q, want %q (the moves said done)", week+1, team, got, want)
			}
		}
	}
	want := map[[2]int]string{}
	for _, w := range windows {
		for k := range w.kept {
			sh := w.sheets[k]
			want[[2]int{sh.week, sh.pair}] = sh.series
		}
	}
	got := map[[2]int]string{}
	for _, k := range stored.Kept(-1) {
		at := [2]int{k.Week, k.Pair}
		if _, twice := got[at]; twice {
			t.Errorf("week %d pair %d is kept twice", k.Week+1, k.Pair+1)
		}
		got[at] = k.Records[0].Series().ID
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("the matches kept are %v, want %v (the sheets said kept, each once)", got, want)
	}
}

// checkSoakEntries checks the bracket set stored against the windows' entries: each
// bowler's as their window's last change said done stored them.
func checkSoakEntries(t *testing.T, raw string, windows []*soakWindow) {
	t.Helper()
	var sets []domain.BracketRecord
	if err := json.Unmarshal([]byte(raw), &sets); err != nil || len(sets) != 1 {
		t.Fatalf("the bracket sets stored: %v, %d sets, want 1: %s", err, len(sets), raw)
	}
	got := map[string]int{}
	for _, e := range sets[0].Entries {
		got[e.Name] = e.Count
	}
	for _, w := range windows {
		for _, name := range w.entrants {
			if got[name] != w.committed[name] {
				t.Errorf("%s's entries stored = %d, want %d (window %s's last change said done)", name, got[name], w.committed[name], w.name)
				for i, c := range w.log {
					if c.kind == "entries" || c.kind == "keep" {
						t.Logf("window %s, change %d: %s %s: done %v %s", w.name, i, c.kind, c.what, c.done, c.said)
					}
				}
			}
		}
	}
}

// orElse is s, or otherwise when s is empty.
func orElse(s, otherwise string) string {
	if s == "" {
		return otherwise
	}
	return s
}
