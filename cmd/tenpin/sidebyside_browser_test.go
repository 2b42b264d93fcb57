//go:build browser

// A change judged against the build before it: the lane's cold and warm starts of two tenpin
// builds, side by side on one static host (statichost_browser_test.go), alternating, with
// fresh headless Chromium profiles, as BenchmarkStartAndTap measures them against hello. Runs
// against hello move by more than most changes are worth; two builds of tenpin measured in
// turn on the same machine at the same time do not. It runs only when TENPIN_BEFORE_BIN names
// the server binary of the build before (its static build is the page, go-app's scripts and
// the worker), with TENPIN_BEFORE_WEB its web folder (default: this build's):
//
//	git worktree add /tmp/before HEAD~1 && (cd /tmp/before && make build)
//	TENPIN_BEFORE_BIN=/tmp/before/bin/tenpin TENPIN_BEFORE_WEB=/tmp/before/web \
//	  go test -tags browser -count=1 -run '^$' -bench SideBySide -benchtime 1x ./cmd/tenpin/
package main

import (
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// sideBySideRuns is how many starts of each build make a figure.
const sideBySideRuns = 20

func BenchmarkSideBySide(b *testing.B) {
	before := os.Getenv("TENPIN_BEFORE_BIN")
	if before == "" {
		b.Skip("set TENPIN_BEFORE_BIN to the server binary of the build before (and TENPIN_BEFORE_WEB to its web folder) to measure this build's starts against it")
	}
	beforeWeb := os.Getenv("TENPIN_BEFORE_WEB")
	if beforeWeb == "" {
		beforeWeb = webDir
	}
	root := b.TempDir()
	for _, s := range []struct{ bin, web, base string }{{before, beforeWeb, "/before/"}, {tenpinBin, webDir, "/after/"}} {
		if out, err := exec.Command(s.bin, "-static", filepath.Join(root, s.base), "-web", s.web, "-base", s.base).CombinedOutput(); err != nil {
			b.Fatalf("%s -static: %v\n%s", s.bin, err, out)
		}
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	srv := &http.Server{Handler: staticHost{root: root}, ReadHeaderTimeout: 5 * time.Second}
	go srv.Serve(ln)
	b.Cleanup(func() { srv.Close() })
	base := "http://" + ln.Addr().String()
	builds := []readyCase{tenpinReady(base + "/before/"), tenpinReady(base + "/after/")}

	var cold, warm, instantiate, live, wInstantiate, wCompile, wLive, wTap [2][]float64
	var starts [2][2][]readyStart // before, after; cold, warm
	for range b.N {
		for run := range sideBySideRuns {
			for k := range builds {
				i := (run + k) % len(builds) // each build goes first in turn
				c, w := measureReady(b, builds[i], 1)
				starts[i][0], starts[i][1] = append(starts[i][0], c), append(starts[i][1], w)
				cold[i], warm[i] = append(cold[i], c.Ready), append(warm[i], w.Ready)
				instantiate[i], live[i] = append(instantiate[i], c.Instantiate), append(live[i], c.Live-c.Instantiated)
				wInstantiate[i], wCompile[i] = append(wInstantiate[i], w.Instantiate), append(wCompile[i], w.Instantiated-w.Instantiate)
				wLive[i], wTap[i] = append(wLive[i], w.Live-w.Instantiated), append(wTap[i], w.Ready-w.Live)
			}
		}
	}
	fmt.Printf("\nside by side: this build (after) against %s (before), %d starts each, alternating\n", before, sideBySideRuns)
	fmt.Printf("%-44s %21s %21s %7s %7s\n", "ms (min / median / max)", "before", "after", "ratio", "paired")
	for _, f := range []floorFigure{
		{label: "cold start to the first answered tap", hello: cold[0], tenpin: cold[1]},
		{label: "warm start to the first answered tap", hello: warm[0], tenpin: warm[1]},
		{label: "cold: app.js instantiates (lane: compiled early)", hello: instantiate[0], tenpin: instantiate[1]},
		{label: "cold: instantiated -> loader gone (Go)", hello: live[0], tenpin: live[1]},
		{label: "warm: app.js instantiates (lane: compiled early)", hello: wInstantiate[0], tenpin: wInstantiate[1]},
		{label: "warm: instantiate call -> instantiated", hello: wCompile[0], tenpin: wCompile[1]},
		{label: "warm: instantiated -> loader gone (Go)", hello: wLive[0], tenpin: wLive[1]},
		{label: "warm: loader gone -> first tap answered", hello: wTap[0], tenpin: wTap[1]},
	} {
		r, paired := f.ratios()
		fmt.Printf("%-44s %21s %21s %6.3fx %6.3fx\n", f.label, spread(f.hello), spread(f.tenpin), r, paired)
	}
	fmt.Print(readyBreakdown("before", "after", starts[0], starts[1]))
}
