//go:build !wasm

package app

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

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

func TestWebFiles(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"app.wasm", "app.wasm.br", "app.wasm.gz", "bowling.css", "icons/icon.svg", ".hidden", ".git/config", "screenshot.png"} {
		p := filepath.Join(dir, filepath.FromSlash(f))
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(f), 0o644)
	}
	got, err := webFiles(dir)
	want := []string{"app.wasm", "bowling.css", "icons/icon.svg"}
	if err != nil || !slices.Equal(got, want) {
		t.Errorf("webFiles = %q, %v; want %q", got, err, want)
	}
	v1, _ := hashFiles(dir, got)
	v2, _ := hashFiles(dir, got)
	os.WriteFile(filepath.Join(dir, "bowling.css"), []byte("changed"), 0o644)
	v3, _ := hashFiles(dir, got)
	if v1 != v2 || v1 == v3 || len(v1) != 16 {
		t.Errorf("versions %q, %q, %q: want stable, then new when a file changes", v1, v2, v3)
	}
}
