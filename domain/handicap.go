package domain

import (
	"errors"
)

// ErrInvalidHandicap is returned for handicap settings outside what Handicap allows.
var ErrInvalidHandicap = errors.New("invalid handicap settings")

// ErrInvalidAverage is returned for a bowler's average that is not a count of pins 0..300.
var ErrInvalidAverage = errors.New("invalid average")

// The bounds of the handicap settings, so that a settings screen can say what it allows.
const (
	MinBasis   = 1        // the lowest basis, in pins
	MaxBasis   = MaxScore // the highest basis: a perfect game
	MinPercent = 1        // the lowest percentage of the difference given as handicap
	MaxPercent = 100      // the highest: the whole difference
	MaxAverage = MaxScore // the highest average; the lowest is 0
)

// Handicap is a league's handicap setting. When On, a bowler gets per game
// floor((Basis - average) * Percent / 100) pins, never fewer than 0. The zero Handicap is off.
type Handicap struct {
	On      bool `json:"on"`
	Basis   int  `json:"basis"`   // MinBasis..MaxBasis pins; leagues often use 200, 210 or 220
	Percent int  `json:"percent"` // MinPercent..MaxPercent; leagues often use 80, 90 or 100
}

// DefaultHandicap is off, with the basis and percent a settings screen offers first.
var DefaultHandicap = Handicap{Basis: 220, Percent: 80}

// Check refuses an On handicap whose basis or percent is out of bounds, with an error
// wrapping ErrInvalidHandicap that says what is allowed. A handicap that is off is not
// checked, so that a settings screen may keep half-typed values while it is off.
func (h Handicap) Check() error {
	switch {
	case !h.On:
		return nil
	case h.Basis < MinBasis || h.Basis > MaxBasis:
		return errorf("%w: basis %d, but a basis is %d to %d pins", ErrInvalidHandicap, h.Basis, MinBasis, MaxBasis)
	case h.Percent < MinPercent || h.Percent > MaxPercent:
		return errorf("%w: %d percent, but the percentage is %d to %d", ErrInvalidHandicap, h.Percent, MinPercent, MaxPercent)
	}
	return nil
}

// For returns the handicap per game for a bowler with the given average (whole pins): 0 when
// the handicap is off or the average is at or above the basis. It refuses settings that Check
// refuses and an average outside 0..MaxAverage (ErrInvalidAverage).
func (h Handicap) For(average int) (int, error) {
	if err := h.Check(); err != nil {
		return 0, err
	}
	if err := CheckAverage(average); err != nil {
		return 0, err
	}
	if !h.On || average >= h.Basis {
		return 0, nil
	}
	// Both factors are non-negative here, so integer division is the floor.
	return (h.Basis - average) * h.Percent / 100, nil
}

// CheckAverage refuses an average outside 0..MaxAverage pins with ErrInvalidAverage.
//
//go:noinline
func CheckAverage(average int) error {
	if average < 0 || average > MaxAverage {
		return errorf("%w: %d, but an average is 0 to %d pins", ErrInvalidAverage, average, MaxAverage)
	}
	return nil
}
