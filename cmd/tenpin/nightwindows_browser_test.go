//go:build browser

package main

// The night across windows: the series, the league settings and history, in two
// windows of one browser profile, as TestOneGameTwoWindows does for the game. A window that
// misses the other's change (faultHooks' "hold", as for a page frozen in the background)
// cannot write over it: its input is refused with a message, and it shows what is stored.

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/cdproto/storage"
	"github.com/chromedp/chromedp"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// twoWindows opens the app at url in two windows of one fresh browser profile, both with
// faultHooks, once B's start has settled.
func twoWindows(t *testing.T, base, url string) (a, b *tab) {
	t.Helper()
	a = openWithFaults(t, base)
	if url != base {
		a.open(url)
	}
	b = a.newWindow()
	b.addScript(faultHooks)
	b.viewport(1024, 768)
	b.open(url)
	// B's catch-up with the other windows comes once its start has settled: a test that then
	// holds B's news back (fault "hold") must not have that catch-up show A's next change.
	b.waitSettled()
	return a, b
}

// waitHistoryLine waits until the history list shows a game line, or (present false) no
// longer does.
func (p *tab) waitHistoryLine(line string, present bool) {
	p.t.Helper()
	p.wait(fmt.Sprintf(`[...document.querySelectorAll('[data-testid="history-list"] .game-link')].some((b) => b.textContent === %q) === %v`, line, present))
}

// waitNightAlert waits until the screen's night messages show text as an alert.
func (p *tab) waitNightAlert(text string) {
	p.t.Helper()
	p.wait(fmt.Sprintf(`[...document.querySelectorAll('.night-messages [role="alert"]')].some((a) => a.textContent === %q)`, text))
}

// TestSeriesTwoWindows: B, which missed A's start, cannot start a series over it with older
// settings; A's finished game shows on B's series sheet at once; B, which missed A's Next
// game and the ball bowled in it, cannot start game 2 again over it.
func TestSeriesTwoWindows(t *testing.T) {
	base, _ := startServer(t)
	a, b := twoWindows(t, base, base)

	b.fault("hold")
	g := a.startSeries(2, "pjs")
	b.typeName(0, "kyj")
	b.wait(`!document.querySelector('[data-testid="start-game"]').disabled`) // the name's update is in
	b.click(`[data-testid="start-game"]`)
	b.waitAlert(i18n.English.LeagueChangedElsewhere)
	b.wait(`document.querySelector("#series-games").value === "2"`) // A's settings, caught up
	b.screenshot("night-two-windows-start-refused")
	if got := evaluate[bool](b, `!!document.querySelector('[data-testid="frame"]')`); got {
		t.Fatal("B started a game with settings older than A's")
	}
	b.fault("")

	a.play(g, strikes)
	b.waitBoard(g, "B after A's game 1") // a window with no game shows the one stored
	b.show("series")
	b.wait(`(document.querySelector('[data-testid="series-total"][data-player="0"]') || {}).textContent === "300"`)
	b.show("")

	b.fault("hold")
	s, _ := domain.NewSeries(2, domain.KeepOrder, "PJS")
	g2 := a.nextGame(s, 2)
	a.play(g2, []int{7})
	b.click(`[data-testid="next-game"]`)
	b.waitShows(withAlerts(g2, i18n.English.ChangedElsewhere), "B after its refused Next game")
	b.fault("")
	a.play(g2, []int{2})
	b.waitShows(withAlerts(g2, i18n.English.ChangedElsewhere), "B after A's 2")
	a.reload()
	a.waitBoard(g2, "A after a reload")
	b.screenshot("night-two-windows-next-game-refused")
}

// historyWindows opens two windows on the history screen of a profile seeded with the
// season's games, and returns them with the games.
func historyWindows(t *testing.T) (a, b *tab, records []domain.Record) {
	t.Helper()
	base, _ := startServer(t)
	records = seasonRecords(t)
	a = openWithFaults(t, base)
	a.seedHistory(records)
	a.show("history")
	a.historyShown()
	b = a.newWindow()
	b.addScript(faultHooks)
	b.viewport(1024, 768)
	b.open(base + "#history")
	b.historyShown()
	return a, b, records
}

// correctFirstBall corrects PJS's first ball of the first game of the 2026-11-20 series
// (records[0]) to pins in p, and returns the record the domain makes of it, from old.
func correctFirstBall(t *testing.T, p *tab, old domain.Record, pins int) domain.Record {
	t.Helper()
	g, err := old.Game()
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Correct(0, 1, 1, domain.Count(pins)); err != nil {
		t.Fatal(err)
	}
	want, err := old.Corrected(g)
	if err != nil {
		t.Fatal(err)
	}
	p.correctFirstBallTo(`[data-series="series-2026-11-20"] [data-act="open-game"]`, pins)
	return want
}

// correctFirstBallTo opens the game that open selects in history, corrects its first ball to
// pins and saves the correction.
func (p *tab) correctFirstBallTo(open string, pins int) {
	p.t.Helper()
	p.click(open)
	p.click(`[data-testid="correct-game"]`)
	p.wait(`document.querySelector('[data-testid="fix-pins"]')`)
	p.click(fmt.Sprintf(`[data-testid="fix-pins"][data-id="%d"]`, pins))
	p.wait(`!document.querySelector('[data-testid="save-correction"]').disabled`)
	p.click(`[data-testid="save-correction"]`)
}

// line is a game's line in the history list.
func line(r domain.Record) string {
	return fmt.Sprintf("Game %d: PJS %d · KYJ %d", r.Series().Game, r.Scores()[0], r.Scores()[1])
}

// TestHistoryTwoWindows: a game kept, corrected, deleted, restored or imported in one window
// shows at once in the other's history, and its statistics follow.
func TestHistoryTwoWindows(t *testing.T) {
	a, b, records := historyWindows(t)

	// Kept: a game finished in A.
	a.show("")
	a.play(a.startSeries(1, "pjs"), strikes)
	b.waitHistoryLine("Game 1: PJS 300", true)

	// Corrected.
	a.show("history")
	fixed := correctFirstBall(t, a, records[0], 8)
	a.wait(`document.querySelector('.night-status').textContent.includes("correction is saved")`)
	b.waitHistoryLine(line(fixed), true)
	b.waitHistoryLine(line(records[0]), false)

	// Deleted, then restored.
	a.click(`[data-testid="back-to-history"]`)
	a.click(`[data-series="series-2026-11-20"] [data-act="delete-series"]`)
	b.wait(`!document.querySelector('[data-series="series-2026-11-20"]')`)
	a.click(`[data-testid="restore"]`)
	b.wait(`!!document.querySelector('[data-series="series-2026-11-20"]')`)
	b.waitHistoryLine(line(fixed), true)

	// Imported: a file with a game of a bowler new to this history.
	s, err := domain.NewSeries(1, domain.KeepOrder, "ZZZ")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := s.Start(1)
	for range 12 {
		g.Roll(10)
	}
	r, err := s.Record(1, g, time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := domain.ExportJSON(&buf, []domain.Record{r}); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "zzz.json")
	if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	b.show("stats")
	a.upload(`input[data-testid="import"]`, file)
	b.wait(`[...document.querySelectorAll('[data-testid="stats-bowler"] option')].some((o) => o.value === "ZZZ")`)
	if got := chooseBowler(b, "ZZZ"); got["games"] != "1" {
		t.Errorf("B's statistics of the imported bowler: %v games, want 1", got["games"])
	}
}

// TestHistoryStaleWindow: B, which missed A's correction of a game, cannot write over it
// with its own correction of the older version, nor delete it: each is refused with a
// message, history keeps A's version, and B shows it.
func TestHistoryStaleWindow(t *testing.T) {
	a, b, records := historyWindows(t)
	ids := a.storedIDs()

	b.waitSettled() // B's catch-up with other windows is done: from here it hears nothing
	b.fault("hold")
	fixed := correctFirstBall(t, a, records[0], 8)
	a.wait(`document.querySelector('.night-status').textContent.includes("correction is saved")`)
	b.waitHistoryLine(line(records[0]), true) // B has not heard of it
	correctFirstBall(t, b, records[0], 7)
	b.waitNightAlert(i18n.English.HistoryChangedElsewhere)
	b.screenshot("night-two-windows-correction-refused")
	b.click(`[data-testid="back-to-history"]`)
	b.waitHistoryLine(line(fixed), true)

	// A corrects the game again; B, still deaf, deletes the series from its older list.
	a.click(`[data-testid="back-to-history"]`)
	again := correctFirstBall(t, a, fixed, 6)
	a.wait(`document.querySelector('.night-status').textContent.includes("correction is saved")`)
	b.click(`[data-series="series-2026-11-20"] [data-act="delete-series"]`)
	b.waitNightAlert(i18n.English.HistoryChangedElsewhere)
	b.waitHistoryLine(line(again), true)
	if got := b.storedIDs(); !slices.Equal(got, ids) {
		t.Errorf("after B's refused delete %d games are stored, want %d", len(got), len(ids))
	}
	b.fault("")
	a.reload()
	a.show("history")
	a.waitHistoryLine(line(again), true)
}

// fillStorage makes the browser's storage for the app's origin full, as a full disk or a site
// over its share does. It first runs seed (which writes what the test needs and reloads), then
// caps the origin's quota a little above what it uses, reloads so the app's database opens
// under the cap (the cap holds from the next time a database opens), and fills the room left
// with a database of its own until IndexedDB refuses even a small write with
// QuotaExceededError.
func (p *tab) fillStorage(seed func()) {
	p.t.Helper()
	seed()
	// Measure once the service worker is active: while it installs it fills its cache with the
	// bundle (megabytes), which must not land after the cap is set.
	used := evaluate[float64](p, `navigator.serviceWorker.ready.then(() => navigator.storage.estimate()).then((e) => e.usage)`)
	size := used + 4<<20
	if _, err := chromedp.Call(p.ctx, storage.OverrideQuotaForOrigin, storage.OverrideQuotaForOriginParams{
		Origin: evaluate[string](p, `location.origin`), QuotaSize: &size}); err != nil {
		p.t.Fatal(err)
	}
	p.reload()
	refused := evaluate[string](p, `new Promise((ok, fail) => {
  const r = indexedDB.open("filler", 1);
  r.onupgradeneeded = () => r.result.createObjectStore("blobs");
  r.onerror = () => fail(r.error);
  r.onsuccess = () => {
    const db = r.result;
    const sizes = [1 << 20, 1 << 18, 1 << 16, 1 << 14, 1 << 12, 1 << 10, 1 << 8];
    let i = 0, n = 0, name = "";
    const next = () => {
      if (i === sizes.length) { db.close(); ok(name); return; }
      const tx = db.transaction("blobs", "readwrite");
      tx.objectStore("blobs").put(new Uint8Array(sizes[i]), n++);
      tx.oncomplete = next;
      tx.onabort = () => { name = tx.error ? tx.error.name : "abort"; i++; next(); };
      tx.onerror = () => {};
    };
    next();
  };
})`)
	if refused != "QuotaExceededError" {
		p.t.Fatalf("filling storage: IndexedDB refused with %q, want QuotaExceededError", refused)
	}
}

// emptyStorage makes room again, as a person freeing disk space does: it deletes what
// fillStorage wrote and lifts the cap on the origin's quota. Lifting the cap is what makes the
// room certain: the browser gives back a deleted database's disk space only lazily.
func (p *tab) emptyStorage() {
	p.t.Helper()
	evaluate[bool](p, `new Promise((ok, fail) => { const r = indexedDB.deleteDatabase("filler"); r.onsuccess = () => ok(true); r.onerror = () => fail(r.error); })`)
	if _, err := chromedp.Call(p.ctx, storage.OverrideQuotaForOrigin, storage.OverrideQuotaForOriginParams{
		Origin: evaluate[string](p, `location.origin`)}); err != nil {
		p.t.Fatal(err)
	}
}

// TestHistoryFull: with the browser's storage for the site full (IndexedDB's quota exceeded,
// not local storage's), a correction in history is refused with the plain message and changes
// nothing, and a game finished meanwhile says it was not kept while play goes on, also into a
// new series (Rematch); once there is room again, the game goes to history.
func TestHistoryFull(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	records := seasonRecords(t)
	p.fillStorage(func() { p.seedHistory(records) })
	p.show("history")
	p.historyShown()
	ids := p.storedIDs()

	correctFirstBall(t, p, records[0], 8)
	p.waitNightAlert(i18n.English.HistoryFull)
	p.click(`[data-testid="back-to-history"]`)
	p.waitHistoryLine(line(records[0]), true)

	p.show("")
	p.play(p.startSeries(1, "pjs"), strikes[:11])
	p.tap(10) // the last ball: the game is over, and history cannot keep it
	p.waitAlert(i18n.English.NotKept)
	p.screenshot("night-history-full-game-over")
	if got := p.storedIDs(); !slices.Equal(got, ids) {
		t.Errorf("with storage full %d games are stored, want the %d there before", len(got), len(ids))
	}

	p.click(`[data-testid="rematch"]`) // a new series: the game not kept must not be dropped
	rematch, _ := domain.NewGame("PJS")
	p.waitBoard(rematch, "after Rematch")

	p.emptyStorage()
	p.reload() // the game not kept is stored at the next chance
	p.waitLoad(fmt.Sprintf(`(%s).then((ids) => ids.length === %d)`, storedIDsJS, len(ids)+1))
	p.show("history")
	p.waitHistoryLine("Game 1: PJS 300", true)
}

// TestHistoryCorrectsTheLanes: a game corrected in history while it is still on the lanes
// (before Next game) is corrected on the lanes too, so that an undo there and the ball bowled
// again keep the correction rather than storing the old balls over it; while the lanes have
// the game open again, history refuses to correct it, says why and changes nothing.
func TestHistoryCorrectsTheLanes(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	g := p.startSeries(2, "pjs")
	p.play(g, slices.Repeat([]int{4}, 20))
	p.show("history")
	p.waitHistoryLine("Game 1: PJS 80", true)

	p.correctFirstBallTo(`[data-act="open-game"]`, 3)
	p.wait(`document.querySelector('.night-status').textContent.includes("correction is saved")`)
	// The lanes now have the corrected game, as if bowled so: their undo takes back its last
	// ball, not the correction made in history.
	g, _ = domain.NewGame("PJS")
	for _, pins := range append([]int{3}, slices.Repeat([]int{4}, 19)...) {
		if err := g.Roll(pins); err != nil {
			t.Fatal(err)
		}
	}
	p.show("")
	p.waitBoard(g, "on the lanes after the correction in history")

	// The lanes reopen the game: history cannot correct it meanwhile.
	p.click(`[data-testid="undo"]`)
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	p.waitBoard(g, "after undoing the last ball")
	p.show("history")
	p.correctFirstBallTo(`[data-act="open-game"]`, 2)
	p.wait(fmt.Sprintf(`[...document.querySelectorAll('[data-testid="game-sheet"] [role="alert"]')].some((a) => a.textContent === %q)`, i18n.English.CorrectionReopened))
	p.screenshot("history-correction-reopened-on-lanes")
	p.click(`[data-act="cancel-fix"]`)

	// The ball bowled again ends the game as corrected, and history keeps that, reload or not.
	p.show("")
	p.play(g, []int{4})
	p.show("history")
	p.waitHistoryLine("Game 1: PJS 79", true)
	p.reload()
	p.show("history")
	p.waitHistoryLine("Game 1: PJS 79", true)
	p.show("")
	p.waitBoard(g, "after a reload")
}
