package season

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/domain"
)

// The screen's elements, as the app's own (app/markup.go, app/element.go): the fields and
// buttons a secretary types into are go-app elements, updated in place so that the field
// being typed in keeps the focus and what is typed; the parts that only show things (the
// schedule, the recap's tables, the honour roll) are written as HTML text for app.Raw, which
// costs the wasm far less than an element builder call per cell. Every value written is
// escaped. Buttons and fields carry data-act (and data-id), and the screen's wrapper hands
// their events to the screen, so that no closure is made per button.

// html is a part of the screen written as text, for app.Raw (one root element).
type html struct{ b strings.Builder }

// f writes format with each "{}" replaced by the next of vals, escaped, and each "{!}" by
// the next of vals as it is (markup this package made: attr's).
func (w *html) f(format string, vals ...string) *html {
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

// ui is what was written, as one element.
func (w *html) ui() app.UI { return app.Raw(w.b.String()) }

// attr is an attribute for f's "{!}": name="value" with a space before it, or nothing when
// value is empty. The value is escaped.
//
//go:noinline
func attr(name, value string) string {
	if value == "" {
		return ""
	}
	var w html
	return w.f(` `+name+`="{}"`, value).b.String()
}

// raw is markup written by f, as one element.
//
//go:noinline
func raw(format string, vals ...string) app.UI {
	var w html
	return w.f(format, vals...).ui()
}

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

// box is a div of class holding kids.
//
//go:noinline
func box(class string, kids ...app.UI) app.UI { return el("div", "class", class).Body(kids...) }

// textInput is a text field's input: its id, hook, what it does (data-act, data-id), the text
// it starts with, and whether it is refused (its problem is then the element id+"-problem").
// A field of 3 characters is a bowler's name: upper case, no spelling, the example name.
//
//go:noinline
func textInput(id, testid, act, dataID, seed string, most int, invalid bool) app.UI {
	e := app.ElemSelfClosing("input")
	class, caps, spell, example := "team-name-input", "", "", ""
	if most == domain.NameLen {
		class, caps, spell, example = "name-input", "characters", "false", "ABC"
	}
	for _, a := range [...][2]string{{"type", "text"}, {"id", id}, {"class", class}, {"data-testid", testid}, {"data-act", act},
		{"data-id", dataID}, {"value", seed}, {"maxlength", itoa(most)}, {"autocomplete", "off"}, {"autocapitalize", caps},
		{"spellcheck", spell}, {"placeholder", example}, {"aria-invalid", when(invalid, "true")},
		{"aria-describedby", when(invalid, id+"-problem")}} {
		e.Attr(a[0], a[1])
	}
	return e
}

// numberInput is a whole-number field's input, as textInput, from lo to hi.
//
//go:noinline
func numberInput(id, testid, act, dataID, seed string, lo, hi int, invalid bool) app.UI {
	e := app.ElemSelfClosing("input")
	for _, a := range [...][2]string{{"type", "number"}, {"id", id}, {"class", "number-input"}, {"data-testid", testid},
		{"data-act", act}, {"data-id", dataID}, {"value", seed}, {"inputmode", "numeric"}, {"min", itoa(lo)}, {"max", itoa(hi)},
		{"aria-invalid", when(invalid, "true")}, {"aria-describedby", when(invalid, id+"-problem")}} {
		e.Attr(a[0], a[1])
	}
	return e
}

// label is a field's label: visible (class field-label) or for screen readers only.
//
//go:noinline
func label(id, text string, visible bool) app.UI {
	return raw(`<label for="{}" class="{}">{}</label>`, id, when(visible, "field-label")+when(!visible, "visually-hidden"), text)
}

// button is a button (type button) of class with its text, doing act on id (its data-act
// and data-id), with its hook.
//
//go:noinline
func button(class, act, id, testid, text string) app.UI {
	return raw(`<button type="button" class="{}" data-act="{}"{!}{!}>{}</button>`, class, act, attr("data-id", id), attr("data-testid", testid), text)
}

// picker is a labelled select doing act on dataID, of opts (opt's).
//
//go:noinline
func picker(id, testid, text, act, dataID string, opts []app.UI) app.UI {
	return box("number-field", label(id, text, true),
		el("select", "id", id, "class", "choice-select", "data-act", act, "data-testid", testid, "data-id", dataID).Body(opts...))
}

// opt is an option of a select.
//
//go:noinline
func opt(value, text string, selected bool) app.UI {
	return el("option", "value", value, "selected", when(selected, "true")).Text(text)
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

// checked is a checkbox's checked attribute: "false" in the browser, so that go-app clears a
// box ticked by hand, and none in the page the server renders (where any value means
// checked).
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

// itoa is strconv.Itoa, not inlined (a size measure, as the app's).
//
//go:noinline
func itoa(n int) string { return strconv.Itoa(n) }

// target reads the data-act of the element an event happened on (or of the element around
// it that has one), and its data-id.
func target(e app.Event) (action, id string) {
	t := e.Get("target")
	if !t.Truthy() || !t.Get("closest").Truthy() {
		return "", ""
	}
	b := t.Call("closest", "[data-act]")
	if !b.Truthy() {
		return "", ""
	}
	if v := b.Call("getAttribute", "data-id"); v.Truthy() {
		id = v.String()
	}
	return b.Call("getAttribute", "data-act").String(), id
}

// clicked is target for a click: only a button's (a click on a select's option, which some
// browsers send through the select, is none).
func clicked(e app.Event) (action, id string) {
	t := e.Get("target")
	if !t.Truthy() || !t.Get("closest").Truthy() || !t.Call("closest", "button[data-act]").Truthy() {
		return "", ""
	}
	return target(e)
}

// value is the value of the field an event happened on.
func value(e app.Event) string { return e.Get("target").Get("value").String() }

// clearFields empties the fields of ids in the page, once what they held is taken: their value
// attribute stays empty, so a render would not empty them.
func clearFields(ids ...string) {
	if !app.IsClient {
		return
	}
	doc := app.Window().Get("document")
	for _, id := range ids {
		if f := doc.Call("getElementById", id); f.Truthy() {
			f.Set("value", "")
		}
	}
}

// focusInvalid moves the focus to the first field refused, once the page shows the problems.
func focusInvalid(ctx app.Context) {
	ctx.Defer(func(ctx app.Context) {
		browser.AfterTask(func() {
			if e := app.Window().Get("document").Call("querySelector", `.league-screen [aria-invalid="true"]`); e.Truthy() {
				e.Call("focus")
			}
		})
	})
}

// focusOn moves the focus to the element of id once the page shows the change: a part written
// as markup is drawn anew when it changes, and the control a person used goes with it.
func focusOn(ctx app.Context, id string) {
	ctx.Defer(func(ctx app.Context) {
		browser.AfterTask(func() {
			if e := app.Window().Get("document").Call("getElementById", id); e.Truthy() {
				e.Call("focus")
			}
		})
	})
}
