package browser

import (
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// An IndexedDB database of one object store, whose values are bytes kept under string keys.
// IndexedDB is asynchronous and has a quota far above local storage's 5 MB.
//
// Why a small layer of our own over go-app's JS values rather than
// github.com/hack-pad/go-indexeddb v0.3.2 (measured on this app, -trimpath -ldflags="-s -w"):
//   - bytes: this layer adds 24 KB raw and no measurable brotli bytes (under brotli's 2 KB of
//     noise); go-indexeddb adds 215 KB raw and 33 KB brotli (its safejs wrappers, contexts and
//     generic request types);
//   - speed: go-indexeddb v0.3.2 has no getAll for values, so reading 5,000 values would take
//     a cursor step, a JS-to-Go callback, each; here one getAll request returns them all;
//   - clarity: the operations needed (open, all, put, delete) fit in this file, each one
//     request or transaction awaited on a channel, and it builds natively too (go-app's
//     values are inert there), so no build-tagged twin is needed.
//
// Every method blocks until the browser answers, so it runs in ctx.Async, never on the UI
// goroutine, one at a time.

const (
	quotaError  = "QuotaExceededError"
	maxDBErrMsg = 200
)

// ErrNoDatabase is returned when the browser has no IndexedDB or refuses to open it (storage
// turned off, some private modes, a blocked third-party frame).
var ErrNoDatabase = errors.New("the browser refuses to keep a database")

// ErrFull is returned when the browser refuses to store more (the quota is reached).
var ErrFull = errors.New("the browser's storage for this site is full")

// ErrChanged is returned when a Check finds a stored value other than the one expected: the
// change is refused whole.
var ErrChanged = errors.New("a stored value changed since it was read")

// DB is an open IndexedDB database with one object store of values and, optionally, a second
// store that keeps each value's order key under the same key, indexed (newest.go), so that
// the newest values can be read without reading them all.
type DB struct {
	_     noCompare
	db    app.Value
	store string
	order string // the store of order keys; "" for none
	pack  string // the store of the joined copy of every value (pack.go); "" for none
}

// Ordering names the store of order keys (newest.go) and tells each value's order key, for a
// database made before it had one, whose values are ordered when it opens; false leaves a
// value unordered (one that cannot be read, which Newest then never reads).
type Ordering struct {
	Store string
	Key   func(value []byte) (string, bool)
}

// Check says whether stored (found false: nothing is stored under key; found with no bytes: a
// value that cannot be read) is the value a change rests on. A nil Check passes everything.
type Check func(key string, stored []byte, found bool) bool

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

// domError reads the error of a failed request or transaction: ErrFull for a full quota,
// else an error with the exception's name and message.
func domError(target app.Value) error {
	e := target.Get("error")
	if !e.Truthy() {
		return errors.New("the database request failed")
	}
	name := e.Get("name").String()
	if name == quotaError {
		return ErrFull
	}
	msg := e.Get("message").String()
	if len(msg) > maxDBErrMsg {
		msg = msg[:maxDBErrMsg]
	}
	return fmt.Errorf("%s: %s", name, msg)
}

// OpenDB opens (or creates) the database name at version, with the object store store,
// unless order.Store is "", the store of order keys (see newest.go) and, unless pack is "",
// the store of the joined copy (pack.go). A store the database lacks is created, so that a
// database made by an earlier version, with its values and without order keys, opens with
// them: its values are ordered in the upgrade, once.
func OpenDB(name string, version int, store string, order Ordering, pack string) (*DB, error) {
	factory, err := Get(app.Window(), "indexedDB")
	if err != nil || !factory.Truthy() {
		return nil, ErrNoDatabase
	}
	req, err := Call(factory, "open", name, version)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoDatabase, err)
	}
	var funcs []app.Func
	defer func() {
		for _, f := range funcs {
			f.Release()
		}
	}()
	upgrade := app.FuncOf(func(app.Value, []app.Value) any {
		db := req.Get("result")
		has := func(s string) bool { return db.Get("objectStoreNames").Call("contains", s).Bool() }
		if !has(store) {
			_, _ = Call(db, "createObjectStore", store)
		}
		if pack != "" && !has(pack) {
			_, _ = Call(db, "createObjectStore", pack)
		}
		if order.Store != "" && !has(order.Store) {
			if s, err := Call(db, "createObjectStore", order.Store); err == nil {
				_, _ = Call(s, "createIndex", orderIndex, orderPath)
				funcs = append(funcs, orderAll(req.Get("transaction"), store, s, order.Key))
			}
		}
		return nil
	})
	funcs = append(funcs, upgrade)
	req.Set("onupgradeneeded", upgrade)
	err = await(req, "success", "error")
	req.Set("onupgradeneeded", nil)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoDatabase, err)
	}
	db := req.Get("result")
	// Another tab opening a newer version asks this one to let go.
	db.Set("onversionchange", app.FuncOf(func(app.Value, []app.Value) any {
		db.Call("close")
		return nil
	}))
	return &DB{db: db, store: store, order: order.Store, pack: pack}, nil
}

// begin starts a transaction on the store, the store of order keys and the pack's store;
// order is undefined without one.
func (d *DB) begin(mode string) (tx, store, order app.Value, err error) {
	names := []any{d.store}
	if d.order != "" {
		names = append(names, d.order)
	}
	if d.pack != "" {
		names = append(names, d.pack)
	}
	if tx, err = Call(d.db, "transaction", names, mode); err != nil {
		return nil, nil, nil, err
	}
	if store, err = Call(tx, "objectStore", d.store); err != nil || d.order == "" {
		return tx, store, app.Undefined(), err
	}
	order, err = Call(tx, "objectStore", d.order)
	return tx, store, order, err
}

// All returns every stored value, in no particular order: from the joined copy when it is
// current (pack.go), else from the store, keeping what it joined as the copy. Copying 5,000
// values one by one would take three calls into JavaScript each; instead the browser joins
// them into one Blob (each value is framed by its length, see Put) and the page copies that
// once.
func (d *DB) All() ([][]byte, error) {
	if joined, ok := d.packed(); ok {
		if out, err := unjoin(joined); err == nil {
			return out, nil
		} // a damaged copy: the store is read, and the copy made again
	}
	return d.read()
}

// read reads the values of the store, those under the keys of a key range when one is given,
// as one joined Blob. Reading them all, it keeps what it joined as the copy (pack.go).
func (d *DB) read(keys ...any) ([][]byte, error) {
	tx, store, _, err := d.begin("readonly")
	if err != nil {
		return nil, err
	}
	var rev app.Value
	if len(keys) == 0 {
		rev = d.revision(tx)
	}
	req, err := Call(store, "getAll", keys...)
	if err != nil {
		return nil, err
	}
	if err := await(req, "success", "error"); err != nil {
		return nil, err
	}
	blob := app.Window().Get("Blob").New(req.Get("result"))
	joined, err := Call(blob, "arrayBuffer")
	if err != nil {
		return nil, err
	}
	buf, err := AwaitPromise(joined)
	if err != nil {
		return nil, err
	}
	if rev != nil {
		// Counted as a job: a page left during it may hold up the next page's work.
		count(1)
		go d.keep(buf, rev.Get("result")) // the next reader's gain: nobody waits for it
	}
	return unjoin(buf)
}

// Put stores values under keys in one transaction: all of them or, when the browser refuses
// (ErrFull, for one), none. Each value is kept framed by its length (a uvarint), so that All
// can read every value from one joined Blob, and with its order key orders[i] in the store
// of order keys. With check, each key's value is checked first (see each). Values under keys
// that were all new are then added to the joined copy (pack.go).
func (d *DB) Put(keys []string, values [][]byte, orders []string, check Check) error {
	tx, store, order, err := d.begin("readwrite")
	if err != nil {
		return err
	}
	g, err := d.unpack(tx)
	if err != nil {
		return err
	}
	if g != nil {
		check = g.follow(check)
	}
	err = each(tx, store, keys, check, func(i int) error {
		framed, err := put(store, keys[i], values[i])
		g.add(framed)
		if err != nil || d.order == "" {
			return err
		}
		_, err = Call(order, "put", orderEntry(orders[i]), keys[i])
		return err
	})
	if err == nil && g.allNew() {
		count(1)
		go d.extend(g) // the next reader's gain, as keep: nobody waits for it
	}
	return err
}

// put stores value under key in store, framed by its length (a uvarint), and returns it framed.
func put(store app.Value, key string, value []byte) ([]byte, error) {
	framed := append(binary.AppendUvarint(nil, uint64(len(value))), value...)
	v := app.Window().Get("Uint8Array").New(len(framed))
	app.CopyBytesToJS(v, framed)
	_, err := Call(store, "put", v, key)
	return framed, err
}

// Remove deletes the values under keys, and their order keys, in one transaction, each
// checked first with check (see each).
func (d *DB) Remove(keys []string, check Check) error {
	tx, store, order, err := d.begin("readwrite")
	if err != nil {
		return err
	}
	if _, err := d.unpack(tx); err != nil {
		return err
	}
	return each(tx, store, keys, check, func(i int) error {
		if _, err := Call(store, "delete", keys[i]); err != nil || d.order == "" {
			return err
		}
		_, err := Call(order, "delete", keys[i])
		return err
	})
}
