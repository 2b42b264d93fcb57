//go:build browser

// Chromium traces for the start and tap profile (profile_browser_test.go): record a trace
// around some browsing, then say where the main thread's time went in a window of it, by
// kind of work (style, layout, script, ...) and, from V8's CPU samples, by Go package and by
// the app's own steps (package init, first render, the save, ...).
package main

import (
	"cmp"
	"context"
	"encoding/json"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// traceCategories are the trace categories DevTools' performance panel records, with V8's
// CPU sampler.
var traceCategories = []string{
	"devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "v8", "v8.wasm",
	"blink.user_timing", "loading", "toplevel", "disabled-by-default-v8.cpu_profiler",
}

// traceEvent is one event of a Chromium trace.
type traceEvent struct {
	Name string          `json:"name"`
	Ph   string          `json:"ph"`
	Ts   float64         `json:"ts"` // microseconds
	Dur  float64         `json:"dur"`
	Pid  int             `json:"pid"`
	Tid  int             `json:"tid"`
	ID   string          `json:"id"`
	Args json.RawMessage `json:"args"`
}

// trace records a Chromium trace while run runs and returns its events, raw (to write a file
// that DevTools or Perfetto opens) and decoded.
func (p *tab) trace(run func()) ([]json.RawMessage, []traceEvent) {
	p.t.Helper()
	var mu sync.Mutex
	var raw []json.RawMessage
	done := make(chan struct{})
	if err := chromedp.Listen(p.ctx, func(ev any) {
		switch ev := ev.(type) {
		case *tracing.EventDataCollected:
			mu.Lock()
			for _, v := range ev.Value {
				raw = append(raw, json.RawMessage(v))
			}
			mu.Unlock()
		case *tracing.EventTracingComplete:
			close(done)
		}
	}); err != nil {
		p.t.Fatal(err)
	}
	if _, err := chromedp.Call(p.ctx, tracing.Start, tracing.StartParams{
		TransferMode: tracing.StartTransferModeReportEvents,
		TraceConfig:  &tracing.TraceConfig{RecordMode: tracing.TraceConfigRecordModeRecordAsMuchAsPossible, IncludedCategories: traceCategories},
	}); err != nil {
		p.t.Fatal(err)
	}
	run()
	if _, err := chromedp.Call(p.ctx, tracing.End, cdp.Empty{}); err != nil {
		p.t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(p.ctx, loadTimeout)
	defer cancel()
	select {
	case <-done:
	case <-ctx.Done():
		p.t.Fatal("the trace did not complete")
	}
	mu.Lock()
	defer mu.Unlock()
	events := make([]traceEvent, 0, len(raw))
	for _, r := range raw {
		var e traceEvent
		if json.Unmarshal(r, &e) == nil {
			events = append(events, e)
		}
	}
	return raw, events
}

// traceWindow is a span of one thread of a trace, in the trace's microseconds.
type traceWindow struct {
	pid, tid   int
	start, end float64
}

// windowAt returns the window of length ms that starts at the first event named name (with
// argsHas in its args, if given), on that event's thread.
func windowAt(events []traceEvent, name, argsHas string, ms float64) (traceWindow, bool) {
	for _, e := range events {
		if e.Name == name && strings.Contains(string(e.Args), argsHas) {
			return traceWindow{e.Pid, e.Tid, e.Ts, e.Ts + ms*1000}, true
		}
	}
	return traceWindow{}, false
}

// workKind names the kind of work a main-thread trace event does, as DevTools groups them.
func workKind(name string) string {
	switch {
	case name == "ParseHTML" || name == "ParseAuthorStyleSheet":
		return "parse HTML and CSS"
	case name == "UpdateLayoutTree" || name == "RecalculateStyles" || name == "InvalidateLayout" || name == "ScheduleStyleRecalculation":
		return "style"
	case name == "Layout" || name == "IntersectionObserverController::computeIntersections":
		return "layout"
	case slices.Contains([]string{"Paint", "PrePaint", "Layerize", "UpdateLayer", "UpdateLayerTree", "PaintImage", "Commit", "CompositeLayers", "PaintArtifactCompositor::Update", "LocalFrameView::RunPostLifecycleSteps"}, name):
		return "paint and commit"
	case strings.Contains(name, "wasm") || strings.Contains(name, "Wasm"):
		return "wasm compile and instantiate"
	case strings.Contains(name, "GC") || strings.Contains(name, "Sweep") || strings.Contains(name, "Marking"):
		return "garbage collection"
	case strings.HasPrefix(name, "Resource") || strings.Contains(name, "URLLoader") || strings.HasPrefix(name, "Decode"):
		return "loading and decoding"
	case slices.Contains([]string{"EvaluateScript", "FunctionCall", "v8.run", "v8.compile", "V8.Execute", "v8.callFunction", "TimerFire", "FireAnimationFrame", "EventDispatch", "RunMicrotasks", "V8.RunMicrotasks", "v8.evaluateModule", "V8.CompileCode", "v8.produceCache", "V8.ScriptCompiler", "v8.parseOnBackground", "MutationObserver"}, name) || strings.HasPrefix(name, "V8."):
		return "script (JS and wasm running)"
	}
	return "other (tasks, IPC, scheduling)"
}

// mainThreadWork sums the self time (an event's time minus its children's) of the window's
// thread in the window, by workKind, in milliseconds.
func mainThreadWork(events []traceEvent, w traceWindow) map[string]float64 {
	type span struct {
		name       string
		start, end float64
		children   float64
	}
	var spans []*span
	var open []traceEvent // B events waiting for their E
	for _, e := range events {
		if e.Pid != w.pid || e.Tid != w.tid {
			continue
		}
		switch e.Ph {
		case "X":
			spans = append(spans, &span{name: e.Name, start: e.Ts, end: e.Ts + e.Dur})
		case "B":
			open = append(open, e)
		case "E":
			for i := len(open) - 1; i >= 0; i-- {
				if open[i].Name == e.Name || e.Name == "" {
					spans = append(spans, &span{name: open[i].Name, start: open[i].Ts, end: e.Ts})
					open = slices.Delete(open, i, i+1)
					break
				}
			}
		}
	}
	slices.SortFunc(spans, func(a, b *span) int {
		return cmp.Or(cmp.Compare(a.start, b.start), cmp.Compare(b.end, a.end))
	})
	clip := func(s *span) float64 { return max(0, min(s.end, w.end)-max(s.start, w.start)) }
	out := map[string]float64{}
	var stack []*span
	for _, s := range spans {
		for len(stack) > 0 && stack[len(stack)-1].end <= s.start {
			stack = stack[:len(stack)-1]
		}
		if len(stack) > 0 {
			stack[len(stack)-1].children += clip(s)
		}
		stack = append(stack, s)
	}
	for _, s := range spans {
		if self := clip(s) - s.children; self > 0 {
			out[workKind(s.name)] += self / 1000
		}
	}
	return out
}

// cpuNode is a node of V8's CPU profile: a function and the node that called it.
type cpuNode struct {
	ID        int `json:"id"`
	Parent    int `json:"parent"`
	CallFrame struct {
		FunctionName string `json:"functionName"`
		URL          string `json:"url"`
	} `json:"callFrame"`
}

// cpuSamples returns V8's CPU samples of the window's thread in the window, each as its stack
// of function names (the innermost first) and the milliseconds it stands for.
func cpuSamples(events []traceEvent, w traceWindow) (stacks [][]string, weights []float64) {
	type profile struct {
		t     float64
		nodes map[int]cpuNode
	}
	profiles := map[string]*profile{}
	for _, e := range events {
		if e.Pid != w.pid {
			continue
		}
		var a struct {
			Data struct {
				StartTime  float64 `json:"startTime"`
				CPUProfile struct {
					Nodes   []cpuNode `json:"nodes"`
					Samples []int     `json:"samples"`
				} `json:"cpuProfile"`
				TimeDeltas []float64 `json:"timeDeltas"`
			} `json:"data"`
		}
		switch e.Name {
		case "Profile":
			if json.Unmarshal(e.Args, &a) == nil && e.Tid == w.tid {
				profiles[e.ID] = &profile{t: a.Data.StartTime, nodes: map[int]cpuNode{}}
			}
		case "ProfileChunk":
			p := profiles[e.ID]
			if p == nil || json.Unmarshal(e.Args, &a) != nil {
				continue
			}
			for _, n := range a.Data.CPUProfile.Nodes {
				p.nodes[n.ID] = n
			}
			for i, id := range a.Data.CPUProfile.Samples {
				if i >= len(a.Data.TimeDeltas) {
					break
				}
				p.t += a.Data.TimeDeltas[i]
				if p.t < w.start || p.t > w.end {
					continue
				}
				var stack []string
				for n, ok := p.nodes[id]; ok; n, ok = p.nodes[n.Parent] {
					name := n.CallFrame.FunctionName
					if name == "" {
						name = "(anonymous " + n.CallFrame.URL + ")"
					} else if strings.HasSuffix(n.CallFrame.URL, ".js") {
						name += " (" + n.CallFrame.URL[strings.LastIndex(n.CallFrame.URL, "/")+1:] + ")"
					}
					stack = append(stack, name)
				}
				stacks = append(stacks, stack)
				weights = append(weights, a.Data.TimeDeltas[i]/1000)
			}
		}
	}
	return stacks, weights
}

// codeOwner groups a sampled function (a wasm function's name is its Go name with / and
// (*T) spelled _ and __T_) by whose code it is: tenpin_app is the root and its packages.
func codeOwner(fn string) string {
	for _, o := range []struct{ prefix, owner string }{
		{"tenpin_app", "tenpin app"}, {"tenpin_domain.", "tenpin domain"},
		{"github.com_maxence_charriere_go_app", "go-app"}, {"syscall_js.", "syscall/js"},
		{"encoding_json.", "encoding/json"}, {"reflect.", "reflect"}, {"internal_reflectlite.", "reflect"},
		{"fmt.", "fmt and strconv"}, {"strconv.", "fmt and strconv"},
		{"runtime.", "Go runtime (alloc, GC, scheduler)"}, {"main.", "main"},
		{"(garbage collector)", "V8 garbage collector"}, {"(program)", "browser native (program)"},
		{"(idle)", "idle"}, {"(root)", "idle"},
	} {
		if strings.HasPrefix(strings.TrimPrefix(fn, "$"), o.prefix) {
			return o.owner
		}
	}
	switch {
	case strings.HasSuffix(fn, "(wasm_exec.js)"):
		return "wasm_exec.js (Go's JS glue)"
	case strings.HasSuffix(fn, "(app.js)"):
		return "go-app app.js"
	case strings.HasSuffix(fn, ".js)"):
		return "other JS"
	}
	return "other Go and native"
}

// sumSamples adds each sample's weight to the groups key returns for its stack.
func sumSamples(stacks [][]string, weights []float64, key func([]string) []string) map[string]float64 {
	out := map[string]float64{}
	for i, s := range stacks {
		for _, k := range key(s) {
			out[k] += weights[i]
		}
	}
	return out
}

// since formats the time since start, for progress lines.
func since(start time.Time) string { return time.Since(start).Round(time.Second).String() }
