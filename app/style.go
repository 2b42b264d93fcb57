package app

import "slices"

// Components style themselves only by choosing class names from the one stylesheet,
// web/bowling.css, with state as classes ("frame current"); they hold no colour or size.

// classState is a state class and whether it applies.
type classState struct {
	name string
	on   bool
}

// is names a state class that applies when on holds.
func is(name string, on bool) classState { return classState{name, on} }

// classes joins a base class with the state classes that apply:
// classes("frame", is("current", true), is("tenth", false)) is "frame current".
//
//go:noinline
func classes(base string, states ...classState) string {
	s := base
	for _, st := range states {
		if st.on {
			s += " " + st.name
		}
	}
	return s
}

// contains is slices.Contains for names and IDs, not inlined: its loop copied into every
// place that asks costs the wasm more than a call.
//
//go:noinline
func contains(list []string, s string) bool { return slices.Contains(list, s) }
