package domain

import "errors"

// Sentinel errors. They are wrapped with detail; check them with errors.Is.
var (
	// ErrNoPlayers is returned for a game, or a player count, with no players.
	ErrNoPlayers = errors.New("a game needs at least one player")
	// ErrInvalidName is returned for a name that is not exactly 3 letters A-Z.
	ErrInvalidName = errors.New("a name must be exactly 3 letters A-Z")
	// ErrInvalidPins is returned for a ball that cannot knock down that many pins.
	ErrInvalidPins = errors.New("invalid number of pins")
	// ErrGameOver is returned for a ball thrown after every player has finished.
	ErrGameOver = errors.New("the game is over")
	// ErrGameInProgress is returned when a final score is asked for before it is known.
	ErrGameInProgress = errors.New("the game is still in progress")
	// ErrNothingToUndo is returned by Undo on a game with no balls.
	ErrNothingToUndo = errors.New("there is nothing to undo")
	// ErrNoSuchPlayer is returned for a player index outside the game.
	ErrNoSuchPlayer = errors.New("no such player")
	// ErrBadSave is returned for saved data that cannot be restored.
	ErrBadSave = errors.New("the saved game cannot be restored")
)
