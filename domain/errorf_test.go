package domain

import (
	"errors"
	"fmt"
	"testing"
)

// TestErrorf holds errorf to fmt.Errorf: the same text, and errors.Is and errors.As find
// the same errors through it, whether it makes the text at once or when it is read.
func TestErrorf(t *testing.T) {
	pin := &PinError{Reason: TooManyPins, Count: 9, Standing: 4}
	for _, c := range []struct {
		format string
		args   []any
	}{
		{"plain", nil},
		{"%w: %q is not 3 letters", []any{ErrInvalidName, "PJ"}},
		{"player %d (%s): %w", []any{2, "PJS", ErrInvalidName}},
		{"frame %d: %w", []any{3, pin}},
		{"%v, then %w", []any{ErrGameOver, ErrNoPlayers}},
		{"100%% of %d: %#x %w", []any{7, 255, ErrBadSave}},
		{"%w and %w", []any{ErrBadSave, ErrGameOver}}, // two wraps: fmt's
		{"%[1]w", []any{ErrBadSave}},                  // an index: fmt's
		{"%w", []any{"not an error"}},                 // fmt's
		{"%d of %s", []any{[]int{1}, "x"}},            // not a plain value: at once
		{"%d", []any{1, 2}},                           // extra: fmt's
		{"%w", []any{nil}},                            // fmt's
		{"trailing %", nil},                           // fmt's
		{"%s %d", []any{"one"}},                       // missing: fmt's
		{"%w, %v", []any{ErrBadCorrection, &BallError{Name: "PJS", Frame: 2, Ball: 1, Err: ErrOutOfTurn}}},
	} {
		got, want := errorf(c.format, c.args...), fmt.Errorf(c.format, c.args...)
		if got.Error() != want.Error() {
			t.Errorf("errorf(%q) says %q, fmt.Errorf %q", c.format, got.Error(), want.Error())
		}
		for _, target := range []error{ErrInvalidName, ErrInvalidPins, ErrGameOver, ErrNoPlayers, ErrBadSave, ErrBadCorrection, ErrOutOfTurn} {
			if errors.Is(got, target) != errors.Is(want, target) {
				t.Errorf("errorf(%q): errors.Is(%v) = %v, fmt.Errorf's %v", c.format, target, errors.Is(got, target), errors.Is(want, target))
			}
		}
		var gp, wp *PinError
		if errors.As(got, &gp) != errors.As(want, &wp) || gp != wp {
			t.Errorf("errorf(%q): errors.As(*PinError) differs from fmt.Errorf's", c.format)
		}
		if (errors.Unwrap(got) == nil) != (errors.Unwrap(want) == nil) {
			t.Errorf("errorf(%q): errors.Unwrap = %v, fmt.Errorf's %v", c.format, errors.Unwrap(got), errors.Unwrap(want))
		}
	}
}

// FuzzErrorf holds errorf's text to fmt.Errorf's for any format and plain arguments.
func FuzzErrorf(f *testing.F) {
	f.Add("player %d (%s): %w", "PJS", 3)
	f.Fuzz(func(t *testing.T, format, s string, n int) {
		for _, args := range [][]any{{n, s, ErrInvalidName}, {ErrBadSave, n}, {s}, {n, n}, nil} {
			got, want := errorf(format, args...), fmt.Errorf(format, args...)
			if got.Error() != want.Error() || errors.Is(got, ErrInvalidName) != errors.Is(want, ErrInvalidName) || errors.Is(got, ErrBadSave) != errors.Is(want, ErrBadSave) {
				t.Fatalf("errorf(%q, %v) = %q, fmt.Errorf %q", format, args, got, want)
			}
		}
	})
}
