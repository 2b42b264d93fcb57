package app

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Elements built from data. go-app's typed builders (app.Button().Type(..).Class(..)...) cost
// the wasm a method call per attribute at every place they are used, and each element type
// brings its own methods; the budget is app.wasm within 1.15x of go-app's hello world.
// Package markup's Tag (imported in the root as html: the root's own markup type has the
// name) makes the same element, with the same attributes, through one call that takes the
// attributes as data, and its Button a button so made. go-app keeps attributes as text and
// sets none whose value is empty, so an attribute that only sometimes applies is passed with
// "" when it does not.

// checked is the value of a checkbox's or a radio button's checked attribute. In the browser
// go-app sets the element's checked property from it, so an unchecked box needs "false" there:
// removing the attribute would leave a box the person ticked still ticked. In the page the
// server prerenders, any checked attribute, "false" included, means checked, so there an
// unchecked box has none.
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

// when is s if on, else "" (an attribute that is not set).
//
//go:noinline
func when(on bool, s string) string {
	if on {
		return s
	}
	return ""
}

// input returns an input element (which has no end tag) with attributes as pairs.
func input(attrs ...string) app.HTMLElemSelfClosing {
	e := app.ElemSelfClosing("input")
	for i := 0; i+1 < len(attrs); i += 2 {
		e.Attr(attrs[i], attrs[i+1])
	}
	return e
}
