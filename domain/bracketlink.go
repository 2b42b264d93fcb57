package domain

import (
	"encoding/base64"
	"time"
)

// BracketLinkVersion is the version of the brackets-link encoding that EncodeBrackets writes
// and the newest that DecodeBrackets reads.
//
// A brackets link carries one drawn or undrawn bracket set with the scores that settle it, in
// the fragment of a URL (#brackets=…), so that a bowler's phone shows the brackets, their
// results and the payouts as the device that shared them did, and no server sees them. The
// text is base64url without padding of a bit string packed as a sheet link's (LinkVersion
// says how varints, IDs and the checksum are written):
//
//	version   8 bits (1)
//	ID        as a sheet link's
//	made      Unix seconds and zone offset in seconds (zigzag varints)
//	set       games (2 bits: count − 1), each game (5 bits: game − 1); handicap, byes (a bit
//	          each); fee, house, winner, runner-up (varints, cents)
//	seed      64 bits
//	entries   count (varint), then each: the name (3 letters of 5 bits), the count (varint)
//	draw      a flag; with it the brackets (varint) and each place of each bracket, the
//	          entry's index + 1, 0 for a bye (index bits of entries + 1); the returned
//	          entries are what is left of each bowler's, in the order of entries
//	scores    for each entry, for each game of the set in its order: 2 bits (0 not known,
//	          1 not bowled, 2 bowled), and when bowled the scratch score and the handicap
//	          (varints)
//	checksum  FNV-1a (32 bits) of the bytes before it
const BracketLinkVersion = 1

// EncodeBrackets writes a kept set and the scores that settle it (BracketScores) as the text
// of a brackets link. It refuses a set that BracketRecord.Check refuses, with that error.
func EncodeBrackets(r BracketRecord, scores map[string][]GameScore) (string, error) {
	if err := r.Check(); err != nil {
		return "", err
	}
	var w bitWriter
	w.put(BracketLinkVersion, 8)
	w.id(r.ID)
	_, offset := r.Made.Zone()
	w.varint(zigzag(r.Made.Unix()))
	w.varint(zigzag(int64(offset)))
	s := r.Set
	w.put(uint64(len(s.Games)-1), 2)
	for _, g := range s.Games {
		w.put(uint64(g-1), 5)
	}
	w.bit(s.Handicap)
	w.bit(s.Byes)
	for _, c := range []int{s.Fee, s.House, s.Winner, s.Runner} {
		w.varint(uint64(c))
	}
	w.put(r.Seed>>32, 32)
	w.put(r.Seed&(1<<32-1), 32)
	w.varint(uint64(len(r.Entries)))
	at := map[string]int{}
	for i, e := range r.Entries {
		at[e.Name] = i + 1
		for j := range 3 {
			w.put(uint64(e.Name[j]-'A'), 5)
		}
		w.varint(uint64(e.Count))
	}
	w.bit(r.Draw != nil)
	if r.Draw != nil {
		w.varint(uint64(len(r.Draw.Brackets)))
		for _, br := range r.Draw.Brackets {
			for _, name := range br {
				w.put(uint64(at[name]), indexBits(len(r.Entries)+1))
			}
		}
	}
	for _, e := range r.Entries {
		games := scores[e.Name]
		for _, g := range s.Games {
			var sc GameScore
			if g <= len(games) {
				sc = games[g-1]
			}
			switch {
			case !sc.Known:
				w.put(0, 2)
			case !sc.Bowled:
				w.put(1, 2)
			default:
				w.put(2, 2)
				w.varint(uint64(max(sc.Scratch, 0)))
				w.varint(uint64(max(sc.Handicap, 0)))
			}
		}
	}
	w.n = len(w.buf) * 8
	sum := linkSum(w.bytes())
	w.put(uint64(sum), 32)
	return base64.RawURLEncoding.EncodeToString(w.bytes()), nil
}

// DecodeBrackets reads a brackets link's text written by EncodeBrackets of any version up to
// BracketLinkVersion: the set and the scores it carries. It refuses, with ErrNewerLink for a
// later version and ErrBadLink for anything else, a text that is damaged, cut short, too long,
// or holds a set that BracketRecord.Check refuses or a score that is not 0..MaxScore pins.
func DecodeBrackets(text string) (BracketRecord, map[string][]GameScore, error) {
	if len(text) > MaxLinkLen {
		return BracketRecord{}, nil, errorf("%w: %d characters, more than any set takes (%d)", ErrBadLink, len(text), MaxLinkLen)
	}
	data, err := base64.RawURLEncoding.DecodeString(text)
	switch {
	case err != nil:
		return BracketRecord{}, nil, errorf("%w: it is damaged (%v)", ErrBadLink, err)
	case len(data) < 5:
		return BracketRecord{}, nil, errorf("%w: it is cut short", ErrBadLink)
	case int(data[0]) > BracketLinkVersion:
		return BracketRecord{}, nil, errorf("%w: brackets version %d; this version reads up to %d", ErrNewerLink, data[0], BracketLinkVersion)
	case data[0] == 0:
		return BracketRecord{}, nil, errorf("%w: brackets version 0", ErrBadLink)
	}
	body, sum := data[:len(data)-4], data[len(data)-4:]
	if linkSum(body) != uint32(sum[0])<<24|uint32(sum[1])<<16|uint32(sum[2])<<8|uint32(sum[3]) {
		return BracketRecord{}, nil, errorf("%w: it is damaged or cut short (its checksum does not match)", ErrBadLink)
	}
	r, scores, err := readBrackets(&bitReader{data: body, pos: 8})
	if err != nil {
		return BracketRecord{}, nil, errorf("%w: %w", ErrBadLink, err)
	}
	return r, scores, nil
}

// readBrackets reads what follows the version, every count bounded before it is used.
func readBrackets(rd *bitReader) (BracketRecord, map[string][]GameScore, error) {
	var r BracketRecord
	r.ID = rd.id()
	secs, offset := unzigzag(rd.varint()), unzigzag(rd.varint())
	if offset < -maxOffset || offset > maxOffset || secs < -1<<40 || secs > 1<<40 {
		return r, nil, errorf("a date out of range")
	}
	r.Made = time.Unix(secs, 0).In(time.FixedZone("", int(offset)))
	s := &r.Set
	s.Games = make([]int, rd.get(2)+1)
	last := 0
	for i := range s.Games {
		s.Games[i] = int(rd.get(5)) + 1
		last = max(last, s.Games[i])
	}
	s.Handicap, s.Byes = rd.bit(), rd.bit()
	for _, c := range []*int{&s.Fee, &s.House, &s.Winner, &s.Runner} {
		*c = rd.count(MaxBracketFee * MaxBracketEntries)
	}
	r.Seed = rd.get(32)<<32 | rd.get(32)
	r.Entries = make([]Entry, rd.count(rd.left()/16))
	for i := range r.Entries {
		var b [3]byte
		for j := range b {
			b[j] = 'A' + byte(rd.get(5))
		}
		r.Entries[i] = Entry{Name: string(b[:]), Count: rd.count(MaxBracketEntries)}
	}
	if rd.bit() {
		d := &Draw{Brackets: make([][]string, rd.count(rd.left()/max(s.Places(), 1)))}
		placed := make([]int, len(r.Entries))
		for i := range d.Brackets {
			d.Brackets[i] = make([]string, s.Places())
			for p := range d.Brackets[i] {
				if k := rd.index(len(r.Entries) + 1); k > 0 {
					d.Brackets[i][p] = r.Entries[k-1].Name
					placed[k-1]++
				}
			}
		}
		for i, e := range r.Entries {
			if n := e.Count - placed[i]; n > 0 {
				d.Returned = append(d.Returned, Entry{Name: e.Name, Count: n})
			}
		}
		r.Draw = d
	}
	scores := map[string][]GameScore{}
	for _, e := range r.Entries {
		games := make([]GameScore, last)
		for _, g := range s.Games {
			switch rd.get(2) {
			case 1:
				games[g-1] = GameScore{Known: true}
			case 2:
				games[g-1] = GameScore{Known: true, Bowled: true, Scratch: rd.count(MaxScore), Handicap: rd.count(MaxScore)}
			case 3:
				return r, nil, errorf("a score of an unknown kind")
			}
		}
		scores[e.Name] = games
	}
	if rd.err != nil {
		return r, nil, rd.err
	}
	if rd.left() >= 8 {
		return r, nil, errorf("more data after the set")
	}
	return r, scores, r.Check()
}
