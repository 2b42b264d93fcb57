package app

// The tournament screen (#tournament, tournament.md) is a package of its own, app/tournament:
// the root holds its Screen, shows it from the navigation (night.go), hands it the page's
// address (shell.go: the base of its lane cards' links), offers it an opened sheet to file
// (renderOpened), and opens its lane cards on setup (pairlink.go). That is all its wiring,
// so that it can move into the office app whole.

// screenTournament is the tournament screen.
const screenTournament screen = "tournament"
