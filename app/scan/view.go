package scan

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
)

// Render draws the Scan button and, once tapped, the panel, in the words of m. The camera's
// view (#scan-view) is an element go-app keeps empty: web/scan.js puts the video in it, and
// stops the camera when it leaves the page.
func (p *Panel) Render(m *i18n.Messages) app.UI {
	s := &m.Scan
	scan := el("button", "type", "button", "class", "button", "data-testid", "scan", "data-act", "scan",
		"aria-expanded", when(p.open, "true", "false"), "aria-controls", when(p.open, "scan-panel", "")).Text(s.Scan)
	bar := el("div", "class", "scan-bar").On("click", p.onClick).On("change", p.onChange).On("input", p.onInput)
	if !p.open {
		return bar.Body(scan)
	}
	var problem app.UI
	if p.problem != none {
		problem = el("p", "class", "alert", "role", "alert", "data-testid", "scan-problem").Text(p.problem.in(s, p.host))
	}
	camera := el("button", "type", "button", "class", "button", "data-act", "camera", "data-testid", "scan-camera").Text(s.Start)
	if p.camera != "" {
		camera = el("button", "type", "button", "class", "button", "data-act", "stop", "data-testid", "scan-stop").Text(s.Stop)
	}
	var ipad app.UI
	if p.apple {
		ipad = el("p", "class", "hint scan-ipad").Text(s.IPad)
	}
	panel := el("section", "id", "scan-panel", "class", "scan-panel", "aria-labelledby", "scan-heading",
		"data-testid", "scan-panel", "data-camera", p.camera).Body(
		el("h2", "id", "scan-heading").Text(s.Heading),
		el("p", "class", "hint").Text(s.Hint),
		el("div", "id", "scan-view", "class", "scan-view"+when(p.camera != "", " on", ""), "aria-hidden", "true"),
		el("div", "class", "night-messages").Body(
			el("div", "class", "alerts").Body(problem),
			el("div", "class", "night-status", "role", "status", "data-testid", "scan-status").Text(p.status.in(s, p.host)),
		),
		el("div", "class", "sheet-actions").Body(camera,
			el("button", "type", "button", "class", "button", "data-act", "close", "data-testid", "scan-close").Text(s.Close)),
		el("p", "class", "scan-field").Body(
			el("label", "for", "scan-image", "class", "field-label").Text(s.Picture),
			el("input", "type", "file", "id", "scan-image", "accept", "image/*", "data-act", "picture", "data-testid", "scan-image"),
		),
		el("form", "class", "scan-field scan-paste").On("submit", p.onSubmit).Body(
			el("label", "for", "scan-paste", "class", "field-label").Text(s.Paste),
			el("input", "type", "text", "id", "scan-paste", "inputmode", "url", "autocomplete", "off", "spellcheck", "false",
				"data-act", "paste", "data-testid", "scan-paste"),
			el("button", "type", "submit", "class", "button", "data-testid", "scan-open").Text(s.Open),
		),
		ipad,
	)
	return bar.Body(scan, panel)
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

// when is yes if b holds, else no.
func when(b bool, yes, no string) string {
	if b {
		return yes
	}
	return no
}

// actOf reads the data-act of the element an event came from, or of the button around it.
func actOf(e app.Event) string {
	t := e.Get("target")
	if !t.Truthy() || !t.Get("closest").Truthy() {
		return ""
	}
	if b := t.Call("closest", "[data-act]"); b.Truthy() {
		return b.Call("getAttribute", "data-act").String()
	}
	return ""
}
