package domain

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"time"
)

// ErrInvalidRecord is returned for a history record that cannot be kept: a bad ID, date or
// series place, a game that is not over, or bowlers that cannot be told apart.
var ErrInvalidRecord = errors.New("invalid history record")

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
// series, each line's handicap when the series had one, the game itself (its names and every
// ball, in the domain's save format, without the log of corrections made while it was
// bowled), and for a league match's game the match's settings and both teams (Match). A
// Record cannot be changed: Corrected makes a new one. It also carries each line's figures
// for Statistics, worked out once when it is made, so that statistics over thousands of
// records add numbers and replay nothing. The zero Record is not a valid record; records come
// from Series.Record, Match.Record, Import, Record.UnmarshalJSON or, from an app's own
// database, Record.UnmarshalBinary.
type Record struct {
	id       string
	played   time.Time
	series   SeriesRef
	handicap []int       // per bowler in turn order; nil when the series had no handicap
	save     []byte      // the game as Game.MarshalJSON writes it
	bowlers  []gameLine  // per bowler in turn order
	match    *matchFacts // the match the game belongs to; nil for a plain series
	format   Format      // the game's format, as in save
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
func newRecord(id string, played time.Time, ref SeriesRef, g *Game, handicap []int, match *matchFacts) (Record, error) {
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
	if match != nil {
		if err := match.check(ref, g, handicap); err != nil {
			return Record{}, errorf("%w: %w", ErrInvalidRecord, err)
		}
		if match.text == "" {
			match = match.sealed()
		}
	}
	kept := keptGame(g)
	save, err := kept.MarshalJSON()
	if err != nil {
		return Record{}, errorf("%w: %w", ErrInvalidRecord, err)
	}
	cards := kept.Cards()
	r := Record{id: id, played: played, series: ref, handicap: slices.Clone(handicap), save: save,
		bowlers: make([]gameLine, len(cards)), match: match, format: g.format}
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
//
//go:noinline
func (r Record) Names() []string {
	names := make([]string, len(r.bowlers))
	for i, b := range r.bowlers {
		names[i] = b.name
	}
	return names
}

// Scores returns each bowler's final score (scratch), in the game's turn order.
//
//go:noinline
func (r Record) Scores() []int {
	scores := make([]int, len(r.bowlers))
	for i, b := range r.bowlers {
		scores[i] = int(b.total)
	}
	return scores
}

// Format returns the format the game was bowled in; the zero Format for the standard game.
func (r Record) Format() Format { return r.format }

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
// same bowlers in the same order, in the same format.
func (r Record) Corrected(g *Game) (Record, error) {
	if g == nil || !slices.Equal(g.Names(), r.Names()) {
		var got []string
		if g != nil {
			got = g.Names()
		}
		return Record{}, errorf("%w: the correction is bowled by %q, the game by %q", ErrInvalidRecord, got, r.Names())
	}
	if g.format != r.format {
		return Record{}, errorf("%w: the correction is bowled in %s, the game in %s", ErrInvalidRecord, g.format, r.format)
	}
	return newRecord(r.id, r.played, r.series, g, r.handicap, r.match)
}

// Equal reports whether two records are the same in every respect: ID, date (the same
// instant), series place, handicaps and every ball of the game.
func (r Record) Equal(o Record) bool {
	return r.id == o.id && r.played.Equal(o.played) && r.series == o.series &&
		slices.Equal(r.handicap, o.handicap) && bytes.Equal(r.save, o.save) && r.match.key() == o.match.key()
}

// recordJSON is a record's JSON form (README, "History formats"): the game is the save format,
// verbatim.
type recordJSON struct {
	ID       string          `json:"id"`
	Played   time.Time       `json:"played"`
	Series   SeriesRef       `json:"series"`
	Handicap []int           `json:"handicap,omitempty"`
	Game     json.RawMessage `json:"game"`
	Match    *matchFacts     `json:"match,omitempty"` // from format version 2
}

// MarshalJSON writes the record in the JSON form the README describes ("History formats"),
// for example {"id":"...","played":"2026-11-20T19:30:00+01:00",
// "series":{"id":"...","game":1,"of":3},"game":{"v":1,"names":["PJS"],"rolls":[[...]]}}, and
// for a match's game "match":{"league":{...},"teams":[{...},{...}]}.
func (r Record) MarshalJSON() ([]byte, error) {
	if r.save == nil {
		return nil, errorf("%w: the zero Record", ErrInvalidRecord)
	}
	return json.Marshal(recordJSON{ID: r.id, Played: r.played, Series: r.series, Handicap: r.handicap, Game: r.save, Match: r.match})
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
	return newRecord(j.ID, j.Played, j.Series, g, j.Handicap, j.Match)
}
