//go:build browser

// Start and tap at go-app's floor (issue 15): tenpin next to go-app's hello world, both as
// static builds behind one file server (statichost_browser_test.go), app.wasm as brotli, in
// headless Chromium with fresh profiles, the two apps alternating so that a busy moment of the
// shared machine hits both. It prints a table of medians, their ratio, the median of the
// ratios of runs paired in time, and the targets; the figures live here, never in a test.
//
//	go test -tags browser -count=1 -run '^$' -bench StartAndTap -benchtime 1x ./cmd/tenpin/
package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"tenpin/domain"
)

// How many runs make a figure: every cold start is a fresh browser, so a few dozen; a warm
// tap is cheap, so more. warmTaps rounds follow tapWarmups unmeasured ones.
const (
	coldRuns   = 21
	warmTaps   = 60
	tapWarmups = 3
)

// floorFigure is one measure for both apps, in milliseconds, run by run.
type floorFigure struct {
	label         string
	target        float64 // the highest ratio allowed
	hello, tenpin []float64
}

// ratios returns the ratio of the medians and the median of the runs' paired ratios.
func (f floorFigure) ratios() (ofMedians, paired float64) {
	var rs []float64
	for i := range min(len(f.hello), len(f.tenpin)) {
		rs = append(rs, f.tenpin[i]/f.hello[i])
	}
	return median(f.tenpin) / median(f.hello), median(rs)
}

func BenchmarkStartAndTap(b *testing.B) {
	tenpinURL, helloURL := staticSite(b, webDir, helloWebDir)
	cold := struct{ hello, tenpin []coldStart }{}
	var taps [3][]float64 // hello, 6 players, 30 players
	for range b.N {
		for run := range coldRuns {
			// Alternating which app goes first cancels any advantage of going second.
			if run%2 == 0 {
				cold.hello = append(cold.hello, measureCold(b, helloURL, nil))
				cold.tenpin = append(cold.tenpin, measureCold(b, tenpinURL, coldGame(b)))
			} else {
				cold.tenpin = append(cold.tenpin, measureCold(b, tenpinURL, coldGame(b)))
				cold.hello = append(cold.hello, measureCold(b, helloURL, nil))
			}
		}
		taps = measureWarmTaps(b, tenpinURL, helloURL)
	}

	ready := func(c coldStart) float64 { return c.Paint }
	firstTap := func(c coldStart) float64 { return c.Paint - c.Click }
	figures := []floorFigure{
		{fmt.Sprintf("cold ready, click answered (%d runs)", coldRuns), 1.15, mapRuns(cold.hello, ready), mapRuns(cold.tenpin, ready)},
		{fmt.Sprintf("first tap after a cold start (%d runs)", coldRuns), 1.3, mapRuns(cold.hello, firstTap), mapRuns(cold.tenpin, firstTap)},
		{fmt.Sprintf("tap to the new total, 6 players (%d taps)", warmTaps), 1.2, taps[0], taps[1]},
		{fmt.Sprintf("tap to the new total, 30 players (%d taps)", warmTaps), 1.5, taps[0], taps[2]},
	}

	var out strings.Builder
	fmt.Fprintf(&out, "\nstart and tap: tenpin next to go-app's hello world (static builds, one file server, brotli app.wasm, fresh headless Chromium, alternating)\n")
	fmt.Fprintf(&out, "%-44s %21s %21s %7s %7s  %s\n", "ms (min / median / max)", "hello", "tenpin", "ratio", "paired", "target")
	for _, f := range figures {
		r, paired := f.ratios()
		fmt.Fprintf(&out, "%-44s %21s %21s %6.2fx %6.2fx  <= %.2fx: %s\n", f.label, spread(f.hello), spread(f.tenpin), r, paired, f.target, verdict(paired <= f.target))
	}
	fmt.Fprintf(&out, "(ratio: of the medians; paired: the median of tenpin/hello over runs paired in time, the verdict's figure)\n")
	fmt.Fprint(&out, coldBreakdown(cold.hello, cold.tenpin))
	fmt.Print(out.String())

	names := []string{"cold", "first-tap", "tap6", "tap30"}
	for i, f := range figures {
		_, paired := f.ratios()
		b.ReportMetric(median(f.tenpin), names[i]+"-ms")
		b.ReportMetric(paired, names[i]+"/hello")
	}
	b.ReportMetric(0, "ns/op") // a fixed set of runs: ns/op means nothing here
}

// spread formats the min, median and max of v.
func spread(v []float64) string {
	if len(v) == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f / %.1f / %.1f", slices.Min(v), median(v), slices.Max(v))
}

// coldGame is the saved game of a cold start: 6 players who have each bowled a strike, a
// spare and an open frame, and a first ball of 3 for the current player, so that a tap on 4
// determines a frame and changes a total.
func coldGame(b *testing.B) *domain.Game {
	g := openFrames(b, 6)
	if err := g.Roll(3); err != nil {
		b.Fatal(err)
	}
	return g
}

// coldStart is one cold start, in milliseconds from navigation start, as the page saw it.
type coldStart struct {
	FCP          float64 `json:"fcp"`          // first contentful paint: the prerendered page
	WasmStart    float64 `json:"wasmStart"`    // app.wasm requested (the first request, if more)
	WasmEnd      float64 `json:"wasmEnd"`      // app.wasm downloaded
	WasmFetches  int     `json:"wasmFetches"`  // requests for app.wasm (a preload must not add one)
	Instantiate  float64 `json:"instantiate"`  // go-app's app.js calls instantiateStreaming
	Instantiated float64 `json:"instantiated"` // the module is compiled and instantiated
	Live         float64 `json:"live"`         // go-app's loader is gone: Go started, first mount done
	Ready        float64 `json:"ready"`        // the app shows its ready selector
	Click        float64 `json:"click"`        // the first click, dispatched at once in a new task
	DOM          float64 `json:"dom"`          // the watched text changed
	Paint        float64 `json:"paint"`        // the frame that paints it is done (afterPaint)
}

// coldHook runs in the app's document before any of its scripts: it notes when go-app
// instantiates the wasm, when the app is live and ready, then clicks at once and notes when
// the answer is painted. cfg is a JSON object: base (the app's path), ready, click and watch
// (CSS selectors).
const coldHook = `(() => {
  const cfg = %s;
  if (!location.pathname.startsWith(cfg.base)) return;
  ` + afterPaintJS + `
  const t = {};
  const instantiate = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async function (...args) {
    t.instantiate = performance.now();
    const r = await instantiate.apply(this, args);
    t.instantiated = performance.now();
    return r;
  };
  window.__cold = new Promise((resolve) => {
    const obs = new MutationObserver(() => {
      if (document.readyState === "loading" || !document.body || document.getElementById("app-wasm-loader")) return;
      if (t.live === undefined) t.live = performance.now();
      if (!document.querySelector(cfg.ready)) return;
      obs.disconnect();
      t.ready = performance.now();
      setTimeout(() => {
        const el = document.querySelector(cfg.watch);
        const before = el.textContent;
        new MutationObserver((_, o) => {
          if (el.textContent === before) return;
          o.disconnect();
          t.dom = performance.now();
          afterPaint((now) => { t.paint = now; resolve(t); });
        }).observe(el, { childList: true, characterData: true, subtree: true });
        t.click = performance.now();
        document.querySelector(cfg.click).click();
      }, 0);
    });
    obs.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-ready"] });
  });
})();`

// coldResult reads the hook's times and the resource timing of the load.
const coldResult = `window.__cold.then((t) => {
  const res = performance.getEntriesByType("resource");
  const wasm = res.filter((e) => new URL(e.name).pathname.endsWith("/web/app.wasm"));
  const fcp = performance.getEntriesByName("first-contentful-paint")[0];
  return { ...t, fcp: fcp ? fcp.startTime : 0, wasmFetches: wasm.length,
    wasmStart: wasm.length ? wasm[0].startTime : 0, wasmEnd: wasm.length ? wasm[0].responseEnd : 0 };
})`

// measureCold starts a fresh browser, loads the app at url as a cold start (seedCold) and
// returns what the page saw.
func measureCold(b *testing.B, url string, g *domain.Game) coldStart {
	p := newTab(b)
	defer p.close()
	seedCold(p, url, g)
	p.navigate(url)
	return evaluate[coldStart](p, coldResult)
}

// seedCold prepares p for a cold start of the app at url: it stores g (nil for hello) as the
// saved game on a blank page of the same origin and installs coldHook, which clicks as soon
// as the app is ready: 4 on tenpin's pad, hello's counter. The next navigation to url is the
// cold start; coldResult then reads it.
func seedCold(p *tab, url string, g *domain.Game) {
	p.t.Helper()
	cfg := map[string]string{"ready": "#inc", "click": "#inc", "watch": "#count"}
	if g != nil {
		cfg = map[string]string{
			"ready": `.tenpin[data-ready] button[data-pins="4"]:not(:disabled)`,
			"click": `button[data-pins="4"]`,
			"watch": fmt.Sprintf(`[data-testid="total"][data-player="%d"]`, g.Current()),
		}
	}
	origin, base, _ := strings.Cut(strings.TrimPrefix(url, "http://"), "/")
	cfg["base"] = "/" + base
	js, err := json.Marshal(cfg)
	if err != nil {
		p.t.Fatal(err)
	}
	p.navigate("http://" + origin + seedPath)
	if g != nil {
		data, err := json.Marshal(g)
		if err != nil {
			p.t.Fatal(err)
		}
		evaluate[bool](p, fmt.Sprintf(`localStorage.setItem("tenpin.game", %q), true`, data))
	}
	if _, err := chromedp.Call(p.ctx, page.AddScriptToEvaluateOnNewDocument,
		page.AddScriptToEvaluateOnNewDocumentParams{Source: fmt.Sprintf(coldHook, js)}); err != nil {
		p.t.Fatal(err)
	}
}

// coldBreakdown is the table of where a cold start's milliseconds go: the median of each
// milestone, from navigation start, for both apps.
func coldBreakdown(hello, tenpin []coldStart) string {
	var out strings.Builder
	fmt.Fprintf(&out, "\ncold start milestones, median ms from navigation start    hello   tenpin   tenpin-hello\n")
	for _, m := range []struct {
		label string
		f     func(coldStart) float64
	}{
		{"first contentful paint (prerendered page)", func(c coldStart) float64 { return c.FCP }},
		{"app.wasm requested", func(c coldStart) float64 { return c.WasmStart }},
		{"app.js calls instantiateStreaming", func(c coldStart) float64 { return c.Instantiate }},
		{"app.wasm downloaded", func(c coldStart) float64 { return c.WasmEnd }},
		{"wasm compiled and instantiated", func(c coldStart) float64 { return c.Instantiated }},
		{"app live (Go started, first mount, loader gone)", func(c coldStart) float64 { return c.Live }},
		{"ready (tenpin: data-ready, the game shown)", func(c coldStart) float64 { return c.Ready }},
		{"first click dispatched", func(c coldStart) float64 { return c.Click }},
		{"its change in the DOM", func(c coldStart) float64 { return c.DOM }},
		{"its frame painted (cold ready)", func(c coldStart) float64 { return c.Paint }},
	} {
		h, t := median(mapRuns(hello, m.f)), median(mapRuns(tenpin, m.f))
		fmt.Fprintf(&out, "%-56s %7.1f  %7.1f  %+8.1f\n", m.label, h, t, t-h)
	}
	fetches := func(runs []coldStart) []float64 {
		return mapRuns(runs, func(c coldStart) float64 { return float64(c.WasmFetches) })
	}
	fmt.Fprintf(&out, "requests for app.wasm per load: hello max %.0f, tenpin max %.0f\n", slices.Max(fetches(hello)), slices.Max(fetches(tenpin)))
	return out.String()
}

func mapRuns(runs []coldStart, f func(coldStart) float64) []float64 {
	v := make([]float64, len(runs))
	for i, r := range runs {
		v[i] = f(r)
	}
	return v
}

// tapApp is one warm app of the tap rounds: hello's counter, or tenpin with n players.
type tapApp struct {
	p *tab
	n int          // players; 0 for hello
	g *domain.Game // the game the page shows; nil for hello
}

// measureWarmTaps opens hello and tenpin with 6 and with 30 players in three browsers at
// 1024x768, then taps them in turn, warmTaps rounds after tapWarmups, and returns the time
// from each measured tap to the painted new total (hello: the new count), in that order.
func measureWarmTaps(b *testing.B, tenpinURL, helloURL string) [3][]float64 {
	apps := []*tapApp{{}, {n: 6}, {n: 30}}
	for _, a := range apps {
		a.p = newTab(b)
		a.p.viewport(1024, 768)
		if a.n == 0 {
			a.p.navigate(helloURL)
			a.p.waitLoad(`window.__tenpinReady > 0 && document.getElementById("inc")`)
			evaluate[bool](a.p, tapRecorder)
			continue
		}
		a.p.open(tenpinURL)
		a.reseed(b)
	}
	var out [3][]float64
	for round := range tapWarmups + warmTaps {
		for k := range apps {
			i := (round + k) % len(apps) // each app goes first in turn
			t := apps[i].tap(b)
			if round >= tapWarmups {
				out[i] = append(out[i], t.Paint)
			}
		}
	}
	for _, a := range apps {
		a.p.close()
	}
	return out
}

// reseed stores a fresh game of openFrames and reloads.
func (a *tapApp) reseed(b *testing.B) {
	a.g = openFrames(b, a.n)
	a.p.seed(a.g)
	evaluate[bool](a.p, tapRecorder)
}

// tap measures one tap that changes the total: on tenpin, 3 then 4 (an open frame: the
// second ball determines it), the second measured.
func (a *tapApp) tap(b *testing.B) tapTime {
	if a.g == nil {
		return measureTap(a.p, "#inc", "#count")
	}
	if a.g.Over() {
		a.reseed(b)
	}
	player := a.g.Current()
	measureTap(a.p, `button[data-pins="3"]`, fmt.Sprintf(`[data-testid="frame"][data-player="%d"][data-frame="%d"] [data-testid="marks"]`, player, a.g.Frame()))
	a.g.Roll(3)
	t := measureTap(a.p, `button[data-pins="4"]`, fmt.Sprintf(`[data-testid="total"][data-player="%d"]`, player))
	a.g.Roll(4)
	return t
}
