//go:build !wasm

package server

import (
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"regexp"
	"strconv"
	"strings"
)

// contentSecurityPolicy allows only the app's own files: scripts from the
// bundle (WebAssembly needs 'wasm-unsafe-eval'), no inline script but the
// lane's hashed first script (laneScript), no inline style,
// and framing by the given sources only.
func contentSecurityPolicy(page string, frameAncestors []string) string {
	return page + "; frame-ancestors " + strings.Join(frameAncestors, " ")
}

// laneScript is the one inline script of the lane's page, first in its head. It returns the
// <script> and its CSP source.
//
// For a site with the office app at officePath (its address under the base; "" for a site
// without it): an address of an office screen, from before the two apps (/#league,
// /?embed=1&league=league.json, …), continues into the office with its query and fragment
// before anything else of the page loads, as the lane app itself would once started
// (app/office.go, officeScreenOf), but without downloading the lane's client first.
//
// Otherwise it starts compiling the client at once (earlyCompile).
func laneScript(officePath, wasmURL string, wasmSize int64) (script, source string) {
	js := `(function(){var h=location.hash,q=new URLSearchParams(location.search);`
	if officePath != "" {
		js += `if(/^#(league|brackets|tournament)$|^#(recap|brackets)=/.test(h)||q.has("league")||q.has("tournament"))` +
			`location.replace(` + strconv.Quote(officePath) + `+location.search+h);else `
	}
	js += earlyCompile(wasmURL, wasmSize) + `})()`
	sum := sha256.Sum256([]byte(js))
	return "<script>" + js + "</script>", "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

// earlyCompile is JavaScript that, on a first visit, fetches the client and compiles it as soon
// as the head is read, into window.goappWasm, which app.js then instantiates (instantiateEarly,
// wasmfetch.go). go-app's app.js is a deferred script: it runs only once the stylesheets are
// in and the prerendered page has been laid out and painted, so the compile began about 300 ms
// into a cold start; started here it runs beside all that. It skips what go-app's loader skips
// (crawlers, ?wasm=false, no WebAssembly), and reports the download's progress to app.js's
// loader label (window.goappProgress) as go-app's progress reader does. A page the service
// worker controls (the installed app, every night) is given the preload link the office's
// page has (preload.go), and app.js fetches and compiles as before: there the code compiled
// before is found again, and the early compile only held back the page's other files behind
// the worker (side by side, the warm start took 1.06x as long).
func earlyCompile(wasmURL string, wasmSize int64) string {
	return `if(window.WebAssembly&&!/bot|googlebot|crawler|spider|robot|crawling/i.test(navigator.userAgent)&&q.get("wasm")!=="false"){` +
		`var u=` + strconv.Quote(wasmURL) + `;` +
		`if(navigator.serviceWorker&&navigator.serviceWorker.controller){` +
		`var l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href=u;document.head.appendChild(l)}else{` +
		`var r=fetch(u);` +
		`if(window.ReadableStream)r=r.then(function(s){` +
		`if(!s.ok||!s.body)return s;var n=0,d=s.body.getReader();` +
		`return new Response(new ReadableStream({start:function(c){var p=function(){return d.read().then(function(x){` +
		`if(x.done){c.close();return}n+=x.value.byteLength;` +
		`if(window.goappProgress)goappProgress(Math.min(100,Math.round(n*100/` + strconv.FormatInt(max(wasmSize, 1), 10) + `)));` +
		`c.enqueue(x.value);return p()})};return p()}}),{status:s.status,statusText:s.statusText,headers:s.headers})});` +
		`window.goappWasm=WebAssembly.compileStreaming?WebAssembly.compileStreaming(r):r.then(function(s){return s.arrayBuffer()}).then(function(b){return WebAssembly.compile(b)});` +
		`goappWasm.catch(function(){})}}`
}

// withScript is policy with source allowed to run as a script.
func withScript(policy, source string) string {
	if source == "" {
		return policy
	}
	return strings.Replace(policy, "script-src 'self' 'wasm-unsafe-eval'", "script-src 'self' 'wasm-unsafe-eval' "+source, 1)
}

// pagePolicy is the policy without frame-ancestors, which a <meta> tag in a
// static build can carry (browsers ignore frame-ancestors there).
const pagePolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
	"img-src 'self'; font-src 'self'; connect-src 'self'; manifest-src 'self'; worker-src 'self'; " +
	"object-src 'none'; base-uri 'none'; form-action 'self'"

// sourceRE matches the CSP sources accepted for frame-ancestors: keywords,
// schemes and origins, nothing that could end the directive.
var sourceRE = regexp.MustCompile(`^(?:'self'|'none'|https?:|https?://(?:\*\.)?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?::[0-9]{1,5})?)$`)

func validSource(src string) bool {
	return sourceRE.MatchString(src)
}

// frameOptions returns the X-Frame-Options that says the same as
// frameAncestors, for browsers without frame-ancestors, or "" where it
// cannot (it has no way to list origins).
func frameOptions(frameAncestors []string) string {
	switch strings.Join(frameAncestors, " ") {
	case "'none'":
		return "DENY"
	case "'self'":
		return "SAMEORIGIN"
	}
	return ""
}

// secure sets the security headers on every response, errors included.
func (b *bundle) secure(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", b.csp)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		h.Set("Cross-Origin-Resource-Policy", "same-origin")
		if b.frameOpt != "" {
			h.Set("X-Frame-Options", b.frameOpt)
		}
		next.ServeHTTP(w, r)
	})
}
