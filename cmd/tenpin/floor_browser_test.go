//go:build browser

// Start and tap at go-app's floor: tenpin next to go-app's hello world, both as
// static builds behind one file server (statichost_browser_test.go), app.wasm as brotli, in
// headless Chromium with fresh profiles, the apps alternating so that a busy moment of the
// shared machine hits each of them in turn. It prints a table of medians, their ratio, the
// median of the ratios of runs paired in time, and the targets; the figures live here, never
// in a test. The cold starts are in cold_browser_test.go, the taps in tap_browser_test.go.
//
//	go test -tags browser -count=1 -run '^$' -bench StartAndTap -benchtime 1x ./cmd/tenpin/
package main

import (
	"fmt"
	"slices"
	"strings"
	"testing"
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
	target        float64 // the highest ratio allowed; 0 for none
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
	cases := []coldCase{helloStart(helloURL), firstVisit(tenpinURL), gameInProgress(tenpinURL, coldGame(b))}
	cold := make([][]coldStart, len(cases)) // hello, tenpin's first visit, tenpin's game in progress
	var taps, tapCPU [3][]float64           // hello, 6 players, 30 players
	for range b.N {
		for run := range coldRuns {
			for k := range cases {
				i := (run + k) % len(cases) // each case goes first in turn
				cold[i] = append(cold[i], measureCold(b, cases[i]))
			}
		}
		taps, tapCPU = measureWarmTaps(b, tenpinURL, helloURL)
	}

	ready := func(c coldStart) float64 { return c.Paint }
	firstTap := func(c coldStart) float64 { return c.Paint - c.Click }
	cpu := func(c coldStart) float64 { return c.MainCPU }
	figures := []floorFigure{
		{fmt.Sprintf("cold ready, first visit (%d runs)", coldRuns), 1.15, mapRuns(cold[0], ready), mapRuns(cold[1], ready)},
		{fmt.Sprintf("cold ready, game in progress (%d runs)", coldRuns), 0, mapRuns(cold[0], ready), mapRuns(cold[2], ready)},
		{fmt.Sprintf("first tap after a cold start (%d runs)", coldRuns), 1.3, mapRuns(cold[0], firstTap), mapRuns(cold[2], firstTap)},
		{fmt.Sprintf("tap to the new total, 6 players (%d taps)", warmTaps), 1.2, taps[0], taps[1]},
		{fmt.Sprintf("tap to the new total, 30 players (%d taps)", warmTaps), 1.5, taps[0], taps[2]},
	}

	var out strings.Builder
	fmt.Fprintf(&out, "\nstart and tap: tenpin next to go-app's hello world (static builds, one file server, brotli app.wasm, fresh headless Chromium, alternating)\n")
	fmt.Fprintf(&out, "%-44s %21s %21s %7s %7s  %s\n", "ms (min / median / max)", "hello", "tenpin", "ratio", "paired", "target")
	for _, f := range figures {
		r, paired := f.ratios()
		goal := "(no target)"
		if f.target > 0 {
			goal = fmt.Sprintf("<= %.2fx: %s", f.target, verdict(paired <= f.target))
		}
		fmt.Fprintf(&out, "%-44s %21s %21s %6.2fx %6.2fx  %s\n", f.label, spread(f.hello), spread(f.tenpin), r, paired, goal)
	}
	fmt.Fprintf(&out, "(ratio: of the medians; paired: the median of tenpin/hello over runs paired in time, the verdict's figure.\n")
	fmt.Fprintf(&out, " first visit: an empty profile, Add player answered; game in progress: 6 players saved, a pad tap answered,\n")
	fmt.Fprintf(&out, " the first tap after a cold start is that tap; hello: its counter's first click, in both)\n")
	fmt.Fprintf(&out, "\nthe same as CPU time of the page's main thread (ms; a busy machine inflates it far less than the times above)\n")
	for _, f := range []floorFigure{
		{label: "cold ready, first visit", hello: mapRuns(cold[0], cpu), tenpin: mapRuns(cold[1], cpu)},
		{label: "cold ready, game in progress", hello: mapRuns(cold[0], cpu), tenpin: mapRuns(cold[2], cpu)},
		{label: "a tap, 6 players", hello: tapCPU[0], tenpin: tapCPU[1]},
		{label: "a tap, 30 players", hello: tapCPU[0], tenpin: tapCPU[2]},
	} {
		r, paired := f.ratios()
		fmt.Fprintf(&out, "%-44s %21s %21s %6.2fx %6.2fx\n", f.label, spread(f.hello), spread(f.tenpin), r, paired)
	}
	fmt.Fprint(&out, coldBreakdown(cold))
	fmt.Print(out.String())

	names := []string{"cold-first", "cold-game", "first-tap", "tap6", "tap30"}
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
