package app

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// markup writes the HTML of a part of a screen that only shows things (a series sheet, the
// figures, the plot, the history list), for go-app's app.Raw. Why not go-app's element
// builders there: in WebAssembly every builder call is a method call through an interface with
// its own code, and these tables and drawings take hundreds of them; written as text they cost
// a fraction of the bytes (the budget is app.wasm within 1.15x of go-app's hello world), and a
// change redraws the part at once, which is what these parts need. Every text and attribute
// value is escaped. Buttons inside such a part carry data-act (and data-id) and the part's
// go-app wrapper hands their clicks (markup.Act) to the part (onHistoryAct), so no closure is made per button.
type markup struct {
	b strings.Builder
}

// Open writes a start tag with attributes given as name, value pairs.
func (w *markup) Open(tag string, attrs ...string) *markup {
	write(&w.b, "<"+tag)
	for i := 0; i+1 < len(attrs); i += 2 {
		write(&w.b, " "+attrs[i]+`="`)
		w.escape(attrs[i+1])
		write(&w.b, `"`)
	}
	write(&w.b, ">")
	return w
}

// Void writes the start tag of an element that has no content and no end tag (input).
func (w *markup) Void(tag string, attrs ...string) *markup { return w.Open(tag, attrs...) }

// Text writes text, escaped.
func (w *markup) Text(s string) *markup {
	w.escape(s)
	return w
}

// escape writes s with the characters that HTML gives a meaning escaped, as html.EscapeString
// does (whose general string replacer would cost the wasm more than this loop): each of
// markupSpecial becomes the entity at its place in markupEntities.
//
//go:noinline
func (w *markup) escape(s string) {
	for i := 0; i < len(s); i++ {
		if k := strings.IndexByte(markupSpecial, s[i]); k >= 0 {
			write(&w.b, markupEntities[k])
		} else {
			write(&w.b, s[i:i+1])
		}
	}
}

const markupSpecial = `&<>"'`

var markupEntities = [len(markupSpecial)]string{"&amp;", "&lt;", "&gt;", "&#34;", "&#39;"}

// F writes markup: format, the code's own markup written as it is, with each "{}" in it
// replaced by the next of vals, escaped, and each "{!}" by the next of vals as it is (markup
// the code made: disabled's or ariaCurrent's attribute, as TestMarkupRules checks). A part
// with many elements and few values is thus one call (each call costs the wasm more than the
// text it writes).
func (w *markup) F(format string, vals ...string) *markup {
	for _, v := range vals {
		i := strings.IndexByte(format, '{')
		for i >= 0 && !strings.HasPrefix(format[i:], "{}") && !strings.HasPrefix(format[i:], "{!}") {
			if j := strings.IndexByte(format[i+1:], '{'); j >= 0 {
				i += 1 + j
			} else {
				i = -1
			}
		}
		if i < 0 {
			break
		}
		write(&w.b, format[:i])
		if format[i+1] == '!' {
			write(&w.b, v)
			format = format[i+3:]
		} else {
			w.escape(v)
			format = format[i+2:]
		}
	}
	write(&w.b, format)
	return w
}

// disabled is the disabled attribute, written into F's markup with "{!}", when on.
//
//go:noinline
func disabled(on bool) string {
	if on {
		return ` disabled=""`
	}
	return ""
}

// ariaCurrent is the aria-current attribute of the link to the page shown, written into F's
// markup with "{!}", when on.
//
//go:noinline
func ariaCurrent(on bool) string {
	if on {
		return ` aria-current="page"`
	}
	return ""
}

// Close writes an end tag.
//
//go:noinline
func (w *markup) Close(tag string) *markup {
	write(&w.b, "</"+tag+">")
	return w
}

// El writes a whole element holding text.
func (w *markup) El(tag, text string, attrs ...string) *markup {
	return w.Open(tag, attrs...).Text(text).Close(tag)
}

// UI returns what was written as one go-app element (the markup must have one root).
//
//go:noinline
func (w *markup) UI() app.UI { return app.Raw(w.b.String()) }

// deferTo is ctx.Defer, not inlined, as browser.Dispatch.
//
//go:noinline
func deferTo(ctx app.Context, f func(app.Context)) { ctx.Defer(f) }

// write is b.WriteString, not inlined: inlined, its growth and copy check are compiled at
// every place that writes.
//
//go:noinline
func write(b *strings.Builder, s string) { b.WriteString(s) }

// noCompare, as a field, makes a struct not comparable, so the compiler writes no equality
// function for it (the wasm carries one for every comparable type it holds); none of these
// structs is compared.
type noCompare [0]func()
