package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestPinsHoldForThisModule checks that go.mod requires the go-app the swaps were written for,
// with each swapped file unchanged: a go-app upgrade fails here, in go test, before any build.
func TestPinsHoldForThisModule(t *testing.T) {
	mod, err := goAppModule()
	if err != nil {
		t.Fatal(err)
	}
	if err := checkPins(mod.Version, mod.Dir); err != nil {
		t.Error(err)
	}
}

func TestCheckPinsSaysWhatToRecheck(t *testing.T) {
	dir := t.TempDir()
	for _, s := range pinned() {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, s.file)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, s.file), []byte("package app\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name, version, dir string
		want               []string
	}{
		{"another version", "v10.2.0", dir, []string{"v10.2.0", goAppVersion, "cmd/wasm/_goapp", "pkg/app/http.go", "SHA-256"}},
		{"changed files", goAppVersion, dir, []string{"pkg/app/http.go", "pkg/app/crypto.go", "cmd/wasm/_goapp", "SHA-256"}},
		{"a file gone", goAppVersion, t.TempDir(), []string{"has no pkg/app/http.go", "cmd/wasm/_goapp"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := checkPins(tt.version, tt.dir)
			if err == nil {
				t.Fatalf("checkPins(%s) = nil, want an error", tt.version)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("checkPins(%s) = %q, want it to name %q", tt.version, err, w)
				}
			}
		})
	}
}

// TestEditsApply checks that each edit applies to go-app's file as go.mod has it: every old
// text is there once.
func TestEditsApply(t *testing.T) {
	mod, err := goAppModule()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range edits {
		data, err := os.ReadFile(filepath.Join(mod.Dir, e.file))
		if err != nil {
			t.Fatal(err)
		}
		if len(e.replace)%2 != 0 {
			t.Errorf("edit of %s: %d texts, want old and new pairs", e.file, len(e.replace))
		}
		got, err := e.apply(data)
		if err != nil {
			t.Error(err)
			continue
		}
		for i := 1; i < len(e.replace); i += 2 {
			if !strings.Contains(string(got), e.replace[i]) {
				t.Errorf("edited %s lacks %q", e.file, e.replace[i])
			}
		}
	}
}

func TestEditRefusesTextNotThereOnce(t *testing.T) {
	e := edit{file: "pkg/app/x.go", replace: []string{"a", "b"}}
	for _, data := range []string{"none", "a and a"} {
		if _, err := e.apply([]byte(data)); err == nil || !strings.Contains(err.Error(), "cmd/wasm/swap.go") {
			t.Errorf("apply(%q) = %v, want an error naming where the edit is", data, err)
		}
	}
}

// TestSwapsAreOurFiles checks that every swap has its file in _goapp/, and that _goapp/ holds
// nothing else that a reader would take for part of the build.
func TestSwapsAreOurFiles(t *testing.T) {
	ours := map[string]bool{}
	for _, s := range swaps {
		ours[s.ours] = true
		data, err := os.ReadFile(filepath.Join("_goapp", s.ours))
		if err != nil {
			t.Errorf("swap of %s: %v", s.file, err)
			continue
		}
		if !strings.Contains(string(data), "Replaces go-app "+goAppVersion+"'s "+s.file) {
			t.Errorf("_goapp/%s does not say it replaces go-app %s's %s", s.ours, goAppVersion, s.file)
		}
	}
	entries, err := os.ReadDir("_goapp")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !ours[e.Name()] {
			t.Errorf("_goapp/%s is in no swap", e.Name())
		}
	}
}

// TestNoGoAppStates checks that tenpin's code calls none of go-app's state functions, which
// the client build leaves out (the edit of engine.go): a call would stop the app.
func TestNoGoAppStates(t *testing.T) {
	root := filepath.Join("..", "..")
	calls := regexp.MustCompile(`\.(SetState|GetState|ObserveState|DelState)\(`)
	for _, dir := range []string{"app", "cmd"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
				return err
			}
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			if m := calls.Find(data); m != nil {
				t.Errorf("%s calls go-app's %s, which cmd/wasm's edit of engine.go leaves out of the client", path, m[1:len(m)-1])
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}
