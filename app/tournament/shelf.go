package tournament

import (
	"encoding/json"
	"errors"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/domain"
)

// Where the tournaments are kept: IndexedDB, in a database of their own (DBName), each
// tournament one value under its ID: its tournament file, the form as typed, the revision it
// was stored at and when it was first kept (the list's order). Why IndexedDB, where the
// tournaments were first kept in local storage: a write must be checked against the stored
// revision and made in one step that no other window comes between, which an IndexedDB
// transaction is (a window of another renderer process reads and writes local storage on a
// copy of its own); and a weekend of 200 entries with every ball is a few hundred kilobytes,
// written on every change, which IndexedDB does off the page's turn. Tournaments kept in local
// storage by an earlier version move into the database the first time it is read (reload).
//
// Every database call blocks until the browser answers, so the database runs them one at a
// time in ctx.Async, in order, as the leagues' shelf does.
const (
	DBName    = "tenpin-tournament"
	dbVersion = 1
	dbStore   = "tournaments"
)

// shelf keeps the tournaments: the browser's database, or a test's. done runs on the UI
// goroutine.
type shelf interface {
	all(ctx app.Context, done func(values [][]byte, err error))
	get(ctx app.Context, id string, done func(value []byte, found bool, err error))
	// put stores value under id only while the stored value is at revision base (fresh: while
	// none is stored), else fails with browser.ErrChanged, storing nothing.
	put(ctx app.Context, id string, value []byte, base uint64, fresh bool, done func(error))
}

// stored is a tournament as kept: its file, the form as typed, its revision and when it was
// first kept (Unix milliseconds; a tournament moved from local storage: its place there).
type stored struct {
	ID         string          `json:"id"`
	Rev        uint64          `json:"rev"`
	Made       int64           `json:"made"`
	Tournament json.RawMessage `json:"tournament"`
	Form       form            `json:"form"`
}

// errNotStored is a stored value that is not a tournament as kept.
var errNotStored = errors.New("not a tournament as kept")

// decodeStored reads a stored value: the tournament (read as its file is), its form and
// revision.
func decodeStored(value []byte) (*kept, error) {
	var st stored
	if err := json.Unmarshal(value, &st); err != nil || st.ID == "" {
		return nil, errNotStored
	}
	t, err := domain.ReadTournament(st.Tournament)
	if err != nil || t.ID != st.ID {
		return nil, errNotStored
	}
	k := &kept{T: t, Form: st.Form, rev: st.Rev, made: st.Made, base: t.Clone()}
	k.Form.upgrade(t)
	k.reseed()
	return k, nil
}

// encodeStored writes k as kept at revision rev.
func encodeStored(k *kept, rev uint64) ([]byte, error) {
	data, err := k.T.MarshalJSON()
	if err != nil {
		return nil, err
	}
	return json.Marshal(stored{ID: k.T.ID, Rev: rev, Made: k.made, Tournament: data, Form: k.Form})
}

// canStore says whether a write made from revision base (fresh: a tournament new to the
// device) may replace the value stored (found false: none is): only while the stored one is
// at base. Anything stored that is not a tournament as kept is never written over.
func canStore(value []byte, found bool, base uint64, fresh bool) bool {
	if !found || fresh {
		return !found && fresh
	}
	var st struct {
		ID  string `json:"id"`
		Rev uint64 `json:"rev"`
	}
	return json.Unmarshal(value, &st) == nil && st.ID != "" && st.Rev == base
}

// database is the shelf in the browser's IndexedDB, opened on the first job.
type database struct {
	jobs browser.Jobs
}

// run queues work for the database, and done for the UI goroutine once work is done, in
// order (browser.Jobs). If the browser refuses the database, every job fails with
// browser.ErrNoDatabase.
func (d *database) run(ctx app.Context, work func(db *browser.DB) error, done func(err error)) {
	d.jobs.Run(ctx, open, work, func(_ app.Context, err error) { done(err) })
}

// open opens the database.
func open() (*browser.DB, error) {
	return browser.OpenDB(DBName, dbVersion, dbStore, browser.Ordering{}, "")
}

func (d *database) all(ctx app.Context, done func([][]byte, error)) {
	var values [][]byte
	d.run(ctx, func(db *browser.DB) (err error) {
		values, err = db.Between("", "\U0010FFFF")
		return err
	}, func(err error) { done(values, err) })
}

func (d *database) get(ctx app.Context, id string, done func([]byte, bool, error)) {
	var values [][]byte
	d.run(ctx, func(db *browser.DB) (err error) {
		values, err = db.Between(id, id+"\x00")
		return err
	}, func(err error) {
		if len(values) == 0 {
			done(nil, false, err)
			return
		}
		done(values[0], true, err)
	})
}

func (d *database) put(ctx app.Context, id string, value []byte, base uint64, fresh bool, done func(error)) {
	d.run(ctx, func(db *browser.DB) error {
		return db.Put([]string{id}, [][]byte{value}, nil, func(_ string, stored []byte, found bool) bool {
			return canStore(stored, found, base, fresh)
		})
	}, done)
}
