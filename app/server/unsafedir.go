//go:build !wasm

package server

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// ErrUnsafeDir is returned by GenerateStatic for a folder that a build must
// never replace, even with Options.Force: the file system's root, the home
// folder, the working folder or one that holds it, the web folder, a folder
// inside it or one that holds it.
var ErrUnsafeDir = errors.New("server: a static build must never replace this folder")

// checkSafe refuses, with ErrUnsafeDir, a folder (an absolute path without
// symbolic links) that a build must never replace.
func checkSafe(resolved, webDir string) error {
	refuse := func(why string, args ...any) error {
		return fmt.Errorf("%w: %s %s", ErrUnsafeDir, resolved, fmt.Sprintf(why, args...))
	}
	if filepath.Dir(resolved) == resolved {
		return refuse("is the root of the file system")
	}
	if home, err := os.UserHomeDir(); err == nil {
		if home, err := realPath(home); err == nil && home == resolved {
			return refuse("is the home folder")
		}
	}
	if wd, err := os.Getwd(); err == nil {
		if wd, err := realPath(wd); err == nil && wd == resolved {
			return refuse("is the working folder")
		} else if err == nil && within(wd, resolved) {
			return refuse("holds the working folder %s", wd)
		}
	}
	web, err := realPath(webDir)
	if err != nil {
		return err
	}
	switch {
	case web == resolved:
		return refuse("is the web folder")
	case within(web, resolved):
		return refuse("holds the web folder %s", web)
	case within(resolved, web):
		return refuse("is inside the web folder %s", web)
	}
	return nil
}

// within reports whether p is parent or inside it.
func within(p, parent string) bool {
	rel, err := filepath.Rel(parent, p)
	return err == nil && filepath.IsLocal(rel)
}

// realPath returns p absolute and with the symbolic links of the part that
// exists resolved, so that two names of one folder compare equal.
func realPath(p string) (string, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	resolved, err := filepath.EvalSymlinks(abs)
	if errors.Is(err, fs.ErrNotExist) && filepath.Dir(abs) != abs {
		parent, err := realPath(filepath.Dir(abs))
		if err != nil {
			return "", err
		}
		return filepath.Join(parent, filepath.Base(abs)), nil
	}
	return resolved, err
}
