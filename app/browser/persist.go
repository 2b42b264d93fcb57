package browser

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Persistent storage (the StorageManager): whether the browser keeps the site's storage
// until the user clears it, rather than clearing it under pressure or after a while. A
// browser without a StorageManager, or one that refuses the question, answers false.

// Persisted calls answer with whether the browser keeps the site's storage.
func Persisted(answer func(granted bool)) { storageManager("persisted", answer) }

// Persist asks the browser to keep the site's storage and calls answer with its decision.
// Firefox asks the user first; Chromium and WebKit decide by themselves.
func Persist(answer func(granted bool)) { storageManager("persist", answer) }

func storageManager(method string, answer func(bool)) {
	if !app.IsClient {
		answer(false)
		return
	}
	sm, err := Get(app.Window().Get("navigator"), "storage")
	if err != nil || !sm.Truthy() || sm.Get(method).Type() != app.TypeFunction {
		answer(false)
		return
	}
	p, err := Call(sm, method)
	if err != nil {
		answer(false)
		return
	}
	Settle(p, func(v app.Value) { answer(v.Type() == app.TypeBoolean && v.Bool()) }, func(app.Value) { answer(false) })
}
