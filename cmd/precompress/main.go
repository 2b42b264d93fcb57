// Command precompress writes brotli (.br) and gzip (.gz) copies of files, at
// the highest compression, for the server to send to browsers that accept
// them. make wasm runs it on web/app.wasm.
//
// Usage:
//
//	go run ./cmd/precompress FILE...
package main

import (
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/andybalholm/brotli"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: precompress FILE...")
		os.Exit(2)
	}
	for _, name := range os.Args[1:] {
		if err := precompress(name); err != nil {
			fmt.Fprintln(os.Stderr, "precompress:", err)
			os.Exit(1)
		}
	}
}

// precompress writes name.br and name.gz beside name.
func precompress(name string) error {
	data, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	if err := write(name+".br", data, func(w io.Writer) (io.WriteCloser, error) {
		return brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24}), nil
	}); err != nil {
		return err
	}
	return write(name+".gz", data, func(w io.Writer) (io.WriteCloser, error) {
		return gzip.NewWriterLevel(w, gzip.BestCompression)
	})
}

// write compresses data into the file name, through a temporary file so that
// a server never reads a half-written copy.
func write(name string, data []byte, newWriter func(io.Writer) (io.WriteCloser, error)) error {
	tmp, err := os.CreateTemp(filepath.Dir(name), ".precompress-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	zw, err := newWriter(tmp)
	if err != nil {
		tmp.Close()
		return err
	}
	if _, err := zw.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := zw.Close(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), name)
}
