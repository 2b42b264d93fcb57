// Package bracketsets is what a device keeps of brackets (brackets.md): every set, in
// IndexedDB, which the Brackets screen (package app/brackets, in the office app) reads and
// changes, and which the history file carries (Kept and Merge, for both apps' export and
// import). It knows nothing of the screen, so that the lane app, which has no brackets screen,
// still carries a device's sets in and out of its history file.
package bracketsets

import (
	"encoding/json"
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/domain"
)

// Where the sets are kept: IndexedDB, in a database of their own (DBName), all of them one
// value under one key (setsKey): a JSON list of domain.BracketRecord, oldest first, each set
// with the revision it was stored at. A change is made on the sets as stored in the
// transaction that writes it (Keeper.Update), which no other window comes between.
//
// Why IndexedDB, where the sets were first kept in local storage: two windows of the office
// changing the same night's sets each read, merged and wrote the list in local storage, and a
// window of another renderer process reads local storage from a copy of its own, which another
// process's write reaches later: a window that had not yet heard of the other's change stored
// its own over it, and a change said done was lost (the soak of two windows found it). An
// IndexedDB transaction reads and writes the one stored list. Why one value rather than a key
// per set: a change is merged on every set as stored (domain.MergeBracketSets), a night's sets
// are a few kilobytes (a set of 50 brackets of 8 is about 3 KB), and one get and one put is
// the whole transaction. Sets an earlier version kept in local storage (StoreKey) move into
// the database the first time it is read.
const (
	DBName    = "tenpin-brackets"
	dbVersion = 1
	dbStore   = "sets"
	setsKey   = "sets"
)

// StoreKey is the local storage key under which an earlier version kept every set, as the
// same JSON list; BackupKey keeps a stored text that could not be read, as it was, rather
// than writing over it. RevKey is raised after every change a window stores (a shared value
// whose content does not matter): its storage event tells the other windows to read the sets
// again.
const (
	StoreKey  = "tenpin.brackets"
	BackupKey = "tenpin.brackets.backup"
	RevKey    = "tenpin.brackets.rev"
)

// Store is the local storage that StoreKey and BackupKey are in: the browser's, or a test's.
var Store browser.Store = browser.Local{}

// Keeper keeps the sets: the browser's database, or a test's (Memory). Each done runs on the
// UI goroutine.
type Keeper interface {
	// Read reads every set kept, oldest first, with the revisions they are stored at.
	Read(ctx app.Context, done func(sets []domain.BracketRecord, err error))
	// Update stores what change makes of the sets as stored now, in one step that no other
	// window comes between, and gives done the sets as stored after it. When change fails,
	// nothing is stored, and done has the sets as stored and change's error.
	Update(ctx app.Context, change func(stored []domain.BracketRecord) ([]domain.BracketRecord, error), done func(sets []domain.BracketRecord, err error))
}

// Keep is where the sets are kept.
var Keep Keeper = &database{}

// Kept gives done every set kept on the device, oldest first, without the revisions they are
// stored at (a history file carries none): none when they cannot be read.
func Kept(ctx app.Context, done func([]domain.BracketRecord)) {
	Keep.Read(ctx, func(sets []domain.BracketRecord, _ error) {
		for i := range sets {
			sets[i].Rev = 0
		}
		done(sets)
	})
}

// Merge adds the sets of an imported history file that the device does not hold yet (by ID),
// and gives done how many it added; a set already here stays as it is.
func Merge(ctx app.Context, incoming []domain.BracketRecord, done func(added int, err error)) {
	added := 0
	Keep.Update(ctx, func(sets []domain.BracketRecord) ([]domain.BracketRecord, error) {
		added = 0 // counted on the sets as stored, in the transaction that stores them
		for _, r := range incoming {
			if !slices.ContainsFunc(sets, func(o domain.BracketRecord) bool { return o.ID == r.ID }) {
				r.Rev = 0
				sets, added = append(sets, r), added+1
			}
		}
		return sets, nil
	}, func(_ []domain.BracketRecord, err error) {
		if err != nil {
			added = 0
		}
		done(added, err)
	})
}

// database keeps the sets in the browser's IndexedDB, opened on the first job. Every database
// call blocks until the browser answers, so the jobs run one at a time in ctx.Async, in order
// (browser.Jobs), as the leagues' shelf does.
type database struct {
	jobs browser.Jobs
}

// open opens the database.
func open() (*browser.DB, error) {
	return browser.OpenDB(DBName, dbVersion, dbStore, browser.Ordering{}, "")
}

// Read reads the sets as a change that changes nothing (update), in the transaction that
// moves in the sets an earlier version kept in local storage.
func (d *database) Read(ctx app.Context, done func([]domain.BracketRecord, error)) {
	d.Update(ctx, nil, done)
}

func (d *database) Update(ctx app.Context, change func([]domain.BracketRecord) ([]domain.BracketRecord, error), done func([]domain.BracketRecord, error)) {
	var sets []domain.BracketRecord
	d.jobs.Run(ctx, open, func(db *browser.DB) error {
		return update(db, change, &sets)
	}, func(_ app.Context, err error) {
		if err == nil && change != nil {
			announce() // not for a read: the other windows would read again, and so on
		}
		done(sets, err)
	})
}

// rev is RevKey's shared value, which this window raises.
var rev *browser.Shared

// announce tells the other windows that this one stored a change to the sets. A browser that
// refuses to store it only keeps them from hearing of the change until they are shown again.
func announce() {
	if !app.IsClient {
		return
	}
	if rev == nil {
		rev = browser.NewShared(browser.Local{}, RevKey)
	}
	_ = rev.Write([]byte(`{}`), true)
}

// update makes change on the sets as stored in db, in one transaction, and leaves in sets
// what is stored after it (when change fails: the sets as stored); a nil change only reads
// them. Sets an earlier version kept in local storage are what is stored while the database
// holds none: the first transaction writes them there, and they leave local storage.
func update(db *browser.DB, change func([]domain.BracketRecord) ([]domain.BracketRecord, error), sets *[]domain.BracketRecord) error {
	moved := false
	err := db.Update(setsKey, func(stored []byte, found bool) ([]byte, error) {
		if !found {
			raw, ok, err := Store.Load(StoreKey)
			stored, moved = []byte(raw), err == nil && ok && raw != ""
		}
		now := decode(stored)
		*sets = now
		switch {
		case change != nil:
			next, err := change(slices.Clone(now))
			if err != nil {
				return nil, err
			}
			now = next
		case !moved:
			return nil, nil // a read
		}
		data, err := json.Marshal(now)
		if err != nil {
			return nil, err
		}
		*sets = now
		return data, nil
	})
	if err == nil && moved {
		Store.Remove(StoreKey) // they are in the database now
	}
	return err
}

// decode reads a stored list (none: no sets); one that cannot be read is kept aside under
// BackupKey, as it was, and reads as no sets, so that the device can go on keeping sets.
func decode(value []byte) []domain.BracketRecord {
	var sets []domain.BracketRecord
	if len(value) > 0 && json.Unmarshal(value, &sets) != nil {
		_ = Store.Save(BackupKey, string(value))
		return nil
	}
	return sets
}

// Memory keeps the sets in memory, one list for every screen given it, as the database keeps
// them for every window of a device; each done runs at once. For tests.
type Memory struct {
	Sets []domain.BracketRecord
	Err  error // what every call fails with, when set: a browser that refuses
}

func (m *Memory) Read(_ app.Context, done func([]domain.BracketRecord, error)) {
	if m.Err != nil {
		done(nil, m.Err)
		return
	}
	done(clone(m.Sets), nil)
}

func (m *Memory) Update(_ app.Context, change func([]domain.BracketRecord) ([]domain.BracketRecord, error), done func([]domain.BracketRecord, error)) {
	if m.Err != nil {
		done(nil, m.Err)
		return
	}
	next, err := change(clone(m.Sets))
	if err != nil {
		done(clone(m.Sets), err)
		return
	}
	m.Sets = clone(next)
	done(clone(next), nil)
}

// clone is a copy of sets that shares nothing with them.
func clone(sets []domain.BracketRecord) []domain.BracketRecord {
	var out []domain.BracketRecord
	if data, err := json.Marshal(sets); err == nil {
		_ = json.Unmarshal(data, &out)
	}
	return out
}
