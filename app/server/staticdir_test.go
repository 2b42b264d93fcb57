//go:build !wasm

package server

import (
	"errors"
	"maps"
	"os"
	"path/filepath"
	"testing"
)

// writeSome is a build that writes the files given, then fails with err if
// err is not nil.
func writeSome(files map[string]string, err error) func(string) ([]string, error) {
	return func(staging string) ([]string, error) {
		var wrote []string
		for name, data := range files {
			p := filepath.Join(staging, filepath.FromSlash(name))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				return nil, err
			}
			if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
				return nil, err
			}
			wrote = append(wrote, name)
		}
		return wrote, err
	}
}

func TestReplaceDir(t *testing.T) {
	web := fakeWeb(t)
	dir := t.TempDir()
	v1 := map[string]string{"index.html": "v1", "web/a.css": "a", "web/icons/b.png": "b"}
	if err := replaceDir(dir, web, false, writeSome(v1, nil)); err != nil {
		t.Fatal(err)
	}
	if got := tree(t, dir); got["index.html"] != "v1" || got["web/icons/b.png"] != "b" {
		t.Fatalf("first build: %q", files(got))
	}
	checkMarker(t, dir)

	// A build that fails after writing half its files changes nothing.
	before := tree(t, dir)
	disk := errors.New("disk full")
	if err := replaceDir(dir, web, false, writeSome(map[string]string{"index.html": "v2"}, disk)); !errors.Is(err, disk) {
		t.Fatalf("failing build = %v, want %v", err, disk)
	}
	if after := tree(t, dir); !maps.Equal(after, before) {
		t.Errorf("a failed build changed the folder: %q, was %q", files(after), files(before))
	}

	// The next build replaces every file of the first.
	v2 := map[string]string{"index.html": "v2", "web/c.css": "c"}
	if err := replaceDir(dir, web, false, writeSome(v2, nil)); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"index.html": "v2", "web/": "", "web/c.css": "c"}
	got := tree(t, dir)
	delete(got, markerName)
	if !maps.Equal(got, want) {
		t.Errorf("second build: %q, want %q", got, want)
	}
	checkMarker(t, dir)
}

func TestReplaceDirLeftovers(t *testing.T) {
	web := fakeWeb(t)
	// An interrupted first build leaves only its staging folder; an
	// interrupted rebuild leaves the old files beside the build.
	first := t.TempDir()
	writeTree(t, first, map[string]string{stagingPrefix + "123/index.html": "half"})
	again := t.TempDir()
	if err := replaceDir(again, web, false, writeSome(map[string]string{"index.html": "v1"}, nil)); err != nil {
		t.Fatal(err)
	}
	writeTree(t, again, map[string]string{oldPrefix + "456/index.html": "v0", stagingPrefix + "789/web/a.css": "half"})
	for _, dir := range []string{first, again} {
		if err := replaceDir(dir, web, false, writeSome(map[string]string{"index.html": "v2"}, nil)); err != nil {
			t.Errorf("build over leftovers: %v", err)
			continue
		}
		got := tree(t, dir)
		delete(got, markerName)
		if want := map[string]string{"index.html": "v2"}; !maps.Equal(got, want) {
			t.Errorf("build over leftovers: %q, want %q", got, want)
		}
	}
}
