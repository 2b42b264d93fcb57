//go:build browser

// Cold starts for BenchmarkStartAndTap: a fresh browser loads the app, a hook in the page
// clicks as soon as the app is ready and notes when the answer is painted, with the
// milestones of the load on the way (coldBreakdown prints them).
package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/chromedp"

	"tenpin/domain"
)

// coldCase is what a cold start loads and clicks: the app's URL, the game saved before it
// (nil for none), and CSS selectors for the app ready to be clicked, what to click, and the
// element whose text the click changes.
type coldCase struct {
	url                 string
	game                *domain.Game
	ready, click, watch string
}

// helloStart is hello's cold start: its counter's first click.
func helloStart(url string) coldCase {
	return coldCase{url: url, ready: "#inc", click: "#inc", watch: "#count"}
}

// firstVisit is tenpin's first visit: an empty profile, the setup screen, Add player.
func firstVisit(url string) coldCase {
	return coldCase{url: url, ready: `.tenpin[data-ready] [data-testid="add-player"]`, click: `[data-testid="add-player"]`, watch: "main"}
}

// gameInProgress is a cold start of tenpin with g saved: the pad's 4, which must change the
// current player's total.
func gameInProgress(url string, g *domain.Game) coldCase {
	return coldCase{
		url:   url,
		game:  g,
		ready: `.tenpin[data-ready] button[data-pins="4"]:not(:disabled)`,
		click: `button[data-pins="4"]`,
		watch: fmt.Sprintf(`[data-testid="total"][data-player="%d"]`, g.Current()),
	}
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
	FCP          float64 `json:"fcp"`          // first contentful paint: go-app's loader (the prerendered page is not drawn)
	WasmStart    float64 `json:"wasmStart"`    // app.wasm requested (the first request, if more)
	WasmEnd      float64 `json:"wasmEnd"`      // app.wasm downloaded
	WasmFetches  int     `json:"wasmFetches"`  // requests for app.wasm (a preload must not add one)
	Instantiate  float64 `json:"instantiate"`  // app.js calls instantiateStreaming, or (the lane) instantiates the module its page compiled early
	Instantiated float64 `json:"instantiated"` // the module is compiled and instantiated
	Live         float64 `json:"live"`         // go-app's loader is gone: Go started, first mount done
	Ready        float64 `json:"ready"`        // the app shows its ready selector
	Click        float64 `json:"click"`        // the first click, dispatched at once in a new task
	DOM          float64 `json:"dom"`          // the watched text changed
	Paint        float64 `json:"paint"`        // the frame that paints it is done (afterPaint)

	// CPU time of the renderer from navigation to the end of the run (Performance.getMetrics):
	// its main thread, and all its threads (ProcessTime counts in steps of 10 ms). Unlike the
	// times above, they hardly grow when other work on the machine delays the page.
	MainCPU, RendererCPU float64
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
  ` + instantiationMarks + `
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

// measureCold starts a fresh browser, loads the app as a cold start of c and returns what
// the page saw.
func measureCold(b *testing.B, c coldCase) coldStart {
	p := newTab(b)
	defer p.close()
	seedCold(p, c)
	before := p.cpuTime()
	p.navigate(c.url)
	r := evaluate[coldStart](p, coldResult)
	after := p.cpuTime()
	r.MainCPU, r.RendererCPU = after[0]-before[0], after[1]-before[1]
	return r
}

// seedCold prepares p for the cold start c: it stores c's game, if any, on a blank page of
// the same origin and installs coldHook. The next navigation to c.url is the cold start;
// coldResult then reads it.
func seedCold(p *tab, c coldCase) {
	p.t.Helper()
	origin, base, _ := strings.Cut(strings.TrimPrefix(c.url, "http://"), "/")
	js, err := json.Marshal(map[string]string{"base": "/" + base, "ready": c.ready, "click": c.click, "watch": c.watch})
	if err != nil {
		p.t.Fatal(err)
	}
	p.navigate("http://" + origin + seedPath)
	if c.game != nil {
		data, err := c.game.MarshalJSON()
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

// cpuTime returns the CPU time, in milliseconds, that the page's renderer has used so far on
// its main thread and on all its threads.
func (p *tab) cpuTime() [2]float64 {
	p.t.Helper()
	if _, err := chromedp.Call(p.ctx, performance.Enable, performance.EnableParams{}); err != nil {
		p.t.Fatal(err)
	}
	r, err := chromedp.Call(p.ctx, performance.GetMetrics, cdp.Empty{})
	if err != nil {
		p.t.Fatal(err)
	}
	var t [2]float64
	for _, m := range r.Metrics {
		switch m.Name {
		case "ThreadTime":
			t[0] = m.Value * 1000
		case "ProcessTime":
			t[1] = m.Value * 1000
		}
	}
	return t
}

// coldBreakdown is the table of where a cold start's milliseconds go: the median of each
// milestone from navigation start, and of the CPU time, for hello and tenpin's game in
// progress (tenpin's first visit is readyBreakdown's).
func coldBreakdown(runs [][]coldStart) string {
	var out strings.Builder
	fmt.Fprintf(&out, "\ncold start milestones, median ms from navigation start              hello  game in progress\n")
	for _, m := range []struct {
		label string
		f     func(coldStart) float64
	}{
		{"first contentful paint (go-app's loader)", func(c coldStart) float64 { return c.FCP }},
		{"app.wasm requested", func(c coldStart) float64 { return c.WasmStart }},
		{"app.js instantiates (the lane: compiled early)", func(c coldStart) float64 { return c.Instantiate }},
		{"app.wasm downloaded", func(c coldStart) float64 { return c.WasmEnd }},
		{"wasm compiled and instantiated", func(c coldStart) float64 { return c.Instantiated }},
		{"app live (Go started, first mount, loader gone)", func(c coldStart) float64 { return c.Live }},
		{"ready (the ready selector matches)", func(c coldStart) float64 { return c.Ready }},
		{"first click dispatched", func(c coldStart) float64 { return c.Click }},
		{"its change in the DOM", func(c coldStart) float64 { return c.DOM }},
		{"its frame painted (cold ready)", func(c coldStart) float64 { return c.Paint }},
		{"CPU time: the renderer's main thread", func(c coldStart) float64 { return c.MainCPU }},
		{"CPU time: all the renderer's threads", func(c coldStart) float64 { return c.RendererCPU }},
	} {
		fmt.Fprintf(&out, "%-60s", m.label)
		for _, r := range runs {
			fmt.Fprintf(&out, " %12.1f", median(mapRuns(r, m.f)))
		}
		out.WriteString("\n")
	}
	out.WriteString("requests for app.wasm per load, at most:                    ")
	for _, r := range runs {
		fmt.Fprintf(&out, " %12.0f", slices.Max(mapRuns(r, func(c coldStart) float64 { return float64(c.WasmFetches) })))
	}
	out.WriteString("\n")
	return out.String()
}

func mapRuns(runs []coldStart, f func(coldStart) float64) []float64 {
	v := make([]float64, len(runs))
	for i, r := range runs {
		v[i] = f(r)
	}
	return v
}
