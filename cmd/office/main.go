// Command office is the office app's client (web.md, "Two apps on one site"): every screen of
// the lane app plus the League, Brackets and Tournament screens (package app/office). make
// wasm compiles it to WebAssembly as web/office.wasm (go run ./cmd/wasm -o web/office.wasm
// ./cmd/office); the tiny server in cmd/tenpin serves it, and prerenders its page, under the
// site's folder office/. Built natively it does nothing: the office has no server of its own.
package main

import "tenpin/app/office"

func main() {
	office.Run()
}
