package browser

import (
	"encoding/binary"
	"errors"
	"math/rand/v2"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The joined copy. Reading every value from the store is a getAll, which the browser clones
// one value at a time, and a Blob to join them: for 5,000 games, about 45 ms and 35 ms before
// the page has a byte. All keeps what it joined as one value in the pack's store, with the
// revision of the values it was joined from; every Put and Remove gives the values a new
// revision in its own transaction, which leaves the copy behind. The next All then reads one
// value (a few ms) whenever no window changed a value since the copy was made, and otherwise
// reads the store and makes the copy again. A Put of values under new keys only (a game
// finished, a season imported) then adds them to the copy, so that a night's games keep it
// current: statistics after them would otherwise read the store once more.

const (
	packKey    = "all"     // the joined copy: every value, framed as Put frames them
	packRevKey = "all-rev" // the revision the copy was joined at
	revKey     = "rev"     // the values' revision, new at every Put and Remove; none at first
)

// packed returns the joined copy (an ArrayBuffer), if it is of the values' current revision.
func (d *DB) packed() (app.Value, bool) {
	if d.pack == "" {
		return app.Undefined(), false
	}
	_, p, err := d.packStore("readonly")
	if err != nil {
		return app.Undefined(), false
	}
	rev, err1 := Call(p, "get", revKey)
	at, err2 := Call(p, "get", packRevKey)
	joined, err3 := Call(p, "get", packKey)
	if err1 != nil || err2 != nil || err3 != nil {
		return app.Undefined(), false
	}
	// The requests of one transaction are answered in turn: once the last is, all are.
	if await(joined, "success", "error") != nil {
		return app.Undefined(), false
	}
	buf := joined.Get("result")
	if !buf.Truthy() || buf.Get("byteLength").IsUndefined() || at.Get("result").IsUndefined() ||
		revText(at.Get("result")) != revText(rev.Get("result")) {
		return app.Undefined(), false
	}
	return buf, true
}

// packStore starts a transaction on the pack's store alone, in mode.
func (d *DB) packStore(mode string) (tx, store app.Value, err error) {
	if tx, err = Call(d.db, "transaction", d.pack, mode); err != nil {
		return nil, nil, err
	}
	store, err = Call(tx, "objectStore", d.pack)
	return tx, store, err
}

// revision asks, in tx, for the values' revision: the request, whose result is there once a
// later request of tx is answered; nil without a pack's store.
func (d *DB) revision(tx app.Value) app.Value {
	if d.pack == "" {
		return nil
	}
	p, err := Call(tx, "objectStore", d.pack)
	if err != nil {
		return nil
	}
	req, err := Call(p, "get", revKey)
	if err != nil {
		return nil
	}
	return req
}

// keep stores buf, every value joined at revision rev, as the joined copy, unless a write
// gave the values a new revision since: the check and the write are in one transaction.
// A copy the browser refuses (a full quota) only leaves the next All to read the store.
func (d *DB) keep(buf, rev app.Value) {
	defer count(-1) // counted by its caller (read)
	tx, p, err := d.packStore("readwrite")
	if err != nil {
		return
	}
	now, err := Call(p, "get", revKey)
	if err != nil {
		return
	}
	f := app.FuncOf(func(app.Value, []app.Value) any {
		if revText(now.Get("result")) == revText(rev) {
			_, _ = Call(p, "put", buf, packKey)
			_, _ = Call(p, "put", revText(rev), packRevKey)
		}
		return nil
	})
	defer f.Release()
	now.Set("onsuccess", f)
	_ = await(tx, "complete", "error", "abort")
}

// unpack, in a write's transaction, gives the values a new revision, so that a copy made
// from a read before the write is never used. It returns what extend needs to bring the copy
// along: the revision before (asked first: the requests of a transaction are answered in
// turn) and the new one; nil without a pack's store.
func (d *DB) unpack(tx app.Value) (*growth, error) {
	if d.pack == "" {
		return nil, nil
	}
	p, err := Call(tx, "objectStore", d.pack)
	if err != nil {
		return nil, err
	}
	prev, err := Call(p, "get", revKey)
	if err != nil {
		return nil, err
	}
	next := strconv.FormatInt(time.Now().UnixNano(), 36) + "-" + strconv.FormatUint(rand.Uint64(), 36)
	if _, err := Call(p, "put", next, revKey); err != nil {
		return nil, err
	}
	return &growth{prev: prev, next: next, fresh: true}, nil
}

// growth follows a Put for extend: the revisions before and after it, the values it wrote
// (joined as the copy joins them, in Go, so that a season imported is one copy into the
// page, not one call per game) and whether every key was new; a key that held a value
// already has that value in the copy, which the copy cannot lose, so such a Put leaves the
// copy behind.
type growth struct {
	prev  app.Value // the request for the revision before the Put
	next  string
	added []byte
	fresh bool
}

// follow wraps a Put's check so that each key is read first and the growth learns whether
// one held a value; a nil check passes every value, as a Put without one writes whatever is
// stored.
func (g *growth) follow(check Check) Check {
	return func(key string, stored []byte, found bool) bool {
		if found {
			g.fresh = false
		}
		return check == nil || check(key, stored, found)
	}
}

func (g *growth) add(framed []byte) {
	if g != nil && g.fresh {
		g.added = append(g.added, framed...)
	}
}

func (g *growth) allNew() bool { return g != nil && g.fresh && len(g.added) > 0 }

// extend adds g's values to the joined copy, when the copy was of the values just before
// g's Put and no write has come since. It runs in its own transaction after the Put's, so
// that a copy the browser refuses to store (a full quota) never costs the Put: it only
// leaves the next All to read the store.
func (d *DB) extend(g *growth) {
	defer count(-1) // counted by its caller (Put)
	prev := revText(g.prev.Get("result"))
	u8 := app.Window().Get("Uint8Array")
	added := u8.New(len(g.added))
	app.CopyBytesToJS(added, g.added)
	tx, p, err := d.packStore("readwrite")
	if err != nil {
		return
	}
	rev, err1 := Call(p, "get", revKey)
	at, err2 := Call(p, "get", packRevKey)
	joined, err3 := Call(p, "get", packKey)
	if err1 != nil || err2 != nil || err3 != nil {
		return
	}
	f := app.FuncOf(func(app.Value, []app.Value) any {
		buf := joined.Get("result")
		if revText(rev.Get("result")) != g.next || at.Get("result").IsUndefined() ||
			revText(at.Get("result")) != prev || !buf.Truthy() || buf.Get("byteLength").IsUndefined() {
			return nil
		}
		size := buf.Get("byteLength").Int()
		grown := u8.New(size + len(g.added))
		grown.Call("set", u8.New(buf), 0)
		grown.Call("set", added, size)
		_, _ = Call(p, "put", grown.Get("buffer"), packKey)
		_, _ = Call(p, "put", g.next, packRevKey)
		return nil
	})
	defer f.Release()
	joined.Set("onsuccess", f)
	_ = await(tx, "complete", "error", "abort")
}

// revText is a revision read back: "" for none yet.
func revText(v app.Value) string {
	if v.Type() != app.TypeString {
		return ""
	}
	return v.String()
}

// unjoin copies joined values, each framed by its length, from an ArrayBuffer into Go and
// cuts them apart. What it allocates is kept, so the garbage collector is held off (gc.go).
func unjoin(buf app.Value) ([][]byte, error) {
	defer HoldGC()()
	all := make([]byte, buf.Get("byteLength").Int())
	app.CopyBytesToGo(all, app.Window().Get("Uint8Array").New(buf))
	count := 0
	for rest := all; len(rest) > 0; count++ {
		n, k := binary.Uvarint(rest)
		if k <= 0 || n > uint64(len(rest)-k) {
			break
		}
		rest = rest[k+int(n):]
	}
	out := make([][]byte, 0, count)
	for len(all) > 0 {
		n, k := binary.Uvarint(all)
		if k <= 0 || n > uint64(len(all)-k) {
			return out, errors.New("a stored value is damaged")
		}
		out = append(out, all[k:k+int(n)])
		all = all[k+int(n):]
	}
	return out, nil
}
