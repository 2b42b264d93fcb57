package history

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/domain"
)

// History's database: IndexedDB through browser.DB, each finished game kept under its record
// ID as its stored form (domain.Record.MarshalBinary). Its methods block until the browser
// answers, so they run in ctx.Async, never on the UI goroutine; the archive (archive.go) runs
// them one at a time, in order.
//
// A correction, a delete, a restore or an import names the games it rests on as the window
// showed them (expect), and the database reads each one back in the transaction that writes,
// before writing: a window showing an old version of a game in history never writes over a
// newer one (the root's nightwindows.go says how windows hear of history's changes); such a
// change is refused whole with browser.ErrChanged.

// DBName is the name of history's IndexedDB database.
const DBName = "tenpin"

// The database is DBName, version dbVersion: the object store of finished games, each under
// its record ID as its stored form (domain.Record.MarshalBinary), and (since version 2) the
// store of their order keys (domain.Record.OrderKey) under the same IDs, indexed, so that the
// newest games are read first (browser.DB.Newest), and (since version 3) the store of one
// joined copy of every game, so that history loads in one read (browser/pack.go).
const (
	dbVersion = 3
	dbGames   = "games"
	dbOrder   = "order"
	dbPack    = "pack"
)

// openHistory opens (or creates) history's database.
func openHistory() (*browser.DB, error) {
	return browser.OpenDB(DBName, dbVersion, dbGames, browser.Ordering{Store: dbOrder, Key: orderKey}, dbPack)
}

// orderKey is a stored game's order key, for a database of version 1, whose games are ordered
// when it opens as version 2.
func orderKey(stored []byte) (string, bool) {
	var r domain.Record
	if r.UnmarshalBinary(stored) != nil {
		return "", false
	}
	return r.OrderKey(), true
}

// unchanged is the check of a change that rests on the games in expect, each as the window
// showed it (a zero Record: a game it did not have); nil without expect: written over whatever
// is stored.
//
//go:noinline
func unchanged(expect map[string]domain.Record) browser.Check {
	if expect == nil {
		return nil
	}
	return func(id string, stored []byte, found bool) bool {
		want := expect[id]
		if !found {
			return want.ID() == ""
		}
		var r domain.Record
		return want.ID() != "" && r.UnmarshalBinary(stored) == nil && r.Equal(want)
	}
}

// newestSeries is how many series readNewest reads: half a page and one, more than a screen
// holds; each game read is a trip to the browser's database, and
// each series listed is markup to lay out before the first paint. A series begun before the
// newest games read is left for the whole history to show (wholeSeries), so the first
// screen may show a series fewer.
const newestSeries = Page/2 + 1

// readNewest reads the newest games, those of the newest newestSeries series by their order
// keys, ahead of the whole history, so that the history list shows its first page while the
// rest loads (archive.first). When they are every game, history is loaded. The rest is read
// once the first page is painted: the browser's work to hand over 5,000 games would hold
// the paint back.
func (a *Archive) readNewest() {
	var loaded []domain.Record
	bad, whole := 0, false
	a.run(func(db *browser.DB) error {
		seen := map[string]bool{}
		data, all, err := db.Newest(func(key string) bool {
			series := key // date, series, game, ID
			if f := strings.Fields(key); len(f) > 1 {
				series = f[1]
			}
			if !seen[series] && len(seen) == newestSeries {
				return false
			}
			seen[series] = true
			return true
		})
		if err != nil {
			return err
		}
		whole = all
		loaded, bad = decodeRecords(data, nil)
		return nil
	}, func(ctx app.Context, err error) {
		switch {
		case a.state != Loading:
			return
		case err != nil || len(loaded) == 0 && !whole:
			a.readAll(false)
			return
		case whole:
			a.state, a.records, a.unreadable = Ready, loaded, bad
		default:
			a.first = loaded
			browser.AfterPaint(func() { browser.Dispatch(ctx, func(app.Context) { a.readAll(true) }) })
		}
		a.gen++
		a.Host.Refresh()
	})
}
