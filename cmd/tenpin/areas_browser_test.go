//go:build browser

package main

// What each feature area costs app.wasm, for make bench: the code of every function, found
// by its name in the wasm's name section and its source file, summed per area. Every closing
// note states what its feature added; this table says where the bytes are.
//
//	go test -tags browser -count=1 -run '^$' -bench WasmAreas -benchtime 1x ./cmd/tenpin/

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/andybalholm/brotli"
)

// wasmAreas names the feature areas by the source files that hold them (path.Match patterns
// from the module's root), first match wins: a new screen's package under app/ needs a line
// here, or it counts with what areaRest names.
var wasmAreas = []struct {
	area  string
	files []string
}{
	{"brackets", []string{"domain/bracket*.go", "app/brackets/*.go"}},
	{"the season", []string{"domain/season*.go", "domain/schedule*.go", "app/season/*.go"}},
	{"formats", []string{"domain/format*.go", "domain/scotch*.go"}},
	{"league night (teams, points, Baker, standings)", []string{"domain/league.go", "domain/team.go", "domain/match*.go",
		"domain/standings.go", "domain/baker.go", "domain/live.go", "domain/tally.go", "app/league*.go", "app/match*.go", "app/match/*.go",
		"app/team*.go", "app/setup/team*.go", "app/stats/standings.go"}},
	{"sharing (links, QR, pictures)", []string{"domain/link.go", "app/share/*.go", "app/opened.go", "app/stats/plot.go", "app/qr/*.go"}},
	{"match cards and scanning", []string{"domain/matchcard*.go", "domain/keep.go", "app/cardlink.go", "app/setup/card.go", "app/scan*.go", "app/scan/*.go"}},
	{"history, statistics, export", []string{"domain/export.go", "domain/merge.go", "domain/record.go", "domain/stored.go",
		"domain/stats.go", "domain/trend.go", "domain/figure.go", "domain/id.go", "app/history*.go", "app/stats/*.go",
		"app/history/*.go", "app/transfer.go", "app/deletion.go"}},
	{"languages (catalogues' code)", []string{"app/i18n/*.go", "app/language.go"}},
	{"browser plumbing (storage, IndexedDB)", []string{"app/browser/*.go"}},
	{"the game's rules (the rest of domain)", []string{"domain/*.go"}},
	{"the lanes' screens (the rest of app)", []string{"app/*.go", "app/setup/*.go", "app/entry/*.go"}},
}

const (
	areaRest    = "the rest of tenpin (package init, a new package)"
	areaGoApp   = "go-app"
	areaRuntime = "Go runtime and standard library"
)

var (
	trimmedHelloOnce sync.Once
	trimmedHelloWeb  string
)

// trimmedHello returns the folder of go-app's hello world built as tenpin ships (cmd/wasm),
// with its compressed copies: the size figures compare tenpin with it, for information.
func trimmedHello(b *testing.B) string {
	trimmedHelloOnce.Do(func() {
		dir := filepath.Join(buildDir, "trimmed-hello")
		cmd := exec.Command("go", "run", "./cmd/wasm", "-o", filepath.Join(dir, "app.wasm"), "./cmd/tenpin/testdata/hello")
		cmd.Dir = moduleDir
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("building hello trimmed: %v\n%s", err, out)
		}
		if err := precompressCached(filepath.Join(dir, "app.wasm")); err != nil {
			b.Fatal(err)
		}
		trimmedHelloWeb = dir
	})
	if trimmedHelloWeb == "" {
		b.Fatal("hello trimmed was not built")
	}
	return trimmedHelloWeb
}

func BenchmarkWasmAreas(b *testing.B) {
	named := filepath.Join(buildDir, "areas", "app.wasm")
	for range b.N {
		cmd := exec.Command("go", "run", "./cmd/wasm", "-names", "-o", named)
		cmd.Dir = moduleDir
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("building tenpin with names: %v\n%s", err, out)
		}
	}
	wasm, err := os.ReadFile(named)
	if err != nil {
		b.Fatal(err)
	}
	names, bodies, data := wasmFunctions(b, wasm)
	files := sourceFiles(b)
	type total struct {
		funcs int
		code  bytes.Buffer
	}
	sums := map[string]*total{}
	for i, body := range bodies {
		area := areaOf(names[i], files)
		if sums[area] == nil {
			sums[area] = &total{}
		}
		sums[area].funcs++
		sums[area].code.Write(body)
	}
	order := []string{}
	for _, a := range wasmAreas {
		order = append(order, a.area)
	}
	order = append(order, areaRest, areaGoApp, areaRuntime)

	fmt.Printf("\napp.wasm by feature area: the code section's function bodies, by each function's source file\n")
	fmt.Printf("%-48s %9s %12s %14s %16s\n", "", "functions", "code raw", "code brotli*", "+ metadata est.")
	var funcs, raw int
	for _, area := range order {
		t := sums[area]
		if t == nil {
			fmt.Printf("%-48s %9d %12s %14s %16s\n", area, 0, "-", "-", "-")
			continue
		}
		funcs += t.funcs
		raw += t.code.Len()
		// About 77 B brotli of metadata per function on wasm (pclntab, findfunctab, stack maps).
		fmt.Printf("%-48s %9d %12d %14d %16d\n", area, t.funcs, t.code.Len(), brotliSize(b, t.code.Bytes()), t.funcs*77)
	}
	fmt.Printf("%-48s %9d %12d\n", "all functions", funcs, raw)
	fmt.Printf("%-48s %9s %12d %14d\n", "data section (strings, tables, catalogues, pclntab)", "", len(data), brotliSize(b, data))
	fmt.Printf("(* each area's bodies compressed alone with brotli -11: what it adds to the file is close to this, less\n")
	fmt.Printf(" what it shares with the rest; the metadata estimate is 77 B a function. BenchmarkLanguages measures the\n")
	fmt.Printf(" catalogues' words, which are data. Areas are listed in areas_browser_test.go.)\n")
	b.ReportMetric(0, "ns/op")
}

// wasmFunctions returns the name and body of every function defined in a wasm module built
// with its names kept, and its data section's bytes.
func wasmFunctions(b *testing.B, wasm []byte) (names []string, bodies [][]byte, data []byte) {
	uleb := func(p *int) int {
		v, n := binary.Uvarint(wasm[*p:])
		*p += n
		return int(v)
	}
	imports := 0
	byIndex := map[int]string{}
	for p := 8; p < len(wasm); {
		id := wasm[p]
		p++
		size := uleb(&p)
		end := p + size
		switch id {
		case 2: // imports: only functions are imported by Go's wasm
			imports = uleb(&p)
		case 10: // code
			for range uleb(&p) {
				n := uleb(&p)
				bodies = append(bodies, wasm[p:p+n])
				p += n
			}
		case 11:
			data = wasm[p:end]
		case 0:
			n := uleb(&p)
			if string(wasm[p:p+n]) != "name" {
				break
			}
			for p += n; p < end; {
				sub := wasm[p]
				p++
				subEnd := uleb(&p)
				subEnd += p
				if sub == 1 { // function names
					for range uleb(&p) {
						idx := uleb(&p)
						l := uleb(&p)
						byIndex[idx] = string(wasm[p : p+l])
						p += l
					}
				}
				p = subEnd
			}
		}
		p = end
	}
	if len(bodies) == 0 || len(byIndex) == 0 {
		b.Fatal("app.wasm has no code or no names")
	}
	for i := range bodies {
		names = append(names, byIndex[imports+i])
	}
	return names, bodies, data
}

// sourceFiles maps each function and method of tenpin's packages, as the wasm's name section
// spells it (package path with _ for /, "__T_.M" for a method of *T, "T.M" of T), to its file.
func sourceFiles(b *testing.B) map[string]string {
	files := map[string]string{}
	err := filepath.WalkDir(filepath.Join(moduleDir), func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(moduleDir, p)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if rel != "." && rel != "domain" && rel != "app" && !strings.HasPrefix(rel, "app/") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		pkg := "tenpin_" + strings.ReplaceAll(path.Dir(rel), "/", "_") + "."
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok {
				continue
			}
			key := fn.Name.Name
			if fn.Recv != nil && len(fn.Recv.List) > 0 {
				t := fn.Recv.List[0].Type
				ptr := false
				if s, ok := t.(*ast.StarExpr); ok {
					t, ptr = s.X, true
				}
				for {
					if ix, ok := t.(*ast.IndexExpr); ok {
						t = ix.X
						continue
					}
					if ix, ok := t.(*ast.IndexListExpr); ok {
						t = ix.X
					}
					break
				}
				id, _ := t.(*ast.Ident)
				if id == nil {
					continue
				}
				if ptr {
					key = "__" + id.Name + "_." + key
				} else {
					key = id.Name + "." + key
				}
			}
			files[pkg+key] = rel
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	return files
}

// areaOf returns the feature area of the function the wasm names name.
func areaOf(name string, files map[string]string) string {
	switch {
	case strings.HasPrefix(name, "github.com_maxence_charriere_go_app"):
		return areaGoApp
	case !strings.HasPrefix(name, "tenpin_"):
		return areaRuntime
	}
	// The function, or the function a closure or wrapper belongs to: the longest prefix of
	// its dot-separated parts that names a declared function.
	parts := strings.Split(strings.TrimSuffix(name, "-fm"), ".")
	for n := len(parts); n >= 2; n-- {
		file, ok := files[strings.Join(parts[:n], ".")]
		if !ok {
			continue
		}
		for _, a := range wasmAreas {
			if slices.ContainsFunc(a.files, func(pattern string) bool { m, _ := path.Match(pattern, file); return m }) {
				return a.area
			}
		}
		break
	}
	return areaRest
}

// brotliSize returns the size of data compressed as make wasm compresses app.wasm.
func brotliSize(b *testing.B, data []byte) int {
	var out bytes.Buffer
	w := brotli.NewWriterOptions(&out, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24})
	if _, err := w.Write(data); err != nil {
		b.Fatal(err)
	}
	if err := w.Close(); err != nil {
		b.Fatal(err)
	}
	return out.Len()
}
