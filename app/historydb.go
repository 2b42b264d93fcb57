package app

import (
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// The history's database: the browser's IndexedDB, one object store of finished games, each
// kept under its record ID as the record's stored form (domain.Record.MarshalBinary, a
// Uint8Array). IndexedDB is asynchronous and has a quota far above local storage's 5 MB, so
// 5,000 games and more fit.
//
// Why a small layer of our own over go-app's JS values rather than
// github.com/hack-pad/go-indexeddb v0.3.2 (measured on this app, -trimpath -ldflags="-s -w"):
//   - bytes: this layer adds 24 KB raw and no measurable brotli bytes (under brotli's 2 KB of
//     noise); go-indexeddb adds 215 KB raw and 33 KB brotli (its safejs wrappers, contexts and
//     generic request types), a third of what the whole of phase 2 may spend;
//   - speed: go-indexeddb v0.3.2 has no getAll for values, so reading history would take a
//     cursor step, a JS-to-Go callback, per game (5,000 of them); here one getAll request
//     returns every game at once;
//   - clarity: the four operations the app needs (open, all, put, delete) fit in this file,
//     each one request or transaction awaited on a channel, and it builds natively too (go-app's
//     values are inert there), so no build-tagged twin is needed.
//
// Every method blocks until the browser answers, so it runs in ctx.Async, never on the UI
// goroutine; the archive (archive.go) runs them one at a time, in order.

const (
	dbName      = "tenpin"
	dbVersion   = 1
	dbGames     = "games"
	quotaError  = "QuotaExceededError"
	maxDBErrMsg = 200
)

// errNoDatabase is returned when the browser has no IndexedDB or refuses to open it (storage
// turned off, some private modes, a blocked third-party frame).
var errNoDatabase = errors.New("the browser refuses to keep a database")

// errFull is returned when the browser refuses to store more (the quota is reached).
var errFull = errors.New("the browser's storage for this site is full")

// historyDB is an open IndexedDB database.
type historyDB struct {
	db app.Value
}

// jsCall calls a method, turning the exception a browser throws into an error.
func jsCall(v app.Value, method string, args ...any) (r app.Value, err error) {
	defer func() {
		if x := recover(); x != nil {
			err = fmt.Errorf("%s: %v", method, x)
		}
	}()
	return v.Call(method, args...), nil
}

// await waits until target (a request or a transaction) fires the event done (success or
// complete) or one of the failures (error, abort, blocked), and returns the failure as an
// error naming its DOMException.
func await(target app.Value, done string, failures ...string) error {
	// A failed request fires error on itself and on its transaction, then the transaction
	// aborts: only the first event counts, and a later one must not block the browser.
	result := make(chan error, 1)
	send := func(err error) {
		select {
		case result <- err:
		default:
		}
	}
	ok := app.FuncOf(func(app.Value, []app.Value) any {
		send(nil)
		return nil
	})
	fail := app.FuncOf(func(this app.Value, args []app.Value) any {
		source := target
		if len(args) > 0 && args[0].Get("target").Truthy() && args[0].Get("target").Get("error").Truthy() {
			source = args[0].Get("target")
		}
		send(domError(source))
		return nil
	})
	target.Set("on"+done, ok)
	for _, f := range failures {
		target.Set("on"+f, fail)
	}
	err := <-result
	target.Set("on"+done, nil)
	for _, f := range failures {
		target.Set("on"+f, nil)
	}
	ok.Release()
	fail.Release()
	return err
}

// domError reads the error of a failed request or transaction: errFull for a full quota,
// else an error with the exception's name and message.
func domError(target app.Value) error {
	e := target.Get("error")
	if !e.Truthy() {
		return errors.New("the database request failed")
	}
	name := e.Get("name").String()
	if name == quotaError {
		return errFull
	}
	msg := e.Get("message").String()
	if len(msg) > maxDBErrMsg {
		msg = msg[:maxDBErrMsg]
	}
	return fmt.Errorf("%s: %s", name, msg)
}

// openHistoryDB opens (or creates) the database.
func openHistoryDB() (*historyDB, error) {
	factory, err := jsGet(app.Window(), "indexedDB")
	if err != nil || !factory.Truthy() {
		return nil, errNoDatabase
	}
	req, err := jsCall(factory, "open", dbName, dbVersion)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errNoDatabase, err)
	}
	upgrade := app.FuncOf(func(app.Value, []app.Value) any {
		// Version 1 is the first: the store is new. A later version adds its steps here.
		_, _ = jsCall(req.Get("result"), "createObjectStore", dbGames)
		return nil
	})
	req.Set("onupgradeneeded", upgrade)
	err = await(req, "success", "error")
	req.Set("onupgradeneeded", nil)
	upgrade.Release()
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errNoDatabase, err)
	}
	db := req.Get("result")
	// Another tab opening a newer version asks this one to let go.
	db.Set("onversionchange", app.FuncOf(func(app.Value, []app.Value) any {
		db.Call("close")
		return nil
	}))
	return &historyDB{db: db}, nil
}

// jsGet reads a property, which a browser may refuse with an exception (indexedDB in a
// sandboxed frame).
func jsGet(v app.Value, name string) (r app.Value, err error) {
	defer func() {
		if x := recover(); x != nil {
			err = fmt.Errorf("%s: %v", name, x)
		}
	}()
	return v.Get(name), nil
}

// store starts a transaction on the games store.
func (d *historyDB) store(mode string) (tx, store app.Value, err error) {
	tx, err = jsCall(d.db, "transaction", dbGames, mode)
	if err != nil {
		return nil, nil, err
	}
	store, err = jsCall(tx, "objectStore", dbGames)
	return tx, store, err
}

// all returns the stored form of every game, in no particular order. Copying 5,000 values
// one by one would take three calls into JavaScript each; instead the browser joins them into
// one Blob (each value is framed by its length, see put) and the page copies that once.
func (d *historyDB) all() ([][]byte, error) {
	_, store, err := d.store("readonly")
	if err != nil {
		return nil, err
	}
	req, err := jsCall(store, "getAll")
	if err != nil {
		return nil, err
	}
	if err := await(req, "success", "error"); err != nil {
		return nil, err
	}
	blob := app.Window().Get("Blob").New(req.Get("result"))
	joined, err := jsCall(blob, "arrayBuffer")
	if err != nil {
		return nil, err
	}
	buf, err := awaitPromise(joined)
	if err != nil {
		return nil, err
	}
	all := make([]byte, buf.Get("byteLength").Int())
	app.CopyBytesToGo(all, app.Window().Get("Uint8Array").New(buf))
	var out [][]byte
	for len(all) > 0 {
		n, k := binary.Uvarint(all)
		if k <= 0 || n > uint64(len(all)-k) {
			return out, errors.New("a stored game is damaged")
		}
		out = append(out, all[k:k+int(n)])
		all = all[k+int(n):]
	}
	return out, nil
}

// awaitPromise waits for a promise and returns its value, or why it was rejected.
func awaitPromise(p app.Value) (app.Value, error) {
	type result struct {
		v   app.Value
		err error
	}
	done := make(chan result, 1)
	settle(p, func(v app.Value) { done <- result{v: v} }, func(why app.Value) {
		done <- result{err: fmt.Errorf("rejected: %s", why.Get("name").String())}
	})
	r := <-done
	return r.v, r.err
}

// put stores games (ID and stored form) in one transaction: all of them or, when the browser
// refuses (errFull, for one), none. Each value is the stored form framed by its length (a
// uvarint), so that all can read every value from one joined Blob. With expect, each game is
// checked first (see each).
func (d *historyDB) put(ids []string, data [][]byte, expect map[string]domain.Record) error {
	tx, store, err := d.store("readwrite")
	if err != nil {
		return err
	}
	u8 := app.Window().Get("Uint8Array")
	return each(tx, store, ids, expect, func(i int) error {
		framed := append(binary.AppendUvarint(nil, uint64(len(data[i]))), data[i]...)
		v := u8.New(len(framed))
		app.CopyBytesToJS(v, framed)
		_, err := jsCall(store, "put", v, ids[i])
		return err
	})
}

// remove deletes the games with the given IDs in one transaction, each checked first with
// expect (see each).
func (d *historyDB) remove(ids []string, expect map[string]domain.Record) error {
	tx, store, err := d.store("readwrite")
	if err != nil {
		return err
	}
	return each(tx, store, ids, expect, func(i int) error {
		_, err := jsCall(store, "delete", ids[i])
		return err
	})
}
