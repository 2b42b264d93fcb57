package season

import (
	"bytes"
	"encoding/json"
	"errors"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/domain"
)

// Where the leagues are kept: IndexedDB, in a database of their own (DBName), not a new
// version of history's. Why:
//   - nothing of history's is touched: its database, stores and version stay as they are, so
//     no upgrade can lose a game, and a window of an older tenpin that holds history open is
//     never asked to close it (a version change of history's database would ask that, and
//     that window would lose its history until reloaded);
//   - a league is read and written on its own schedule (the league screen), never with
//     history's, whose reads are tuned for thousands of games at start;
//   - its layout can change with its own version.
//
// In its one object store each league is its head (the league file without its matches,
// domain.Season.MarshalHead, with its revision) under "l:" and its ID, and each match kept under "m:", the ID, the
// week and the pair, in the stored form of its records (domain.KeptMatch.MarshalBinary): keeping
// a match writes the head and that match in one transaction, and a league reads back without
// replaying a game (domain.ReadStoredLeague). Every write raises the head's revision and is
// checked against it in its transaction (save, remove; revise.go says what a window does
// when it is refused). The list of leagues reads the heads alone. Every database call
// blocks until the browser answers, so the shelf runs them one at a time in ctx.Async, in
// order, as history's archive does.
const (
	DBName    = "tenpin-season"
	dbVersion = 1
	dbStore   = "leagues"
	headKey   = "l:"
	matchKey  = "m:"
)

// ChosenKey is the local storage key of the league the screen shows: its ID.
const ChosenKey = "tenpin.season"

// listed is a league of the list: its ID and name, read from its head.
type listed struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// shelf is the leagues' database, opened on the first job.
type shelf struct {
	jobs browser.Jobs
}

// run queues work for the database, and done for the UI goroutine once work is done, in
// order (browser.Jobs). If the browser refuses the database, every job fails with
// browser.ErrNoDatabase.
func (sh *shelf) run(ctx app.Context, work func(db *browser.DB) error, done func(err error)) {
	sh.jobs.Run(ctx, open, work, func(_ app.Context, err error) { done(err) })
}

// open opens the database.
func open() (*browser.DB, error) {
	return browser.OpenDB(DBName, dbVersion, dbStore, browser.Ordering{}, "")
}

// list reads every league's ID and name, in the order of their IDs.
func (sh *shelf) list(ctx app.Context, done func([]listed, error)) {
	var out []listed
	sh.run(ctx, func(db *browser.DB) error {
		heads, err := db.Between(headKey, "l;")
		for _, h := range heads {
			var l listed
			if json.Unmarshal(h, &l) == nil && l.ID != "" {
				out = append(out, l)
			}
		}
		return err
	}, func(err error) { done(out, err) })
}

// errNoLeague says that the league asked for is not kept (another window deleted it).
var errNoLeague = errors.New("no such league")

// load reads league id whole: its head and every match kept, and how many matches could not
// be read.
func (sh *shelf) load(ctx app.Context, id string, done func(s *domain.Season, unreadable int, err error)) {
	var s *domain.Season
	bad := 0
	sh.run(ctx, func(db *browser.DB) error {
		head, err := db.Between(headKey+id, headKey+id+"\x00")
		if err != nil {
			return err
		}
		if len(head) == 0 {
			return errNoLeague
		}
		matches, err := db.Between(matchKey+id+":", matchKey+id+";")
		if err != nil {
			return err
		}
		last := time.Now()
		s, bad, err = domain.ReadStoredLeague(head[0], matches, func(int, int) bool {
			if time.Since(last) > importBreath { // a big league takes a while: the page has its turns
				browser.Breathe()
				last = time.Now()
			}
			return true
		})
		return err
	}, func(err error) { done(s, bad, err) })
}

// matchID is the key of a league's match kept.
func matchID(id string, k domain.KeptMatch) string {
	return matchKey + id + ":" + itoa(k.Week) + ":" + itoa(k.Pair)
}

// save writes league s's head and the matches given (new ones: those kept already are
// stored), all in one transaction, which first reads what is stored under each key and
// writes nothing when the stored head is not the one the change was made from (base, the
// revision read; with fresh, none at all: a league made anew) or a match is stored with
// other games (domain.CanStore): then it fails with browser.ErrChanged, and another window's
// newer league stays as it is. The same match stored already passes: it is kept once.
// The matches are made ready first with the page's turn between them (a season's 720
// matches are some 2 MB to write); the transaction reads them back a chunk at a time
// (browser.DB.Put). The head is written as s is now, at its revision; the matches are copies.
func (sh *shelf) save(ctx app.Context, s *domain.Season, matches []domain.KeptMatch, base uint64, fresh bool, done func(error)) {
	head, err := s.MarshalHead()
	if err != nil {
		done(err)
		return
	}
	id := s.ID()
	sh.run(ctx, func(db *browser.DB) error {
		keys, values := make([]string, 0, len(matches)+1), make([][]byte, 0, len(matches)+1)
		last := time.Now()
		for _, k := range matches {
			value, err := k.MarshalBinary()
			if err != nil {
				return err
			}
			keys, values = append(keys, matchID(id, k)), append(values, value)
			if time.Since(last) > importBreath {
				browser.Breathe()
				last = time.Now()
			}
		}
		keys, values = append(keys, headKey+id), append(values, head)
		return db.Put(keys, values, nil, revised(keys, values, base, fresh))
	}, done)
}

// revised is the check of a write of keys and values, the head last, made from revision
// base (fresh: a league made anew): the head as domain.CanStore allows, and each match not
// stored yet or stored with the very same games.
func revised(keys []string, values [][]byte, base uint64, fresh bool) browser.Check {
	head := keys[len(keys)-1]
	wants := make(map[string][]byte, len(keys))
	for i, k := range keys {
		wants[k] = values[i]
	}
	return func(key string, stored []byte, found bool) bool {
		if key == head {
			return domain.CanStore(stored, found, base, fresh) == nil
		}
		return !found || bytes.Equal(stored, wants[key])
	}
}

// remove deletes league s, as shown at its revision: its head and every match kept, in one
// transaction that fails with browser.ErrChanged, deleting nothing, when another window
// stored a newer revision of it since.
func (sh *shelf) remove(ctx app.Context, s *domain.Season, done func(error)) {
	keys := []string{headKey + s.ID()}
	for _, k := range s.Kept(-1) {
		keys = append(keys, matchID(s.ID(), k))
	}
	check := unrevised(keys[0], s.Revision())
	sh.run(ctx, func(db *browser.DB) error { return db.Remove(keys, check) }, done)
}

// unrevised is the check of a delete of a league whose head is under key, as shown at
// revision rev: its head still stored at rev (domain.CanStore); its matches as they are.
func unrevised(key string, rev uint64) browser.Check {
	return func(k string, stored []byte, found bool) bool {
		return k != key || domain.CanStore(stored, found, rev, false) == nil
	}
}

// shelfState says whether the leagues on the device can be read.
type shelfState uint8

const (
	shelfIdle    shelfState = iota // not read yet
	shelfLoading                   // being read
	shelfReady                     // read
	shelfRefused                   // the browser keeps no database
)
