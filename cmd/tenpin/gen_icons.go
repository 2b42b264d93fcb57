//go:build ignore

// gen draws tenpin's icons, a white pin with red stripes beside a dark ball on
// the theme's blue, as the PNGs the manifest lists and the same picture as
// SVG. Run it from the repository root after changing the drawing:
//
//	go run cmd/tenpin/gen_icons.go
package main

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"log"
	"math"
	"os"
	"strings"
)

var (
	blue  = color.NRGBA{0x1b, 0x4d, 0x89, 0xff}
	white = color.NRGBA{0xff, 0xff, 0xff, 0xff}
	red   = color.NRGBA{0xd6, 0x28, 0x28, 0xff}
	ball  = color.NRGBA{0x1e, 0x1e, 0x24, 0xff}
	hole  = color.NRGBA{0x5a, 0x5a, 0x66, 0xff}
)

// The picture lives in a unit square; scale shrinks it around the centre, to
// keep a maskable icon's content inside its safe zone (a circle of 80%).
type picture struct {
	scale   float64 // of the content inside the square
	rounded bool    // rounded corners, transparent outside; else full bleed
}

// pinProfile is the pin's half-width at height y (0 at its top, 1 at its
// base), through a smooth curve of control points.
var pinProfile = [][2]float64{
	{0.09, 0.090}, {0.15, 0.086}, {0.22, 0.075},
	{0.30, 0.052}, {0.36, 0.050}, {0.46, 0.085}, {0.60, 0.130}, {0.72, 0.135},
	{0.84, 0.110}, {0.95, 0.080}, {1.00, 0.075},
}

const headY, headR = 0.09, 0.09

func halfWidth(y float64) float64 {
	if y < 0 || y > 1 {
		return -1
	}
	if y < headY { // the round head
		return math.Sqrt(headR*headR - (y-headY)*(y-headY))
	}
	p := pinProfile
	i := 1
	for i < len(p)-1 && p[i][0] < y {
		i++
	}
	// Catmull-Rom between p[i-1] and p[i].
	at := func(k int) float64 { return p[max(0, min(len(p)-1, k))][1] }
	t := (y - p[i-1][0]) / (p[i][0] - p[i-1][0])
	p0, p1, p2, p3 := at(i-2), at(i-1), at(i), at(i+1)
	return 0.5 * (2*p1 + (-p0+p2)*t + (2*p0-5*p1+4*p2-p3)*t*t + (-p0+3*p1-3*p2+p3)*t*t*t)
}

// Pin placement in content coordinates.
const (
	pinX, pinTop, pinHeight = 0.40, 0.12, 0.76
	ballX, ballY, ballR     = 0.66, 0.70, 0.18
)

func (pc picture) colorAt(x, y float64) color.NRGBA {
	if pc.rounded && !insideRounded(x, y, 0.18) {
		return color.NRGBA{}
	}
	// To content coordinates.
	cx := (x-0.5)/pc.scale + 0.5
	cy := (y-0.5)/pc.scale + 0.5

	if d := math.Hypot(cx-ballX, cy-ballY); d <= ballR {
		for _, h := range holes() {
			if math.Hypot(cx-h[0], cy-h[1]) <= h[2] {
				return hole
			}
		}
		return ball
	}
	py := (cy - pinTop) / pinHeight
	if w := halfWidth(py); w >= 0 && math.Abs(cx-pinX) <= w*pinHeight {
		if (py > 0.285 && py < 0.315) || (py > 0.345 && py < 0.375) {
			return red
		}
		return white
	}
	return blue
}

// holes are the ball's finger holes: x, y, radius.
func holes() [][3]float64 {
	return [][3]float64{
		{ballX - 0.055, ballY - 0.075, 0.025},
		{ballX + 0.01, ballY - 0.095, 0.025},
		{ballX - 0.01, ballY - 0.01, 0.03},
	}
}

func insideRounded(x, y, r float64) bool {
	dx := math.Max(math.Max(r-x, x-(1-r)), 0)
	dy := math.Max(math.Max(r-y, y-(1-r)), 0)
	return dx*dx+dy*dy <= r*r
}

// render draws pc at size pixels, with 4x4 samples a pixel.
func render(pc picture, size int) *image.NRGBA {
	const n = 4
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			var r, g, b, a float64
			for sy := 0; sy < n; sy++ {
				for sx := 0; sx < n; sx++ {
					c := pc.colorAt((float64(px)+(float64(sx)+0.5)/n)/float64(size),
						(float64(py)+(float64(sy)+0.5)/n)/float64(size))
					fa := float64(c.A) / 255
					r += float64(c.R) * fa
					g += float64(c.G) * fa
					b += float64(c.B) * fa
					a += fa
				}
			}
			if a == 0 {
				continue
			}
			img.SetNRGBA(px, py, color.NRGBA{
				uint8(math.Round(r / a)), uint8(math.Round(g / a)), uint8(math.Round(b / a)),
				uint8(math.Round(a / (n * n) * 255)),
			})
		}
	}
	return img
}

func hex(c color.NRGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// svg draws the rounded picture at scale 1 as SVG, in a 512 box.
func svg() string {
	const s = 512.0
	var pin strings.Builder
	const steps = 64
	var right, left []string
	for i := 0; i <= steps; i++ {
		py := float64(i) / steps
		w := halfWidth(py) * pinHeight
		y := (pinTop + py*pinHeight) * s
		right = append(right, fmt.Sprintf("%.1f %.1f", (pinX+w)*s, y))
		left = append([]string{fmt.Sprintf("%.1f %.1f", (pinX-w)*s, y)}, left...)
	}
	pin.WriteString("M" + strings.Join(right, "L") + "L" + strings.Join(left, "L") + "Z")
	band := func(a, b float64) string {
		return fmt.Sprintf(`<rect x="0" y="%.1f" width="512" height="%.1f" fill="%s" clip-path="url(#pin)"/>`,
			(pinTop+a*pinHeight)*s, (b-a)*pinHeight*s, hex(red))
	}
	var hs strings.Builder
	for _, h := range holes() {
		fmt.Fprintf(&hs, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="%s"/>`, h[0]*s, h[1]*s, h[2]*s, hex(hole))
	}
	return fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">`+
		`<defs><clipPath id="pin"><path d="%s"/></clipPath></defs>`+
		`<rect width="512" height="512" rx="92" fill="%s"/>`+
		`<path d="%s" fill="%s"/>%s%s`+
		`<circle cx="%.1f" cy="%.1f" r="%.1f" fill="%s"/>%s</svg>`+"\n",
		pin.String(), hex(blue), pin.String(), hex(white), band(0.285, 0.315), band(0.345, 0.375),
		ballX*s, ballY*s, ballR*s, hex(ball), hs.String())
}

func write(name string, img image.Image) {
	f, err := os.Create(name)
	if err != nil {
		log.Fatal(err)
	}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(f, img); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
}

func main() {
	const dir = "web/icons/"
	write(dir+"icon-192.png", render(picture{scale: 1, rounded: true}, 192))
	write(dir+"icon-512.png", render(picture{scale: 1, rounded: true}, 512))
	// Maskable: full bleed, content shrunk into the safe zone.
	write(dir+"icon-maskable-512.png", render(picture{scale: 0.72}, 512))
	if err := os.WriteFile(dir+"icon.svg", []byte(svg()), 0o644); err != nil {
		log.Fatal(err)
	}
}
