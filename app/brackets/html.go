package brackets

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The screen's elements: the form's fields are go-app elements, updated in place so that the
// field being typed in keeps the focus; the parts that only show things (the brackets, the
// payouts) are written as HTML text (html), as the app's own markup does, which costs the
// wasm far less than an element builder call per cell. Every value written is escaped.

// html is a part of the screen written as text, for app.Raw (one root element).
type html struct{ b strings.Builder }

// f writes format with each "{}" replaced by the next of vals, escaped.
func (w *html) f(format string, vals ...string) *html {
	for _, v := range vals {
		i := strings.Index(format, "{}")
		if i < 0 {
			break
		}
		w.b.WriteString(format[:i])
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

// ui is what was written, as one element.
func (w *html) ui() app.UI { return app.Raw(w.b.String()) }

// el returns an element of tag with attributes as name, value pairs; go-app sets none whose
// value is empty.
//
//go:noinline
func el(tag string, attrs ...string) app.HTMLElem {
	e := app.Elem(tag)
	for i := 0; i+1 < len(attrs); i += 2 {
		e.Attr(attrs[i], attrs[i+1])
	}
	return e
}

// elText is el holding text.
//
//go:noinline
func elText(tag, text string, attrs ...string) app.UI { return el(tag, attrs...).Text(text) }

// input returns an input element with attributes as pairs.
//
//go:noinline
func input(attrs ...string) app.UI {
	e := app.ElemSelfClosing("input")
	for i := 0; i+1 < len(attrs); i += 2 {
		e.Attr(attrs[i], attrs[i+1])
	}
	return e
}

// when is s if on, else "" (an attribute not set).
//
//go:noinline
func when(on bool, s string) string {
	if on {
		return s
	}
	return ""
}

// checked is a checkbox's or radio button's checked attribute: "false" in the browser, so
// that go-app clears a box ticked by hand, and none in the page the server renders (where
// any value means checked).
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
