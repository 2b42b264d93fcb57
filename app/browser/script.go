package browser

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Scripts that the page loads only when something needs them, never on the way to its first
// tap: an 8 KB script in the page's head, deferred, still held the start back by tens of
// milliseconds (make bench's start figures). The service worker caches them with the rest of
// the bundle, so they load offline too.
var scripts = map[string]*script{}

// script is one script added to the page: loaded, or the calls waiting for it.
type script struct {
	loaded  bool
	waiting []func(ok bool)
}

// WithScript calls f once the script at src (a URL the page may load) has run, with ok false
// if it could not be loaded; the script is added to the page the first time it is asked for.
// f runs on the browser's turn, not the UI goroutine: it dispatches what it changes.
func WithScript(src string, f func(ok bool)) {
	s := scripts[src]
	switch {
	case s == nil:
		s = &script{}
		scripts[src] = s
	case s.loaded:
		f(true)
		return
	}
	s.waiting = append(s.waiting, f)
	if len(s.waiting) > 1 {
		return
	}
	doc := app.Window().Get("document")
	el := doc.Call("createElement", "script")
	done := func(ok bool) {
		s.loaded = ok
		if !ok {
			el.Call("remove") // a later call tries again
		}
		waiting := s.waiting
		s.waiting = nil
		for _, w := range waiting {
			w(ok)
		}
	}
	el.Set("onload", once(func() { done(true) }))
	el.Set("onerror", once(func() { done(false) }))
	el.Set("src", src)
	doc.Get("head").Call("appendChild", el)
}
