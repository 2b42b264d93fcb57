package browser

import (
	"encoding/binary"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The newest values first: each value's order key (printable ASCII that sorts as the values
// do, the app's to make) is kept in a store of its own under the value's key, as {k: key}
// with key turned about (NewestFirst), and indexed, so that the newest values are read from
// the start of the index, a batch of keys in one request, without reading the thousands
// before them. (A cursor walked backwards answers one key per event, each a trip to the
// browser's database: 120 keys took 50 ms.) Put and Remove keep the two stores in step in
// the same transaction; a database made before the order keys has its values ordered when it
// opens (orderAll). No count is taken on the way: the browser counts 5,000 keys by walking
// them.

const (
	orderIndex = "order" // the index of the order keys
	orderPath  = "k"     // where an entry keeps its order key
	orderBatch = 100     // how many order keys Newest reads in one request
)

// NewestFirst turns an order key about, so that the newest sort first: each printable ASCII
// character becomes its mirror in that range (' ' and '~' change places), and a '~' ends it,
// so that a key sorts after every longer key it begins.
func NewestFirst(key string) string {
	b := []byte(key)
	for i, c := range b {
		if ' ' <= c && c <= '~' {
			b[i] = ' ' + '~' - c
		}
	}
	return string(append(b, '~'))
}

// orderEntry is what the store of order keys keeps for a value.
func orderEntry(key string) app.Value {
	return app.ValueOf(map[string]any{orderPath: NewestFirst(key)})
}

// Newest reads values newest first, by their order keys, for as long as more, given the next
// one's order key, says to go on. all says that every value was read: every order key was,
// and the store holds no value without one.
func (d *DB) Newest(more func(orderKey string) bool) (values [][]byte, all bool, err error) {
	if d.order == "" {
		return nil, false, nil
	}
	tx, store, order, err := d.begin("readonly")
	if err != nil {
		return nil, false, err
	}
	index, err := Call(order, "index", orderIndex)
	if err != nil {
		return nil, false, err
	}
	// A batch of order keys and the values' keys beside them, in two requests answered in
	// turn; the next batch, or the values, are asked for from the second's success event,
	// while the transaction is active.
	var gets []app.Value
	var count app.Value
	var funcs []app.Func
	defer func() {
		for _, f := range funcs {
			f.Release()
		}
	}()
	var batch func(from app.Value)
	batch = func(from app.Value) {
		entries, err1 := Call(index, "getAll", from, orderBatch)
		keys, err2 := Call(index, "getAllKeys", from, orderBatch)
		if err1 != nil || err2 != nil {
			_, _ = Call(tx, "abort")
			return
		}
		got := app.FuncOf(func(app.Value, []app.Value) any {
			e, k := entries.Get("result"), keys.Get("result")
			n, last := e.Length(), app.Null()
			for i := range n {
				if !more(ordinal(e.Index(i).Get(orderPath).String())) {
					return nil
				}
				if g, err := Call(store, "get", k.Index(i)); err == nil {
					gets = append(gets, g)
				}
				last = e.Index(i).Get(orderPath)
			}
			if n == orderBatch {
				batch(app.Window().Get("IDBKeyRange").Call("lowerBound", last, true))
			} else if c, err := Call(store, "count"); err == nil {
				count = c // a few values: counting them is quick
			}
			return nil
		})
		funcs = append(funcs, got)
		keys.Set("onsuccess", got)
	}
	batch(app.Null())
	if err := await(tx, "complete", "error", "abort"); err != nil {
		return nil, false, err
	}
	for _, g := range gets {
		if v, ok := unframe(g.Get("result")); ok {
			values = append(values, v)
		}
	}
	return values, count != nil && count.Get("result").Int() == len(gets), nil
}

// orderAll writes the order key of every value of store into order, in tx, the upgrade's
// transaction: for a database made before the order keys. It returns the function it leaves
// with the browser, to release once the database is open.
func orderAll(tx app.Value, store string, order app.Value, key func([]byte) (string, bool)) app.Func {
	var values, keys app.Value
	f := app.FuncOf(func(app.Value, []app.Value) any {
		v, k := values.Get("result"), keys.Get("result")
		for i := range v.Length() {
			value, ok := unframe(v.Index(i))
			if !ok {
				continue
			}
			if orderKey, ok := key(value); ok {
				_, _ = Call(order, "put", orderEntry(orderKey), k.Index(i))
			}
		}
		return nil
	})
	s, err := Call(tx, "objectStore", store)
	if err == nil {
		values, err = Call(s, "getAll")
	}
	if err == nil {
		keys, err = Call(s, "getAllKeys")
	}
	if err == nil {
		keys.Set("onsuccess", f)
	}
	return f
}

// ordinal turns a key that NewestFirst turned about back.
func ordinal(key string) string {
	b := []byte(strings.TrimSuffix(key, "~"))
	for i, c := range b {
		if ' ' <= c && c <= '~' {
			b[i] = ' ' + '~' - c
		}
	}
	return string(b)
}

// unframe reads a value as Put frames it; false for none, or one not framed so.
func unframe(v app.Value) ([]byte, bool) {
	if v.IsUndefined() || v.IsNull() {
		return nil, false
	}
	framed := make([]byte, v.Get("byteLength").Int())
	app.CopyBytesToGo(framed, v)
	n, k := binary.Uvarint(framed)
	if k <= 0 || n != uint64(len(framed)-k) {
		return nil, false
	}
	return framed[k:], true
}
