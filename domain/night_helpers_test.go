package domain

import (
	"strconv"
	"strings"
	"testing"
	"time"
)

// bowled plays a game for names in turn order, one line of balls per player written as a
// scoresheet does: X, /, -, F (a foul), a digit, or {7-10} for a ball entered as pins that
// leaves exactly those pins standing. Spaces between frames are for the reader.
func bowled(t testing.TB, names []string, lines ...string) *Game {
	t.Helper()
	return bowledIn(t, Format{}, names, lines...)
}

// bowledIn is bowled in the format f; a line holds the balls thrown (a given strike is none).
func bowledIn(t testing.TB, f Format, names []string, lines ...string) *Game {
	t.Helper()
	g, err := NewGameIn(f, names...)
	if err != nil {
		t.Fatalf("NewGame(%q) = %v", names, err)
	}
	if len(lines) != len(names) {
		t.Fatalf("%d lines for %d players", len(lines), len(names))
	}
	rest := make([]string, len(lines))
	for i, l := range lines {
		rest[i] = strings.ReplaceAll(l, " ", "")
	}
	for !g.Over() {
		p := g.Current()
		if rest[p] == "" {
			t.Fatalf("%s has no ball left in %q", names[p], lines[p])
		}
		var d Delivery
		switch c := rest[p][0]; {
		case c == 'X':
			d = Count(10)
		case c == '/':
			d = Count(g.PinsStanding())
		case c == '-':
			d = Count(0)
		case c == 'F':
			d = Fouled()
		case '0' <= c && c <= '9':
			d = Count(int(c - '0'))
		case c == '{':
			end := strings.IndexByte(rest[p], '}')
			var leave Pins
			for _, n := range strings.Split(rest[p][1:end], "-") {
				pin, err := strconv.Atoi(n)
				if err != nil {
					t.Fatalf("bad pin %q in %q", n, lines[p])
				}
				leave |= PinsOf(pin)
			}
			standing, ok := g.Standing()
			if !ok {
				t.Fatalf("%s: pins unknown before %s", names[p], rest[p][:end+1])
			}
			d = Knocked(standing &^ leave)
			rest[p] = rest[p][end:]
		default:
			t.Fatalf("bad ball %q in %q", c, lines[p])
		}
		rest[p] = rest[p][1:]
		if err := g.Throw(d); err != nil {
			t.Fatalf("%s: Throw(%v) = %v", names[p], d, err)
		}
	}
	for p, r := range rest {
		if r != "" {
			t.Fatalf("%s has balls left over after the game: %q", names[p], r)
		}
	}
	return g
}

// at is a fixed evening, plus a number of days and minutes.
func at(days, minutes int) time.Time {
	return time.Date(2026, 11, 20, 19, 0, 0, 0, time.FixedZone("CET", 3600)).AddDate(0, 0, days).Add(time.Duration(minutes) * time.Minute)
}

// newTestSeries plans a series, failing the test on a refusal.
func newTestSeries(t testing.TB, games int, order Order, names ...string) Series {
	t.Helper()
	s, err := NewSeries(games, order, names...)
	if err != nil {
		t.Fatalf("NewSeries(%d, %v, %q) = %v", games, order, names, err)
	}
	return s
}

// recordOf records game n of series s, bowled in its format from lines (one per bowler in
// Lineup(n) order).
func recordOf(t testing.TB, s Series, n int, played time.Time, lines ...string) Record {
	t.Helper()
	names, err := s.Lineup(n)
	if err != nil {
		t.Fatalf("Lineup(%d) = %v", n, err)
	}
	r, err := s.Record(n, bowledIn(t, s.Format, names, lines...), played)
	if err != nil {
		t.Fatalf("Record(%d) = %v", n, err)
	}
	return r
}

// The two games of pins.md, to check by hand.
const (
	pinsGame152 = "9/ 5F 5- F/ X -/ 81 X F/ X-/"
	// The 8/ was a split: the 8 left 7-10.
	pinsGame180 = "X X X 72 {7-10}/ F9 X 7/ 9- XX8"
	gutterGame  = "-- -- -- -- -- -- -- -- -- --"
	perfectGame = "X X X X X X X X X XXX"
)
