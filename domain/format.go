package domain

import (
	"errors"
	"strconv"
	"strings"
)

// ErrInvalidFormat is returned for a Format that Check refuses, or a text ParseFormat cannot
// read.
var ErrInvalidFormat = errors.New("invalid format")

// Format is what a game is bowled as besides the standard game (formats.md): N-pin no-tap,
// 3-6-9, or both. Each is one rule of the engine: a ball at a full rack that knocks down at
// least NoTap pins is a strike (the standard game is the same rule with all ten), and frames
// 3, 6 and 9 of 3-6-9 are strikes nobody throws. The zero Format is the standard game.
//
// Its text form (String, ParseFormat, and in JSON) names the rules joined by a comma:
// "9pin" (or "8pin", "7pin") for no-tap, "369" for 3-6-9, "9pin,369" for both, and
// "standard" for the zero Format.
type Format struct {
	NoTap        int  // 0: off; 7, 8 or 9: that many pins at a full rack are a strike
	ThreeSixNine bool // frames 3, 6 and 9 are given strikes
}

// Check refuses a Format whose NoTap is not 0 or 7 to 9, with an error wrapping
// ErrInvalidFormat.
func (f Format) Check() error {
	if f.NoTap != 0 && (f.NoTap < 7 || f.NoTap > 9) {
		return errorf("%w: %d-pin no-tap, but no-tap is 7, 8 or 9 pins", ErrInvalidFormat, f.NoTap)
	}
	return nil
}

// strike is how many pins a ball at a full rack knocks down to be a strike: all ten, or
// NoTap.
func (f Format) strike() int8 {
	if f.NoTap != 0 {
		return int8(f.NoTap)
	}
	return 10
}

// gives reports whether frame (1..10) is a strike given by the format: nobody bowls it.
func (f Format) gives(frame int) bool {
	return f.ThreeSixNine && (frame == 3 || frame == 6 || frame == 9)
}

// String writes the format's text form: "standard", "9pin", "369", "9pin,369"; a NoTap that
// Check refuses is written as a number of pins all the same.
func (f Format) String() string {
	text := ""
	if f.NoTap != 0 {
		text = strconv.Itoa(f.NoTap) + "pin"
	}
	switch {
	case f.ThreeSixNine && text != "":
		return text + ",369"
	case f.ThreeSixNine:
		return "369"
	case text == "":
		return "standard"
	}
	return text
}

// ParseFormat reads a format's text form: "standard" (or nothing) for the standard game, or
// one or both of "7pin", "8pin", "9pin" (no-tap) and "369", joined by a comma in either
// order. Anything else is refused with ErrInvalidFormat.
func ParseFormat(text string) (Format, error) {
	var f Format
	if text == "standard" || text == "" {
		return f, nil
	}
	for _, part := range strings.Split(text, ",") {
		switch {
		case part == "369" && !f.ThreeSixNine:
			f.ThreeSixNine = true
		case len(part) == 4 && part[1:] == "pin" && '7' <= part[0] && part[0] <= '9' && f.NoTap == 0:
			f.NoTap = int(part[0] - '0')
		default:
			return Format{}, errorf("%w: %q (a format is standard, or 9pin, 8pin or 7pin (no-tap), 369, or both joined by a comma: 9pin,369)",
				ErrInvalidFormat, text)
		}
	}
	return f, nil
}

// MarshalText writes the format's text form; it refuses a format Check refuses.
func (f Format) MarshalText() ([]byte, error) {
	if err := f.Check(); err != nil {
		return nil, err
	}
	return []byte(f.String()), nil
}

// UnmarshalText reads the format's text form, as ParseFormat does.
func (f *Format) UnmarshalText(text []byte) error {
	g, err := ParseFormat(string(text))
	if err != nil {
		return err
	}
	*f = g
	return nil
}
