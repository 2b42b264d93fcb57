package browser

import (
	"runtime"
	"runtime/debug"
	"sync"
)

// Holding the garbage collector off while history is read. Reading 5,000 games allocates
// about 10 MB that is all kept, so a collection meanwhile only walks the heap in vain: in
// Chromium, about a third of the time of reading them. The collection is still owed, and
// WebAssembly has one thread: left to itself it runs in whatever task allocates next (a
// tap's update; measured, statistics' next open took 20 ms more). So the collector stays
// off until the browser is idle, and collects there, once.

var gc struct {
	sync.Mutex
	holds   int
	owed    bool // held off until the browser is idle
	percent int  // GOGC as it was before the first hold
}

// HoldGC holds the garbage collector off until release is called and then the browser is
// idle; holds nest. Only for work that allocates what it keeps, and never across a wait on
// something that may not come.
func HoldGC() (release func()) {
	gc.Lock()
	defer gc.Unlock()
	if gc.holds == 0 && !gc.owed {
		gc.percent = debug.SetGCPercent(-1)
	}
	gc.holds++
	return func() {
		gc.Lock()
		gc.holds--
		ask := gc.holds == 0 && !gc.owed
		gc.owed = gc.owed || ask
		gc.Unlock()
		if ask {
			whenIdle(collect)
		}
	}
}

// collect lets the collector run again, and runs it, unless a hold came meanwhile (its
// release asks again).
func collect() {
	gc.Lock()
	gc.owed = false
	if gc.holds > 0 {
		gc.Unlock()
		return
	}
	debug.SetGCPercent(gc.percent)
	gc.Unlock()
	runtime.GC()
}
