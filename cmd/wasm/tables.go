package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
)

// Go's runtime finds the function of a program counter through findfunctab: a record of 20
// bytes for every 4 KB of the PC space, a uint32 function index then 16 bytes of offsets from
// it. On WebAssembly a PC is a function's index times 65,536 plus a block, so every function
// spans 16 records, the offsets are all zero and the index goes up by one every 16 records:
// about 1.4 MB of tenpin's 7.9 MB, nearly all zeros, which every start downloads, streams
// through the page and copies, and which make the data section's segments so many that
// merging them (merge) is what keeps them small compressed. The client now writes that table
// itself: a start function, run as the module is instantiated (after the data segments,
// before Go's run), fills it, and the data section leaves it out. Nothing here knows the
// table by name: any run of that shape long enough is written so, and merge checks that the
// memory the module starts with is byte for byte what the linker's segments wrote.

// The shape of a run the start function writes: records of fillStride bytes, each a
// little-endian uint32 then zeros, the uint32 going up by one every fillRepeat records; runs
// shorter than minFill records stay in the data section.
const (
	fillStride = 20
	fillRepeat = 16
	minFill    = 1024
)

// fill is one run: count records from addr, record k holding first + (k+phase)/fillRepeat.
type fill struct {
	addr, count int
	first       uint32
	phase       int // records of first's value that come before addr, 0 to fillRepeat-1
}

// value is what record k of f holds.
func (f fill) value(k int) uint32 { return f.first + uint32((k+f.phase)/fillRepeat) }

// apply writes f into mem, as the start function does.
func (f fill) apply(mem []byte) {
	for k := range f.count {
		p := f.addr + k*fillStride
		binary.LittleEndian.PutUint32(mem[p:], f.value(k))
		clear(mem[p+4 : p+fillStride])
	}
}

// findFills returns the runs of mem that have the shape fill writes, in address order, none
// shorter than minFill records and none overlapping.
func findFills(mem []byte) []fill {
	var out []fill
	for p := 0; p+fillStride <= len(mem); {
		f, ok := fillAt(mem, p)
		if !ok {
			p++
			continue
		}
		out = append(out, f)
		p += f.count * fillStride
	}
	return out
}

// fillAt returns the longest run that starts at p, if it is at least minFill records long.
func fillAt(mem []byte, p int) (fill, bool) {
	record := func(q int) (uint32, bool) {
		if q+fillStride > len(mem) || !allZero(mem[q+4:q+fillStride]) {
			return 0, false
		}
		return binary.LittleEndian.Uint32(mem[q:]), true
	}
	first, ok := record(p)
	if !ok || first == 0 {
		return fill{}, false
	}
	// The phase: how many records of first's value the run starts with (1 to fillRepeat).
	same := 1
	for same < fillRepeat {
		v, ok := record(p + same*fillStride)
		if !ok || v != first {
			break
		}
		same++
	}
	f := fill{addr: p, first: first, phase: fillRepeat - same}
	for k := 0; ; k++ {
		v, ok := record(p + k*fillStride)
		if !ok || v != f.value(k) {
			f.count = k
			break
		}
	}
	return f, f.count >= minFill
}

func allZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}

// cut returns segs without the bytes the fills write, which are left to the start function:
// a segment a fill crosses is split around it, each part without the zeros it has next to the
// fill (memory starts zeroed); other segments are kept as they are.
func cut(segs []segment, fills []fill) []segment {
	var out []segment
	for _, s := range segs {
		parts := []segment{s}
		for _, f := range fills {
			lo, hi := f.addr, f.addr+f.count*fillStride
			var next []segment
			for _, p := range parts {
				end := p.offset + len(p.data)
				if hi <= p.offset || lo >= end {
					next = append(next, p)
					continue
				}
				if lo > p.offset {
					left := bytes.TrimRight(p.data[:lo-p.offset], "\x00")
					next = append(next, segment{p.offset, left})
				}
				if hi < end {
					right := p.data[hi-p.offset:]
					trimmed := bytes.TrimLeft(right, "\x00")
					next = append(next, segment{end - len(trimmed), trimmed})
				}
			}
			parts = next
		}
		for _, p := range parts {
			if len(p.data) > 0 {
				out = append(out, p)
			}
		}
	}
	return out
}

// startImage returns the memory that segs and then fills write, as instantiation does.
func startImage(segs []segment, fills []fill, size int) []byte {
	mem := image(segs)
	for _, f := range fills {
		size = max(size, f.addr+f.count*fillStride)
	}
	if len(mem) < size {
		mem = append(mem, make([]byte, size-len(mem))...)
	}
	for _, f := range fills {
		f.apply(mem)
	}
	return mem
}

// The WebAssembly binary format's parts that adding a start function reads and writes.
const (
	sectionType     = 1
	sectionImport   = 2
	sectionFunction = 3
	sectionStart    = 8
	sectionCode     = 10
)

// startBody returns the code of a function of no parameters that writes the fills: for each,
// a loop over its records (local 0 the record, local 1 its address).
func startBody(fills []fill) []byte {
	i32 := func(b []byte, v int64) []byte { return appendSleb(append(b, opI32Const), v) }
	b := []byte{1, 2, 0x7f} // locals: 2 of i32
	for _, f := range fills {
		b = i32(b, int64(f.addr))
		b = append(b, 0x21, 1) // local.set 1
		b = i32(b, 0)
		b = append(b, 0x21, 0)          // local.set 0
		b = append(b, 0x02, 0x40)       // block
		b = append(b, 0x03, 0x40)       // loop
		b = append(b, 0x20, 0)          // local.get 0
		b = i32(b, int64(f.count))      //
		b = append(b, 0x4f, 0x0d, 1)    // i32.ge_u; br_if 1 (out of the block)
		b = append(b, 0x20, 1, 0x20, 0) // local.get 1; local.get 0
		b = i32(b, int64(f.phase))
		b = append(b, 0x6a) // i32.add
		b = i32(b, 4)
		b = append(b, 0x76) // i32.shr_u: (k+phase)/16
		b = i32(b, int64(int32(f.first)))
		b = append(b, 0x6a, 0x36, 2, 0) // i32.add; i32.store align=4 offset=0
		b = append(b, 0x20, 1)
		b = i32(b, fillStride)
		b = append(b, 0x6a, 0x21, 1) // local.set 1 (the next record)
		b = append(b, 0x20, 0)
		b = i32(b, 1)
		b = append(b, 0x6a, 0x21, 0) // local.set 0
		b = append(b, 0x0c, 0)       // br 0 (the loop)
		b = append(b, opEnd, opEnd)  // end loop, end block
	}
	return append(b, opEnd)
}

// addStart returns module with a start function whose code is body: a type of no parameters
// and no results (added unless the module has one), the function, and the start section that
// names it. It refuses a module that has a start function already.
func addStart(module, body []byte) ([]byte, error) {
	type section struct {
		id   byte
		body []byte
	}
	var secs []section
	for p := 8; p < len(module); {
		size, n := binary.Uvarint(module[p+1:])
		start := p + 1 + n
		if n <= 0 || size > uint64(len(module)-start) {
			return nil, fmt.Errorf("section %d at byte %d: bad size", module[p], p)
		}
		secs = append(secs, section{module[p], module[start : start+int(size)]})
		p = start + int(size)
	}
	find := func(id byte) int {
		return slices.IndexFunc(secs, func(s section) bool { return s.id == id })
	}
	if find(sectionStart) >= 0 {
		return nil, errors.New("the module has a start function already")
	}
	ti, fi, ci := find(sectionType), find(sectionFunction), find(sectionCode)
	if ti < 0 || fi < 0 || ci < 0 {
		return nil, errors.New("no type, function or code section")
	}
	// The type func() -> ().
	types, typeIndex, err := voidType(secs[ti].body)
	if err != nil {
		return nil, err
	}
	secs[ti].body = types
	imported := 0
	if ii := find(sectionImport); ii >= 0 {
		if imported, err = importedFuncs(secs[ii].body); err != nil {
			return nil, err
		}
	}
	// The function, last: no index Go's tables know moves.
	funcs, defined, err := appendToVector(secs[fi].body, binary.AppendUvarint(nil, uint64(typeIndex)))
	if err != nil {
		return nil, fmt.Errorf("function section: %w", err)
	}
	secs[fi].body = funcs
	code, _, err := appendToVector(secs[ci].body, append(binary.AppendUvarint(nil, uint64(len(body))), body...))
	if err != nil {
		return nil, fmt.Errorf("code section: %w", err)
	}
	secs[ci].body = code
	// The start section goes after the export section, before the element section.
	at := slices.IndexFunc(secs, func(s section) bool { return s.id == 9 || s.id == 12 || s.id == sectionCode || s.id == sectionData })
	start := section{sectionStart, binary.AppendUvarint(nil, uint64(imported+defined))}
	secs = slices.Insert(secs, at, start)
	out := slices.Clip(module[:8])
	for _, s := range secs {
		out = append(out, s.id)
		out = binary.AppendUvarint(out, uint64(len(s.body)))
		out = append(out, s.body...)
	}
	return out, nil
}

// appendToVector returns a section's body, a vector, with item appended, and how many items
// it held before.
func appendToVector(body, item []byte) ([]byte, int, error) {
	n, k := binary.Uvarint(body)
	if k <= 0 {
		return nil, 0, errors.New("bad count")
	}
	out := binary.AppendUvarint(nil, n+1)
	out = append(append(out, body[k:]...), item...)
	return out, int(n), nil
}

// voidType returns the type section's body with a type of no parameters and no results, and
// that type's index: the first such type there is, or one added last.
func voidType(body []byte) ([]byte, int, error) {
	n, k := binary.Uvarint(body)
	if k <= 0 {
		return nil, 0, errors.New("type section: bad count")
	}
	b := body[k:]
	for i := range int(n) {
		if len(b) < 3 || b[0] != 0x60 {
			return nil, 0, fmt.Errorf("type %d: not a function type", i)
		}
		if b[1] == 0 && b[2] == 0 {
			return body, i, nil
		}
		b = b[1:]
		for range 2 { // parameters, then results
			c, k := binary.Uvarint(b)
			if k <= 0 || c > uint64(len(b)-k) {
				return nil, 0, fmt.Errorf("type %d: bad size", i)
			}
			b = b[k+int(c):]
		}
	}
	out, _, err := appendToVector(body, []byte{0x60, 0, 0})
	return out, int(n), err
}

// importedFuncs returns how many functions the import section imports: the index of the
// first function the module defines.
func importedFuncs(body []byte) (int, error) {
	n, k := binary.Uvarint(body)
	if k <= 0 {
		return 0, errors.New("import section: bad count")
	}
	b := body[k:]
	name := func() bool {
		c, k := binary.Uvarint(b)
		if k <= 0 || c > uint64(len(b)-k) {
			return false
		}
		b = b[k+int(c):]
		return true
	}
	limits := func() bool {
		if len(b) < 1 {
			return false
		}
		flag := b[0]
		b = b[1:]
		for range 1 + int(flag&1) { // the minimum, and the maximum if there is one
			_, k := binary.Uvarint(b)
			if k <= 0 {
				return false
			}
			b = b[k:]
		}
		return true
	}
	funcs := 0
	for i := range int(n) {
		module, field := name(), name() // both read, in order
		if !module || !field || len(b) < 1 {
			return 0, fmt.Errorf("import %d: bad name", i)
		}
		kind := b[0]
		b = b[1:]
		ok := false
		switch kind {
		case 0: // a function: its type index
			_, k := binary.Uvarint(b)
			ok, b = k > 0, b[max(k, 0):]
			funcs++
		case 1: // a table: its element type, its limits
			ok = len(b) > 0
			if ok {
				b = b[1:]
				ok = limits()
			}
		case 2: // a memory: its limits
			ok = limits()
		case 3: // a global: its type, mutability
			ok = len(b) >= 2
			if ok {
				b = b[2:]
			}
		}
		if !ok {
			return 0, fmt.Errorf("import %d: kind %d not read", i, kind)
		}
	}
	return funcs, nil
}

// sameImage reports whether a and b hold the same bytes, the shorter one read as if zeros
// followed it.
func sameImage(a, b []byte) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	return bytes.Equal(a, b[:len(a)]) && allZero(b[len(a):])
}
