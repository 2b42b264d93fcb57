//go:build !wasm

package server

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// While a build moves in, the new files wait in a staging folder and the old
// ones in an old folder, both inside the build's folder: the swap is then a
// few renames within one file system, and the folder itself stays the same
// folder (a mount point, or a bind mount into a container, keeps working).
// Leftovers of an interrupted build carry these prefixes and are removed by
// the next one.
const (
	stagingPrefix = ".tenpin-staging-"
	oldPrefix     = ".tenpin-old-"
)

// leftover reports whether rel is a staging or old folder of a build.
func leftover(rel string) bool {
	return !strings.Contains(rel, "/") && (strings.HasPrefix(rel, stagingPrefix) || strings.HasPrefix(rel, oldPrefix))
}

// replaceDir makes dir hold what write puts into an empty folder, and nothing
// else. write gets the path of an empty staging folder and returns the slash
// paths of the files it wrote there, which the marker then lists. dir is
// refused with ErrUnsafeDir when checkSafe refuses it, and with ErrNotABuild
// when it holds files that the marker of an earlier build does not list,
// unless force. dir's files stay as they are until write has succeeded: the
// staging folder is a hidden folder inside dir, removed in the end.
func replaceDir(dir, webDir string, force bool, write func(staging string) ([]string, error)) (err error) {
	resolved, err := realPath(dir)
	if err != nil {
		return err
	}
	if err := checkSafe(resolved, webDir); err != nil {
		return err
	}
	info, err := os.Stat(resolved)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		var undo func()
		if undo, err = mkdirAll(resolved); err != nil {
			return err
		}
		defer func() {
			if err != nil {
				undo()
			}
		}()
	case err != nil:
		return err
	case !info.IsDir():
		return fmt.Errorf("server: static build: %s is a file, not a folder", dir)
	case !force:
		if err := checkOurs(dir, resolved); err != nil {
			return err
		}
	}

	staging, err := os.MkdirTemp(resolved, stagingPrefix+"*")
	if err != nil {
		return err
	}
	defer os.RemoveAll(staging)
	files, err := write(staging)
	if err != nil {
		return err
	}
	if err := writeMarker(filepath.Join(staging, markerName), files); err != nil {
		return err
	}
	return swap(resolved, staging)
}

// swap moves every entry of dir but staging into a new old folder, then the
// entries of staging into dir, and removes the old folder. When a step fails
// it moves back what it had moved, so that dir is as it was.
func swap(dir, staging string) (err error) {
	old, err := os.MkdirTemp(dir, oldPrefix+"*")
	if err != nil {
		return err
	}
	type move struct{ from, to string }
	var done []move
	defer func() {
		if err != nil {
			for _, m := range slices.Backward(done) {
				os.Rename(m.to, m.from)
			}
			os.Remove(old)
			err = fmt.Errorf("server: static build: moving the build into place: %w", err)
		}
	}()
	moveAll := func(from, to string, skip ...string) error {
		entries, err := os.ReadDir(from)
		if err != nil {
			return err
		}
		for _, e := range entries {
			if slices.Contains(skip, e.Name()) {
				continue
			}
			m := move{filepath.Join(from, e.Name()), filepath.Join(to, e.Name())}
			if err := os.Rename(m.from, m.to); err != nil {
				return err
			}
			done = append(done, m)
		}
		return nil
	}
	if err := moveAll(dir, old, filepath.Base(staging), filepath.Base(old)); err != nil {
		return err
	}
	if err := moveAll(staging, dir); err != nil {
		return err
	}
	done = nil // in place: a failure to remove the old files undoes nothing
	return os.RemoveAll(old)
}

// mkdirAll creates dir and its missing parents, and returns a func that
// removes those it created while they are empty.
func mkdirAll(dir string) (undo func(), err error) {
	var created []string
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Lstat(d); err == nil || filepath.Dir(d) == d {
			break
		}
		created = append(created, d)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	return func() {
		for _, d := range created { // deepest first
			os.Remove(d)
		}
	}, nil
}
