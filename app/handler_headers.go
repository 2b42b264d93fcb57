//go:build !wasm

package app

import (
	"net/http"
	"regexp"
	"strings"
)

// contentSecurityPolicy allows only the app's own files: scripts from the
// bundle (WebAssembly needs 'wasm-unsafe-eval'), no inline script or style,
// and framing by the given sources only.
func contentSecurityPolicy(frameAncestors []string) string {
	return pagePolicy + "; frame-ancestors " + strings.Join(frameAncestors, " ")
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

// quoteETag adapts statigz, which writes and compares its ETags without the
// quotes that RFC 9110 requires: it quotes them on the way out and unquotes a
// single strong tag in If-None-Match on the way in.
func quoteETag(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if tag := r.Header.Get("If-None-Match"); len(tag) > 2 && tag[0] == '"' && tag[len(tag)-1] == '"' && !strings.Contains(tag, ",") {
			r = r.Clone(r.Context())
			r.Header.Set("If-None-Match", tag[1:len(tag)-1])
		}
		next.ServeHTTP(&etagWriter{ResponseWriter: w}, r)
	})
}

type etagWriter struct {
	http.ResponseWriter
	done bool
}

func (w *etagWriter) WriteHeader(code int) {
	if !w.done {
		w.done = true
		h := w.Header()
		if tag := h.Get("Etag"); tag != "" && !strings.HasPrefix(tag, `"`) && !strings.HasPrefix(tag, `W/`) {
			h.Set("Etag", `"`+tag+`"`)
		}
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *etagWriter) Write(p []byte) (int, error) {
	if !w.done {
		w.WriteHeader(http.StatusOK)
	}
	return w.ResponseWriter.Write(p)
}

// Unwrap lets http.ResponseController reach the connection.
func (w *etagWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
