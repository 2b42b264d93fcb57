package main

import (
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"strings"
	"testing"
)

// module returns a WebAssembly module with a type section, the data section holding segs in
// their order, and a custom section after it.
func module(segs []segment) []byte {
	m := []byte("\x00asm\x01\x00\x00\x00")
	m = append(m, 1, 4, 1, 0x60, 0, 0) // one type: func() -> ()
	body := writeSegments(segs)
	m = append(m, sectionData)
	m = binary.AppendUvarint(m, uint64(len(body)))
	m = append(m, body...)
	return append(m, 0, 4, 3, 'a', 'b', 'c')
}

// sectionsOf returns the sections of a module, by id in order, with their bodies.
func sectionsOf(t *testing.T, m []byte) (ids []byte, bodies [][]byte) {
	t.Helper()
	for p := 8; p < len(m); {
		size, n := binary.Uvarint(m[p+1:])
		ids, bodies = append(ids, m[p]), append(bodies, m[p+1+n:p+1+n+int(size)])
		p += 1 + n + int(size)
	}
	return ids, bodies
}

func TestMerge(t *testing.T) {
	seg := func(off int, s string) segment { return segment{off, []byte(s)} }
	tests := []struct {
		name string
		segs []segment
		gap  int
		want []segment
	}{
		{"one segment", []segment{seg(16, "abc")}, 1 << 30, []segment{seg(16, "abc")}},
		{"gap below the limit", []segment{seg(0, "ab"), seg(10, "cd")}, 9, []segment{seg(0, "ab\x00\x00\x00\x00\x00\x00\x00\x00cd")}},
		{"gap at the limit", []segment{seg(0, "ab"), seg(10, "cd")}, 8, []segment{seg(0, "ab"), seg(10, "cd")}},
		{"touching", []segment{seg(4, "ab"), seg(6, "cd")}, 1, []segment{seg(4, "abcd")}},
		{"out of order", []segment{seg(100, "z"), seg(0, "a"), seg(2, "b")}, 1 << 30,
			[]segment{seg(0, "a\x00b"+strings.Repeat("\x00", 97)+"z")}},
		{"some merged", []segment{seg(0, "a"), seg(3, "b"), seg(1000, "c"), seg(1002, "d")}, 16,
			[]segment{seg(0, "a\x00\x00b"), seg(1000, "c\x00d")}},
		{"large offsets", []segment{seg(1<<20, "x"), seg(1<<20+200, "y")}, 1 << 30,
			[]segment{seg(1<<20, "x"+strings.Repeat("\x00", 199)+"y")}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := merge(module(tt.segs), tt.gap)
			if err != nil {
				t.Fatalf("merge() error = %v", err)
			}
			if want := module(tt.want); !bytes.Equal(got, want) {
				t.Errorf("merge() = %x, want %x", got, want)
			}
			ids, _ := sectionsOf(t, got)
			if !bytes.Equal(ids, []byte{1, sectionData, 0}) {
				t.Errorf("merge() sections = %v, want the type, data and custom sections in order", ids)
			}
		})
	}
}

// TestMergeKeepsTheImage merges random layouts at random gaps: the memory image never
// changes, and no two segments left are closer than the gap.
func TestMergeKeepsTheImage(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 500 {
		var segs []segment
		off := r.IntN(100)
		for range 1 + r.IntN(40) {
			data := make([]byte, 1+r.IntN(20))
			for k := range data {
				if r.IntN(3) > 0 {
					data[k] = byte(1 + r.IntN(255))
				}
			}
			segs = append(segs, segment{off, data})
			off += len(data) + r.IntN(40)
		}
		r.Shuffle(len(segs), func(a, b int) { segs[a], segs[b] = segs[b], segs[a] })
		gap := r.IntN(50)
		if gap == 0 {
			gap = 1 << 30
		}
		got, err := merge(module(segs), gap)
		if err != nil {
			t.Fatalf("layout %d: merge() error = %v", i, err)
		}
		_, bodies := sectionsOf(t, got)
		merged, err := readSegments(bodies[1])
		if err != nil {
			t.Fatalf("layout %d: the merged data section: %v", i, err)
		}
		if !bytes.Equal(image(merged), image(segs)) {
			t.Fatalf("layout %d: merge(gap %d) changed the memory image", i, gap)
		}
		for k := 1; k < len(merged); k++ {
			if between := merged[k].offset - merged[k-1].offset - len(merged[k-1].data); between < gap {
				t.Fatalf("layout %d: segments %d and %d are %d bytes apart after merge(gap %d)", i, k-1, k, between, gap)
			}
		}
	}
}

func TestMergeRefuses(t *testing.T) {
	// Instantiation writes segments in order: "xy" at 2, then "abcd" over it at 0. Sorted by
	// address, "xy" would win.
	overlap := module([]segment{{2, []byte("xy")}, {0, []byte("abcd")}})
	passive := module([]segment{{0, []byte("ab")}})
	passive[bytes.Index(passive, []byte{0, opI32Const})] = 1 // flags 1: a passive segment
	dataCount := append(module([]segment{{0, []byte("a")}}), sectionDataCount, 1, 1)
	tests := []struct {
		name   string
		module []byte
		want   string
	}{
		{"not wasm", []byte("\x7fELF...."), "not a WebAssembly module"},
		{"overlapping segments", overlap, "would change the memory image"},
		{"a passive segment", passive, "not an active segment"},
		{"a data count section", dataCount, "data count section"},
		{"no data section", []byte("\x00asm\x01\x00\x00\x00"), "no data section"},
		{"cut short", module([]segment{{0, []byte("abc")}})[:20], "bad size"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := merge(tt.module, 1<<30)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("merge() error = %v, want one saying %q", err, tt.want)
			}
		})
	}
}

func TestSleb(t *testing.T) {
	for _, v := range []int64{0, 1, 63, 64, -1, -64, -65, 127, 128, 1 << 20, 1<<31 - 1, -1 << 31} {
		b := appendSleb(nil, v)
		got, k := sleb32(b)
		if got != v || k != len(b) {
			t.Errorf("sleb32(appendSleb(%d) = %x) = %d, %d; want %d, %d", v, b, got, k, v, len(b))
		}
	}
	if _, k := sleb32([]byte{0x80, 0x80}); k != 0 {
		t.Errorf("sleb32(cut short) took %d bytes, want 0", k)
	}
}
