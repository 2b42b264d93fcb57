package domain

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
)

// ErrInvalidSeries is returned for a series that cannot be set up or played as asked: a bad
// length, bowling order, bowler list or game number, or games that do not belong together.
var ErrInvalidSeries = errors.New("invalid series")

// DefaultSeriesGames is the number of games a series has unless set otherwise.
const DefaultSeriesGames = 3

// MaxSeriesGames is the most games a series may have. A night is a handful of games; the
// bound keeps a bad file from claiming a series of millions.
const MaxSeriesGames = 20

// Order is how the bowling order goes from one game of a series to the next.
type Order uint8

// The bowling orders of a series.
const (
	KeepOrder   Order = iota // every game is bowled in the first game's order
	RotateOrder              // after each game the first bowler moves to the end: ABC, BCA, CAB
)

// String returns "keep" or "rotate", the order's name in JSON.
//
//go:noinline
func (o Order) String() string {
	switch o {
	case KeepOrder:
		return "keep"
	case RotateOrder:
		return "rotate"
	}
	return fmt.Sprintf("Order(%d)", uint8(o))
}

// MarshalText writes the order as "keep" or "rotate".
func (o Order) MarshalText() ([]byte, error) {
	if o != KeepOrder && o != RotateOrder {
		return nil, errorf("%w: bowling order %d is neither keep nor rotate", ErrInvalidSeries, uint8(o))
	}
	return []byte(o.String()), nil
}

// UnmarshalText reads "keep" or "rotate".
func (o *Order) UnmarshalText(text []byte) error {
	switch string(text) {
	case "keep":
		*o = KeepOrder
	case "rotate":
		*o = RotateOrder
	default:
		return errorf("%w: bowling order %q is neither keep nor rotate", ErrInvalidSeries, text)
	}
	return nil
}

// Series is the plan of a night: Games games for the same bowlers, identified by name, each
// game bowled in an order that Order derives from Names, and every one in Format. With a
// handicap on, every bowler's handicap is fixed for the whole series from the average they
// bring to it, as leagues do.
// It holds no games: the finished ones are Records, and the one being bowled is a Game. Its
// JSON form lets the game in progress keep its place in the series; check it after loading.
type Series struct {
	ID       string   `json:"id"`                 // see NewID
	Games    int      `json:"games"`              // 1..MaxSeriesGames
	Order    Order    `json:"order"`              // "keep" or "rotate"
	Names    []string `json:"names"`              // the first game's bowling order, distinct names
	Handicap Handicap `json:"handicap"`           // off unless set
	Averages []int    `json:"averages,omitempty"` // with a handicap on: each bowler's average, as Names
	Format   Format   `json:"format,omitzero"`    // every game's format; the standard game unless set
}

// NewSeries plans a series of games for the named bowlers (entered as NewGame takes them, in
// the first game's order) with a new ID and no handicap, in the standard game. Set Handicap
// and Averages afterwards for a handicap league, and Format for a format; Check says whether
// they fit.
func NewSeries(games int, order Order, names ...string) (Series, error) {
	s := Series{ID: NewID(), Games: games, Order: order, Names: make([]string, len(names))}
	for i, entered := range names {
		name, err := ParseName(entered)
		if err != nil {
			return Series{}, errorf("player %d: %w", i+1, err)
		}
		s.Names[i] = name
	}
	if err := s.Check(); err != nil {
		return Series{}, err
	}
	return s, nil
}

// Check refuses a series that cannot be played, with an error that says why: a bad ID, a
// length outside 1..MaxSeriesGames, an unknown order, no bowlers, a name as ParseName would not
// return it (ErrInvalidName) or twice (bowlers are told apart by name), a handicap that
// Handicap.Check refuses, with a handicap on not one average 0..MaxAverage per bowler, or a
// format Format.Check refuses.
func (s Series) Check() error {
	if err := s.Format.Check(); err != nil {
		return errorf("%w: %w", ErrInvalidSeries, err)
	}
	if err := checkID(s.ID); err != nil {
		return errorf("%w: series %w", ErrInvalidSeries, err)
	}
	if s.Games < 1 || s.Games > MaxSeriesGames {
		return errorf("%w: %d games, but a series has 1 to %d", ErrInvalidSeries, s.Games, MaxSeriesGames)
	}
	if _, err := s.Order.MarshalText(); err != nil {
		return err
	}
	if err := checkBowlers(s.Names); err != nil {
		return err
	}
	if err := s.Handicap.Check(); err != nil {
		return err
	}
	if !s.Handicap.On {
		return nil
	}
	if len(s.Averages) != len(s.Names) {
		return errorf("%w: %d averages for %d bowlers", ErrInvalidAverage, len(s.Averages), len(s.Names))
	}
	for i, a := range s.Averages {
		if err := CheckAverage(a); err != nil {
			return errorf("%s: %w", s.Names[i], err)
		}
	}
	return nil
}

// checkBowlers refuses an empty list, a name that is not as ParseName returns it, and a name
// given twice.
func checkBowlers(names []string) error {
	if err := CheckPlayerCount(len(names)); err != nil {
		return errorf("%w: %w", ErrInvalidSeries, err)
	}
	for i, name := range names {
		if parsed, err := ParseName(name); err != nil || parsed != name {
			return errorf("%w: player %d: %q is not a name as shown (3 letters A-Z, upper case)", ErrInvalidName, i+1, name)
		}
		if slices.Index(names[:i], name) >= 0 {
			return errorf("%w: %s is named twice, but bowlers are told apart by name", ErrInvalidSeries, name)
		}
	}
	return nil
}

// Lineup returns the bowling order of game (1..Games) of the series: Names for every game with
// KeepOrder; with RotateOrder, Names turned left once per game already bowled, so that each
// bowler leads in turn (ABC, BCA, CAB, ABC, ...).
func (s Series) Lineup(game int) ([]string, error) {
	if err := s.Check(); err != nil {
		return nil, err
	}
	if game < 1 || game > s.Games {
		return nil, errorf("%w: game %d, but the series has games 1 to %d", ErrInvalidSeries, game, s.Games)
	}
	shift := 0
	if s.Order == RotateOrder {
		shift = (game - 1) % len(s.Names)
	}
	return append(slices.Clone(s.Names[shift:]), s.Names[:shift]...), nil
}

// Start begins game (1..Games) of the series in its format, with the bowlers in Lineup(game)
// order.
func (s Series) Start(game int) (*Game, error) {
	names, err := s.Lineup(game)
	if err != nil {
		return nil, err
	}
	return NewGameIn(s.Format, names...)
}

// Record turns game number game of the series, once it is over, into the Record that history
// keeps, with a new ID, played at the given time (to the second) and each bowler's handicap.
// It refuses a game that is not over (ErrGameInProgress) and one not bowled by Lineup(game)
// in the series' format.
func (s Series) Record(game int, g *Game, played time.Time) (Record, error) {
	names, err := s.Lineup(game)
	if err != nil {
		return Record{}, err
	}
	if got := g.Names(); !slices.Equal(got, names) {
		return Record{}, errorf("%w: game %d is bowled by %s, not %s", ErrInvalidSeries, game,
			strings.Join(names, " "), strings.Join(got, " "))
	}
	if g.format != s.Format {
		return Record{}, errorf("%w: game %d is bowled in %s, but the series in %s", ErrInvalidSeries, game, g.format, s.Format)
	}
	var handicaps []int
	if s.Handicap.On {
		handicaps = make([]int, len(names))
		for i, name := range names {
			// Check has passed, so neither the settings nor the average can be refused.
			handicaps[i], _ = s.Handicap.For(s.Averages[slices.Index(s.Names, name)])
		}
	}
	ref := SeriesRef{ID: s.ID, Game: game, Of: s.Games}
	return newRecord(NewID(), played.Truncate(time.Second), ref, g, handicaps, nil)
}
