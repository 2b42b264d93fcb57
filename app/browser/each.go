package browser

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The checked write of many keys in one transaction (Put and Remove): every key is read and
// checked first, in the same transaction as its write, and the reads go out a chunk at a time.

// eachChunk is how many reads each issues at once.
const eachChunk = 100

// each runs write for every key of keys in the transaction tx on store, and waits until the
// transaction is done. Without check, it writes at once. With check, it first reads the
// stored value in the same transaction and writes only once check passes it; a value that
// fails aborts the transaction, so nothing at all is written, and each returns ErrChanged.
// The read and the write are in one transaction, which IndexedDB runs alone on the store: no
// other window can write between them. The write is issued from the read's success event,
// while the transaction is active.
func each(tx, store app.Value, keys []string, check Check, write func(i int) error) error {
	var failed error
	changed := false
	abort := func(err error, isChange bool) {
		if failed == nil && !changed {
			failed, changed = err, isChange
			_, _ = Call(tx, "abort")
		}
	}
	var funcs []app.Func
	defer func() {
		for _, f := range funcs {
			f.Release()
		}
	}()
	if check == nil {
		for i := range keys {
			if err := write(i); err != nil {
				abort(err, false)
				break
			}
		}
	} else {
		// The reads are issued eachChunk at a time: the last read's success issues the next
		// chunk, while the transaction is active, so that thousands of keys (a season
		// imported) never hold the page in one long task.
		var issue func(from int)
		issue = func(from int) {
			to := min(from+eachChunk, len(keys))
			for i := from; i < to; i++ {
				key := keys[i]
				req, err := Call(store, "get", key)
				if err != nil {
					abort(err, false)
					return
				}
				f := app.FuncOf(func(app.Value, []app.Value) any {
					switch {
					case failed != nil || changed:
						return nil
					case !passes(check, key, req.Get("result")):
						abort(ErrChanged, true)
						return nil
					}
					if err := write(i); err != nil {
						abort(err, false)
						return nil
					}
					if i == to-1 && to < len(keys) {
						issue(to)
					}
					return nil
				})
				funcs = append(funcs, f)
				req.Set("onsuccess", f)
			}
		}
		issue(0)
	}
	err := await(tx, "complete", "error", "abort")
	if failed != nil {
		return failed
	}
	return err
}

// passes reads v, a value read from the store (undefined when there is none), and asks check
// about it. A value not framed as Put frames it is passed as found with no bytes, which a
// check that expects a value refuses; a Put without a check (whose check only notes what it
// found, pack.go) writes over it, as it writes over anything.
func passes(check Check, key string, v app.Value) bool {
	if v.IsUndefined() || v.IsNull() {
		return check(key, nil, false)
	}
	value, _ := unframe(v)
	return check(key, value, true)
}
