// Package qr draws QR codes (ISO/IEC 18004) of text in byte mode, for a link shown on a
// screen for a phone's camera. It knows nothing of what the text says.
//
// It is ours rather than a library's: the maintained Go encoders measured cost the app's wasm
// 32 KB (boombuler/barcode) and 89 KB (piglig/go-qr) of brotli, for kinds of data, renderers
// and options the app never uses; this one is byte mode only and draws no pictures. It follows
// the well-known reference algorithm (Project Nayuki's QR Code generator), and its tests read
// every code back with an independent decoder.
//
// A //go:noinline above a small function called from several places is a size measure, not
// a speed one: in WebAssembly each inlined copy carries its own code and position tables,
// and one call costs app.wasm less (make bench measures app.wasm against its guard).
package qr

import (
	"errors"
	"fmt"
)

// Level is an error correction level: how much of a code may be lost and still read.
type Level uint8

// The levels, from least to most correction: about 7, 15, 25 and 30 % of the code.
const (
	Low Level = iota
	Medium
	Quartile
	High
)

// String returns the level's letter, as QR codes name them.
func (l Level) String() string { return string("LMQH"[l]) }

// formatBits is the level's two bits in a code's format information.
func (l Level) formatBits() uint32 { return [...]uint32{1, 0, 3, 2}[l] }

// ErrTooLong is returned for a text longer than the largest code holds at the level asked.
var ErrTooLong = errors.New("the text is too long for a QR code")

// MaxVersion is the largest code, 177 × 177 modules.
const MaxVersion = 40

// Code is a finished QR code: a square of dark and light modules.
type Code struct {
	version int
	level   Level
	size    int
	dark    []bool // size × size, row by row
	fixed   []bool // function modules (finders, timing, alignment, format, version)
}

// Version returns the code's version, 1..MaxVersion; its size is 17 + 4·version.
func (c *Code) Version() int { return c.version }

// Level returns the error correction level the code was made with.
func (c *Code) Level() Level { return c.level }

// Size returns the number of modules on a side, without the quiet zone (4 modules a side,
// which the reader must leave light around the code).
func (c *Code) Size() int { return c.size }

// Dark reports whether the module in column x, row y is dark; outside the code it is light.
//
//go:noinline
func (c *Code) Dark(x, y int) bool {
	return 0 <= x && x < c.size && 0 <= y && y < c.size && c.dark[y*c.size+x]
}

// Encode makes the smallest code that holds text as bytes at level min or better, with the
// best mask. Where the smallest code has room for more correction, the level is raised as far
// as it fits: the code is no bigger on the screen, and reads through more glare.
func Encode(text string, min Level) (*Code, error) {
	data := []byte(text)
	version := 1
	for ; ; version++ {
		if version > MaxVersion {
			return nil, fmt.Errorf("%w: %d bytes at level %v", ErrTooLong, len(data), min)
		}
		if dataBits(version, len(data)) <= 8*dataCodewords(version, min) {
			break
		}
	}
	level := min
	for l := min + 1; l <= High; l++ {
		if dataBits(version, len(data)) <= 8*dataCodewords(version, l) {
			level = l
		}
	}
	c := newCode(version, level)
	c.place(interleave(version, level, codewords(version, level, data)))
	best, lowest := 0, -1
	for mask := range 8 {
		c.mask(mask)
		c.drawFormat(mask)
		if p := c.penalty(); lowest < 0 || p < lowest {
			best, lowest = mask, p
		}
		c.mask(mask) // a mask is its own inverse
	}
	c.mask(best)
	c.drawFormat(best)
	return c, nil
}

// countBits is the width of a byte-mode segment's length for a version.
//
//go:noinline
func countBits(version int) int {
	if version <= 9 {
		return 8
	}
	return 16
}

// dataBits is the size of a byte-mode segment of n bytes: mode, length, data.
func dataBits(version, n int) int { return 4 + countBits(version) + 8*n }

// rawModules is how many modules of a version hold data and correction, function patterns
// taken away.
//
//go:noinline
func rawModules(version int) int {
	n := (16*version+128)*version + 64
	if version >= 2 {
		align := version/7 + 2
		n -= (25*align-10)*align - 55
		if version >= 7 {
			n -= 36
		}
	}
	return n
}

// dataCodewords is how many 8-bit codewords of a version at a level hold data.
//
//go:noinline
func dataCodewords(version int, l Level) int {
	return rawModules(version)/8 - int(eccPerBlock[l][version])*int(eccBlocks[l][version])
}

// codewords writes the data as one byte-mode segment, ends and pads it to fill the version.
func codewords(version int, l Level, data []byte) []byte {
	var b bitBuffer
	b.put(0b0100, 4)
	b.put(uint32(len(data)), countBits(version))
	for _, c := range data {
		b.put(uint32(c), 8)
	}
	capacity := 8 * dataCodewords(version, l)
	b.put(0, min(4, capacity-b.n))
	b.put(0, (8-b.n%8)%8)
	for pad := uint32(0xEC); b.n < capacity; pad ^= 0xEC ^ 0x11 {
		b.put(pad, 8)
	}
	return b.bytes
}

// bitBuffer appends bits, most significant first.
type bitBuffer struct {
	bytes []byte
	n     int
}

//go:noinline
func (b *bitBuffer) put(v uint32, width int) {
	for i := width - 1; i >= 0; i-- {
		if b.n%8 == 0 {
			b.bytes = append(b.bytes, 0)
		}
		b.bytes[b.n/8] |= byte(v>>uint(i)&1) << uint(7-b.n%8)
		b.n++
	}
}

// interleave splits the data into the version's blocks, adds each block's Reed-Solomon
// correction, and interleaves them as the standard lays them out.
func interleave(version int, l Level, data []byte) []byte {
	blocks, eccLen := int(eccBlocks[l][version]), int(eccPerBlock[l][version])
	raw := rawModules(version) / 8
	short, shortLen := blocks-raw%blocks, raw/blocks
	divisor := rsDivisor(eccLen)
	all := make([][]byte, blocks)
	k := 0
	for i := range all {
		n := shortLen - eccLen
		if i >= short {
			n++
		}
		block := append([]byte(nil), data[k:k+n]...)
		k += n
		ecc := rsRemainder(block, divisor)
		if i < short {
			block = append(block, 0) // a place the short blocks skip
		}
		all[i] = append(block, ecc...)
	}
	out := make([]byte, 0, raw)
	for i := range all[0] {
		for j, block := range all {
			if i != shortLen-eccLen || j >= short {
				out = append(out, block[i])
			}
		}
	}
	return out
}

// rsDivisor is the Reed-Solomon generator polynomial of a degree, highest coefficient (1)
// left out, over GF(2⁸) with the polynomial 0x11D.
func rsDivisor(degree int) []byte {
	d := make([]byte, degree)
	d[degree-1] = 1
	root := byte(1)
	for range degree {
		for j := range d {
			d[j] = gfMul(d[j], root)
			if j+1 < degree {
				d[j] ^= d[j+1]
			}
		}
		root = gfMul(root, 2)
	}
	return d
}

// rsRemainder is the correction codewords of data.
func rsRemainder(data, divisor []byte) []byte {
	r := make([]byte, len(divisor))
	for _, b := range data {
		factor := b ^ r[0]
		copy(r, r[1:])
		r[len(r)-1] = 0
		for i, c := range divisor {
			r[i] ^= gfMul(c, factor)
		}
	}
	return r
}

//go:noinline
func gfMul(x, y byte) byte {
	var z uint32
	for i := 7; i >= 0; i-- {
		z = z<<1 ^ (z>>7)*0x11D
		z ^= uint32(y>>uint(i)&1) * uint32(x)
	}
	return byte(z)
}

// The standard's tables, by level (L, M, Q, H) and version (index 0 unused).
var (
	eccPerBlock = [4][MaxVersion + 1]int8{
		{-1, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30},
		{-1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28},
		{-1, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30},
		{-1, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30},
	}
	eccBlocks = [4][MaxVersion + 1]int8{
		{-1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25},
		{-1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49},
		{-1, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68},
		{-1, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81},
	}
)
