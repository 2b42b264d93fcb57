//go:build !wasm

package server

import (
	"errors"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestGenerateStatic(t *testing.T) {
	dir, fakeWebDir := t.TempDir(), fakeWeb(t)
	if err := GenerateStatic(dir, Options{WebDir: fakeWebDir, Base: "/bowling/"}); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"index.html", "app.js", "wasm_exec.js", "app-worker.js", "app.css", "manifest.webmanifest",
		"web/app.wasm", "web/app.wasm.br", "web/app.wasm.gz", "web/bowling.css", "web/icons/icon-192.png", "web/icons/icon.svg"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("static build lacks %s: %v", f, err)
		}
	}
	for _, f := range []string{"web/.hidden", "secret.txt"} {
		if _, err := os.Stat(filepath.Join(dir, f)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("static build has %s, want it left out", f)
		}
	}
	read := func(name string) string {
		b, _ := os.ReadFile(filepath.Join(dir, name))
		return string(b)
	}
	page := read("index.html")
	for _, want := range []string{`src="/bowling/app.js"`, `href="/bowling/manifest.webmanifest"`, `href="/bowling/web/bowling.css"`, `http-equiv="Content-Security-Policy"`} {
		if !strings.Contains(page, want) {
			t.Errorf("index.html lacks %s", want)
		}
	}
	// The one inline script is the lane's first script (the continuation into the office and
	// the early compile of its client), allowed by its hash.
	script, source, err := laneScriptFor(Options{WebDir: fakeWebDir, Base: "/bowling/", office: true})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Count(page, "<script>") != 1 || !strings.Contains(page, script) || !strings.Contains(page, source) ||
		!strings.Contains(script, `location.replace("/bowling/office/"`) || !strings.Contains(script, `var u="/bowling/web/app.wasm"`) {
		t.Error("index.html has an inline script other than the lane's first script, or not its hash in its policy")
	}
	if strings.Contains(read("office/index.html"), "<script>") {
		t.Error("office/index.html has an inline script")
	}
	if m := read("manifest.webmanifest"); !strings.Contains(m, `"scope": "/bowling/"`) || !strings.Contains(m, `"/bowling/web/icons/icon-maskable-512.png"`) {
		t.Errorf("manifest is not under /bowling/:\n%s", m)
	}
	if js := read("app.js"); !strings.Contains(js, `"/bowling/app-worker.js"`) || !strings.Contains(js, `"/bowling/web/app.wasm"`) {
		t.Error("app.js does not load the worker and the wasm from /bowling/")
	}
	checkMarker(t, dir)
}

// tree returns what dir holds: each file's slash path with its content, and
// each folder's with a trailing slash.
func tree(t *testing.T, dir string) map[string]string {
	t.Helper()
	m := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		switch {
		case rel == ".":
		case d.IsDir():
			m[rel+"/"] = ""
		default:
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			m[rel] = string(b)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// files returns the slash paths of the files in a tree, sorted.
func files(tr map[string]string) []string {
	var fs []string
	for p := range tr {
		if !strings.HasSuffix(p, "/") {
			fs = append(fs, p)
		}
	}
	slices.Sort(fs)
	return fs
}

// writeTree writes files (slash path to content) under dir.
func writeTree(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// checkMarker fails the test unless dir's marker lists exactly the files dir
// holds besides itself.
func checkMarker(t *testing.T, dir string) {
	t.Helper()
	listed, err := readMarker(filepath.Join(dir, markerName))
	if err != nil {
		t.Fatalf("marker: %v", err)
	}
	got := slices.Sorted(maps.Keys(listed))
	want := slices.DeleteFunc(files(tree(t, dir)), func(f string) bool { return f == markerName })
	if !slices.Equal(got, want) {
		t.Errorf("marker lists %q, want the files of the build %q", got, want)
	}
}

func TestStaticRebuildRemovesStaleFiles(t *testing.T) {
	web := fakeWeb(t)
	writeTree(t, web, map[string]string{"icons/old-badge.png": "old badge", "old.css": "old"})
	dir := filepath.Join(t.TempDir(), "dist")
	if err := GenerateStatic(dir, Options{WebDir: web}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "web/icons/old-badge.png")); err != nil {
		t.Fatalf("first build lacks web/icons/old-badge.png: %v", err)
	}

	// The next version drops two files and changes one.
	os.Remove(filepath.Join(web, "icons/old-badge.png"))
	os.Remove(filepath.Join(web, "old.css"))
	writeTree(t, web, map[string]string{"bowling.css": "body { color: navy; }\n"})
	if err := GenerateStatic(dir, Options{WebDir: web}); err != nil {
		t.Fatalf("rebuild into an older build: %v", err)
	}
	got := tree(t, dir)
	for _, stale := range []string{"web/icons/old-badge.png", "web/old.css"} {
		if _, ok := got[stale]; ok {
			t.Errorf("rebuild left the stale %s", stale)
		}
	}
	if got["web/bowling.css"] != "body { color: navy; }\n" {
		t.Errorf("web/bowling.css = %q, want the new one", got["web/bowling.css"])
	}
	if strings.Contains(got["app-worker.js"], "old-badge") || strings.Contains(got["app-worker.js"], "old.css") {
		t.Error("the worker still lists a file of the older build")
	}
	for p := range got {
		if leftover(strings.TrimSuffix(p, "/")) {
			t.Errorf("rebuild left %s", p)
		}
	}
	checkMarker(t, dir)
}

func TestStaticRefusesForeignFolder(t *testing.T) {
	web := fakeWeb(t)
	build := t.TempDir()
	if err := GenerateStatic(build, Options{WebDir: web}); err != nil {
		t.Fatal(err)
	}
	earlier := tree(t, build)
	with := func(extra map[string]string) map[string]string {
		m := map[string]string{}
		for p, c := range earlier {
			if !strings.HasSuffix(p, "/") {
				m[p] = c
			}
		}
		maps.Copy(m, extra)
		return m
	}
	tests := []struct {
		name    string
		files   map[string]string
		message string
	}{
		{"a club's site", map[string]string{"index.html": "<h1>Club</h1>", "css/site.css": "h1 {}", "notes.txt": "minutes"}, "is not a tenpin build"},
		{"a lone file", map[string]string{"thesis.tex": "chapter 1"}, "thesis.tex"},
		{"an earlier build and a file of the host", with(map[string]string{"CNAME": "club.example"}), "CNAME, which the tenpin build there did not write"},
		{"an earlier build and a file in web/", with(map[string]string{"web/minutes.pdf": "pdf"}), "web/minutes.pdf"},
		{"a build list someone edited", with(map[string]string{markerName: "index.html\n"}), "is not a tenpin build"},
		{"a build list naming files outside", with(map[string]string{markerName: markerHeader + "\n../outside.txt\n"}), "is not a tenpin build"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			writeTree(t, dir, tt.files)
			before := tree(t, dir)
			err := GenerateStatic(dir, Options{WebDir: web})
			if !errors.Is(err, ErrNotABuild) || !strings.Contains(err.Error(), tt.message) {
				t.Errorf("GenerateStatic = %v, want %v saying %q", err, ErrNotABuild, tt.message)
			}
			if after := tree(t, dir); !maps.Equal(after, before) {
				t.Errorf("a refused build changed the folder: %q, was %q", files(after), files(before))
			}
		})
	}
}

// TestStaticKeepsPublishedLeague rebuilds a folder where the secretary published a league file
// beside the build: it stays, as it was, and the build still refuses other files.
func TestStaticKeepsPublishedLeague(t *testing.T) {
	web := fakeWeb(t)
	dir := filepath.Join(t.TempDir(), "dist")
	if err := GenerateStatic(dir, Options{WebDir: web}); err != nil {
		t.Fatal(err)
	}
	league := `{"format":"tenpin-league","version":1,"id":"L1","name":"Thursday Mixed"}` + "\n"
	writeTree(t, dir, map[string]string{"league.json": league, "spring.json": league})
	for range 2 {
		if err := GenerateStatic(dir, Options{WebDir: web}); err != nil {
			t.Fatalf("rebuild beside a published league: %v", err)
		}
		got := tree(t, dir)
		if got["league.json"] != league || got["spring.json"] != league {
			t.Errorf("the rebuild dropped or changed the published leagues: %q", files(got))
		}
		if listed, err := readMarker(filepath.Join(dir, markerName)); err != nil || listed["league.json"] || !listed["index.html"] {
			t.Errorf("the marker lists %v (%v), want the build's files and not the league's", listed, err)
		}
	}
	writeTree(t, dir, map[string]string{"other.json": `{"format":"tenpin-history"}`})
	if err := GenerateStatic(dir, Options{WebDir: web}); !errors.Is(err, ErrNotABuild) || !strings.Contains(err.Error(), "other.json") {
		t.Errorf("GenerateStatic beside a history file = %v, want %v naming other.json", err, ErrNotABuild)
	}
}

func TestStaticForce(t *testing.T) {
	web := fakeWeb(t)
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{"index.html": "<h1>Club</h1>", "css/site.css": "h1 {}"})
	if err := GenerateStatic(dir, Options{WebDir: web, Force: true}); err != nil {
		t.Fatalf("forced build: %v", err)
	}
	got := tree(t, dir)
	if _, ok := got["css/site.css"]; ok || strings.Contains(got["index.html"], "Club") {
		t.Error("a forced build kept the folder's other files")
	}
	if _, ok := got["web/app.wasm"]; !ok {
		t.Error("a forced build lacks web/app.wasm")
	}
	checkMarker(t, dir)
	// Now the folder is a tenpin build: the next one needs no force.
	if err := GenerateStatic(dir, Options{WebDir: web}); err != nil {
		t.Errorf("build after a forced one: %v", err)
	}
}

func TestStaticNewOrEmptyFolder(t *testing.T) {
	web := fakeWeb(t)
	for name, dir := range map[string]string{
		"empty": t.TempDir(),
		"new":   filepath.Join(t.TempDir(), "club", "site", "bowling"),
	} {
		if err := GenerateStatic(dir, Options{WebDir: web}); err != nil {
			t.Errorf("%s folder: %v", name, err)
			continue
		}
		info, err := os.Stat(filepath.Join(dir, "web"))
		if err != nil {
			t.Errorf("%s folder: %v", name, err)
		} else if info.Mode().Perm()&0o055 != 0o055 {
			t.Errorf("%s folder: web/ is %v, want a folder others can read", name, info.Mode())
		}
		checkMarker(t, dir)
	}
}

func TestStaticFailedBuildKeepsOldBuild(t *testing.T) {
	web := fakeWeb(t)
	dir := t.TempDir()
	if err := GenerateStatic(dir, Options{WebDir: web}); err != nil {
		t.Fatal(err)
	}
	before := tree(t, dir)

	// A new version whose brotli copy cannot be read: the build fails halfway.
	br := filepath.Join(web, "app.wasm.br")
	os.Remove(br)
	os.Mkdir(br, 0o755)
	writeTree(t, web, map[string]string{"bowling.css": "body { color: navy; }\n"})
	if err := GenerateStatic(dir, Options{WebDir: web}); err == nil {
		t.Fatal("GenerateStatic with an unreadable app.wasm.br = nil, want an error")
	}
	if after := tree(t, dir); !maps.Equal(after, before) {
		t.Errorf("a failed build changed the older build: %q, was %q", files(after), files(before))
	}
	fresh := filepath.Join(t.TempDir(), "dist")
	if err := GenerateStatic(fresh, Options{WebDir: web}); err == nil {
		t.Fatal("GenerateStatic into a new folder with an unreadable app.wasm.br = nil, want an error")
	}
	if _, err := os.Stat(fresh); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a failed build into a new folder left it behind: %v", err)
	}
}

func TestStaticRefusesUnsafeFolders(t *testing.T) {
	root := t.TempDir()
	web := filepath.Join(root, "project", "web")
	writeTree(t, web, map[string]string{"app.wasm": "\x00asm", "office.wasm": "\x00asm", "bowling.css": "body {}"})
	home := filepath.Join(root, "home")
	work := filepath.Join(root, "work", "here")
	writeTree(t, home, map[string]string{"notes.txt": "mine"})
	writeTree(t, work, map[string]string{"notes.txt": "mine"})
	t.Setenv("HOME", home)
	t.Chdir(work)
	tests := map[string]string{
		"the web folder":             web,
		"a folder in the web folder": filepath.Join(web, "dist"),
		"the web folder's parent":    filepath.Join(root, "project"),
		"the home folder":            home,
		"the working folder":         ".",
		"its parent":                 "..",
	}
	for name, dir := range tests {
		before := tree(t, root)
		err := GenerateStatic(dir, Options{WebDir: web, Force: true})
		if !errors.Is(err, ErrUnsafeDir) {
			t.Errorf("%s (%s): GenerateStatic = %v, want %v", name, dir, err, ErrUnsafeDir)
		}
		if after := tree(t, root); !maps.Equal(after, before) {
			t.Errorf("%s: a refused build changed files: %q, was %q", name, files(after), files(before))
		}
	}
}

func TestStaticThroughLink(t *testing.T) {
	web := fakeWeb(t)
	target := t.TempDir()
	link := filepath.Join(t.TempDir(), "dist")
	if err := os.Symlink(target, link); err != nil {
		t.Skip("no symlinks here:", err)
	}
	for range 2 {
		if err := GenerateStatic(link, Options{WebDir: web}); err != nil {
			t.Fatal(err)
		}
	}
	if info, err := os.Lstat(link); err != nil || info.Mode()&fs.ModeSymlink == 0 {
		t.Errorf("the link is no longer a link: %v", err)
	}
	checkMarker(t, target)
}

func TestStaticIntoFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "dist")
	writeTree(t, filepath.Dir(file), map[string]string{"dist": "a file"})
	err := GenerateStatic(file, Options{WebDir: fakeWeb(t), Force: true})
	if err == nil || !strings.Contains(err.Error(), "is a file") {
		t.Errorf("GenerateStatic into a file = %v, want an error that says so", err)
	}
	if b, _ := os.ReadFile(file); string(b) != "a file" {
		t.Errorf("the file now holds %q", b)
	}
}
