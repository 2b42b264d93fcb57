// Package browser is the browser's plumbing the app stands on, knowing nothing of bowling:
// local storage (Local), a value shared by every window of the app through it (Shared),
// IndexedDB (DB) and the few JavaScript helpers they and the app's screens need (Call, Get,
// Settle, Bytes; Focus and KeepFocus, focus.go). Every call into JavaScript that a browser may refuse with an exception
// (storage turned off, a quota, a sandboxed frame) comes back as an error, never a crash.
// Natively go-app's values are inert, so the package builds and tests on both sides.
//
// A //go:noinline above a small function called from several places is a size measure, not
// a speed one: in WebAssembly each inlined copy carries its own code and position tables,
// and one call costs app.wasm less (make bench measures app.wasm against its guard).
package browser

import (
	"errors"
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Store keeps texts under keys between visits.
type Store interface {
	// Load returns the text stored under key, and false when there is none.
	Load(key string) (string, bool, error)
	// Save stores value under key, or says why the browser refused.
	Save(key, value string) error
	// Remove removes what is stored under key, if anything.
	Remove(key string)
}

// Local is the browser's local storage. It stores raw strings, unlike go-app's
// BrowserStorage, which JSON-encodes values and cannot hand back a corrupt save as it is.
type Local struct{}

// call runs a local storage method, turning the exception a browser throws (storage disabled,
// quota exceeded) into an error rather than a crash.
func (Local) call(method string, args ...any) (v app.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage.%s: %v", method, r)
		}
	}()
	ls := localStorage()
	if !ls.Truthy() {
		return nil, errors.New("no localStorage in this browser")
	}
	return ls.Call(method, args...), nil
}

// storageGetter is the browser's own getter of window.localStorage, kept by Shield.
var storageGetter app.Value

// localStorage returns the browser's local storage. It panics with the browser's exception
// when storage is turned off: reading window.localStorage then throws, and it is read
// through a call (Reflect), because only a call comes back to Go as a panic; an exception
// thrown by a plain Get unwinds through the WebAssembly and stops the app.
func localStorage() app.Value {
	w := app.Window()
	if storageGetter != nil {
		return w.Get("Reflect").Call("apply", storageGetter, w, []any{})
	}
	return w.Get("Reflect").Call("get", w, "localStorage")
}

// Shield keeps go-app alive when the browser has storage turned off. go-app reads
// window.localStorage with a plain Get when it starts (to drop expired states), and that
// read throwing stops the app before anything shows. So, before go-app starts, a page
// whose storage cannot be read gets an empty stand-in at window.localStorage ({length: 0},
// all go-app reads there); Local keeps using the browser's getter, which refuses for as long
// as the browser does and works again when it stops. Call it before go-app starts.
func Shield() {
	if !app.IsClient {
		return
	}
	w := app.Window()
	object := w.Get("Object")
	for _, holder := range []app.Value{w, w.Get("Window").Get("prototype")} {
		if d := object.Call("getOwnPropertyDescriptor", holder, "localStorage"); d.Truthy() && d.Get("get").Truthy() {
			storageGetter = d.Get("get")
			break
		}
	}
	if _, err := (Local{}).call("key", 0); err == nil {
		return
	}
	standIn := object.New()
	standIn.Set("length", 0)
	object.Call("defineProperty", w, "localStorage", map[string]any{"configurable": true, "value": standIn})
}

// Load implements Store.
func (s Local) Load(key string) (string, bool, error) {
	v, err := s.call("getItem", key)
	if err != nil || v.IsNull() || v.IsUndefined() {
		return "", false, err
	}
	return v.String(), true, nil
}

// Save implements Store.
//
//go:noinline
func (s Local) Save(key, value string) error {
	_, err := s.call("setItem", key, value)
	return err
}

// Remove implements Store.
func (s Local) Remove(key string) {
	_, _ = s.call("removeItem", key)
}

// ListenStorage calls handle on the UI goroutine with the key of every change another window
// makes to local storage ("" when it cleared everything), and returns the listener so that
// it can be removed and released on dismount.
func ListenStorage(ctx app.Context, handle func(ctx app.Context, key string)) app.Func {
	f := app.FuncOf(func(this app.Value, args []app.Value) any {
		key := ""
		if len(args) > 0 {
			if k := args[0].Get("key"); k.Type() == app.TypeString {
				key = k.String()
			}
		}
		Dispatch(ctx, func(ctx app.Context) { handle(ctx, key) })
		return nil
	})
	app.Window().Call("addEventListener", "storage", f)
	return f
}

// Unlisten removes and releases the listener f for event on target.
func Unlisten(target app.Value, event string, f app.Func) {
	if f == nil {
		return
	}
	target.Call("removeEventListener", event, f)
	f.Release()
}
