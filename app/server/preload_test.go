//go:build !wasm

package server

import (
	"regexp"
	"testing"
)

// The office's page preloads the very URL that go-app's app.js fetches, under every base, so
// that the browser hands app.js the preloaded response instead of downloading app.wasm twice
// (the browser test of the start checks that it does). The lane's page has no preload: its
// first script fetches the lane's client, the same URL as its app.js, sooner still.
func TestWasmPreload(t *testing.T) {
	fetched := regexp.MustCompile(`fetchWithProgress\("([^"]+)"`)
	preload := regexp.MustCompile(`<link rel="preload" href="([^"]+)" as="fetch" crossorigin>`)
	early := regexp.MustCompile(`<script>[^<]*var u="([^"]+)";`)
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
		switch first := early.FindSubmatch(page); {
		case js == nil:
			t.Fatalf("base %q: app.js no longer fetches the wasm with fetchWithProgress: check the preload against go-app's loader", tt.base)
		case preload.Match(page):
			t.Errorf("base %q (static %v): the lane's page preloads app.wasm, which its first script fetches", tt.base, tt.static)
		case first == nil || string(first[1]) != string(js[1]) || string(js[1]) != tt.want:
			t.Errorf("base %q (static %v): the lane's first script fetches %q, app.js %q, want both %q", tt.base, tt.static, first, js, tt.want)
		}
		officePage, err := b.office.page("/")
		if err != nil {
			t.Fatal(err)
		}
		officeJS := fetched.FindSubmatch(b.office.root["app.js"].Data)
		if link := preload.FindSubmatch(officePage); link == nil || officeJS == nil || string(link[1]) != string(officeJS[1]) {
			t.Errorf("base %q (static %v): the office's page preloads %q, its app.js fetches %q, want the same", tt.base, tt.static, link, officeJS)
		}
	}
}
