//go:build wasm

package main

import "tenpin/app"

func main() {
	app.Run()
}
