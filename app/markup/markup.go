// Package markup writes a screen's parts for go-app: HTML text for the parts that only show
// things (app.Raw costs the wasm far less than an element builder call per cell), and the
// elements and attribute values of the parts a person types into, which go-app updates in
// place. The app's screens in packages of their own (brackets, the season, scanning, the
// board) and the root share it, and with it the small helpers their elements are built with
// (Tag, Classes, Flag, Itoa) and the parts of a form they draw (field.go: Button,
// NumberField, ProblemSlot, Number), so that the wasm holds one copy of each. Every value
// written into HTML text is escaped.
package markup

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// HTML is a part of a screen written as text, for app.Raw (one root element).
type HTML struct{ b strings.Builder }

// F writes format with each "{}" replaced by the next of vals, escaped, and each "{!}" by
// the next of vals as it is (markup made here: Disabled's).
func (w *HTML) F(format string, vals ...string) *HTML {
	for _, v := range vals {
		i := strings.Index(format, "{")
		for i >= 0 && !strings.HasPrefix(format[i:], "{}") && !strings.HasPrefix(format[i:], "{!}") {
			j := strings.Index(format[i+1:], "{")
			if j < 0 {
				i = -1
				break
			}
			i += 1 + j
		}
		if i < 0 {
			break
		}
		w.b.WriteString(format[:i])
		if format[i+1] == '!' {
			w.b.WriteString(v)
			format = format[i+3:]
			continue
		}
		for k := 0; k < len(v); k++ {
			if j := strings.IndexByte(`&<>"'`, v[k]); j >= 0 {
				w.b.WriteString([...]string{"&amp;", "&lt;", "&gt;", "&#34;", "&#39;"}[j])
			} else {
				w.b.WriteByte(v[k])
			}
		}
		format = format[i+2:]
	}
	w.b.WriteString(format)
	return w
}

// String is what was written.
func (w *HTML) String() string { return w.b.String() }

// UI is what was written, as one element.
func (w *HTML) UI() app.UI { return app.Raw(w.b.String()) }

// Escape is text escaped for HTML text and attribute values (the standard library's html
// package would bring its entity table into the wasm).
func Escape(text string) string {
	var h HTML
	return h.F("{}", text).String()
}

// El returns an element of tag with attributes as name, value pairs; go-app sets none whose
// value is empty.
//
//go:noinline
func El(tag string, attrs ...string) app.HTMLElem {
	e := app.Elem(tag)
	for i := 0; i+1 < len(attrs); i += 2 {
		e.Attr(attrs[i], attrs[i+1])
	}
	return e
}

// Elem is an element being built, as Tag makes it. Its methods are go-app's, but they end in
// an app.UI: an app.HTMLElem passed as an app.UI is converted by a runtime call at each place
// it is passed, while here it is converted once. They are not inlined, so that each place
// that uses one pays a call rather than a copy of its body (measured: 6 KB of brotli).
type Elem struct{ e app.HTMLElem }

// Tag is El as an Elem: an element of tag with attributes as name, value pairs. It is not
// inlined: inlined, every place that makes an element also builds the Elem (measured: 1.5 KB
// of brotli on the lane's app.wasm).
//
//go:noinline
func Tag(tag string, attrs ...string) Elem { return Elem{El(tag, attrs...)} }

// Body gives the element its children.
//
//go:noinline
func (x Elem) Body(kids ...app.UI) app.UI { return x.e.Body(kids...) }

// Text gives the element its text.
//
//go:noinline
func (x Elem) Text(text string) app.UI { return x.e.Text(text) }

// On adds an event handler.
//
//go:noinline
func (x Elem) On(event string, h app.EventHandler) Elem {
	x.e.On(event, h)
	return x
}

// UI is the element with no children.
//
//go:noinline
func (x Elem) UI() app.UI { return x.e }

// ElText is El holding text, as one call.
//
//go:noinline
func ElText(tag, text string, attrs ...string) app.UI { return El(tag, attrs...).Text(text) }

// Input returns an input element with attributes as name, value pairs.
//
//go:noinline
func Input(attrs ...string) app.HTMLElemSelfClosing {
	e := app.ElemSelfClosing("input")
	for i := 0; i+1 < len(attrs); i += 2 {
		e.Attr(attrs[i], attrs[i+1])
	}
	return e
}

// When is s if on, else "" (an attribute not set).
//
//go:noinline
func When(on bool, s string) string {
	if on {
		return s
	}
	return ""
}

// ClassState is a state class and whether it applies.
type ClassState struct {
	name string
	on   bool
}

// Is names a state class that applies when on holds.
func Is(name string, on bool) ClassState { return ClassState{name, on} }

// Classes joins a base class with the state classes that apply:
// Classes("frame", Is("current", true), Is("tenth", false)) is "frame current".
//
//go:noinline
func Classes(base string, states ...ClassState) string {
	s := base
	for _, st := range states {
		if st.on {
			s += " " + st.name
		}
	}
	return s
}

// Flag is the text go-app writes for a boolean attribute value ("true" or "false").
//
//go:noinline
func Flag(on bool) string {
	if on {
		return "true"
	}
	return "false"
}

// Itoa is strconv.Itoa, not inlined: strconv.Itoa's body, copied into every place that
// writes a number, costs the wasm more than a call.
//
//go:noinline
func Itoa(n int) string { return strconv.Itoa(n) }

// Disabled is the disabled attribute, written into F's markup with "{!}", when on.
//
//go:noinline
func Disabled(on bool) string {
	if on {
		return ` disabled=""`
	}
	return ""
}

// Checked is a checkbox's or radio button's checked attribute: "false" in the browser, so
// that go-app clears a box ticked by hand, and none in the page the server renders (where
// any value means checked).
//
//go:noinline
func Checked(on bool) string {
	switch {
	case on:
		return "true"
	case app.IsServer:
		return ""
	}
	return "false"
}

// Act reads the data-act and data-id of the element clicked inside a part written as HTML
// text (or of the element around it that has a data-act).
func Act(e app.Event) (action, id string) {
	t := e.Get("target")
	if !t.Truthy() || !t.Get("closest").Truthy() {
		return "", ""
	}
	b := t.Call("closest", "[data-act]")
	if !b.Truthy() {
		return "", ""
	}
	return b.Call("getAttribute", "data-act").String(), b.Call("getAttribute", "data-id").String()
}
