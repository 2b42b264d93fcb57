package i18n

import (
	"errors"
	"fmt"
	"testing"

	"tenpin/domain"
)

// TestPinRefusal checks the words for every reason the domain gives for refused pins, and
// that none is left to the catch-all.
func TestPinRefusal(t *testing.T) {
	m := &English
	tests := []struct {
		err  domain.PinError
		want string
	}{
		{domain.PinError{Reason: domain.NotACount, Count: 11}, "11 is not a count of pins from 0 to 10."},
		{domain.PinError{Reason: domain.TooManyPins, Count: 9, Standing: 3}, "Only 3 pins are standing."},
		{domain.PinError{Reason: domain.StrikeNeedsFullRack}, m.StrikeNeedsFullRack},
		{domain.PinError{Reason: domain.SpareNeedsFirstBall}, m.SpareNeedsBall},
		{domain.PinError{Reason: domain.NotAMark, Mark: "q"}, "“q” is not a mark: use 0–9, X, / or -."},
		{domain.PinError{Reason: domain.NotAPin}, "Pins are numbered 1 to 10."},
		{domain.PinError{Reason: domain.PinNotStanding, Pin: 7}, "Pin 7 is already down."},
		{domain.PinError{Reason: domain.PinsUnknown}, m.PinsUnknown},
	}
	seen := map[domain.PinReason]bool{}
	for _, tt := range tests {
		seen[tt.err.Reason] = true
		e := tt.err
		// As the domain returns it, wrapped in more detail.
		if got := Refusal(m, fmt.Errorf("ball 3: %w", &e)); got != tt.want {
			t.Errorf("Refusal(%v) = %q, want %q", tt.err.Reason, got, tt.want)
		}
	}
	for r := domain.PinReason(1); pinRefusal(m, &domain.PinError{Reason: r}) != m.InputRefused; r++ {
		if !seen[r] {
			t.Errorf("reason %d is worded but not tested", r)
		}
	}
	if len(seen) != len(tests) {
		t.Error("a reason is tested twice")
	}
	for err, want := range map[error]string{
		domain.ErrGameOver:      m.GameIsOver,
		domain.ErrNothingToUndo: m.NothingToUndo,
		errors.New("boom"):      m.InputRefused,
	} {
		if got := Refusal(m, err); got != want {
			t.Errorf("Refusal(%v) = %q, want %q", err, got, want)
		}
	}
}

// TestFixRefusal checks the words for every reason the domain gives for a refused
// correction, each naming the ball that would no longer fit.
func TestFixRefusal(t *testing.T) {
	ball := func(why error) error {
		return fmt.Errorf("%w: %w", domain.ErrBadCorrection, &domain.BallError{Player: 1, Name: "KYJ", Frame: 4, Ball: 2, Err: why})
	}
	tests := []struct {
		err  error
		want string
	}{
		{ball(&domain.PinError{Reason: domain.TooManyPins, Count: 5, Standing: 3}), "KYJ's ball 2 of frame 4 knocked down 5, but only 3 would be standing for it."},
		{ball(&domain.PinError{Reason: domain.PinNotStanding, Pin: 7}), "KYJ's ball 2 of frame 4 knocked down pin 7, which would already be down."},
		{ball(&domain.PinError{Reason: domain.PinsUnknown}), "KYJ's ball 2 of frame 4 was entered as pins, which needs the pins standing to be known."},
		{ball(&domain.PinError{Reason: domain.NotAPin}), "KYJ's ball 2 of frame 4 would no longer fit the game."},
		{ball(fmt.Errorf("%w (ball 1 of frame 5)", domain.ErrBallMoved)), "That would move KYJ's ball 2 of frame 4 to another frame, so it cannot be corrected that way."},
		{ball(fmt.Errorf("%w: PJS has not finished frame 4", domain.ErrOutOfTurn)), "That would put KYJ's ball 2 of frame 4 out of turn, so it cannot be corrected that way."},
		{ball(domain.ErrGameOver), "That would put KYJ's ball 2 of frame 4 after the end of the game."},
		{fmt.Errorf("%w: KYJ has not bowled frame 4", domain.ErrBadCorrection), English.FixNoBall},
	}
	for _, tt := range tests {
		if got := FixRefusal(&English, tt.err); got != tt.want {
			t.Errorf("FixRefusal(%v) = %q, want %q", tt.err, got, tt.want)
		}
	}
}

func TestErrorAs(t *testing.T) {
	g, _ := domain.NewGame("PJS", "KYJ")
	for _, p := range []int{7, 2, 8, 1, 10} {
		g.Roll(p)
	}
	err := g.Correct(0, 1, 1, domain.Count(9))
	be, ok := errorAs[*domain.BallError](err)
	if err == nil || !ok || be.Name != "PJS" || be.Frame != 1 || be.Ball != 2 {
		t.Fatalf("errorAs[*domain.BallError](%v) = %+v, %v", err, be, ok)
	}
	// It agrees with errors.As on the ball's own error, wrapped and joined.
	var want *domain.PinError
	for _, e := range []error{err, fmt.Errorf("wrapped: %w", err), errors.Join(errors.New("other"), err), g.Roll(11)} {
		pe, ok := errorAs[*domain.PinError](e)
		if wantOK := errors.As(e, &want); ok != wantOK || pe != want {
			t.Errorf("errorAs[*domain.PinError](%v) = %v, %v; errors.As gives %v, %v", e, pe, ok, want, wantOK)
		}
	}
	if _, ok := errorAs[*domain.BallError](fmt.Errorf("plain")); ok {
		t.Error("errorAs found a BallError in a plain error")
	}
	if _, ok := errorAs[*domain.BallError](nil); ok {
		t.Error("errorAs found a BallError in nil")
	}
}
