//go:build !wasm

package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

const canary = "CANARY-outside-the-bundle-7f3a"

// fakeWeb writes a small bundle (app.wasm with real .br and .gz copies, a
// stylesheet, icons) into a temporary directory, and a canary file beside it,
// outside the bundle. It returns the web directory.
func fakeWeb(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	web := filepath.Join(root, "web")
	wasm := bytes.Repeat([]byte("\x00asm fake wasm for the handler tests "), 200)
	var br, gz bytes.Buffer
	bw := brotli.NewWriterLevel(&br, brotli.BestCompression)
	bw.Write(wasm)
	bw.Close()
	gw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	gw.Write(wasm)
	gw.Close()
	files := map[string][]byte{
		"../secret.txt":               []byte(canary),
		"app.wasm":                    wasm,
		"app.wasm.br":                 br.Bytes(),
		"app.wasm.gz":                 gz.Bytes(),
		"bowling.css":                 []byte("body { color: black; }\n"),
		"icons/icon-192.png":          []byte("png 192"),
		"icons/icon-512.png":          []byte("png 512"),
		"icons/icon-maskable-512.png": []byte("png maskable"),
		"icons/icon.svg":              []byte("<svg xmlns=\"http://www.w3.org/2000/svg\"/>"),
		".hidden":                     []byte(canary),
	}
	for name, data := range files {
		p := filepath.Join(web, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return web
}

// urlWriter passes the server's output on to a channel of URLs.
type urlWriter chan string

var urlRE = regexp.MustCompile(`serving on (http://\S+/)`)

func (w urlWriter) Write(p []byte) (int, error) {
	if m := urlRE.FindSubmatch(p); m != nil {
		w <- string(m[1])
	}
	return len(p), nil
}

// startRun runs the command in-process with args until the test ends, and
// returns its URL. The test fails if run does not return nil on shutdown.
func startRun(t *testing.T, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	urls := make(urlWriter, 1)
	done := make(chan error, 1)
	go func() { done <- run(ctx, append([]string{"-addr", "127.0.0.1:0"}, args...), urls) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("run after shutdown: %v", err)
		}
	})
	select {
	case u := <-urls:
		return u
	case err := <-done:
		t.Fatalf("run: %v", err)
	case <-time.After(30 * time.Second):
		t.Fatal("no URL printed within 30s")
	}
	return ""
}

// rawGet sends target as the request line as it is, which Go's client would
// clean, and returns the status and body.
func rawGet(t *testing.T, base, target string, header ...string) (int, http.Header, string) {
	t.Helper()
	addr := strings.TrimSuffix(strings.TrimPrefix(base, "http://"), "/")
	conn, err := net.DialTimeout("tcp", addr, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(10 * time.Second))
	req := "GET " + target + " HTTP/1.1\r\nHost: " + addr + "\r\nConnection: close\r\n"
	for _, h := range header {
		req += h + "\r\n"
	}
	if _, err := io.WriteString(conn, req+"\r\n"); err != nil {
		t.Fatal(err)
	}
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("GET %s: %v", target, err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res.StatusCode, res.Header, string(body)
}

func TestHeadersOnEveryResponse(t *testing.T) {
	base := startRun(t, "-web", fakeWeb(t))
	tests := []struct {
		method, path string
		want         int
	}{
		{"GET", "/", 200},
		{"GET", "/?embed=1", 200},
		{"HEAD", "/", 200},
		{"GET", "/app.js", 200},
		{"GET", "/wasm_exec.js", 200},
		{"GET", "/app-worker.js", 200},
		{"GET", "/app.css", 200},
		{"GET", "/manifest.webmanifest", 200},
		{"GET", "/web/app.wasm", 200},
		{"GET", "/web/bowling.css", 200},
		{"GET", "/web/icons/icon-192.png", 200},
		{"GET", "/web/icons/icon.svg", 200},
		{"GET", "/web/nope.css", 404},
		{"GET", "/robots.txt", 404},
		{"GET", "/nope", 404},
		{"GET", "/web/../secret.txt", 404},
		{"POST", "/", 405},
		{"DELETE", "/web/app.wasm", 405},
	}
	for _, tt := range tests {
		req, _ := http.NewRequest(tt.method, base+strings.TrimPrefix(tt.path, "/"), nil)
		if tt.path == "/web/../secret.txt" {
			req.URL.Opaque = "//" + req.URL.Host + tt.path // keep the dots
		}
		res, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != tt.want {
			t.Errorf("%s %s: status %d, want %d", tt.method, tt.path, res.StatusCode, tt.want)
		}
		h := res.Header
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
			"X-Content-Type-Options": "nosniff",
			"Referrer-Policy":        "no-referrer",
			"X-Frame-Options":        "SAMEORIGIN",
		} {
			if got := h.Get(name); got != want {
				t.Errorf("%s %s: %s = %q, want %q", tt.method, tt.path, name, got, want)
			}
		}
	}
}

func TestFrameAncestorsFlag(t *testing.T) {
	base := startRun(t, "-web", fakeWeb(t), "-frame-ancestors", "'self' https://club.example")
	res, err := http.Get(base)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if got := res.Header.Get("Content-Security-Policy"); !strings.HasSuffix(got, "frame-ancestors 'self' https://club.example") {
		t.Errorf("CSP = %q, want it to end with the embedding origins", got)
	}
	if got := res.Header.Get("X-Frame-Options"); got != "" {
		t.Errorf("X-Frame-Options = %q with other origins allowed, want none (it cannot list them)", got)
	}
}

func TestBadFlags(t *testing.T) {
	web := fakeWeb(t)
	tests := [][]string{
		{"-web", web, "-frame-ancestors", "'self'; script-src *"},
		{"-web", web, "-frame-ancestors", "https://a.example,https://b.example"},
		{"-web", web, "-static", t.TempDir(), "-base", "/a/../b/"},
		{"-web", web, "-static", t.TempDir(), "-base", "/a b/"},
		{"-web", filepath.Join(t.TempDir(), "missing")},
		{"-web", web, "extra"},
		{"-web", web, "-base", "/bowling/"},
	}
	for _, args := range tests {
		if err := run(context.Background(), append([]string{"-addr", "127.0.0.1:0"}, args...), io.Discard); err == nil {
			t.Errorf("run(%q) = nil, want an error", args)
		}
	}
}

func TestPrecompressed(t *testing.T) {
	web := fakeWeb(t)
	base := startRun(t, "-web", web)
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
	base := startRun(t, "-web", web)
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
	err := run(context.Background(), []string{"-addr", "127.0.0.1:0", "-web", web}, io.Discard)
	if err == nil {
		t.Fatal("run with a link out of the web directory = nil, want an error")
	}
}

// TestWasmHasNoServerCode keeps the server's packages out of app.wasm: linked
// in, they double its size.
func TestWasmHasNoServerCode(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}", ".")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	for _, pkg := range []string{"github.com/vearutop/statigz", "github.com/andybalholm/brotli", "net/http/httptest", "testing/fstest", "os/signal"} {
		if slices.Contains(strings.Fields(string(out)), pkg) {
			t.Errorf("the wasm build imports %s", pkg)
		}
	}
}

func TestServerTimeouts(t *testing.T) {
	s := newServer(http.NotFoundHandler())
	for name, d := range map[string]time.Duration{
		"ReadHeaderTimeout": s.ReadHeaderTimeout,
		"ReadTimeout":       s.ReadTimeout,
		"WriteTimeout":      s.WriteTimeout,
		"IdleTimeout":       s.IdleTimeout,
	} {
		if d <= 0 || d > 5*time.Minute {
			t.Errorf("%s = %v, want a bound", name, d)
		}
	}
	if s.MaxHeaderBytes <= 0 || s.MaxHeaderBytes > 1<<20 {
		t.Errorf("MaxHeaderBytes = %d, want a bound", s.MaxHeaderBytes)
	}
}

func TestShutdownOnCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var out bytes.Buffer
	urls := make(urlWriter, 1)
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"-addr", "127.0.0.1:0", "-web", fakeWeb(t)}, io.MultiWriter(urls, &syncWriter{w: &out}))
	}()
	select {
	case <-urls:
	case err := <-done:
		t.Fatal(err)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("run after cancel = %v, want nil", err)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("run did not return within 15s of cancel")
	}
}

type syncWriter struct{ w io.Writer }

func (s *syncWriter) Write(p []byte) (int, error) { return s.w.Write(p) }

func TestStaticBuild(t *testing.T) {
	dir := t.TempDir()
	var out bytes.Buffer
	if err := run(context.Background(), []string{"-static", dir, "-base", "/bowling/", "-web", fakeWeb(t)}, &out); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"index.html", "app.js", "wasm_exec.js", "app-worker.js", "app.css", "manifest.webmanifest",
		"web/app.wasm", "web/app.wasm.br", "web/app.wasm.gz", "web/bowling.css", "web/icons/icon-192.png", "web/icons/icon.svg"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("static build lacks %s: %v", f, err)
		}
	}
	for _, f := range []string{"web/.hidden", "secret.txt"} {
		if _, err := os.Stat(filepath.Join(dir, f)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("static build has %s, want it left out", f)
		}
	}
	read := func(name string) string {
		b, _ := os.ReadFile(filepath.Join(dir, name))
		return string(b)
	}
	page := read("index.html")
	for _, want := range []string{`src="/bowling/app.js"`, `href="/bowling/manifest.webmanifest"`, `href="/bowling/web/bowling.css"`, `http-equiv="Content-Security-Policy"`} {
		if !strings.Contains(page, want) {
			t.Errorf("index.html lacks %s", want)
		}
	}
	if strings.Contains(page, "<script>") {
		t.Error("index.html has an inline script")
	}
	if m := read("manifest.webmanifest"); !strings.Contains(m, `"scope": "/bowling/"`) || !strings.Contains(m, `"/bowling/web/icons/icon-maskable-512.png"`) {
		t.Errorf("manifest is not under /bowling/:\n%s", m)
	}
	if js := read("app.js"); !strings.Contains(js, `"/bowling/app-worker.js"`) || !strings.Contains(js, `"/bowling/web/app.wasm"`) {
		t.Error("app.js does not load the worker and the wasm from /bowling/")
	}
}
