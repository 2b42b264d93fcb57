//go:build browser

// The static host of the start and tap benchmarks (floor_browser_test.go): both apps as
// static builds (server.GenerateStatic, through tenpin -static and hello -static), each under
// a sub-path of one in-process file server that serves them as a plain static host does, with
// the brotli copy of a file when the browser accepts brotli. Neither app gets anything the
// other does not.
package main

import (
	"errors"
	"io/fs"
	"mime"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// seedPath is a blank page of the static host's origin, where a benchmark stores what the
// next navigation should find in local storage.
const seedPath = "/seed"

// staticSite writes the static builds of tenpin and hello (from the bundles in tenpinWeb and
// helloWeb) into a temporary folder, under /tenpin/ and /hello/, serves that folder on
// 127.0.0.1 until the benchmark ends and returns the apps' URLs.
func staticSite(t testing.TB, tenpinWeb, helloWeb string) (tenpinURL, helloURL string) {
	t.Helper()
	root := t.TempDir()
	for _, b := range []struct{ bin, web, base string }{
		{tenpinBin, tenpinWeb, "/tenpin/"},
		{helloBin, helloWeb, "/hello/"},
	} {
		out, err := exec.Command(b.bin, "-static", filepath.Join(root, strings.Trim(b.base, "/")), "-web", b.web, "-base", b.base).CombinedOutput()
		if err != nil {
			t.Fatalf("%s -static: %v\n%s", filepath.Base(b.bin), err, out)
		}
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: staticHost{root: root}, ReadHeaderTimeout: 5 * time.Second}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	base := "http://" + ln.Addr().String()
	return base + "/tenpin/", base + "/hello/"
}

// staticHost serves the files under root: a folder's index.html for a path that ends in a
// slash, the file's .br copy with Content-Encoding: br when there is one and the request
// accepts brotli, and 404 for anything else. Every response says no-cache, as the tenpin
// server does.
type staticHost struct{ root string }

func (h staticHost) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-cache")
	if r.URL.Path == seedPath {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte("<!doctype html><title>seed</title>"))
		return
	}
	p := path.Clean(r.URL.Path)
	if strings.HasSuffix(r.URL.Path, "/") {
		p = path.Join(p, "index.html")
	}
	name := filepath.Join(h.root, filepath.FromSlash(p))
	ctype := mime.TypeByExtension(path.Ext(p))
	if path.Ext(p) == ".webmanifest" {
		ctype = "application/manifest+json"
	}
	if ctype == "" || strings.Contains(p, "/.") {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", ctype)
	w.Header().Set("Vary", "Accept-Encoding")
	if strings.Contains(r.Header.Get("Accept-Encoding"), "br") {
		if _, err := os.Stat(name + ".br"); err == nil {
			w.Header().Set("Content-Encoding", "br")
			name += ".br"
		}
	}
	f, err := os.Open(name)
	if errors.Is(err, fs.ErrNotExist) {
		http.NotFound(w, r)
		return
	}
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || fi.IsDir() {
		http.NotFound(w, r)
		return
	}
	http.ServeContent(w, r, "", fi.ModTime(), f)
}
