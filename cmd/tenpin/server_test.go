//go:build !wasm

package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

// fakeWeb writes the least bundle the server starts with (app.wasm and a
// stylesheet) into a temporary directory and returns it. The server's own
// tests, in app/server, use a fuller one.
func fakeWeb(t *testing.T) string {
	t.Helper()
	web := filepath.Join(t.TempDir(), "web")
	if err := os.MkdirAll(web, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string]string{"app.wasm": "\x00asm fake", "office.wasm": "\x00asm office", "bowling.css": "body {}\n"} {
		if err := os.WriteFile(filepath.Join(web, name), []byte(data), 0o644); err != nil {
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
		done <- nil // for the cleanup, which waits for run to end
		t.Fatalf("run: %v", err)
	case <-time.After(30 * time.Second):
		t.Fatal("no URL printed within 30s")
	}
	return ""
}

func TestServes(t *testing.T) {
	base := startRun(t, "-web", fakeWeb(t))
	for _, p := range []string{"", "web/app.wasm"} {
		res, err := http.Get(base + p)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != 200 || res.Header.Get("Content-Security-Policy") == "" {
			t.Errorf("GET /%s: %d, CSP %q; want 200 with a CSP", p, res.StatusCode, res.Header.Get("Content-Security-Policy"))
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
}

func TestBadFlags(t *testing.T) {
	web := fakeWeb(t)
	tests := []struct {
		args []string
		want string // in the error
	}{
		{[]string{"-web", web, "-frame-ancestors", "'self'; script-src *"}, "frame ancestor"},
		{[]string{"-web", web, "-frame-ancestors", "https://a.example,https://b.example"}, "frame ancestor"},
		{[]string{"-web", web, "-static", t.TempDir(), "-base", "/a/../b/"}, "base"},
		{[]string{"-web", web, "-static", t.TempDir(), "-base", "/a b/"}, "base"},
		{[]string{"-web", filepath.Join(t.TempDir(), "missing")}, "missing"},
		{[]string{"-web", web, "extra"}, "unexpected arguments"},
		{[]string{"-web", web, "-base", "/bowling/"}, "-base applies to -static only"},
		{[]string{"-web", web, "-force"}, "-force applies to -static only"},
		{[]string{"-web", web, "-nope"}, "-nope"},
	}
	for _, tt := range tests {
		err := run(context.Background(), append([]string{"-addr", "127.0.0.1:0"}, tt.args...), io.Discard)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("run(%q) = %v, want an error about %q", tt.args, err, tt.want)
		}
	}
}

func TestHelp(t *testing.T) {
	err := run(context.Background(), []string{"-h"}, io.Discard)
	if !errors.Is(err, flag.ErrHelp) {
		t.Fatalf("run(-h) = %v, want flag.ErrHelp", err)
	}
	var stderr bytes.Buffer
	if code := exitCode(err, &stderr); code != 0 || stderr.Len() != 0 {
		t.Errorf("exitCode(ErrHelp) = %d, printing %q; want 0 and nothing more", code, stderr.String())
	}
	if code := exitCode(nil, &stderr); code != 0 || stderr.Len() != 0 {
		t.Errorf("exitCode(nil) = %d, printing %q; want 0 and nothing", code, stderr.String())
	}
	if code := exitCode(errors.New("no app.wasm"), &stderr); code != 1 || stderr.String() != "tenpin: no app.wasm\n" {
		t.Errorf("exitCode(error) = %d, printing %q; want 1 and the error", code, stderr.String())
	}
}

// TestWasmHasNoServerCode keeps the server's packages out of app.wasm: linked
// in, they double its size. app/server's build tag also stops a wasm build
// that imports it; go list -e still names it then.
func TestWasmHasNoServerCode(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command:", err)
	}
	cmd := exec.Command("go", "list", "-e", "-deps", "-f", "{{.ImportPath}}", ".")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	deps := strings.Fields(string(out))
	if !slices.Contains(deps, "tenpin/app") {
		t.Fatalf("go list names %d packages without tenpin/app: not the wasm build's list", len(deps))
	}
	for _, pkg := range []string{"tenpin/app/server", "github.com/vearutop/statigz", "github.com/andybalholm/brotli", "net/http/httptest", "testing/fstest", "os/signal"} {
		if slices.Contains(deps, pkg) {
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

func TestStaticFlag(t *testing.T) {
	web := fakeWeb(t)
	dir := filepath.Join(t.TempDir(), "dist")
	var out bytes.Buffer
	if err := run(context.Background(), []string{"-static", dir, "-base", "/bowling/", "-web", web}, &out); err != nil {
		t.Fatal(err)
	}
	if want := "tenpin: wrote a static build for /bowling/ into " + dir + "\n"; out.String() != want {
		t.Errorf("run printed %q, want %q", out.String(), want)
	}
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil || !strings.Contains(string(page), `src="/bowling/app.js"`) {
		t.Errorf("index.html: %v; want a page that loads /bowling/app.js", err)
	}
}

func TestForceFlag(t *testing.T) {
	web := fakeWeb(t)
	dir := t.TempDir()
	notes := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(notes, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := run(context.Background(), []string{"-static", dir, "-web", web}, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "notes.txt") || !strings.Contains(err.Error(), "pass -force") {
		t.Errorf("-static into a folder with notes.txt = %v, want a refusal that names it and -force", err)
	}
	if _, err := os.Stat(notes); err != nil {
		t.Fatalf("the refused build touched notes.txt: %v", err)
	}
	if err := run(context.Background(), []string{"-static", dir, "-force", "-web", web}, io.Discard); err != nil {
		t.Fatalf("-static -force: %v", err)
	}
	if _, err := os.Stat(notes); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("-static -force kept notes.txt: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		t.Errorf("-static -force wrote no index.html: %v", err)
	}
}
