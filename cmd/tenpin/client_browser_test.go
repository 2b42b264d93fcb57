//go:build browser

package main

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"testing"
)

// serverPackages are the packages that go-app's server half links into a client (cmd/wasm's
// swaps and edits leave them out): net/http, crypto/tls with what its init reaches, math/big,
// regexp and AES-GCM for the router and Context.Encrypt, and html, whose init its page
// encoder's escaping brings with the entity table.
var serverPackages = []string{"net/http", "crypto/tls", "math/big", "regexp", "crypto/aes", "html"}

// linkedFunctions counts the functions of package pkg in a Go wasm binary, by their names in
// the runtime's function name table (pclntab), which every linked function has whatever the
// -s and -w flags: names there are NUL-terminated, one after another.
func linkedFunctions(wasm []byte, pkg string) int {
	// A source file's path in the file table ("tenpin/app/office.go") is no function.
	return bytes.Count(wasm, []byte("\x00"+pkg+".")) - bytes.Count(wasm, []byte("\x00"+pkg+".go\x00"))
}

// dataSegments returns the number of segments in a wasm binary's data section.
func dataSegments(t *testing.T, wasm []byte) int {
	t.Helper()
	for p := 8; p < len(wasm); {
		size, n := binary.Uvarint(wasm[p+1:])
		if wasm[p] == 11 {
			count, _ := binary.Uvarint(wasm[p+1+n:])
			return int(count)
		}
		p += 1 + n + int(size)
	}
	t.Fatal("no data section")
	return 0
}

// TestClientLeavesOutServer checks the shipped client, the one every browser test runs: none
// of go-app's server half is linked into it, and its data segments are merged. go-app's hello
// world, built as any go-app app is, shows that the count finds those packages where they are.
func TestClientLeavesOutServer(t *testing.T) {
	shipped, err := os.ReadFile(filepath.Join(webDir, "app.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	stock, err := os.ReadFile(filepath.Join(helloWebDir, "app.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	for _, pkg := range serverPackages {
		if n := linkedFunctions(shipped, pkg); n != 0 {
			t.Errorf("the shipped app.wasm links %d functions of %s, want none", n, pkg)
		}
		if n := linkedFunctions(stock, pkg); n == 0 {
			t.Errorf("go-app's stock hello world links no function of %s: the count cannot see it", pkg)
		}
	}
	if n := linkedFunctions(shipped, "tenpin/domain"); n < 100 {
		t.Errorf("the shipped app.wasm links %d functions of tenpin/domain: the count reads the wrong table", n)
	}
	if got, stockN := dataSegments(t, shipped), dataSegments(t, stock); got > 16 || stockN < 10_000 {
		t.Errorf("data segments: shipped %d, hello %d; want the shipped ones merged into a few (cmd/wasm)", got, stockN)
	}
}

// officePackages are the packages of the office app's screens (web.md, "Two apps on one
// site"), which the office's main adds to the root (app/office).
var officePackages = []string{"tenpin/app/office", "tenpin/app/season", "tenpin/app/brackets", "tenpin/app/tournament"}

// TestLaneLeavesOutOffice checks the lane's client, the one a lane tablet starts: no function
// of the office's screens is linked into it, so no office feature costs the lane's start.
// The office's client, built the same way, shows that the count finds each where it is.
func TestLaneLeavesOutOffice(t *testing.T) {
	lane, err := os.ReadFile(filepath.Join(webDir, "app.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	office, err := os.ReadFile(filepath.Join(webDir, "office.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	for _, pkg := range officePackages {
		if n := linkedFunctions(lane, pkg); n != 0 {
			t.Errorf("the lane's app.wasm links %d functions of %s, want none", n, pkg)
		}
		if n := linkedFunctions(office, pkg); n == 0 {
			t.Errorf("the office's office.wasm links no function of %s: the count cannot see it", pkg)
		}
	}
	for _, pkg := range serverPackages {
		if n := linkedFunctions(office, pkg); n != 0 {
			t.Errorf("the office's office.wasm links %d functions of %s, want none", n, pkg)
		}
	}
	if l, o := len(lane), len(office); l >= o {
		t.Errorf("app.wasm is %d bytes, office.wasm %d: want the lane's the smaller", l, o)
	}
}
