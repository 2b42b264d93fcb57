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
	case b.office != nil && p == "/"+strings.TrimSuffix(b.office.folder, "/"):
		http.Redirect(w, r, "/"+b.office.folder, http.StatusMovedPermanently)
	case b.office != nil && strings.HasPrefix(p, "/"+b.office.folder):
		b.office.serveApp(w, r, strings.TrimPrefix(p, "/"+b.office.folder))
	default:
		b.serveApp(w, r, strings.TrimPrefix(p, "/"))
	}
}

// serveApp answers a request for rel, a path in the app's folder: go-app's files and the
// manifest, else the app's page.
func (b *bundle) serveApp(w http.ResponseWriter, r *http.Request, rel string) {
	switch {
	case b.root[rel] != nil:
		http.StripPrefix("/"+strings.TrimSuffix(b.folder, "/"), b.rootSrv).ServeHTTP(w, r)
	case rel != "" && strings.Contains(path.Base(rel), "."):
		// A file that is not in the bundle. go-app would otherwise fetch
		// /robots.txt and friends from the Host the request names.
		http.NotFound(w, r)
	default:
		b.servePage(w, r)
	}
}
