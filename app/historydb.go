package app

import (
	"tenpin/app/browser"
	"tenpin/domain"
)

// History's database (store.go names it): IndexedDB through browser.DB, each finished game
// kept under its record ID as its stored form (domain.Record.MarshalBinary). Its methods
// block until the browser answers, so they run in ctx.Async, never on the UI goroutine; the
// archive (archive.go) runs them one at a time, in order.
//
// A correction, a delete, a restore or an import names the games it rests on as the window
// showed them (expect), and the database reads each one back in the transaction that writes,
// before writing: a window showing an old version of a game in history never writes over a
// newer one (nightwindows.go says how windows hear of history's changes); such a change is
// refused whole with browser.ErrChanged.

// openHistory opens (or creates) history's database.
func openHistory() (*browser.DB, error) {
	return browser.OpenDB(historyName, historyVersion, historyGames)
}

// unchanged is the check of a change that rests on the games in expect, each as the window
// showed it (a zero Record: a game it did not have); nil without expect, writing at once.
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
