package domain

import (
	"cmp"
	"slices"
	"time"
)

// Ratio is a figure as the counts it comes from: Num out of Den. A Den of 0 means there is
// nothing to reckon the figure from (no chances, no games): the figure does not exist, which
// a statistics screen shows as a blank, never as 0 or 0%.
type Ratio struct {
	Num, Den int
}

// Ok reports whether the figure exists (Den > 0).
func (r Ratio) Ok() bool { return r.Den > 0 }

// Whole returns Num/Den with the fraction dropped (as an average is), and false when the
// figure does not exist (or Num is negative, which no figure is).
func (r Ratio) Whole() (int, bool) {
	if r.Den <= 0 || r.Num < 0 {
		return 0, false
	}
	return r.Num / r.Den, true
}

// Percent returns 100*Num/Den with the fraction dropped, and false when the figure does not
// exist. Dropping the fraction means 100 is shown only for all of them and 0 only for none.
func (r Ratio) Percent() (int, bool) {
	return Ratio{100 * r.Num, r.Den}.Whole()
}

// Tenths returns 10*Num/Den with the fraction dropped (23 for 2.3 open frames a game), and
// false when the figure does not exist. The caller writes the decimal separator of its
// language.
func (r Ratio) Tenths() (int, bool) {
	return Ratio{10 * r.Num, r.Den}.Whole()
}

// Stats are one bowler's figures over a set of records (one series, all history, a date
// range). Each figure's definition is written beside it; Figure gives them as a list.
type Stats struct {
	Name     string // the bowler, by name: the same name in any game is the same bowler
	Games    int    // games bowled
	Pins     int    // total pins: the sum of the final scores
	HighGame int    // the highest final score

	// HighSeries is the highest scratch total of a complete series: a series whose length is
	// the one asked for (the length in use) and whose every game is among the records and was
	// bowled by this bowler. CompleteSeries is how many such series there were; with none,
	// HighSeries is 0 and the figure does not exist. A date range that cuts a series leaves
	// it out.
	HighSeries     int
	CompleteSeries int

	// Strikes: strikes / strike chances. A strike chance is a ball thrown at a full rack:
	// ten pins that no ball has met yet (the first ball of a frame, and in frame 10 a ball
	// after a strike or a spare), so at most 12 a game. A foul at a full rack is a chance but
	// never a strike; the ball after it is not a chance (ten down there is a spare, F|/).
	Strikes Ratio

	// Spares: spares / spare chances. A spare chance is a strike chance that did not strike (a
	// foul included) and that another ball of the same frame follows: every first ball that
	// is not a strike in frames 1-9, and in frame 10 such a ball unless it is the last. The
	// chance is a spare when that next ball clears the rack (written /, as in 9|/, F|/, X|7|/).
	Spares Ratio

	// SinglePinSpares: spares / spare chances where exactly one pin stood, that is after a
	// ball of nine. A count of nine says that much, so this needs no pins entered.
	SinglePinSpares Ratio

	// SplitConversions: spares / spare chances whose leave was a split (see IsSplit). Only a
	// ball entered as pins shows its leave, so the figure is over those balls alone.
	SplitConversions Ratio

	// FirstBall: pins / strike chances, the first-ball average, shown in tenths of a pin. A
	// foul at a full rack counts as a ball of 0.
	FirstBall Ratio

	// OpenFrames: frames with neither a strike nor a spare (in frame 10: the first two balls
	// did not clear the rack), counted over all games; per game with OpenPerGame.
	OpenFrames int

	Fouls int // fouls, of any ball

	// SplitsLeft: strike chances whose leave was a split, whether spared or not (a split on a
	// last fill ball counts, with no chance to convert it). PinsEntered is how many strike
	// chances were entered as the pins they knocked down, the only balls that can show a
	// split; with none, SplitsLeft is not a figure.
	SplitsLeft  int
	PinsEntered int
}

// Average returns total pins / games; its Whole value is the average (fractions dropped).
func (s Stats) Average() Ratio { return Ratio{s.Pins, s.Games} }

// OpenPerGame returns open frames / games, shown in tenths.
func (s Stats) OpenPerGame() Ratio { return Ratio{s.OpenFrames, s.Games} }

// Figure is one figure of a statistics screen, in a form a screen can loop over: its Key
// names it for a translation table, its Kind says how to show its value, and Stats.Figure
// gives that value.
type Figure uint8

// The figures, in the order a statistics screen lists them. Their definitions are those of
// the Stats fields.
const (
	FigureGames            Figure = iota + 1 // games bowled (AsCount)
	FigurePins                               // total pins (AsCount)
	FigureAverage                            // total pins / games, fractions dropped (AsWhole)
	FigureHighGame                           // the highest game (AsCount)
	FigureHighSeries                         // the highest complete series (AsCount; none without one)
	FigureStrikes                            // strikes / strike chances (AsPercent)
	FigureSpares                             // spares / spare chances (AsPercent)
	FigureSinglePinSpares                    // single-pin spares / single-pin leaves (AsPercent)
	FigureSplitConversions                   // splits spared / splits with a ball after them (AsPercent)
	FigureFirstBall                          // pins / balls at a full rack (AsTenths)
	FigureOpenFrames                         // open frames / games (AsTenths)
	FigureFouls                              // fouls (AsCount)
	FigureSplitsLeft                         // splits left (AsCount; none without pins entered)
)

// FigureKind says how to show a figure's Ratio.
type FigureKind uint8

// The ways to show a figure.
const (
	AsCount   FigureKind = iota + 1 // Num, a whole number
	AsWhole                         // Ratio.Whole, a whole number
	AsPercent                       // Ratio.Percent, followed by a percent sign
	AsTenths                        // Ratio.Tenths, with one decimal
)

// Figures returns every figure in display order.
func Figures() []Figure {
	return []Figure{FigureGames, FigurePins, FigureAverage, FigureHighGame, FigureHighSeries,
		FigureStrikes, FigureSpares, FigureSinglePinSpares, FigureSplitConversions, FigureFirstBall,
		FigureOpenFrames, FigureFouls, FigureSplitsLeft}
}

var figureInfo = [...]struct {
	key  string
	kind FigureKind
}{
	FigureGames:            {"games", AsCount},
	FigurePins:             {"pins", AsCount},
	FigureAverage:          {"average", AsWhole},
	FigureHighGame:         {"high-game", AsCount},
	FigureHighSeries:       {"high-series", AsCount},
	FigureStrikes:          {"strikes", AsPercent},
	FigureSpares:           {"spares", AsPercent},
	FigureSinglePinSpares:  {"single-pin-spares", AsPercent},
	FigureSplitConversions: {"split-conversions", AsPercent},
	FigureFirstBall:        {"first-ball", AsTenths},
	FigureOpenFrames:       {"open-frames", AsTenths},
	FigureFouls:            {"fouls", AsCount},
	FigureSplitsLeft:       {"splits-left", AsCount},
}

// Key returns the figure's stable name, such as "strikes", for a translation table; "" for a
// Figure that is not one of the constants.
func (f Figure) Key() string {
	if int(f) >= len(figureInfo) {
		return ""
	}
	return figureInfo[f].key
}

// Kind returns how the figure's value is shown; 0 for a Figure that is not one of the
// constants.
func (f Figure) Kind() FigureKind {
	if int(f) >= len(figureInfo) {
		return 0
	}
	return figureInfo[f].kind
}

// NeedsPins reports whether the figure exists only where pins were entered (splits).
func (f Figure) NeedsPins() bool { return f == FigureSplitConversions || f == FigureSplitsLeft }

// Figure returns the value of figure f as a Ratio, to be shown as f.Kind says (for an AsCount
// figure, Num). A Den of 0 means the figure does not exist: no games, no chances, no complete
// series, no pins entered; and for a Figure that is not one of the constants.
func (s Stats) Figure(f Figure) Ratio {
	exists := func(b bool) int {
		if b {
			return 1
		}
		return 0
	}
	switch f {
	case FigureGames:
		return Ratio{s.Games, 1}
	case FigurePins:
		return Ratio{s.Pins, 1}
	case FigureAverage:
		return s.Average()
	case FigureHighGame:
		return Ratio{s.HighGame, exists(s.Games > 0)}
	case FigureHighSeries:
		return Ratio{s.HighSeries, exists(s.CompleteSeries > 0)}
	case FigureStrikes:
		return s.Strikes
	case FigureSpares:
		return s.Spares
	case FigureSinglePinSpares:
		return s.SinglePinSpares
	case FigureSplitConversions:
		return s.SplitConversions
	case FigureFirstBall:
		return s.FirstBall
	case FigureOpenFrames:
		return s.OpenPerGame()
	case FigureFouls:
		return Ratio{s.Fouls, 1}
	case FigureSplitsLeft:
		return Ratio{s.SplitsLeft, exists(s.PinsEntered > 0)}
	}
	return Ratio{}
}

// gameLine is one bowler's game as statistics need it, worked out once per record. Small
// counters keep 5,000 records cheap to hold: no count in one game exceeds 255 but the score.
type gameLine struct {
	name  string
	total uint16
	gameTally
}

type gameTally struct {
	strikes, strikeChances     uint8
	spares, spareChances       uint8
	singles, singlesSpared     uint8 // single-pin spare chances, and those spared
	splits                     uint8 // splits left
	splitChances, splitsSpared uint8 // splits with a ball after them, and those spared
	firstPins                  uint8 // pins of the strike chances (at most 120)
	open, fouls                uint8
	pinsEntered                uint8 // strike chances entered as pins
}

// lineOf reads a finished card's figures ball by ball, as the Stats fields define them.
func lineOf(c Card) gameLine {
	l := gameLine{name: c.Name, total: uint16(c.Total)}
	for _, fr := range c.Frames {
		balls := fr.Deliveries
		if len(balls) > 0 && balls[0].Mark != MarkStrike && !(len(balls) > 1 && balls[1].Mark == MarkSpare) {
			l.open++
		}
		for k, b := range balls {
			if b.Foul {
				l.fouls++
			}
			if !b.FullRack {
				continue
			}
			l.strikeChances++
			l.firstPins += uint8(b.Pins)
			if _, entered := b.Delivery.Down(); entered {
				l.pinsEntered++
			}
			if b.Split {
				l.splits++
			}
			if b.Mark == MarkStrike {
				l.strikes++
				continue
			}
			if k+1 == len(balls) {
				continue // a last fill ball: no ball follows it
			}
			l.spareChances++
			spared := balls[k+1].Mark == MarkSpare
			if spared {
				l.spares++
			}
			if !b.Foul && b.Pins == 9 {
				l.singles++
				if spared {
					l.singlesSpared++
				}
			}
			if b.Split {
				l.splitChances++
				if spared {
					l.splitsSpared++
				}
			}
		}
	}
	return l
}

// Statistics returns the figures of every bowler in the records, by name in alphabetical
// order. seriesGames is the series length in use, for HighSeries; below 1 there is no high
// series. The records are those to reckon over: all history, InSeries or Between.
func Statistics(records []Record, seriesGames int) []Stats {
	type sums struct {
		Stats
		strikes, strikeChances, spares, spareChances       int
		singles, singlesSpared, splitChances, splitsSpared int
		firstPins                                          int
	}
	index := map[string]int{} // bowler name -> index in all
	var all []sums
	// A complete series needs every game of one series by one bowler: sum them per series and
	// bowler, keyed by small numbers rather than the IDs and names.
	type seriesKey struct{ series, bowler int32 }
	type seriesSum struct {
		pins  int
		games uint32 // bit n-1 for game n (MaxSeriesGames < 32)
	}
	seriesIndex := map[string]int32{}
	var sumsBy map[seriesKey]seriesSum
	if seriesGames >= 1 && seriesGames <= MaxSeriesGames {
		sumsBy = make(map[seriesKey]seriesSum, len(records))
	}
	for _, r := range records {
		counted := sumsBy != nil && r.series.Of == seriesGames
		var series int32
		if counted {
			var ok bool
			if series, ok = seriesIndex[r.series.ID]; !ok {
				series = int32(len(seriesIndex))
				seriesIndex[r.series.ID] = series
			}
		}
		for _, b := range r.bowlers {
			i, ok := index[b.name]
			if !ok {
				i = len(all)
				index[b.name] = i
				all = append(all, sums{Stats: Stats{Name: b.name}})
			}
			s := &all[i]
			s.Games++
			s.Pins += int(b.total)
			s.HighGame = max(s.HighGame, int(b.total))
			s.strikes += int(b.strikes)
			s.strikeChances += int(b.strikeChances)
			s.spares += int(b.spares)
			s.spareChances += int(b.spareChances)
			s.singles += int(b.singles)
			s.singlesSpared += int(b.singlesSpared)
			s.splitChances += int(b.splitChances)
			s.splitsSpared += int(b.splitsSpared)
			s.firstPins += int(b.firstPins)
			s.OpenFrames += int(b.open)
			s.Fouls += int(b.fouls)
			s.SplitsLeft += int(b.splits)
			s.PinsEntered += int(b.pinsEntered)
			if counted {
				k := seriesKey{series, int32(i)}
				sum := sumsBy[k]
				sum.pins += int(b.total)
				sum.games |= 1 << (r.series.Game - 1)
				sumsBy[k] = sum
			}
		}
	}
	complete := uint32(1)<<seriesGames - 1
	for k, sum := range sumsBy {
		if sum.games == complete {
			s := &all[k.bowler]
			s.CompleteSeries++
			s.HighSeries = max(s.HighSeries, sum.pins)
		}
	}
	out := make([]Stats, len(all))
	for i, s := range all {
		out[i] = s.Stats
		out[i].Strikes = Ratio{s.strikes, s.strikeChances}
		out[i].Spares = Ratio{s.spares, s.spareChances}
		out[i].SinglePinSpares = Ratio{s.singlesSpared, s.singles}
		out[i].SplitConversions = Ratio{s.splitsSpared, s.splitChances}
		out[i].FirstBall = Ratio{s.firstPins, s.strikeChances}
	}
	sortFunc(out, func(a, b Stats) int { return cmp.Compare(a.Name, b.Name) })
	return out
}

// Averages returns each bowler's average over the records (total pins / games, fractions
// dropped), by name: what a handicap series takes when averages come from history.
func Averages(records []Record) map[string]int {
	avg := map[string]int{}
	for _, s := range Statistics(records, 0) {
		avg[s.Name], _ = s.Average().Whole()
	}
	return avg
}

// Point is one game of a bowler's plot: when it was played, its final score, and the
// bowler's average over this and every earlier game of the plot (fractions dropped).
type Point struct {
	Played  time.Time
	Series  SeriesRef
	Score   int
	Average int
}

// Trend returns the named bowler's games among the records in history order (SortRecords),
// for a plot of scores over time with the average line.
func Trend(records []Record, name string) []Point {
	sorted := records
	if !slices.IsSortedFunc(records, compareRecords) {
		sorted = slices.Clone(records)
		SortRecords(sorted)
	}
	var points []Point
	pins := 0
	for _, r := range sorted {
		for _, b := range r.bowlers {
			if b.name == name {
				pins += int(b.total)
				points = append(points, Point{Played: r.played, Series: r.series, Score: int(b.total),
					Average: pins / (len(points) + 1)})
			}
		}
	}
	return points
}
