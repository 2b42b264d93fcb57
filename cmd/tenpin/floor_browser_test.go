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
// ones. The lane tablet's figures (laneThrottle times slower) take fewer, each being slower.
const (
	startRuns     = 12
	warmTaps      = 60
	tapWarmups    = 2
	laneThrottle  = 4
	laneStartRuns = 8
	laneTaps      = 30
)

// The lane's app.wasm goal, brotli, against go-app's stock hello world (issue 40): the
// office's screens are in office.wasm, and go-app's server half is left out (cmd/wasm).
const wasmGoal = 0.90

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
	var lane [2][]readyStart       // hello, tenpin: warm, on the lane tablet
	cold := make([][]coldStart, 2) // hello, tenpin's game in progress
	var tapDOM, tapPaint, laneDOM [][]float64
	for range b.N {
		for run := range startRuns {
			for k := range apps {
				i := (run + k) % len(apps) // each app goes first in turn
				c, w := measureReady(b, apps[i], 1)
				starts[i][0], starts[i][1] = append(starts[i][0], c), append(starts[i][1], w)
				cold[i] = append(cold[i], measureCold(b, coldCases[i]))
			}
		}
		tapDOM, tapPaint = measureWarmTaps(b, tenpinURL, helloURL, 1, warmTaps, 6, 30)
		for run := range laneStartRuns {
			for k := range apps {
				i := (run + k) % len(apps)
				_, w := measureReady(b, apps[i], laneThrottle)
				lane[i] = append(lane[i], w)
			}
		}
		laneDOM, _ = measureWarmTaps(b, tenpinURL, helloURL, laneThrottle, laneTaps, 6)
	}

	readyMs := func(runs []readyStart) []float64 {
		v := make([]float64, len(runs))
		for i, r := range runs {
			v[i] = r.Ready
		}
		return v
	}
	// The first tap after a start: from the loader's removal, when a bowler can first tap, to
	// the tap answered.
	firstTapMs := func(runs []readyStart) []float64 {
		v := make([]float64, len(runs))
		for i, r := range runs {
			v[i] = r.Ready - r.Live
		}
		return v
	}
	paint := func(c coldStart) float64 { return c.Paint }
	figures := []floorFigure{
		{"warm start (service worker) to the first answered tap", 1.00, "goal", readyMs(starts[0][1]), readyMs(starts[1][1])},
		{"cold start, loopback, to the first answered tap", 1.10, "goal", readyMs(starts[0][0]), readyMs(starts[1][0])},
		{"first tap after a warm start (loader gone -> answered)", 1.30, "goal", firstTapMs(starts[0][1]), firstTapMs(starts[1][1])},
		{"first tap after a cold start (loader gone -> answered)", 1.30, "goal", firstTapMs(starts[0][0]), firstTapMs(starts[1][0])},
		{fmt.Sprintf("tap -> DOM, 6 players (%d taps)", warmTaps), 1.20, "guard", tapDOM[0], tapDOM[1]},
		{fmt.Sprintf("tap -> DOM, 30 players (%d taps)", warmTaps), 1.50, "guard", tapDOM[0], tapDOM[2]},
		{fmt.Sprintf("lane tablet (CPU / %d): warm start", laneThrottle), 1.10, "goal", readyMs(lane[0]), readyMs(lane[1])},
		{fmt.Sprintf("lane tablet (CPU / %d): tap -> DOM, 6 players", laneThrottle), 1.20, "goal", laneDOM[0], laneDOM[1]},
	}
	more := []floorFigure{
		{label: "tap -> painted, 6 players", hello: tapPaint[0], tenpin: tapPaint[1]},
		{label: "tap -> painted, 30 players", hello: tapPaint[0], tenpin: tapPaint[2]},
		{label: "cold, game in progress: a pad tap painted", hello: mapRuns(cold[0], paint), tenpin: mapRuns(cold[1], paint)},
		{label: "cold, game in progress: first tap, click -> painted", hello: mapRuns(cold[0], func(c coldStart) float64 { return c.Paint - c.Click }),
			tenpin: mapRuns(cold[1], func(c coldStart) float64 { return c.Paint - c.Click })},
	}

	var out strings.Builder
	fmt.Fprintf(&out, "\nstart and tap: tenpin next to go-app's hello world (static builds, one file server, brotli app.wasm,\n")
	fmt.Fprintf(&out, "fresh headless Chromium profiles, the apps alternating; %d starts each, cold and warm)\n", startRuns)
	fmt.Fprintf(&out, "%-56s %21s %21s %7s %7s  %s\n", "ms (min / median / max)", "hello", "tenpin", "ratio", "paired", "target")
	row := func(f floorFigure) {
		r, paired := f.ratios()
		goal := ""
		if f.target > 0 {
			goal = fmt.Sprintf("%s <= %.2fx: %s", f.kind, f.target, verdict(paired <= f.target))
		}
		fmt.Fprintf(&out, "%-56s %21s %21s %6.2fx %6.2fx  %s\n", f.label, spread(f.hello), spread(f.tenpin), r, paired, goal)
	}
	for _, f := range figures {
		row(f)
	}
	tenpinBr, helloBr := fileSize(b, webDir, "app.wasm.br"), fileSize(b, helloWebDir, "app.wasm.br")
	trimmedBr := fileSize(b, trimmedHello(b), "app.wasm.br")
	sizeRatio := float64(tenpinBr) / float64(helloBr)
	fmt.Fprintf(&out, "%-56s %21s %21s %6.2fx %7s  goal <= %.2fx: %s\n",
		"the lane's app.wasm, brotli (bytes)", fmt.Sprint(helloBr), fmt.Sprint(tenpinBr), sizeRatio, "", wasmGoal, verdict(sizeRatio <= wasmGoal))
	fmt.Fprintf(&out, "%-56s %21s %21s %6.2fx %7s  (for information)\n",
		"app.wasm, brotli, next to hello trimmed the same way", fmt.Sprint(trimmedBr), fmt.Sprint(tenpinBr), float64(tenpinBr)/float64(trimmedBr), "")
	fmt.Fprintf(&out, "(ready: from the loader's removal, a synthetic click on the main button every 20 ms until the DOM shows\n")
	fmt.Fprintf(&out, " the answer (tenpin: Add player, one more name input; hello: its counter), ms from navigation start;\n")
	fmt.Fprintf(&out, " warm: the second visit, the service worker active; first tap: ready less the loader's removal;\n")
	fmt.Fprintf(&out, " tap -> DOM: a real click, from the click event's timestamp to the first DOM mutation in the current\n")
	fmt.Fprintf(&out, " player's frame cell or total, balls 3, 4, 3, 4... after %d unmeasured taps; lane tablet: the page's CPU\n", tapWarmups)
	fmt.Fprintf(&out, " throttled %dx (CDP Emulation.setCPUThrottlingRate), %d warm starts and %d taps; hello is go-app's\n", laneThrottle, laneStartRuns, laneTaps)
	fmt.Fprintf(&out, " stock hello world; paired: the median of tenpin/hello over runs paired in time, the verdict's figure)\n")
	fmt.Fprintf(&out, "\nmore of the same runs\n")
	for _, f := range more {
		row(f)
	}
	fmt.Fprint(&out, readyBreakdown("hello", "tenpin", starts[0], starts[1]))
	fmt.Fprint(&out, coldBreakdown(cold))
	fmt.Print(out.String())

	names := []string{"warm", "cold", "firsttap-warm", "firsttap-cold", "tap6", "tap30", "lane-warm", "lane-tap6"}
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
