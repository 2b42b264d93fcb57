//go:build !wasm

package server

import (
	"fmt"
	"io/fs"
	"net/http"
	"net/url"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/vearutop/statigz"
	"github.com/vearutop/statigz/brotli"
)

// safePath reports whether u names a path inside the bundle's tree: no dot
// segments or hidden files, no empty segments, backslashes, NULs or encoded
// slashes.
func safePath(u *url.URL) bool {
	p := u.Path
	if !strings.HasPrefix(p, "/") || strings.ContainsAny(p, "\\\x00") {
		return false
	}
	raw := strings.ToLower(u.EscapedPath())
	if strings.Contains(raw, "%2f") || strings.Contains(raw, "%5c") || strings.Contains(raw, "%00") {
		return false
	}
	for _, seg := range strings.Split(p, "/") {
		if strings.HasPrefix(seg, ".") { // ".", ".." and hidden files
			return false
		}
	}
	return !strings.Contains(p, "//")
}

// fileServer serves fsys with statigz: the smallest encoding the client
// accepts among the .br and .gz copies, with Content-Encoding, Vary and ETag.
// encode also compresses, once, the files that have no copies.
func fileServer(fsys fs.ReadDirFS, encode bool) (h http.Handler, err error) {
	defer func() {
		// statigz panics when it cannot index fsys.
		if r := recover(); r != nil {
			err = fmt.Errorf("server: indexing static files: %v", r)
		}
	}()
	s := statigz.FileServer(fsys, brotli.AddEncoding, func(s *statigz.Server) { s.EncodeOnInit = encode })
	return quoteETag(noCache(s)), nil
}

// noCache makes browsers revalidate every file: the URLs carry no version,
// and the service worker keeps the copies used offline.
func noCache(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		h.ServeHTTP(w, r)
	})
}

// quoteETag adapts statigz, which writes and compares its ETags without the
// quotes that RFC 9110 requires: it quotes them on the way out and unquotes a
// single strong tag in If-None-Match on the way in.
func quoteETag(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if tag := r.Header.Get("If-None-Match"); len(tag) > 2 && tag[0] == '"' && tag[len(tag)-1] == '"' && !strings.Contains(tag, ",") {
			r = r.Clone(r.Context())
			r.Header.Set("If-None-Match", tag[1:len(tag)-1])
		}
		next.ServeHTTP(&etagWriter{ResponseWriter: w}, r)
	})
}

type etagWriter struct {
	http.ResponseWriter
	done bool
}

func (w *etagWriter) WriteHeader(code int) {
	if !w.done {
		w.done = true
		h := w.Header()
		if tag := h.Get("Etag"); tag != "" && !strings.HasPrefix(tag, `"`) && !strings.HasPrefix(tag, `W/`) {
			h.Set("Etag", `"`+tag+`"`)
		}
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *etagWriter) Write(p []byte) (int, error) {
	if !w.done {
		w.WriteHeader(http.StatusOK)
	}
	return w.ResponseWriter.Write(p)
}

// Unwrap lets http.ResponseController reach the connection.
func (w *etagWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// webFiles lists the files of dir that belong to the bundle, as slash paths
// relative to dir: everything except the .br and .gz copies, hidden files and
// screenshot* (pictures for the README).
func webFiles(dir string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		base := d.Name()
		if rel != "." && strings.HasPrefix(base, ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() || !d.Type().IsRegular() {
			return nil
		}
		if ext := path.Ext(base); ext == ".br" || ext == ".gz" || strings.HasPrefix(base, "screenshot") {
			return nil
		}
		files = append(files, rel)
		return nil
	})
	slices.Sort(files)
	return files, err
}
