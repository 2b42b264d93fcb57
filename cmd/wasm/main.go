// Command wasm builds a go-app client to WebAssembly the way tenpin ships it: go-app's server
// half left out, the data section's segments merged and its largest table written at start.
// make wasm and the browser tests build tenpin's client with it; the benchmarks also build
// go-app's hello world with it, for information.
//
// Usage:
//
//	go run ./cmd/wasm [-o web/app.wasm] [-tags TAGS] [-names] [-gap N] [PACKAGE]
//
// PACKAGE is ./cmd/tenpin unless given.
//
// The steps, in order:
//
//  1. Check that go-app is the version the swaps and edits were written for, and that each
//     file they replace is byte for byte the one they were written against (swap.go).
//     Anything else stops the build with what to re-check.
//  2. Copy go-app's Go files out of the module cache (the go command refuses to overlay
//     files there) into a temporary folder, and point a temporary copy of go.mod at it.
//  3. go build with GOOS=js GOARCH=wasm, -trimpath -ldflags="-s -w", and -overlay swapping
//     each of those files for ours in _goapp/, or for go-app's own with a few lines edited
//     (swap.go's edits, written into the temporary folder). Nothing of go-app is changed on
//     disk; native builds, the server and go test use go-app as it is, and a plain
//     GOOS=js GOARCH=wasm go build ./cmd/tenpin still works, only larger.
//  4. Merge the data section's segments separated by fewer than N zero bytes (segments.go),
//     checking that the memory image is byte for byte the same. -gap 0 leaves them as the
//     linker wrote them, and so does a module it cannot read, with a warning.
//  5. With the merge, leave Go's findfunctab (and any run of its shape) out of the data
//     section and add a start function that writes it as the module is instantiated
//     (tables.go), checked the same way: 1.5 MB less for every start to take in.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	out := flag.String("o", "web/app.wasm", "write the client to `FILE`")
	tags := flag.String("tags", "", "build `TAGS`, as go build -tags takes them")
	names := flag.Bool("names", false, "keep the function names section (-ldflags=-w rather than -s -w), for profiles and make bench's breakdown")
	gap := flag.Int("gap", defaultGap, "merge data segments separated by fewer than `N` zero bytes (0: keep the linker's)")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: go run ./cmd/wasm [-o FILE] [-tags TAGS] [-names] [-gap N] [PACKAGE]")
		flag.PrintDefaults()
	}
	flag.Parse()
	pkg := "./cmd/tenpin"
	switch flag.NArg() {
	case 0:
	case 1:
		pkg = flag.Arg(0)
	default:
		flag.Usage()
		os.Exit(2)
	}
	if *gap < 0 {
		fmt.Fprintln(os.Stderr, "wasm: -gap must be 0 or more")
		os.Exit(2)
	}

	if err := run(pkg, *out, *tags, *names, *gap); err != nil {
		fmt.Fprintln(os.Stderr, "wasm:", err)
		os.Exit(1)
	}
}

// run builds pkg's client into out (steps 1 to 5).
func run(pkg, out, tags string, names bool, gap int) error {
	// Steps 1 to 3: the trimmed build, linked into a new file beside out. go build leaves a
	// target alone whose build ID says it is up to date, and a client this command wrote
	// keeps the linker's build ID: linked over web/app.wasm, a second make build merged its
	// own output again and wrote the table's 1.5 MB back as zeros.
	ldflags := "-s -w"
	if names {
		ldflags = "-w"
	}
	linked, err := tempBeside(out)
	if err != nil {
		return err
	}
	defer os.Remove(linked)
	if err := build(pkg, linked, tags, ldflags); err != nil {
		return err
	}
	module, err := os.ReadFile(linked)
	if err != nil {
		return err
	}
	// Step 4: fewer, larger data segments. A module it cannot merge (a Go whose linker
	// writes another layout) is still a good client, only larger: say so and keep it.
	if gap > 0 {
		if merged, err := merge(module, gap); err != nil {
			fmt.Fprintf(os.Stderr, "wasm: %s: data segments left as the linker wrote them: %v\n", out, err)
		} else {
			module = merged
		}
	}
	return writeFile(out, module)
}

// tempBeside returns the name of a new, empty file in the folder of name (made if need be),
// for the linker to write: a name go build has never seen, so it always links.
func tempBeside(name string) (string, error) {
	dir := filepath.Dir(name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	f, err := os.CreateTemp(dir, ".link-*.wasm")
	if err != nil {
		return "", err
	}
	return f.Name(), f.Close()
}
