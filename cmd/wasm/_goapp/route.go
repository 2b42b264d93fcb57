// Replaces go-app v10.1.11's pkg/app/route.go in tenpin's client build only (cmd/wasm).
//
// go-app's router also matches paths by regular expression (RouteWithRegexp), which links
// package regexp into every client (about 260 KB of wasm). tenpin has one route, "/", and
// keeps its screens in the URL's fragment, so this router matches exact paths only, as
// go-app's does for Route; RouteWithRegexp stops the app with a message saying so.

package app

import "sync"

type router struct {
	mu     sync.RWMutex
	routes map[string]func() Composer
}

func makeRouter() router {
	return router{routes: make(map[string]func() Composer)}
}

func (r *router) route(path string, newComponent func() Composer) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.routes[path] = newComponent
}

func (r *router) routeWithRegexp(pattern string, newComponent func() Composer) {
	panic("app.RouteWithRegexp(" + pattern + "): regular expressions are left out of this client build (cmd/wasm); use app.Route")
}

func (r *router) routed(path string) bool {
	r.mu.RLock()
	defer r.mu.RUnlock()
	_, ok := r.routes[path]
	return ok
}

func (r *router) createComponent(path string) (Composer, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	if newComponent, ok := r.routes[path]; ok {
		return newComponent(), true
	}
	return nil, false
}
