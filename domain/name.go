package domain

import (
	"fmt"
	"strings"
)

// NameLen is the number of letters in a player's name.
const NameLen = 3

// ParseName checks a name as entered and returns it as shown: exactly three letters A-Z in
// either case, upper-cased. Anything else is refused with ErrInvalidName.
func ParseName(entered string) (string, error) {
	if entered == "" {
		return "", fmt.Errorf("%w: the name is empty", ErrInvalidName)
	}
	n := 0
	for _, r := range entered {
		n++
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') {
			return "", fmt.Errorf("%w: %q is not a letter A-Z", ErrInvalidName, r)
		}
	}
	if n != NameLen {
		unit := "letters"
		if n == 1 {
			unit = "letter"
		}
		return "", fmt.Errorf("%w: %q has %d %s", ErrInvalidName, entered, n, unit)
	}
	return strings.ToUpper(entered), nil
}

// CheckPlayerCount refuses a player count below one with ErrNoPlayers. There is no upper limit.
func CheckPlayerCount(n int) error {
	if n < 1 {
		return fmt.Errorf("%w: %d players", ErrNoPlayers, n)
	}
	return nil
}
