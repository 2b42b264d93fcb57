//go:build !wasm

package server

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// A league published on the club's site (season.md): the secretary copies the league file the
// app exports (league.json) beside the static build, where ?embed=1&league=league.json reads
// it. It is the secretary's file, not the build's, so a build keeps it: a league file at the
// top of the build's folder is neither foreign to the build (checkOurs) nor left behind by a
// rebuild (keepPublished carries it into the new build), and the marker never lists it, so no
// build ever deletes it.

// publishedMarks are what a league or tournament file holds near its start: its format name
// (README, "League file", "Tournament file"). A tournament published on the site is kept the
// same way.
var publishedMarks = [][]byte{[]byte(`"tenpin-league"`), []byte(`"tenpin-tournament"`)}

// publishedLeague reports whether rel, a slash path in the build folder resolved, is a league
// file published beside the build: a .json file at the top whose first kilobyte names the
// league format.
func publishedLeague(resolved, rel string) bool {
	if strings.Contains(rel, "/") || filepath.Ext(rel) != ".json" {
		return false
	}
	f, err := os.Open(filepath.Join(resolved, rel))
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 1024)
	n, _ := io.ReadFull(f, head)
	for _, mark := range publishedMarks {
		if bytes.Contains(head[:n], mark) {
			return true
		}
	}
	return false
}

// keepPublished copies the league files published in the build folder resolved into the new
// build's staging folder.
func keepPublished(resolved, staging string) error {
	entries, err := os.ReadDir(resolved)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if e.Type().IsRegular() && publishedLeague(resolved, e.Name()) {
			if err := copyFile(filepath.Join(staging, e.Name()), filepath.Join(resolved, e.Name())); err != nil {
				return err
			}
		}
	}
	return nil
}
