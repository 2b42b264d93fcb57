package domain

import (
	"encoding/base64"
	"errors"
	"math/bits"
	"time"
)

// LinkVersion is the newest version of the sheet-link encoding, which DecodeSheet reads with
// every earlier one. EncodeSheet writes the oldest version that holds the sheet, so that a
// link opens in every version of tenpin that can show it: version 1 unless a game is in a
// format or of a Scotch match (2), or of a match that carries its match card's identity (3).
//
// A sheet link carries finished games (a game, a series, a match's games) in the fragment of
// a URL, so that no server ever sees them. The text is base64url without padding of a packed
// bit string, most significant bit first:
//
//	version      8 bits (1 to 3)
//	names        count (varint), then each name: 3 letters of 5 bits (A = 0)
//	series       count (varint), then each: ID, games in it (varint), from version 2 its
//	             format (2 bits of no-tap: 0 off, 1-3 for 7-9 pins; a 3-6-9 flag), a flag,
//	             and with it the match the series is: its settings (handicap on, basis and
//	             percent; points for a game, the series and a place; the absentee deduction
//	             and the vacancy score, varints; Baker, a flag; from version 2 Scotch, a
//	             flag; the format is the series'), from version 3 a flag and with it the
//	             match's identity in its league (Match.Fixture: the league's ID, the week
//	             and the pair, varints), and both teams (name: length and UTF-8 bytes;
//	             places (varint), each a vacancy flag or its name (index bits), its average
//	             (varint) and an absent flag)
//	records      count (varint), then each:
//	               ID, series (index bits), game number (bits for the series' length),
//	               played: the first record's Unix seconds (zigzag varint) and zone offset in
//	               seconds (zigzag varint); a later record's seconds after the first (zigzag
//	               varint), and a flag and 18 bits of its zone offset's difference from the
//	               first's (zigzag) when it is not zero; then a flag and 30 bits of
//	               nanoseconds when they are not zero,
//	               bowlers (varint) and each one's name (index bits),
//	               a handicap flag, then each bowler's handicap (varint),
//	               main kind: 1 bit (1: pins entered, 0: counts),
//	               each bowler's balls thrown, until the rules of the series' format say the
//	               bowler's game is over
//	checksum     FNV-1a (32 bits) of the bytes before it
//
// An ID is a flag and 26 letters of 5 bits (A-Z, 2-7: the IDs NewID makes), or a length
// (varint) and 6 bits per character (a-z, A-Z, 0-9, -, _). A varint is groups of 4 bits, each
// with a flag saying another group follows. "Index bits" is the fewest bits that hold the
// highest index. A ball is '1' and the main kind, '01' and the other kind, or '00' for a foul;
// a count takes the bits that hold the pins standing, pins entered one bit per standing pin
// (down or not), pin 1 first: the rack is known from the balls before it, which is what keeps
// a link short. Decoding replays every ball through the rules and checks every record as an
// import does, so a tampered link is refused like a bad save.
const LinkVersion = 3

// MaxLinkLen is the longest sheet text DecodeSheet reads: far more than the largest sheet
// (a match of two teams of ten over MaxSeriesGames games), and small enough that a pasted
// book is refused before it is decoded.
const MaxLinkLen = 16 << 10

// ErrBadLink is returned for a sheet link that cannot be read: damaged, cut short, or holding
// a game that could not have been bowled.
var ErrBadLink = errors.New("the link cannot be read")

// ErrNewerLink is returned for a sheet link written by a newer version of tenpin.
var ErrNewerLink = errors.New("the link was made by a newer version")

// linkLetters are the characters of a general ID, 6 bits each.
const linkLetters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"

// maxOffset is the largest zone offset from UTC a link holds, in seconds: a day, far beyond
// any zone's, but bounded so that a hostile link cannot overflow a date.
const maxOffset = 24 * 3600

// textIDLen is the length of the IDs NewID makes.
const textIDLen = 26

// EncodeSheet writes finished games as the text of a sheet link (see LinkVersion). The
// records are written in the order given; an empty list or a zero Record is refused with
// ErrInvalidRecord.
func EncodeSheet(records []Record) (string, error) {
	if len(records) == 0 {
		return "", errorf("%w: no games to share", ErrInvalidRecord)
	}
	// The link's versions follow the history file's one behind: its version 1 holds matches.
	version := 1
	for _, r := range records {
		version = max(version, r.historyVersion()-1)
	}
	var w bitWriter
	w.put(uint64(version), 8)

	names, nameAt := linkTable(records, func(r Record) []string {
		names := r.Names()
		if r.match != nil {
			for _, t := range r.match.Teams {
				for _, p := range t.Lineup {
					if p.Name != "" {
						names = append(names, p.Name)
					}
				}
			}
		}
		return names
	})
	w.varint(uint64(len(names)))
	for _, n := range names {
		for i := range 3 {
			w.put(uint64(n[i]-'A'), 5)
		}
	}
	series, seriesAt := linkTable(records, func(r Record) []string { return []string{r.series.ID} })
	facts := make([]Record, len(series))
	for _, r := range records {
		at := seriesAt[r.series.ID]
		if facts[at].save != nil && facts[at].format != r.format {
			return "", errorf("%w: series %s has games in %s and in %s", ErrInvalidRecord, r.series.ID, facts[at].format, r.format)
		}
		facts[at] = r
	}
	w.varint(uint64(len(series)))
	for i, id := range series {
		w.id(id)
		w.varint(uint64(facts[i].series.Of))
		if version >= 2 {
			w.format(facts[i].format)
		}
		m := facts[i].match
		w.bit(m != nil)
		if m != nil {
			w.match(m, nameAt, len(names), version)
		}
	}
	w.varint(uint64(len(records)))
	first := records[0].played
	for k, r := range records {
		if r.save == nil {
			return "", errorf("%w: the zero Record", ErrInvalidRecord)
		}
		w.id(r.id)
		w.put(uint64(seriesAt[r.series.ID]), indexBits(len(series)))
		w.put(uint64(r.series.Game-1), indexBits(r.series.Of))
		if k == 0 {
			_, offset := first.Zone()
			w.varint(zigzag(first.Unix()))
			w.varint(zigzag(int64(offset)))
		} else {
			w.varint(zigzag(r.played.Unix() - first.Unix()))
			_, offset := r.played.Zone()
			_, was := first.Zone()
			w.flagged(zigzag(int64(offset-was)), 18)
		}
		w.flagged(uint64(r.played.Nanosecond()), 30)
		g, err := r.Game()
		if err != nil {
			return "", err
		}
		w.varint(uint64(g.Players()))
		for _, n := range g.Names() {
			w.put(uint64(nameAt[n]), indexBits(len(names)))
		}
		w.bit(r.handicap != nil)
		for _, h := range r.handicap {
			w.varint(uint64(h))
		}
		pins := !g.countsOnly()
		w.bit(pins)
		for _, p := range g.players {
			if err := w.balls(p.balls, pins, g.format); err != nil {
				return "", errorf("%w: %s: %w", ErrInvalidRecord, p.name, err)
			}
		}
	}
	return w.seal(), nil
}

// DecodeSheet reads a sheet link's text written by EncodeSheet of any version up to
// LinkVersion. It refuses, with ErrNewerLink for a later version and ErrBadLink for anything
// else, a text that is damaged, cut short, too long, or holds a ball or record that the
// rules or history refuse; the error says what is wrong.
func DecodeSheet(text string) ([]Record, error) {
	r, version, err := unseal(text, MaxLinkLen, LinkVersion, ErrBadLink, ErrNewerLink)
	if err != nil {
		return nil, err
	}
	records, err := readSheet(r, version)
	if err != nil {
		return nil, errorf("%w: %w", ErrBadLink, err)
	}
	return records, nil
}

// seal ends what w wrote with its checksum, on a whole byte, and returns it as base64url
// without padding: the text of a link.
func (w *bitWriter) seal() string {
	w.n = len(w.buf) * 8
	w.put(uint64(linkSum(w.buf)), 32)
	return base64.RawURLEncoding.EncodeToString(w.buf)
}

// unseal opens the text of a link that seal wrote: it returns a reader of what follows the
// version byte, up to the checksum, and the version. It refuses with bad a text longer than
// most characters, damaged, cut short or of version 0, and with newer one of a version after
// newest.
func unseal(text string, most, newest int, bad, newer error) (*bitReader, int, error) {
	if len(text) > most {
		return nil, 0, errorf("%w: %d characters, but it holds at most %d", bad, len(text), most)
	}
	data, err := base64.RawURLEncoding.DecodeString(text)
	if err != nil {
		return nil, 0, errorf("%w: it is damaged (%v)", bad, err)
	}
	if len(data) < 5 {
		return nil, 0, errorf("%w: it is cut short", bad)
	}
	if v := int(data[0]); v > newest {
		return nil, 0, errorf("%w: version %d; this version reads up to %d", newer, v, newest)
	} else if v == 0 {
		return nil, 0, errorf("%w: version 0", bad)
	}
	body, sum := data[:len(data)-4], data[len(data)-4:]
	if linkSum(body) != uint32(sum[0])<<24|uint32(sum[1])<<16|uint32(sum[2])<<8|uint32(sum[3]) {
		return nil, 0, errorf("%w: it is damaged or cut short (its checksum does not match)", bad)
	}
	return &bitReader{data: body, pos: 8}, int(data[0]), nil
}

// readSheet reads what follows the version; every count is bounded before it is used, so a
// hostile text costs no more than its length.
func readSheet(r *bitReader, version int) ([]Record, error) {
	n := r.count(r.left() / 15)
	names := make([]string, n)
	for i := range names {
		var b [3]byte
		for j := range b {
			b[j] = 'A' + byte(r.get(5))
		}
		names[i] = string(b[:])
	}
	n = r.count(r.left() / 5)
	series := make([]SeriesRef, n)
	formats := make([]Format, n)
	matches := make([]*matchFacts, n)
	for i := range series {
		series[i] = SeriesRef{ID: r.id(), Of: r.count(MaxSeriesGames)}
		if version >= 2 {
			formats[i] = r.format()
		}
		if r.bit() {
			matches[i] = r.match(names, version, formats[i])
		}
	}
	n = r.count(r.left() / 8)
	if r.err != nil {
		return nil, r.err
	}
	if n == 0 || len(series) == 0 {
		return nil, errorf("it holds no games")
	}
	records := make([]Record, 0, n)
	var first time.Time
	for k := range n {
		id := r.id()
		at := r.index(len(series))
		ref := series[at]
		ref.Game = int(r.get(indexBits(ref.Of))) + 1
		var played time.Time
		if k == 0 {
			secs, offset := unzigzag(r.varint()), unzigzag(r.varint())
			if offset < -maxOffset || offset > maxOffset {
				return nil, errorf("game %d: a zone offset of %d seconds", k+1, offset)
			}
			first = time.Unix(secs, 0).In(time.FixedZone("", int(offset)))
			played = first
		} else {
			secs := unzigzag(r.varint())
			_, was := first.Zone()
			offset := int64(was) + unzigzag(r.flagged(18))
			if offset < -maxOffset || offset > maxOffset {
				return nil, errorf("game %d: a zone offset of %d seconds", k+1, offset)
			}
			played = first.Add(time.Duration(secs) * time.Second).In(time.FixedZone("", int(offset)))
		}
		played = played.Add(time.Duration(r.flagged(30)))
		players := r.count(r.left() / 2)
		lineup := make([]string, players)
		if players > 0 && len(names) == 0 {
			return nil, errorf("game %d has bowlers but the sheet no names", k+1)
		}
		for i := range lineup {
			lineup[i] = names[r.index(len(names))]
		}
		var handicap []int
		if r.bit() {
			handicap = make([]int, players)
			for i := range handicap {
				handicap[i] = r.count(MaxBasis)
			}
		}
		pins := r.bit()
		balls := make([][]Delivery, players)
		for i := range balls {
			balls[i] = r.balls(pins, formats[at])
		}
		if r.err != nil {
			return nil, r.err
		}
		g, err := replay(formats[at], lineup, balls)
		if err != nil {
			return nil, errorf("game %d: %w: %w", k+1, ErrBadSave, err)
		}
		rec, err := newRecord(id, played, ref, g, handicap, matches[at])
		if err != nil {
			return nil, errorf("game %d: %w", k+1, err)
		}
		records = append(records, rec)
	}
	if r.left() >= 8 {
		return nil, errorf("more data after the games")
	}
	if _, rep := Merge(nil, records); len(rep.Conflicts) > 0 {
		return nil, errorf("its games do not fit together: %w", rep.Conflicts[0].Err)
	} else if rep.Same > 0 {
		return nil, errorf("its games do not fit together: a game is there twice")
	}
	return records, nil
}

// match writes a match's settings, identity and teams, in the link's version.
func (w *bitWriter) match(m *matchFacts, nameAt map[string]int, names, version int) {
	w.settings(m.League, version >= 2)
	if version >= 3 {
		f := m.Fixture
		w.bit(f != FixtureRef{})
		if f != (FixtureRef{}) {
			w.id(f.League)
			w.varint(uint64(f.Week))
			w.varint(uint64(f.Pair))
		}
	}
	for _, t := range m.Teams {
		w.text(t.Name)
		w.varint(uint64(len(t.Lineup)))
		for _, p := range t.Lineup {
			w.bit(p.Name == "")
			if p.Name != "" {
				w.put(uint64(nameAt[p.Name]), indexBits(names))
			}
			w.varint(uint64(max(p.Average, 0)))
			w.bit(p.Absent)
		}
	}
}

// match reads what bitWriter.match wrote for a series in format; newRecord checks it against
// the game.
func (r *bitReader) match(names []string, version int, format Format) *matchFacts {
	f := matchFacts{League: r.settings(version >= 2)}
	f.League.Format = format
	if version >= 3 && r.bit() {
		f.Fixture = FixtureRef{League: r.id(), Week: r.count(maxWeeks), Pair: r.count(MaxTeams)}
	}
	for i := range f.Teams {
		t := &f.Teams[i]
		t.Name = r.text(1 << 10)
		t.Lineup = make([]Place, r.count(r.left()/3))
		for j := range t.Lineup {
			p := &t.Lineup[j]
			if !r.bit() && len(names) > 0 {
				p.Name = names[r.index(len(names))]
			}
			p.Average = r.count(1 << 16)
			p.Absent = r.bit()
		}
	}
	if r.err != nil {
		return nil
	}
	return f.sealed()
}

// settings writes a match's settings but the format: handicap on (a flag), basis and percent,
// the points for a game, the series and a place, the absentee deduction and the vacancy score
// (varints), Baker and, with scotch, Scotch (flags).
func (w *bitWriter) settings(l League, scotch bool) {
	w.bit(l.Handicap.On)
	for _, v := range []int{l.Handicap.Basis, l.Handicap.Percent, l.Points.Game, l.Points.Series,
		l.Points.Individual, l.AbsentDeduction, l.VacancyScore} {
		w.varint(uint64(max(v, 0)))
	}
	w.bit(l.Baker)
	if scotch {
		w.bit(l.Scotch)
	}
}

// settings reads what bitWriter.settings wrote.
func (r *bitReader) settings(scotch bool) League {
	var l League
	l.Handicap.On = r.bit()
	for _, v := range []*int{&l.Handicap.Basis, &l.Handicap.Percent, &l.Points.Game, &l.Points.Series,
		&l.Points.Individual, &l.AbsentDeduction, &l.VacancyScore} {
		*v = r.count(1 << 16)
	}
	l.Baker = r.bit()
	l.Scotch = scotch && r.bit()
	return l
}

// format writes a format in 3 bits: its no-tap (2 bits: 0 off, 1 to 3 for 7 to 9 pins) and
// a 3-6-9 flag.
func (w *bitWriter) format(f Format) {
	w.put(uint64(max(f.NoTap-6, 0)), 2)
	w.bit(f.ThreeSixNine)
}

// format reads what bitWriter.format wrote.
func (r *bitReader) format() Format {
	var f Format
	if noTap := int(r.get(2)); noTap > 0 {
		f.NoTap = noTap + 6
	}
	f.ThreeSixNine = r.bit()
	return f
}

// text writes a name: its length in bytes (varint) and its UTF-8 bytes.
func (w *bitWriter) text(s string) {
	w.varint(uint64(len(s)))
	for _, c := range []byte(s) {
		w.put(uint64(c), 8)
	}
}

// text reads a name of at most most bytes.
func (r *bitReader) text(most int) string {
	b := make([]byte, r.count(min(r.left()/8, most)))
	for i := range b {
		b[i] = byte(r.get(8))
	}
	return string(b)
}

// linkSum is the 32-bit FNV-1a hash of data: a link cut short or changed by hand is caught
// by it but for a chance of one in four billion, and it costs the app's wasm a loop where
// hash/crc32 costs a package.
//
//go:noinline
func linkSum(data []byte) uint32 {
	h := uint32(2166136261)
	for _, b := range data {
		h = (h ^ uint32(b)) * 16777619
	}
	return h
}

// linkTable lists the distinct strings of the records in the order they first appear, and
// each one's index.
//
//go:noinline
func linkTable(records []Record, of func(Record) []string) ([]string, map[string]int) {
	var list []string
	at := map[string]int{}
	for _, r := range records {
		for _, s := range of(r) {
			if _, ok := at[s]; !ok {
				at[s] = len(list)
				list = append(list, s)
			}
		}
	}
	return list, at
}

// indexBits is the fewest bits that hold 0..n-1.
//
//go:noinline
func indexBits(n int) int {
	if n <= 1 {
		return 0
	}
	return bits.Len(uint(n - 1))
}

func zigzag(v int64) uint64 { return uint64(v<<1) ^ uint64(v>>63) }

func unzigzag(u uint64) int64 { return int64(u>>1) ^ -int64(u&1) }

// bitWriter packs values most significant bit first.
type bitWriter struct {
	buf []byte
	n   int // bits written
}

//go:noinline
func (w *bitWriter) put(v uint64, width int) {
	for i := width - 1; i >= 0; i-- {
		if w.n%8 == 0 {
			w.buf = append(w.buf, 0)
		}
		if v>>uint(i)&1 == 1 {
			w.buf[w.n/8] |= 0x80 >> uint(w.n%8)
		}
		w.n++
	}
}

//go:noinline
func (w *bitWriter) bit(b bool) {
	if b {
		w.put(1, 1)
	} else {
		w.put(0, 1)
	}
}

// bytes returns what is written so far, padded with zero bits to a whole byte.
func (w *bitWriter) bytes() []byte { return w.buf }

func (w *bitWriter) varint(v uint64) {
	for {
		w.put(v&15, 4)
		v >>= 4
		w.bit(v != 0)
		if v == 0 {
			return
		}
	}
}

// flagged writes a flag and, when v is not zero, v in width bits.
func (w *bitWriter) flagged(v uint64, width int) {
	w.bit(v != 0)
	if v != 0 {
		w.put(v, width)
	}
}

func (w *bitWriter) id(id string) {
	if len(id) == textIDLen && isTextID(id) {
		w.bit(true)
		for _, c := range []byte(id) {
			if c >= 'A' {
				w.put(uint64(c-'A'), 5)
			} else {
				w.put(uint64(c-'2'+26), 5)
			}
		}
		return
	}
	w.bit(false)
	w.varint(uint64(len(id)))
	for _, c := range []byte(id) {
		for i := range len(linkLetters) {
			if linkLetters[i] == c {
				w.put(uint64(i), 6)
			}
		}
	}
}

// isTextID reports whether id is written only in NewID's letters (A-Z, 2-7).
func isTextID(id string) bool {
	for _, c := range []byte(id) {
		if !('A' <= c && c <= 'Z' || '2' <= c && c <= '7') {
			return false
		}
	}
	return true
}

// balls writes one bowler's balls of a game in format f, each against the rack it was thrown
// at.
func (w *bitWriter) balls(balls []Delivery, pins bool, f Format) error {
	l := walk(balls, f)
	if l.laid != len(balls) || l.finished != Frames {
		return errorf("the game is not a finished game")
	}
	for i, d := range balls {
		at := l.balls[i].at
		switch {
		case d.kind == fouled:
			w.put(0, 2)
			continue
		case (d.kind == byPins) == pins:
			w.put(1, 1)
		default:
			w.put(1, 2)
		}
		if d.kind != byPins {
			w.put(uint64(d.count), bits.Len(uint(at.standing)))
			continue
		}
		for pin := 1; pin <= 10; pin++ {
			if at.pins.Has(pin) {
				w.bit(d.down.Has(pin))
			}
		}
	}
	return nil
}

// bitReader reads what bitWriter wrote. Reading past the end sets err and reads zeros.
type bitReader struct {
	data []byte
	pos  int // bits read
	err  error
}

func (r *bitReader) left() int { return len(r.data)*8 - r.pos }

func (r *bitReader) get(width int) uint64 {
	var v uint64
	for range width {
		if r.pos >= len(r.data)*8 {
			if r.err == nil {
				r.err = errorf("it is cut short")
			}
			return 0
		}
		v = v<<1 | uint64(r.data[r.pos/8]>>(7-uint(r.pos%8))&1)
		r.pos++
	}
	return v
}

func (r *bitReader) bit() bool { return r.get(1) == 1 }

func (r *bitReader) varint() uint64 {
	var v uint64
	for shift := 0; shift < 64; shift += 4 {
		v |= r.get(4) << uint(shift)
		if !r.bit() {
			return v
		}
	}
	if r.err == nil {
		r.err = errorf("a number is too long")
	}
	return 0
}

// count reads a varint that must be at most limit; a larger one sets err and reads 0.
func (r *bitReader) count(limit int) int {
	v := r.varint()
	if v > uint64(limit) {
		if r.err == nil {
			r.err = errorf("a count of %d where at most %d fits", v, limit)
		}
		return 0
	}
	return int(v)
}

// index reads an index of a table of n > 0 entries; one past its end sets err and reads 0.
func (r *bitReader) index(n int) int {
	i := int(r.get(indexBits(n)))
	if i >= n {
		if r.err == nil {
			r.err = errorf("entry %d of a table of %d", i+1, n)
		}
		return 0
	}
	return i
}

func (r *bitReader) flagged(width int) uint64 {
	if !r.bit() {
		return 0
	}
	return r.get(width)
}

func (r *bitReader) id() string {
	if r.bit() {
		b := make([]byte, textIDLen)
		for i := range b {
			c := byte(r.get(5))
			if c < 26 {
				b[i] = 'A' + c
			} else {
				b[i] = '2' + c - 26
			}
		}
		return string(b)
	}
	b := make([]byte, r.count(MaxIDLen))
	for i := range b {
		b[i] = linkLetters[r.get(6)]
	}
	return string(b)
}

// balls reads one bowler's balls until the rules of format f say the game is over. A ball the
// rack refuses is read as it is written and left for replay to refuse with its reason.
func (r *bitReader) balls(pins bool, f Format) []Delivery {
	var balls []Delivery
	for len(balls) < maxRolls && r.err == nil {
		l := walk(balls, f)
		if l.laid != len(balls) || l.finished == Frames {
			break
		}
		at := l.next
		var d Delivery
		byPins := pins
		switch {
		case r.bit():
		case r.bit():
			byPins = !pins
		default:
			balls = append(balls, Fouled())
			continue
		}
		if !byPins || !at.known {
			if byPins {
				d = Knocked(0) // pins after an unknown rack: the rules refuse it below
			} else {
				d = Count(int(r.get(bits.Len(uint(at.standing)))))
			}
		} else {
			var down Pins
			for pin := 1; pin <= 10; pin++ {
				if at.pins.Has(pin) && r.bit() {
					down |= PinsOf(pin)
				}
			}
			d = Knocked(down)
		}
		balls = append(balls, d)
	}
	return balls
}
