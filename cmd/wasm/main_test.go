package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestRunTwice builds a client twice into the same file, as a second make build does: the
// second must be the first, not its own output merged again (go build leaves a target it
// finds up to date alone, and merged, the tables written at start read as zeros to keep).
func TestRunTwice(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a WebAssembly client twice")
	}
	out := filepath.Join(t.TempDir(), "web", "tiny.wasm")
	var builds [][]byte
	for range 2 {
		if err := run("./testdata/tiny", out, "", false, defaultGap); err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		builds = append(builds, b)
	}
	if !bytes.Equal(builds[0], builds[1]) {
		t.Errorf("the second build is %d bytes, the first %d", len(builds[1]), len(builds[0]))
	}
	if ids, _ := sectionsOf(t, builds[0]); !bytes.Contains(ids, []byte{sectionStart}) {
		t.Errorf("sections %v: no start function, so nothing was left out for it to write", ids)
	}
	if fi, err := os.Stat(out); err != nil || fi.Mode().Perm() != 0o644 {
		t.Errorf("the client's mode is %v (%v), want 0644 for a web server to read", fi.Mode(), err)
	}
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(out), ".*"))
	if len(left) > 0 {
		t.Errorf("left beside the client: %v", left)
	}
}
