//go:build browser

// Ready, cold and warm, for BenchmarkStartAndTap, measured as the outside harness measures it:
// from the moment go-app's loader is gone, the page clicks the app's main button every 20 ms
// (synthetic clicks) until the DOM shows the answer; ready is that moment, in milliseconds from
// navigation start. Cold is a fresh profile's first visit; warm the second visit of the same
// profile, with the service worker active: the installed app opening from its cache, the
// start a bowler sees every night.
package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// readyCase is an app's main button and what shows its answer: the answer is there when the
// number of elements answer selects, or the first one's text, differs from what it was when
// the loader went.
type readyCase struct {
	url, click, answer string
}

// helloReady is hello's main button, its counter.
func helloReady(url string) readyCase {
	return readyCase{url: url, click: "#inc", answer: "#count"}
}

// tenpinReady is tenpin's main button on a first visit, Add player: one more name input.
func tenpinReady(url string) readyCase {
	return readyCase{url: url, click: `[data-testid="add-player"]`, answer: `input[data-testid="player-name"]`}
}

// readyStart is one load, in milliseconds from navigation start.
type readyStart struct {
	FCP          float64 `json:"fcp"`          // first contentful paint: go-app's loader (the prerendered page is not drawn)
	DCL          float64 `json:"dcl"`          // DOMContentLoaded: the page parsed, its deferred scripts run
	WasmEnd      float64 `json:"wasmEnd"`      // app.wasm downloaded (0 from the service worker's cache)
	AppJS        float64 `json:"appjs"`        // app.js begins the client (makes wasm_exec.js's Go)
	Compiled     float64 `json:"compiled"`     // the lane: its first script's early compile is done (0: none)
	Instantiate  float64 `json:"instantiate"`  // app.js calls instantiateStreaming, or (the lane) instantiates the module its page compiled early
	Instantiated float64 `json:"instantiated"` // the module is compiled and instantiated
	Live         float64 `json:"live"`         // go-app's loader is gone: the clicks begin
	Ready        float64 `json:"ready"`        // the DOM shows the answer to a click
	Clicks       int     `json:"clicks"`       // clicks made until then
	AtOnce       bool    `json:"atOnce"`       // the first click was answered before click() returned
}

// instantiationMarks is JavaScript for the start hooks (readyHook, coldHook): it notes in t
// when the page first asks to instantiate the wasm and when that is done. go-app's app.js
// compiles and instantiates with instantiateStreaming (which in Chromium calls
// WebAssembly.instantiate itself once compiled); tenpin's lane instantiates the module its
// page's first script compiled (app/server's laneScript).
const instantiationMarks = `let goClass, early;
  Object.defineProperty(globalThis, "Go", { configurable: true,
    get: () => goClass,
    set: (G) => { goClass = class extends G { constructor(...a) { super(...a); if (t.appjs === undefined) t.appjs = performance.now(); } }; } });
  Object.defineProperty(globalThis, "goappWasm", { configurable: true,
    get: () => early,
    set: (p) => { early = p; Promise.resolve(p).then(() => { t.compiled = performance.now(); }, () => {}); } });
  // pageMarks notes the page's own marks, and resolves once the first contentful paint's
  // entry is in (or after 2 s without one). That entry reaches the timeline only when the main
  // thread takes the frame's presentation time: read at ready, a start whose Go part held the
  // thread from before its first paint until then had none yet, and the lane's cold starts
  // printed 0.
  t.pageMarks = () => {
    const nav = performance.getEntriesByType("navigation")[0];
    const wasm = performance.getEntriesByType("resource").filter((e) => /\/app\.wasm$/.test(new URL(e.name).pathname));
    t.dcl = nav ? nav.domContentLoadedEventStart : 0;
    t.wasmEnd = wasm.length ? wasm[0].responseEnd : 0;
    delete t.pageMarks;
    const fcp = () => {
      const e = performance.getEntriesByName("first-contentful-paint")[0];
      t.fcp = e ? e.startTime : 0;
      return e !== undefined;
    };
    return new Promise((done) => {
      if (fcp()) return done();
      const obs = new PerformanceObserver(() => { if (fcp()) { obs.disconnect(); done(); } });
      obs.observe({ type: "paint", buffered: true });
      setTimeout(() => { obs.disconnect(); done(); }, 2000);
    });
  };
  for (const k of ["instantiateStreaming", "instantiate"]) {
    const f = WebAssembly[k];
    WebAssembly[k] = async function (...args) {
      if (t.instantiate === undefined) t.instantiate = performance.now();
      const r = await f.apply(this, args);
      t.instantiated = performance.now();
      return r;
    };
  }`

// readyHook runs in each document of the app before any of its scripts. cfg is a JSON object:
// base (the app's path), click and answer (CSS selectors). A document still parsing has not
// drawn the loader yet, so the loader counts as gone only once parsing is done.
const readyHook = `(() => {
  const cfg = %s;
  if (!location.pathname.startsWith(cfg.base)) return;
  const t = {};
  ` + instantiationMarks + `
  const answer = () => {
    const els = document.querySelectorAll(cfg.answer);
    return els.length + ":" + (els.length ? els[0].textContent : "");
  };
  window.__ready = new Promise((resolve) => {
    const clickUntilAnswered = () => {
      t.live = performance.now();
      t.clicks = 0;
      const before = answer();
      const click = () => {
        const el = document.querySelector(cfg.click);
        if (el) { t.clicks++; el.click(); }
      };
      const timer = setInterval(click, 20);
      new MutationObserver((_, obs) => {
        if (answer() === before) return;
        t.ready = performance.now();
        obs.disconnect();
        clearInterval(timer);
        t.pageMarks().then(() => resolve(t));
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
      click();
      t.atOnce = answer() !== before;
    };
    const loader = new MutationObserver(() => {
      if (document.readyState === "loading" || !document.body || document.getElementById("app-wasm-loader")) return;
      loader.disconnect();
      clickUntilAnswered();
    });
    loader.observe(document, { childList: true, subtree: true });
  });
})();`

// measureReady starts a fresh browser, loads c's app (cold), waits until its service worker is
// active and loads it again (warm), with the page's CPU slowed throttle times (1: as it is).
func measureReady(b testing.TB, c readyCase, throttle float64) (cold, warm readyStart) {
	p := newTab(b)
	defer p.close()
	base := "/"
	if _, rest, ok := strings.Cut(strings.TrimPrefix(c.url, "http://"), "/"); ok {
		base += rest
	}
	js, err := json.Marshal(map[string]string{"base": base, "click": c.click, "answer": c.answer})
	if err != nil {
		b.Fatal(err)
	}
	if _, err := chromedp.Call(p.ctx, page.AddScriptToEvaluateOnNewDocument,
		page.AddScriptToEvaluateOnNewDocumentParams{Source: fmt.Sprintf(readyHook, js)}); err != nil {
		b.Fatal(err)
	}
	p.navigate(c.url)
	cold = evaluate[readyStart](p, `window.__ready`)
	p.waitWorker()
	p.throttle(throttle)
	p.navigate(c.url)
	warm = evaluate[readyStart](p, `window.__ready`)
	if !evaluate[bool](p, `navigator.serviceWorker.controller !== null`) {
		b.Fatalf("%s: the second visit was not served by the service worker", c.url)
	}
	return cold, warm
}

// throttle slows the page's CPU rate times, as a lane's tablet is slower than this machine (1:
// as fast as it is).
func (p *tab) throttle(rate float64) {
	p.t.Helper()
	if _, err := chromedp.Call(p.ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: rate}); err != nil {
		p.t.Fatal(err)
	}
}

// readyBreakdown is the table of where a start's milliseconds go: the median of each
// milestone, cold and warm, for two apps or builds named a and b (hello and tenpin, or the
// builds before and after a change).
func readyBreakdown(a, b string, first, second [2][]readyStart) string {
	var out strings.Builder
	fmt.Fprintf(&out, "\nstart milestones, median ms from navigation start    ")
	for _, h := range []string{a + " cold", b + " cold", a + " warm", b + " warm"} {
		fmt.Fprintf(&out, " %11s", h)
	}
	out.WriteString("\n")
	for _, m := range []struct {
		label string
		f     func(readyStart) float64
	}{
		{"first contentful paint (go-app's loader)", func(r readyStart) float64 { return r.FCP }},
		{"app.wasm downloaded (0: from the worker)", func(r readyStart) float64 { return r.WasmEnd }},
		{"the lane's early compile done (0: none)", func(r readyStart) float64 { return r.Compiled }},
		{"DOMContentLoaded (deferred scripts run)", func(r readyStart) float64 { return r.DCL }},
		{"app.js begins the client (new Go)", func(r readyStart) float64 { return r.AppJS }},
		{"app.js instantiates (the lane: compiled early)", func(r readyStart) float64 { return r.Instantiate }},
		{"wasm compiled and instantiated", func(r readyStart) float64 { return r.Instantiated }},
		{"loader gone: the clicks begin", func(r readyStart) float64 { return r.Live }},
		{"a click answered (ready)", func(r readyStart) float64 { return r.Ready }},
		{"clicks made until then", func(r readyStart) float64 { return float64(r.Clicks) }},
	} {
		fmt.Fprintf(&out, "%-52s", m.label)
		for _, runs := range [][]readyStart{first[0], second[0], first[1], second[1]} {
			v := make([]float64, len(runs))
			for i, r := range runs {
				v[i] = m.f(r)
			}
			fmt.Fprintf(&out, " %11.1f", median(v))
		}
		out.WriteString("\n")
	}
	return out.String()
}

// TestFirstTapAtOnce clicks Add player the moment go-app's loader goes, cold and warm, and
// checks the page shows the answer before the click's task is over: the first tap is not held
// back by the start's own update (cmd/wasm's edit of go-app's engine.go), which made it wait
// for the ticker behind the browser's first frame.
func TestFirstTapAtOnce(t *testing.T) {
	tenpinURL, _ := staticSite(t, webDir, helloWebDir)
	cold, warm := measureReady(t, tenpinReady(tenpinURL), 1)
	for _, s := range []struct {
		name  string
		start readyStart
	}{{"cold", cold}, {"warm", warm}} {
		if !s.start.AtOnce {
			t.Errorf("%s start: the first click, made as the loader went, was answered %.1f ms later, not in its own task",
				s.name, s.start.Ready-s.start.Live)
		}
	}
}
