package domain

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// SaveVersion is the newest version of the saved-game format, the one MarshalJSON writes for
// a game that earlier versions cannot hold. UnmarshalJSON reads every version up to it.
//
// Version 1 holds counts only: {"v":1,"names":["PJS"],"rolls":[[10,8,2]]}.
//
// Version 2 adds pins and fouls. Each ball is a count (a number), "F" for a foul, or the pins
// it knocked down as a string ("1-2-4"; "" for none):
//
//	{"v":2,"names":["PJS"],"balls":[["1-2-3-4-5-6-8-9",2,"F"]]}
//
// Version 3 adds corrections. "fixes" is the log of corrections that Undo can take back,
// oldest first: each names the ball where it lay when it was corrected (player 0-based, frame
// 1..10, ball 1..3), the number of balls in the game just after it ("at"), the ball as it
// "was", and the balls it "cut" from the end of that player's game, if any:
//
//	{"v":3,"names":["PJS","KYJ"],"balls":[["1-2-3-4-5-6-8-9",2],[7,"F"]],
//	 "fixes":[{"at":4,"player":0,"frame":1,"ball":2,"was":1}]}
//
// (PJS's eight left the 7-10 split and was converted, a 1 corrected to a 2 after KYJ's 7
// and foul.) Version 2 saves written before version 3 may hold corrections too, but named
// each corrected ball where it lay when the game was saved: a ball a later correction had
// cut was named as frame 1's first ball. Restore trusts such a log only back to that
// ambiguity (see Game.DroppedUndo).
//
// Version 4 adds the format of a game not of the standard game, in its text form (Format),
// to version 3's form; "balls" holds only the balls thrown (a strike 3-6-9 gives is none):
//
//	{"v":4,"format":"9pin,369","names":["PJS"],"balls":[[9,10,"1-2-3-4-5-6-7-8"]]}
//
// A save without "format" is of the standard game.
const SaveVersion = 4

// saved is the stored form of a game: the names and each player's balls, nothing derived.
// Version 1 keeps the balls in Rolls, version 2 in Balls.
type saved struct {
	V      int                 `json:"v"`
	Format Format              `json:"format,omitzero"`
	Names  []string            `json:"names"`
	Rolls  [][]int             `json:"rolls,omitempty"`
	Balls  [][]json.RawMessage `json:"balls,omitempty"`
	Fixes  []savedFix          `json:"fixes,omitempty"`
}

// savedFix is the stored form of a correction (see SaveVersion).
type savedFix struct {
	At     int               `json:"at"`
	Player int               `json:"player"`
	Frame  int               `json:"frame"`
	Ball   int               `json:"ball"`
	Was    json.RawMessage   `json:"was"`
	Cut    []json.RawMessage `json:"cut,omitempty"`
}

// MarshalJSON writes the game in the compact, versioned save format, in the oldest version
// that holds it, so that it reads the same in every version of tenpin that can: a game of
// counts alone with no correction to undo in version 1, as before pins and fouls existed; a
// game with pins or fouls but no correction to undo in version 2; a game in a format in
// version 4; any other in version 3 (see SaveVersion).
//
// It writes the bytes itself rather than through encoding/json's reflection: the app saves
// after every ball, and in WebAssembly the reflection was most of a save's time, and most of
// the code a first ball after a start had to compile. The bytes are exactly those that
// json.Marshal of the saved struct writes (TestSaveBytes checks them against it).
func (g *Game) MarshalJSON() ([]byte, error) {
	standard := g.format == Format{}
	v1 := standard && g.countsOnly() && len(g.fixes) == 0
	b := make([]byte, 0, 64+16*g.Balls())
	switch {
	case v1:
		b = append(b, `{"v":1,"names":[`...)
	case !standard:
		b = append(b, `{"v":4,"format":`...)
		b = appendString(b, g.format.String())
		b = append(b, `,"names":[`...)
	case len(g.fixes) == 0:
		b = append(b, `{"v":2,"names":[`...)
	default:
		b = append(b, `{"v":3,"names":[`...)
	}
	for i, p := range g.players {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, p.name)
	}
	if v1 {
		b = append(b, `],"rolls":[`...)
	} else {
		b = append(b, `],"balls":[`...)
	}
	for i, p := range g.players {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '[')
		for j, d := range p.balls {
			if j > 0 {
				b = append(b, ',')
			}
			b = appendBall(b, d)
		}
		b = append(b, ']')
	}
	b = append(b, ']')
	for k, f := range g.fixes {
		if k == 0 {
			b = append(b, `,"fixes":[`...)
		} else {
			b = append(b, ',')
		}
		b = append(b, `{"at":`...)
		b = strconv.AppendInt(b, int64(f.at), 10)
		b = append(b, `,"player":`...)
		b = strconv.AppendInt(b, int64(f.player), 10)
		b = append(b, `,"frame":`...)
		b = strconv.AppendInt(b, int64(f.frame), 10)
		b = append(b, `,"ball":`...)
		b = strconv.AppendInt(b, int64(f.ball), 10)
		b = append(b, `,"was":`...)
		b = appendBall(b, f.was)
		for i, d := range f.cut {
			if i == 0 {
				b = append(b, `,"cut":[`...)
			} else {
				b = append(b, ',')
			}
			b = appendBall(b, d)
		}
		if len(f.cut) > 0 {
			b = append(b, ']')
		}
		b = append(b, '}')
	}
	if len(g.fixes) > 0 {
		b = append(b, ']')
	}
	return append(b, '}'), nil
}

// appendString appends s as a JSON string, escaped exactly as encoding/json escapes it.
// Names are letters A-Z, but the save must stay valid JSON whatever a name holds.
func appendString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		switch {
		case r == '"' || r == '\\':
			b = append(b, '\\', byte(r))
		case r == '\b':
			b = append(b, '\\', 'b')
		case r == '\f':
			b = append(b, '\\', 'f')
		case r == '\n':
			b = append(b, '\\', 'n')
		case r == '\r':
			b = append(b, '\\', 'r')
		case r == '\t':
			b = append(b, '\\', 't')
		case r < 0x20 || r == '<' || r == '>' || r == '&':
			b = append(b, '\\', 'u', '0', '0', hex[r>>4], hex[r&0xf])
		case r == '\u2028' || r == '\u2029':
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xf])
		case r == utf8.RuneError && size == 1: // a byte that is not UTF-8
			b = append(b, `\ufffd`...)
		default:
			b = utf8.AppendRune(b, r)
		}
	}
	return append(b, '"')
}

// countsOnly reports whether every ball of the game was entered as a count.
//
//go:noinline
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

// appendBall appends one ball in the version 2 form.
func appendBall(b []byte, d Delivery) []byte {
	switch d.kind {
	case fouled:
		return append(b, `"F"`...)
	case byPins:
		return strconv.AppendQuote(b, d.down.String())
	}
	return strconv.AppendInt(b, int64(d.count), 10)
}

// decodeBall reads one ball in the version 2 form; it accepts exactly what appendBall writes.
func decodeBall(raw json.RawMessage) (Delivery, error) {
	// The commonest balls, a count or a string without escapes, are read without
	// encoding/json, which costs an error value for every count it first tries as a string;
	// raw is one value of a document the decoder has checked, so these forms are exact.
	if n, ok := plainInt(raw); ok {
		return Count(n), nil
	}
	if down, ok := plainPins(raw); ok {
		return Knocked(down), nil
	}
	var text string
	if len(raw) >= 2 && raw[0] == '"' && raw[len(raw)-1] == '"' && !bytes.ContainsRune(raw, '\\') {
		text = string(raw[1 : len(raw)-1])
	} else if err := json.Unmarshal(raw, &text); err != nil {
		var n int
		if err := json.Unmarshal(raw, &n); err != nil {
			return Delivery{}, errorf("%s is not a ball (a count, \"F\" or pins such as \"1-2-4\")", raw)
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
				return Delivery{}, errorf("%q is not a ball (a count, \"F\" or pins such as \"1-2-4\")", text)
			}
			down |= PinsOf(n)
		}
	}
	if down.String() != text {
		return Delivery{}, errorf("%q does not name its pins once each in order", text)
	}
	return Knocked(down), nil
}

// plainPins reads raw when it is pins in the save's exact form: a JSON string of pin numbers 1
// to 10 without leading zeros, ascending, joined by "-" (as Pins.String writes them), "" for
// none; the commonest ball of a pin deck's game, read without a string, a split or a check
// that writes the pins again. Anything else is left to decodeBall's general path.
func plainPins(raw []byte) (Pins, bool) {
	if len(raw) < 2 || raw[0] != '"' || raw[len(raw)-1] != '"' {
		return 0, false
	}
	var down Pins
	last, n := 0, 0
	for _, c := range raw[1:] {
		switch {
		case c >= '0' && c <= '9' && !(n == 0 && c == '0') && n*10+int(c-'0') <= 10:
			n = n*10 + int(c-'0')
		case (c == '-' || c == '"') && n > last:
			down |= PinsOf(n)
			last, n = n, 0
		case c == '"' && last == 0 && n == 0 && len(raw) == 2:
			return 0, true // "": no pins
		default:
			return 0, false
		}
	}
	return down, n == 0 && last > 0
}

// plainInt reads raw when it is a JSON integer that fits an int: an optional minus and
// digits. Anything else (a fraction, an exponent, an overflow) is left to encoding/json, so
// that it is refused the same way.
func plainInt(raw []byte) (int, bool) {
	digits := raw
	if len(digits) > 0 && digits[0] == '-' {
		digits = digits[1:]
	}
	if len(digits) == 0 {
		return 0, false
	}
	for _, c := range digits {
		if c < '0' || c > '9' {
			return 0, false
		}
	}
	n, err := strconv.Atoi(string(raw))
	return n, err == nil
}

// UnmarshalJSON restores a game written by MarshalJSON, in any version up to SaveVersion. It
// replays every ball through the rules, so corrupt, truncated or tampered data is refused with
// an error wrapping ErrBadSave that says what is wrong, and the game is left as it was. The
// log of corrections is checked too, but a log that cannot be trusted never costs the balls:
// the game is restored with the part of the log it can trust, and DroppedUndo says why the
// rest was dropped.
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
		return nil, errorf("%w: not a saved game (%v)", ErrBadSave, err)
	}
	if dec.More() {
		return nil, errorf("%w: not a saved game (more data after it)", ErrBadSave)
	}
	var balls [][]Delivery
	switch {
	case s.V == 0:
		return nil, errorf("%w: no format version", ErrBadSave)
	case s.V > SaveVersion:
		return nil, errorf("%w: it was saved by a newer version (format %d; this one reads %d)", ErrBadSave, s.V, SaveVersion)
	case s.V < 0:
		return nil, errorf("%w: format version %d", ErrBadSave, s.V)
	case s.V == 1 && s.Balls != nil:
		return nil, errorf("%w: format 1 keeps its balls in \"rolls\"", ErrBadSave)
	case s.V == 1 && s.Fixes != nil:
		return nil, errorf("%w: format 1 has no corrections", ErrBadSave)
	case s.V < 4 && s.Format != Format{}:
		return nil, errorf("%w: a game in %s is saved in format 4, not %d", ErrBadSave, s.Format, s.V)
	case s.V == 1:
		balls = make([][]Delivery, len(s.Rolls))
		for i, rolls := range s.Rolls {
			balls[i] = make([]Delivery, len(rolls))
			for j, n := range rolls {
				balls[i][j] = Count(n)
			}
		}
	case s.Rolls != nil:
		return nil, errorf("%w: format %d keeps its balls in \"balls\"", ErrBadSave, s.V)
	default:
		balls = make([][]Delivery, len(s.Balls))
		for i, raw := range s.Balls {
			balls[i] = make([]Delivery, len(raw))
			for j, r := range raw {
				d, err := decodeBall(r)
				if err != nil {
					return nil, errorf("%w: player %d's ball %d: %w", ErrBadSave, i+1, j+1, err)
				}
				balls[i][j] = d
			}
		}
	}
	g, err := replay(s.Format, s.Names, balls)
	if err != nil {
		return nil, errorf("%w: %w", ErrBadSave, err)
	}
	g.restoreFixes(s.Fixes, s.V)
	return g, nil
}

// fixError says why correction k (0-based) of n in a saved log is refused. It is not inlined:
// restoreFixes has many reasons, and a copy of it at each costs the wasm more than a call.
//
//go:noinline
func fixError(k, n int, why string, args ...any) error {
	return errorf("correction %d of %d: %s", k+1, n, fmt.Sprintf(why, args...))
}

// restoreFixes checks a saved log of corrections of a save of format version against game g,
// the game with every correction made, and gives g the newest part of it that holds. Going
// back from the newest, each correction is undone on a copy as Undo would (first the balls
// thrown after it), and the game before it must be one that could have been bowled and from
// which that correction, made again, gives exactly the game after it. So Undo can never reach
// a game the rules do not allow. The first correction that fails, and every older one, are
// dropped: Undo stops taking back corrections there, and g.dropped says why.
func (g *Game) restoreFixes(saved []savedFix, version int) {
	log := make([]fix, len(saved))
	cur, kept := g.clone(), len(saved)
	for ; kept > 0; kept-- {
		k := kept - 1
		f, before, err := unfix(cur, saved, k, version)
		if err != nil {
			g.dropped = errorf("%w: %w", ErrUndoDropped, fixError(k, len(saved), "%v", err))
			break
		}
		log[k], cur = f, before
	}
	if kept < len(saved) {
		g.fixes = log[kept:]
	}
}

// unfix checks correction k of a saved log against cur, the game after it and after the
// balls thrown since, and returns it and the game just before it.
func unfix(cur *Game, saved []savedFix, k, version int) (fix, *Game, error) {
	sf := saved[k]
	if version < 3 && sf.Frame == 1 && sf.Ball == 1 {
		// Version 2 named a ball a later correction had cut as frame 1's first ball.
		for _, later := range saved[k+1:] {
			if later.Player == sf.Player && len(later.Cut) > 0 {
				return fix{}, nil, errorf("an earlier version may have saved the wrong ball for it")
			}
		}
	}
	if sf.At < 0 || sf.At > cur.Balls() {
		return fix{}, nil, errorf("made at ball %d, but the game had %d balls then", sf.At, cur.Balls())
	}
	cur = cur.clone()
	for cur.Balls() > sf.At {
		cur.undoBall()
	}
	i, err := cur.locate(sf.Player, sf.Frame, sf.Ball)
	if err != nil {
		return fix{}, nil, err
	}
	was, err := decodeBall(sf.Was)
	if err != nil {
		return fix{}, nil, err
	}
	if was == cur.players[sf.Player].balls[i] {
		return fix{}, nil, errorf("it changes nothing")
	}
	lists := cur.lists()
	lists[sf.Player][i] = was
	for _, raw := range sf.Cut {
		d, err := decodeBall(raw)
		if err != nil {
			return fix{}, nil, err
		}
		lists[sf.Player] = append(lists[sf.Player], d)
	}
	before, err := replay(cur.format, cur.Names(), lists)
	if err != nil {
		return fix{}, nil, errorf("the game before it could not have been bowled: %v", err)
	}
	again := before.clone()
	if err := again.Correct(sf.Player, sf.Frame, sf.Ball, cur.players[sf.Player].balls[i]); err != nil {
		return fix{}, nil, err
	}
	if len(again.fixes) != 1 || !slices.Equal(again.fixes[0].cut, lists[sf.Player][len(cur.players[sf.Player].balls):]) ||
		!slices.EqualFunc(again.players, cur.players, func(a, b player) bool { return slices.Equal(a.balls, b.balls) }) {
		return fix{}, nil, errorf("made again, it does not give the game saved")
	}
	return again.fixes[0], before, nil
}

// DroppedUndo says why Restore could not trust all of a save's log of corrections, and nil
// when it restored all of it (and for a game not restored). The game holds every ball of the
// save; Undo takes back the corrections newer than the one that failed, and none from there
// back. The error wraps ErrUndoDropped.
func (g *Game) DroppedUndo() error { return g.dropped }
