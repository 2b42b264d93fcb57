package main

import (
	"bytes"
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// table returns n records of findfunctab's shape on WebAssembly, the first holding first and
// coming phase records into its function.
func table(n int, first uint32, phase int) []byte {
	b := make([]byte, n*fillStride)
	fill{0, n, first, phase}.apply(b)
	return b
}

// linkerSegments returns data at off as Go's linker writes it: a new segment after every run
// of 8 or more zero bytes.
func linkerSegments(off int, data []byte) []segment {
	var segs []segment
	for i := 0; i < len(data); {
		if data[i] == 0 {
			i++
			continue
		}
		j := i
		for j < len(data) {
			z := j
			for z < len(data) && data[z] == 0 {
				z++
			}
			if z > j && (z-j >= 8 || z == len(data)) {
				break
			}
			j = max(z, j+1)
		}
		segs = append(segs, segment{off + i, slices.Clone(data[i:j])})
		i = j
	}
	return segs
}

func TestFindFills(t *testing.T) {
	text := []byte("some data before the table\x00\x00\x00")
	broken := table(3000, 900, 0)
	broken[1500*fillStride+7] = 1 // one record with an offset that is not zero
	tests := []struct {
		name string
		mem  []byte
		want []fill
	}{
		{"a table after data", append(slices.Clone(text), table(2000, 315, 0)...), []fill{{len(text), 2000, 315, 0}}},
		{"starting into a function", append(slices.Clone(text), table(2000, 315, 5)...), []fill{{len(text), 2000, 315, 5}}},
		{"ending into a function", table(minFill+7, 40, 0), []fill{{0, minFill + 7, 40, 0}}},
		{"too short", table(minFill-1, 315, 0), nil},
		{"records of index 0 are zeros, left out", table(3000, 0, 0), []fill{{16 * fillStride, 2984, 1, 0}}},
		{"broken by a record", broken, []fill{{0, 1500, 900, 0}, {1501 * fillStride, 1499, 993, 13}}},
		{"no table", bytes.Repeat([]byte("abcdefghij"), 10000), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := findFills(tt.mem)
			if !slices.Equal(got, tt.want) {
				t.Fatalf("findFills() = %+v, want %+v", got, tt.want)
			}
			// What the fills write is what the memory holds there.
			mem := slices.Clone(tt.mem)
			for _, f := range got {
				clear(mem[f.addr : f.addr+f.count*fillStride])
				f.apply(mem)
			}
			if !bytes.Equal(mem, tt.mem) {
				t.Error("the fills do not write the memory they were found in")
			}
		})
	}
}

// runnable returns a module with a memory exported as mem, one function of no parameters, and
// the data section holding segs.
func runnable(segs []segment) []byte {
	m := []byte("\x00asm\x01\x00\x00\x00")
	m = append(m, sectionType, 4, 1, 0x60, 0, 0)
	m = append(m, sectionFunction, 2, 1, 0)
	m = append(m, 5, 3, 1, 0, 2)                         // memory: 2 pages at least
	m = append(m, 7, 7, 1, 3, 'm', 'e', 'm', 2, 0)       // export mem
	m = append(m, sectionCode, 4, 1, 2, 0, opEnd)        // an empty function
	m = append(m, 0, 7, 5, 'n', 'o', 't', 'e', 's', 'x') // a custom section before data
	body := writeSegments(segs)
	m = append(m, sectionData)
	m = binary.AppendUvarint(m, uint64(len(body)))
	return append(m, body...)
}

func TestMergeWritesTablesAtStart(t *testing.T) {
	mem := []byte("the runtime's data\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00ABC")
	mem = append(mem, table(4000, 315, 3)...)
	mem = append(mem, []byte("\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00more data after it")...)
	mem = append(mem, table(1200, 7000, 0)...)
	mem = append(mem, 'z')
	segs := linkerSegments(1024, mem)
	if len(segs) < 5000 {
		t.Fatalf("the linker's layout has %d segments, want one per record", len(segs))
	}
	got, err := merge(runnable(segs), 1<<30)
	if err != nil {
		t.Fatalf("merge() error = %v", err)
	}
	ids, bodies := sectionsOf(t, got)
	if want := []byte{sectionType, sectionFunction, 5, 7, sectionStart, sectionCode, 0, sectionData}; !bytes.Equal(ids, want) {
		t.Fatalf("sections %v, want %v", ids, want)
	}
	if !bytes.Equal(bodies[4], []byte{1}) {
		t.Errorf("start section %x, want function 1 (after the module's one)", bodies[4])
	}
	if bodies[1][0] != 2 || bodies[5][0] != 2 {
		t.Errorf("function and code sections count %d and %d functions, want 2", bodies[1][0], bodies[5][0])
	}
	data, err := readSegments(bodies[7])
	if err != nil {
		t.Fatal(err)
	}
	size := 0
	for _, s := range data {
		size += len(s.data)
	}
	if size > 100 {
		t.Errorf("the data section holds %d bytes, want the tables left out", size)
	}
	// Its own output is no linker's: merged again, the tables' bytes would read as zeros.
	if _, err := merge(got, 1<<30); err == nil || !strings.Contains(err.Error(), "start function") {
		t.Errorf("merging the merged module again: error = %v, want a refusal", err)
	}
	fills := findFills(image(segs))
	if len(fills) != 2 || !sameImage(image(segs), startImage(data, fills, 0)) {
		t.Fatalf("the data section and the fills %+v do not write the linker's memory", fills)
	}

	// What V8 makes of it, where Node.js is installed (CI has it, for axe-core): the memory
	// after instantiation, start function run, is the linker's.
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not installed: the start function was not run")
	}
	dir := t.TempDir()
	wasm := filepath.Join(dir, "m.wasm")
	if err := os.WriteFile(wasm, got, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(node, "-e", `const b = require("fs").readFileSync(process.argv[1]);
const i = new WebAssembly.Instance(new WebAssembly.Module(b));
process.stdout.write(Buffer.from(i.exports.mem.buffer, 0, +process.argv[2]));`, wasm, strconv.Itoa(1024+len(mem))).Output()
	if err != nil {
		t.Fatalf("node: %v", err)
	}
	if want := image(segs); !bytes.Equal(out, want) {
		t.Errorf("memory after instantiation differs from the linker's (%d bytes against %d)", len(out), len(want))
	}
}

func TestAddStartRefuses(t *testing.T) {
	withStart := runnable([]segment{{0, []byte("a")}})
	at := bytes.IndexByte(withStart, sectionCode)
	withStart = slices.Insert(withStart, at, sectionStart, 1, 0)
	noCode := module([]segment{{0, []byte("a")}})
	for _, tt := range []struct {
		name   string
		module []byte
		want   string
	}{
		{"a start function already", withStart, "start function already"},
		{"no code section", noCode, "no type, function or code section"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := addStart(tt.module, startBody(nil))
			if err == nil || !bytes.Contains([]byte(err.Error()), []byte(tt.want)) {
				t.Errorf("addStart() error = %v, want one saying %q", err, tt.want)
			}
		})
	}
}

func TestImportedFuncs(t *testing.T) {
	imp := func(kind byte, desc ...byte) []byte { return append([]byte{1, 'a', 1, 'x', kind}, desc...) }
	body := []byte{5}
	body = append(body, imp(0, 0)...)          // a function of type 0
	body = append(body, imp(1, 0x70, 0, 1)...) // a table of funcref, at least 1
	body = append(body, imp(2, 1, 1, 2)...)    // a memory, 1 to 2 pages
	body = append(body, imp(3, 0x7f, 0)...)    // a constant i32 global
	body = append(body, imp(0, 1)...)          // a function of type 1
	if n, err := importedFuncs(body); err != nil || n != 2 {
		t.Errorf("importedFuncs() = %d, %v; want 2 functions", n, err)
	}
	if _, err := importedFuncs(body[:len(body)-1]); err == nil {
		t.Error("importedFuncs() of a section cut short: no error")
	}
	if _, err := importedFuncs(append(body[:1:1], imp(4, 0)...)); err == nil {
		t.Error("importedFuncs() of an unknown kind: no error")
	}
}
