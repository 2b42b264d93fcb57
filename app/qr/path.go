package qr

import "strconv"

// Path is the code's dark modules as the d attribute of one SVG path, one rectangle a run
// of dark modules in a row, inside a quiet zone of 4 modules: the drawing's view box is
// Size()+8 modules square.
func (c *Code) Path() string {
	var d []byte
	for y := range c.size {
		for x := 0; x < c.size; x++ {
			if !c.Dark(x, y) {
				continue
			}
			run := 1
			for c.Dark(x+run, y) {
				run++
			}
			d = append(d, 'M')
			d = strconv.AppendInt(d, int64(x+4), 10)
			d = append(d, ' ')
			d = strconv.AppendInt(d, int64(y+4), 10)
			d = append(d, 'h')
			d = strconv.AppendInt(d, int64(run), 10)
			d = append(d, "v1h-"...)
			d = strconv.AppendInt(d, int64(run), 10)
			d = append(d, 'z')
			x += run - 1
		}
	}
	return string(d)
}
