package qr

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
)

// picture draws the code as a phone sees it on a screen: scale pixels a module, dark on
// light, with the 4-module quiet zone.
func picture(c *Code, scale int) image.Image {
	side := (c.Size() + 8) * scale
	img := image.NewGray(image.Rect(0, 0, side, side))
	for y := range side {
		for x := range side {
			v := uint8(255)
			if c.Dark(x/scale-4, y/scale-4) {
				v = 0
			}
			img.SetGray(x, y, color.Gray{Y: v})
		}
	}
	return img
}

// read decodes a code with gozxing, a decoder written independently of this package.
func read(t *testing.T, c *Code) string {
	t.Helper()
	bmp, err := gozxing.NewBinaryBitmapFromImage(picture(c, 3))
	if err != nil {
		t.Fatal(err)
	}
	res, err := qrcode.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_PURE_BARCODE: true})
	if err != nil {
		t.Fatalf("decoding a version %d-%v code: %v", c.Version(), c.Level(), err)
	}
	return res.GetText()
}

const linkChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

func link(rng *rand.Rand, n int) string {
	var b strings.Builder
	b.WriteString("https://lanes.example/bowling/#sheet=")
	for b.Len() < n {
		b.WriteByte(linkChars[rng.IntN(len(linkChars))])
	}
	return b.String()
}

func TestEncodeDecodes(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	tests := []struct {
		name string
		text string
		min  Level
	}{
		{"short", "https://127.0.0.1/", Low},
		{"empty", "", Low},
		{"high level asked", "tenpin", High},
		{"non-ASCII", "Pérez 볼링", Medium},
	}
	// Links of every length up to the largest code, so that every version is drawn.
	for n := 40; n <= 2900; n += 37 {
		tests = append(tests, struct {
			name string
			text string
			min  Level
		}{fmt.Sprintf("link of %d", n), link(rng, n), Low})
	}
	versions := map[int]bool{}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Encode(tt.text, tt.min)
			if err != nil {
				t.Fatalf("Encode = %v", err)
			}
			versions[c.Version()] = true
			if c.Level() < tt.min {
				t.Errorf("Level() = %v, below the %v asked", c.Level(), tt.min)
			}
			if got := read(t, c); got != tt.text {
				t.Errorf("decoded %q, want %q", got, tt.text)
			}
		})
	}
	if len(versions) < 38 {
		t.Errorf("the links drew %d versions, want nearly all 40", len(versions))
	}
}

func TestEncodeSmallestThenBoosted(t *testing.T) {
	tests := []struct {
		n       int
		version int
		level   Level
	}{
		{0, 1, High},
		{7, 1, High},      // version 1-H holds 7 bytes
		{17, 1, Low},      // version 1-L holds 17 bytes
		{18, 2, Quartile}, // version 2-Q holds 20, 2-H 14
		{2953, 40, Low},   // the most any code holds
	}
	for _, tt := range tests {
		c, err := Encode(strings.Repeat("a", tt.n), Low)
		if err != nil {
			t.Fatalf("Encode(%d bytes) = %v", tt.n, err)
		}
		if c.Version() != tt.version || c.Level() != tt.level {
			t.Errorf("Encode(%d bytes) = version %d-%v, want %d-%v", tt.n, c.Version(), c.Level(), tt.version, tt.level)
		}
		if c.Size() != 17+4*tt.version {
			t.Errorf("Size() = %d for version %d", c.Size(), c.Version())
		}
	}
	if _, err := Encode(strings.Repeat("a", 2954), Low); !errors.Is(err, ErrTooLong) {
		t.Errorf("Encode(2,954 bytes) = %v, want ErrTooLong", err)
	}
}

func BenchmarkEncode(b *testing.B) {
	text := link(rand.New(rand.NewPCG(9, 10)), 600)
	for b.Loop() {
		if _, err := Encode(text, Low); err != nil {
			b.Fatal(err)
		}
	}
}
