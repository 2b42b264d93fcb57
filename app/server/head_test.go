//go:build !wasm

package server

import (
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestPageHead checks the page as served, as a HEAD request counts it and as a static build
// writes it (under a base path): no empty author, no Open Graph address or picture of
// "https://" with no host and no English jargon for the loading screen's spinner, while the
// title and description a link preview shows stay, and the length sent is the page's.
func TestPageHead(t *testing.T) {
	base := startServer(t, Options{WebDir: fakeWeb(t)})
	status, hdr, served := rawGet(t, base, "/")
	if status != http.StatusOK {
		t.Fatalf("GET /: status %d", status)
	}
	if n, err := strconv.Atoi(hdr.Get("Content-Length")); err == nil && n != len(served) {
		t.Errorf("GET /: Content-Length %d for a page of %d bytes", n, len(served))
	}
	resp, err := http.Head(base)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if n := resp.ContentLength; n >= 0 && n != int64(len(served)) {
		t.Errorf("HEAD /: Content-Length %d for a page of %d bytes", n, len(served))
	}
	dir := filepath.Join(t.TempDir(), "site")
	if err := GenerateStatic(dir, Options{WebDir: fakeWeb(t), Base: "/bowling/"}); err != nil {
		t.Fatal(err)
	}
	static, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	for name, page := range map[string]string{"served": served, "static": string(static)} {
		for _, bad := range []string{`<meta name="author"`, `"https://"`, `"https:///`, `wasm loader icon`} {
			if strings.Contains(page, bad) {
				t.Errorf("%s page: has %s", name, bad)
			}
		}
		for _, good := range []string{`name="description"`, `property="og:title"`, `property="og:description"`, `var u="`, `alt=""`} {
			if !strings.Contains(page, good) {
				t.Errorf("%s page: lacks %s", name, good)
			}
		}
		// go-app's scripts are fetched as urgent, still deferred, in their order.
		var srcs []string
		for _, tag := range regexp.MustCompile(`<script [^>]*src="[^"]*"[^>]*>`).FindAllString(page, -1) {
			if !strings.Contains(tag, " defer") || !strings.Contains(tag, ` fetchpriority="high"`) {
				t.Errorf("%s page: %s is not deferred and urgent", name, tag)
			}
			srcs = append(srcs, tag[strings.Index(tag, `src="`):])
		}
		if want := map[string]string{"served": "/", "static": "/bowling/"}[name]; len(srcs) != 2 || !strings.HasPrefix(srcs[0], `src="`+want+`wasm_exec.js"`) || !strings.HasPrefix(srcs[1], `src="`+want+`app.js"`) {
			t.Errorf("%s page: scripts %q, want wasm_exec.js then app.js", name, srcs)
		}
	}
}
