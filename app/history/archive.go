// Package history is the lane's history and its screen's parts: every finished game as the
// page holds it (Archive), kept in step with the browser's database (db.go); the list the
// History screen shows of it, newest series first (List); a game opened from it as its
// sheet, locked until it is unlocked for a correction (Sheet: sheet.go, sheetdeck.go); moving
// all of it in and out, as files (Transfer: transfer.go); and keeping it on the device, the
// browser asked to keep the storage and an export recalled when it is due (Durable:
// durable.go).
//
// It needs nothing of the root, which composes it: the root's night is the archive's Host (the
// page's context, and what follows a read or a change of history: the views derived again,
// the other windows told) and the transfer's TransferHost (the line that says what it did),
// the root's Scoreboard the sheet's SheetHost (saving a correction, which may reach the game
// on the lanes), and the night draws the History screen around these parts (with a series
// opened as its sheet, and what was deleted to restore).
package history

import (
	"errors"
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/domain"
)

// The archive: history as the page holds it. It loads from the database (db.go) once,
// on first need (the history, statistics or averages are shown, or a file is imported), never
// at start, so that a cold start pays nothing for 5,000 games. Loading reads every game's
// stored form, which carries its figures (domain.Record.UnmarshalBinary), so no game is
// replayed: 5,000 games load in ctx.Async in about a hundred milliseconds, while the screen
// says "Loading history". For the history list, the newest games are read first, by their
// order keys (db.go), so that it shows its first page while the rest loads. Every
// change (a finished game, a correction, a delete, an import) goes to the database first and
// into the page's copy once the browser has stored it, and bumps gen, so that the views
// derived from history (series list, statistics, averages) are derived again once per change,
// not per render.

// State says whether the page's copy of history can be used.
type State uint8

// The states of the archive, in the order it goes through them.
const (
	Idle    State = iota // not loaded yet
	Loading              // loading in the background
	Ready                // loaded and kept in step
	Refused              // the browser refuses to keep a database
)

// Host is what the archive needs of the page that holds it: its context, and what follows a
// read or a change of history.
type Host interface {
	// Page is the page's context (Async, Dispatch) and whether it runs in the browser.
	Page() (ctx app.Context, mounted bool)
	// HistoryRead is told that the whole history was read (ok) or could not be (the browser
	// refuses a database); behind: the page already showed its newest games.
	HistoryRead(ok, behind bool)
	// HistoryChanged is told that a change this window made is stored in the database;
	// stored: games went in (not only out).
	HistoryChanged(stored bool)
	// HistoryReread is told that history was read again after another window changed it.
	HistoryReread()
	// Refresh derives again what the screen shown needs from history, after every job of
	// the database.
	Refresh()
}

// Archive is history as the page holds it. Its fields change on the UI goroutine only.
type Archive struct {
	Host Host // the page that holds it

	state      State
	records    []domain.Record // in history order (domain.SortRecords)
	first      []domain.Record // while loading: the newest games, read ahead, in history order
	unreadable int             // stored games that could not be read back
	gen        int             // bumped on every change of records
	jobs       browser.Jobs    // the database's work, done in order by one goroutine
}

// State says whether the page's copy of history can be used.
func (a *Archive) State() State { return a.state }

// Records is the whole history, in history order, once loaded (Ready); nil before.
func (a *Archive) Records() []domain.Record { return a.records }

// Gen counts the changes of history the page has seen: a view derived from history keeps the
// Gen it was derived from, and derives again once it moves.
func (a *Archive) Gen() int { return a.gen }

// Unreadable is how many stored games could not be read back.
func (a *Archive) Unreadable() int { return a.unreadable }

// Hold makes records, in any order, the page's copy of history in state s, as a read would:
// for a page that starts from a history it did not read (tests).
func (a *Archive) Hold(s State, records []domain.Record) {
	domain.SortRecords(records)
	a.state, a.records, a.first = s, records, nil
	a.gen++
}

// run queues work for the database, in order with every job before it (browser.Jobs), so
// that a game stored before history loads is in what loads. The database opens on the first
// job; if the browser refuses, every job fails with browser.ErrNoDatabase.
func (a *Archive) run(work func(db *browser.DB) error, done func(app.Context, error)) {
	ctx, _ := a.Host.Page()
	a.jobs.Run(ctx, openHistory, work, done)
}

// Load starts loading history, once; with newest (for the history list), the newest games
// first (readNewest), then all.
func (a *Archive) Load(newest bool) {
	if _, mounted := a.Host.Page(); a.state != Idle || !mounted {
		return
	}
	a.state = Loading
	if newest {
		a.readNewest()
		return
	}
	a.readAll(false)
}

// readAll reads the whole history, and holds it from then on; behind, while the page shows
// its newest games (see readHistory).
func (a *Archive) readAll(behind bool) {
	a.readHistory(behind, func(loaded []domain.Record, bad int, err error) {
		if err != nil {
			a.state = Refused
		} else {
			a.state, a.records, a.unreadable = Ready, loaded, bad
			a.gen++
		}
		a.first = nil
		a.Host.HistoryRead(err == nil, behind)
	})
}

// Reload reads history again after another window changed it, if this window has loaded it
// or is loading it; the views show the history they have until it is read.
func (a *Archive) Reload() {
	if a.state != Ready && a.state != Loading {
		return
	}
	a.readHistory(true, func(loaded []domain.Record, bad int, err error) {
		if err == nil && a.state == Ready {
			a.records, a.unreadable = loaded, bad
			a.gen++
			a.Host.HistoryReread()
		}
	})
}

// readHistory reads every game in the database, after the jobs queued before, and hands them
// to done on the UI goroutine, in history order, with the number that could not be read.
// Behind a page that already shows history, reading 5,000 games gives the page a turn every
// thousand games (browser.Breathe), so that no task of it holds a tap for long; in front of a
// screen that waits for them, it does not.
func (a *Archive) readHistory(behind bool, done func(loaded []domain.Record, bad int, err error)) {
	var loaded []domain.Record
	bad := 0
	var yield func()
	if behind {
		yield = browser.Breathe
	}
	a.run(func(db *browser.DB) error {
		data, err := db.All()
		if err != nil {
			return err
		}
		loaded, bad = decodeRecords(data, yield)
		return nil
	}, func(ctx app.Context, err error) {
		done(loaded, bad, err)
		a.Host.Refresh()
	})
}

// decodeChunk is how many games decodeRecords reads between two calls of yield.
const decodeChunk = 1000

// decodeRecords reads stored games, in history order, with the number that could not be read;
// yield, if not nil, is called every decodeChunk games and after the sort.
func decodeRecords(data [][]byte, yield func()) (loaded []domain.Record, bad int) {
	defer browser.HoldGC()() // what it allocates is kept
	loaded = make([]domain.Record, 0, len(data))
	for i, d := range data {
		if yield != nil && i > 0 && i%decodeChunk == 0 {
			yield()
		}
		var r domain.Record
		if r.UnmarshalBinary(d) != nil {
			bad++
			continue
		}
		loaded = append(loaded, r)
	}
	domain.SortRecords(loaded)
	if yield != nil {
		yield()
	}
	return loaded, bad
}

// Store writes records (new games or new versions of games, by ID) to the database
// and, once stored, into the page's copy. With expect, each record is stored only if history
// holds the game as expect has it (unchanged, db.go), else none is and done
// learns browser.ErrChanged. done, if not nil, learns whether they were stored.
func (a *Archive) Store(records []domain.Record, expect map[string]domain.Record, done func(ctx app.Context, err error)) {
	if _, mounted := a.Host.Page(); !mounted || len(records) == 0 {
		return
	}
	ids := make([]string, len(records))
	data := make([][]byte, len(records))
	orders := make([]string, len(records))
	for i, r := range records {
		ids[i], orders[i] = r.ID(), r.OrderKey()
		data[i], _ = r.MarshalBinary() // a record made by the domain always marshals
	}
	a.run(func(db *browser.DB) error { return db.Put(ids, data, orders, unchanged(expect)) }, func(ctx app.Context, err error) {
		if errors.Is(err, browser.ErrNoDatabase) {
			a.state = Refused
		}
		if err == nil {
			a.Host.HistoryChanged(true)
			a.upsert(records)
		}
		if done != nil {
			done(ctx, err)
		}
		a.Host.Refresh()
	})
}

// Delete removes records from the database and, once removed, from the page's copy.
// With expect, as Store.
func (a *Archive) Delete(ids []string, expect map[string]domain.Record, done func(ctx app.Context, err error)) {
	a.run(func(db *browser.DB) error { return db.Remove(ids, unchanged(expect)) }, func(ctx app.Context, err error) {
		if err == nil {
			a.Host.HistoryChanged(false)
			if held := a.held(); held != nil {
				*held = slices.DeleteFunc(*held, func(r domain.Record) bool { return slices.Contains(ids, r.ID()) })
				a.gen++
			}
		}
		done(ctx, err)
		a.Host.Refresh()
	})
}

// Expecting maps records by ID: what a change expects history to hold (see Store).
//
//go:noinline
func Expecting(records []domain.Record) map[string]domain.Record {
	m := make(map[string]domain.Record, len(records))
	for _, r := range records {
		m[r.ID()] = r
	}
	return m
}

// upsert puts records into the page's copy, replacing those with the same ID.
func (a *Archive) upsert(records []domain.Record) {
	held := a.held()
	if held == nil {
		return
	}
	at := make(map[string]int, len(*held))
	for i, r := range *held {
		at[r.ID()] = i
	}
	for _, r := range records {
		if i, ok := at[r.ID()]; ok {
			(*held)[i] = r
		} else {
			*held = append(*held, r)
		}
	}
	domain.SortRecords(*held)
	a.gen++
}

// held is the page's copy that a change goes into: all of history once loaded, the newest
// games while the rest loads (the rest, read after the change, holds it too), or nil.
func (a *Archive) held() *[]domain.Record {
	switch {
	case a.state == Ready:
		return &a.records
	case a.first != nil:
		return &a.first
	}
	return nil
}

// Known is the history the page has: all of it once loaded, else the newest games read.
func (a *Archive) Known() []domain.Record {
	if a.state == Ready {
		return a.records
	}
	return a.first
}

// Find returns the record with the given ID, of those known.
//
//go:noinline
func (a *Archive) Find(id string) (domain.Record, bool) {
	for _, r := range a.Known() {
		if r.ID() == id {
			return r, true
		}
	}
	return domain.Record{}, false
}
