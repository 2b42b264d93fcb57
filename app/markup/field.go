package markup

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The parts of a form that the root and the lane's packages both draw: a button, a labelled
// whole-number field, the slot a field's problem shows in, and the number a field holds.

// Button is a button (type button) with its class, test hook, text and click handler, and
// more attributes as pairs.
func Button(class, testid, text string, h app.EventHandler, attrs ...string) app.UI {
	return Tag("button", append([]string{"type", "button", "class", class, "data-testid", testid}, attrs...)...).
		On("click", h).Text(text)
}

// NumberField is a labelled whole-number field with its problem beside it (ProblemSlot). Its
// id is also its data-testid.
func NumberField(id, label, seed string, lo, hi int, problem string, onInput app.EventHandler) app.UI {
	return Tag("div", "class", "number-field").Body(
		ElText("label", label, "for", id, "class", "field-label"),
		Input("type", "number", "id", id, "class", "number-input", "data-testid", id, "inputmode", "numeric",
			"min", Itoa(lo), "max", Itoa(hi), "value", seed,
			"aria-invalid", When(problem != "", "true"), "aria-describedby", When(problem != "", id+"-problem")).
			On("input", onInput),
		ProblemSlot(id, problem),
	)
}

// ProblemSlot holds a field's problem (an alert, id+"-problem"), keeping its height when
// there is none.
func ProblemSlot(id, problem string) app.UI {
	var p app.UI
	if problem != "" {
		p = ElText("p", problem, "id", id+"-problem", "class", "field-problem", "role", "alert")
	}
	return Tag("div", "class", "field-problem-slot").Body(p)
}

// Number reads a whole number as typed, and whether it is one within lo..hi.
func Number(text string, lo, hi int) (int, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	return n, err == nil && n >= lo && n <= hi
}
