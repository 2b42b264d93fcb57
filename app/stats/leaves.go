package stats

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// Leaves and the pin map on the statistics screen (night.md): the chosen bowler's leaves over
// the statistics' scope (domain.LeavesIn), each drawn as a small pin diagram with its splits
// marked, most frequent first, the first ten shown and the rest behind "more"; and the pin
// map, the ten pins in their triangle shaded by how often each was left standing. Each says
// how it is defined; the pin map has a table behind it for screen readers, and the leaves are
// a table. Drawn as text (markup): a pin diagram a leave is ten circles, and dozens of leaves
// would be hundreds of go-app elements. Shading is SVG's fill-opacity, an attribute, since
// the page's policy allows no inline style.

// leavesShown is how many leaves show before "more".
const leavesShown = 10

// The actions of the leaves' buttons (data-act).
const (
	actLeavesMore    = "leaves-more"
	actLeavesPrint   = "leaves-print"
	actLeavesPicture = "leaves-picture"
)

// pinSpot is where pin n (index n-1) stands in a drawing of the deck, in units of its
// spacing: the back row 7-10 on top, as a bowler looking down the lane draws it.
var pinSpot = [10][2]int{{3, 3}, {2, 2}, {4, 2}, {1, 1}, {3, 1}, {5, 1}, {0, 0}, {2, 0}, {4, 0}, {6, 0}}

// leavesOf is the bowler's leaves and pin map over recs; over all of history h they are kept
// until history, the bowler or the formats counted change, and worked out ahead (Warm).
func (v *Screen) leavesOf(h *History, recs []domain.Record, name string) domain.LeaveReport {
	if v.scope != scopeAll && v.scope != "" {
		return domain.LeavesIn(recs, name, v.counted()...)
	}
	if v.allLeavesGen != h.Gen+1 || v.allLeavesName != name || v.allLeavesOf != v.formats {
		v.allLeaves = domain.LeavesIn(h.Records, name, v.counted()...)
		v.allLeavesGen, v.allLeavesName, v.allLeavesOf = h.Gen+1, name, v.formats
	}
	return v.allLeaves
}

// onLeavesAct takes a click on one of the leaves' buttons.
func (v *Screen) onLeavesAct(ctx app.Context, e app.Event) {
	switch a, _ := markup.Act(e); a {
	case actLeavesMore:
		v.leavesAll = !v.leavesAll
	case actLeavesPrint:
		v.Host.OnPrint(ctx, e)
	case actLeavesPicture:
		v.shareLeaves()
	}
}

// renderLeaves draws the leaves and the pin map of the bowler chosen.
func renderLeaves(v *Screen, m *i18n.Messages) app.UI {
	lm, r := &m.Leaves, &v.leaves
	w := &markup.HTML{}
	w.F(`<section class="leaves-area" aria-labelledby="leaves-heading"><h3 id="leaves-heading" class="leaves-heading">{}</h3>`, lm.Heading)
	if r.Racks == 0 {
		w.F(`<p class="leaves-none" data-testid="leaves-none">{}</p><p class="leaves-how">{}</p></section>`,
			lm.NoneYet.Say(v.name, r.Of), lm.HowToEnter)
		return w.UI()
	}
	w.F(`<div class="leaves-parts">`)
	writePinMap(w, r, m)
	writeLeaves(w, r, m, v.leavesAll)
	w.F(`</div><div class="leaves-actions"><button type="button" class="button" data-act="{}">{}</button>`+
		`<button type="button" class="button" data-act="{}" data-testid="leaves-picture">{}</button></div></section>`,
		actLeavesPrint, m.Print, actLeavesPicture, lm.Picture)
	return w.UI()
}

// writePinMap draws the pin map: a triangle of circles, each shaded by its pin's share and
// with the share written in it, then the same as a table that only screen readers read.
func writePinMap(w *markup.HTML, r *domain.LeaveReport, m *i18n.Messages) {
	lm := &m.Leaves
	w.F(`<figure class="pin-map" data-testid="pin-map" data-racks="{}"><figcaption id="pin-map-caption"><span class="pin-map-title">{}</span>`+
		`<span class="figure-def">{}</span></figcaption><svg class="pin-map-svg" viewBox="0 0 210 190" aria-hidden="true">`,
		itoa(r.Racks), lm.PinMap, lm.PinMapDef.Say(r.Racks))
	for pin := 1; pin <= 10; pin++ {
		share, _ := r.Share(pin).Percent()
		x, y := itoa(15+pinSpot[pin-1][0]*30), itoa(25+pinSpot[pin-1][1]*46)
		class := "pin-share"
		if share >= 50 {
			class = "pin-share dark"
		}
		w.F(`<circle class="pin-ring" cx="{}" cy="{}" r="14"></circle><circle class="pin-fill" cx="{}" cy="{}" r="14" fill-opacity="{}"></circle>`+
			`<text class="pin-number" x="{}" y="{}">{}</text>`,
			x, y, x, y, opacity(r.Share(pin)), x, itoa(25+pinSpot[pin-1][1]*46-18), itoa(pin))
		w.F(`<text class="{}" x="{}" y="{}" data-testid="pin-left" data-pin="{}" data-left="{}" data-racks="{}">{}</text>`,
			class, x, itoa(25+pinSpot[pin-1][1]*46+5), itoa(pin), itoa(r.Left[pin-1]), itoa(r.Racks), m.Percent.Say(share))
	}
	// The table hides in a box of its own: a table does not clip to a width, so a hidden table
	// would widen the page.
	w.F(`</svg><div class="visually-hidden"><table><caption>{}</caption><thead><tr><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>`,
		lm.PinMap, lm.Pin, lm.Standing, lm.Share)
	for pin := 1; pin <= 10; pin++ {
		share, _ := r.Share(pin).Percent()
		w.F(`<tr><th scope="row">{}</th><td>{}</td><td>{}</td></tr>`, lm.PinName.Say(pin), itoa(r.Left[pin-1]), m.Percent.Say(share))
	}
	w.F(`</tbody></table></div></figure>`)
}

// writeLeaves is the table of leaves, each with its diagram: the first ten, or all once "more"
// is open. Rows past the ten are not drawn until then: a bowler's history holds a hundred
// leaves and more, and their diagrams doubled the time the statistics screen took to show.
func writeLeaves(w *markup.HTML, r *domain.LeaveReport, m *i18n.Messages, all bool) {
	lm := &m.Leaves
	w.F(`<div class="leaves-list"><table class="grid leaves" data-testid="leaves" data-total="{}"><caption><span>{}</span><span class="figure-def">{}</span></caption>`+
		`<thead><tr><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>`,
		itoa(len(r.Leaves)), lm.Leaves, lm.LeavesDef, lm.Leave, lm.Left, lm.Converted, lm.Rate)
	if len(r.Leaves) == 0 {
		w.F(`<tr><td colspan="4" class="figure-value none">{}</td></tr>`, lm.NoLeave)
	}
	shown := r.Leaves
	if !all {
		shown = shown[:min(len(shown), leavesShown)]
	}
	for _, l := range shown {
		pct, _ := l.Percent()
		w.F(`<tr class="leave-row" data-testid="leave" data-leave="{}" data-count="{}" data-converted="{}"><th scope="row"><span class="leave-pins">`,
			l.Leave.String(), itoa(l.Count), itoa(l.Converted))
		writeLeaveDiagram(w, l.Leave)
		w.F(`<span class="leave-name">{}</span>`, l.Leave.String())
		if domain.IsSplit(l.Leave) {
			w.F(`<span class="leave-split">{}</span>`, lm.Split)
		}
		w.F(`</span></th><td>{}</td><td>{}</td><td>{}</td></tr>`, itoa(l.Count), itoa(l.Converted), m.Percent.Say(pct))
	}
	w.F(`</tbody></table>`)
	if len(r.Leaves) > leavesShown {
		text := lm.More.Say(len(r.Leaves))
		if all {
			text = lm.Fewer
		}
		w.F(`<button type="button" class="button leaves-more" data-act="{}" data-testid="leaves-more" aria-expanded="{}">{}</button>`,
			actLeavesMore, boolText(all), text)
	}
	w.F(`</div>`)
}

// writeLeaveDiagram draws a leave as ten small circles, the pins standing filled; a split's
// pins in the split's colour.
func writeLeaveDiagram(w *markup.HTML, leave domain.Pins) {
	class := "leave-svg"
	if domain.IsSplit(leave) {
		class = "leave-svg split"
	}
	w.F(`<svg class="{}" viewBox="0 0 44 40" aria-hidden="true">`, class)
	for pin := 1; pin <= 10; pin++ {
		up := "pin-down"
		if leave.Has(pin) {
			up = "pin-up"
		}
		w.F(`<circle class="{}" cx="{}" cy="{}" r="4"></circle>`, up, itoa(4+pinSpot[pin-1][0]*6), itoa(5+pinSpot[pin-1][1]*10))
	}
	w.F(`</svg>`)
}

// opacity is a share as an SVG opacity, 0 to 1 in hundredths; a pin never left stays clear.
func opacity(r domain.Ratio) string {
	p, ok := r.Percent()
	if !ok || p <= 0 {
		return "0"
	}
	if p >= 100 {
		return "1"
	}
	return "0." + string(rune('0'+p/10)) + string(rune('0'+p%10))
}
