package brackets

import (
	"tenpin/app/markup"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The screen's elements (package markup): the form's fields are go-app elements, updated in
// place so that the field being typed in keeps the focus; the parts that only show things
// (the brackets, the payouts) are written as HTML text (markup.HTML), which costs the wasm
// far less than an element builder call per cell. Every value written is escaped.

// elText is el holding text.
//
//go:noinline
func elText(tag, text string, attrs ...string) app.UI { return markup.El(tag, attrs...).Text(text) }
