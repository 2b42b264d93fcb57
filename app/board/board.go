// Package board is the parts of the lane's board that show the game: the score grid and its
// frame cells (grid.go, framecell.go), the count pad (pad.go) and the pins of a pin deck
// (pin.go). Each is derived from the domain's game (Rows, PadButtons, PinButtons) and drawn
// from data-only props, so that go-app skips what a change did not touch.
//
// It needs nothing of the app around it: a tap on a ball box, a pad button or a pin is
// reported as a go-app action (ActionOpenFix, ActionRoll, ActionPin, ActionFixPin), which
// the root's Scoreboard handles (its shell.go wires them on mount). The root composes the
// parts into the game screen, the entry area, the correction dialog and the sheets of
// history.
package board

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/markup"
)

// Elements built from data and class names, as the root's element.go and style.go make them
// (element.go says why: one call per element, attributes as data, methods that end in an
// app.UI and are not inlined). They are copies rather than helpers shared in app/markup: with
// this move, the lane's app.wasm grew by 0.5 KB of brotli with the copies (brotli finds a
// copy's code where it met it first), by 1.4 KB with the root's helpers forwarding to shared
// ones, and by 6.8 KB with those forwarders inlined.

// el returns an element of tag with attributes given as name, value pairs.
func el(tag string, attrs ...string) elem {
	e := app.Elem(tag)
	for i := 0; i+1 < len(attrs); i += 2 {
		e.Attr(attrs[i], attrs[i+1])
	}
	return elem{e}
}

// elem is an element being built, whose methods end in an app.UI.
type elem struct{ e app.HTMLElem }

// Body gives the element its children.
//
//go:noinline
func (x elem) Body(kids ...app.UI) app.UI { return x.e.Body(kids...) }

// Text gives the element its text.
//
//go:noinline
func (x elem) Text(text string) app.UI { return x.e.Text(text) }

// On adds an event handler.
//
//go:noinline
func (x elem) On(event string, h app.EventHandler) elem {
	x.e.On(event, h)
	return x
}

// UI is the element with no children.
//
//go:noinline
func (x elem) UI() app.UI { return x.e }

// elText is el holding text.
func elText(tag, text string, attrs ...string) app.UI {
	return el(tag, attrs...).Text(text)
}

// classState is a state class and whether it applies.
type classState struct {
	name string
	on   bool
}

// is names a state class that applies when on holds.
func is(name string, on bool) classState { return classState{name, on} }

// classes joins a base class with the state classes that apply.
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

// flag is the text go-app writes for a boolean attribute value ("true" or "false").
//
//go:noinline
func flag(on bool) string {
	if on {
		return "true"
	}
	return "false"
}

// when is s if on, else "" (an attribute that is not set).
func when(on bool, s string) string { return markup.When(on, s) }

// itoa is strconv.Itoa, not inlined: strconv.Itoa's body, copied into every place that
// writes a number, costs the wasm more than a call.
//
//go:noinline
func itoa(n int) string { return strconv.Itoa(n) }

// noCompare, as a field, makes a struct not comparable, so the compiler writes no equality
// function for it (the wasm carries one for every comparable type it holds); none of these
// structs is compared.
type noCompare [0]func()
