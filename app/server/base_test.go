//go:build !wasm

package server

import "testing"

func TestBaseResolver(t *testing.T) {
	tests := []struct {
		base, loc, want string
	}{
		{"", "/", "/"},
		{"", "/web/app.wasm", "/web/app.wasm"},
		{"", "web/bowling.css", "/web/bowling.css"},
		{"/bowling", "/", "/bowling"}, // GOAPP_ROOT_PREFIX: no trailing slash
		{"/bowling", "", "/bowling"},
		{"/bowling", "/app.js", "/bowling/app.js"},
		{"/bowling", "/web/icons/icon.svg", "/bowling/web/icons/icon.svg"},
		{"/bowling", "web/app.wasm", "/bowling/web/app.wasm"},
		{"/bowling", "https://example.com/x", "https://example.com/x"},
		{"/bowling", "//example.com/x", "//example.com/x"},
		{"/bowling", "#top", "#top"},
	}
	for _, tt := range tests {
		if got := baseResolver(tt.base).Resolve(tt.loc); got != tt.want {
			t.Errorf("baseResolver(%q).Resolve(%q) = %q, want %q", tt.base, tt.loc, got, tt.want)
		}
	}
}

func TestCleanBase(t *testing.T) {
	good := map[string]string{"": "/", "/": "/", "/bowling/": "/bowling/", "bowling": "/bowling/", "/club/bowling": "/club/bowling/"}
	for in, want := range good {
		if got, err := cleanBase(in); got != want || err != nil {
			t.Errorf("cleanBase(%q) = %q, %v; want %q, nil", in, got, err, want)
		}
	}
	for _, in := range []string{"/a/../b/", "/a//b/", "/a b/", "/a?x/", `/a"/`, "/%2e%2e/", `\a\`} {
		if got, err := cleanBase(in); err == nil {
			t.Errorf("cleanBase(%q) = %q, nil; want an error", in, got)
		}
	}
}
