//go:build !wasm

package server

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

// canary is the content of files outside the bundle, which no response may
// ever carry.
const canary = "CANARY-outside-the-bundle-7f3a"

// fakeWeb writes a small bundle (app.wasm with real .br and .gz copies, the
// office's office.wasm, a stylesheet, icons) into a temporary directory, and a canary file beside it,
// outside the bundle. It returns the web directory.
// fakeCSS is the fake bundle's stylesheet: big enough to be worth compressing.
var fakeCSS = strings.Repeat(".pin { color: black; border: 3px solid blue; }\n", 40)

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
		"office.wasm":                 append([]byte("\x00asm office "), wasm...),
		"bowling.css":                 []byte(fakeCSS),
		"office.css":                  []byte(".league-screen { color: navy; }\n"),
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

// startServer serves Handler(opt) until the test ends and returns its URL,
// ending in a slash.
func startServer(t *testing.T, opt Options) string {
	t.Helper()
	h, err := Handler(opt)
	if err != nil {
		t.Fatalf("Handler: %v", err)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv.URL + "/"
}

// rawGet sends target as the request line as it is, which Go's client would
// clean, and returns the status, header and body.
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

// routes are requests to the handler and the status each must get; the
// header tests send them too.
var routes = []struct {
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

// do sends the request of a routes entry to base, keeping dot segments.
func do(t *testing.T, base, method, path string) *http.Response {
	t.Helper()
	req, err := http.NewRequest(method, base+strings.TrimPrefix(path, "/"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(path, "..") {
		req.URL.Opaque = "//" + req.URL.Host + path // keep the dots
	}
	res, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res
}

func TestRouting(t *testing.T) {
	base := startServer(t, Options{WebDir: fakeWeb(t)})
	for _, tt := range routes {
		res := do(t, base, tt.method, tt.path)
		if res.StatusCode != tt.want {
			t.Errorf("%s %s: status %d, want %d", tt.method, tt.path, res.StatusCode, tt.want)
		}
		if tt.want == 405 && res.Header.Get("Allow") != "GET, HEAD" {
			t.Errorf("%s %s: Allow = %q, want %q", tt.method, tt.path, res.Header.Get("Allow"), "GET, HEAD")
		}
		if tt.want == 200 && res.Header.Get("Cache-Control") != "no-cache" {
			t.Errorf("%s %s: Cache-Control = %q, want no-cache (the URLs carry no version)", tt.method, tt.path, res.Header.Get("Cache-Control"))
		}
	}
}
