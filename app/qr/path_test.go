package qr

import (
	"fmt"
	"strings"
	"testing"
)

// TestPath draws each code's path back into modules: every dark module and no light one.
func TestPath(t *testing.T) {
	for _, text := range []string{"a", "https://example.org/#match=AQ", strings.Repeat("tenpin ", 40)} {
		t.Run(text[:1], func(t *testing.T) {
			c, err := Encode(text, Low)
			if err != nil {
				t.Fatal(err)
			}
			drawn := map[[2]int]bool{}
			for _, r := range strings.Split(strings.TrimSuffix(c.Path(), "z"), "z") {
				var x, y, run, back int
				if _, err := fmt.Sscanf(r, "M%d %dh%dv1h-%d", &x, &y, &run, &back); err != nil || run != back {
					t.Fatalf("Path() has %q: %v", r, err)
				}
				for k := range run {
					drawn[[2]int{x + k - 4, y - 4}] = true
				}
			}
			for y := range c.Size() {
				for x := range c.Size() {
					if drawn[[2]int{x, y}] != c.Dark(x, y) {
						t.Fatalf("Path() draws (%d, %d) %v, want %v", x, y, drawn[[2]int{x, y}], c.Dark(x, y))
					}
				}
			}
		})
	}
}
