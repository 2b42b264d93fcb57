package app

import (
	"errors"
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/stats"
	"tenpin/domain"
)

// The archive: history as the page holds it. It loads from the database (historydb.go) once,
// on first need (the history, statistics or averages are shown, or a file is imported), never
// at start, so that a cold start pays nothing for 5,000 games. Loading reads every game's
// stored form, which carries its figures (domain.Record.UnmarshalBinary), so no game is
// replayed: 5,000 games load in ctx.Async in about a hundred milliseconds, while the screen
// says "Loading history". For the history list, the newest games are read first, by their
// order keys (historydb.go), so that it shows its first page while the rest loads. Every
// change (a finished game, a correction, a delete, an import) goes to the database first and
// into the page's copy once the browser has stored it, and bumps gen, so that the views
// derived from history (series list, statistics, averages) are derived again once per change,
// not per render.

// archiveState says whether the page's copy of history can be used.
type archiveState uint8

const (
	archiveIdle    archiveState = iota // not loaded yet
	archiveLoading                     // loading in the background
	archiveReady                       // loaded and kept in step
	archiveRefused                     // the browser refuses to keep a database
)

// archive is history as the page holds it. Its fields change on the UI goroutine only.
type archive struct {
	state      archiveState
	records    []domain.Record // in history order (domain.SortRecords)
	first      []domain.Record // while loading: the newest games, read ahead, in history order
	unreadable int             // stored games that could not be read back
	gen        int             // bumped on every change of records
	jobs       browser.Jobs    // the database's work, done in order by one goroutine
}

// run queues work for the database, in order with every job before it (browser.Jobs), so
// that a game stored before history loads is in what loads. The database opens on the first
// job; if the browser refuses, every job fails with browser.ErrNoDatabase.
func (a *archive) run(ctx app.Context, work func(db *browser.DB) error, done func(app.Context, error)) {
	a.jobs.Run(ctx, openHistory, work, done)
}

// History is history as the statistics read it (stats.Host), and the series being bowled.
func (n *night) History() stats.History {
	a := &n.archive
	h := stats.History{Records: a.records, Gen: a.gen, Ready: a.state == archiveReady, Refused: a.state == archiveRefused}
	if n.series != nil {
		h.Series = &n.series.Series
	}
	return h
}

// loadHistory starts loading history, once; with newest (for the history list), the newest
// games first (readNewest), then all.
func (n *night) loadHistory(newest bool) {
	a := &n.archive
	if a.state != archiveIdle || !n.host.isMounted() {
		return
	}
	a.state = archiveLoading
	if newest {
		n.readNewest()
		return
	}
	n.readAll(false)
}

// readAll reads the whole history, and holds it from then on; behind, while the page shows
// its newest games (see readHistory).
func (n *night) readAll(behind bool) {
	a := &n.archive
	n.readHistory(behind, func(loaded []domain.Record, bad int, err error) {
		if err != nil {
			a.state = archiveRefused
		} else {
			a.state, a.records, a.unreadable = archiveReady, loaded, bad
			a.gen++
		}
		a.first = nil
		if kept := n.keepWaiting; kept != nil {
			n.keepWaiting = nil
			keepOpened(n.host.uiContext(), n, kept) // a Keep tapped while history was read
		}
		if behind && err == nil {
			browser.AfterPaint(func() { n.host.uiContext().Dispatch(func(app.Context) { n.stats.Warm() }) })
		}
	})
}

// reloadHistory reads history again after another window changed it, if this window has
// loaded it or is loading it; the views show the history they have until it is read.
func (n *night) reloadHistory() {
	a := &n.archive
	if a.state != archiveReady && a.state != archiveLoading {
		return
	}
	n.readHistory(true, func(loaded []domain.Record, bad int, err error) {
		if err == nil && a.state == archiveReady {
			a.records, a.unreadable = loaded, bad
			a.gen++
			n.reopen()
		}
	})
}

// readHistory reads every game in the database, after the jobs queued before, and hands them
// to done on the UI goroutine, in history order, with the number that could not be read.
// Behind a page that already shows history, reading 5,000 games gives the page a turn every
// thousand games (browser.Breathe), so that no task of it holds a tap for long; in front of a
// screen that waits for them, it does not.
func (n *night) readHistory(behind bool, done func(loaded []domain.Record, bad int, err error)) {
	var loaded []domain.Record
	bad := 0
	var yield func()
	if behind {
		yield = browser.Breathe
	}
	n.archive.run(n.host.uiContext(), func(db *browser.DB) error {
		data, err := db.All()
		if err != nil {
			return err
		}
		loaded, bad = decodeRecords(data, yield)
		return nil
	}, func(ctx app.Context, err error) {
		done(loaded, bad, err)
		n.refreshNight()
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

// storeRecords writes records (new games or new versions of games, by ID) to the database
// and, once stored, into the page's copy. With expect, each record is stored only if history
// holds the game as expect has it (unchanged, historydb.go), else none is and done
// learns browser.ErrChanged. done, if not nil, learns whether they were stored.
func (n *night) storeRecords(records []domain.Record, expect map[string]domain.Record, done func(ctx app.Context, err error)) {
	if !n.host.isMounted() || len(records) == 0 {
		return
	}
	a := &n.archive
	ids := make([]string, len(records))
	data := make([][]byte, len(records))
	orders := make([]string, len(records))
	for i, r := range records {
		ids[i], orders[i] = r.ID(), r.OrderKey()
		data[i], _ = r.MarshalBinary() // a record made by the domain always marshals
	}
	a.run(n.host.uiContext(), func(db *browser.DB) error { return db.Put(ids, data, orders, unchanged(expect)) }, func(ctx app.Context, err error) {
		if errors.Is(err, browser.ErrNoDatabase) {
			a.state = archiveRefused
		}
		if err == nil {
			n.historyChanged()
			n.durable.askToKeep(n.host.uiContext())
			a.upsert(records)
		}
		if done != nil {
			done(ctx, err)
		}
		n.refreshNight()
	})
}

// deleteRecords removes records from the database and, once removed, from the page's copy.
// With expect, as storeRecords.
func (n *night) deleteRecords(ids []string, expect map[string]domain.Record, done func(ctx app.Context, err error)) {
	a := &n.archive
	a.run(n.host.uiContext(), func(db *browser.DB) error { return db.Remove(ids, unchanged(expect)) }, func(ctx app.Context, err error) {
		if err == nil {
			n.historyChanged()
			if held := a.held(); held != nil {
				*held = slices.DeleteFunc(*held, func(r domain.Record) bool { return contains(ids, r.ID()) })
				a.gen++
			}
		}
		done(ctx, err)
		n.refreshNight()
	})
}

// expecting maps records by ID: what a change expects history to hold (see storeRecords).
//
//go:noinline
func expecting(records []domain.Record) map[string]domain.Record {
	m := make(map[string]domain.Record, len(records))
	for _, r := range records {
		m[r.ID()] = r
	}
	return m
}

// upsert puts records into the page's copy, replacing those with the same ID.
func (a *archive) upsert(records []domain.Record) {
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
func (a *archive) held() *[]domain.Record {
	switch {
	case a.state == archiveReady:
		return &a.records
	case a.first != nil:
		return &a.first
	}
	return nil
}

// known is the history the page has: all of it once loaded, else the newest games read.
func (a *archive) known() []domain.Record {
	if a.state == archiveReady {
		return a.records
	}
	return a.first
}

// find returns the record with the given ID, of those known.
//
//go:noinline
func (a *archive) find(id string) (domain.Record, bool) {
	for _, r := range a.known() {
		if r.ID() == id {
			return r, true
		}
	}
	return domain.Record{}, false
}
