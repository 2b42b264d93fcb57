package app

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// BenchmarkRoll measures the UI's own work for one ball with many players: the domain call,
// the derived view, and rendering the root (go-app then diffs rows whose props changed).
func BenchmarkRoll(b *testing.B) {
	for _, n := range []int{6, 30} {
		b.Run(map[int]string{6: "6_players", 30: "30_players"}[n], func(b *testing.B) {
			names := []string{"PJS", "KYJ", "ABC", "DEF", "GHI", "JKL"}
			for len(names) < n {
				names = append(names, names[len(names)%6])
			}
			c, _ := newBoard(&testing.T{}, names[:n])
			b.ReportAllocs()
			for b.Loop() {
				c.roll(3)
				c.roll(4)
				_ = c.Render()
				c.undo()
				c.undo()
			}
		})
	}
}

// BenchmarkRender measures rendering the root of a 30-player game (the rows are then diffed by go-app).
func BenchmarkRender(b *testing.B) {
	names := make([]string, 30)
	for i := range names {
		names[i] = "ABC"
	}
	c, _ := newBoard(&testing.T{}, names)
	var ui app.UI
	for b.Loop() {
		ui = c.Render()
	}
	_ = ui
}
