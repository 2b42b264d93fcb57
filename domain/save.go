package domain

import (
	"encoding/json"
	"fmt"
)

// SaveVersion is the version of the saved-game format that MarshalJSON writes and that
// UnmarshalJSON reads.
const SaveVersion = 1

// saved is the stored form of a game: the names and each player's balls, nothing derived.
type saved struct {
	V     int      `json:"v"`
	Names []string `json:"names"`
	Rolls [][]int  `json:"rolls"`
}

// MarshalJSON writes the game in the compact, versioned save format, for example
// {"v":1,"names":["PJS"],"rolls":[[10,8,2]]}.
func (g *Game) MarshalJSON() ([]byte, error) {
	s := saved{V: SaveVersion, Names: g.Names(), Rolls: make([][]int, len(g.players))}
	for i, p := range g.players {
		s.Rolls[i] = make([]int, len(p.balls))
		for j, d := range p.balls {
			s.Rolls[i][j] = d.count
		}
	}
	return json.Marshal(s)
}

// UnmarshalJSON restores a game written by MarshalJSON. It replays every ball through the
// rules, so corrupt, truncated or tampered data is refused with an error wrapping ErrBadSave
// that says what is wrong, and the game is left as it was.
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
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("%w: not a saved game (%v)", ErrBadSave, err)
	}
	switch {
	case s.V == 0:
		return nil, fmt.Errorf("%w: no format version", ErrBadSave)
	case s.V > SaveVersion:
		return nil, fmt.Errorf("%w: it was saved by a newer version (format %d; this one reads %d)", ErrBadSave, s.V, SaveVersion)
	case s.V < 0:
		return nil, fmt.Errorf("%w: format version %d", ErrBadSave, s.V)
	case len(s.Rolls) != len(s.Names):
		return nil, fmt.Errorf("%w: %d names but %d lists of balls", ErrBadSave, len(s.Names), len(s.Rolls))
	}
	g, err := NewGame(s.Names...)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadSave, err)
	}
	left := 0
	for i, rolls := range s.Rolls {
		if len(rolls) > maxRolls {
			return nil, fmt.Errorf("%w: %s has %d balls, more than a game allows", ErrBadSave, g.Name(i), len(rolls))
		}
		left += len(rolls)
	}
	// Replay in turn order, so every ball passes the same checks as a ball at the lane.
	next := make([]int, len(s.Rolls))
	for ; left > 0; left-- {
		p := g.Current()
		if g.Over() || next[p] == len(s.Rolls[p]) {
			return nil, fmt.Errorf("%w: balls out of turn order (%s has none left where the next ball is theirs)", ErrBadSave, g.Name(p))
		}
		pins := s.Rolls[p][next[p]]
		if err := g.Roll(pins); err != nil {
			return nil, fmt.Errorf("%w: %s's ball %d: %w", ErrBadSave, g.Name(p), next[p]+1, err)
		}
		next[p]++
	}
	return g, nil
}
