//go:build !wasm

package server

import (
	"regexp"
	"testing"
)

// The page preloads the very URL that go-app's app.js fetches, under every base, so that the
// browser hands app.js the preloaded response instead of downloading app.wasm twice (the
// browser test of the start checks that it does).
func TestWasmPreload(t *testing.T) {
	fetched := regexp.MustCompile(`fetchWithProgress\("([^"]+)"`)
	preload := regexp.MustCompile(`<link rel="preload" href="([^"]+)" as="fetch" crossorigin>`)
	for _, tt := range []struct {
		base   string
		static bool
		want   string
	}{
		{"/", false, "/web/app.wasm"},
		{"/", true, "/web/app.wasm"},
		{"/bowling/", true, "/bowling/web/app.wasm"},
		{"/club/lanes/", true, "/club/lanes/web/app.wasm"},
	} {
		b, err := newBundle(Options{WebDir: fakeWeb(t), Base: tt.base}, tt.static)
		if err != nil {
			t.Fatal(err)
		}
		page, err := b.page("/")
		if err != nil {
			t.Fatal(err)
		}
		js := fetched.FindSubmatch(b.root["app.js"].Data)
		link := preload.FindSubmatch(page)
		switch {
		case js == nil:
			t.Fatalf("base %q: app.js no longer fetches the wasm with fetchWithProgress: check the preload against go-app's loader", tt.base)
		case link == nil:
			t.Errorf("base %q (static %v): the page has no preload of app.wasm", tt.base, tt.static)
		case string(link[1]) != string(js[1]) || string(js[1]) != tt.want:
			t.Errorf("base %q (static %v): preload of %q, app.js fetches %q, want both %q", tt.base, tt.static, link[1], js[1], tt.want)
		}
	}
}
