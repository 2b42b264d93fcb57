package domain

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ErrBadImport is returned for a history file that cannot be imported: not JSON, truncated,
// another program's file, a newer format, or any record in it that is not valid. The error
// says which record and why; nothing of the file is taken.
var ErrBadImport = errors.New("the file cannot be imported")

// ErrImportCancelled is returned by ImportProgress when its progress function asked it to
// stop: nothing was read into history.
var ErrImportCancelled = errors.New("the import was cancelled")

// The JSON history format's name and the newest version, which this package reads with every
// earlier one (README, "History formats"). Version 2 adds a league match's teams and settings
// to the games of a match; version 3 adds games in a format (their save's "format", and a
// match's "league" its "format") and Scotch matches ("scotch" in a match's "league"); version
// 4 adds a match's identity in its league, as its match card gave it ("fixture" in a match);
// version 5 the night's bracket sets (BracketRecord, "brackets"). Files of earlier versions,
// which have none of them, still import.
const (
	HistoryFormat  = "tenpin-history"
	HistoryVersion = 5
)

// History is all that a history file holds: the finished games and the kept bracket sets.
type History struct {
	Records  []Record
	Brackets []BracketRecord
}

// ExportJSON writes all of the records as one JSON history file (README, "History formats"), in
// history order, one record per line. It writes the oldest version that holds every record
// (Record.historyVersion), and at least version 2, so that a file any version of tenpin since
// league matches can hold imports there.
func ExportJSON(w io.Writer, records []Record) error {
	return ExportHistory(w, History{Records: records})
}

// ExportHistory writes a history file as ExportJSON does, with the bracket sets after the
// games, by the time they were made, one a line; a file without sets has no "brackets".
func ExportHistory(w io.Writer, h History) error {
	records := h.Records
	sorted := slices.Clone(records)
	SortRecords(sorted)
	version := 2
	for _, r := range sorted {
		version = max(version, r.historyVersion())
	}
	if len(h.Brackets) > 0 {
		version = max(version, 5)
	}
	// The file is made in memory and written at once: the page keeps it there to download.
	b := fmt.Appendf(nil, `{"format":%q,"version":%d,"games":[`, HistoryFormat, version)
	for i, r := range sorted {
		data, err := r.MarshalJSON()
		if err != nil {
			return errorf("record %d: %w", i+1, err)
		}
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '\n')
		b = append(b, data...)
	}
	b = append(b, "\n]"...)
	if len(h.Brackets) > 0 {
		sets := slices.Clone(h.Brackets)
		sortStableFunc(sets, func(a, b BracketRecord) int { return a.Made.Compare(b.Made) })
		b = append(b, `,"brackets":[`...)
		for i, r := range sets {
			data, err := json.Marshal(r)
			if err != nil {
				return errorf("bracket set %d: %w", i+1, err)
			}
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, '\n')
			b = append(b, data...)
		}
		b = append(b, "\n]"...)
	}
	b = append(b, "}\n"...)
	_, err := w.Write(b)
	return err
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

// ImportProgress is Import, telling progress after each game read when progress is not nil:
// done of total is how much of the file is read, in bytes. Progress returning false stops
// the import: it returns nil and ErrImportCancelled. A page uses it to show a progress bar,
// to let the browser breathe between games, and to offer Cancel.
//
// The file is read once, token by token and game by game, never whole through reflection:
// in WebAssembly a season's file read whole held the page for half a second.
func ImportProgress(data []byte, progress func(done, total int) bool) ([]Record, error) {
	h, err := ImportHistory(data, progress)
	return h.Records, err
}

// ImportHistory is ImportProgress, returning the bracket sets of the file too, each checked
// by BracketRecord.Check, with no ID twice; a file of a version before 3 holds none.
func ImportHistory(data []byte, progress func(done, total int) bool) (History, error) {
	records, brackets, err := importFile(data, progress)
	if err != nil {
		return History{}, err
	}
	return History{Records: records, Brackets: brackets}, nil
}

// importFile reads a history file for ImportHistory.
func importFile(data []byte, progress func(done, total int) bool) ([]Record, []BracketRecord, error) {
	r := importReader{d: json.NewDecoder(bytes.NewReader(data)), idx: newHistoryIndex(), size: len(data), progress: progress}
	if t, err := r.d.Token(); t != json.Delim('{') {
		if t == nil && err == nil {
			return nil, nil, errorf("%w: not a JSON object", ErrBadImport)
		}
		return nil, nil, errorf("%w: not a complete JSON object (%v)", ErrBadImport, orValue(err, t))
	}
	var format, ver json.RawMessage
	var later []json.RawMessage // games read before the format and version
	var sets []json.RawMessage  // the bracket sets
	games, unknown := false, ""
	for r.d.More() {
		t, err := r.d.Token()
		if err != nil {
			return nil, nil, errorf("%w: not a complete JSON object (%v)", ErrBadImport, err)
		}
		switch key, _ := t.(string); key {
		case "format":
			err = r.d.Decode(&format)
		case "version":
			err = r.d.Decode(&ver)
		case "games":
			games = true
			if r.version, err = checkHeader(format, ver); err != nil || unknown != "" {
				err = r.d.Decode(&later) // checked below, once the whole object is read
			} else {
				err = r.games()
			}
		case "brackets":
			err = r.d.Decode(&sets)
		default:
			if unknown == "" {
				unknown = key
			}
			err = r.d.Decode(new(json.RawMessage))
		}
		if err != nil {
			if errors.Is(err, ErrBadImport) || errors.Is(err, ErrImportCancelled) {
				return nil, nil, err
			}
			return nil, nil, errorf("%w: not a complete JSON object (%v)", ErrBadImport, err)
		}
	}
	if _, err := r.d.Token(); err != nil {
		return nil, nil, errorf("%w: not a complete JSON object (%v)", ErrBadImport, err)
	}
	if _, err := r.d.Token(); err != io.EOF {
		return nil, nil, errorf("%w: not a complete JSON object (more data after it)", ErrBadImport)
	}
	version, err := checkHeader(format, ver)
	switch {
	case err != nil:
		return nil, nil, err
	case unknown != "":
		return nil, nil, errorf("%w: json: unknown field %q", ErrBadImport, unknown)
	case !games || later == nil && r.records == nil:
		return nil, nil, errorf("%w: no list of games", ErrBadImport)
	}
	r.version = version
	for i, raw := range later {
		if err := r.add(raw, i, len(later)); err != nil {
			return nil, nil, err
		}
	}
	records := r.records
	if records == nil {
		records = []Record{}
	}
	SortRecords(records)
	brackets, err := importBrackets(sets, version)
	if err != nil {
		return nil, nil, err
	}
	return records, brackets, nil
}

// importBrackets reads and checks the bracket sets of a file of version v.
func importBrackets(sets []json.RawMessage, v int) ([]BracketRecord, error) {
	if len(sets) > 0 && v < 5 {
		return nil, errorf("%w: bracket sets in a file of format version %d, which has none", ErrBadImport, v)
	}
	var out []BracketRecord
	for i, raw := range sets {
		var b BracketRecord
		d := json.NewDecoder(bytes.NewReader(raw))
		d.DisallowUnknownFields()
		err := d.Decode(&b)
		if err == nil {
			err = b.Check()
		}
		if err == nil && slices.ContainsFunc(out, func(o BracketRecord) bool { return o.ID == b.ID }) {
			err = errorf("the ID %s is there twice", b.ID)
		}
		if err != nil {
			return nil, errorf("%w: bracket set %d in the file: %w", ErrBadImport, i+1, err)
		}
		out = append(out, b)
	}
	return out, nil
}

// historyVersion is the first version of the history file that holds the record: 4 for a
// match's game that carries its match card's identity, 3 for a game in a format or of a
// Scotch match, 2 for another match's, else 1.
func (r Record) historyVersion() int {
	switch {
	case r.match != nil && r.match.Fixture != FixtureRef{}:
		return 4
	case r.format != Format{} || r.Scotch():
		return 3
	case r.match != nil:
		return 2
	}
	return 1
}

// orValue is err, or else the unexpected token t, for a message.
func orValue(err error, t json.Token) any {
	if err != nil {
		return err
	}
	return fmt.Sprintf("a JSON %v", t)
}

// checkHeader checks a history file's format name and version, as read so far.
func checkHeader(format, ver json.RawMessage) (int, error) {
	var name string
	var version int
	switch {
	case format == nil:
		return 0, errorf("%w: not a tenpin history (no format name)", ErrBadImport)
	case json.Unmarshal(format, &name) != nil || name != HistoryFormat:
		return 0, errorf("%w: not a tenpin history (format %s, want %q)", ErrBadImport, format, HistoryFormat)
	case ver == nil:
		return 0, errorf("%w: no format version", ErrBadImport)
	case json.Unmarshal(ver, &version) != nil:
		return 0, errorf("%w: format version %s is not a whole number", ErrBadImport, ver)
	case version > HistoryVersion:
		return 0, errorf("%w: written by a newer version (format version %d; this one reads %d)", ErrBadImport, version, HistoryVersion)
	case version < 1:
		return 0, errorf("%w: format version %d", ErrBadImport, version)
	}
	return version, nil
}

// importReader reads a history file's games one by one.
type importReader struct {
	d        *json.Decoder
	idx      *historyIndex
	version  int
	size     int
	progress func(done, total int) bool
	records  []Record // nil until a list of games is read
}

// games reads the list of games, each as it comes.
func (r *importReader) games() error {
	t, err := r.d.Token()
	switch {
	case err != nil:
		return err
	case t == nil: // null: no list of games
		return nil
	case t != json.Delim('['):
		return errorf("%w: json: cannot unmarshal %v into the list of games", ErrBadImport, t)
	}
	r.records = []Record{}
	for i := 0; r.d.More(); i++ {
		var raw json.RawMessage
		if err := r.d.Decode(&raw); err != nil {
			return err
		}
		if err := r.add(raw, i, 0); err != nil {
			return err
		}
	}
	_, err = r.d.Token()
	return err
}

// add reads game i (of n when known) and checks it against the games before it.
func (r *importReader) add(raw json.RawMessage, i, n int) error {
	where := fmt.Sprintf("game %d in the file", i+1)
	if n > 0 {
		where = fmt.Sprintf("game %d of %d in the file", i+1, n)
	}
	rec, err := parseRecord(raw)
	if err == nil && rec.historyVersion() > r.version {
		err = errorf("%w: a game of format version %d (a league match's, in a format, or with its league week) in a file of format version %d",
			ErrInvalidRecord, rec.historyVersion(), r.version)
	}
	if err != nil {
		return errorf("%w: %s: %w", ErrBadImport, where, err)
	}
	if err := r.idx.fits(rec); err != nil {
		return errorf("%w: %s: %s", ErrBadImport, where, err)
	}
	r.idx.add(rec)
	r.records = append(r.records, rec)
	if r.progress != nil && !r.progress(int(r.d.InputOffset()), r.size) {
		return ErrImportCancelled
	}
	return nil
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
// frame by frame (a strike 3-6-9 gives is no ball, so it has no row). The file starts with a
// UTF-8 byte order mark and ends rows with CRLF, so that spreadsheets read a header in any
// language.
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
	if _, err := w.Write(appendCSVRow([]byte("\uFEFF"), header)); err != nil {
		return err
	}
	return ExportCSVRows(w, records)
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
	var out []byte // the rows, written at once
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
			thrown := 0 // balls of the line so far
			for _, fr := range c.Frames {
				if r.Baker() {
					row[3], _ = bakerBowler(m.Teams[i], r.series.Game-1, fr.Number)
				}
				for _, b := range fr.Deliveries {
					if b.Given {
						continue
					}
					if r.Scotch() {
						t := m.Teams[i]
						row[3], _ = bowlerAt(t, ScotchBowler(t.bowling(), r.series.Game-1, thrown))
					}
					thrown++
					row[4] = strconv.Itoa(b.Frame)
					row[5] = strconv.Itoa(b.Number)
					row[6] = strconv.Itoa(b.Pins)
					row[7] = csvPinSet(b)
					row[8] = csvFlag(b.Foul)
					row[9] = csvSplit(b)
					out = appendCSVRow(out, row)
				}
			}
		}
	}
	_, err := w.Write(out)
	return err
}

// appendCSVRow appends row to b as encoding/csv's Writer with UseCRLF writes it (the lane's
// wasm linked that package, and bufio with it, for this alone): a field is quoted when it
// holds a comma, a quote, CR or LF, begins with a space character, or is `\.`; within the
// quotes a quote is doubled, LF is written CRLF and CR is left out. The row ends with CRLF.
func appendCSVRow(b []byte, row []string) []byte {
	for i, f := range row {
		if i > 0 {
			b = append(b, ',')
		}
		first, _ := utf8.DecodeRuneInString(f)
		if f != `\.` && !strings.ContainsAny(f, ",\"\r\n") && !unicode.IsSpace(first) {
			b = append(b, f...)
			continue
		}
		b = append(b, '"')
		for j := 0; j < len(f); j++ {
			switch c := f[j]; c {
			case '"':
				b = append(b, '"', '"')
			case '\r':
			case '\n':
				b = append(b, '\r', '\n')
			default:
				b = append(b, c)
			}
		}
		b = append(b, '"')
	}
	return append(b, '\r', '\n')
}

// csvPinSet writes the pins a ball knocked down, when known, separated by spaces: "1 2 4".
// Not "1-2-4" as a leave is named, because spreadsheets read "7-10" as a date.
func csvPinSet(b Ball) string {
	if !b.Known {
		return ""
	}
	return strings.ReplaceAll(b.Down.String(), "-", " ")
}

//go:noinline
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
