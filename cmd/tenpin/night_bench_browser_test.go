//go:build browser

package main

// The night's benchmark (make bench): opening history and statistics with 5,000 games in
// IndexedDB, in headless Chromium. Speed goals live here, never in tests; the figures print as
// a table. Each run seeds the database through a script, reloads, then times a tap on a
// screen's link until the screen is painted (the element there, then a frame).

import (
	"fmt"
	"math/rand/v2"
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
	var historyCold, historyWarm, statsWarm, statsCold []float64
	for range b.N {
		for range nightRuns {
			p := newTab(b)
			p.viewport(1024, 768)
			p.open(base)
			p.seedHistory(records) // reloads: nothing of history is loaded yet
			historyCold = append(historyCold, p.timePaint(historyLink, historyList))
			p.timePaint(gameLink, gameScreen)
			historyWarm = append(historyWarm, p.timePaint(historyLink, historyList))
			statsWarm = append(statsWarm, p.timePaint(statsLink, statsPlot))
			p.reload()
			statsCold = append(statsCold, p.timePaint(statsLink, statsPlot))
			if n := evaluate[int](p, `document.querySelectorAll('[data-testid="stats-bowler"] option').length`); n != 4 {
				b.Fatalf("the statistics screen lists %d bowlers, want 4", n)
			}
			p.close()
		}
	}
	var out strings.Builder
	fmt.Fprintf(&out, "\nnight: %d games (4 bowlers, series of 3) in IndexedDB, ms from the tap on the link to the screen painted, median of %d\n", games, nightRuns)
	row := func(label string, v []float64, target string) {
		fmt.Fprintf(&out, "%-52s %8.0f ms  %s  runs %v\n", label, median(v), target, rounded(v))
	}
	row("history, first open (load 5,000 games, list 20 series)", historyCold, "")
	row("history, open again", historyWarm, "")
	row("statistics, history loaded (figures and plot)", statsWarm, "aim < 100 ms: "+verdict(median(statsWarm) < 100))
	row("statistics, first open (load, figures and plot)", statsCold, "")
	fmt.Print(out.String())
	b.ReportMetric(median(historyCold), "history-cold-ms")
	b.ReportMetric(median(historyWarm), "history-warm-ms")
	b.ReportMetric(median(statsWarm), "stats-ms")
	b.ReportMetric(median(statsCold), "stats-cold-ms")
}
