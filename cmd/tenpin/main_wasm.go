//go:build wasm

package main

import "tenpin/app"

// main starts the lane app (web.md, "Two apps on one site"): the root alone, with no screen
// of the office (cmd/office).
func main() {
	app.Run(nil)
}
