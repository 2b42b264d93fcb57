//go:build !wasm

package server

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// ErrNotABuild is returned by GenerateStatic for a folder that holds files no
// tenpin build wrote, unless Options.Force is set; the folder is left as it
// was.
var ErrNotABuild = errors.New("server: refusing to replace a folder that holds files no tenpin build wrote")

// A build lists the files it wrote in markerName, one slash path a line after
// markerHeader, so that the next build knows which files it may replace.
const (
	markerName   = ".tenpin-build"
	markerHeader = "# tenpin static build: tenpin -static wrote the files below and replaces them on the next build."
)

// checkOurs refuses, with ErrNotABuild, the folder at resolved (named dir in
// the message) if it holds paths that no tenpin build wrote: any path when
// it has no valid marker, else those the marker does not list. A folder that
// holds none of the listed files counts as one path. The marker itself,
// leftovers of an interrupted build and league files published beside it
// (published.go) are a build's own.
func checkOurs(dir, resolved string) error {
	listed, markErr := readMarker(filepath.Join(resolved, markerName))
	folders := map[string]bool{}
	for f := range listed {
		for d := path.Dir(f); d != "."; d = path.Dir(d) {
			folders[d] = true
		}
	}
	var foreign []string
	err := filepath.WalkDir(resolved, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(resolved, p)
		if err != nil || rel == "." {
			return err
		}
		rel = filepath.ToSlash(rel)
		isDir := d.IsDir()
		switch {
		case rel == markerName, leftover(rel), !isDir && publishedLeague(resolved, rel):
		case isDir && folders[rel]:
			return nil // look inside
		case !isDir && listed[rel]:
		case isDir:
			foreign = append(foreign, rel+"/")
		default:
			foreign = append(foreign, rel)
		}
		if isDir {
			return filepath.SkipDir
		}
		return nil
	})
	switch {
	case err != nil:
		return err
	case len(foreign) == 0:
		return nil
	case markErr != nil:
		return fmt.Errorf("%w: %s holds %s (it is not a tenpin build: it has no valid %s)", ErrNotABuild, dir, describe(foreign), markerName)
	default:
		return fmt.Errorf("%w: %s holds %s, which the tenpin build there did not write", ErrNotABuild, dir, describe(foreign))
	}
}

// describe names a few of the paths, for a message.
func describe(paths []string) string {
	const most = 5
	if len(paths) <= most {
		return strings.Join(paths, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(paths[:most], ", "), len(paths)-most)
}

// readMarker returns the files a marker lists, or an error when name is not
// a marker that a build wrote.
func readMarker(name string) (map[string]bool, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	if !sc.Scan() || sc.Text() != markerHeader {
		return nil, fmt.Errorf("server: %s is not a tenpin build's list of files", name)
	}
	listed := map[string]bool{}
	for sc.Scan() {
		line := sc.Text()
		if !fs.ValidPath(line) || line == "." || line == markerName || strings.Contains(line, `\`) {
			return nil, fmt.Errorf("server: %s lists %q, which no build writes", name, line)
		}
		listed[line] = true
	}
	return listed, sc.Err()
}

// writeMarker writes the marker that lists files.
func writeMarker(name string, files []string) error {
	files = slices.Clone(files)
	slices.Sort(files)
	return os.WriteFile(name, []byte(markerHeader+"\n"+strings.Join(files, "\n")+"\n"), 0o644)
}
