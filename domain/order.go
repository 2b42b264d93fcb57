package domain

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"time"
)

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

// sortStableFunc sorts s as slices.SortStableFunc(s, cmp) does, to the very same order: equal
// elements keep their order, their indices breaking the tie, in sortFunc's one copy of the
// sort rather than a stable sort of its own (another 8 KB of wasm).
func sortStableFunc[E any](s []E, c func(a, b E) int) {
	idx := make([]int, len(s))
	for i := range idx {
		idx[i] = i
	}
	slices.SortFunc(idx, func(a, b int) int { return cmp.Or(c(s[a], s[b]), cmp.Compare(a, b)) })
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

// OrderKey returns a text that sorts, byte by byte, as the record sorts in history order
// (SortRecords), for a database that keeps records in that order: the date in UTC to the
// nanosecond, then the series ID, the game number and the ID, each after a space, which sorts
// below every character an ID may hold.
func (r Record) OrderKey() string {
	return fmt.Sprintf("%s %s %02d %s", r.played.UTC().Format("20060102150405.000000000"), r.series.ID, r.series.Game, r.id)
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
