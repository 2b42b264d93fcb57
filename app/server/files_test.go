//go:build !wasm

package server

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

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
}

func TestSafePath(t *testing.T) {
	tests := []struct {
		target string
		want   bool
	}{
		{"/", true},
		{"/web/app.wasm", true},
		{"/web/icons/icon.svg", true},
		{"/web/../secret.txt", false},
		{"/web/./app.wasm", false},
		{"/web/.hidden", false},
		{"/web//app.wasm", false},
		{"/web/%2e%2e/secret.txt", false},
		{"/web/..%2fsecret.txt", false},
		{"/web%2fapp.wasm", false},
		{"/web%5capp.wasm", false},
		{"/web/a%00.css", false},
	}
	for _, tt := range tests {
		u, err := url.ParseRequestURI(tt.target)
		if err != nil {
			t.Fatalf("ParseRequestURI(%q): %v", tt.target, err)
		}
		if got := safePath(u); got != tt.want {
			t.Errorf("safePath(%q) = %v, want %v", tt.target, got, tt.want)
		}
	}
}

func TestPrecompressed(t *testing.T) {
	web := fakeWeb(t)
	base := startServer(t, Options{WebDir: web})
	raw, _ := os.ReadFile(filepath.Join(web, "app.wasm"))
	br, _ := os.ReadFile(filepath.Join(web, "app.wasm.br"))
	gz, _ := os.ReadFile(filepath.Join(web, "app.wasm.gz"))
	tests := []struct {
		accept, encoding string
		body             []byte
	}{
		{"br, gzip", "br", br},
		{"gzip, deflate, br, zstd", "br", br},
		{"gzip", "gzip", gz},
		{"", "", raw},
	}
	etags := map[string]bool{}
	for _, tt := range tests {
		var h []string
		if tt.accept != "" {
			h = append(h, "Accept-Encoding: "+tt.accept)
		}
		code, hdr, body := rawGet(t, base, "/web/app.wasm", h...)
		if code != 200 || hdr.Get("Content-Encoding") != tt.encoding || body != string(tt.body) {
			t.Errorf("Accept-Encoding %q: %d, Content-Encoding %q, %d bytes; want 200, %q, %d bytes",
				tt.accept, code, hdr.Get("Content-Encoding"), len(body), tt.encoding, len(tt.body))
		}
		if !strings.Contains(hdr.Get("Vary"), "Accept-Encoding") {
			t.Errorf("Accept-Encoding %q: Vary = %q, want Accept-Encoding", tt.accept, hdr.Get("Vary"))
		}
		if ct := hdr.Get("Content-Type"); ct != "application/wasm" {
			t.Errorf("Accept-Encoding %q: Content-Type = %q, want application/wasm", tt.accept, ct)
		}
		etag := hdr.Get("Etag")
		if !regexp.MustCompile(`^"[^"]+"$`).MatchString(etag) {
			t.Errorf("Accept-Encoding %q: ETag = %q, want a quoted strong tag", tt.accept, etag)
		}
		etags[etag] = true
		h = append(h, "If-None-Match: "+etag)
		if code, _, _ := rawGet(t, base, "/web/app.wasm", h...); code != http.StatusNotModified {
			t.Errorf("Accept-Encoding %q, If-None-Match %s: status %d, want 304", tt.accept, etag, code)
		}
	}
	if len(etags) != 3 {
		t.Errorf("ETags %v: want one per encoding (br, gzip, none)", etags)
	}

	// The web directory's files without copies are compressed once, at start.
	if _, hdr, body := rawGet(t, base, "/web/bowling.css", "Accept-Encoding: gzip, br"); hdr.Get("Content-Encoding") != "br" || len(body) >= len(fakeCSS) {
		t.Errorf("/web/bowling.css: Content-Encoding %q, %d bytes of %d; want br, fewer", hdr.Get("Content-Encoding"), len(body), len(fakeCSS))
	}
	if _, hdr, body := rawGet(t, base, "/web/bowling.css"); hdr.Get("Content-Encoding") != "" || body != fakeCSS {
		t.Errorf("/web/bowling.css without Accept-Encoding: Content-Encoding %q, %d bytes; want none, the file", hdr.Get("Content-Encoding"), len(body))
	}
	// go-app's generated files are compressed once, at start.
	for _, p := range []string{"/app.js", "/wasm_exec.js", "/app-worker.js"} {
		if _, hdr, _ := rawGet(t, base, p, "Accept-Encoding: gzip, br"); hdr.Get("Content-Encoding") != "br" {
			t.Errorf("%s: Content-Encoding %q, want br", p, hdr.Get("Content-Encoding"))
		}
	}
	// The loader's progress counts the uncompressed size.
	if _, _, js := rawGet(t, base, "/app.js"); !strings.Contains(js, fmt.Sprintf(`goappWasmContentLength = "%d"`, len(raw))) {
		t.Errorf("app.js does not set WasmContentLength to %d", len(raw))
	}
}

// traversals are requests for the canary beside the web directory, or for
// other files outside the bundle, in the ways attackers spell them.
func traversals(web string) []string {
	secret := filepath.Join(filepath.Dir(web), "secret.txt")
	targets := []string{
		"/" + secret, "/web" + secret, "//" + secret, "/web/" + secret,
		"/web/%2f" + strings.TrimPrefix(secret, "/"), "/%2f" + strings.TrimPrefix(secret, "/"),
		"/etc/passwd", "//etc/passwd", "/web//etc/passwd", "/web/%2fetc%2fpasswd",
		"/web/..%00/secret.txt", "/web/secret.txt%00.css", "/web/%c0%ae%c0%ae/secret.txt",
		"/web/..%c0%af../secret.txt", "/web/.../secret.txt", "/web/....//secret.txt",
		"/web/.%2e/secret.txt", "/web/%2e./secret.txt", "/..;/secret.txt", "/web/..;/secret.txt",
		"/web/.hidden", "/web/%2ehidden", "/web/", "/web", "/web/icons/", "/.hidden",
		"http://127.0.0.1/../secret.txt", "/web/app.wasm/../../secret.txt",
	}
	for _, dots := range []string{"..", "%2e%2e", "%2E%2E", ".%2e", "%252e%252e", "%u002e%u002e"} {
		for _, sep := range []string{"/", "%2f", "%2F", "\\", "%5c", "%255c"} {
			targets = append(targets, "/web/"+dots+sep+dots+sep+"secret.txt")
			if len(targets) >= 70 {
				return targets
			}
		}
	}
	return targets
}

func TestNoFileOutsideTheBundle(t *testing.T) {
	web := fakeWeb(t)
	base := startServer(t, Options{WebDir: web})
	tries := traversals(web)
	if len(tries) < 50 {
		t.Fatalf("only %d traversal tries, want 50", len(tries))
	}
	for _, target := range tries {
		code, _, body := rawGet(t, base, target)
		if strings.Contains(body, canary) || strings.Contains(body, "root:x:0:0") {
			t.Errorf("GET %s: %d served a file outside the bundle", target, code)
		}
		if code == 200 {
			t.Errorf("GET %s: 200, want an error status", target)
		}
	}
}

func TestLinkOutOfTheBundleRefused(t *testing.T) {
	web := fakeWeb(t)
	if err := os.Symlink(filepath.Join(web, "..", "secret.txt"), filepath.Join(web, "link.txt")); err != nil {
		t.Skip("no symlinks here:", err)
	}
	if _, err := Handler(Options{WebDir: web}); err == nil {
		t.Fatal("Handler with a link out of the web directory = nil error, want one")
	}
}
