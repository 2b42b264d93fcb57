//go:build !wasm

// Package server is tenpin's tiny web server and its static build. It serves
// the app's bundle (the page go-app prerenders, go-app's scripts, tenpin's
// service worker, the manifest and the files of the web folder) with the
// security headers, and nothing else; GenerateStatic writes the same bundle
// into a folder that any static host serves as it is.
//
// It runs natively only: its build tag keeps it out of the WebAssembly build,
// which fails to compile if anything there imports it.
package server

import (
	"net/http"
	"path"
	"strings"
)

// Handler returns the tiny server's handler: the app page, go-app's scripts
// and the manifest, the files of opt.WebDir under /web/ (precompressed where a
// .br or .gz copy exists), each with the security headers. Nothing else is
// served.
func Handler(opt Options) (http.Handler, error) {
	b, err := newBundle(opt, false)
	if err != nil {
		return nil, err
	}
	return b.secure(b), nil
}

// ServeHTTP routes a request to the web directory, the generated files or
// the app page, and answers everything else with 404.
func (b *bundle) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p := r.URL.Path
	switch {
	case !safePath(r.URL):
		http.NotFound(w, r)
	case strings.HasPrefix(p, "/web/"):
		http.StripPrefix("/web", b.webSrv).ServeHTTP(w, r)
	case b.root[strings.TrimPrefix(p, "/")] != nil:
		b.rootSrv.ServeHTTP(w, r)
	case strings.Contains(path.Base(p), "."):
		// A file that is not in the bundle. go-app would otherwise fetch
		// /robots.txt and friends from the Host the request names.
		http.NotFound(w, r)
	default:
		b.servePage(w, r)
	}
}
