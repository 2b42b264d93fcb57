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

	"tenpin/app/server"
)

func main() {
	// SIGINT and SIGTERM stop the server cleanly.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout)
	stop()
	os.Exit(exitCode(err, os.Stderr))
}

// exitCode reports err on stderr and returns the exit status: 0 when run
// succeeded or printed the usage for -h, 1 otherwise.
func exitCode(err error, stderr io.Writer) int {
	switch {
	case err == nil, errors.Is(err, flag.ErrHelp):
		return 0
	default:
		fmt.Fprintln(stderr, "tenpin:", err)
		return 1
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
	force := fs.Bool("force", false, "let -static replace a folder that is not a tenpin build, deleting what it holds")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q (see -h)", fs.Args())
	}
	if *static == "" && *base != "/" {
		return errors.New("-base applies to -static only")
	}
	if *static == "" && *force {
		return errors.New("-force applies to -static only")
	}
	opt := server.Options{
		WebDir:         *web,
		Base:           *base,
		FrameAncestors: strings.Fields(*frame),
		Force:          *force,
	}

	if *static != "" {
		err := server.GenerateStatic(*static, opt)
		if errors.Is(err, server.ErrNotABuild) {
			return fmt.Errorf("%w; choose an empty or new folder, or pass -force to delete them", err)
		}
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "tenpin: wrote a static build for %s into %s\n", opt.Base, *static)
		return nil
	}
	h, err := server.Handler(opt)
	if err != nil {
		return err
	}
	return serve(ctx, *addr, h, stdout)
}
