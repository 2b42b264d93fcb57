package app

import (
	"errors"
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// store is where the game in progress is kept between visits.
type store interface {
	// load returns the text stored under key, and false when there is none.
	load(key string) (string, bool, error)
	save(key, value string) error
	remove(key string)
}

// browserStore is the browser's local storage. It stores raw strings, unlike go-app's
// BrowserStorage, which JSON-encodes values and cannot hand back a corrupt save as it is.
type browserStore struct{}

// call runs a local storage method, turning the exception a browser throws (storage disabled,
// quota exceeded) into an error rather than a crash.
func (browserStore) call(method string, args ...any) (v app.Value, err error) {
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

// storageGetter is the browser's own getter of window.localStorage, kept by shieldStorage.
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

// shieldStorage keeps go-app alive when the browser has storage turned off. go-app reads
// window.localStorage with a plain Get when it starts (to drop expired states), and that
// read throwing stops the app before anything shows. So, before go-app starts, a page
// whose storage cannot be read gets an empty stand-in at window.localStorage ({length: 0},
// all go-app reads there); the app's own store keeps using the browser's getter, which
// refuses for as long as the browser does and works again when it stops.
func shieldStorage() {
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
	if _, err := (browserStore{}).call("key", 0); err == nil {
		return
	}
	standIn := object.New()
	standIn.Set("length", 0)
	object.Call("defineProperty", w, "localStorage", map[string]any{"configurable": true, "value": standIn})
}

func (s browserStore) load(key string) (string, bool, error) {
	v, err := s.call("getItem", key)
	if err != nil || v.IsNull() || v.IsUndefined() {
		return "", false, err
	}
	return v.String(), true, nil
}

func (s browserStore) save(key, value string) error {
	_, err := s.call("setItem", key, value)
	return err
}

func (s browserStore) remove(key string) {
	_, _ = s.call("removeItem", key)
}
