// Command hello is a go-app hello world, a counter, built and served the same
// way as tenpin (the same flags, handler and precompression), so that the
// benchmarks can compare tenpin's size and start time with go-app's floor.
package main

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// counter is the whole app: a button and the count it has reached.
type counter struct {
	app.Compo

	count int
}

func (c *counter) Render() app.UI {
	return app.Main().Body(
		app.Button().ID("inc").Attr("data-testid", "inc").Text("+1").OnClick(c.onInc),
		app.Span().ID("count").Text(c.count),
	)
}

func (c *counter) onInc(ctx app.Context, e app.Event) {
	c.count++
}

func routes() {
	app.Route("/", func() app.Composer { return &counter{} })
}
