package domain

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"slices"
)

// ErrBadLeagueFile is returned for a league file that cannot be read: not JSON, truncated,
// another program's file, a newer format, or anything in it that a league cannot hold. The
// error says what; nothing of the file is taken.
var ErrBadLeagueFile = errors.New("the league file cannot be read")

// ErrNewerLeagueFile is returned, wrapped with ErrBadLeagueFile, for a league file written by a
// newer version of tenpin.
var ErrNewerLeagueFile = errors.New("the league file was written by a newer version")

// The league file's format name and the newest version, which this package reads with every
// earlier one (README, "League file"). Version 2 adds the games that carry their match card's
// identity (a match's "fixture", history version 4); MarshalJSON writes it only for a league
// with such a game, so that a league without reads in every version of tenpin.
const (
	LeagueFormat  = "tenpin-league"
	LeagueVersion = 2
)

// leagueFile is the league file's JSON form.
type leagueFile struct {
	Format   string         `json:"format"`
	Version  int            `json:"version"`
	ID       string         `json:"id"`
	Name     string         `json:"name"`
	Settings SeasonSettings `json:"settings"`
	Teams    []string       `json:"teams"`
	Bowlers  []bowlerJSON   `json:"bowlers"`
	Roster   []RosterChange `json:"roster"`
	Weeks    []planJSON     `json:"weeks"`
	Position []int          `json:"position,omitempty"`
	Rev      uint64         `json:"rev,omitempty"` // the stored revision: a head's only (MarshalHead), never a file's
	// then "matches": a list of keptJSON, written and read one by one
}

type bowlerJSON struct {
	Name     string `json:"name"`
	Entering *int   `json:"entering,omitempty"`
}

type planJSON struct {
	Week int `json:"week"`
	WeekPlan
}

type keptJSON struct {
	Week  int               `json:"week"`
	Pair  int               `json:"pair"`
	Teams [2]int            `json:"teams"`
	Games []json.RawMessage `json:"games"`
}

// MarshalJSON writes the league file (README, "League file"): the league's ID, name,
// settings, teams, bowlers, roster changes, week plans, the position round's order once fixed,
// and its matches kept, one a line, each game a history record.
func (s *Season) MarshalJSON() ([]byte, error) { return s.marshal(true) }

// marshal writes the league file, with its matches or with an empty list of them, in the
// oldest version that holds it (LeagueVersion's comment).
func (s *Season) marshal(matches bool) ([]byte, error) {
	f := leagueFile{Format: LeagueFormat, Version: 1, ID: s.id, Name: s.name, Settings: s.settings,
		Teams: s.teams, Bowlers: make([]bowlerJSON, len(s.bowlers)), Roster: s.changes, Weeks: []planJSON{}, Position: s.position}
	if !matches {
		f.Rev = s.rev
	}
	if f.Roster == nil {
		f.Roster = []RosterChange{}
	}
	for i, b := range s.bowlers {
		f.Bowlers[i].Name = b.Name
		if b.Entering >= 0 {
			f.Bowlers[i].Entering = &b.Entering
		}
	}
	for _, k := range s.kept {
		if k.Records[0].historyVersion() == 4 {
			f.Version = 2
		}
	}
	for w := range s.Weeks() {
		if p, ok := s.plans[w]; ok {
			f.Weeks = append(f.Weeks, planJSON{Week: w, WeekPlan: p})
		}
	}
	head, err := json.Marshal(f)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	out.Write(head[:len(head)-1])
	out.WriteString(`,"matches":[`)
	for i, k := range s.kept {
		if !matches {
			break
		}
		if i > 0 {
			out.WriteByte(',')
		}
		m := keptJSON{Week: k.Week, Pair: k.Pair, Teams: k.Teams, Games: make([]json.RawMessage, len(k.Records))}
		for g, r := range k.Records {
			if m.Games[g], err = r.MarshalJSON(); err != nil {
				return nil, err
			}
		}
		line, err := json.Marshal(m)
		if err != nil {
			return nil, err
		}
		out.WriteByte('\n')
		out.Write(line)
	}
	out.WriteString("\n]}\n")
	return out.Bytes(), nil
}

// ReadLeague reads a league file written by Season.MarshalJSON, of any version up to
// LeagueVersion, and checks all of it as the Season's methods check each change: the format
// name and version; the ID, name, settings and teams; each bowler, once; each roster change
// against those before it; each week's plan by itself (what depends on the rosters is
// checked as the lineups are made); the position round's order; and each match as Keep files
// it, every game replayed through the rules, no match twice. It returns the league, or nil
// and an error wrapping ErrBadLeagueFile (and ErrNewerLeagueFile for a newer version) that
// says what is wrong. A league of an ID the device already keeps is that league: Merge it in;
// another ID is another league.
func ReadLeague(data []byte) (*Season, error) { return ReadLeagueProgress(data, nil) }

// ReadLeagueProgress is ReadLeague, telling progress after each part of the league and each
// game read when progress is not nil: done of total is how much of the file is read, in
// bytes. Progress returning false stops
// reading: it returns nil and ErrImportCancelled. A page uses it to show a progress bar and to
// let the browser breathe between games.
//
// The file is read once, token by token and match by match, its games checked as they come:
// read whole first, BenchmarkLeagueFile's 5 MB took some 100 ms natively (several times that
// in a browser) before the first game.
func ReadLeagueProgress(data []byte, progress func(done, total int) bool) (*Season, error) {
	r := leagueReader{d: json.NewDecoder(bytes.NewReader(data)), size: len(data), progress: progress}
	r.d.DisallowUnknownFields()
	s, err := r.read()
	switch {
	case err == nil:
		return s, nil
	case errors.Is(err, ErrImportCancelled), errors.Is(err, ErrBadLeagueFile):
		return nil, err
	}
	return nil, errorf("%w: %w", ErrBadLeagueFile, err)
}

// leagueReader reads a league file: its parts into f, then, once they are all read and the
// league is made, its matches one by one.
type leagueReader struct {
	d        *json.Decoder
	size     int
	progress func(done, total int) bool
	f        leagueFile
	s        *Season // made when the matches begin
	matches  int     // matches read
	version  int     // the file's, once its header is checked
}

func (r *leagueReader) read() (*Season, error) {
	if t, err := r.d.Token(); t != json.Delim('{') {
		return nil, errorf("%w: not a JSON object (%v)", ErrBadLeagueFile, orValue(err, t))
	}
	var format, version json.RawMessage
	var later []keptJSON // matches read before the format and version could be checked
	unknown := ""
	for r.d.More() {
		t, err := r.d.Token()
		if err != nil {
			return nil, errorf("%w: not a complete JSON object (%v)", ErrBadLeagueFile, err)
		}
		key, _ := t.(string)
		if r.s != nil {
			return nil, errorf("%w: %q after the matches, but they come last", ErrBadLeagueFile, key)
		}
		switch key {
		case "format":
			err = r.d.Decode(&format)
		case "version":
			err = r.d.Decode(&version)
		case "id":
			err = r.d.Decode(&r.f.ID)
		case "name":
			err = r.d.Decode(&r.f.Name)
		case "settings":
			err = r.d.Decode(&r.f.Settings)
		case "teams":
			err = r.d.Decode(&r.f.Teams)
		case "bowlers":
			err = r.d.Decode(&r.f.Bowlers)
		case "roster":
			err = r.d.Decode(&r.f.Roster)
		case "weeks":
			err = r.d.Decode(&r.f.Weeks)
		case "position":
			err = r.d.Decode(&r.f.Position)
		case "rev":
			err = r.d.Decode(&r.f.Rev)
		case "matches":
			if r.version, err = checkLeagueHeader(format, version); err != nil || unknown != "" {
				err = r.d.Decode(&later) // checked below, once the whole object is read
			} else {
				err = r.readMatches()
			}
		default:
			if unknown == "" {
				unknown = key
			}
			err = r.d.Decode(new(json.RawMessage))
		}
		if err == nil && !r.tell() {
			err = ErrImportCancelled
		}
		if err != nil {
			if errors.Is(err, ErrImportCancelled) || errors.Is(err, ErrBadLeagueFile) {
				return nil, err
			}
			return nil, errorf("%w: %s: %w", ErrBadLeagueFile, key, err)
		}
	}
	if _, err := r.d.Token(); err != nil {
		return nil, errorf("%w: not a complete JSON object (%v)", ErrBadLeagueFile, err)
	}
	if _, err := r.d.Token(); err != io.EOF {
		return nil, errorf("%w: more data after the league", ErrBadLeagueFile)
	}
	v, err := checkLeagueHeader(format, version)
	if err != nil {
		return nil, err
	}
	r.version = v
	if unknown != "" {
		return nil, errorf("%w: json: unknown field %q", ErrBadLeagueFile, unknown)
	}
	if r.s == nil {
		if err := r.make(); err != nil {
			return nil, err
		}
	}
	for _, m := range later {
		if err := r.match(m); err != nil {
			return nil, err
		}
	}
	return r.s, nil
}

// checkLeagueHeader checks a league file's format name and version, as read so far, and
// returns the version.
func checkLeagueHeader(format, ver json.RawMessage) (int, error) {
	var name string
	var version int
	switch {
	case format == nil:
		return 0, errorf("%w: not a tenpin league (no format name)", ErrBadLeagueFile)
	case json.Unmarshal(format, &name) != nil || name != LeagueFormat:
		return 0, errorf("%w: not a tenpin league (format %s, want %q)", ErrBadLeagueFile, format, LeagueFormat)
	case ver == nil || json.Unmarshal(ver, &version) != nil || version < 1:
		return 0, errorf("%w: format version %s is not a version", ErrBadLeagueFile, ver)
	case version > LeagueVersion:
		return 0, errorf("%w: %w (format version %d; this one reads %d)", ErrBadLeagueFile, ErrNewerLeagueFile, version, LeagueVersion)
	}
	return version, nil
}

// readMatches makes the league of the parts read so far, then reads its list of matches,
// each as it comes.
func (r *leagueReader) readMatches() error {
	if err := r.make(); err != nil {
		return err
	}
	if !r.tell() {
		return ErrImportCancelled
	}
	t, err := r.d.Token()
	switch {
	case err != nil:
		return err
	case t == nil: // null: no matches
		return nil
	case t != json.Delim('['):
		return errorf("%w: the matches are %v, not a list", ErrBadLeagueFile, t)
	}
	for r.d.More() {
		var m keptJSON
		if err := r.d.Decode(&m); err != nil {
			return err
		}
		if err := r.match(m); err != nil {
			return err
		}
	}
	_, err = r.d.Token()
	return err
}

// tell tells progress how much of the file is read, and reports whether to read on.
func (r *leagueReader) tell() bool {
	return r.progress == nil || r.progress(int(r.d.InputOffset()), r.size)
}

// match reads one match of the file, every game replayed through the rules, and keeps it.
func (r *leagueReader) match(m keptJSON) error {
	r.matches++
	records := make([]Record, len(m.Games))
	for g, raw := range m.Games {
		var err error
		if records[g], err = parseRecord(raw); err == nil && r.version < 2 && records[g].historyVersion() == 4 {
			err = errorf("%w: a game with its league week in a file of format version %d", ErrInvalidRecord, r.version)
		}
		if err != nil {
			return errorf("%w: match %d, game %d: %w", ErrBadLeagueFile, r.matches, g+1, err)
		}
		if !r.tell() {
			return ErrImportCancelled
		}
	}
	res, err := MatchOf(records)
	if err == nil {
		var added bool
		if added, err = r.s.keep(KeptMatch{Week: m.Week, Pair: m.Pair, Teams: m.Teams, Result: res, Records: records}); err == nil && !added {
			err = errorf("%w: the match is there twice", ErrAlreadyKept)
		}
	}
	if err != nil {
		return errorf("%w: match %d: %w", ErrBadLeagueFile, r.matches, err)
	}
	return nil
}

// make makes the league of the file's parts but its matches, checking each part as the
// Season's methods check it.
func (r *leagueReader) make() error {
	s, err := r.f.season()
	if err != nil {
		return errorf("%w: %w", ErrBadLeagueFile, err)
	}
	r.s = s
	return nil
}

// season makes the league of a file's parts but its matches.
func (f *leagueFile) season() (*Season, error) {
	if err := checkID(f.ID); err != nil {
		return nil, errorf("%w: league %w", ErrInvalidSeason, err)
	}
	s, err := NewSeason(f.Name, f.Settings, f.Teams)
	if err != nil {
		return nil, err
	}
	s.id, s.rev = f.ID, f.Rev
	for i, b := range f.Bowlers {
		entering := -1
		if b.Entering != nil {
			if entering = *b.Entering; entering < 0 {
				return nil, errorf("%w: %s's entering average: %w", ErrInvalidSeason, b.Name, CheckAverage(entering))
			}
		}
		if _, twice := s.byName[b.Name]; twice {
			return nil, errorf("%w: bowler %d, %s, is there twice", ErrInvalidSeason, i+1, b.Name)
		}
		if err := s.SetBowler(Bowler{Name: b.Name, Entering: entering}); err != nil {
			return nil, err
		}
	}
	for i, c := range f.Roster {
		if err := s.change(c); err != nil {
			return nil, errorf("roster change %d: %w", i+1, err)
		}
	}
	for _, p := range f.Weeks {
		if err := s.checkWeek(p.Week); err != nil {
			return nil, err
		}
		if _, twice := s.plans[p.Week]; twice {
			return nil, errorf("%w: week %d has two plans", ErrInvalidSeason, p.Week)
		}
		plan, err := s.checkPlan(p.WeekPlan)
		if err != nil {
			return nil, errorf("week %d's plan: %w", p.Week, err)
		}
		s.setPlan(p.Week, plan)
	}
	if f.Position != nil {
		if _, err := PositionRound(f.Position, 1); err != nil || len(f.Position) != len(s.teams) || !s.settings.PositionRound {
			return nil, errorf("%w: the position round's order %v is not one of the league's teams each, or the league has none", ErrInvalidSeason, f.Position)
		}
		s.position = slices.Clone(f.Position)
	}
	return s, nil
}
