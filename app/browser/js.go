package browser

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Calls into JavaScript that a browser may refuse with an exception, and the glue for
// promises and bytes.

// Call calls a method, turning the exception a browser throws into an error.
func Call(v app.Value, method string, args ...any) (r app.Value, err error) {
	defer func() {
		if x := recover(); x != nil {
			err = fmt.Errorf("%s: %v", method, x)
		}
	}()
	return v.Call(method, args...), nil
}

// Get reads a property, which a browser may refuse with an exception (indexedDB in a
// sandboxed frame).
func Get(v app.Value, name string) (r app.Value, err error) {
	defer func() {
		if x := recover(); x != nil {
			err = fmt.Errorf("%s: %v", name, x)
		}
	}()
	return v.Get(name), nil
}

// Settle calls ok with a promise's value, or fail with why it was rejected, once.
func Settle(p app.Value, ok, fail func(app.Value)) {
	var onOK, onFail app.Func
	release := func() {
		onOK.Release()
		onFail.Release()
	}
	onOK = app.FuncOf(func(_ app.Value, args []app.Value) any {
		release()
		ok(arg0(args))
		return nil
	})
	onFail = app.FuncOf(func(_ app.Value, args []app.Value) any {
		release()
		fail(arg0(args))
		return nil
	})
	p.Call("then", onOK, onFail)
}

//go:noinline
func arg0(args []app.Value) app.Value {
	if len(args) == 0 {
		return app.Null()
	}
	return args[0]
}

// AwaitPromise waits for a promise and returns its value, or why it was rejected. It blocks,
// so it runs in ctx.Async, never on the UI goroutine.
func AwaitPromise(p app.Value) (app.Value, error) {
	type result struct {
		_   noCompare
		v   app.Value
		err error
	}
	done := make(chan result, 1)
	Settle(p, func(v app.Value) { done <- result{v: v} }, func(why app.Value) {
		done <- result{err: fmt.Errorf("rejected: %s", why.Get("name").String())}
	})
	r := <-done
	return r.v, r.err
}

// Bytes copies data into a new Uint8Array.
func Bytes(data []byte) app.Value {
	u8 := app.Window().Get("Uint8Array").New(len(data))
	app.CopyBytesToJS(u8, data)
	return u8
}

// Breathe blocks until the browser has run the tasks waiting before a message posted now
// (taps, a frame to paint), so that the page paints and answers taps; long work in ctx.Async
// calls it every few tens of milliseconds. A time.Sleep does not do that in WebAssembly: when
// other goroutines' work outlasts the sleep, Go runs on without ever returning to the
// browser.
func Breathe() {
	done := make(chan struct{})
	AfterTask(func() { close(done) })
	<-done
}

// AfterTask calls f in a task of its own, once the browser has run the tasks waiting before a
// message posted now: what must wait for the page to show a change runs after the browser has
// it, not in the same task, which everything that watches the page waits for. A message,
// unlike a timer of 0 ms, is not held back 4 ms when timers nest. Outside a browser f runs
// at once.
func AfterTask(f func()) {
	if !app.IsClient {
		f()
		return
	}
	ch := app.Window().Get("MessageChannel").New()
	ch.Get("port1").Set("onmessage", once(f))
	ch.Get("port2").Call("postMessage", 0)
}

// noCompare, as a field, makes a struct not comparable, so the compiler writes no equality
// function for it (the wasm carries one for every comparable type it holds).
type noCompare [0]func()

// AfterPaint calls f, once, when the browser has painted what the page shows now: in a task
// of its own after the next animation frame, or after a tenth of a second if no frame comes
// (a page in the background has none).
func AfterPaint(f func()) {
	done := false
	first := func() {
		if !done {
			done = true
			f()
		}
	}
	task := once(first)
	app.Window().Call("requestAnimationFrame", once(func() { app.Window().Call("setTimeout", task, 0) }))
	app.Window().Call("setTimeout", once(first), 100)
}

// WhenSettled calls f once a page's start is over: a second from now, when the browser is next
// idle. Work that the page needs soon, but not for its first tap, waits there: a tap in the
// first second after a start is answered without it in front.
func WhenSettled(f func()) {
	if !app.IsClient {
		f()
		return
	}
	app.Window().Call("setTimeout", once(func() { whenIdle(f) }), 1000)
}

// whenIdle calls f when the browser is idle (requestIdleCallback, within a second), or after
// the next paint where it has no idle callbacks (WebKit); outside a browser, at once.
func whenIdle(f func()) {
	if !app.IsClient {
		f()
		return
	}
	ric := app.Window().Get("requestIdleCallback")
	if ric.Type() != app.TypeFunction {
		AfterPaint(f)
		return
	}
	app.Window().Call("requestIdleCallback", once(f), map[string]any{"timeout": 1000})
}

// once is a JavaScript function that calls f and releases itself: a callback the browser
// calls at most once.
func once(f func()) app.Func {
	var h app.Func
	h = app.FuncOf(func(app.Value, []app.Value) any {
		h.Release()
		f()
		return nil
	})
	return h
}
