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
// lane's hashed continuation into the office (continuation), no inline style,
// and framing by the given sources only.
func contentSecurityPolicy(page string, frameAncestors []string) string {
	return page + "; frame-ancestors " + strings.Join(frameAncestors, " ")
}

// continuation is the one inline script of the lane's page, for a site with the office app
// at officePath (its address under the base): an address of an office screen, from before
// the two apps (/#league, /?embed=1&league=league.json, …), continues into the office with its
// query and fragment before anything else of the page loads, as the lane app itself would
// once started (app/office.go, officeScreenOf), but without downloading the lane's client
// first. It returns the <script> and its CSP source.
func continuation(officePath string) (script, source string) {
	js := `(function(){var h=location.hash,q=new URLSearchParams(location.search);` +
		`if(/^#(league|brackets|tournament)$|^#(recap|brackets)=/.test(h)||q.has("league")||q.has("tournament"))` +
		`location.replace(` + strconv.Quote(officePath) + `+location.search+h)})()`
	sum := sha256.Sum256([]byte(js))
	return "<script>" + js + "</script>", "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
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
