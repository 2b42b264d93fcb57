package browser

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Dispatch runs f on the UI goroutine, as ctx.Dispatch does. It is not inlined: inlined,
// go-app's closure around f is compiled once more at every call, and every package of both
// apps shares this one copy.
//
//go:noinline
func Dispatch(ctx app.Context, f func(app.Context)) { ctx.Dispatch(f) }
