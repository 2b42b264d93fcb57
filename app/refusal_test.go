package app

import (
	"errors"
	"fmt"
	"testing"

	"tenpin/domain"
)

// TestPinRefusal checks the words for every reason the domain gives for refused pins, and
// that none is left to the catch-all.
func TestPinRefusal(t *testing.T) {
	m := English
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
	c := newScoreboard(nil)
	for _, tt := range tests {
		seen[tt.err.Reason] = true
		e := tt.err
		// As the domain returns it, wrapped in more detail.
		if got := refusal(c.messages(), fmt.Errorf("ball 3: %w", &e)); got != tt.want {
			t.Errorf("refusal(%v) = %q, want %q", tt.err.Reason, got, tt.want)
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
		if got := refusal(c.messages(), err); got != want {
			t.Errorf("refusal(%v) = %q, want %q", err, got, want)
		}
	}
}

// TestRefusedThrows throws refused balls through the board: the words come from the
// domain's reason, and nothing changes.
func TestRefusedThrows(t *testing.T) {
	tests := []struct {
		name  string
		balls []any
		throw domain.Delivery
		want  string
	}{
		{"a pin already down", []any{domain.PinsOf(1, 2)}, domain.Knocked(domain.PinsOf(2, 3)), "Pin 2 is already down."},
		{"pins after a count", []any{7}, domain.Knocked(domain.PinsOf(8)), English.PinsUnknown},
		{"a pin that is not one", nil, domain.Knocked(domain.PinsOf(11)), "Pins are numbered 1 to 10."},
		{"too many", []any{domain.PinsOf(1, 2)}, domain.Count(9), "Only 8 pins are standing."},
		{"after the game", tenth(0, 0), domain.Fouled(), English.GameIsOver},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, s := deckBoard(t, []string{"PJS"}, tt.balls...)
			saved, balls := s[saveKey], c.game.Balls()
			c.throw(tt.throw)
			if c.alert.In(c.messages()) != tt.want || s[saveKey] != saved || c.game.Balls() != balls {
				t.Errorf("alert %q (want %q), balls %d (were %d), save changed %v", c.alert.In(c.messages()), tt.want, c.game.Balls(), balls, s[saveKey] != saved)
			}
		})
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
	c := newScoreboard(nil)
	for _, tt := range tests {
		if got := fixRefusal(c.messages(), tt.err); got != tt.want {
			t.Errorf("fixRefusal(%v) = %q, want %q", tt.err, got, tt.want)
		}
	}
}
