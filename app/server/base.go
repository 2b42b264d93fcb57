//go:build !wasm

package server

import (
	"fmt"
	"path"
	"strings"
)

// cleanBase returns base as "/" or "/a/b/", refusing anything that is not a
// plain path.
func cleanBase(base string) (string, error) {
	if base == "" || base == "/" {
		return "/", nil
	}
	b := "/" + strings.Trim(base, "/") + "/"
	if path.Clean(b)+"/" != b || strings.ContainsAny(b, "\\?#%\"'<> ") {
		return "", fmt.Errorf("server: base %q: want a plain path such as /bowling/", base)
	}
	return b, nil
}

// baseResolver resolves the app's local URLs under a base path ("" for the
// host's root, or "/bowling"). go-app uses it for the page's links, the
// service worker's list and GOAPP_ROOT_PREFIX, which wants no trailing slash.
type baseResolver string

// Resolve returns loc under the base; remote and relative URLs and fragments
// stay as they are.
func (r baseResolver) Resolve(loc string) string {
	switch {
	case loc == "" || loc == "/":
		if r == "" {
			return "/"
		}
		return string(r)
	case strings.HasPrefix(loc, "web/"):
		return string(r) + "/" + loc
	case strings.HasPrefix(loc, "/") && !strings.HasPrefix(loc, "//"):
		return string(r) + loc
	default: // remote, relative, or a fragment
		return loc
	}
}

// appResolver resolves the local URLs of an app in a folder of the site (the office): its page
// and go-app's files in its folder (app), the web folder's files at the site's (site), and
// /web/app.wasm, go-app's name for an app's client, as its own client in the web folder
// (wasm).
type appResolver struct {
	site, app baseResolver
	wasm      string
}

// Resolve returns loc for the app in its folder.
func (r appResolver) Resolve(loc string) string {
	switch {
	case loc == "/web/app.wasm":
		return r.site.Resolve("/web/" + r.wasm)
	case loc == "/web", strings.HasPrefix(loc, "/web/"), strings.HasPrefix(loc, "web/"):
		// "/web" too: go-app resolves it for the client's static files (GOAPP_STATIC_RESOURCES_URL).
		return r.site.Resolve(loc)
	}
	return r.app.Resolve(loc)
}
