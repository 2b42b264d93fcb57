package domain

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"slices"
	"sync"
	"time"
)

// The stored form of a record: what an app keeps in its own database, so that thousands of
// records load without replaying thousands of games. Replaying a game through the rules
// (Restore) costs about 0.2 ms natively and 1 ms in a browser's WebAssembly; 5,000 of them
// would keep a history screen blank for seconds. The stored form carries the figures a record
// worked out when it was made (its bowlers' scores and statistics), so reading it back is a
// matter of microseconds; the game itself is replayed only when it is shown (Record.Game).
//
// Layout (version 1): the version byte 1, then the ID and the series ID, each as a uvarint
// length and its bytes; the game number and series length (uvarints); the date as Unix seconds
// (varint), nanoseconds (uvarint) and zone offset in seconds (varint); the number of handicaps
// (0 without a handicap) and each handicap (uvarints); the game in the save format (length and
// bytes); the number of bowlers and, for each, the 3 letters of the name, the score (uvarint)
// and the 13 counts of gameTally (one byte each, in the order of its fields). Version 2 adds
// at the end a league match's facts as the JSON of a record's "match" (length and bytes;
// length 0 for a game of a plain series); version 1, which has no matches, still reads.
// Version 3 adds after them the game's format: its NoTap (one byte: 0, 7, 8 or 9) and a byte
// 1 for 3-6-9, else 0. MarshalBinary writes version 3 only for a game in a format, and version
// 2, as before formats, for any other, so that a stored game of the standard game reads the
// same in every version of tenpin; versions 1 and 2 read as the standard game.
// Version 4 adds between the match and the format each bowler's racks (leave.go): their
// number (one byte, the bowler's pinsEntered) and each as two bytes, little-endian.
// MarshalBinary writes version 4 only for a game with a ball at a full rack entered by pins; a
// record stored before it reads without racks, and LeavesIn replays its game.
// Reading it allocates little (one copy of the data for all its strings and one for the game),
// because in WebAssembly every allocation counts when 5,000 records load.
const storedVersion = 4

// ErrBadStored is returned by Record.UnmarshalBinary for data that is not a stored record.
var ErrBadStored = errors.New("not a stored history record")

// MarshalBinary writes the record in its compact stored form, for an app's own database: the
// record as MarshalJSON writes it, plus the figures worked out when it was made, so that
// UnmarshalBinary reads it back without replaying the game. It is not an exchange format:
// files between devices are ExportJSON and Import.
func (r Record) MarshalBinary() ([]byte, error) {
	if r.save == nil {
		return nil, errorf("%w: the zero Record", ErrInvalidRecord)
	}
	version := byte(2)
	if r.format != (Format{}) {
		version = 3
	}
	for _, l := range r.bowlers {
		if len(l.racks) > 0 {
			version = 4
		}
	}
	b := make([]byte, 0, 64+len(r.save)+20*len(r.bowlers))
	b = append(b, version)
	b = appendBytes(b, []byte(r.id))
	b = appendBytes(b, []byte(r.series.ID))
	b = appendUvarint(b, uint64(r.series.Game))
	b = appendUvarint(b, uint64(r.series.Of))
	_, offset := r.played.Zone()
	b = appendVarint(b, r.played.Unix())
	b = appendUvarint(b, uint64(r.played.Nanosecond()))
	b = appendVarint(b, int64(offset))
	b = appendUvarint(b, uint64(len(r.handicap)))
	for _, h := range r.handicap {
		b = appendUvarint(b, uint64(h))
	}
	b = appendBytes(b, r.save)
	b = appendUvarint(b, uint64(len(r.bowlers)))
	for _, l := range r.bowlers {
		b = append(b, l.name...)
		b = appendUvarint(b, uint64(l.total))
		t := l.gameTally
		b = append(b, t.strikes, t.strikeChances, t.spares, t.spareChances, t.singles, t.singlesSpared,
			t.splits, t.splitChances, t.splitsSpared, t.firstPins, t.open, t.fouls, t.pinsEntered)
	}
	var facts []byte
	if r.match != nil {
		facts = []byte(r.match.key())
	}
	b = appendBytes(b, facts)
	if version == 4 {
		for _, l := range r.bowlers {
			b = append(b, byte(len(l.racks)))
			for _, k := range l.racks {
				b = append(b, byte(k), byte(k>>8))
			}
		}
	}
	if version >= 3 {
		b = append(b, byte(r.format.NoTap), boolByte(r.format.ThreeSixNine))
	}
	return b, nil
}

//go:noinline
func boolByte(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// UnmarshalBinary reads a record written by MarshalBinary. It checks what it can without
// replaying the game: the form, the ID, date and series place, the bowlers' names (valid and
// distinct), the handicaps, the format, and that every figure is one a game in that format
// can hold. It trusts that the game, its format and the figures belong together, as they did
// when the record was made; a damaged game shows when Record.Game replays it. Data from
// outside the app goes through Import, which replays every game. A refused record leaves r as
// it was; the error wraps ErrBadStored or ErrInvalidRecord.
func (r *Record) UnmarshalBinary(data []byte) error { return r.unmarshalBinary(data, nil) }

// factsRead is the match facts a stored record last held, read and checked, so that the
// records of one match read them once (KeptMatch.UnmarshalBinary).
type factsRead struct {
	raw   []byte
	of    int
	match *matchFacts
}

// unmarshalBinary is UnmarshalBinary, taking the match facts from last when they are the ones
// it read (the same bytes, for a series of the same length), and leaving there those it reads.
func (r *Record) unmarshalBinary(data []byte, last *factsRead) error {
	// One string holds every string of the record (substrings share it) and one slice the
	// game, so that the record keeps nothing of the caller's buffer.
	text, own := string(data), bytes.Clone(data)
	d := storedReader{data: own}
	str := func(p []byte) string {
		start := len(own) - len(d.data) - len(p)
		return text[start : start+len(p)]
	}
	v := d.byte()
	if v < 1 || v > storedVersion {
		return errorf("%w: version %d, want 1 to %d", ErrBadStored, v, storedVersion)
	}
	id := str(d.bytes())
	ref := SeriesRef{ID: str(d.bytes()), Game: d.count(MaxSeriesGames), Of: d.count(MaxSeriesGames)}
	sec, nsec, offset := d.varint(), d.count(999_999_999), d.varint()
	var handicap []int
	if n := d.count(len(data)); n > 0 {
		handicap = make([]int, n)
		for i := range handicap {
			handicap[i] = d.count(MaxBasis)
		}
	}
	save := d.bytes()
	bowlers := make([]gameLine, d.count(len(data)/17))
	names := make([]string, len(bowlers))
	for i := range bowlers {
		l := &bowlers[i]
		l.name = str(d.take(NameLen))
		names[i] = l.name
		l.total = uint16(d.count(MaxScore))
		t := d.take(13)
		if t == nil {
			break
		}
		l.gameTally = gameTally{strikes: t[0], strikeChances: t[1], spares: t[2], spareChances: t[3], singles: t[4],
			singlesSpared: t[5], splits: t[6], splitChances: t[7], splitsSpared: t[8], firstPins: t[9], open: t[10],
			fouls: t[11], pinsEntered: t[12]}
	}
	var facts []byte
	if v >= 2 {
		facts = d.bytes()
	}
	if v >= 4 {
		d.racks(bowlers)
	}
	var format Format
	if v >= 3 {
		format = Format{NoTap: int(d.byte()), ThreeSixNine: d.byte() == 1}
	}
	if d.err != nil {
		return errorf("%w: %w", ErrBadStored, d.err)
	}
	if len(d.data) > 0 {
		return errorf("%w: %d bytes after the record", ErrBadStored, len(d.data))
	}
	if offset <= -24*3600 || offset >= 24*3600 {
		return errorf("%w: zone offset %ds", ErrBadStored, offset)
	}
	t := time.Unix(sec, int64(nsec)).In(zoneAt(sec, int(offset)))
	if err := checkPlace(id, t, ref); err != nil {
		return err
	}
	if err := format.Check(); err != nil {
		return errorf("%w: %w", ErrBadStored, err)
	}
	for _, l := range bowlers {
		if !l.possible(format) {
			return errorf("%w: %s's figures are not those of a game", ErrBadStored, l.name)
		}
	}
	var match *matchFacts
	switch {
	case len(facts) > 0 && last != nil && last.of == ref.Of && bytes.Equal(last.raw, facts):
		match = last.match
		if lines := match.match(ref).Lineup(); !slices.Equal(names, lines) {
			return errorf("%w: the game's lines are %q, but the match's %q", ErrBadStored, names, lines)
		}
	case len(facts) > 0:
		match = new(matchFacts)
		if err := json.Unmarshal(facts, match); err != nil {
			return errorf("%w: the match: %v", ErrBadStored, err)
		}
		if err := match.match(ref).Check(); err != nil {
			return errorf("%w: %w", ErrInvalidRecord, err)
		}
		if lines := match.match(ref).Lineup(); !slices.Equal(names, lines) {
			return errorf("%w: the game's lines are %q, but the match's %q", ErrBadStored, names, lines)
		}
		match = match.sealed()
		if last != nil {
			*last = factsRead{raw: facts, of: ref.Of, match: match}
		}
	}
	if match != nil && match.League.Format != format {
		return errorf("%w: the game's format is not the match's", ErrBadStored)
	}
	*r = Record{id: id, played: t, series: ref, handicap: handicap, save: save, bowlers: bowlers, match: match, format: format}
	return nil
}

// possible reports whether a bowler's figures are ones a finished game in format f can have:
// the bounds of a game of ten frames (those f gives are no strike chance) and at most maxRolls
// balls, which garbage would break.
func (l gameLine) possible(f Format) bool {
	t := l.gameTally
	bowled := uint8(Frames)
	if f.ThreeSixNine {
		bowled -= 3
	}
	return t.strikeChances >= bowled && t.strikeChances <= bowled+2 && t.strikes <= t.strikeChances &&
		t.spareChances <= Frames && t.spares <= t.spareChances && int(t.strikes)+int(t.spareChances) <= int(t.strikeChances) &&
		t.singles <= t.spareChances && t.singlesSpared <= t.singles && t.splits <= t.strikeChances &&
		t.splitChances <= t.splits && t.splitsSpared <= t.splitChances && int(t.firstPins) <= 10*int(t.strikeChances) &&
		t.open <= Frames && t.fouls <= maxRolls && t.pinsEntered <= t.strikeChances
}

// zoneAt returns the zone of a date with the given offset from UTC, as time.Parse reads an
// RFC 3339 date: the local zone where it has that offset then, else a zone of that offset
// (kept, since a history holds few offsets).
func zoneAt(sec int64, offset int) *time.Location {
	if _, local := time.Unix(sec, 0).Zone(); local == offset {
		return time.Local
	}
	if z, ok := zones.Load(offset); ok {
		return z.(*time.Location)
	}
	z, _ := zones.LoadOrStore(offset, time.FixedZone("", offset))
	return z.(*time.Location)
}

var zones sync.Map // zone offset in seconds -> *time.Location

//go:noinline
func appendBytes(b, p []byte) []byte {
	return append(appendUvarint(b, uint64(len(p))), p...)
}

// storedReader reads the stored form; its first error sticks, and every read after it gives
// zero values.
type storedReader struct {
	data []byte
	err  error
}

var errShort = errors.New("truncated")

//go:noinline
func (d *storedReader) take(n int) []byte {
	if d.err != nil {
		return nil
	}
	if n < 0 || n > len(d.data) {
		d.err = errShort
		return nil
	}
	p := d.data[:n:n]
	d.data = d.data[n:]
	return p
}

func (d *storedReader) byte() byte {
	if p := d.take(1); p != nil {
		return p[0]
	}
	return 0
}

// count reads a uvarint that may not exceed limit.
func (d *storedReader) count(limit int) int {
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.data)
	if n <= 0 {
		d.err = errShort
		return 0
	}
	if v > uint64(limit) {
		d.err = errorf("a count of %d where at most %d fits", v, limit)
		return 0
	}
	d.data = d.data[n:]
	return int(v)
}

// varint reads a signed varint.
func (d *storedReader) varint() int64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Varint(d.data)
	if n <= 0 {
		d.err = errShort
		return 0
	}
	d.data = d.data[n:]
	return v
}

func (d *storedReader) bytes() []byte { return d.take(d.count(len(d.data))) }

// racks reads each bowler's racks (version 4): as many as the bowler's balls entered by pins,
// each one a game can hold. One slice holds them all.
func (d *storedReader) racks(bowlers []gameLine) {
	all := make([]faced, 0, 12*len(bowlers))
	for i := range bowlers {
		l := &bowlers[i]
		n := int(d.byte())
		if d.err == nil && n != int(l.pinsEntered) {
			d.err = errorf("%s has %d racks for %d balls entered by pins", l.name, n, l.pinsEntered)
		}
		p := d.take(2 * n)
		if p == nil {
			return
		}
		start := len(all)
		for k := 0; k < len(p); k += 2 {
			r := faced(p[k]) | faced(p[k+1])<<8
			if !r.valid() {
				d.err = errorf("%s's rack %#x is none a game can hold", l.name, uint16(r))
				return
			}
			all = append(all, r)
		}
		if n > 0 {
			l.racks = all[start:len(all):len(all)]
		}
	}
}

// appendUvarint and appendVarint are binary's, not inlined: one call costs the wasm less than
// a copy at each caller.
//
//go:noinline
func appendUvarint(b []byte, v uint64) []byte { return binary.AppendUvarint(b, v) }

//go:noinline
func appendVarint(b []byte, v int64) []byte { return binary.AppendVarint(b, v) }
