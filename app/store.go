package app

import (
	"errors"
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Storage keys. The save holds the domain's JSON as is, so it reads the same in DevTools.
const (
	saveKey   = "tenpin.game"
	backupKey = "tenpin.game.backup"
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
	ls := app.Window().Get("localStorage")
	if !ls.Truthy() {
		return nil, errors.New("no localStorage in this browser")
	}
	return ls.Call(method, args...), nil
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
