//go:build browser

// The night's browser tests, against the real IndexedDB of Chromium: a series
// entered by taps and its sheet, history across a reload and a closed tab, export then import
// into a fresh profile, a corrupt import, the browser refusing storage, axe-core and
// screenshots. Expectations come from the domain, replaying the same balls.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/device"
	"github.com/chromedp/chromedp/kb"

	"tenpin/domain"
)

// seriesNames are the bowlers of the series tests, typed as a bowler might.
var seriesNames = []string{"pjs", "kyj", "abc", "def"}

// playSeries plays a series of games for players by taps, starting from setup, and returns
// the records the domain makes of the same games (the IDs and dates are the page's own, so
// only what a sheet shows is comparable).
func playSeries(t *testing.T, p *tab, games int, players []string) (domain.Series, []domain.Record) {
	t.Helper()
	s, err := domain.NewSeries(games, domain.KeepOrder, players...)
	if err != nil {
		t.Fatal(err)
	}
	var records []domain.Record
	g := p.startSeries(games, players...)
	for n := 1; n <= games; n++ {
		if n > 1 {
			g = p.nextGame(s, n)
		}
		p.play(g, rest(t, g, uint64(10*games+n)))
		r, err := s.Record(n, g, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		records = append(records, r)
	}
	return s, records
}

// seriesTotals reads each bowler's scratch series on the series sheet, by data-player.
func seriesTotals(p *tab) map[string]string {
	return evaluate[map[string]string](p, `Object.fromEntries([...document.querySelectorAll('[data-testid="series-total"]')].map((e) => [e.dataset.player, e.textContent]))`)
}

func TestSeriesByTaps(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	s, records := playSeries(t, p, 3, seriesNames)
	want, err := domain.SheetOf(records)
	if err != nil {
		t.Fatal(err)
	}
	// The last game's panel offers a rematch, not a fourth game.
	p.wait(`document.querySelector('[data-testid="rematch"]') && !document.querySelector('[data-testid="next-game"]')`)
	p.printMedia(true)
	p.screenshot("night-print-game-over")
	p.printMedia(false)
	p.show("series")
	p.wait(`document.querySelector('[data-testid="series-result"]')`)
	got := seriesTotals(p)
	for _, row := range want.Rows {
		player := strconv.Itoa(slices.Index(s.Names, row.Name))
		if got[player] != strconv.Itoa(row.Scratch) {
			t.Errorf("series-total of %s (data-player %s) = %q, want %d", row.Name, player, got[player], row.Scratch)
		}
	}
	if len(got) != len(seriesNames) {
		t.Errorf("%d series totals, want %d", len(got), len(seriesNames))
	}
	result := evaluate[string](p, `document.querySelector('[data-testid="series-result"]').textContent`)
	for _, w := range want.Winners {
		if !strings.Contains(result, w) {
			t.Errorf("result %q does not name the winner %s", result, w)
		}
	}
	scores := evaluate[[][]string](p, `[...document.querySelectorAll('[data-testid="series"] tbody tr')].map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))`)
	for i, row := range want.Rows {
		line := []string{row.Name}
		for _, sc := range row.Scores {
			line = append(line, strconv.Itoa(sc))
		}
		line = append(line, strconv.Itoa(row.Scratch))
		if !reflect.DeepEqual(scores[i], line) {
			t.Errorf("sheet row %d = %q, want %q", i, scores[i], line)
		}
	}
	p.checkAxe("series sheet")
	p.screenshot("night-series-sheet-1024x768")
	p.do(chromedp.Emulate(device.IPhone13))
	p.screenshot("night-series-sheet-phone")
	p.do(chromedp.EmulateReset())
	p.viewport(1024, 768)

	// History has the three games, and a reload keeps the series sheet.
	if ids := p.storedIDs(); len(ids) != 3 {
		t.Errorf("IndexedDB holds %d games, want 3", len(ids))
	}
	p.reload()
	p.wait(`document.querySelector('[data-testid="series-result"]')`)
	if got2 := seriesTotals(p); !reflect.DeepEqual(got2, got) {
		t.Errorf("after a reload the totals are %v, want %v", got2, got)
	}
}

// strikes is a perfect game's balls for one player: a series game in twelve taps.
var strikes = []int{10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10}

func TestHistorySurvivesReloadAndClosedTab(t *testing.T) {
	p, base := openApp(t, 1024, 768)
	g := p.startSeries(1, "pjs")
	p.play(g, strikes)
	p.show("history")
	want := []string{"Game 1: PJS 300"}
	if got := p.historyShown(); !reflect.DeepEqual(got, want) {
		t.Fatalf("history = %q, want %q", got, want)
	}
	ids := p.storedIDs()
	p.reload()
	p.show("history")
	if got := p.historyShown(); !reflect.DeepEqual(got, want) {
		t.Errorf("after a reload, history = %q, want %q", got, want)
	}
	// Close the tab, open a new one: history is still there.
	q := p.otherTab()
	p.closeTab()
	q.open(base + "#history")
	if got := q.historyShown(); !reflect.DeepEqual(got, want) {
		t.Errorf("in a new tab, history = %q, want %q", got, want)
	}
	if got := q.storedIDs(); !reflect.DeepEqual(got, ids) {
		t.Errorf("stored IDs %q, want %q", got, ids)
	}
}

// figures reads the statistics screen's figures for the bowler chosen: key -> text.
func figures(p *tab) map[string]string {
	return evaluate[map[string]string](p, `Object.fromEntries([...document.querySelectorAll('[data-figure]')].map((e) => [e.dataset.figure, e.textContent]))`)
}

// chooseBowler picks a bowler on the statistics screen and waits for their figures.
func chooseBowler(p *tab, name string) map[string]string {
	p.t.Helper()
	p.do(chromedp.SetValue(chromedp.CSS(`[data-testid="stats-bowler"]`), name))
	evaluate[bool](p, `document.querySelector('[data-testid="stats-bowler"]').dispatchEvent(new Event("change", {bubbles: true}))`)
	p.wait(fmt.Sprintf(`document.querySelector('[data-testid="figures"] caption').textContent.startsWith(%q)`, name))
	return figures(p)
}

// wantFigures writes a bowler's figures as the English statistics screen does.
func wantFigures(st domain.Stats) map[string]string {
	out := map[string]string{}
	for _, f := range domain.Figures() {
		r := st.Figure(f)
		text, ok := "", false
		switch f.Kind() {
		case domain.AsCount:
			text, ok = strconv.Itoa(r.Num), r.Ok()
		case domain.AsWhole:
			v, k := r.Whole()
			text, ok = strconv.Itoa(v), k
		case domain.AsPercent:
			v, k := r.Percent()
			text, ok = fmt.Sprintf("%d%%", v), k
		case domain.AsTenths:
			v, k := r.Tenths()
			text, ok = fmt.Sprintf("%d.%d", v/10, v%10), k
		}
		if !ok {
			text = "no figure"
		}
		out[f.Key()] = text
	}
	return out
}

func TestExportImportIntoAFreshProfile(t *testing.T) {
	p, base := openApp(t, 1024, 768)
	_, records := playSeries(t, p, 2, []string{"pjs", "kyj"})
	p.show("history")
	history := p.historyShown()
	if len(history) != 2 {
		t.Fatalf("history = %q, want 2 games", history)
	}
	dir := p.downloads()
	p.click(`[data-testid="export-json"]`)
	file := p.waitDownload(dir)
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	exported, err := domain.Import(data)
	if err != nil || len(exported) != 2 {
		t.Fatalf("the export imports as %d records, %v", len(exported), err)
	}
	for i, r := range exported {
		if !slices.Equal(r.Scores(), records[i].Scores()) {
			t.Errorf("exported game %d scores %v, want %v", i+1, r.Scores(), records[i].Scores())
		}
	}
	csvDir := p.downloads()
	p.click(`[data-testid="export-csv"]`)
	csvFile, err := os.ReadFile(p.waitDownload(csvDir))
	if err != nil {
		t.Fatal(err)
	}
	var want strings.Builder
	if err := domain.ExportCSV(&want, exported, nil); err != nil {
		t.Fatal(err)
	}
	if string(csvFile) != want.String() {
		t.Errorf("the CSV export differs from domain.ExportCSV of the same games:\n%.300s\nwant\n%.300s", csvFile, want.String())
	}
	p.show("stats")
	stats := map[string]map[string]string{}
	for _, name := range []string{"KYJ", "PJS"} {
		stats[name] = chooseBowler(p, name)
	}
	for _, st := range domain.Statistics(exported, 2) {
		if got := stats[st.Name]; !reflect.DeepEqual(got, wantFigures(st)) {
			t.Errorf("%s's figures = %v, want %v", st.Name, got, wantFigures(st))
		}
	}
	p.close()

	// A fresh profile imports the file: the same history, the same figures.
	q := newTab(t)
	q.viewport(1024, 768)
	q.open(base + "#history")
	q.historyShown()
	q.upload(`input[data-testid="import"]`, file)
	q.wait(`document.querySelector('.night-status').textContent.includes("Imported 2 new games; 0 were already here.")`)
	if got := q.historyShown(); !reflect.DeepEqual(got, history) {
		t.Errorf("imported history = %q, want %q", got, history)
	}
	q.show("stats")
	for _, name := range []string{"KYJ", "PJS"} {
		if got := chooseBowler(q, name); !reflect.DeepEqual(got, stats[name]) {
			t.Errorf("after the import %s's figures = %v, want %v", name, got, stats[name])
		}
	}
	// The same file again adds nothing.
	q.show("history")
	q.upload(`input[data-testid="import"]`, file)
	q.wait(`document.querySelector('.night-status').textContent.includes("Imported 0 new games; 2 were already here.")`)
	if ids := q.storedIDs(); len(ids) != 2 {
		t.Errorf("after importing twice IndexedDB holds %d games, want 2", len(ids))
	}
}

func TestCorruptImportChangesNothing(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	g := p.startSeries(1, "pjs")
	p.play(g, strikes)
	p.show("history")
	before, ids := p.historyShown(), p.storedIDs()
	dir := p.downloads()
	p.click(`[data-testid="export-json"]`)
	good, err := os.ReadFile(p.waitDownload(dir))
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{
		"truncated.json": good[:len(good)/2],
		"foreign.json":   []byte(`{"format":"another-app","version":1,"games":[]}`),
		"bad-ball.json":  []byte(strings.Replace(string(good), `[10,10,10,10,10,10,10,10,10,10,10,10]`, `[10,10,10,10,10,10,10,10,10,10,10,11]`, 1)),
	} {
		file := filepath.Join(t.TempDir(), name)
		if err := os.WriteFile(file, data, 0o644); err != nil {
			t.Fatal(err)
		}
		p.upload(`input[data-testid="import"]`, file)
		p.wait(`[...document.querySelectorAll('[role="alert"]')].some((a) => a.textContent.includes("cannot be imported"))`)
		if got := p.historyShown(); !reflect.DeepEqual(got, before) {
			t.Errorf("%s: history = %q, want %q", name, got, before)
		}
		if got := p.storedIDs(); !reflect.DeepEqual(got, ids) {
			t.Errorf("%s: stored IDs %q, want %q", name, got, ids)
		}
	}
}

// refuseStorage makes IndexedDB refuse to open, as private modes and blocked storage do.
const refuseStorage = `IDBFactory.prototype.open = function () {
  throw new DOMException("The test refuses storage.", "SecurityError");
};`

func TestStorageRefused(t *testing.T) {
	_, base := openApp(t, 1024, 768)
	p := newTab(t)
	p.beforeLoad(refuseStorage)
	p.viewport(1024, 768)
	p.open(base)
	g := p.startSeries(2, "pjs")
	p.play(g, strikes[:11])
	p.tap(10) // the last ball: the game is over, and history refuses it
	p.wait(`document.querySelector('[data-testid="game-over"]') && [...document.querySelectorAll('[role="alert"]')].some((a) => a.textContent.includes("did not keep this game in history"))`)
	p.screenshot("night-storage-refused-game-over")
	// Play goes on: the next game starts and takes balls.
	s, _ := domain.NewSeries(2, domain.KeepOrder, "PJS")
	next := p.nextGame(s, 2)
	p.play(next, []int{7, 2})
	p.show("history")
	p.wait(`document.querySelector('[data-testid="history"] [role="alert"]').textContent.includes("does not let tenpin keep a history")`)
	p.checkAxe("history refused")
	p.show("")
	p.waitBoard(next, "back on the game")
}

// seasonRecords is a history to look at: the domain's fixture (a handicap series with pins,
// fouls and splits, and a single game) and 60 games of four other bowlers.
func seasonRecords(t *testing.T) []domain.Record {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(moduleDir, "domain", "testdata", "history-v1.json"))
	if err != nil {
		t.Fatal(err)
	}
	fixture, err := domain.Import(data)
	if err != nil {
		t.Fatal(err)
	}
	return append(fixture, benchRecords(t, 60)...)
}

// printMedia switches the page to print media (the print stylesheet), or back.
func (p *tab) printMedia(on bool) {
	p.t.Helper()
	media := ""
	if on {
		media = "print"
	}
	if _, err := chromedp.Call(p.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: media}); err != nil {
		p.t.Fatal(err)
	}
}

func TestNightScreens(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	p.seedHistory(seasonRecords(t))

	// Setup with the handicap on: averages come from history, or are typed. The average's
	// note changes as the name is typed and history arrives, and Add player below it stays
	// where it was: a tap meant for it at that instant still lands on it.
	const addPlayerTop = `Math.round(document.querySelector('[data-testid="add-player"]').getBoundingClientRect().top + scrollY)`
	p.click(`#handicap-on`)
	p.wait(`(document.querySelector('#player-average-0-note') || {}).textContent === "Taken from history once the name is in, or type one."`)
	top := evaluate[int](p, addPlayerTop)
	p.typeName(0, "pjs")
	p.wait(`document.querySelector('#player-average-0-note') && document.querySelector('#player-average-0-note').textContent.includes("135 from history (4 games)")`)
	if now := evaluate[int](p, addPlayerTop); now != top {
		t.Errorf("Add player moved from %d to %d px as the average came from history", top, now)
	}
	p.do(chromedp.SendKeys(chromedp.CSS(`#player-average-0`), "1"))
	p.wait(`document.querySelector('#player-average-0-note').textContent === "Entered by hand."`)
	if now := evaluate[int](p, addPlayerTop); now != top {
		t.Errorf("Add player moved from %d to %d px as an average was typed", top, now)
	}
	p.do(chromedp.SendKeys(chromedp.CSS(`#player-average-0`), kb.Backspace))
	p.wait(`document.querySelector('#player-average-0-note').textContent.includes("135 from history (4 games)")`)
	p.click(`[data-testid="add-player"]`)
	p.wait(addedField(1))
	p.typeName(1, "new")
	p.wait(`document.querySelector('#player-average-1-note').textContent.includes("no games in history")`)
	if !evaluate[bool](p, `document.querySelector('[data-testid="start-game"]').disabled`) {
		t.Error("Start is available without NEW's average")
	}
	p.checkAxe("setup with league settings")
	p.screenshot("night-setup-league-1024x768")
	p.do(chromedp.SendKeys(chromedp.CSS(`#player-average-1`), "150"))
	p.wait(`!document.querySelector('[data-testid="start-game"]').disabled`)

	p.show("history")
	p.historyShown()
	p.checkAxe("history")
	p.screenshot("night-history-1024x768")

	// The handicap series of the fixture, as its sheet, then one of its games.
	p.click(`[data-series="series-2026-11-20"] [data-act="open-series"]`)
	p.wait(`document.querySelector('[data-testid="series-handicap"]')`)
	handicap := evaluate[[]string](p, `[...document.querySelectorAll('[data-testid="series-handicap"]')].map((e) => e.textContent)`)
	if want := []string{"662", "597"}; !reflect.DeepEqual(handicap, want) {
		t.Errorf("handicap series = %q, want %q", handicap, want)
	}
	p.checkAxe("history series sheet")
	p.screenshot("night-history-series-1024x768")
	p.printMedia(true)
	p.screenshot("night-print-series-sheet")
	p.printMedia(false)

	p.click(`[data-testid="back-to-history"]`)
	p.historyShown()
	p.click(`[data-series="series-2026-11-20"] [data-act="open-game"]`)
	p.wait(`document.querySelector('[data-testid="game-sheet"] [data-testid="frame"]')`)
	p.checkAxe("history game sheet")
	p.screenshot("night-history-game-1024x768")
	p.printMedia(true)
	p.screenshot("night-print-game-sheet")
	p.printMedia(false)
	p.click(`[data-testid="correct-game"]`)
	p.wait(`document.activeElement && document.activeElement.id === "correct-ball"`)
	p.checkAxe("correction")
	p.screenshot("night-history-correction-1024x768")

	p.show("stats")
	chooseBowler(p, "ABC")
	p.checkAxe("statistics")
	p.screenshot("night-stats-1024x768")
	evaluate[bool](p, `document.querySelector('[data-testid="plot"]').scrollIntoView(), true`)
	p.screenshot("night-stats-plot-1024x768")
	p.printMedia(true)
	p.screenshot("night-print-stats")
	p.printMedia(false)

	p.do(chromedp.Emulate(device.IPhone13))
	p.wait(`document.querySelector('[data-testid="plot"]')`)
	p.screenshot("night-stats-phone")
	p.show("history")
	p.historyShown()
	p.screenshot("night-history-phone")
	p.click(`[data-series="series-2026-11-20"] [data-act="open-series"]`)
	p.wait(`document.querySelector('[data-testid="series-handicap"]')`)
	p.screenshot("night-history-series-phone")
	p.show("")
	// What was typed on setup is still there after a round of the other screens.
	p.wait(`[...document.querySelectorAll('input[data-testid="player-name"]')].map((i) => i.value).join() === "PJS,NEW" && document.querySelector('#player-average-1').value === "150"`)
	p.screenshot("night-setup-league-phone")
}

// A history kept by the version before the order keys (a database of version 1, its games
// alone) opens as it was: its games are ordered once, as the database opens, and the list
// shows them newest first, the same on every open after.
func TestHistoryOfAnEarlierVersion(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	records := seasonRecords(t)
	if n := evaluate[int](p, seedScript(t, records, false)); n != len(records) {
		t.Fatalf("seeded %d records, want %d", n, len(records))
	}
	p.reload()
	p.show("history")
	first := p.historyShown()
	const countJS = `new Promise((ok, fail) => {
  const r = ` + openHistoryJS + `;
  r.onerror = () => fail(r.error);
  r.onsuccess = () => {
    const tx = r.result.transaction(["games", "order"]);
    const g = tx.objectStore("games").count(), o = tx.objectStore("order").count();
    tx.oncomplete = () => { r.result.close(); ok([g.result, o.result]); };
  };
})`
	if got := evaluate[[]int](p, countJS); got[0] != len(records) || got[1] != len(records) {
		t.Errorf("after the first open, %d games and %d order keys are stored, want %d of each", got[0], got[1], len(records))
	}
	if n := evaluate[int](p, `document.querySelectorAll('[data-testid="history-list"] > li').length`); n != 20 {
		t.Errorf("history lists %d series on its first page, want 20", n)
	}
	p.reload()
	p.show("history")
	if again := p.historyShown(); !reflect.DeepEqual(again, first) {
		t.Errorf("history on the next open = %q, want %q", again, first)
	}
}

// TestHistoryKeepsItsFirstScreen: the series history shows first, while the rest of it
// loads, stay the same nodes once the rest arrives, so that a tap on one at that instant is
// not lost.
func TestHistoryKeepsItsFirstScreen(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	p.seedHistory(benchRecords(t, 600))
	// Whether the browser keeps storage, and an export due a month after the last, are said
	// above the list with its first screen, not once the rest is read: the list stays put.
	// ("Never exported" names every game, so it waits for all of them.)
	for _, exported := range []time.Duration{24 * time.Hour, 40 * 24 * time.Hour} {
		evaluate[bool](p, fmt.Sprintf(`localStorage.setItem("tenpin.exported", new Date(Date.now() - %d).toISOString().replace(/\.\d+Z$/, "Z")), true`, exported.Milliseconds()))
		p.reload()
		got := evaluate[string](p, `new Promise((ok) => {
  const first = () => document.querySelector('[data-testid="history-list"] > li');
  const loading = () => document.querySelector('[data-testid="history-loading"]');
  const top = () => Math.round(first().getBoundingClientRect().top + scrollY);
  let tagged = false, top0;
  const obs = new MutationObserver(() => {
    if (!tagged && first() && loading()) {
      first().__shownFirst = true;
      tagged = true;
      top0 = top();
    }
    if (first() && !loading()) {
      obs.disconnect();
      ok(!tagged ? "no first screen" : !first().__shownFirst ? "replaced" : top() !== top0 ? "moved from " + top0 + " to " + top() + " px" : "kept");
    }
  });
  obs.observe(document.body, { childList: true, subtree: true });
  document.querySelector('.screens a[href="#history"]').click();
})`)
		if got != "kept" {
			t.Errorf("exported %v ago: the newest series, shown while the rest of history loaded: %s, want kept", exported, got)
		}
		if reminded := evaluate[bool](p, `!!document.querySelector('[data-testid="export-reminder"]')`); reminded != (exported > 30*24*time.Hour) {
			t.Errorf("exported %v ago: export reminder shown = %v", exported, reminded)
		}
		p.show("")
	}
}

// packJS reads history's joined copy (app/browser/pack.go) and resolves to the games it
// holds, or -1 when there is none of the games' current revision.
const packJS = `new Promise((ok, fail) => {
  const r = ` + openHistoryJS + `;
  r.onerror = () => fail(r.error);
  r.onsuccess = () => {
    const p = r.result.transaction("pack").objectStore("pack");
    const rev = p.get("rev"), at = p.get("all-rev"), all = p.get("all");
    all.onsuccess = () => {
      r.result.close();
      if (!all.result || at.result === undefined || at.result !== (rev.result || "")) return ok(-1);
      const b = new Uint8Array(all.result);
      let n = 0;
      for (let i = 0; i < b.length; n++) {
        let len = 0, shift = 0, c;
        do { c = b[i++]; len += (c & 127) * 2 ** shift; shift += 7; } while (c & 128);
        i += len;
      }
      ok(n);
    };
    all.onerror = () => fail(all.error);
  };
})`

// TestHistoryPack: once history has been read, it is read next time from one joined copy,
// which no write leaves stale: a game this window finishes is added to it; a game another
// window stores, or a delete, leaves it behind in the same transaction, so the next read has
// the change, and makes the copy again.
func TestHistoryPack(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	records := seasonRecords(t)
	p.seedHistory(records)
	if n := evaluate[int](p, packJS); n != -1 {
		t.Fatalf("before history was read, a copy of %d games", n)
	}
	p.show("history")
	first := p.historyShown()
	p.waitLoad(fmt.Sprintf(`%s.then((n) => n === %d)`, packJS, len(records)))
	p.reload()
	p.show("history")
	if again := p.historyShown(); !reflect.DeepEqual(again, first) {
		t.Errorf("history read from the copy = %q, want %q", again, first)
	}

	// This window finishes a game: the game joins the copy, which stays current with no read
	// of the store, so statistics after a night's games read one value.
	p.show("")
	g := p.startGame("PJS")
	p.play(g, slices.Repeat([]int{10}, 12))
	p.waitLoad(fmt.Sprintf(`%s.then((n) => n === %d)`, packJS, len(records)+1))

	// Another window stores a game, as the app does: the copy goes with it.
	extra := soloGames(t, 1)
	if n := evaluate[int](p, seedScript(t, extra, true)); n != 1 {
		t.Fatalf("seeded %d games, want 1", n)
	}
	if n := evaluate[int](p, packJS); n != -1 {
		t.Errorf("after another window stored a game, a copy of %d games is still current", n)
	}
	p.reload()
	p.show("history")
	if lines, want := p.historyShown(), fmt.Sprintf("Game 1: ABC %d", extra[0].Scores()[0]); !slices.Contains(lines, want) {
		t.Errorf("history after another window's game = %q, want a line %q", lines, want)
	}
	p.waitLoad(fmt.Sprintf(`%s.then((n) => n === %d)`, packJS, len(records)+2))

	// This window deletes a series: the copy goes, and the next read has the series gone.
	p.click(`[data-series="series-2026-11-20"] [data-act="delete-series"]`)
	p.wait(`document.activeElement && document.activeElement.dataset.testid === "restore"`)
	if n := evaluate[int](p, packJS); n != -1 {
		t.Errorf("after a delete, a copy of %d games is still current", n)
	}
	p.reload()
	p.show("history")
	if lines := p.historyShown(); evaluate[bool](p, `!!document.querySelector('[data-series="series-2026-11-20"]')`) {
		t.Errorf("the deleted series is back after a reload: %q", lines)
	}
	p.waitLoad(fmt.Sprintf(`%s.then((n) => n === %d)`, packJS, len(records)+2-3))
}

func TestHistoryCorrectDeleteRestore(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	records := seasonRecords(t)
	p.seedHistory(records)
	p.show("history")
	p.historyShown()
	ids := p.storedIDs()

	// A finished game is locked; "Correct this game" unlocks it. PJS's first ball of game 1,
	// a 9, becomes an 8; what that makes of the game is the domain's to say.
	p.click(`[data-series="series-2026-11-20"] [data-act="open-game"]`)
	p.wait(`document.querySelector('[data-testid="game-sheet"]')`)
	if evaluate[bool](p, `!!document.querySelector('[data-testid="fix-pins"]')`) {
		t.Fatal("a finished game offers corrections before it is unlocked")
	}
	p.click(`[data-testid="correct-game"]`)
	p.wait(`document.querySelector('[data-testid="fix-pins"]')`)
	g, err := records[0].Game()
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Correct(0, 1, 1, domain.Count(8)); err != nil {
		t.Fatal(err)
	}
	want, err := records[0].Corrected(g)
	if err != nil {
		t.Fatal(err)
	}
	p.click(`[data-testid="fix-pins"][data-id="8"]`)
	p.wait(`!document.querySelector('[data-testid="save-correction"]').disabled`)
	p.click(`[data-testid="save-correction"]`)
	p.wait(`document.querySelector('.night-status').textContent.includes("correction is saved")`)
	p.wait(`document.querySelector('[data-testid="correct-game"]')`) // locked again
	p.click(`[data-testid="back-to-history"]`)
	lines := p.historyShown()
	wantLine := fmt.Sprintf("Game 1: PJS %d · KYJ %d", want.Scores()[0], want.Scores()[1])
	if !slices.Contains(lines, wantLine) {
		t.Errorf("history after the correction = %q, want a line %q", lines, wantLine)
	}
	if got := p.storedIDs(); !reflect.DeepEqual(got, ids) {
		t.Errorf("a correction changed the stored IDs: %q, want %q", got, ids)
	}
	// The correction rewrote a stored game, which the joined copy holds already: the copy is
	// left behind, never given the game twice (pack.go), and the next read makes it again.
	p.reload()
	p.show("history")
	p.waitLoad(fmt.Sprintf(`%s.then((n) => n === %d)`, packJS, len(records)))

	// Choosing another ball offers what that ball may become; Cancel drops the correction.
	p.click(`[data-series="series-2026-11-20"] [data-act="open-game"]`)
	p.click(`[data-testid="correct-game"]`)
	p.wait(`document.querySelector('[data-testid="fix-pins"]')`)
	choices, err := g.CorrectionChoices(1, 1, 1) // KYJ's strike in frame 1: the 20th ball listed
	if err != nil {
		t.Fatal(err)
	}
	p.do(chromedp.SetValue(chromedp.CSS(`#correct-ball`), "19"))
	evaluate[bool](p, `document.querySelector('#correct-ball').dispatchEvent(new Event("change", {bubbles: true}))`)
	var enabled []int
	for n, ok := range choices.Counts {
		if ok {
			enabled = append(enabled, n)
		}
	}
	wantEnabled, _ := json.Marshal(enabled)
	p.wait(fmt.Sprintf(`JSON.stringify([...document.querySelectorAll('[data-testid="fix-pins"]:not([disabled])')].map((b) => +b.dataset.id)) === %q`, wantEnabled))
	p.click(`[data-act="cancel-fix"]`)
	p.wait(`document.querySelector('[data-testid="correct-game"]')`)
	p.click(`[data-testid="back-to-history"]`)

	// Delete a series, then restore it: the same games, the same IDs.
	before := p.historyShown()
	p.click(`[data-series="series-2026-11-20"] [data-act="delete-series"]`)
	p.wait(`document.activeElement && document.activeElement.dataset.testid === "restore"`)
	if got := p.storedIDs(); len(got) != len(ids)-3 {
		t.Errorf("after deleting a series of 3, %d games are stored, want %d", len(got), len(ids)-3)
	}
	p.checkAxe("history after a delete")
	p.click(`[data-testid="restore"]`)
	p.wait(`document.querySelector('.night-status').textContent.includes("3 games restored")`)
	if got := p.historyShown(); !reflect.DeepEqual(got, before) {
		t.Errorf("after Restore history = %q, want %q", got, before)
	}
	if got := p.storedIDs(); !reflect.DeepEqual(got, ids) {
		t.Errorf("after Restore stored IDs = %q, want %q", got, ids)
	}
}

// fakeShare stands in for the Web Share API, which headless Chromium lacks: it records what
// the page shares.
const fakeShare = `window.__shared = [];
navigator.canShare = (data) => true;
navigator.share = (data) => {
  window.__shared.push({ title: data.title, text: data.text, files: (data.files || []).map((f) => f.name + " " + f.type) });
  return Promise.resolve();
};`

func TestShare(t *testing.T) {
	_, base := openApp(t, 1024, 768)
	p := newTab(t)
	p.beforeLoad(fakeShare)
	p.viewport(1024, 768)
	p.open(base)
	g := p.startSeries(1, "pjs")
	p.play(g, strikes)
	p.click(`[data-testid="game-over"] [data-testid="share"]`)
	p.wait(`window.__shared.length === 1`)
	shared := evaluate[[]struct {
		Title, Text string
		Files       []string
	}](p, `window.__shared`)
	if s := shared[0]; !strings.Contains(s.Text, "PJS 300") || len(s.Files) != 1 || !strings.HasSuffix(s.Files[0], ".json application/json") {
		t.Errorf("shared %+v, want the text with PJS 300 and a JSON file", s)
	}
	// Inside the embed, sharing is a download.
	p.open(base + "?embed=1")
	dir := p.downloads()
	p.wait(`document.querySelector('[data-testid="game-over"] [data-testid="share"]')`)
	p.click(`[data-testid="game-over"] [data-testid="share"]`)
	data, err := os.ReadFile(p.waitDownload(dir))
	if err != nil {
		t.Fatal(err)
	}
	if recs, err := domain.Import(data); err != nil || len(recs) != 1 || recs[0].Scores()[0] != 300 {
		t.Errorf("the download imports as %d games, %v", len(recs), err)
	}
	if n := evaluate[int](p, `window.__shared.length`); n != 0 {
		t.Errorf("inside the embed the page used Web Share %d times", n)
	}
}
