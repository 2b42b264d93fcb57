package stats

import (
	"strconv"
	"strings"
)

// Small writers the screen's parts share. Not inlined: in WebAssembly each inlined copy
// carries its own code, and one call costs the wasm less.

// itoa is strconv.Itoa, short for the many numbers the screen writes.
//
//go:noinline
func itoa(n int) string { return strconv.Itoa(n) }

// write is b.WriteString.
//
//go:noinline
func write(b *strings.Builder, s string) { b.WriteString(s) }

// boolText is a boolean attribute's value ("true" or "false").
func boolText(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// noCompare, as a field, makes a struct not comparable, so the compiler writes no equality
// function for it (the wasm carries one for every comparable type it holds).
type noCompare [0]func()
