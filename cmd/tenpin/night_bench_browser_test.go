//go:build browser

package main

// The night's benchmark (make bench): opening history and statistics with 5,000 games in
// IndexedDB, in headless Chromium. Speed goals live here, never in tests; the figures print as
// a table, each with its goal. Each run seeds the database through a script, reloads, then
// times a tap on a screen's link until the screen is painted (the element there, then a
// frame). History's first open counts once its list shows the newest series (with the sign
// that older ones are loading); the time until every series is listed, with no further tap,
// is a figure of its own.

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"tenpin/domain"
)

// nightRuns is the number of runs whose median is reported.
const nightRuns = 5

// benchRecords makes n finished games of 4 bowlers, in series of 3 (one a night), with balls
// entered as counts, pins and fouls, as a season of a league would hold.
func benchRecords(tb testing.TB, n int) []domain.Record {
	tb.Helper()
	rng := rand.New(rand.NewPCG(3, 4))
	var out []domain.Record
	var s domain.Series
	for i := range n {
		game := i%3 + 1
		if game == 1 {
			var err error
			if s, err = domain.NewSeries(3, domain.RotateOrder, "ABC", "DEF", "GHI", "JKL"); err != nil {
				tb.Fatal(err)
			}
		}
		g, err := s.Start(game)
		if err != nil {
			tb.Fatal(err)
		}
		for !g.Over() {
			standing, known := g.Standing()
			d := domain.Count(rng.IntN(g.PinsStanding() + 1))
			switch k := rng.IntN(100); {
			case k < 2:
				d = domain.Fouled()
			case k < 50 && known:
				var down domain.Pins
				for pin := 1; pin <= 10; pin++ {
					if standing.Has(pin) && rng.IntN(10) < 8 {
						down |= domain.PinsOf(pin)
					}
				}
				d = domain.Knocked(down)
			}
			if err := g.Throw(d); err != nil {
				tb.Fatal(err)
			}
		}
		played := time.Date(2018, 1, 1, 19, 0, 0, 0, time.UTC).AddDate(0, 0, i/3).Add(time.Duration(game) * 20 * time.Minute)
		r, err := s.Record(game, g, played)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

// paintJS taps the element that click selects and resolves to the milliseconds until the
// element that ready selects is in the page and a frame has been painted with it.
const paintJS = `((click, ready) => new Promise((ok) => {
  const t0 = performance.now();
  const done = () => requestAnimationFrame(() => setTimeout(() => ok(performance.now() - t0), 0));
  const obs = new MutationObserver(() => {
    if (document.querySelector(ready)) { obs.disconnect(); done(); }
  });
  obs.observe(document.body, { childList: true, subtree: true });
  document.querySelector(click).click();
}))`

// timePaint taps click and returns the milliseconds until ready is painted.
func (p *tab) timePaint(click, ready string) float64 {
	p.t.Helper()
	return evaluate[float64](p, fmt.Sprintf(`%s(%q, %q)`, paintJS, click, ready))
}

// historyOpen is what a tap on the history link shows, and when.
type historyOpen struct {
	First   float64 `json:"first"`   // ms until the list is painted with its newest series
	All     float64 `json:"all"`     // ms until every series is listed (no loading sign)
	Series  int     `json:"series"`  // series on the first screen painted
	Longest float64 `json:"longest"` // ms of the longest main-thread task meanwhile
}

// historyJS taps the history link, and resolves to a historyOpen: the list painted first,
// then the list without the sign that older series are loading.
const historyJS = `((click, list) => new Promise((ok) => {
  const t0 = performance.now();
  const out = { longest: 0 };
  const tasks = new PerformanceObserver((l) => { for (const e of l.getEntries()) out.longest = Math.max(out.longest, e.duration); });
  tasks.observe({ type: "longtask" });
  const loading = () => document.querySelector('[data-testid="history-loading"]');
  const check = () => {
    if (out.first === undefined && document.querySelector(list + " li")) {
      out.first = -1;
      out.series = document.querySelectorAll(list + " > li").length;
      requestAnimationFrame(() => setTimeout(() => { out.first = performance.now() - t0; finish(); }, 0));
    }
    if (out.all === undefined && document.querySelector(list + " li") && !loading()) {
      out.all = -1;
      requestAnimationFrame(() => setTimeout(() => { out.all = performance.now() - t0; finish(); }, 0));
    }
  };
  const finish = () => {
    if (out.first > 0 && out.all > 0) {
      obs.disconnect();
      for (const e of tasks.takeRecords()) out.longest = Math.max(out.longest, e.duration);
      tasks.disconnect();
      ok(out);
    }
  };
  const obs = new MutationObserver(check);
  obs.observe(document.body, { childList: true, subtree: true });
  document.querySelector(click).click();
}))`

func BenchmarkNight(b *testing.B) {
	const games = 5000
	records := benchRecords(b, games)
	base, _ := startServer(b)
	const (
		historyLink = `.screens a[href="#history"]`
		statsLink   = `.screens a[href="#stats"]`
		gameLink    = `.screens a[href="#"]`
		historyList = `[data-testid="history-list"] li`
		statsPlot   = `[data-testid="figures"] + * svg, [data-testid="plot"] svg`
		gameScreen  = `[data-testid="start-game"]`
	)
	var historyCold, historyAll, firstSeries, longest, historyWarm, statsWarm, statsCold, statsAfter []float64
	for range b.N {
		for range nightRuns {
			p := newTab(b)
			p.viewport(1024, 768)
			p.open(base)
			p.seedHistory(records) // reloads: nothing of history is loaded yet
			open := evaluate[historyOpen](p, fmt.Sprintf(`%s(%q, %q)`, historyJS, historyLink, `[data-testid="history-list"]`))
			historyCold, historyAll = append(historyCold, open.First), append(historyAll, open.All)
			firstSeries, longest = append(firstSeries, float64(open.Series)), append(longest, open.Longest)
			if n := evaluate[int](p, `document.querySelectorAll('[data-testid="history-list"] > li').length`); n != 20 {
				b.Fatalf("history lists %d series once loaded, want a page of 20", n)
			}
			p.timePaint(gameLink, gameScreen)
			historyWarm = append(historyWarm, p.timePaint(historyLink, historyList))
			statsWarm = append(statsWarm, p.timePaint(statsLink, statsPlot))
			// Reloaded on the game screen: statistics load nothing before the tap.
			p.timePaint(gameLink, gameScreen)
			p.reload()
			statsCold = append(statsCold, p.timePaint(statsLink, statsPlot))
			if n := evaluate[int](p, `document.querySelectorAll('[data-testid="stats-bowler"] option').length`); n != 4 {
				b.Fatalf("the statistics screen lists %d bowlers, want 4", n)
			}
			// The night's case: the app opens, a game is finished, then statistics open. The
			// game joins the joined copy of history as it is stored (app/browser/pack.go); the
			// tap comes once it has, as a bowler's would some seconds later.
			p.timePaint(gameLink, gameScreen)
			p.reload()
			g := p.startGame("NEW")
			p.play(g, slices.Repeat([]int{10}, 12))
			p.waitLoad(fmt.Sprintf(`%s.then((n) => n === %d)`, packJS, games+1))
			statsAfter = append(statsAfter, p.timePaint(statsLink, statsPlot))
			p.close()
		}
	}
	var out strings.Builder
	fmt.Fprintf(&out, "\nnight: %d games (4 bowlers, series of 3) in IndexedDB, ms from the tap on the link to the screen painted, median of %d\n", games, nightRuns)
	row := func(label string, v []float64, goal float64) {
		target := ""
		if goal > 0 {
			target = fmt.Sprintf("<= %.0f ms: %s", goal, verdict(median(v) <= goal))
		}
		fmt.Fprintf(&out, "%-70s %8.0f ms  %-18s  runs %v\n", label, median(v), target, rounded(v))
	}
	row("history, first open (newest series listed, older loading)", historyCold, 150)
	row("history, first open until all 5,000 games are listed", historyAll, 0)
	row("history, first open: the longest main-thread task (0: none over 50 ms)", longest, 100)
	row("history, open again", historyWarm, 0)
	row("statistics, history loaded (figures and plot)", statsWarm, 100)
	row("statistics, first open (load, figures and plot)", statsCold, 100)
	row("statistics, first open after a game is finished and stored", statsAfter, 100)
	fmt.Fprintf(&out, "series on history's first screen: median %.0f, runs %v\n", median(firstSeries), rounded(firstSeries))
	fmt.Print(out.String())
	b.ReportMetric(median(historyCold), "history-cold-ms")
	b.ReportMetric(median(historyAll), "history-all-ms")
	b.ReportMetric(median(historyWarm), "history-warm-ms")
	b.ReportMetric(median(statsWarm), "stats-ms")
	b.ReportMetric(median(statsCold), "stats-cold-ms")
	b.ReportMetric(median(statsAfter), "stats-after-game-ms")
}
