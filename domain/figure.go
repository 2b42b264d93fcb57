package domain

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
//
//go:noinline
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
//
//go:noinline
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
