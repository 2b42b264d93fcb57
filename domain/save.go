package domain

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// SaveVersion is the newest version of the saved-game format, the one MarshalJSON writes for
// a game that version 1 cannot hold. UnmarshalJSON reads every version up to it.
//
// Version 1 holds counts only: {"v":1,"names":["PJS"],"rolls":[[10,8,2]]}.
// Version 2 adds pins and fouls: each ball is a count (a number), "F" for a foul, or the pins
// it knocked down as a string ("1-2-4"; "" for none):
// {"v":2,"names":["PJS"],"balls":[["1-2-3-4-5-6-8-9",2,"F",10]]}.
const SaveVersion = 2

// saved is the stored form of a game: the names and each player's balls, nothing derived.
// Version 1 keeps the balls in Rolls, version 2 in Balls.
type saved struct {
	V     int                 `json:"v"`
	Names []string            `json:"names"`
	Rolls [][]int             `json:"rolls,omitempty"`
	Balls [][]json.RawMessage `json:"balls,omitempty"`
}

// MarshalJSON writes the game in the compact, versioned save format. A game of counts alone
// is written in version 1, as before pins and fouls existed, so that a saved game of counts
// reads the same in every version of tenpin; any other game in version 2 (see SaveVersion).
func (g *Game) MarshalJSON() ([]byte, error) {
	s := saved{V: 1, Names: g.Names()}
	if g.countsOnly() {
		s.Rolls = make([][]int, len(g.players))
		for i, p := range g.players {
			s.Rolls[i] = make([]int, len(p.balls))
			for j, d := range p.balls {
				s.Rolls[i][j] = d.count
			}
		}
		return json.Marshal(s)
	}
	s.V, s.Balls = 2, make([][]json.RawMessage, len(g.players))
	for i, p := range g.players {
		s.Balls[i] = make([]json.RawMessage, len(p.balls))
		for j, d := range p.balls {
			s.Balls[i][j] = encodeBall(d)
		}
	}
	return json.Marshal(s)
}

// countsOnly reports whether every ball of the game was entered as a count.
func (g *Game) countsOnly() bool {
	for _, p := range g.players {
		for _, d := range p.balls {
			if d.kind != byCount {
				return false
			}
		}
	}
	return true
}

// encodeBall writes one ball in the version 2 form.
func encodeBall(d Delivery) json.RawMessage {
	switch d.kind {
	case fouled:
		return json.RawMessage(`"F"`)
	case byPins:
		return json.RawMessage(strconv.Quote(d.down.String()))
	}
	return json.RawMessage(strconv.Itoa(d.count))
}

// decodeBall reads one ball in the version 2 form; it accepts exactly what encodeBall writes.
func decodeBall(raw json.RawMessage) (Delivery, error) {
	var text string
	if err := json.Unmarshal(raw, &text); err != nil {
		var n int
		if err := json.Unmarshal(raw, &n); err != nil {
			return Delivery{}, fmt.Errorf("%s is not a ball (a count, \"F\" or pins such as \"1-2-4\")", raw)
		}
		return Count(n), nil
	}
	if text == "F" {
		return Fouled(), nil
	}
	var down Pins
	if text != "" {
		for _, f := range strings.Split(text, "-") {
			n, err := strconv.Atoi(f)
			if err != nil || n < 1 || n > 10 || f != strconv.Itoa(n) {
				return Delivery{}, fmt.Errorf("%q is not a ball (a count, \"F\" or pins such as \"1-2-4\")", text)
			}
			down |= PinsOf(n)
		}
	}
	if down.String() != text {
		return Delivery{}, fmt.Errorf("%q does not name its pins once each in order", text)
	}
	return Knocked(down), nil
}

// UnmarshalJSON restores a game written by MarshalJSON, in any version up to SaveVersion. It
// replays every ball through the rules, so corrupt, truncated or tampered data is refused with
// an error wrapping ErrBadSave that says what is wrong, and the game is left as it was.
func (g *Game) UnmarshalJSON(data []byte) error {
	r, err := Restore(data)
	if err != nil {
		return err
	}
	*g = *r
	return nil
}

// Restore builds a game from data written by MarshalJSON; see UnmarshalJSON.
func Restore(data []byte) (*Game, error) {
	var s saved
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("%w: not a saved game (%v)", ErrBadSave, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%w: not a saved game (more data after it)", ErrBadSave)
	}
	var balls [][]Delivery
	switch {
	case s.V == 0:
		return nil, fmt.Errorf("%w: no format version", ErrBadSave)
	case s.V > SaveVersion:
		return nil, fmt.Errorf("%w: it was saved by a newer version (format %d; this one reads %d)", ErrBadSave, s.V, SaveVersion)
	case s.V < 0:
		return nil, fmt.Errorf("%w: format version %d", ErrBadSave, s.V)
	case s.V == 1 && s.Balls != nil:
		return nil, fmt.Errorf("%w: format 1 keeps its balls in \"rolls\"", ErrBadSave)
	case s.V == 1:
		balls = make([][]Delivery, len(s.Rolls))
		for i, rolls := range s.Rolls {
			balls[i] = make([]Delivery, len(rolls))
			for j, n := range rolls {
				balls[i][j] = Count(n)
			}
		}
	case s.Rolls != nil:
		return nil, fmt.Errorf("%w: format %d keeps its balls in \"balls\"", ErrBadSave, s.V)
	default:
		balls = make([][]Delivery, len(s.Balls))
		for i, raw := range s.Balls {
			balls[i] = make([]Delivery, len(raw))
			for j, r := range raw {
				d, err := decodeBall(r)
				if err != nil {
					return nil, fmt.Errorf("%w: player %d's ball %d: %w", ErrBadSave, i+1, j+1, err)
				}
				balls[i][j] = d
			}
		}
	}
	g, err := replay(s.Names, balls)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadSave, err)
	}
	return g, nil
}
