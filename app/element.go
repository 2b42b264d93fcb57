package app

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Elements built from data. go-app's typed builders (app.Button().Type(..).Class(..)...) cost
// the wasm a method call per attribute at every place they are used, and each element type
// brings its own methods; the budget is app.wasm within 1.15x of go-app's hello world. el
// makes the same element, with the same attributes, through one call that takes the
// attributes as data. go-app keeps attributes as text and sets none whose value is empty, so
// an attribute that only sometimes applies is passed with "" when it does not.

// el returns an element of tag with attributes given as name, value pairs.
func el(tag string, attrs ...string) elem {
	e := app.Elem(tag)
	for i := 0; i+1 < len(attrs); i += 2 {
		e.Attr(attrs[i], attrs[i+1])
	}
	return elem{e}
}

// elem is an element being built. Its methods are go-app's, but they end in an app.UI: an
// app.HTMLElem passed as an app.UI is converted by a runtime call at each place it is
// passed, while here it is converted once. They are not inlined, so that each place that
// uses one pays a call rather than a copy of its body (measured: 6 KB of brotli).
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

// button returns a button (type button) with its class, test hook, text and click handler,
// and more attributes as pairs.
func button(class, testid, text string, h app.EventHandler, attrs ...string) app.UI {
	return el("button", append([]string{"type", "button", "class", class, "data-testid", testid}, attrs...)...).
		On("click", h).Text(text)
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

// checked is the value of a checkbox's or a radio button's checked attribute. In the browser
// go-app sets the element's checked property from it, so an unchecked box needs "false" there:
// removing the attribute would leave a box the person ticked still ticked. In the page the
// server prerenders, any checked attribute, "false" included, means checked, so there an
// unchecked box has none.
//
//go:noinline
func checked(on bool) string {
	switch {
	case on:
		return "true"
	case app.IsServer:
		return ""
	}
	return "false"
}

// when is s if on, else "" (an attribute that is not set).
//
//go:noinline
func when(on bool, s string) string {
	if on {
		return s
	}
	return ""
}

// input returns an input element (which has no end tag) with attributes as pairs.
func input(attrs ...string) app.HTMLElemSelfClosing {
	e := app.ElemSelfClosing("input")
	for i := 0; i+1 < len(attrs); i += 2 {
		e.Attr(attrs[i], attrs[i+1])
	}
	return e
}
