//go:build !wasm

package server

import (
	"bytes"
	"fmt"
	"regexp"
)

// wasmFetch is go-app's app.js fetching app.wasm through its progress reader: the URL, and
// the call as go-app writes it.
var wasmFetch = regexp.MustCompile(`fetchWithProgress\(("[^"]+"), showProgress\)`)

// fetchCachedDirectly makes app.js hand app.wasm's response straight to the compiler when a
// service worker controls the page, that is when the installed app starts from the worker's
// cache (the start a bowler sees every night). go-app's progress reader copies the bytes into
// a new Response of its own, which has no URL, so the browser cannot find the code it compiled
// from that file before and compiles all of it again: the warm start bench saw compiling
// and instantiating take about 140 ms where the direct response took about 90 ms, hello's
// figure. A first visit, from the network, keeps the progress reader and its percentage.
func fetchCachedDirectly(js []byte) ([]byte, error) {
	m := wasmFetch.FindSubmatch(js)
	if m == nil {
		return nil, fmt.Errorf("server: go-app's app.js no longer fetches app.wasm with %s", wasmFetch)
	}
	direct := fmt.Sprintf(`(navigator.serviceWorker && navigator.serviceWorker.controller ? fetch(%s) : %s)`, m[1], m[0])
	return bytes.Replace(js, m[0], []byte(direct), 1), nil
}

// wasmInstantiate is where go-app's app.js compiles and instantiates app.wasm.
const wasmInstantiate = "    const wasm = await instantiateStreaming(\n"

// instantiateEarly makes app.js instantiate the module the page's first script compiled
// (window.goappWasm, laneScript's early compile in headers.go) where there is one, and hands
// that script the loader's progress label (window.goappProgress); a page without it (the
// office's) fetches and compiles as go-app does.
func instantiateEarly(js []byte) ([]byte, error) {
	if n := bytes.Count(js, []byte(wasmInstantiate)); n != 1 {
		return nil, fmt.Errorf("server: go-app's app.js instantiates app.wasm with %q %d times, want once", wasmInstantiate, n)
	}
	early := "    window.goappProgress = showProgress;\n" +
		"    const wasm = window.goappWasm ? { instance: await WebAssembly.instantiate(await window.goappWasm, go.importObject) } : await instantiateStreaming(\n"
	return bytes.Replace(js, []byte(wasmInstantiate), []byte(early), 1), nil
}
