package qr

// newCode lays out an empty code of a version with its function patterns drawn: the three
// finders with their separators, the timing lines, the alignment patterns, the version
// information from version 7, and room for the format information.
func newCode(version int, l Level) *Code {
	size := 17 + 4*version
	c := &Code{version: version, level: l, size: size, dark: make([]bool, size*size), fixed: make([]bool, size*size)}
	for i := range size {
		c.set(6, i, i%2 == 0)
		c.set(i, 6, i%2 == 0)
	}
	for _, f := range [][2]int{{3, 3}, {size - 4, 3}, {3, size - 4}} {
		for dy := -4; dy <= 4; dy++ {
			for dx := -4; dx <= 4; dx++ {
				x, y := f[0]+dx, f[1]+dy
				if 0 <= x && x < size && 0 <= y && y < size {
					d := max(abs(dx), abs(dy))
					c.set(x, y, d != 2 && d != 4)
				}
			}
		}
	}
	pos := alignments(version)
	n := len(pos)
	for i := range n {
		for j := range n {
			if i == 0 && j == 0 || i == 0 && j == n-1 || i == n-1 && j == 0 {
				continue // the finders' corners
			}
			for dy := -2; dy <= 2; dy++ {
				for dx := -2; dx <= 2; dx++ {
					c.set(pos[i]+dx, pos[j]+dy, max(abs(dx), abs(dy)) != 1)
				}
			}
		}
	}
	c.drawFormat(0) // reserves its modules; the mask's are drawn over them
	if version >= 7 {
		rem := version
		for range 12 {
			rem = rem<<1 ^ (rem>>11)*0x1F25
		}
		bits := version<<12 | rem
		for i := range 18 {
			dark := bits>>uint(i)&1 == 1
			a, b := size-11+i%3, i/3
			c.set(a, b, dark)
			c.set(b, a, dark)
		}
	}
	return c
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// set draws a function module.
//
//go:noinline
func (c *Code) set(x, y int, dark bool) {
	c.dark[y*c.size+x] = dark
	c.fixed[y*c.size+x] = true
}

// alignments is the centres of a version's alignment patterns on each axis.
func alignments(version int) []int {
	if version == 1 {
		return nil
	}
	n := version/7 + 2
	step := (version*8 + n*3 + 5) / (n*4 - 4) * 2
	pos := make([]int, n)
	pos[0] = 6
	for i := n - 1; i >= 1; i-- {
		pos[i] = 17 + 4*version - 7 - (n-1-i)*step
	}
	return pos
}

// drawFormat draws the two copies of the format information (level and mask) and the dark
// module beside the lower-left finder.
func (c *Code) drawFormat(mask int) {
	data := c.level.formatBits()<<3 | uint32(mask)
	rem := data
	for range 10 {
		rem = rem<<1 ^ (rem>>9)*0x537
	}
	bits := (data<<10 | rem) ^ 0x5412
	bit := func(i int) bool { return bits>>uint(i)&1 == 1 }
	for i := range 6 {
		c.set(8, i, bit(i))
	}
	c.set(8, 7, bit(6))
	c.set(8, 8, bit(7))
	c.set(7, 8, bit(8))
	for i := 9; i < 15; i++ {
		c.set(14-i, 8, bit(i))
	}
	for i := range 8 {
		c.set(c.size-1-i, 8, bit(i))
	}
	for i := 8; i < 15; i++ {
		c.set(8, c.size-15+i, bit(i))
	}
	c.set(8, c.size-8, true)
}

// place lays the codewords into the modules that are not function modules, in the
// standard's zigzag of two-module columns from the bottom right, skipping the timing column.
func (c *Code) place(data []byte) {
	i := 0
	for right := c.size - 1; right >= 1; right -= 2 {
		if right == 6 {
			right = 5
		}
		for vert := range c.size {
			for j := range 2 {
				x := right - j
				y := vert
				if (right+1)&2 == 0 {
					y = c.size - 1 - vert
				}
				if !c.fixed[y*c.size+x] && i < len(data)*8 {
					c.dark[y*c.size+x] = data[i>>3]>>uint(7-i&7)&1 == 1
					i++
				}
			}
		}
	}
}

// mask inverts the data modules that mask pattern m selects; doing it twice undoes it.
func (c *Code) mask(m int) {
	for y := range c.size {
		for x := range c.size {
			var invert bool
			switch m {
			case 0:
				invert = (x+y)%2 == 0
			case 1:
				invert = y%2 == 0
			case 2:
				invert = x%3 == 0
			case 3:
				invert = (x+y)%3 == 0
			case 4:
				invert = (x/3+y/2)%2 == 0
			case 5:
				invert = x*y%2+x*y%3 == 0
			case 6:
				invert = (x*y%2+x*y%3)%2 == 0
			case 7:
				invert = ((x+y)%2+x*y%3)%2 == 0
			}
			if invert && !c.fixed[y*c.size+x] {
				c.dark[y*c.size+x] = !c.dark[y*c.size+x]
			}
		}
	}
}

// penalty scores a masked code by the standard's four rules (long runs, 2×2 blocks, patterns
// like a finder, an unbalanced share of dark); the mask with the lowest is kept.
func (c *Code) penalty() int {
	p := 0
	for _, rows := range []bool{true, false} {
		for a := range c.size {
			var runDark bool
			run := 0
			var history [7]int
			at := func(b int) bool {
				if rows {
					return c.Dark(b, a)
				}
				return c.Dark(a, b)
			}
			for b := range c.size {
				if at(b) == runDark {
					run++
					if run == 5 {
						p += 3
					} else if run > 5 {
						p++
					}
					continue
				}
				c.addHistory(run, &history)
				if !runDark {
					p += 40 * finderLike(history)
				}
				runDark, run = at(b), 1
			}
			if runDark {
				c.addHistory(run, &history)
				run = 0
			}
			c.addHistory(run+c.size, &history)
			p += 40 * finderLike(history)
		}
	}
	dark := 0
	for y := range c.size {
		for x := range c.size {
			d := c.Dark(x, y)
			if d {
				dark++
			}
			if x+1 < c.size && y+1 < c.size && d == c.Dark(x+1, y) && d == c.Dark(x, y+1) && d == c.Dark(x+1, y+1) {
				p += 3
			}
		}
	}
	total := c.size * c.size
	p += ((abs(dark*20-total*10)+total-1)/total - 1) * 10
	return p
}

// addHistory pushes a run length onto the newest-first history of runs; the first run of a
// line counts the light quiet zone before it.
//
//go:noinline
func (c *Code) addHistory(run int, h *[7]int) {
	if h[0] == 0 {
		run += c.size
	}
	copy(h[1:], h[:6])
	h[0] = run
}

// finderLike counts the 1:1:3:1:1 patterns with light on a side that the history ends in.
func finderLike(h [7]int) int {
	n := h[1]
	core := n > 0 && h[2] == n && h[3] == 3*n && h[4] == n && h[5] == n
	count := 0
	if core && h[0] >= 4*n && h[6] >= n {
		count++
	}
	if core && h[6] >= 4*n && h[0] >= n {
		count++
	}
	return count
}
