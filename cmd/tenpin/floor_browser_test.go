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
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// How many runs make a figure: every start is a fresh browser, so a dozen, as the outside
// harness runs; a warm tap is cheap, so more. warmTaps rounds follow tapWarmups unmeasured
// ones.
const (
	startRuns  = 12
	warmTaps   = 60
	tapWarmups = 2
)

// floorFigure is one measure for both apps, in milliseconds, run by run.
type floorFigure struct {
	label         string
	target        float64 // the highest ratio allowed; 0 for none
	kind          string  // "goal" or "guard": a guard holds a floor already reached
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
	apps := []readyCase{helloReady(helloURL), tenpinReady(tenpinURL)}
	coldCases := []coldCase{helloStart(helloURL), gameInProgress(tenpinURL, coldGame(b))}
	var starts [2][2][]readyStart  // hello, tenpin; cold, warm
	cold := make([][]coldStart, 2) // hello, tenpin's game in progress
	var tapDOM, tapPaint [3][]float64
	for range b.N {
		for run := range startRuns {
			for k := range apps {
				i := (run + k) % len(apps) // each app goes first in turn
				c, w := measureReady(b, apps[i])
				starts[i][0], starts[i][1] = append(starts[i][0], c), append(starts[i][1], w)
				cold[i] = append(cold[i], measureCold(b, coldCases[i]))
			}
		}
		tapDOM, tapPaint = measureWarmTaps(b, tenpinURL, helloURL)
	}

	readyMs := func(runs []readyStart) []float64 {
		v := make([]float64, len(runs))
		for i, r := range runs {
			v[i] = r.Ready
		}
		return v
	}
	paint := func(c coldStart) float64 { return c.Paint }
	firstTap := func(c coldStart) float64 { return c.Paint - c.Click }
	figures := []floorFigure{
		{"warm start (service worker) to the first answered tap", 1.10, "goal", readyMs(starts[0][1]), readyMs(starts[1][1])},
		{fmt.Sprintf("tap -> DOM, 6 players (%d taps)", warmTaps), 1.20, "goal", tapDOM[0], tapDOM[1]},
		{fmt.Sprintf("tap -> DOM, 30 players (%d taps)", warmTaps), 1.50, "goal", tapDOM[0], tapDOM[2]},
		{"cold start, loopback, to the first answered tap", 1.25, "guard", readyMs(starts[0][0]), readyMs(starts[1][0])},
	}
	more := []floorFigure{
		{label: "tap -> painted, 6 players", hello: tapPaint[0], tenpin: tapPaint[1]},
		{label: "tap -> painted, 30 players", hello: tapPaint[0], tenpin: tapPaint[2]},
		{label: "cold, game in progress: a pad tap painted", hello: mapRuns(cold[0], paint), tenpin: mapRuns(cold[1], paint)},
		{label: "first tap after a cold start, painted", target: 1.3, kind: "goal", hello: mapRuns(cold[0], firstTap), tenpin: mapRuns(cold[1], firstTap)},
	}
	tenpinBr, helloBr := fileSize(b, webDir, "app.wasm.br"), fileSize(b, helloWebDir, "app.wasm.br")

	var out strings.Builder
	fmt.Fprintf(&out, "\nstart and tap: tenpin next to go-app's hello world (static builds, one file server, brotli app.wasm,\n")
	fmt.Fprintf(&out, "fresh headless Chromium profiles, the apps alternating; %d starts each, cold and warm)\n", startRuns)
	fmt.Fprintf(&out, "%-52s %21s %21s %7s %7s  %s\n", "ms (min / median / max)", "hello", "tenpin", "ratio", "paired", "target")
	row := func(f floorFigure) {
		r, paired := f.ratios()
		goal := ""
		if f.target > 0 {
			goal = fmt.Sprintf("%s <= %.2fx: %s", f.kind, f.target, verdict(paired <= f.target))
		}
		fmt.Fprintf(&out, "%-52s %21s %21s %6.2fx %6.2fx  %s\n", f.label, spread(f.hello), spread(f.tenpin), r, paired, goal)
	}
	for _, f := range figures {
		row(f)
	}
	sizeRatio := float64(tenpinBr) / float64(helloBr)
	fmt.Fprintf(&out, "%-52s %21s %21s %6.2fx %7s  guard <= 1.20x: %s\n", "app.wasm, brotli (bytes)",
		fmt.Sprint(helloBr), fmt.Sprint(tenpinBr), sizeRatio, "", verdict(sizeRatio <= 1.20))
	fmt.Fprintf(&out, "(ready: from the loader's removal, a synthetic click on the main button every 20 ms until the DOM shows\n")
	fmt.Fprintf(&out, " the answer (tenpin: Add player, one more name input; hello: its counter), ms from navigation start;\n")
	fmt.Fprintf(&out, " warm: the second visit, the service worker active; tap -> DOM: a real click, from the click event's\n")
	fmt.Fprintf(&out, " timeStamp to the first DOM mutation in the current player's frame cell or total, balls 3, 4, 3, 4...\n")
	fmt.Fprintf(&out, " after %d unmeasured taps; paired: the median of tenpin/hello over runs paired in time, the verdict's figure)\n", tapWarmups)
	fmt.Fprintf(&out, "\nmore of the same runs\n")
	for _, f := range more {
		row(f)
	}
	fmt.Fprint(&out, readyBreakdown(starts[0], starts[1]))
	fmt.Fprint(&out, coldBreakdown(cold))
	fmt.Print(out.String())

	names := []string{"warm", "tap6", "tap30", "cold"}
	for i, f := range figures {
		_, paired := f.ratios()
		b.ReportMetric(median(f.tenpin), names[i]+"-ms")
		b.ReportMetric(paired, names[i]+"/hello")
	}
	b.ReportMetric(sizeRatio, "wasm-br/hello")
	b.ReportMetric(0, "ns/op") // a fixed set of runs: ns/op means nothing here
}

// fileSize returns the size of the file name in dir.
func fileSize(b *testing.B, dir, name string) int64 {
	fi, err := os.Stat(filepath.Join(dir, name))
	if err != nil {
		b.Fatal(err)
	}
	return fi.Size()
}

// spread formats the min, median and max of v.
func spread(v []float64) string {
	if len(v) == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f / %.1f / %.1f", slices.Min(v), median(v), slices.Max(v))
}
