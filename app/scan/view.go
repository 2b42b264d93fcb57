package scan

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
)

// Render draws the Scan button and, once tapped, the panel, in the words of m. The camera's
// view (#scan-view) is an element go-app keeps empty: web/scan.js puts the video in it, and
// stops the camera when it leaves the page. The parts that change only with the language are
// HTML text (app.Raw), which costs the wasm far less than an element call each; go-app
// replaces such a part only when its text changes, so a link half typed stays.
func (p *Panel) Render(m *i18n.Messages) app.UI {
	s := &m.Scan
	bar := markup.El("div", "class", "scan-bar").On("click", p.on).On("change", p.on).On("input", p.on).On("submit", p.on)
	scan := markup.El("button", "type", "button", "class", "button", "data-testid", "scan", "data-act", "scan",
		"aria-expanded", when(p.open, "true", "false"), "aria-controls", when(p.open, "scan-panel", "")).Text(s.Scan)
	if !p.open {
		return bar.Body(scan)
	}
	return p.renderOpen(s, bar, scan)
}

// renderOpen draws the open panel below the Scan button. It is a function of its own because
// V8 compiles a wasm function whole on its first call, and every start calls Render closed.
func (p *Panel) renderOpen(s *i18n.ScanMessages, bar app.HTMLElem, scan app.UI) app.UI {
	var problem app.UI
	if p.problem != none {
		problem = markup.El("p", "class", "alert", "role", "alert", "data-testid", "scan-problem").Text(p.problem.in(s, p.host))
	}
	act, label := "camera", s.Start
	if p.camera != "" {
		act, label = "stop", s.Stop
	}
	ipad := ""
	if p.apple {
		ipad = `<p class="hint scan-ipad">` + markup.Escape(s.IPad) + `</p>`
	}
	return bar.Body(scan, markup.El("section", "id", "scan-panel", "class", "scan-panel", "aria-labelledby", "scan-heading",
		"data-testid", "scan-panel", "data-camera", p.camera).Body(
		app.Raw(`<div><h2 id="scan-heading">`+markup.Escape(s.Heading)+`</h2><p class="hint">`+markup.Escape(s.Hint)+`</p></div>`),
		markup.El("div", "id", "scan-view", "class", "scan-view"+when(p.camera != "", " on", ""), "aria-hidden", "true"),
		markup.El("div", "class", "night-messages").Body(
			markup.El("div", "class", "alerts").Body(problem),
			markup.El("div", "class", "night-status", "role", "status", "data-testid", "scan-status").Text(p.status.in(s, p.host)),
		),
		markup.El("div", "class", "sheet-actions").Body(
			markup.El("button", "type", "button", "class", "button", "data-act", act, "data-testid", "scan-"+act).Text(label),
			markup.El("button", "type", "button", "class", "button", "data-act", "close", "data-testid", "scan-close").Text(s.Close)),
		app.Raw(`<div><p class="scan-field"><label for="scan-image" class="field-label">`+markup.Escape(s.Picture)+
			`</label><input type="file" id="scan-image" accept="image/*" data-act="picture" data-testid="scan-image"></p>`+
			`<form class="scan-field scan-paste" data-act="paste-form"><label for="scan-paste" class="field-label">`+markup.Escape(s.Paste)+
			`</label><input type="text" id="scan-paste" inputmode="url" autocomplete="off" spellcheck="false" data-act="paste" data-testid="scan-paste">`+
			`<button type="submit" class="button" data-testid="scan-open">`+markup.Escape(s.Open)+`</button></form>`+ipad+`</div>`),
	))
}

// when is yes if b holds, else no.
func when(b bool, yes, no string) string {
	if b {
		return yes
	}
	return no
}

// actOf reads the data-act of t, the element an event came from, or of the one around it.
func actOf(t app.Value) string {
	if !t.Truthy() || !t.Get("closest").Truthy() {
		return ""
	}
	if b := t.Call("closest", "[data-act]"); b.Truthy() {
		return b.Call("getAttribute", "data-act").String()
	}
	return ""
}
