//go:build !wasm

package server

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestVersion(t *testing.T) {
	dir := fakeWeb(t)
	files, err := webFiles(dir)
	if err != nil {
		t.Fatal(err)
	}
	v1, _ := hashFiles(dir, files)
	v2, _ := hashFiles(dir, files)
	os.WriteFile(filepath.Join(dir, "bowling.css"), []byte("changed"), 0o644)
	v3, _ := hashFiles(dir, files)
	if v1 != v2 || v1 == v3 || !regexp.MustCompile(`^[0-9a-f]{16}$`).MatchString(v1) {
		t.Errorf("versions %q, %q, %q: want 16 hex digits, stable, then new when a file changes", v1, v2, v3)
	}

	// The worker carries the version: a new one is how browsers see an update.
	for _, tt := range []struct{ version, want string }{{"", v3}, {"v42", "v42"}} {
		b, err := newBundle(Options{WebDir: dir, Version: tt.version}, false)
		if err != nil {
			t.Fatal(err)
		}
		if js := string(b.root["app-worker.js"].Data); !strings.Contains(js, `const version = "`+tt.want+`";`) {
			t.Errorf("Version %q: app-worker.js does not carry version %q", tt.version, tt.want)
		}
	}
}

func TestBadOptions(t *testing.T) {
	web := fakeWeb(t)
	noWasm := t.TempDir()
	os.WriteFile(filepath.Join(noWasm, "bowling.css"), []byte("body {}"), 0o644)
	tests := []struct {
		name string
		opt  Options
		is   error
	}{
		{"frame ancestors that end the directive", Options{WebDir: web, FrameAncestors: []string{"'self'; script-src *"}}, nil},
		{"frame ancestors with a comma", Options{WebDir: web, FrameAncestors: []string{"https://a.example,https://b.example"}}, nil},
		{"base with dot segments", Options{WebDir: web, Base: "/a/../b/"}, nil},
		{"base with a space", Options{WebDir: web, Base: "/a b/"}, nil},
		{"missing web directory", Options{WebDir: filepath.Join(t.TempDir(), "missing")}, nil},
		{"no app.wasm", Options{WebDir: noWasm}, ErrNoWasm},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Handler(tt.opt)
			if err == nil {
				t.Fatalf("Handler(%+v) = nil error, want one", tt.opt)
			}
			if tt.is != nil && !errors.Is(err, tt.is) {
				t.Errorf("Handler(%+v) = %v, want %v", tt.opt, err, tt.is)
			}
		})
	}
}

// greeting is a page that is not tenpin's, for the Routes option.
type greeting struct{ app.Compo }

func (g *greeting) Render() app.UI { return app.P().Text("hello from another app") }

func TestRoutesOption(t *testing.T) {
	web := fakeWeb(t)
	page := func(opt Options) string {
		b, err := newBundle(opt, false)
		if err != nil {
			t.Fatal(err)
		}
		p, err := b.page("/")
		if err != nil {
			t.Fatal(err)
		}
		return string(p)
	}
	other := page(Options{WebDir: web, Routes: func() { app.Route("/", func() app.Composer { return &greeting{} }) }})
	if !strings.Contains(other, "hello from another app") {
		t.Error("the page does not render the pages Options.Routes registers")
	}
	// Nil means tenpin's pages, registered again over the other app's.
	if own := page(Options{WebDir: web}); strings.Contains(own, "hello from another app") || !strings.Contains(own, `data-testid="start-game"`) {
		t.Error("with Routes nil, the page is not tenpin's")
	}
}
