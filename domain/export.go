package domain

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// ErrBadImport is returned for a history file that cannot be imported: not JSON, truncated,
// another program's file, a newer format, or any record in it that is not valid. The error
// says which record and why; nothing of the file is taken.
var ErrBadImport = errors.New("the file cannot be imported")

// ErrImportCancelled is returned by ImportProgress when its progress function asked it to
// stop: nothing was read into history.
var ErrImportCancelled = errors.New("the import was cancelled")

// The JSON history format's name and the version this package writes, the newest it reads
// (README, "History formats"). Version 2 adds a league match's teams and settings to the games
// of a match; a version 1 file, which has none, still imports.
const (
	HistoryFormat  = "tenpin-history"
	HistoryVersion = 2
)

// ExportJSON writes all of the records as one JSON history file (README, "History formats"), in
// history order, one record per line.
func ExportJSON(w io.Writer, records []Record) error {
	sorted := slices.Clone(records)
	SortRecords(sorted)
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, `{"format":%q,"version":%d,"games":[`, HistoryFormat, HistoryVersion)
	for i, r := range sorted {
		data, err := r.MarshalJSON()
		if err != nil {
			return errorf("record %d: %w", i+1, err)
		}
		if i > 0 {
			bw.WriteByte(',')
		}
		bw.WriteByte('\n')
		bw.Write(data)
	}
	bw.WriteString("\n]}\n")
	return bw.Flush()
}

// Import reads a JSON history file written by ExportJSON, of any version up to
// HistoryVersion, and checks all of it: the format name and version, every record (its ID,
// date and series place, its game replayed through the rules by Restore, and a league match's
// settings and teams against its game), and that the records belong together (no ID twice;
// the games of a series have distinct numbers, one length, and the same bowlers and
// handicaps, and those of a match the same teams and settings). It returns
// every record in history order, or nil and an error wrapping ErrBadImport that says what is
// wrong: a bad, truncated or foreign file yields nothing. Merge the records into history.
func Import(data []byte) ([]Record, error) { return ImportProgress(data, nil) }

// ImportProgress is Import, telling progress after each game read (done of total games) when
// progress is not nil. Progress returning false stops the import: it returns nil and
// ErrImportCancelled. A page uses it to show a progress bar, to let the browser breathe
// between games, and to offer Cancel.
func ImportProgress(data []byte, progress func(done, total int) bool) ([]Record, error) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return nil, errorf("%w: not a complete JSON object (%v)", ErrBadImport, err)
	}
	if top == nil {
		return nil, errorf("%w: not a JSON object", ErrBadImport)
	}
	var format string
	if raw, ok := top["format"]; !ok {
		return nil, errorf("%w: not a tenpin history (no format name)", ErrBadImport)
	} else if json.Unmarshal(raw, &format) != nil || format != HistoryFormat {
		return nil, errorf("%w: not a tenpin history (format %s, want %q)", ErrBadImport, raw, HistoryFormat)
	}
	var version int
	if raw, ok := top["version"]; !ok {
		return nil, errorf("%w: no format version", ErrBadImport)
	} else if json.Unmarshal(raw, &version) != nil {
		return nil, errorf("%w: format version %s is not a whole number", ErrBadImport, raw)
	}
	switch {
	case version > HistoryVersion:
		return nil, errorf("%w: written by a newer version (format version %d; this one reads %d)", ErrBadImport, version, HistoryVersion)
	case version < 1:
		return nil, errorf("%w: format version %d", ErrBadImport, version)
	}
	// Now that the file is known to be ours, read it strictly.
	var file struct {
		Format  string            `json:"format"`
		Version int               `json:"version"`
		Games   []json.RawMessage `json:"games"`
	}
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(&file); err != nil {
		return nil, errorf("%w: %v", ErrBadImport, err)
	}
	if file.Games == nil {
		return nil, errorf("%w: no list of games", ErrBadImport)
	}
	records := make([]Record, len(file.Games))
	idx := newHistoryIndex()
	for i, raw := range file.Games {
		r, err := parseRecord(raw)
		if err == nil && r.match != nil && version < 2 {
			err = errorf("%w: a league match's game in a file of format version %d, which has none", ErrInvalidRecord, version)
		}
		if err != nil {
			return nil, errorf("%w: game %d of %d in the file: %w", ErrBadImport, i+1, len(file.Games), err)
		}
		if err := idx.fits(r); err != nil {
			return nil, errorf("%w: game %d of %d in the file: %s", ErrBadImport, i+1, len(file.Games), err)
		}
		idx.add(r)
		records[i] = r
		if progress != nil && !progress(i+1, len(file.Games)) {
			return nil, ErrImportCancelled
		}
	}
	SortRecords(records)
	return records, nil
}

// The CSV export's columns: CSVColumns for every ball, then CSVLeagueColumns for a league
// match's ball (empty for a game of a plain series).
const (
	CSVColumns       = 10
	CSVLeagueColumns = 2
)

// DefaultCSVHeader returns the names of the CSV export's first CSVColumns columns in English:
// date, series, game, bowler, frame, ball, pins, pin set, foul, split. A user interface
// passes its own words.
func DefaultCSVHeader() []string {
	return []string{"date", "series", "game", "bowler", "frame", "ball", "pins", "pin set", "foul", "split"}
}

// DefaultCSVLeagueHeader returns the names of the CSV export's league columns in English:
// team (the bowler's team, or in a Baker game the team whose line it is) and match (the two
// teams, "Pin Pals – Gutter Kings"). A user interface may pass its own words after the others.
func DefaultCSVLeagueHeader() []string { return []string{"team", "match"} }

// ExportCSV writes the records as CSV for a spreadsheet, one row per ball (README, "History
// formats"), under header: CSVColumns names, or CSVColumns+CSVLeagueColumns names; nil for
// DefaultCSVHeader. The league columns take DefaultCSVLeagueHeader's names unless header
// names them. Records come in history order; within a game, each line's balls in turn order,
// frame by frame. The file starts with a UTF-8 byte order mark and ends rows with CRLF, so
// that spreadsheets read a header in any language.
func ExportCSV(w io.Writer, records []Record, header []string) error {
	if header == nil {
		header = DefaultCSVHeader()
	}
	switch len(header) {
	case CSVColumns:
		header = append(slices.Clone(header), DefaultCSVLeagueHeader()...)
	case CSVColumns + CSVLeagueColumns:
	default:
		return errorf("the CSV header has %d columns, but the export has %d (or %d with the league's)",
			len(header), CSVColumns, CSVColumns+CSVLeagueColumns)
	}
	bw := bufio.NewWriter(w)
	bw.WriteString("\uFEFF")
	cw := csv.NewWriter(bw)
	cw.UseCRLF = true
	if err := cw.Write(header); err != nil {
		return err
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return err
	}
	if err := ExportCSVRows(bw, records); err != nil {
		return err
	}
	return bw.Flush()
}

// ExportCSVRows writes the rows of ExportCSV, one per ball, without its byte order mark and
// header, so that a long history can be written in parts: ExportCSV of the first records,
// then ExportCSVRows of the next ones, and so on, gives the file ExportCSV of all of them
// gives when each part comes after the one before in history order (SortRecords). Each game
// is replayed to read its balls, which takes a while over thousands of games.
func ExportCSVRows(w io.Writer, records []Record) error {
	sorted := records
	if !slices.IsSortedFunc(records, compareRecords) {
		sorted = slices.Clone(records)
		SortRecords(sorted)
	}
	bw := bufio.NewWriter(w)
	cw := csv.NewWriter(bw)
	cw.UseCRLF = true
	row := make([]string, CSVColumns+CSVLeagueColumns)
	for _, r := range sorted {
		g, err := r.Game()
		if err != nil {
			return errorf("game %s: %w", r.id, err)
		}
		row[0] = r.played.Format("2006-01-02 15:04:05")
		row[1] = r.series.ID
		row[2] = strconv.Itoa(r.series.Game)
		row[10], row[11] = "", ""
		m, isMatch := r.Match()
		if isMatch {
			row[11] = m.Teams[0].Name + " – " + m.Teams[1].Name
		}
		for i, c := range g.Cards() {
			row[3] = c.Name
			if isMatch {
				row[10] = m.Teams[r.teamOf(i)].Name
			}
			for _, fr := range c.Frames {
				if r.Baker() {
					row[3], _ = bakerBowler(m.Teams[i], r.series.Game-1, fr.Number)
				}
				for _, b := range fr.Deliveries {
					row[4] = strconv.Itoa(b.Frame)
					row[5] = strconv.Itoa(b.Number)
					row[6] = strconv.Itoa(b.Pins)
					row[7] = csvPinSet(b)
					row[8] = csvFlag(b.Foul)
					row[9] = csvSplit(b)
					if err := cw.Write(row); err != nil {
						return err
					}
				}
			}
		}
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return err
	}
	return bw.Flush()
}

// csvPinSet writes the pins a ball knocked down, when known, separated by spaces: "1 2 4".
// Not "1-2-4" as a leave is named, because spreadsheets read "7-10" as a date.
func csvPinSet(b Ball) string {
	if !b.Known {
		return ""
	}
	return strings.ReplaceAll(b.Down.String(), "-", " ")
}

func csvFlag(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

// csvSplit writes whether a ball left a split: "1" or "0", or "" for a ball at a full rack
// whose leave is unknown (entered as a count). Only a ball at a full rack that is not a foul
// can leave a split, so any other ball is "0".
func csvSplit(b Ball) string {
	if _, ok := b.Leave(); ok || !b.FullRack || b.Foul {
		return csvFlag(b.Split)
	}
	return ""
}
