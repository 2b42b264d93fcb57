//go:build !wasm

package server

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestGenerateStatic(t *testing.T) {
	dir := t.TempDir()
	if err := GenerateStatic(dir, Options{WebDir: fakeWeb(t), Base: "/bowling/"}); err != nil {
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
