package domain

import (
	"strings"
)

// NameLen is the number of letters in a player's name.
const NameLen = 3

// ParseName checks a name as entered and returns it as shown: exactly three letters A-Z in
// either case, upper-cased. Anything else is refused with ErrInvalidName.
func ParseName(entered string) (string, error) {
	switch c := ExplainName(entered); c.Fault {
	case NameEmpty:
		return "", errorf("%w: the name is empty", ErrInvalidName)
	case NameNotLetter:
		return "", errorf("%w: %q is not a letter A-Z", ErrInvalidName, c.Char)
	case NameLength:
		unit := "letters"
		if c.Letters == 1 {
			unit = "letter"
		}
		return "", errorf("%w: %q has %d %s", ErrInvalidName, entered, c.Letters, unit)
	}
	return strings.ToUpper(entered), nil
}

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

// ExplainName tells why ParseName refuses entered, or NameOK when it accepts it. It is the one
// place the name rule lives.
//
//go:noinline
func ExplainName(entered string) NameCheck {
	if entered == "" {
		return NameCheck{Fault: NameEmpty}
	}
	n := 0
	for _, r := range entered {
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') {
			return NameCheck{Fault: NameNotLetter, Char: r}
		}
		n++
	}
	if n != NameLen {
		return NameCheck{Fault: NameLength, Letters: n}
	}
	return NameCheck{Fault: NameOK, Letters: NameLen}
}
