package app

// What the device keeps, all of it: each key of local storage and what it holds, and the
// database that holds history. Values marked shared are envelopes with a revision
// (browser.Shared), which every window of the app reads and writes (a bare save of the game,
// as stored before envelopes, restores too); the others are this device's settings, which a
// window writes without asking.
const (
	saveKey       = "tenpin.game"        // shared: the game in progress (domain.Game's save)
	backupKey     = "tenpin.game.backup" // a stored game that could not be read, kept aside, not lost
	seriesKey     = "tenpin.series"      // shared: the series being bowled (its games so far)
	leagueKey     = "tenpin.league"      // shared: the night's league settings (handicap, averages)
	historyRevKey = "tenpin.history.rev" // shared: a revision raised after every change to history
	languageKey   = "tenpin.language"    // the language chosen on the device
	pendingKey    = "tenpin.pending"     // the pins marked on the deck for the next ball, as JSON
	// The entry mode (entry.ModeKey, "tenpin.entry": "deck" when the pin deck is the entry
	// mode, else "pad") is kept by package entry.
	// The last league match started, its settings and lineups (teamsKey, "tenpin.teams"), is
	// kept by package setup.
	// The bracket sets are kept by package bracketsets, in IndexedDB's bracketsets.DBName
	// ("tenpin-brackets"), with a revision raised after every change (bracketsets.RevKey,
	// "tenpin.brackets.rev", shared), the sets an earlier version kept in local storage until
	// they move there (bracketsets.StoreKey, "tenpin.brackets"), and a stored list of them that
	// could not be read (bracketsets.BackupKey).
	// The TV view's cast (web/tv.js) keeps, in session storage (this tab only), the
	// presentation to reconnect to after a reload: tv.CastKey ("tenpin.tv.cast").
	// The league the League screen shows (season.ChosenKey, "tenpin.season") is kept by
	// package season, and its leagues in IndexedDB's season.DBName ("tenpin-season").
)

// History is kept by package history, in IndexedDB's history.DBName ("tenpin"): the
// finished games, their order keys and one joined copy of them (its db.go); and its memory
// of keeping history on this device (history.ExportedKey, "tenpin.exported", and
// history.PersistAskedKey, "tenpin.persist.asked").
