package domain

import (
	"cmp"
	"slices"
)

// Stats are one bowler's figures over a set of records (one series, all history, a date
// range). Each figure's definition is written beside it; Figure gives them as a list.
type Stats struct {
	Name     string // the bowler, by name: the same name in any game is the same bowler
	Team     bool   // the line is a team's Baker games and Scotch lines, Name the team's name, not a bowler
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
	// never a strike; the ball after it is not a chance (ten down there is a spare, F|/). A
	// strike 3-6-9 gives is no ball, so no chance; a no-tap strike is a strike.
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
	// foul at a full rack counts as a ball of 0, a strike (a no-tap strike too) as 10.
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

// Statistics returns the figures of every bowler in the records' games of the standard game,
// and of every team that bowled Baker games or Scotch lines (Stats.Team), by name in
// alphabetical order. Only balls count: an absent bowler's or a vacancy's score in a match is
// no game of anyone's, and a Baker game or a Scotch line counts for its team, never for the
// bowlers who took its frames or balls. seriesGames is the series length in use, for
// HighSeries; below 1 there is no high series. The records are those to reckon over: all
// history, InSeries or Between. A game in a format (no-tap, 3-6-9) counts only where
// StatisticsIn is asked to count it.
func Statistics(records []Record, seriesGames int) []Stats {
	return StatisticsIn(records, seriesGames, Format{})
}

// StatisticsIn is Statistics over the records' games bowled in one of formats, the zero Format
// being the standard game: StatisticsIn(records, n, Format{}, Format{NoTap: 9}) counts the
// standard games and those of 9-pin no-tap. A given strike is no ball: no strike chance, no
// first ball, no strike.
func StatisticsIn(records []Record, seriesGames int, formats ...Format) []Stats {
	type sums struct {
		Stats
		strikes, strikeChances, spares, spareChances       int
		singles, singlesSpared, splitChances, splitsSpared int
		firstPins                                          int
	}
	type line struct {
		name string
		team bool
	}
	index := map[line]int{} // bowler or team -> index in all
	var all []sums
	// A complete series needs every game of one series by one bowler: sum them per series and
	// bowler, each series' sums a short chain (a series has a few bowlers) in one slice,
	// chains, begun at the series' number. In WebAssembly a map's lookup costs about a
	// microsecond, and 5,000 games have 20,000 lines.
	type seriesSum struct {
		bowler, next int // next: the series' next sum, or -1
		pins         int
		games        uint32 // bit n-1 for game n (MaxSeriesGames < 32)
	}
	seriesIndex := map[string]int{}
	var heads []int // by the series' number: its first sum in chains, or -1
	var chains []seriesSum
	counting := seriesGames >= 1 && seriesGames <= MaxSeriesGames
	// Games in a row are mostly the same bowlers': the last game's lines and where they are
	// in all save looking each name up again.
	var lastWho []line
	var lastAt []int
	for _, r := range records {
		if !slices.Contains(formats, r.format) {
			continue
		}
		counted := counting && r.series.Of == seriesGames
		series := -1
		if counted {
			var ok bool
			if series, ok = seriesIndex[r.series.ID]; !ok {
				series = len(heads)
				seriesIndex[r.series.ID] = series
				heads = append(heads, -1)
			}
		}
		if len(lastWho) != len(r.bowlers) {
			lastWho, lastAt = make([]line, len(r.bowlers)), make([]int, len(r.bowlers))
			for n := range lastAt {
				lastAt[n] = -1
			}
		}
		for n, b := range r.bowlers {
			who := line{r.lineName(n), r.teamLines()}
			i := lastAt[n]
			if i < 0 || lastWho[n] != who {
				var ok bool
				if i, ok = index[who]; !ok {
					i = len(all)
					index[who] = i
					all = append(all, sums{Stats: Stats{Name: who.name, Team: who.team}})
				}
				lastWho[n], lastAt[n] = who, i
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
				at := heads[series]
				for at >= 0 && chains[at].bowler != i {
					at = chains[at].next
				}
				if at < 0 {
					at = len(chains)
					chains = append(chains, seriesSum{bowler: i, next: heads[series]})
					heads[series] = at
				}
				chains[at].pins += int(b.total)
				chains[at].games |= 1 << (r.series.Game - 1)
			}
		}
	}
	complete := uint32(1)<<seriesGames - 1
	for _, sum := range chains {
		if sum.games == complete {
			s := &all[sum.bowler]
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
	sortFunc(out, func(a, b Stats) int {
		return cmp.Or(cmp.Compare(a.Name, b.Name), boolCompare(a.Team, b.Team))
	})
	return out
}

// Averages returns each bowler's average over the records (total pins / games, fractions
// dropped), by name: what a handicap series takes when averages come from history. Only games
// of the standard game count: a format's games (no-tap, 3-6-9) never make a handicap
// average, and a team's Baker games and Scotch lines give no bowler an average.
func Averages(records []Record) map[string]int {
	avg := map[string]int{}
	for _, s := range Statistics(records, 0) {
		if !s.Team {
			avg[s.Name], _ = s.Average().Whole()
		}
	}
	return avg
}

// boolCompare orders false before true.
func boolCompare(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}
