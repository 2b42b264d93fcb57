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
func GenerateStatic(dir string, opt Options) error {
	b, err := newBundle(opt, true)
	if err != nil {
		return err
	}
	page, err := b.page("/")
	if err != nil {
		return err
	}
	if err := writeFile(filepath.Join(dir, "index.html"), page); err != nil {
		return err
	}
	for name, f := range b.root {
		if err := writeFile(filepath.Join(dir, filepath.FromSlash(name)), f.Data); err != nil {
			return err
		}
	}
	files, err := webFiles(b.opt.WebDir)
	if err != nil {
		return err
	}
	for _, f := range files {
		if path.Base(f) == "app.wasm" {
			files = append(files, f+".br", f+".gz")
		}
	}
	for _, f := range files {
		src := filepath.Join(b.opt.WebDir, filepath.FromSlash(f))
		if _, err := os.Stat(src); os.IsNotExist(err) && path.Ext(f) != ".wasm" {
			continue // no precompressed copy: fine
		}
		if err := copyFile(filepath.Join(dir, "web", filepath.FromSlash(f)), src); err != nil {
			return err
		}
	}
	return nil
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
