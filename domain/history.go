package domain

import (
	"bytes"
	"cmp"
	"crypto/rand"
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"
)

// ErrInvalidRecord is returned for a history record that cannot be kept: a bad ID, date or
// series place, a game that is not over, or bowlers that cannot be told apart.
var ErrInvalidRecord = errors.New("invalid history record")

// MaxIDLen is the longest ID a record or series may have.
const MaxIDLen = 64

// NewID returns a new random ID for a record or a series: 26 characters A-Z and 2-7 holding
// 128 random bits (crypto/rand). IDs are random rather than derived from a game's content so
// that an ID stays the same when a finished game is explicitly corrected (its content changes;
// Merge then sees one game, changed, not two), and so that two games with the same balls on
// the same evening (two all-gutter practice games) stay two games.
func NewID() string { return rand.Text() }

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

// SeriesRef places a game in its series: game number Game of Of games of series ID.
type SeriesRef struct {
	ID   string `json:"id"`
	Game int    `json:"game"` // 1..Of
	Of   int    `json:"of"`   // the series length, 1..MaxSeriesGames
}

func (s SeriesRef) check() error {
	switch {
	case checkID(s.ID) != nil:
		return errorf("series %w", checkID(s.ID))
	case s.Of < 1 || s.Of > MaxSeriesGames:
		return errorf("a series of %d games, but a series has 1 to %d", s.Of, MaxSeriesGames)
	case s.Game < 1 || s.Game > s.Of:
		return errorf("game %d of a series of %d", s.Game, s.Of)
	}
	return nil
}

// Record is a finished game as history keeps it: its ID, when it was played, its place in its
// series, each bowler's handicap when the series had one, and the game itself (its names and
// every ball, in the domain's save format, without the log of corrections made while it was
// bowled). A Record cannot be changed: Corrected makes a new
// one. It also carries each bowler's figures for Statistics, worked out once when it is made,
// so that statistics over thousands of records add numbers and replay nothing. The zero Record
// is not a valid record; records come from Series.Record, Import, Record.UnmarshalJSON or, from
// an app's own database, Record.UnmarshalBinary.
type Record struct {
	id       string
	played   time.Time
	series   SeriesRef
	handicap []int      // per bowler in turn order; nil when the series had no handicap
	save     []byte     // the game as Game.MarshalJSON writes it
	bowlers  []gameLine // per bowler in turn order
}

// checkPlace refuses a record's ID, date or series place.
func checkPlace(id string, played time.Time, ref SeriesRef) error {
	err := checkID(id)
	if err == nil {
		err = checkPlayed(played)
	}
	if err == nil {
		err = ref.check()
	}
	if err != nil {
		return errorf("%w: %w", ErrInvalidRecord, err)
	}
	return nil
}

// newRecord checks everything about a record and works out its figures.
func newRecord(id string, played time.Time, ref SeriesRef, g *Game, handicap []int) (Record, error) {
	if err := checkPlace(id, played, ref); err != nil {
		return Record{}, err
	}
	if g == nil || g.Players() == 0 {
		return Record{}, errorf("%w: %w", ErrInvalidRecord, ErrNoPlayers)
	}
	if !g.Over() {
		return Record{}, errorf("%w: %w: only a finished game goes into history", ErrInvalidRecord, ErrGameInProgress)
	}
	if err := checkBowlers(g.Names()); err != nil {
		return Record{}, errorf("%w: %w", ErrInvalidRecord, err)
	}
	if handicap != nil && len(handicap) != g.Players() {
		return Record{}, errorf("%w: %d handicaps for %d bowlers", ErrInvalidRecord, len(handicap), g.Players())
	}
	for i, h := range handicap {
		if h < 0 || h > MaxBasis {
			return Record{}, errorf("%w: %s's handicap %d is not 0 to %d pins", ErrInvalidRecord, g.Name(i), h, MaxBasis)
		}
	}
	kept := keptGame(g)
	save, err := kept.MarshalJSON()
	if err != nil {
		return Record{}, errorf("%w: %w", ErrInvalidRecord, err)
	}
	cards := kept.Cards()
	r := Record{id: id, played: played, series: ref, handicap: slices.Clone(handicap), save: save,
		bowlers: make([]gameLine, len(cards))}
	for i, c := range cards {
		r.bowlers[i] = lineOf(c)
	}
	return r, nil
}

// keptGame is a finished game as history keeps it: its balls, without the log of corrections
// made while it was bowled (that log is for Undo at the lane), so that a record's content is
// its balls alone and a correction in history is the explicit Record.Corrected. The copy
// shares the balls with g; a record only reads it, once, while it is made.
func keptGame(g *Game) *Game {
	kept := *g
	kept.fixes = nil
	return &kept
}

// ID returns the record's unique ID, the same on every device it is imported to.
func (r Record) ID() string { return r.id }

// Played returns when the game was played, in the zone it was recorded in (Series.Record keeps
// it to the second).
func (r Record) Played() time.Time { return r.played }

// Series returns the game's place in its series.
func (r Record) Series() SeriesRef { return r.series }

// Names returns the bowlers' names in the game's turn order.
func (r Record) Names() []string {
	names := make([]string, len(r.bowlers))
	for i, b := range r.bowlers {
		names[i] = b.name
	}
	return names
}

// Scores returns each bowler's final score (scratch), in the game's turn order.
func (r Record) Scores() []int {
	scores := make([]int, len(r.bowlers))
	for i, b := range r.bowlers {
		scores[i] = int(b.total)
	}
	return scores
}

// Handicaps returns each bowler's handicap for the game in turn order, or nil when the series
// had no handicap.
func (r Record) Handicaps() []int { return slices.Clone(r.handicap) }

// Game returns a copy of the game, to show as a read-only sheet or to correct (see
// Corrected); changing the copy changes nothing in the record. The error is the save format's
// (ErrBadSave), which a record made by this package does not meet: its game passed the rules
// (only a stored form damaged after it was written, read by UnmarshalBinary, can fail here).
func (r Record) Game() (*Game, error) { return Restore(r.save) }

// Corrected returns the record with its game replaced by g, an explicit correction of a
// finished game (for example a ball fixed with Game.Correct on a copy from Game). The ID,
// date, series place and handicaps stay. It refuses a g that is not over or not bowled by the
// same bowlers in the same order.
func (r Record) Corrected(g *Game) (Record, error) {
	if g == nil || !slices.Equal(g.Names(), r.Names()) {
		var got []string
		if g != nil {
			got = g.Names()
		}
		return Record{}, errorf("%w: the correction is bowled by %q, the game by %q", ErrInvalidRecord, got, r.Names())
	}
	return newRecord(r.id, r.played, r.series, g, r.handicap)
}

// Equal reports whether two records are the same in every respect: ID, date (the same
// instant), series place, handicaps and every ball of the game.
func (r Record) Equal(o Record) bool {
	return r.id == o.id && r.played.Equal(o.played) && r.series == o.series &&
		slices.Equal(r.handicap, o.handicap) && bytes.Equal(r.save, o.save)
}

// recordJSON is a record's JSON form (README, "History formats"): the game is the save format,
// verbatim.
type recordJSON struct {
	ID       string          `json:"id"`
	Played   time.Time       `json:"played"`
	Series   SeriesRef       `json:"series"`
	Handicap []int           `json:"handicap,omitempty"`
	Game     json.RawMessage `json:"game"`
}

// MarshalJSON writes the record in the JSON form the README describes ("History formats"),
// for example {"id":"...","played":"2026-11-20T19:30:00+01:00",
// "series":{"id":"...","game":1,"of":3},"game":{"v":1,"names":["PJS"],"rolls":[[...]]}}.
func (r Record) MarshalJSON() ([]byte, error) {
	if r.save == nil {
		return nil, errorf("%w: the zero Record", ErrInvalidRecord)
	}
	return json.Marshal(recordJSON{ID: r.id, Played: r.played, Series: r.series, Handicap: r.handicap, Game: r.save})
}

// UnmarshalJSON reads a record written by MarshalJSON and checks all of it, replaying the game
// through the rules (Restore). A refused record leaves r as it was; the error wraps
// ErrInvalidRecord, or ErrBadSave for the game, and says what is wrong.
func (r *Record) UnmarshalJSON(data []byte) error {
	rec, err := parseRecord(data)
	if err != nil {
		return err
	}
	*r = rec
	return nil
}

func parseRecord(data []byte) (Record, error) {
	var j recordJSON
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(&j); err != nil {
		return Record{}, errorf("%w: not a record (%v)", ErrInvalidRecord, err)
	}
	if len(bytes.TrimSpace(data[d.InputOffset():])) > 0 {
		return Record{}, errorf("%w: more data after the record", ErrInvalidRecord)
	}
	if err := checkPlace(j.ID, j.Played, j.Series); err != nil {
		return Record{}, err
	}
	g, err := Restore(j.Game)
	if err != nil {
		return Record{}, errorf("%w: %w", ErrInvalidRecord, err)
	}
	return newRecord(j.ID, j.Played, j.Series, g, j.Handicap)
}

// SortRecords puts records in history order: by date, then series ID, game number and ID, so
// that the order never depends on where the records came from.
func SortRecords(records []Record) { sortFunc(records, compareRecords) }

// sortFunc sorts s as slices.SortFunc(s, cmp) does, to the very same order: it sorts the
// elements' indices with the same comparisons, then puts the elements in that order. Each
// element type sorted directly brings its own copy of the sort into the wasm (some 20 KB);
// the indices of every type share one.
func sortFunc[E any](s []E, cmp func(a, b E) int) {
	idx := make([]int, len(s))
	for i := range idx {
		idx[i] = i
	}
	slices.SortFunc(idx, func(a, b int) int { return cmp(s[a], s[b]) })
	sorted := make([]E, len(s))
	for i, k := range idx {
		sorted[i] = s[k]
	}
	copy(s, sorted)
}

func compareRecords(a, b Record) int {
	return cmp.Or(a.played.Compare(b.played), strings.Compare(a.series.ID, b.series.ID),
		cmp.Compare(a.series.Game, b.series.Game), strings.Compare(a.id, b.id))
}

// Between returns the records played at or after from and before to, in their order; a zero
// from or to leaves that end open. For whole days, pass the start of the first day and the
// start of the day after the last, in the bowler's zone.
func Between(records []Record, from, to time.Time) []Record {
	var out []Record
	for _, r := range records {
		if (from.IsZero() || !r.played.Before(from)) && (to.IsZero() || r.played.Before(to)) {
			out = append(out, r)
		}
	}
	return out
}

// InSeries returns the records of the series with the given ID, by game number.
func InSeries(records []Record, id string) []Record {
	var out []Record
	for _, r := range records {
		if r.series.ID == id {
			out = append(out, r)
		}
	}
	sortFunc(out, func(a, b Record) int { return cmp.Compare(a.series.Game, b.series.Game) })
	return out
}

// ConflictReason says why Merge kept an incoming record out.
type ConflictReason uint8

// The reasons Merge keeps an incoming record out.
const (
	// ChangedGame: a record with the same ID is already there with other content (a date,
	// handicap or ball differs: typically one copy was corrected). The one there is kept,
	// because history is changed only by an explicit correction, never by an import.
	ChangedGame ConflictReason = iota + 1
	// SeriesClash: the record does not fit its series as history has it: its game number is
	// taken by another game, or the series has another length, other bowlers or other
	// handicaps.
	SeriesClash
)

// Conflict is an incoming record that Merge kept out, and why.
type Conflict struct {
	Reason   ConflictReason
	Incoming Record
	Have     Record // the record already there with the same ID (ChangedGame), or the zero Record
	Err      error  // English detail, for a log or a bug report
}

// MergeReport tells what Merge did with the incoming records.
type MergeReport struct {
	Added     int        // records that were not there and now are
	Same      int        // records already there, exactly equal
	Conflicts []Conflict // records kept out, in incoming order
}

// Merge returns the history have with the incoming records added, in history order
// (SortRecords), and a report. A record whose ID is already there is never added twice: if
// it is Equal it is counted as Same, otherwise have's version is kept and the incoming one is
// a ChangedGame conflict. A record that would break its series (SeriesClash) is kept out too.
// Merge changes neither argument, and merging the same records again adds nothing.
func Merge(have, incoming []Record) ([]Record, MergeReport) {
	var rep MergeReport
	idx := newHistoryIndex()
	for _, r := range have {
		idx.add(r)
	}
	out := slices.Clone(have)
	for _, r := range incoming {
		if there, ok := idx.byID[r.id]; ok {
			if there.Equal(r) {
				rep.Same++
				continue
			}
			rep.Conflicts = append(rep.Conflicts, Conflict{Reason: ChangedGame, Incoming: r, Have: there,
				Err: errorf("game %s is already there with other content", r.id)})
			continue
		}
		if err := idx.fits(r); err != nil {
			rep.Conflicts = append(rep.Conflicts, Conflict{Reason: SeriesClash, Incoming: r, Err: err})
			continue
		}
		idx.add(r)
		out = append(out, r)
		rep.Added++
	}
	SortRecords(out)
	return out, rep
}

// historyIndex holds what must hold across records: IDs are unique, and the games of one
// series have distinct numbers, one length, and the same bowlers with the same handicaps.
type historyIndex struct {
	byID   map[string]Record
	series map[string]*seriesFacts
}

type seriesFacts struct {
	of     int
	roster string         // the bowlers and their handicaps, in name order (rosterOf)
	slots  map[int]string // game number -> record ID
}

func newHistoryIndex() *historyIndex {
	return &historyIndex{byID: map[string]Record{}, series: map[string]*seriesFacts{}}
}

// rosterOf writes a record's bowlers with their handicaps in name order, "ABC=40 XYZ=12", or
// without handicaps "ABC XYZ", so that games of one series compare whatever their order.
func rosterOf(r Record) string {
	parts := make([]string, len(r.bowlers))
	for i, b := range r.bowlers {
		parts[i] = b.name
		if r.handicap != nil {
			parts[i] += "=" + strconv.Itoa(r.handicap[i])
		}
	}
	slices.Sort(parts)
	return strings.Join(parts, " ")
}

// fits says why r cannot join the records in the index, or nil.
func (x *historyIndex) fits(r Record) error {
	if _, ok := x.byID[r.id]; ok {
		return errorf("ID %s is there twice", r.id)
	}
	s, ok := x.series[r.series.ID]
	if !ok {
		return nil
	}
	if id, taken := s.slots[r.series.Game]; taken {
		return errorf("game %d of series %s is both %s and %s", r.series.Game, r.series.ID, id, r.id)
	}
	if s.of != r.series.Of {
		return errorf("series %s has %d games in one record and %d in another", r.series.ID, s.of, r.series.Of)
	}
	if ro := rosterOf(r); ro != s.roster {
		return errorf("series %s is bowled by %q in one game and by %q in another (names and handicaps must match)",
			r.series.ID, s.roster, ro)
	}
	return nil
}

// add puts r in the index without checking it; the first record of a series sets its facts.
func (x *historyIndex) add(r Record) {
	x.byID[r.id] = r
	s, ok := x.series[r.series.ID]
	if !ok {
		s = &seriesFacts{of: r.series.Of, roster: rosterOf(r), slots: map[int]string{}}
		x.series[r.series.ID] = s
	}
	s.slots[r.series.Game] = r.id
}
