//go:build !wasm

package server

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckSafeRoot checks the root without a build: a refusal that failed
// there would empty the machine.
func TestCheckSafeRoot(t *testing.T) {
	web := fakeWeb(t)
	root := filepath.VolumeName(web) + string(filepath.Separator)
	if err := checkSafe(root, web); !errors.Is(err, ErrUnsafeDir) || !strings.Contains(err.Error(), "root") {
		t.Errorf("checkSafe(%q) = %v, want %v about the root", root, err, ErrUnsafeDir)
	}
	if err := checkSafe(filepath.Join(t.TempDir(), "dist"), web); err != nil {
		t.Errorf("checkSafe(a new temporary folder) = %v, want nil", err)
	}
}

func TestWithin(t *testing.T) {
	tests := []struct {
		p, parent string
		want      bool
	}{
		{"/a/b", "/a/b", true},
		{"/a/b/c", "/a/b", true},
		{"/a/b/..c", "/a/b", true},
		{"/a/bc", "/a/b", false},
		{"/a", "/a/b", false},
		{"/x/y", "/a", false},
	}
	for _, tt := range tests {
		if got := within(filepath.FromSlash(tt.p), filepath.FromSlash(tt.parent)); got != tt.want {
			t.Errorf("within(%q, %q) = %v, want %v", tt.p, tt.parent, got, tt.want)
		}
	}
}
