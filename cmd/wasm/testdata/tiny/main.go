// Command tiny is the smallest client cmd/wasm's tests build: Go's runtime alone has a
// findfunctab long enough to be written at start.
package main

func main() {}
