package i18n

import (
	"strconv"
	"strings"
	"time"

	"tenpin/domain"
)

// The words a game or a series of record is written in, wherever it shows (history's list,
// the sheets, the picture, sharing, the statistics, the TV): its date, its format's name, its
// scores on one line and who won. The root and the lane's packages both write them, so they
// are said here, once.

// threeSixNine is 3-6-9's name, written alike in every language.
const threeSixNine = "3-6-9"

// DateText writes a date and time as the catalogue does.
func DateText(t time.Time, m *Messages) string {
	return m.DateTime(t.Year(), int(t.Month()), t.Day(), t.Hour(), t.Minute())
}

// FormatName names the format of a game, its parts joined by " · ": Scotch doubles, N-pin
// no-tap, 3-6-9 ("9-pin no-tap · 3-6-9"); "" for the standard game of bowlers' own lines.
//
//go:noinline
func FormatName(m *Messages, f domain.Format, scotch bool) string {
	parts := make([]string, 0, 3)
	if scotch {
		parts = append(parts, m.Formats.ScotchName)
	}
	if f.NoTap != 0 {
		parts = append(parts, m.Formats.NoTapName.Say(f.NoTap))
	}
	if f.ThreeSixNine {
		parts = append(parts, threeSixNine)
	}
	return strings.Join(parts, " · ")
}

// RecordFormat names the format a record's game was bowled in, as FormatName does.
func RecordFormat(r domain.Record, m *Messages) string { return FormatName(m, r.Format(), r.Scotch()) }

// ScoreLine writes names with their scores: "PJS 187 · KYJ 165".
func ScoreLine(names []string, scores []int) string {
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = n + " " + strconv.Itoa(scores[i])
	}
	return strings.Join(parts, " · ")
}

// GameResult names the winner of a single game, or the bowlers who tie, as the game screen
// does.
func GameResult(sh domain.Sheet, m *Messages) string {
	best := 0
	for _, r := range sh.Rows {
		best = max(best, r.Scratch)
	}
	if len(sh.Winners) == 1 {
		return m.Winner.Say(sh.Winners[0], best)
	}
	return m.Tie(sh.Winners, best)
}

// SeriesResult names the winner of a complete series, or the bowlers who tie.
func SeriesResult(sh domain.Sheet, m *Messages) string {
	best := 0
	for _, r := range sh.Rows {
		if r.Winner {
			best = r.Total
		}
	}
	if len(sh.Winners) == 1 {
		return m.SeriesWinner.Say(sh.Winners[0], best)
	}
	return m.SeriesTie(sh.Winners, best)
}
