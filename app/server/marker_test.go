//go:build !wasm

package server

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

func TestReadMarker(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, markerName)
	good := markerHeader + "\nindex.html\nweb/app.wasm\n"
	os.WriteFile(name, []byte(good), 0o644)
	if got, err := readMarker(name); err != nil || len(got) != 2 || !got["index.html"] || !got["web/app.wasm"] {
		t.Errorf("readMarker(%q) = %v, %v; want index.html and web/app.wasm", good, got, err)
	}
	for _, bad := range []string{
		"", "index.html\n", "# tenpin\nindex.html\n",
		markerHeader + "\n../outside.txt\n", markerHeader + "\n/etc/passwd\n", markerHeader + "\nweb//a\n",
		markerHeader + "\n.\n", markerHeader + "\nweb/./a\n", markerHeader + "\n" + `web\a` + "\n",
		markerHeader + "\n" + markerName + "\n",
	} {
		os.WriteFile(name, []byte(bad), 0o644)
		if got, err := readMarker(name); err == nil {
			t.Errorf("readMarker(%q) = %v, nil; want an error", bad, got)
		}
	}
	if _, err := readMarker(filepath.Join(dir, "missing")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("readMarker(missing) = %v, want ErrNotExist", err)
	}
}
