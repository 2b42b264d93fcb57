package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
)

// defaultGap is the -gap make wasm uses: every segment merged with the next whatever the
// zeros between them. Go's linker starts a new data segment after every run of 8 or more zero
// bytes; tenpin's client has about 80,000 of them, whose headers (offset and length, a few
// bytes each, all different) brotli can hardly compress, while the zeros that merging writes
// in their place cost it almost nothing. README ("The client build") has the figures, raw and
// compressed, and what they cost a start.
const defaultGap = 1 << 30

// The WebAssembly binary format's parts that merging reads and writes.
const (
	sectionData      = 11
	sectionDataCount = 12
	opI32Const       = 0x41
	opEnd            = 0x0b
)

// segment is one active data segment of memory 0: bytes written at offset when the module
// is instantiated.
type segment struct {
	offset int
	data   []byte
}

// merge returns module with its data segments merged wherever fewer than gap zero bytes lie
// between one and the next, in address order; memory starts zeroed, so the zeros written in
// between change nothing. It checks that the memory image the new segments make is byte for
// byte the one the old ones made, and refuses a module it does not fully understand (another
// kind of segment, segments that overlap), changing nothing.
func merge(module []byte, gap int) ([]byte, error) {
	if len(module) < 8 || !bytes.Equal(module[:4], []byte("\x00asm")) {
		return nil, errors.New("not a WebAssembly module")
	}
	out := slices.Clip(module[:8])
	var count int // segments after merging, for a data count section
	var fills []fill
	for p := 8; p < len(module); {
		id := module[p]
		size, n := binary.Uvarint(module[p+1:])
		start := p + 1 + n
		if n <= 0 || size > uint64(len(module)-start) {
			return nil, fmt.Errorf("section %d at byte %d: bad size", id, p)
		}
		end := start + int(size)
		var body []byte
		switch id {
		case sectionData:
			segs, err := readSegments(module[start:end])
			if err != nil {
				return nil, err
			}
			joined := join(segs, gap)
			mem := image(segs)
			if !bytes.Equal(mem, image(joined)) {
				return nil, errors.New("merged data segments would change the memory image")
			}
			// findfunctab and any run of its shape: written by a start function (tables.go).
			fills = findFills(mem)
			joined = cut(joined, fills)
			if !sameImage(mem, startImage(joined, fills, len(mem))) {
				return nil, errors.New("the start function's tables would change the memory image")
			}
			count = len(joined)
			body = writeSegments(joined)
		case sectionStart:
			// Go's linker writes none; merge's own output has one. Merged again, the
			// tables it writes at start would read as zeros to keep in the data section.
			return nil, errors.New("a start function: not a module as Go's linker writes it (one this command wrote already?)")
		case sectionDataCount:
			// Go's linker writes none today; one must count the merged segments, and the data
			// section after it is what counts them, so it is written once that is known.
			return nil, errors.New("a data count section: merging does not handle it")
		default:
			out = append(out, module[p:end]...)
			p = end
			continue
		}
		out = append(out, id)
		out = binary.AppendUvarint(out, uint64(len(body)))
		out = append(out, body...)
		p = end
	}
	if count == 0 {
		return nil, errors.New("no data section")
	}
	if len(fills) > 0 {
		return addStart(out, startBody(fills))
	}
	return out, nil
}

// readSegments parses a data section's body: active segments of memory 0 with an i32.const
// offset, as Go's linker writes them.
func readSegments(b []byte) ([]segment, error) {
	n, k := binary.Uvarint(b)
	if k <= 0 || n > uint64(len(b)) {
		return nil, errors.New("data section: bad segment count")
	}
	b = b[k:]
	segs := make([]segment, 0, n)
	for i := range n {
		// flags 0 (active, memory 0), i32.const offset, end, size, bytes
		if len(b) < 2 || b[0] != 0 || b[1] != opI32Const {
			return nil, fmt.Errorf("data segment %d: not an active segment with an i32.const offset", i)
		}
		off, k := sleb32(b[2:])
		if k <= 0 || off < 0 || len(b) < 2+k+1 || b[2+k] != opEnd {
			return nil, fmt.Errorf("data segment %d: bad offset", i)
		}
		b = b[2+k+1:]
		size, k := binary.Uvarint(b)
		if k <= 0 || size > uint64(len(b)-k) {
			return nil, fmt.Errorf("data segment %d: bad size", i)
		}
		segs = append(segs, segment{int(off), b[k : k+int(size)]})
		b = b[k+int(size):]
	}
	if len(b) != 0 {
		return nil, errors.New("data section: bytes after the last segment")
	}
	return segs, nil
}

// join returns segs in address order, each merged with the next where fewer than gap zero
// bytes lie between them. Overlapping segments are left as they are: which one wins depends
// on their order, which merging would lose, and image's comparison refuses the result then.
func join(segs []segment, gap int) []segment {
	sorted := slices.Clone(segs)
	slices.SortStableFunc(sorted, func(a, b segment) int { return a.offset - b.offset })
	var out []segment
	for _, s := range sorted {
		if k := len(out) - 1; k >= 0 {
			last := &out[k]
			between := s.offset - (last.offset + len(last.data))
			if between >= 0 && between < gap {
				last.data = append(append(last.data, make([]byte, between)...), s.data...)
				continue
			}
		}
		out = append(out, segment{s.offset, slices.Clone(s.data)})
	}
	return out
}

// image returns the memory the segments write, applied in order as instantiation does, from
// address 0 to the end of the last byte written.
func image(segs []segment) []byte {
	size := 0
	for _, s := range segs {
		size = max(size, s.offset+len(s.data))
	}
	mem := make([]byte, size)
	for _, s := range segs {
		copy(mem[s.offset:], s.data)
	}
	return mem
}

// writeSegments returns a data section's body holding segs.
func writeSegments(segs []segment) []byte {
	b := binary.AppendUvarint(nil, uint64(len(segs)))
	for _, s := range segs {
		b = append(b, 0, opI32Const)
		b = appendSleb(b, int64(s.offset))
		b = append(b, opEnd)
		b = binary.AppendUvarint(b, uint64(len(s.data)))
		b = append(b, s.data...)
	}
	return b
}

// sleb32 reads a signed LEB128 number of at most 5 bytes; k is how many it took, 0 if b ends
// first or the number runs over.
func sleb32(b []byte) (v int64, k int) {
	var shift uint
	for k < len(b) && k < 5 {
		c := b[k]
		k++
		v |= int64(c&0x7f) << shift
		shift += 7
		if c&0x80 == 0 {
			if c&0x40 != 0 {
				v |= -1 << shift
			}
			return int64(int32(v)), k
		}
	}
	return 0, 0
}

// appendSleb appends v as signed LEB128.
func appendSleb(b []byte, v int64) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if (v == 0 && c&0x40 == 0) || (v == -1 && c&0x40 != 0) {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}
