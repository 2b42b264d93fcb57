//go:build !wasm

package server

import (
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
)

// GenerateStatic writes into dir a complete static build of the app for
// opt.Base ("/" or a sub-path such as "/bowling/"): index.html, go-app's
// scripts, the service worker, the manifest and a copy of opt.WebDir (with the
// .br and .gz copies of app.wasm, for hosts that serve them). Any static file
// server then serves dir as it is at opt.Base.
//
// dir ends up holding this build and nothing else: the files of an older
// tenpin build there are gone, so the service worker cannot cache a stale one.
// A folder that holds other files is refused with ErrNotABuild unless
// opt.Force is set, and a folder that a build must never replace (the file
// system's root, the home or working folder, the web folder) with
// ErrUnsafeDir. The build is written beside the old one inside dir and moved
// into place only once complete, so a failed build leaves dir as it was. A
// league file published beside the build (league.json, published.go) stays.
func GenerateStatic(dir string, opt Options) error {
	b, err := newBundle(opt, true)
	if err != nil {
		return err
	}
	return replaceDir(dir, b.opt.WebDir, opt.Force, func(staging string) ([]string, error) {
		wrote, err := b.writeStatic(staging)
		if err == nil {
			err = keepPublished(filepath.Dir(staging), staging) // the secretary's league files stay
		}
		return wrote, err
	})
}

// writeStatic writes the build into the empty folder dir and returns the slash
// paths of the files it wrote.
func (b *bundle) writeStatic(dir string) ([]string, error) {
	wrote, err := b.writeApp(dir)
	if err != nil {
		return nil, err
	}
	if b.office != nil {
		office, err := b.office.writeApp(dir)
		if err != nil {
			return nil, err
		}
		wrote = append(wrote, office...)
	}
	files, err := webFiles(b.opt.WebDir)
	if err != nil {
		return nil, err
	}
	for _, f := range files {
		if base := path.Base(f); base == laneWasm || base == officeWasm {
			files = append(files, f+".br", f+".gz")
		}
	}
	for _, f := range files {
		src := filepath.Join(b.opt.WebDir, filepath.FromSlash(f))
		if _, err := os.Stat(src); os.IsNotExist(err) && path.Ext(f) != ".wasm" {
			continue // no precompressed copy: fine
		}
		if err := copyFile(filepath.Join(dir, "web", filepath.FromSlash(f)), src); err != nil {
			return nil, err
		}
		wrote = append(wrote, "web/"+f)
	}
	return wrote, nil
}

// writeApp writes the app's page and go-app's files into its folder of dir and returns their
// slash paths in dir.
func (b *bundle) writeApp(dir string) ([]string, error) {
	// A static host has no server to read Accept-Language: the page is prerendered in
	// English, and the app switches to the bowler's language as it starts (lang.go).
	page, err := b.page("/")
	if err != nil {
		return nil, err
	}
	if err := writeFile(filepath.Join(dir, filepath.FromSlash(b.folder+"index.html")), page); err != nil {
		return nil, err
	}
	wrote := []string{b.folder + "index.html"}
	for name, f := range b.root {
		if err := writeFile(filepath.Join(dir, filepath.FromSlash(b.folder+name)), f.Data); err != nil {
			return nil, err
		}
		wrote = append(wrote, b.folder+name)
	}
	return wrote, nil
}

func writeFile(name string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return err
	}
	return os.WriteFile(name, data, 0o644)
}

func copyFile(dst, src string) (err error) {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	out, err := os.Create(dst)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := out.Close(); err == nil {
			err = cerr
		}
	}()
	if _, err := io.Copy(out, in); err != nil {
		return fmt.Errorf("server: copying %s: %w", src, err)
	}
	return nil
}
