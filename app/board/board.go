// Package board is the parts of the lane's board that show the game: the score grid and its
// frame cells (grid.go, framecell.go), the count pad (pad.go) and the pins of a pin deck
// (pin.go). Each is derived from the domain's game (Rows, PadButtons, PinButtons) and drawn
// from data-only props, so that go-app skips what a change did not touch.
//
// It needs nothing of the app around it: a tap on a ball box, a pad button or a pin is
// reported as a go-app action (ActionOpenFix, ActionRoll, ActionPin, ActionFixPin), which
// the root's Scoreboard handles (its shell.go wires them on mount). The root composes the
// parts into the game screen, the entry area, the correction dialog and the sheets of
// history.
package board

// noCompare, as a field, makes a struct not comparable, so the compiler writes no equality
// function for it (the wasm carries one for every comparable type it holds); none of these
// structs is compared. It is declared here as in the root, stats, the season, browser and
// i18n rather than shared: a zero-size type of a line, it has no code to share.
type noCompare [0]func()
