package domain

import (
	"slices"
	"time"
)

// Point is one game of a bowler's plot: when it was played, its final score, and the
// bowler's average over this and every earlier game of the plot (fractions dropped).
type Point struct {
	Played  time.Time
	Series  SeriesRef
	Score   int
	Average int
}

// Trend returns the named bowler's games of the standard game among the records in history
// order (SortRecords), for a plot of scores over time with the average line. A Baker game or
// a Scotch line is its team's, so it is never among a bowler's games.
func Trend(records []Record, name string) []Point { return TrendIn(records, name, Format{}) }

// TrendIn is Trend over the bowler's games bowled in one of formats, the zero Format being the
// standard game, as StatisticsIn counts them.
func TrendIn(records []Record, name string, formats ...Format) []Point {
	sorted := records
	if !slices.IsSortedFunc(records, compareRecords) {
		sorted = slices.Clone(records)
		SortRecords(sorted)
	}
	var points []Point
	pins := 0
	for _, r := range sorted {
		for n, b := range r.bowlers {
			if r.lineName(n) == name && !r.teamLines() && slices.Contains(formats, r.format) {
				pins += int(b.total)
				points = append(points, Point{Played: r.played, Series: r.series, Score: int(b.total),
					Average: pins / (len(points) + 1)})
			}
		}
	}
	return points
}
