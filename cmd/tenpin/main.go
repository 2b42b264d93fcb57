//go:build !wasm

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"tenpin/app"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	err := run(ctx, os.Args[1:], os.Stdout)
	switch {
	case errors.Is(err, flag.ErrHelp):
	case err != nil:
		fmt.Fprintln(os.Stderr, "tenpin:", err)
		os.Exit(1)
	}
}

// run parses the flags and then serves until ctx is done, or writes a static
// build.
func run(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("tenpin", flag.ContinueOnError)
	addr := fs.String("addr", "127.0.0.1:8000", "listen on `ADDR`")
	web := fs.String("web", "web", "the bundle's files in `DIR`, built by make build")
	frame := fs.String("frame-ancestors", "'self'", "who may frame the app: space-separated CSP `SOURCES`")
	static := fs.String("static", "", "write a static build into `DIR` and exit")
	base := fs.String("base", "/", "the URL `PATH` a static build is published under")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q (see -h)", fs.Args())
	}
	if *static == "" && *base != "/" {
		return errors.New("-base applies to -static only")
	}
	opt := app.Options{
		WebDir:         *web,
		Base:           *base,
		FrameAncestors: strings.Fields(*frame),
	}

	// The routes render the app page, on the server as in the browser.
	app.Routes()

	if *static != "" {
		if err := app.GenerateStatic(*static, opt); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "tenpin: wrote a static build for %s into %s\n", opt.Base, *static)
		return nil
	}
	h, err := app.Handler(opt)
	if err != nil {
		return err
	}
	return serve(ctx, *addr, h, stdout)
}
