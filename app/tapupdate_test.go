package app

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// mountedBoard is a scoreboard mounted in go-app's test engine natively, where OnMount does
// not run: the context the engine hands OnPreRender stands in for OnMount's.
type mountedBoard struct{ *Scoreboard }

func (b *mountedBoard) OnPreRender(ctx app.Context) {
	b.ui = ctx
	b.Scoreboard.OnPreRender(ctx)
}

// BenchmarkTapUpdate measures a tap's whole work in go-app's own engine, natively: the ball
// (guard, domain, save, derived views) and the update go-app runs after it (Render of the
// root, the diff of the screen, the components whose props changed rendered and diffed). The
// DOM calls cost nothing here, so this is the part of a tap that is Go's; the browser figure
// is BenchmarkStartAndTap's.
func BenchmarkTapUpdate(b *testing.B) {
	e := app.NewTestEngine()
	c, _ := newBoard(&testing.T{}, []string{"PJS", "KYJ", "ABC", "DEF", "GHI", "JKL"})
	if err := e.Load(&mountedBoard{c}); err != nil {
		b.Fatal(err)
	}
	e.ConsumeAll()
	b.ReportAllocs()
	for b.Loop() {
		for _, pins := range []int{3, 4} {
			roll(c, pins)
			c.ui.Update()
			e.ConsumeAll()
		}
		for range 2 {
			c.play.Undo()
		}
		c.ui.Update()
		e.ConsumeAll()
	}
}
