//go:build !wasm

package server

import (
	"strings"
	"testing"
)

func TestSecurityHeaders(t *testing.T) {
	base := startServer(t, Options{WebDir: fakeWeb(t)})
	for _, tt := range routes {
		h := do(t, base, tt.method, tt.path).Header
		csp := h.Get("Content-Security-Policy")
		for _, want := range []string{"default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self';", "object-src 'none'", "frame-ancestors 'self'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s %s: CSP %q lacks %q", tt.method, tt.path, csp, want)
			}
		}
		if strings.Contains(csp, "unsafe-inline") || strings.Contains(csp, "'unsafe-eval'") {
			t.Errorf("%s %s: CSP %q allows inline code or eval", tt.method, tt.path, csp)
		}
		for name, want := range map[string]string{
			"X-Content-Type-Options":       "nosniff",
			"Referrer-Policy":              "no-referrer",
			"X-Frame-Options":              "SAMEORIGIN",
			"Cross-Origin-Opener-Policy":   "same-origin",
			"Cross-Origin-Resource-Policy": "same-origin",
		} {
			if got := h.Get(name); got != want {
				t.Errorf("%s %s: %s = %q, want %q", tt.method, tt.path, name, got, want)
			}
		}
	}
}

func TestFrameAncestors(t *testing.T) {
	web := fakeWeb(t)
	tests := []struct {
		ancestors []string
		csp, xfo  string
	}{
		{nil, "frame-ancestors 'self'", "SAMEORIGIN"},
		{[]string{"'none'"}, "frame-ancestors 'none'", "DENY"},
		// X-Frame-Options cannot list origins: none rather than a wrong one.
		{[]string{"'self'", "https://club.example"}, "frame-ancestors 'self' https://club.example", ""},
	}
	for _, tt := range tests {
		res := do(t, startServer(t, Options{WebDir: web, FrameAncestors: tt.ancestors}), "GET", "/")
		if got := res.Header.Get("Content-Security-Policy"); !strings.HasSuffix(got, tt.csp) {
			t.Errorf("FrameAncestors %q: CSP = %q, want it to end with %q", tt.ancestors, got, tt.csp)
		}
		if got := res.Header.Get("X-Frame-Options"); got != tt.xfo {
			t.Errorf("FrameAncestors %q: X-Frame-Options = %q, want %q", tt.ancestors, got, tt.xfo)
		}
	}
}

func TestValidSource(t *testing.T) {
	for _, s := range []string{"'self'", "'none'", "https:", "https://club.example", "http://127.0.0.1:8080", "https://*.club.example"} {
		if !validSource(s) {
			t.Errorf("validSource(%q) = false, want true", s)
		}
	}
	for _, s := range []string{"*", "self", "https://a.example;", "https://a.example,https://b.example", "'unsafe-inline'", "data:", "javascript:", "https://a.example/path"} {
		if validSource(s) {
			t.Errorf("validSource(%q) = true, want false", s)
		}
	}
}
