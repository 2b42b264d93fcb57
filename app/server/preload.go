//go:build !wasm

package server

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// wasmPreload is a <link> for the page's head that starts the download of app.wasm as soon
// as the browser reads the head. Without it the download waits for go-app's app.js, a
// deferred script that runs only once the stylesheets are in and the prerendered page has
// been laid out and painted (the start bench saw the request move from about 140 ms to about
// 50 ms after navigation start).
//
// The link must ask for exactly what app.js then fetches, or the browser downloads the file
// twice: the same URL (resolved like go-app's own, with the base), and fetch()'s defaults,
// which as="fetch" with crossorigin (anonymous: CORS mode, credentials for the same origin
// only) repeats. connect-src 'self' in the page's policy allows it. A crawler that go-app
// does not start the wasm for (or ?wasm=false) downloads the file for nothing.
func wasmPreload(resolve app.ResourceResolver) string {
	return `<link rel="preload" href="` + resolve.Resolve("/web/app.wasm") + `" as="fetch" crossorigin>`
}
