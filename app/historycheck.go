package app

import (
	"encoding/binary"
	"errors"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// The check that keeps a window showing an old version of a game in history from writing over
// a newer one (nightwindows.go says how windows hear of history's changes): a correction, a
// delete, a restore or an import names the games it rests on as the window showed them, and
// the database reads each one back in the transaction that writes, before writing.

// errChanged is returned when a game in history is not the version the window showed (another
// window corrected, deleted or restored it since): the change is refused whole.
var errChanged = errors.New("another window changed the game in history")

// each runs write for every game of ids in the transaction tx on store, and waits until the
// transaction is done. Without expect, it writes at once. With expect, which holds each game
// as the window showed it (a zero Record: a game it did not have), it first reads the stored
// game in the same transaction and writes only once that is found to be the game expected;
// a game found otherwise aborts the transaction, so nothing at all is written, and each
// returns errChanged. The read and the write are in one transaction, which IndexedDB runs
// alone on the store: no other window can write between them. The write is issued from the
// read's success event, while the transaction is active.
func each(tx, store app.Value, ids []string, expect map[string]domain.Record, write func(i int) error) error {
	var failed error
	changed := false
	abort := func(err error, isChange bool) {
		if failed == nil && !changed {
			failed, changed = err, isChange
			_, _ = jsCall(tx, "abort")
		}
	}
	var funcs []app.Func
	defer func() {
		for _, f := range funcs {
			f.Release()
		}
	}()
	for i, id := range ids {
		if expect == nil {
			if err := write(i); err != nil {
				abort(err, false)
				break
			}
			continue
		}
		req, err := jsCall(store, "get", id)
		if err != nil {
			abort(err, false)
			break
		}
		want := expect[id]
		f := app.FuncOf(func(app.Value, []app.Value) any {
			switch {
			case failed != nil || changed:
			case !storedIs(req.Get("result"), want):
				abort(errChanged, true)
			default:
				if err := write(i); err != nil {
					abort(err, false)
				}
			}
			return nil
		})
		funcs = append(funcs, f)
		req.Set("onsuccess", f)
	}
	err := await(tx, "complete", "error", "abort")
	if failed != nil {
		return failed
	}
	return err
}

// storedIs reports whether v, a value read from the store (undefined when there is none), is
// the game want (a zero Record: no game).
func storedIs(v app.Value, want domain.Record) bool {
	if v.IsUndefined() || v.IsNull() {
		return want.ID() == ""
	}
	framed := make([]byte, v.Get("byteLength").Int())
	app.CopyBytesToGo(framed, v)
	n, k := binary.Uvarint(framed)
	if k <= 0 || n != uint64(len(framed)-k) {
		return false
	}
	var r domain.Record
	return want.ID() != "" && r.UnmarshalBinary(framed[k:]) == nil && r.Equal(want)
}
