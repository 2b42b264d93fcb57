package domain

import (
	"slices"
	"strconv"
	"strings"
)

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
	// handicaps, another format, or (a match) other teams or settings.
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
// series have distinct numbers, one length, one format, and the same bowlers with the same
// handicaps.
type historyIndex struct {
	byID   map[string]Record
	series map[string]*seriesFacts
}

type seriesFacts struct {
	of     int
	roster string // the bowlers and their handicaps, in name order (rosterOf)
	match  string // a match's settings and teams as JSON; "" for a plain series
	format Format
	slots  map[int]string // game number -> record ID
}

//go:noinline
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
	sortFunc(parts, strings.Compare) // not slices.Sort, whose copy for strings the wasm would carry for this alone
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
	if r.format != s.format {
		return errorf("series %s is bowled in %s in one game and in %s in another", r.series.ID, s.format, r.format)
	}
	if m := r.match.key(); m != s.match {
		return errorf("series %s is a match of %s in one game and of %s in another (teams and settings must match)",
			r.series.ID, orPlain(s.match), orPlain(m))
	}
	return nil
}

// add puts r in the index without checking it; the first record of a series sets its facts.
func (x *historyIndex) add(r Record) {
	x.byID[r.id] = r
	s, ok := x.series[r.series.ID]
	if !ok {
		s = &seriesFacts{of: r.series.Of, roster: rosterOf(r), match: r.match.key(), format: r.format, slots: map[int]string{}}
		x.series[r.series.ID] = s
	}
	s.slots[r.series.Game] = r.id
}

// orPlain writes a match's facts for an error, or "no match" for a plain series.
//
//go:noinline
func orPlain(match string) string {
	if match == "" {
		return "no match"
	}
	return match
}
