//go:build browser

package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// tourEntries are the test's entries: bowler, average, squad. Squad 0 (lanes 1-4) seats ten on
// two pairs; squad 1 (lanes 5-6) four, two of them re-entries.
var tourEntries = []struct {
	name  string
	avg   int
	squad int
}{
	{"AAA", 190, 0}, {"BBB", 180, 0}, {"CCC", 200, 0}, {"DDD", 170, 0}, {"EEE", 170, 0},
	{"FFF", 150, 0}, {"GGG", 150, 0}, {"HHH", 150, 0}, {"III", 150, 0}, {"JJJ", 150, 0},
	{"AAA", 190, 1}, {"KKK", 160, 1}, {"LLL", 160, 1}, {"BBB", 180, 1},
}

// tourScores is each entry's scratch score every game, by squad and bowler: DDD and EEE tie
// at 4th place (a roll-off at a cut of 4); the re-entries do worse (best entry only).
var tourScores = map[string]int{"AAA": 90, "BBB": 85, "CCC": 76, "DDD": 75, "EEE": 75, "FFF": 60, "GGG": 59, "HHH": 50,
	"III": 45, "JJJ": 40, "KKK": 30, "LLL": 35}

// choose sets a select's value as a person's choice does.
func (p *tab) choose(sel, value string) {
	p.t.Helper()
	evaluate[bool](p, fmt.Sprintf(`(() => { const e = document.querySelector(%q); e.value = %q; e.dispatchEvent(new Event("change", {bubbles: true})); return true })()`, sel, value))
}

// shownTournament reads the tournament the page keeps, as the domain reads its file.
func (p *tab) shownTournament() *domain.Tournament {
	p.t.Helper()
	var list []struct {
		Tournament json.RawMessage `json:"tournament"`
	}
	if err := json.Unmarshal([]byte(evaluate[string](p, storedTournamentsJS)), &list); err != nil || len(list) != 1 {
		p.t.Fatalf("the tournaments kept: %d, %v", len(list), err)
	}
	t, err := domain.ReadTournament(list[0].Tournament)
	if err != nil {
		p.t.Fatal(err)
	}
	return t
}

// tourPicture takes the picture of the part shown (Share as picture, downloaded where the
// browser shares no files: the download is caught as brackets' picture's is) and checks that
// it is a PNG of the size the part's rows give.
func (p *tab) tourPicture(name string, width, height int) {
	p.t.Helper()
	evaluate[bool](p, `(() => { window.__pictures = []; const blobs = new Map(), create = URL.createObjectURL, click = HTMLAnchorElement.prototype.click;
	  URL.createObjectURL = function (b) { const u = create.call(URL, b); blobs.set(u, b); return u; };
	  HTMLAnchorElement.prototype.click = function () {
	    const b = this.download && blobs.get(this.href);
	    if (!b) return click.call(this);
	    window.__pictures.push(b.arrayBuffer().then((a) => [this.download, btoa(Array.from(new Uint8Array(a), (c) => String.fromCharCode(c)).join(""))]));
	  };
	  return true; })()`)
	p.click(`[data-testid="tournament-picture"]`)
	if err := waitJS(p.ctx, `window.__pictures.length === 1`, updateTimeout); err != nil {
		p.t.Fatalf("no picture of %s: %v; the screen says %q; scripts loaded %q", name, err,
			evaluate[string](p, `[...document.querySelectorAll('[data-testid="tournament"] [role="alert"], [data-testid="tournament"] [role="status"]')].map((e) => e.textContent).join(" | ")`),
			evaluate[string](p, `performance.getEntriesByType("resource").map((e) => e.name).filter((n) => n.endsWith(".js")).join(" ")`))
	}
	pic := evaluate[[]string](p, `window.__pictures[0]`)
	data, err := base64.StdEncoding.DecodeString(pic[1])
	if err != nil {
		p.t.Fatal(err)
	}
	if cfg, err := png.DecodeConfig(bytes.NewReader(data)); err != nil || cfg.Width != width || cfg.Height != height || !strings.HasPrefix(pic[0], "tenpin-") {
		p.t.Errorf("the picture of %s is %s, %+v, %v; want a PNG %d×%d", name, pic[0], cfg, err, width, height)
	}
	if dir := os.Getenv("TENPIN_SCREENSHOTS"); dir != "" {
		_ = os.WriteFile(filepath.Join(dir, name+"-picture.png"), data, 0o644)
	}
}

// tourView opens the tournament screen's part v, after a reload too.
func (p *tab) tourView(v string) {
	p.t.Helper()
	p.wait(`document.querySelector('[data-testid="tournament"]')`)
	p.click(`[data-testid="view-` + v + `"]`)
	p.wait(`document.querySelector('[data-testid="view-` + v + `"][aria-pressed="true"]')`)
}

// rows reads the rows selector matches as their data attributes joined.
func (p *tab) rows(selector string, attrs ...string) []string {
	p.t.Helper()
	js := fmt.Sprintf(`[...document.querySelectorAll(%q)].map((r) => %s.map((a) => r.getAttribute("data-" + a)).join(" "))`, selector, toJS(attrs))
	return evaluate[[]string](p, js)
}

func toJS(v any) string {
	data, _ := json.Marshal(v)
	return string(data)
}

// bowlCard bowls a lane card's series as the tablet would: every bowler their tourScores
// (open frames) each game.
func bowlCard(t *testing.T, c domain.LaneCard) []domain.Record {
	t.Helper()
	ser, err := c.Series()
	if err != nil {
		t.Fatal(err)
	}
	var recs []domain.Record
	for g := 1; g <= ser.Games; g++ {
		game, err := ser.Start(g)
		if err != nil {
			t.Fatal(err)
		}
		for frame := 1; frame <= 10; frame++ {
			for _, b := range ser.Names {
				sc := tourScores[b]
				if c.Ref.Squad == 1 && (b == "AAA" || b == "BBB") {
					sc = 20
				}
				first := sc / 10
				if frame <= sc%10 {
					first++
				}
				for _, pins := range []int{first, 0} {
					if err := game.Roll(pins); err != nil {
						t.Fatalf("Roll(%d): %v", pins, err)
					}
				}
			}
		}
		r, err := ser.Record(g, game, time.Date(2026, 11, 28, 9+c.Ref.Squad*4, g*15, 0, 0, time.UTC))
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, r)
	}
	return recs
}

// TestTournament runs a small handicap tournament on the director's device: settings, two
// squads and fourteen entries typed by keyboard (a refused entry said and nothing lost), lane
// cards (one opened on a lane tablet sets its series up), the sheets back filed under their
// pairs, the standings as the domain ranks them, the cut with a roll-off, match play and a
// step-ladder of four typed, and the prizes; with a reload at each stage.
func TestTournament(t *testing.T) {
	p, base := openApp(t, 1280, 900)
	m := i18n.English.Tournament
	p.open(base + "office/#tournament")
	p.show("tournament")
	p.click(`[data-testid="new-tournament"]`)
	p.wait(`document.activeElement && document.activeElement.id === "t-name"`)
	p.setNumber("t-name", "Turkey Shoot")
	p.setNumber("t-games", "3")
	p.setNumber("t-fee", "20")
	p.setNumber("t-ladder", "4")
	p.setNumber("t-finalists", "4")
	p.choose(`select[data-testid="re-entries"]`, "best")
	p.choose(`select[data-testid="finals"]`, "both")
	p.click(`input[type="checkbox"][data-testid="handicap"]`)
	p.setNumber("t-basis", "220")
	p.setNumber("t-percent", "90")
	p.setNumber("sq-name-0", "Sat 9")
	p.setNumber("sq-last-0", "4")
	p.click(`[data-testid="add-squad"]`)
	p.wait(`document.querySelector('[data-testid="squad"][data-squad="1"]')`)
	p.setNumber("sq-name-1", "Sat 13")

	// Entries, by keyboard only: name, Tab, average, Enter opens the next with the same squad.
	start := time.Now()
	p.click(`[data-testid="entry"][data-entry="0"] [data-testid="player-name"]`)
	for i, e := range tourEntries {
		if i > 0 && e.squad != tourEntries[i-1].squad {
			p.choose(fmt.Sprintf(`#en-squad-%d`, i), strconv.Itoa(e.squad))
			p.click(fmt.Sprintf(`#en-name-%d`, i))
		}
		p.key(fmt.Sprintf("%s\t%d\r", strings.ToLower(e.name), e.avg))
		p.wait(fmt.Sprintf(`document.activeElement && document.activeElement.id === "en-name-%d"`, i+1))
	}
	t.Logf("%d entries typed in %v", len(tourEntries), time.Since(start))
	// Refused: a bowler seated twice in a squad; the alert says so and the row stays as typed.
	p.key("kkk\t160")
	p.wait(fmt.Sprintf(`[...document.querySelectorAll('[role="alert"]')].some((e) => e.textContent === %q)`, m.SeatedTwice.Say(len(tourEntries)+1, "KKK")))
	if got := evaluate[string](p, fmt.Sprintf(`document.querySelector("#en-name-%d").value`, len(tourEntries))); got != "kkk" {
		t.Errorf("the refused entry's name field holds %q", got)
	}
	p.screenshot("tournament-setup-refused-1280x900")
	p.setNumber(fmt.Sprintf("en-avg-%d", len(tourEntries)), "")
	p.setNumber(fmt.Sprintf("en-name-%d", len(tourEntries)), "")
	p.wait(`!document.querySelector('[data-testid="tournament-problem"]')`)
	p.checkAxe("the tournament's setup")

	tour := p.shownTournament()
	if len(tour.Entries) != len(tourEntries) || !tour.Settings.Handicap.On || tour.Settings.Finals != domain.BothFinals || tour.Name != "Turkey Shoot" {
		t.Fatalf("the tournament kept: %+v, %d entries", tour.Settings, len(tour.Entries))
	}
	p.reload()
	p.wait(`document.querySelector("#t-name") && document.querySelector("#t-name").value === "Turkey Shoot"`)
	if n := evaluate[int](p, `document.querySelectorAll('[data-testid="entry"]').length`); n != len(tourEntries)+1 {
		t.Errorf("after a reload: %d entry rows, want %d", n, len(tourEntries)+1)
	}

	// Lane cards: three pairs, each the domain's card.
	p.tourView("cards")
	p.wait(`document.querySelectorAll('[data-testid="lane-card"] [data-testid="share-qr"]').length === 3`)
	if got, want := p.rows(`[data-testid="lane-card"]`, "squad", "lanes"), []string{"0 1-2", "0 3-4", "1 5-6"}; !reflect.DeepEqual(got, want) {
		t.Errorf("lane cards %q, want %q", got, want)
	}
	links := evaluate[[]string](p, `[...document.querySelectorAll('[data-testid="lane-card"] [data-testid="share-link"]')].map((e) => e.value)`)
	var cards []domain.LaneCard
	for i, link := range links {
		text, ok := strings.CutPrefix(link, base+"#pair=")
		c, err := domain.DecodeLaneCard(text)
		if !ok || err != nil {
			t.Fatalf("card %d: %q: %v", i, link, err)
		}
		cards = append(cards, c)
	}
	for i, at := range [][2]int{{0, 0}, {0, 1}, {1, 0}} {
		if want, _ := tour.LaneCard(at[0], at[1]); !reflect.DeepEqual(cards[i], want) {
			t.Errorf("card %d reads %+v, want %+v", i, cards[i], want)
		}
	}
	p.screenshot("tournament-cards-1280x900")
	if _, err := chromedp.Call(p.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
		t.Fatal(err)
	}
	p.screenshot("tournament-cards-print-media")
	if _, err := chromedp.Call(p.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{}); err != nil {
		t.Fatal(err)
	}

	// A lane tablet opens the third card: its series is set up on setup, Start names the pair.
	lane := newTab(t)
	lane.viewport(1280, 800)
	lane.open(links[2])
	lane.wait(`document.querySelector('[data-testid="pair-shown"]') && location.hash === ""`)
	names := evaluate[[]string](lane, `[...document.querySelectorAll('input[data-testid="player-name"]')].map((e) => e.value)`)
	if want := []string{"AAA", "KKK", "LLL", "BBB"}; !reflect.DeepEqual(names, want) {
		t.Errorf("the card's setup shows %q, want %q", names, want)
	}
	lane.screenshot("tournament-lane-setup-1280x800")
	lane.click(`[data-testid="start-game"]`)
	lane.wait(`document.querySelector('[data-testid="frame"]')`)
	if stored := evaluate[string](lane, `localStorage.getItem("tenpin.series") || ""`); !strings.Contains(stored, cards[2].Ref.SeriesID()) {
		t.Errorf("the series started does not carry the pair %s: %s", cards[2].Ref.SeriesID(), stored)
	}
	// A damaged card is refused, said, and the game in progress stays.
	lane.refusedCard(links[2][:len(links[2])-9], i18n.English.LinkDamaged, "a damaged lane card")
	lane.close()

	// The sheets back: each opened on the director's device and kept in the tournament.
	for i, c := range cards {
		recs := bowlCard(t, c)
		text, err := domain.EncodeSheet(recs)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := tour.KeepSheet(recs); err != nil {
			t.Fatal(err)
		}
		p.open(base + "#sheet=" + text)
		if err := waitJS(p.ctx, `document.querySelector('[data-testid="keep-tournament"]')`, updateTimeout); err != nil {
			t.Fatalf("sheet %d: no Keep in the tournament: the page shows %q at %q, the device keeps %d characters of tournaments", i,
				evaluate[string](p, `document.querySelector("main").innerText.slice(0, 800)`), evaluate[string](p, `location.hash.slice(0, 40)`),
				len(evaluate[string](p, storedTournamentsJS)))
		}
		p.click(`[data-testid="keep-tournament"]`)
		p.wait(`document.querySelector('[data-testid="sheet-kept"]')`)
		if i == 0 {
			p.click(`[data-testid="keep-tournament"]`) // the same sheet twice is kept once
			p.wait(fmt.Sprintf(`document.querySelector('[data-testid="sheet-kept"]').textContent === %q`, m.SheetSame))
		}
	}
	p.open(base + "office/#tournament")
	p.tourView("standings")
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
	if got := p.rows(`[data-testid="qualifying"] [data-testid="placing"]`, "entry", "name", "place", "total"); !reflect.DeepEqual(got, want) {
		t.Errorf("qualifying shows\n%q\nwant\n%q", got, want)
	}
	p.screenshot("tournament-standings-1280x900")
	p.tourPicture("tournament-standings", 1200, 110+44+34*(len(want)+1)+24+24)
	p.reload()
	p.tourView("standings")
	if got := p.rows(`[data-testid="qualifying"] [data-testid="placing"]`, "entry", "name", "place", "total"); !reflect.DeepEqual(got, want) {
		t.Errorf("after a reload qualifying shows\n%q\nwant\n%q", got, want)
	}

	// The cut: DDD and EEE roll off for the 4th spot; EEE advances.
	in, rollOff, err := tour.Cut()
	if err != nil || len(rollOff) != 2 {
		t.Fatalf("Cut() = %v, %v, %v", in, rollOff, err)
	}
	p.click(`[data-testid="advance"]`)
	p.wait(fmt.Sprintf(`[...document.querySelectorAll('[role="alert"]')].some((e) => e.textContent === %q)`, m.RollOffWant.Say(1)))
	p.click(fmt.Sprintf(`input[data-testid="roll-off"][data-entry="%d"]`, rollOff[1]))
	p.click(`[data-testid="advance"]`)
	p.wait(`document.querySelector('[data-testid="cut-recorded"]')`)
	tour.Results.Advanced = append(in, rollOff[1])
	p.reload()
	p.tourView("finals")

	// Match play: every game's scores typed; then the step-ladder of four.
	weeks, err := tour.MatchPlaySchedule()
	if err != nil {
		t.Fatal(err)
	}
	for r, w := range weeks {
		for k, g := range w.Pairs {
			a, b := 180+10*r+k, 200-5*r
			p.setNumber(fmt.Sprintf("mp-%d-%d-0", r, k), strconv.Itoa(a))
			p.setNumber(fmt.Sprintf("mp-%d-%d-1", r, k), strconv.Itoa(b))
			tour.Results.MatchPlay = append(tour.Results.MatchPlay, domain.MatchPlayGame{A: g.A, B: g.B, ScoreA: a, ScoreB: b})
		}
	}
	mp, err := tour.MatchPlayStandings()
	if err != nil {
		t.Fatal(err)
	}
	var wantMP []string
	for _, pl := range mp {
		e := tour.Results.Advanced[pl.Entry]
		wantMP = append(wantMP, fmt.Sprintf("%d %s %d %d", e, tour.Entries[e].Bowler, pl.Place, pl.Total))
	}
	p.wait(fmt.Sprintf(`document.querySelectorAll('[data-testid="match-play"] [data-testid="placing"]').length === %d`, len(wantMP)))
	// The last score typed is drawn once the app has taken its last key: wait for it.
	_ = waitJS(p.ctx, fmt.Sprintf(`JSON.stringify([...document.querySelectorAll('[data-testid="match-play"] [data-testid="placing"]')].map((r) => ["entry", "name", "place", "total"].map((a) => r.getAttribute("data-" + a)).join(" "))) === %q`, toJS(wantMP)), updateTimeout)
	if got := p.rows(`[data-testid="match-play"] [data-testid="placing"]`, "entry", "name", "place", "total"); !reflect.DeepEqual(got, wantMP) {
		t.Errorf("match play shows\n%q\nwant\n%q", got, wantMP)
	}
	ladder := [][2]int{{190, 200}, {210, 210}, {180, 230}}
	for k, sc := range ladder {
		sel := fmt.Sprintf(`[data-testid="ladder-match"][data-match="%d"]`, k)
		p.wait(`document.querySelector('` + sel + `')`)
		p.setNumber(fmt.Sprintf("lad-%d-0", k), strconv.Itoa(sc[0]))
		p.setNumber(fmt.Sprintf("lad-%d-1", k), strconv.Itoa(sc[1]))
		if sc[0] == sc[1] {
			p.choose(sel+` select[data-testid="ladder-roll-off"]`, "challenger")
		}
	}
	tour.Results.Ladder, tour.Results.LadderRollOff = ladder, map[int]bool{1: true}
	final, done, err := tour.Final()
	if err != nil || !done {
		t.Fatalf("Final() = %v, %v, %v", final, done, err)
	}
	var wantFinal []string
	for _, pl := range final {
		wantFinal = append(wantFinal, fmt.Sprintf("%s %d", tour.Entries[pl.Entry].Bowler, pl.Place))
	}
	p.wait(fmt.Sprintf(`document.querySelector('[data-testid="final-place"]') && document.querySelector('[data-testid="final-place"]').getAttribute("data-name") === %q`, tour.Entries[final[0].Entry].Bowler))
	if got := p.rows(`[data-testid="final-place"]`, "name", "place"); !reflect.DeepEqual(got, wantFinal) {
		t.Errorf("the final order shows\n%q\nwant\n%q", got, wantFinal)
	}
	p.screenshot("tournament-finals-1280x900")
	p.reload()
	p.tourView("finals")
	if got := p.rows(`[data-testid="final-place"]`, "name", "place"); !reflect.DeepEqual(got, wantFinal) {
		t.Errorf("after a reload the final order shows\n%q\nwant\n%q", got, wantFinal)
	}

	// Prizes: one in three entries cashes; an amount typed over that breaks the sum is refused.
	p.tourView("prizes")
	p.setNumber("pz-ratio", "3")
	p.click(`[data-testid="propose-prizes"]`)
	fund, _ := tour.Fund()
	amounts, err := domain.ProposePrizes(fund, len(tour.Entries), 3)
	if err != nil {
		t.Fatal(err)
	}
	tour.Prizes.Amounts = amounts
	awards, err := tour.Awards()
	if err != nil {
		t.Fatal(err)
	}
	var wantPrizes []string
	for _, a := range awards {
		wantPrizes = append(wantPrizes, fmt.Sprintf("%s %d", tour.Entries[a.Entry].Bowler, a.Cents))
	}
	p.wait(fmt.Sprintf(`document.querySelectorAll('[data-testid="prize-row"]').length === %d`, len(wantPrizes)))
	if got := p.rows(`[data-testid="prize-row"]`, "name", "cents"); !reflect.DeepEqual(got, wantPrizes) {
		t.Errorf("prizes show\n%q\nwant\n%q", got, wantPrizes)
	}
	p.setNumber("pz-amount-0", "1")
	p.wait(`document.querySelector('[role="alert"]') && document.querySelector('[role="alert"]').textContent.includes("fund")`)
	p.setNumber("pz-amount-0", strconv.Itoa(amounts[0]))
	p.wait(`!document.querySelector('[data-testid="tournament-problem"]')`)
	p.screenshot("tournament-prizes-1280x900")
	p.tourPicture("tournament-prizes", 1200, 110+44+34*(len(wantPrizes)+1)+24+24)
	p.reload()
	p.tourView("prizes")
	p.wait(fmt.Sprintf(`document.querySelectorAll('[data-testid="prize-row"]').length === %d`, len(wantPrizes)))
	if got := p.rows(`[data-testid="prize-row"]`, "name", "cents"); !reflect.DeepEqual(got, wantPrizes) {
		t.Errorf("after a reload prizes show\n%q\nwant\n%q", got, wantPrizes)
	}
	p.checkAxe("the tournament's prizes")
	p.noCSPViolations()

	checkTournamentPublished(t, p, want, wantFinal, wantPrizes)
}
