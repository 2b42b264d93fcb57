package browser

import (
	"runtime/debug"
	"testing"
)

// Holds nest, and the collector runs as before once the last is released (outside a
// browser the browser is always idle).
func TestHoldGC(t *testing.T) {
	before := debug.SetGCPercent(150)
	defer debug.SetGCPercent(before)
	outer := HoldGC()
	inner := HoldGC()
	if p := debug.SetGCPercent(-1); p != -1 {
		t.Errorf("held: GOGC %d, want off", p)
	}
	inner()
	if p := debug.SetGCPercent(-1); p != -1 {
		t.Errorf("one hold of two released: GOGC %d, want off", p)
	}
	outer()
	if p := debug.SetGCPercent(150); p != 150 {
		t.Errorf("released: GOGC %d, want 150 again", p)
	}
}
