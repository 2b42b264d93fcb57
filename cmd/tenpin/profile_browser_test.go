//go:build browser

// The breakdown behind the start and tap figures: Chromium traces of a cold start, of a warm
// start (the second visit, from the service worker, as BenchmarkStartAndTap measures it) and
// of one warm tap, for hello and tenpin, built with
// their function names kept so that V8's CPU samples name Go functions. It runs only when
// TENPIN_PROFILE names a folder, where it writes the traces (DevTools' performance panel and
// Perfetto open them), and prints the medians of a few runs:
//
//	TENPIN_PROFILE=/tmp/prof go test -tags browser -count=1 -run '^$' -bench StartProfile -benchtime 1x ./cmd/tenpin/
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// profileRuns is how many traces of each case make a median.
const profileRuns = 3

// appSteps are the app's steps that the breakdown times from the CPU samples: the time of
// every sample with one of the functions in its stack (so a step's time holds the steps it
// calls). Names are as the wasm spells them.
var appSteps = []struct {
	label string
	fns   []string
}{
	{"Go: package init", []string{"runtime.doInit1"}},
	{"Go: main (go-app starts, mounts, runs its loop)", []string{"main.main"}},
	{"go-app: first mount (Navigate)", []string{"github.com_maxence_charriere_go_app_v10_pkg_app.__engineX_.Navigate"}},
	{"go-app: update cycle (renders, diffs, defers)", []string{"github.com_maxence_charriere_go_app_v10_pkg_app.__engineX_.processFrame"}},
	{"go-app: event handler dispatch", []string{"github.com_maxence_charriere_go_app_v10_pkg_app.nodeManager.mountHTMLEventHandler.func1"}},
	{"Render (every component)", []string{"tenpin_app.__Scoreboard_.Render", "tenpin_app_board.__Row_.Render", "tenpin_app_board.__Cell_.Render", "tenpin_app_board.__PadButton_.Render", "tenpin_app_setup.__nameField_.Render", "tenpin_app_play.__gameActions_.Render", "main.__counter_.Render"}},
	{"go-app: diff and DOM updates (nodeManager.Update)", []string{"github.com_maxence_charriere_go_app_v10_pkg_app.nodeManager.Update"}},
	{"go-app: new DOM (nodeManager.Mount)", []string{"github.com_maxence_charriere_go_app_v10_pkg_app.nodeManager.Mount"}},
	{"tenpin: OnInit", []string{"tenpin_app.__Scoreboard_.OnInit"}},
	{"tenpin: OnInit: the language", []string{"tenpin_app.chooseLanguage"}},
	{"tenpin: OnInit: the night and league", []string{"tenpin_app.__night_.restore", "tenpin_app_setup.__Form_.RestoreTeams"}},
	{"tenpin: OnInit: pending marks", []string{"tenpin_app.__Scoreboard_.restorePending"}},
	{"tenpin: OnMount: other windows (watch)", []string{"tenpin_app.__Scoreboard_.watch"}},
	{"tenpin: OnMount: unstored games", []string{"tenpin_app.__night_.storeUnstored"}},
	{"tenpin: OnMount: keys", []string{"tenpin_app_play.listenKeys"}},
	{"tenpin: newScoreboard", []string{"tenpin_app.newScoreboard"}},
	{"tenpin: browser.Shield", []string{"tenpin_app_browser.Shield"}},
	{"tenpin: OnMount", []string{"tenpin_app.__Scoreboard_.OnMount"}},
	{"tenpin: restore (read and replay the save)", []string{"tenpin_app.__Scoreboard_.restore"}},
	{"tenpin: the roll (domain)", []string{"tenpin_domain.__Game_.Roll"}},
	{"tenpin: the save (commit)", []string{"tenpin_app.__Scoreboard_.Commit"}},
	{"tenpin: the announcement", []string{"tenpin_app_play.announceBall"}},
	{"tenpin: view derivation (refresh)", []string{"tenpin_app_play.__Game_.Refresh"}},
	{"tenpin: focus and scroll (followTurn)", []string{"tenpin_app_play.__Game_.FollowTurn"}},
}

// stepsOf returns the labels of the appSteps in stack.
func stepsOf(stack []string) []string {
	var out []string
	for _, s := range appSteps {
		if slices.ContainsFunc(stack, func(fn string) bool {
			fn = strings.TrimPrefix(fn, "$")
			return slices.ContainsFunc(s.fns, func(m string) bool { return fn == m || strings.HasPrefix(fn, m+".func") })
		}) {
			out = append(out, s.label)
		}
	}
	return out
}

// profiled is the breakdown of one traced window, in milliseconds, and what V8 compiled of the
// wasm on the main thread in it.
type profiled struct {
	work, owners, steps, lazy map[string]float64
}

func BenchmarkStartProfile(b *testing.B) {
	dir := os.Getenv("TENPIN_PROFILE")
	if dir == "" {
		b.Skip("set TENPIN_PROFILE=DIR to record Chromium traces of a cold start and of a tap into DIR, with their breakdown")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		b.Fatal(err)
	}
	start := time.Now()
	tenpinWeb, helloWeb := namedBundles(b)
	tenpinURL, helloURL := staticSite(b, tenpinWeb, helloWeb)
	fmt.Printf("profile: built the named bundles in %s\n", since(start))
	tenpinSizes, helloSizes := wasmBodySizes(b, filepath.Join(tenpinWeb, "app.wasm")), wasmBodySizes(b, filepath.Join(helloWeb, "app.wasm"))
	results := map[string][]profiled{}
	keep := func(name string, run int, raw []json.RawMessage, events []traceEvent, w traceWindow, ok bool) {
		if !ok {
			b.Fatalf("%s: the trace has no start for its window", name)
		}
		data, err := json.Marshal(map[string]any{"traceEvents": raw})
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, fmt.Sprintf("%s-%d.json", strings.ReplaceAll(name, " ", "-"), run)), data, 0o644)
		}
		if err != nil {
			b.Fatal(err)
		}
		stacks, weights := cpuSamples(events, w)
		sizes := tenpinSizes
		if strings.Contains(name, "hello") {
			sizes = helloSizes
		}
		results[name] = append(results[name], profiled{
			work:   mainThreadWork(events, w),
			owners: sumSamples(stacks, weights, func(s []string) []string { return []string{codeOwner(s[0])} }),
			steps:  sumSamples(stacks, weights, stepsOf),
			lazy:   lazyCompiled(events, w, sizes),
		})
	}
	for run := range profileRuns {
		for _, a := range []struct {
			name string
			c    coldCase
		}{{"hello cold", helloStart(helloURL)}, {"first visit", firstVisit(tenpinURL)}, {"game cold", gameInProgress(tenpinURL, coldGame(b))}} {
			p := newTab(b)
			seedCold(p, a.c)
			var c coldStart
			raw, events := p.trace(func() {
				p.navigate(a.c.url)
				c = evaluate[coldStart](p, coldResult)
			})
			p.close()
			w, ok := windowAt(events, "navigationStart", a.c.url, c.Paint)
			keep(a.name, run, raw, events, w, ok)
		}
		for _, a := range []struct {
			name string
			c    readyCase
		}{{"hello warm", helloReady(helloURL)}, {"tenpin warm", tenpinReady(tenpinURL)}} {
			// A warm start: the first visit untraced, then the second, from the service worker.
			p := newTab(b)
			base := "/" + strings.SplitN(strings.TrimPrefix(a.c.url, "http://"), "/", 2)[1]
			js, _ := json.Marshal(map[string]string{"base": base, "click": a.c.click, "answer": a.c.answer})
			p.addScript(fmt.Sprintf(readyHook, js))
			p.navigate(a.c.url)
			evaluate[readyStart](p, `window.__ready`)
			p.waitWorker()
			var r readyStart
			raw, events := p.trace(func() {
				p.navigate(a.c.url)
				r = evaluate[readyStart](p, `window.__ready`)
			})
			p.close()
			w, ok := windowAt(events, "navigationStart", a.c.url, r.Ready)
			keep(a.name, run, raw, events, w, ok)
			// The first tap: from the loader's removal to the answer.
			w.start += r.Live * 1000
			keep(a.name+" first tap", run, raw, events, w, ok)
		}
		// The taps, and the lane tablet's (the CPU throttled as BenchmarkStartAndTap does).
		for _, tc := range []struct {
			a    *tapApp
			rate float64
		}{{&tapApp{}, 1}, {&tapApp{n: 6}, 1}, {&tapApp{n: 30}, 1}, {&tapApp{}, laneThrottle}, {&tapApp{n: 6}, laneThrottle}} {
			a := tc.a
			name := "hello tap"
			a.p = newTab(b)
			a.p.viewport(1024, 768)
			if a.n == 0 {
				a.p.navigate(helloURL)
				a.p.waitLoad(`window.__tenpinReady > 0 && document.getElementById("inc")`)
				evaluate[bool](a.p, tapRecorder)
			} else {
				name = fmt.Sprintf("tap %d", a.n)
				a.p.open(tenpinURL)
				a.reseed(b)
			}
			if tc.rate != 1 {
				name = "lane " + name
				a.p.throttle(tc.rate)
			}
			for range tapWarmups {
				a.tap(b)
			}
			evaluate[bool](a.p, `window.addEventListener("click", () => performance.mark("tenpin-tap"), true), true`)
			if a.g != nil {
				// The unmeasured first ball of the frame, outside the trace.
				measureTap(a.p, `button[data-pins="3"]`, fmt.Sprintf(`[data-testid="frame"][data-player="%d"][data-frame="%d"] [data-testid="marks"]`, a.g.Current(), a.g.Frame()))
				a.g.Roll(3)
			}
			var t tapTime
			raw, events := a.p.trace(func() {
				if a.g == nil {
					t = measureTap(a.p, "#inc", "#count")
					return
				}
				t = measureTap(a.p, `button[data-pins="4"]`, fmt.Sprintf(`[data-testid="total"][data-player="%d"]`, a.g.Current()))
				a.g.Roll(4)
			})
			a.p.close()
			w, ok := windowAt(events, "tenpin-tap", "", t.Paint)
			keep(name, run, raw, events, w, ok)
		}
		fmt.Printf("profile: run %d of %d done after %s\n", run+1, profileRuns, since(start))
	}
	cases := []string{"hello cold", "first visit", "game cold", "hello warm", "tenpin warm", "hello warm first tap", "tenpin warm first tap", "hello tap", "tap 6", "tap 30", "lane hello tap", "lane tap 6"}
	var out strings.Builder
	fmt.Fprintf(&out, "\nbreakdown (median ms of %d traces each; cold: navigation start to the first click's paint (first visit and game\nin progress); warm: navigation start to the first answered click on the second visit; tap: click to paint,\ntenpin with 6 and 30 players; lane: the CPU throttled %dx); traces in %s\n", profileRuns, laneThrottle, dir)
	for _, part := range []struct {
		title string
		pick  func(profiled) map[string]float64
	}{
		{"main thread self time by kind of work", func(p profiled) map[string]float64 { return p.work }},
		{"main thread CPU samples by whose code runs", func(p profiled) map[string]float64 { return p.owners }},
		{"the app's steps, CPU samples with the step on the stack", func(p profiled) map[string]float64 { return p.steps }},
		{"wasm compiled on first call (load-independent)", func(p profiled) map[string]float64 { return p.lazy }},
	} {
		fmt.Fprintf(&out, "\n%-52s", part.title)
		for _, c := range cases {
			fmt.Fprintf(&out, " %13s", c)
		}
		out.WriteString("\n")
		rows := map[string]bool{}
		for _, c := range cases {
			for _, r := range results[c] {
				for k := range part.pick(r) {
					rows[k] = true
				}
			}
		}
		keys := slices.Sorted(func(yield func(string) bool) {
			for k := range rows {
				if !yield(k) {
					return
				}
			}
		})
		for _, k := range keys {
			fmt.Fprintf(&out, "%-52s", k)
			for _, c := range cases {
				var v []float64
				for _, r := range results[c] {
					v = append(v, part.pick(r)[k])
				}
				fmt.Fprintf(&out, " %13.1f", median(v))
			}
			out.WriteString("\n")
		}
	}
	fmt.Print(out.String())
}

// lazyCompiled counts the wasm functions V8 compiled on the window's thread on their first call
// (wasm.CompileLazy), and their bodies' bytes in KB (sizes: wasmBodySizes). Unlike times, it
// does not move with the machine's load: a start that runs less code, or smaller functions,
// compiles less before its first paint.
func lazyCompiled(events []traceEvent, w traceWindow, sizes map[int]int) map[string]float64 {
	seen := map[int]bool{}
	var bytes int
	for _, e := range events {
		if e.Name != "wasm.CompileLazy" || e.Pid != w.pid || e.Tid != w.tid || e.Ts < w.start || e.Ts > w.end {
			continue
		}
		var a struct {
			Func int `json:"func_index"`
		}
		if json.Unmarshal(e.Args, &a) != nil || seen[a.Func] {
			continue
		}
		seen[a.Func] = true
		bytes += sizes[a.Func]
	}
	return map[string]float64{"functions": float64(len(seen)), "KB of their bodies": float64(bytes) / 1000}
}

// wasmBodySizes reads a wasm module's function bodies' sizes by function index (imports
// first, as V8 counts them).
func wasmBodySizes(b *testing.B, path string) map[int]int {
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	i := 8 // magic and version
	leb := func() int {
		n, shift := 0, 0
		for {
			c := data[i]
			i++
			n |= int(c&0x7f) << shift
			if c < 0x80 {
				return n
			}
			shift += 7
		}
	}
	limits := func() { // a flag (1: a maximum follows), the minimum, the maximum
		flag := data[i]
		i++
		leb()
		if flag == 1 {
			leb()
		}
	}
	sizes := map[int]int{}
	imported := 0
	for i < len(data) {
		id := data[i]
		i++
		size := leb()
		end := i + size
		switch id {
		case 2: // imports: module, name, kind, then the kind's description
			for range leb() {
				i += leb()
				i += leb()
				kind := data[i]
				i++
				switch kind {
				case 0: // a function: its type
					leb()
					imported++
				case 1: // a table: its element type, limits
					i++
					limits()
				case 2: // a memory: limits
					limits()
				case 3: // a global: type, mutability
					i += 2
				}
			}
		case 10: // code: each body's size, then the body
			for f := range leb() {
				n := leb()
				sizes[imported+f] = n
				i += n
			}
		}
		i = end
	}
	return sizes
}

// namedBundles builds the wasm of tenpin and of hello with their function names (no -s -w),
// for the CPU samples, into bundles beside this run's build, and returns their folders.
func namedBundles(b *testing.B) (tenpinWeb, helloWeb string) {
	tenpinWeb = filepath.Join(buildDir, "named", "tenpin")
	helloWeb = filepath.Join(buildDir, "named", "hello")
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i, s := range []struct{ web, pkg string }{{tenpinWeb, "./cmd/tenpin"}, {helloWeb, "./cmd/tenpin/testdata/hello"}} {
		// tenpin as it ships (cmd/wasm), hello as any go-app app starts.
		cmd := exec.Command("go", "run", "./cmd/wasm", "-names", "-o", filepath.Join(s.web, "app.wasm"), s.pkg)
		if s.pkg != "./cmd/tenpin" {
			cmd = exec.Command("go", "build", "-trimpath", "-o", filepath.Join(s.web, "app.wasm"), s.pkg)
			cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		}
		cmd.Dir = moduleDir
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("building %s: %v\n%s", s.pkg, err, out)
		}
		wg.Go(func() { errs[i] = precompressCached(filepath.Join(s.web, "app.wasm")) })
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		b.Fatal(err)
	}
	if err := errors.Join(
		copyTree(webDir, tenpinWeb, func(rel string) bool { return !strings.HasPrefix(rel, "app.wasm") }),
		copyTree(filepath.Join(helloWebDir, "icons"), filepath.Join(helloWeb, "icons"), nil),
	); err != nil {
		b.Fatal(err)
	}
	return tenpinWeb, helloWeb
}
