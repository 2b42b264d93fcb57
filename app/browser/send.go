package browser

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Handing a file to the person: Web Share where the browser has it, else a download.

// Blob holds data as a file's content of type mime, for Download and Send.
func Blob(data []byte, mime string) app.Value {
	return app.Window().Get("Blob").New([]any{Bytes(data)}, map[string]any{"type": mime})
}

// Download saves a Blob as a file named name: a link to it with a download attribute,
// clicked once (go-app leaves links with a download attribute to the browser). The browser
// reads the Blob when the download starts; its URL is let go a minute later.
func Download(blob app.Value, name string) {
	w := app.Window()
	url := w.Get("URL").Call("createObjectURL", blob)
	doc := w.Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	w.Call("setTimeout", once(func() { w.Get("URL").Call("revokeObjectURL", url) }), 60_000)
}

// Send hands a Blob named name to Web Share with payload (its title, text or url), where the
// browser has it: with the file where the browser shares files, else the payload alone when
// it has a text or a url. Elsewhere, with downloadOnly (inside an embed, whose host page may
// not allow sharing), or when sharing fails, the file is downloaded. done learns which
// (shared true: Web Share took it), from a JavaScript callback, so it dispatches to the UI
// goroutine; a person who cancels the share is told nothing and done is not called.
func Send(blob app.Value, name string, payload map[string]any, downloadOnly bool, done func(shared bool)) {
	w := app.Window()
	save := func() {
		Download(blob, name)
		done(false)
	}
	nav := w.Get("navigator")
	if downloadOnly || !nav.Get("share").Truthy() {
		save()
		return
	}
	f := w.Get("File").New([]any{blob}, name, map[string]any{"type": blob.Get("type")})
	if nav.Get("canShare").Truthy() && nav.Call("canShare", map[string]any{"files": []any{f}}).Bool() {
		payload["files"] = []any{f}
	} else if payload["text"] == nil && payload["url"] == nil {
		save()
		return
	}
	p, err := Call(nav, "share", payload)
	if err != nil {
		save()
		return
	}
	Settle(p, func(app.Value) { done(true) }, func(reason app.Value) {
		if reason.Truthy() && reason.Get("name").String() == "AbortError" {
			return
		}
		save()
	})
}
