package season

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The screen's elements (package markup, as the app's own): the fields and
// buttons a secretary types into are go-app elements, updated in place so that the field
// being typed in keeps the focus and what is typed; the parts that only show things (the
// schedule, the recap's tables, the honour roll) are written as HTML text for app.Raw, which
// costs the wasm far less than an element builder call per cell. Every value written is
// escaped. Buttons and fields carry data-act (and data-id), and the screen's wrapper hands
// their events to the screen, so that no closure is made per button.

// attr is an attribute for markup.HTML.F's "{!}": name="value" with a space before it, or nothing when
// value is empty. The value is escaped.
//
//go:noinline
func attr(name, value string) string {
	if value == "" {
		return ""
	}
	var w markup.HTML
	return w.F(` `+name+`="{}"`, value).String()
}

// raw is markup written by markup.HTML.F, as one element.
//
//go:noinline
func raw(format string, vals ...string) app.UI {
	var w markup.HTML
	return w.F(format, vals...).UI()
}

// box is a div of class holding kids.
//
//go:noinline
func box(class string, kids ...app.UI) app.UI { return markup.El("div", "class", class).Body(kids...) }

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
		{"spellcheck", spell}, {"placeholder", example}, {"aria-invalid", markup.When(invalid, "true")},
		{"aria-describedby", markup.When(invalid, id+"-problem")}} {
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
		{"aria-invalid", markup.When(invalid, "true")}, {"aria-describedby", markup.When(invalid, id+"-problem")}} {
		e.Attr(a[0], a[1])
	}
	return e
}

// label is a field's label: visible (class field-label) or for screen readers only.
//
//go:noinline
func label(id, text string, visible bool) app.UI {
	return raw(`<label for="{}" class="{}">{}</label>`, id, markup.When(visible, "field-label")+markup.When(!visible, "visually-hidden"), text)
}

// button is a button (type button) of class with its text, doing act on id (its data-act
// and data-id), with its hook.
//
//go:noinline
func button(class, act, id, testid, text string) app.UI {
	return raw(`<button type="button" class="{}" data-act="{}"{!}{!}>{}</button>`, class, act, attr("data-id", id), attr("data-testid", testid), text)
}

// selectOpen writes the start of a labelled select doing act on dataID (and its hook), whose
// options follow (option) and selectClose ends.
//
//go:noinline
func selectOpen(w *markup.HTML, id, testid, text, act, dataID string) {
	w.F(`<div class="number-field"><label for="{}" class="field-label">{}</label><select id="{}" class="choice-select" data-act="{}"{!}{!}>`,
		id, text, id, act, attr("data-testid", testid), attr("data-id", dataID))
}

// selectClose writes the end of a select.
//
//go:noinline
func selectClose(w *markup.HTML) { w.F(`</select></div>`) }

// option writes an option of a select.
//
//go:noinline
func option(w *markup.HTML, value, text string, selected bool) {
	w.F(`<option value="{}"{!}>{}</option>`, value, markup.When(selected, ` selected=""`), text)
}

// weekChoice writes the choice of a week of weeks, week chosen (act: the week or the rosters').
func weekChoice(w *markup.HTML, id, act, text string, weeks, week int, m *i18n.Messages) {
	w.F(`<div class="week-choice">`)
	selectOpen(w, id, id, text, act, "")
	for k := range weeks {
		option(w, itoa(k), m.Season.WeekTitle.Say(k+1), k == week)
	}
	selectClose(w)
	w.F(`</div>`)
}

// fieldMarkup writes a labelled field of markup: a text field of most characters (a bowler's
// name when 3: upper case, no spelling, the example name) or, with most 0, a whole number from
// 0 to the most an average is; doing act on dataID, starting with seed, its problem under it.
//
//go:noinline
func fieldMarkup(w *markup.HTML, id, testid, text, act, dataID, seed string, most int, problem string) {
	class, kind, extra := "text-field", "text", ` maxlength="`+itoa(most)+`" autocomplete="off" class="team-name-input"`
	switch most {
	case 0:
		class, kind, extra = "number-field", "number", ` inputmode="numeric" min="0" max="`+itoa(domain.MaxAverage)+`" class="number-input"`
	case domain.NameLen:
		class = "text-field name-field" // its own width beside other fields: see .name-field
		extra = ` maxlength="3" autocomplete="off" autocapitalize="characters" spellcheck="false" placeholder="ABC" class="name-input"`
	}
	w.F(`<div class="{}"><label for="{}" class="field-label">{}</label><input type="{}" id="{}" data-testid="{}" data-act="{}" data-id="{}" value="{}"{!}{!}>`,
		class, id, text, kind, id, testid, act, dataID, seed, extra, markup.When(problem != "", ` aria-invalid="true" aria-describedby="`+id+`-problem"`))
	problemMarkup(w, id, problem)
	w.F(`</div>`)
}

// problemMarkup writes the place under a field for its problem (problemSlot's markup).
//
//go:noinline
func problemMarkup(w *markup.HTML, id, problem string) {
	if problem == "" {
		w.F(`<div class="field-problem-slot"></div>`)
		return
	}
	w.F(`<div class="field-problem-slot"><p id="{}-problem" class="field-problem" role="alert">{}</p></div>`, id, problem)
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

// focusSoon moves the focus to the element selector finds, once the page shows the change: a
// part written as markup is drawn anew when it changes, and the control a person used with
// it; a form refused shows its first field refused.
//
//go:noinline
func focusSoon(ctx app.Context, selector string) {
	ctx.Defer(func(ctx app.Context) {
		browser.AfterTask(func() {
			if e := app.Window().Get("document").Call("querySelector", selector); e.Truthy() {
				e.Call("focus")
			}
		})
	})
}

// pointsText writes points as a sheet does: whole points, and ½ for a half.
func pointsText(p float64, m *i18n.Messages) string {
	whole := int(p)
	switch {
	case p-float64(whole) < 0.25:
		return itoa(whole)
	case whole == 0:
		return m.Half
	}
	return itoa(whole) + m.Half
}
