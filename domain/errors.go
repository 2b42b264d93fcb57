package domain

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinel errors. They are wrapped with detail; check them with errors.Is.
var (
	// ErrNoPlayers is returned for a game, or a player count, with no players.
	ErrNoPlayers = errors.New("a game needs at least one player")
	// ErrInvalidName is returned for a name that is not exactly 3 letters A-Z.
	ErrInvalidName = errors.New("a name must be exactly 3 letters A-Z")
	// ErrInvalidPins is returned for a ball that cannot be thrown at the pins standing; a
	// *PinError wraps it and says why.
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
	// ErrUndoDropped is why a restored game cannot undo some of the corrections its save
	// holds (Game.DroppedUndo): every ball was restored, but not all of its log.
	ErrUndoDropped = errors.New("some corrections cannot be undone")
	// ErrBadCorrection is returned for a correction that is refused; it wraps why (a bad
	// index, or a *BallError naming the first ball the corrected game no longer allows).
	ErrBadCorrection = errors.New("the ball cannot be corrected")
	// ErrBallMoved is the reason a ball does not fit a corrected game because the correction
	// would move it to another frame or place; a *BallError wraps it.
	ErrBallMoved = errors.New("it would move to another frame")
	// ErrOutOfTurn is the reason a ball does not fit a game because it would be thrown before
	// another player finished their frame; a *BallError wraps it.
	ErrOutOfTurn = errors.New("out of turn")
)

// PinReason says why a ball was refused, so that a user interface can explain it in its own
// words and language instead of showing the English text of a PinError.
type PinReason int

// The reasons a ball is refused.
const (
	NotACount           PinReason = iota + 1 // a count outside 0..10 (Count says which)
	TooManyPins                              // more pins than are standing (Count, Standing)
	StrikeNeedsFullRack                      // a strike typed where the ball is not the first at ten pins
	SpareNeedsFirstBall                      // a spare typed where no ball has been thrown at these pins
	NotAMark                                 // text that is not a mark 0-9, X, / or - (Mark)
	NotAPin                                  // a pin set holding a number outside 1-10
	PinNotStanding                           // a pin set naming a pin that is not standing (Pin)
	PinsUnknown                              // a pin set after a count left some pins standing
)

// PinError is a refused ball and why. It wraps ErrInvalidPins, so errors.Is(err,
// ErrInvalidPins) holds; read the details with errors.As.
type PinError struct {
	Reason   PinReason
	Count    int    // the count asked for, for NotACount and TooManyPins
	Standing int    // the pins standing, for TooManyPins
	Mark     string // the text typed, for NotAMark
	Pin      int    // the first pin named that is not standing, for PinNotStanding
}

// Error says in English why the ball was refused.
func (e *PinError) Error() string {
	var why string
	switch e.Reason {
	case NotACount:
		why = fmt.Sprintf("%d is not a count from 0 to 10", e.Count)
	case TooManyPins:
		why = fmt.Sprintf("%d, but only %d pins are standing", e.Count, e.Standing)
	case StrikeNeedsFullRack:
		why = "a strike needs the first ball at all ten pins"
	case SpareNeedsFirstBall:
		why = "a spare needs a ball already thrown at these pins"
	case NotAMark:
		why = fmt.Sprintf("%q is not a mark (0-9, X, / or -)", e.Mark)
	case NotAPin:
		why = "pins are numbered 1 to 10"
	case PinNotStanding:
		why = fmt.Sprintf("pin %d is not standing", e.Pin)
	case PinsUnknown:
		why = "which pins stand is not known after a ball entered as a count: enter this ball as a count"
	default:
		why = fmt.Sprintf("reason %d", int(e.Reason))
	}
	return ErrInvalidPins.Error() + ": " + why
}

// Unwrap returns ErrInvalidPins.
func (e *PinError) Unwrap() error { return ErrInvalidPins }

// BallError names a ball that does not fit a game, in the game's own terms, and wraps why:
// a *PinError, ErrOutOfTurn, ErrBallMoved, or ErrGameOver for a ball after the player's
// frame 10.
type BallError struct {
	Player int    // 0-based index of who threw it
	Name   string // their name
	Frame  int    // the frame it lies in (in a save, the frame it would be thrown in), 1..10
	Ball   int    // its place in the frame, 1..3
	Err    error  // why it does not fit
}

// Error names the ball and says why it does not fit.
func (e *BallError) Error() string {
	return fmt.Sprintf("%s's ball %d in frame %d: %v", e.Name, e.Ball, e.Frame, e.Err)
}

// Unwrap returns why the ball does not fit.
func (e *BallError) Unwrap() error { return e.Err }

// errorf is fmt.Errorf, with its text made when it is read: the same text, and errors.Is and
// errors.As find the same errors. Why: the setup screen asks the domain at every render
// whether its names and series are valid (ParseName, NewSeries), and uses their refusals
// without their text; making the text each time ran fmt's printer for nothing, and on a cold
// start in the browser compiled it (about 50 KB of WebAssembly) before the first paint. An
// error with an argument that is not a plain value (a string, an integer, an error), or with
// verbs errorf does not read (two %w, an index, a *), is made at once by fmt.Errorf.
//
// It is not inlined: its body, copied into each of the domain's hundred places that make an
// error, costs the wasm more than a call.
//
//go:noinline
func errorf(format string, a ...any) error {
	verbs, wraps := 0, -1 // how many arguments the verbs take; which one %w wraps
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		for i++; i < len(format) && strings.IndexByte("#0+- .123456789", format[i]) >= 0; i++ {
		}
		switch {
		case i == len(format) || format[i] == '[' || format[i] == '*':
			return fmt.Errorf(format, a...)
		case format[i] == '%':
			continue
		case format[i] == 'w':
			if wraps >= 0 {
				return fmt.Errorf(format, a...)
			}
			wraps = verbs
		}
		verbs++
	}
	if verbs != len(a) {
		return fmt.Errorf(format, a...)
	}
	for _, v := range a {
		switch v.(type) {
		case string, int, int64, uint8, rune, bool, error:
		default:
			return fmt.Errorf(format, a...)
		}
	}
	e := lazyError{format, append([]any(nil), a...)} // a copy: the callers keep their arguments on the stack
	if wraps < 0 {
		return &e
	}
	if w, ok := a[wraps].(error); ok {
		return &lazyWrap{e, w}
	}
	return fmt.Errorf(format, a...)
}

// lazyError is an error of errorf, which fmt.Errorf writes when it is read.
type lazyError struct {
	format string
	args   []any
}

func (e *lazyError) Error() string { return fmt.Errorf(e.format, e.args...).Error() }

// lazyWrap is an error of errorf that wraps another, as fmt.Errorf's %w does.
type lazyWrap struct {
	lazyError
	err error
}

func (e *lazyWrap) Unwrap() error { return e.err }
