//go:build browser

package main

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// weekendEntry is one entry of TestTournamentEngines' weekend: the bowler, the average, the
// squad, and the total of each of its games, handicap included.
type weekendEntry struct {
	name       string
	avg, squad int
	line       int
}

// weekendEntries are 24 entries of 21 bowlers in two squads: AAA and BBB re-enter and do
// worse, CCC re-enters and does best. Ranked best entry only, HHH and III share 8th place: a
// cut of 8 has them roll off for the last spot.
var weekendEntries = []weekendEntry{
	{"AAA", 180, 0, 108}, {"BBB", 170, 0, 107}, {"CCC", 160, 0, 95}, {"DDD", 190, 0, 106},
	{"EEE", 175, 0, 105}, {"FFF", 165, 0, 104}, {"GGG", 185, 0, 103}, {"HHH", 170, 0, 101},
	{"III", 170, 0, 101}, {"JJJ", 155, 0, 100}, {"KKK", 150, 0, 99}, {"LLL", 160, 0, 98},
	{"MMM", 175, 0, 97}, {"NNN", 180, 0, 96},
	{"OOO", 165, 1, 94}, {"PPP", 185, 1, 93}, {"AAA", 180, 1, 90}, {"QQQ", 170, 1, 92},
	{"RRR", 160, 1, 91}, {"BBB", 170, 1, 89}, {"SSS", 150, 1, 88}, {"CCC", 160, 1, 110},
	{"TTT", 175, 1, 87}, {"UUU", 190, 1, 86},
}

// bowlWeekend bowls a lane card's series as its tablet would: each bowler's every game scores
// their weekendEntries line less their handicap, in open frames.
func bowlWeekend(t testing.TB, c domain.LaneCard) []domain.Record {
	t.Helper()
	ser, err := c.Series()
	if err != nil {
		t.Fatal(err)
	}
	scratch := map[string]int{}
	for _, b := range c.Bowlers {
		for _, e := range weekendEntries {
			if e.name == b.Bowler && e.squad == c.Ref.Squad {
				scratch[b.Bowler] = e.line - b.Handicap
			}
		}
	}
	var recs []domain.Record
	for g := 1; g <= ser.Games; g++ {
		game, err := ser.Start(g)
		if err != nil {
			t.Fatal(err)
		}
		for frame := 1; frame <= 10; frame++ {
			for _, b := range ser.Names {
				first := scratch[b] / 10
				if frame <= scratch[b]%10 {
					first++
				}
				for _, pins := range []int{first, 0} {
					if err := game.Roll(pins); err != nil {
						t.Fatalf("%s: Roll(%d): %v", b, pins, err)
					}
				}
			}
		}
		r, err := ser.Record(g, game, time.Date(2026, 11, 28, 9+4*c.Ref.Squad, 15*g, 0, 0, time.UTC))
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, r)
	}
	return recs
}

// TestTournamentEngines runs tournament.md's weekend in every engine, with a reload at every
// stage: a handicap tournament of 24 entries (re-entries ranked best entry only) in two
// squads, the first moving lanes after every game, made on the office's Tournament screen;
// its lane cards opened in a second browser profile on the lane app, which sets each series
// up; the four sheets back, kept under their pairs; the standings as the domain ranks them;
// the cut at 8 with a roll-off; match play of the 8; a step-ladder of the top 4 with a tie
// rolled off; the prizes, one in four entries cashing; and the standings shared as a picture.
func TestTournamentEngines(t *testing.T) {
	eachEngine(t, func(t *testing.T, start func(t testing.TB, o engineOptions) engine) {
		base, _ := startServer(t)
		office := base + "office/#tournament"
		p := &etab{t: t, e: start(t, engineOptions{width: 1280, height: 900})}
		s := &steps{t: t}
		step := func(name string, f func(t *testing.T)) { // p fails the step, not the engine's test
			s.run(name, func(t *testing.T) { p.t = t; f(t) })
		}
		var tour *domain.Tournament // as the domain works it out, beside the screen
		var links []string
		choose := func(sel, v string) {
			p.wait(fmt.Sprintf(`document.querySelector(%q)`, sel))
			evalIn[bool](p, fmt.Sprintf(`(() => { const e = document.querySelector(%q); e.value = %q; e.dispatchEvent(new Event("change", {bubbles: true})); return true })()`, sel, v))
		}
		// fill types each field's value as input events, as typing the whole value at once.
		fill := func(values [][2]string) {
			p.wait(fmt.Sprintf(`document.getElementById(%q)`, values[0][0]))
			evalIn[bool](p, fmt.Sprintf(`(() => { for (const [id, v] of %s) { const e = document.getElementById(id); e.value = v; e.dispatchEvent(new Event("input", {bubbles: true})); } return true })()`, toJS(values)))
		}
		view := func(v string) {
			p.wait(`document.querySelector('[data-testid="view-` + v + `"]')`)
			p.click(`[data-testid="view-` + v + `"]`)
			p.wait(`document.querySelector('[data-testid="view-` + v + `"][aria-pressed="true"]')`)
		}
		// reopen reloads once what the page shows is stored (storedTournamentsJS waits for
		// it), and shows part v again.
		reopen := func(v string) { evalIn[string](p, storedTournamentsJS); p.reload(); view(v) }
		// rows waits until the rows selector matches show want (their data attributes joined).
		rows := func(what, selector string, want []string, attrs ...string) {
			js := fmt.Sprintf(`JSON.stringify([...document.querySelectorAll(%q)].map((r) => %s.map((a) => r.getAttribute("data-" + a)).join(" ")))`, selector, toJS(attrs))
			if err := waitTrue(p, fmt.Sprintf(`%s === %q`, js, toJS(want))); err != nil {
				p.fatalf("%s shows\n%s\nwant\n%q", what, evalIn[string](p, js), want)
			}
		}
		kept := func() *domain.Tournament {
			var list []struct {
				Tournament json.RawMessage `json:"tournament"`
			}
			if err := json.Unmarshal([]byte(evalIn[string](p, storedTournamentsJS)), &list); err != nil || len(list) != 1 {
				p.fatalf("the tournaments kept: %d, %v", len(list), err)
			}
			t, err := domain.ReadTournament(list[0].Tournament)
			if err != nil {
				p.fatalf("ReadTournament: %v", err)
			}
			return t
		}
		standings := func() []string {
			lines, err := tour.Standings()
			if err != nil {
				t.Fatal(err)
			}
			var want []string
			for _, l := range lines {
				place := ""
				if l.Place > 0 {
					place = strconv.Itoa(l.Place)
				}
				want = append(want, fmt.Sprintf("%d %s %s %d", l.Entry, l.Bowler, place, l.Total))
			}
			return want
		}
		step("make", func(t *testing.T) {
			p.open(office)
			p.click(`[data-testid="new-tournament"]`)
			p.typeInto("#t-name", "Club Weekend")
			for id, v := range map[string]string{"#t-games": "3", "#t-fee": "20", "#t-finalists": "8", "#t-ladder": "4", "#t-basis": "220", "#t-percent": "90"} {
				p.typeInto(id, v)
			}
			choose(`select[data-testid="finals"]`, "both")
			choose(`select[data-testid="re-entries"]`, "best")
			p.click(`input[type="checkbox"][data-testid="handicap"]`)
			p.typeInto("#sq-name-0", "Sat 9")
			p.typeInto("#sq-last-0", "4")
			p.typeInto("#sq-every-0", "1")
			p.click(`[data-testid="add-squad"]`)
			p.typeInto("#sq-name-1", "Sat 13")
			p.typeInto("#sq-last-1", "8")
			for i, e := range weekendEntries {
				if i > 0 {
					p.click(`[data-testid="add-entry"]`)
				}
				if e.squad == 1 && weekendEntries[i-1].squad == 0 {
					choose(fmt.Sprintf("#en-squad-%d", i), "1")
				}
				p.typeInto(fmt.Sprintf("#en-name-%d", i), strings.ToLower(e.name))
				p.typeInto(fmt.Sprintf("#en-avg-%d", i), strconv.Itoa(e.avg))
			}
			p.wait(fmt.Sprintf(`!document.querySelector('[data-testid="tournament-problem"]') && document.querySelector(".tournament-entries .hint").textContent.includes(%q)`,
				i18n.English.Tournament.EntryCount.Say(len(weekendEntries))))
			evalIn[string](p, storedTournamentsJS)
			p.reload()
			p.wait(fmt.Sprintf(`document.querySelectorAll('[data-testid="entry"]').length === %d`, len(weekendEntries)))
			tour = kept()
			st := tour.Settings
			if len(tour.Entries) != len(weekendEntries) || st.Games != 3 || st.Finals != domain.BothFinals || st.Reentry != domain.BestEntry ||
				!st.Handicap.On || st.Finalists != 8 || st.Ladder != 4 || st.Fee != 2000 || len(tour.Squads) != 2 || tour.Squads[0].MoveEvery != 1 {
				p.fatalf("kept %+v, squads %+v, %d entries", st, tour.Squads, len(tour.Entries))
			}
			for i, e := range weekendEntries {
				if got := tour.Entries[i]; got != (domain.TournamentEntry{Bowler: e.name, Average: e.avg, Squad: e.squad}) {
					p.fatalf("entry %d kept as %+v, want %+v", i, got, e)
				}
			}
		})
		step("cards", func(t *testing.T) {
			view("cards")
			rows("the lane cards", `[data-testid="lane-card"]`, []string{"0 1-2", "0 3-4", "1 5-6", "1 7-8"}, "squad", "lanes")
			blocks := evalIn[[]string](p, `[...document.querySelectorAll('[data-testid="card-blocks"]')].map((e) => e.textContent)`)
			if want := []string{"games 1: lanes 1-2 · games 2: lanes 3-4 · games 3: lanes 1-2", "games 1: lanes 3-4 · games 2: lanes 1-2 · games 3: lanes 3-4"}; !reflect.DeepEqual(blocks, want) {
				p.fatalf("the first squad's cards say %q, want %q", blocks, want)
			}
			links = evalIn[[]string](p, `[...document.querySelectorAll('[data-testid="lane-card"] [data-testid="share-link"]')].map((e) => e.value)`)
			reopen("cards")
			p.wait(`document.querySelectorAll('[data-testid="lane-card"] [data-testid="share-qr"]').length === 4`)
			// The lane tablet: another browser profile, on the lane app at the site's root.
			lane := &etab{t: t, e: start(t, engineOptions{width: 1280, height: 800})}
			for i, link := range links {
				c, err := domain.DecodeLaneCard(strings.TrimPrefix(link, base+"#pair="))
				if want, _ := tour.LaneCard(c.Ref.Squad, c.Ref.Pair); err != nil || !strings.HasPrefix(link, base+"#pair=") || !reflect.DeepEqual(c, want) {
					p.fatalf("card %d: %q reads %+v, %v; want %+v", i, link, c, err, want)
				}
				if i != 1 && i != 2 {
					continue // one card of each squad is enough to open
				}
				lane.waitStored()
				if err := lane.e.navigate("about:blank"); err != nil {
					p.fatalf("%v", err)
				}
				lane.open(link)
				lane.wait(`document.querySelector('[data-testid="pair-shown"]') && location.pathname.indexOf("office") < 0`)
				var names []string
				for _, b := range c.Bowlers {
					names = append(names, b.Bowler)
				}
				lane.wait(fmt.Sprintf(`JSON.stringify([...document.querySelectorAll('input[data-testid="player-name"]')].map((e) => e.value)) === %q`, toJS(names)))
				if i != 2 {
					continue
				}
				// Started, the pair's series survives a reload on the tablet.
				lane.click(`[data-testid="start-game"]`)
				lane.wait(`document.querySelector('[data-testid="frame"]')`)
				lane.reload()
				lane.wait(fmt.Sprintf(`document.querySelectorAll('[data-testid="total"]').length === %d && (localStorage.getItem("tenpin.series") || "").includes(%q)`, len(names), c.Ref.SeriesID()))
			}
			lane.shot("tournament-lane-card")
		})
		step("sheets", func(t *testing.T) {
			for i, link := range links {
				c, _ := domain.DecodeLaneCard(strings.TrimPrefix(link, base+"#pair="))
				recs := bowlWeekend(t, c)
				if _, _, err := tour.KeepSheet(recs); err != nil {
					t.Fatalf("sheet %d: %v", i, err)
				}
				text, err := domain.EncodeSheet(recs)
				if err != nil {
					t.Fatal(err)
				}
				p.waitStored()
				if err := p.e.navigate("about:blank"); err != nil {
					p.fatalf("%v", err)
				}
				p.open(base + "office/#sheet=" + text)
				if err := waitTrue(p, `document.querySelector('[data-testid="keep-tournament"]')`); err != nil {
					p.fatalf("sheet %d (squad %d, pair %d): no Keep in the tournament; the page at %q shows %q", i, c.Ref.Squad, c.Ref.Pair,
						evalIn[string](p, `location.pathname + location.hash.slice(0, 20)`), evalIn[string](p, `document.querySelector("main") ? document.querySelector("main").innerText.slice(0, 600) : document.body.innerText.slice(0, 600)`))
				}
				p.click(`[data-testid="keep-tournament"]`)
				p.wait(`document.querySelector('[data-testid="sheet-kept"]')`)
				if n := len(kept().Sheets(c.Ref.Squad, c.Ref.Pair)); n != 3 { // stored before the page is left
					p.fatalf("sheet %d: %d games stored, want 3", i, n)
				}
			}
			p.waitStored()
			if err := p.e.navigate("about:blank"); err != nil {
				p.fatalf("%v", err)
			}
			p.open(office)
			view("standings")
			want := standings()
			rows("qualifying", `[data-testid="qualifying"] [data-testid="placing"]`, want, "entry", "name", "place", "total")
			if !strings.HasPrefix(want[0], "21 CCC 1 ") || !strings.Contains(want[7], " HHH 8 ") || !strings.Contains(want[8], " III 8 ") {
				p.fatalf("the weekend does not rank as it was made to: %q", want)
			}
			reopen("standings")
			rows("qualifying after a reload", `[data-testid="qualifying"] [data-testid="placing"]`, want, "entry", "name", "place", "total")
			p.shot("tournament-standings")
		})
		step("cut", func(t *testing.T) {
			in, rollOff, err := tour.Cut()
			if err != nil || len(in) != 7 || !reflect.DeepEqual(rollOff, []int{7, 8}) {
				p.fatalf("Cut() = %v, %v, %v; want 7 in and HHH, III rolling off", in, rollOff, err)
			}
			p.click(fmt.Sprintf(`input[data-testid="roll-off"][data-entry="%d"]`, 8))
			// The tick redraws the cut, Record the cut with it: click the one drawn after.
			p.wait(fmt.Sprintf(`document.querySelector('input[data-testid="roll-off"][data-entry="%d"][checked]')`, 8))
			p.click(`[data-testid="advance"]`)
			p.wait(`document.querySelector('[data-testid="cut-recorded"]')`)
			if err := tour.Advance([]int{8}); err != nil {
				t.Fatal(err)
			}
			reopen("standings")
			p.wait(`document.querySelector('[data-testid="cut-recorded"]')`)
			if got := kept().Results.Advanced; !reflect.DeepEqual(got, tour.Results.Advanced) {
				p.fatalf("advanced %v kept, want %v", got, tour.Results.Advanced)
			}
		})
		step("match-play", func(t *testing.T) {
			view("finals")
			weeks, err := tour.MatchPlaySchedule()
			if err != nil || len(weeks) != 7 {
				p.fatalf("MatchPlaySchedule() = %d weeks, %v, want 7", len(weeks), err)
			}
			for r, w := range weeks {
				var values [][2]string
				for k, g := range w.Pairs {
					a, b := 150+10*g.A+r, 155+9*g.B-r
					values = append(values, [2]string{fmt.Sprintf("mp-%d-%d-0", r, k), strconv.Itoa(a)}, [2]string{fmt.Sprintf("mp-%d-%d-1", r, k), strconv.Itoa(b)})
					tour.Results.MatchPlay = append(tour.Results.MatchPlay, domain.MatchPlayGame{A: g.A, B: g.B, ScoreA: a, ScoreB: b})
				}
				fill(values)
			}
			ranked, err := tour.MatchPlayStandings()
			if err != nil {
				t.Fatal(err)
			}
			var want []string
			for _, pl := range ranked {
				e := tour.Results.Advanced[pl.Entry]
				want = append(want, fmt.Sprintf("%d %s %d %d", e, tour.Entries[e].Bowler, pl.Place, pl.Total))
			}
			rows("match play", `[data-testid="match-play"] [data-testid="placing"]`, want, "entry", "name", "place", "total")
			reopen("finals")
			rows("match play after a reload", `[data-testid="match-play"] [data-testid="placing"]`, want, "entry", "name", "place", "total")
		})
		step("step-ladder", func(t *testing.T) {
			ladder := [][2]int{{200, 190}, {210, 210}, {180, 230}}
			for m, sc := range ladder {
				fill([][2]string{{fmt.Sprintf("lad-%d-0", m), strconv.Itoa(sc[0])}, {fmt.Sprintf("lad-%d-1", m), strconv.Itoa(sc[1])}})
				if sc[0] == sc[1] {
					choose(fmt.Sprintf(`[data-testid="ladder-match"][data-match="%d"] select[data-testid="ladder-roll-off"]`, m), "challenger")
				}
			}
			tour.Results.Ladder, tour.Results.LadderRollOff = ladder, map[int]bool{1: true}
			final, done, err := tour.Final()
			if err != nil || !done {
				t.Fatalf("Final() = %v, %v, %v", final, done, err)
			}
			var want []string
			for _, pl := range final {
				want = append(want, fmt.Sprintf("%s %d", tour.Entries[pl.Entry].Bowler, pl.Place))
			}
			rows("the final order", `[data-testid="final-place"]`, want, "name", "place")
			reopen("finals")
			rows("the final order after a reload", `[data-testid="final-place"]`, want, "name", "place")
			p.shot("tournament-final")
		})
		step("prizes", func(t *testing.T) {
			view("prizes")
			p.typeInto("#pz-ratio", "4")
			p.click(`[data-testid="propose-prizes"]`)
			fund, _ := tour.Fund()
			amounts, err := domain.ProposePrizes(fund, len(tour.Entries), 4)
			if err != nil || len(amounts) != 6 || fund != 48000 {
				t.Fatalf("ProposePrizes(%d, 24, 4) = %v, %v", fund, amounts, err)
			}
			tour.Prizes.Amounts = amounts
			awards, err := tour.Awards()
			if err != nil {
				t.Fatal(err)
			}
			var want []string
			for _, a := range awards {
				want = append(want, fmt.Sprintf("%s %d", tour.Entries[a.Entry].Bowler, a.Cents))
			}
			rows("the prizes", `[data-testid="prize-row"]`, want, "name", "cents")
			reopen("prizes")
			rows("the prizes after a reload", `[data-testid="prize-row"]`, want, "name", "cents")
			p.shot("tournament-prizes")
		})
	})
}

// waitTrue waits until expr is true in p, returning the error rather than failing the test.
func waitTrue(p *etab, expr string) error {
	deadline := time.Now().Add(updateTimeout)
	for {
		s, err := p.e.evalJSON("Promise.resolve(" + expr + ").then((v) => !!v)")
		if err == nil && s == "true" {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("still false: %s (%v)", expr, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
