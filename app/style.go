package app

import "slices"

// Components style themselves only by choosing class names from the one stylesheet,
// web/bowling.css, with state as classes ("frame current", joined by package markup's
// Classes); they hold no colour or size.

// contains is slices.Contains for names and IDs, not inlined: its loop copied into every
// place that asks costs the wasm more than a call.
//
//go:noinline
func contains(list []string, s string) bool { return slices.Contains(list, s) }
