//go:build !wasm

package server

import (
	"bytes"
	"net/http"
	"regexp"
	"strconv"
	"strings"
)

// go-app writes three tags into every page's head whatever the app gives it: an author with no
// content, and Open Graph's url and image as "https://" followed by its Handler's Domain and a
// path. tenpin has no domain of its own: it is served from wherever a club installs it, and as
// a static build from any host. With no Domain the two read "https://" (or "https:///path"),
// which a link preview takes as the page's canonical address and picture, so a shared link
// would show as broken; no tag is better than a wrong one. The title and the description stay.
//
// go-app writes a tag's attributes in any order, so each <meta> is read whole.
var metaTag = regexp.MustCompile(`\n\s*<meta [^>]*>`)

// cleanHead returns page without go-app's empty head tags, with its loading screen's spinner
// marked as decoration, its inline scripts first, go-app's scripts fetched as urgent and its
// prerendered root marked (prerender.go).
func cleanHead(page []byte) []byte {
	page = markPrerendered(inlineScriptsFirst(page))
	page = deferredScript.ReplaceAll(page, []byte(`<script fetchpriority="high"$1>`))
	page = metaTag.ReplaceAllFunc(page, func(tag []byte) []byte {
		if emptyHeadTag(string(tag)) {
			return nil
		}
		return tag
	})
	// go-app names the spinning icon of its loading screen "wasm loader icon", in English
	// whatever the page's language: a screen reader would read that jargon over the loading
	// label next to it, which says all there is to say.
	return bytes.Replace(page, []byte(`alt="wasm loader icon"`), []byte(`alt=""`), 1)
}

// go-app's two scripts (wasm_exec.js, then app.js, which starts the client) are deferred,
// which gives them the lowest fetch priority: Chromium held their requests back until the
// stylesheets were in and the prerendered page was laid out, so on a cold start they arrived
// 300 ms after they were asked for, and the client's compile began that late (the start
// bench's traces). Asked for as urgent, they arrive with the stylesheets, and still run only
// once the page is parsed, in order. A browser that does not know the attribute ignores it.
// go-app writes their attributes in any order.
var deferredScript = regexp.MustCompile(`<script((?: defer| src="[^"]*"){2})>`)

// emptyHeadTag reports whether tag is an author with no content, or an Open Graph url or image
// with no host.
func emptyHeadTag(tag string) bool {
	switch {
	case strings.Contains(tag, `name="author"`):
		return !strings.Contains(tag, "content=")
	case strings.Contains(tag, `property="og:url"`), strings.Contains(tag, `property="og:image"`):
		return strings.Contains(tag, `content="https://"`) || strings.Contains(tag, `content="https:///`)
	}
	return false
}

// headFilter is a ResponseWriter that holds go-app's page until serve ends, so that the page
// goes out without its empty head tags and with its length counted again.
type headFilter struct {
	w      http.ResponseWriter
	status int
	body   bytes.Buffer
}

func (f *headFilter) Header() http.Header         { return f.w.Header() }
func (f *headFilter) WriteHeader(status int)      { f.status = status }
func (f *headFilter) Write(p []byte) (int, error) { return f.body.Write(p) }

// serveClean answers r with h's page without the empty head tags.
func serveClean(h http.Handler, w http.ResponseWriter, r *http.Request) {
	f := &headFilter{w: w, status: http.StatusOK}
	h.ServeHTTP(f, r)
	page := cleanHead(f.body.Bytes())
	if w.Header().Get("Content-Length") != "" {
		if r.Method == http.MethodHead {
			w.Header().Del("Content-Length") // go-app counted the page before it was cleaned
		} else {
			w.Header().Set("Content-Length", strconv.Itoa(len(page)))
		}
	}
	w.WriteHeader(f.status)
	w.Write(page)
}
