package domain

import "unicode/utf8"

// NameFault says why ParseName refuses a name, so that a user interface can explain it in its
// own words and language instead of showing the English detail of ErrInvalidName.
type NameFault int

// The reasons ParseName refuses a name, in the order it checks them.
const (
	NameOK        NameFault = iota // the name is accepted
	NameEmpty                      // nothing was entered
	NameNotLetter                  // a character other than A-Z (Char says which)
	NameLength                     // only letters A-Z, but not NameLen of them (Letters says how many)
)

// NameCheck is the outcome of ExplainName.
type NameCheck struct {
	Fault   NameFault
	Char    rune // the first refused character, for NameNotLetter
	Letters int  // the number of characters entered, for NameLength
}

// ExplainName tells why ParseName refuses entered, or NameOK when it accepts it.
func ExplainName(entered string) NameCheck {
	if _, err := ParseName(entered); err == nil {
		return NameCheck{Fault: NameOK, Letters: NameLen}
	}
	if entered == "" {
		return NameCheck{Fault: NameEmpty}
	}
	for _, r := range entered {
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') {
			return NameCheck{Fault: NameNotLetter, Char: r}
		}
	}
	return NameCheck{Fault: NameLength, Letters: utf8.RuneCountInString(entered)}
}

// MarkFor returns how the scoresheet would write the next ball if it knocked down pins (X, /,
// - or a digit), so that a pin pad can label its buttons. It refuses what Roll would refuse.
func (g *Game) MarkFor(pins int) (string, error) {
	if len(g.players) == 0 {
		return "", ErrNoPlayers
	}
	_, p := g.turn()
	switch {
	case p.finished == Frames:
		return "", ErrGameOver
	case pins < 0 || pins > p.standing:
		return "", ErrInvalidPins
	}
	return mark(pins, p.standing, p.fresh), nil
}
