package domain

import (
	"math/rand/v2"
	"time"
)

// MaxIDLen is the longest ID a record or series may have.
const MaxIDLen = 64

// NewID returns a new random ID for a record or a series: 26 characters A-Z and 2-7 holding
// 130 random bits, as crypto/rand.Text writes them. IDs are random rather than derived from a
// game's content so that an ID stays the same when a finished game is explicitly corrected
// (its content changes; Merge then sees one game, changed, not two), and so that two games
// with the same balls on the same evening (two all-gutter practice games) stay two games.
//
// The bits come from math/rand/v2's generator (ChaCha8, seeded by the runtime from the
// system's randomness), not crypto/rand: an ID needs to be unique, not secret, and
// crypto/rand links the FIPS module's DRBG, AES and hashes into the lane's client (about 30 KB
// of brotli).
func NewID() string {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	var id [26]byte
	a, b := rand.Uint64(), rand.Uint64()
	for i := range id {
		if i == 13 {
			a = b
		}
		id[i] = alphabet[a&31]
		a >>= 5
	}
	return string(id[:])
}

// checkID refuses an ID that is empty, longer than MaxIDLen, or holds anything but ASCII
// letters, digits, '-' and '_'. It accepts more than NewID makes, so that a file written by a
// later version with another kind of ID still reads.
func checkID(id string) error {
	if id == "" || len(id) > MaxIDLen {
		return errorf("ID %q is not 1 to %d characters", id, MaxIDLen)
	}
	for _, c := range []byte(id) {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '_') {
			return errorf("ID %q holds %q, but an ID is letters, digits, - and _", id, c)
		}
	}
	return nil
}

// The years a record's date may lie in. A date outside them is a damaged file; the upper
// bound is also where RFC 3339, the format of dates in the JSON, ends.
const (
	minYear = 1900
	maxYear = 9999
)

func checkPlayed(t time.Time) error {
	if y := t.Year(); t.IsZero() || y < minYear || y > maxYear {
		return errorf("date %s is not in the years %d to %d", t.Format(time.RFC3339), minYear, maxYear)
	}
	return nil
}
