package i18n

import (
	"errors"

	"tenpin/domain"
)

// Refusals: what the bowler reads when the domain refuses an input (role="alert"). The
// domain says why (a sentinel error, a *domain.PinError's Reason, a *domain.BallError naming
// the ball a correction would break); this file only words it from the catalogue, never
// showing a Go error string. The components choose which words; this file says them.

// Refusal turns a refused input into the catalogue's words, never a Go error string. Why the
// pins were refused is the domain's to say (a *domain.PinError's Reason); this only words it.
func Refusal(m *Messages, err error) string {
	pe, isPins := errorAs[*domain.PinError](err)
	switch {
	case errors.Is(err, domain.ErrGameOver):
		return m.GameIsOver
	case errors.Is(err, domain.ErrNothingToUndo):
		return m.NothingToUndo
	case isPins:
		return pinRefusal(m, pe)
	}
	return m.InputRefused
}

// pinRefusal words why the domain refused the pins of a ball.
func pinRefusal(m *Messages, e *domain.PinError) string {
	switch e.Reason {
	case domain.NotACount:
		return m.NotACount.Say(e.Count)
	case domain.TooManyPins:
		return m.TooManyPins(e.Standing)
	case domain.StrikeNeedsFullRack:
		return m.StrikeNeedsFullRack
	case domain.SpareNeedsFirstBall:
		return m.SpareNeedsBall
	case domain.NotAMark:
		return m.NotAMark.Say(e.Mark)
	case domain.NotAPin:
		return m.NotAPin
	case domain.PinNotStanding:
		return m.PinNotStanding.Say(e.Pin)
	case domain.PinsUnknown:
		return m.PinsUnknown
	}
	return m.InputRefused
}

// FixRefusal words why the domain refused a correction: the ball it names and why that ball
// would no longer fit, or that the ball to correct is gone.
func FixRefusal(m *Messages, err error) string {
	be, ok := errorAs[*domain.BallError](err)
	if !ok {
		return m.FixNoBall
	}
	pe, isPins := errorAs[*domain.PinError](be.Err)
	switch {
	case isPins && pe.Reason == domain.TooManyPins:
		return m.FixTooMany.Say(be.Name, be.Frame, be.Ball, pe.Count, pe.Standing)
	case isPins && pe.Reason == domain.PinNotStanding:
		return m.FixPinDown.Say(be.Name, be.Frame, be.Ball, pe.Pin)
	case isPins && pe.Reason == domain.PinsUnknown:
		return m.FixPinsUnknown.Say(be.Name, be.Frame, be.Ball)
	case errors.Is(be.Err, domain.ErrBallMoved):
		return m.FixMoves.Say(be.Name, be.Frame, be.Ball)
	case errors.Is(be.Err, domain.ErrOutOfTurn):
		return m.FixOutOfTurn.Say(be.Name, be.Frame, be.Ball)
	case errors.Is(be.Err, domain.ErrGameOver):
		return m.FixAfterEnd.Say(be.Name, be.Frame, be.Ball)
	}
	return m.FixNoLongerFits.Say(be.Name, be.Frame, be.Ball)
}

// CorrectionProblem names the ball a refused correction of a game in history no longer lets
// be thrown.
func CorrectionProblem(m *Messages, err error) string {
	if be, ok := errorAs[*domain.BallError](err); ok {
		return m.CorrectionRefused.Say(be.Name, be.Frame, be.Ball)
	}
	return m.CorrectionImpossible
}

// errorAs finds the first error of type T in err's chain, as errors.As does (domain errors
// have no As method), without the reflection errors.As brings into the wasm.
func errorAs[T error](err error) (T, bool) {
	var zero T
	for err != nil {
		if e, ok := err.(T); ok {
			return e, true
		}
		if multi, ok := err.(interface{ Unwrap() []error }); ok {
			for _, w := range multi.Unwrap() {
				if e, ok := errorAs[T](w); ok {
					return e, true
				}
			}
			return zero, false
		}
		err = errors.Unwrap(err)
	}
	return zero, false
}
