package i18n

import (
	"fmt"
	"strings"
	"time"

	"tenpin/domain"
)

// The words of games of record: their date, their scores and who won, as the lane's screens
// (history, the series sheet, the TV) and what package share hands on (its text, its
// picture) write them alike.

// DateText writes a date and time as m does.
func DateText(m *Messages, t time.Time) string {
	return m.DateTime(t.Year(), int(t.Month()), t.Day(), t.Hour(), t.Minute())
}

// ScoreLine writes names with their scores: "PJS 187 · KYJ 165".
func ScoreLine(names []string, scores []int) string {
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = fmt.Sprintf("%s %d", n, scores[i])
	}
	return strings.Join(parts, " · ")
}

// SeriesResult names the winner of a complete series, or the bowlers who tie.
func SeriesResult(m *Messages, sh domain.Sheet) string {
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

// threeSixNine is 3-6-9's name, written alike in every language.
const threeSixNine = "3-6-9"

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
func RecordFormat(m *Messages, r domain.Record) string { return FormatName(m, r.Format(), r.Scotch()) }
