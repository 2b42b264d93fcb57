package domain

import (
	"errors"
	"strings"
	"testing"
)

func TestHandicapFor(t *testing.T) {
	tests := []struct {
		h       Handicap
		average int
		want    int
	}{
		{Handicap{On: true, Basis: 220, Percent: 80}, 170, 40}, // night.md
		{Handicap{On: true, Basis: 210, Percent: 90}, 187, 20}, // 20.7: the fraction dropped
		{Handicap{On: true, Basis: 200, Percent: 100}, 150, 50},
		{Handicap{On: true, Basis: 220, Percent: 80}, 219, 0}, // 0.8
		{Handicap{On: true, Basis: 220, Percent: 80}, 220, 0},
		{Handicap{On: true, Basis: 220, Percent: 80}, 250, 0}, // never below 0
		{Handicap{On: true, Basis: 220, Percent: 80}, 0, 176},
		{Handicap{On: true, Basis: 300, Percent: 100}, 0, 300}, // the most there is
		{Handicap{On: true, Basis: 1, Percent: 1}, 0, 0},
		{Handicap{}, 100, 0},                        // off
		{Handicap{Basis: 220, Percent: 80}, 100, 0}, // off, with settings kept
		{DefaultHandicap, 170, 0},                   // off by default
		{Handicap{Basis: -5, Percent: 900}, 0, 0},   // off: not checked
	}
	for _, tc := range tests {
		got, err := tc.h.For(tc.average)
		if got != tc.want || err != nil {
			t.Errorf("%+v.For(%d) = %d, %v, want %d", tc.h, tc.average, got, err, tc.want)
		}
	}
}

func TestHandicapRefused(t *testing.T) {
	on := Handicap{On: true, Basis: 220, Percent: 80}
	tests := []struct {
		h       Handicap
		average int
		want    error
		why     string
	}{
		{Handicap{On: true, Basis: 0, Percent: 80}, 170, ErrInvalidHandicap, "basis 0, but a basis is 1 to 300 pins"},
		{Handicap{On: true, Basis: 301, Percent: 80}, 170, ErrInvalidHandicap, "basis 301"},
		{Handicap{On: true, Basis: 220, Percent: 0}, 170, ErrInvalidHandicap, "0 percent, but the percentage is 1 to 100"},
		{Handicap{On: true, Basis: 220, Percent: 101}, 170, ErrInvalidHandicap, "101 percent"},
		{on, -1, ErrInvalidAverage, "-1, but an average is 0 to 300 pins"},
		{on, 301, ErrInvalidAverage, "301"},
		{Handicap{}, 301, ErrInvalidAverage, "301"}, // an impossible average even when off
	}
	for _, tc := range tests {
		got, err := tc.h.For(tc.average)
		if got != 0 || !errors.Is(err, tc.want) || !strings.Contains(err.Error(), tc.why) {
			t.Errorf("%+v.For(%d) = %d, %v, want 0, %v saying %q", tc.h, tc.average, got, err, tc.want, tc.why)
		}
	}
	if err := (Handicap{On: true, Basis: 0}).Check(); !errors.Is(err, ErrInvalidHandicap) {
		t.Errorf("Check() = %v, want ErrInvalidHandicap", err)
	}
}
