// Package app is tenpin's user interface: go-app v10 components for the setup screen, the
// n-player frame grid, the count pad and the pin deck, the correction dialog and the night
// around the game (series, league settings, history, export, import; the statistics and the
// standings are app/stats, share links, print and pictures app/share). It holds no rule of
// bowling; it hands every input to package domain and renders its views.
//
// The same components run twice: on the server, which prerenders a neutral setup screen, and
// in the browser as WebAssembly, where OnInit restores the saved game before the first render
// (start.go) and OnMount wires the keyboard and the storage event.
//
// One file per concept, each with its state, its derivation from the domain, its rendering
// and, beside it, its tests; one type per concept, which owns its state and methods and
// reaches another only through a small interface it is handed. The root component,
// Scoreboard (scoreboard.go: its state and the wiring of its parts; shell.go: the page and
// the lifecycle), is the page around the game on the lanes: setup.go (the setup screen around
// its form, and Start), gameover.go (what comes after a game), focus.go (Later) and the
// screens of the night. Its parts are their own types: the game on the lanes (package
// app/play's Game, below), setup.Form (package setup, below), autosave (autosave.go,
// windows.go, pending.go: the game in local storage and other windows, and what is marked
// and not entered yet), update (update.go), and night, the night around the game, whose
// files night.go lists. Package app/series is the series being bowled as the night keeps it
// (its plan, the league match it is bowled as, its records) and the layout of its sheet.
//
// The game on the lanes is a package of its own, app/play: the game screen (whose turn it
// is, the alert, the grid, the entry area and the game's buttons, the game-over panel), the
// keys, the focus after a change, what a screen reader hears, and the path every ball takes
// (Act). It needs nothing of the root: the Scoreboard is its play.Host (Later, Outdated,
// Commit, KeepPending, Series, OnTV, NewGame, AfterGame), wires its handlers on mount
// (shell.go) and composes its Render into the page; why the domain refused an input is
// worded by package app/i18n (refusal.go).
//
// The parts of the lane's board that show the game are a package of their own, app/board:
// the score grid and its frame cells, the count pad and the pins of a pin deck. They need
// nothing of the root: their taps are go-app actions (board.ActionRoll, ActionPin,
// ActionFixPin, ActionOpenFix) that the Scoreboard wires on mount (shell.go) to the game
// on the lanes (package play), which composes them into the game screen (with app/match's
// grid), the entry area and the correction dialog (app/entry); the sheets draw them too.
//
// Where the next ball is entered and a ball entered is corrected is a package of its own,
// app/entry: the entry area (the count pad or the pin deck, and the switch between them, a
// setting of the device) and the correction dialog a ball box opens. It needs nothing of the
// root: the game on the lanes (play.Game) is its entry.Host and entry.FixHost (Current,
// Throw, Enter, Act, AlertWith, SavePending, Settle, TurnHidden, Later) and composes it into
// the game screen; its keys enter a ball on the deck and keep Tab inside the dialog
// (entry.TrapTab), its focus moves into it, and it keeps what was marked (entry.Pending,
// entry.Restore) for a reload through the root (pending.go). The Scoreboard hands it the
// board's pins and ball boxes and the dialog's counts (entry.ActionFix) on mount (shell.go).
//
// The league match on the lanes is a package of its own, app/match: the team panel (a
// match's team games, points, grid and whose turn it is), a Baker or Scotch match's team
// lines and the match sheet. It needs nothing of the root: the game on the lanes holds its
// Panel and hands it the match the series is bowled as and its records (play.Host's Series)
// after every change, and composes it into the game screen; tvscreen.go into the TV view; the series sheet, history and an opened link show its Sheet (seriessheet.go,
// opened.go), and package history's grid of a game of record its LineBowlers.
//
// The setup screen's form is a package of its own, app/setup: who is bowling, each name and
// the handicap's average as typed, or the two teams of a league match, and the lane card or
// match card they came from; and the league settings beside it (setup.Settings: the games,
// the format, the order, the handicap), which plan the series or the match with the form's
// players. It needs nothing of the root: its fields' actions (setup.ActionName, ActionRemove,
// ActionAverage) go to its own handlers and Start (setup.ActionStart) to the Scoreboard's,
// which wires them on mount (shell.go); it moves the focus through setup.Host (the
// Scoreboard's Later). The root draws the screen around it (setup.go: the notice, Back to the
// game, what Start waits for, and the match's series); the night keeps the settings on the
// device and derives the averages history knows (league.go); cardlink.go and pairlink.go read
// a card from the page's address and hand it to the form and the settings.
//
// The League screen (#league, season.md) is a package of its own, app/season: the root holds
// its Screen and hands it season.Host (leaguescreen.go: history's league matches), the page's
// address, and the opened sheet whose match it offers to keep.
//
// The figures over history are a package of its own, app/stats: the statistics screen
// (#stats, night.md: figures, plot, leaves) and the standings (#standings, league.md). The
// night holds their Screen and Standings and hands them stats.Host (history.go: History,
// history as the page holds it and the series being bowled; opened.go: OnPrint, SendPicture,
// PictureFailed, package share's); the standings need only its History (stats.Reader).
//
// History is a package of its own, app/history: the archive (history.Archive: every finished
// game as the page holds it, read from and written to IndexedDB, history.DBName, in order)
// and the parts of the History screen: the list of it (history.List: every series, newest
// first), the game opened from it (history.Sheet: its sheet, locked, and its correction),
// moving all of it in and out (history.Transfer: export and import; it merges into the
// archive and keeps the office's bracket sets) and keeping it on the device
// (history.Durable). It needs nothing of the root: the night holds them and is the archive's
// history.Host (history.go: the page's context; what follows a read or a change of history,
// the windows told and the screens derived again) and the transfer's history.TransferHost
// (Tell, Exported, Overtaken); the Scoreboard is the sheet's history.SheetHost (gamesheet.go:
// saving a correction, which can write it back to the lanes); history.go draws the screen
// around them, and the night answers the list's and the sheet's buttons
// (history.ActOpenGame, ActOpenSeries, ActDeleteSeries, ActDeleteGame; night.go).
//
// A finished sheet handed on (share.md) is a package of its own, app/share: its link and
// the share panel under every finished sheet, the link opened, the Print and Share buttons
// (the print dialog; the games as a file with a text) and the sheet as a picture. The night
// holds its Links and hands it share.Host (opened.go: Shared, the records the screen shown
// shares; Embedded; Tell); opened.go shows an opened link's sheet and keeps it in history.
//
// The TV view (#tv, web.md) and the TV button are package app/tv, which knows the domain and
// the words but nothing of the root: tvscreen.go hands the view what the lanes hold, and the
// game on the lanes holds the button (play.Game's TV, a tv.Link; web/tv.js: a cast display, a
// window on another screen, or a window to drag there).
//
// An action (a ball, an undo, a correction, the next game, a correction in history) takes
// four steps in order (play.Game.Act): guard (a window behind another window's newer game
// refuses the input and catches up: Outdated), domain, commit (Commit: autosave.go saves the
// game, then series.go and package history keep a finished game in history), and derive the
// views once (play.Game.Refresh). A derivation writes nothing. Notices are kept as what to say (say.go), so a
// language switch only derives the views again.
//
// Under the components, and knowing nothing of them: package app/i18n holds every word in
// each language (messages.go names its Messages type here), package app/browser the
// browser's plumbing (local storage, a value every window shares with its revision, IndexedDB,
// JavaScript helpers); store.go lists every key the device keeps, and package history opens
// history's database.
//
// A //go:noinline above a small function called from several places is a size measure, not
// a speed one: in WebAssembly each inlined copy carries its own code and position tables,
// and one call costs app.wasm less (make bench measures app.wasm against its guard).
package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
)

// Routes registers the lane app's pages: its root, and the office's folder, which the lane
// loads in the page's place when a link of its navigation leads there (toOffice). It runs on
// the server (through the handler) and in the browser.
func Routes() {
	app.Route("/", func() app.Composer { return newScoreboard(nil) })
	app.Route("/"+officePath, func() app.Composer { return &toOffice{} })
}

// OfficeRoutes registers the office app's page at path, with office's screens: "/" in the
// office's own app.wasm (go-app routes under the office's folder, its root prefix), and the
// folder ("/office/") on the server, which prerenders both apps' pages after Routes.
func OfficeRoutes(path string, office Office) {
	app.Route(path, func() app.Composer { return newScoreboard(office) })
}

// Run starts an app in the browser: the lane for a nil office, else the office with its
// screens. On the server it returns at once.
func Run(office Office) {
	if office == nil {
		Routes()
	} else {
		OfficeRoutes("/", office)
	}
	browser.Shield() // before go-app starts: storage turned off must not stop it
	if app.IsClient {
		growStack(0)
	}
	app.RunWhenOnBrowser()
}

// growStack makes the stack of the goroutine that runs the app (go-app's loop, which mounts
// and updates every screen) 128 KB at once, while it is shallow. A goroutine starts with 2 KB
// in WebAssembly, and the first mount grew it by doubling: each copy walks every frame of the
// deep render, looking up each one's tables (runtime.pcvalue), so often that V8 tiered that
// function up to TurboFan in every cold start (17 to 43 ms of a core, on a machine of two
// that the start shares with the download and the page; --trace-wasm-compilation-times).
// One 64 KB frame now takes the stack there in one copy of a few frames, and pcvalue stays
// cold. i is 0; it only keeps the compiler from dropping the frame.
//
//go:noinline
func growStack(i int) uint64 {
	var pad [8 << 10]uint64
	pad[i] = 1
	return pad[(i+1)%len(pad)]
}
