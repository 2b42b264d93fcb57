package domain

import (
	"bytes"
	"encoding/json"
	"errors"
	"maps"
	"slices"
)

// The tournament file's format name and the newest version, which ReadTournament reads with
// every earlier one (README, "Tournament file").
const (
	TournamentFormat  = "tenpin-tournament"
	TournamentVersion = 1
)

// ErrBadTournamentFile is returned for a tournament file that cannot be read: not JSON, not a
// tournament, or holding what a tournament refuses. The error says what is wrong.
var ErrBadTournamentFile = errors.New("the tournament file cannot be read")

// ErrNewerTournamentFile is returned, wrapped with ErrBadTournamentFile, for a tournament file
// written by a newer version.
var ErrNewerTournamentFile = errors.New("the tournament file was written by a newer version")

// tournamentFile is the tournament file's JSON form.
type tournamentFile struct {
	Format   string             `json:"format"`
	Version  int                `json:"version"`
	ID       string             `json:"id"`
	Name     string             `json:"name"`
	Settings TournamentSettings `json:"settings"`
	Squads   []Squad            `json:"squads"`
	Entries  []TournamentEntry  `json:"entries"`
	Results  TournamentResults  `json:"results"`
	Prizes   PrizeList          `json:"prizes"`
	Sheets   []sheetJSON        `json:"sheets"`
}

// sheetJSON is one pair's games kept, each a history record.
type sheetJSON struct {
	Squad int      `json:"squad"`
	Pair  int      `json:"pair"`
	Games []Record `json:"games"`
}

// MarshalJSON writes the tournament file: format name and version, the tournament's ID, name,
// settings, squads, entries, the finals' results, the prize list, and each pair's sheet kept
// (squad, pair, and its games as history records), pairs in order.
func (t *Tournament) MarshalJSON() ([]byte, error) {
	f := tournamentFile{Format: TournamentFormat, Version: TournamentVersion, ID: t.ID, Name: t.Name, Settings: t.Settings,
		Squads: t.Squads, Entries: t.Entries, Results: t.Results, Prizes: t.Prizes, Sheets: []sheetJSON{}}
	if f.Squads == nil {
		f.Squads = []Squad{}
	}
	if f.Entries == nil {
		f.Entries = []TournamentEntry{}
	}
	keys := slices.SortedFunc(maps.Keys(t.kept), func(a, b pairKey) int {
		if a.squad != b.squad {
			return a.squad - b.squad
		}
		return a.pair - b.pair
	})
	for _, k := range keys {
		f.Sheets = append(f.Sheets, sheetJSON{Squad: k.squad, Pair: k.pair, Games: t.kept[k]})
	}
	return json.Marshal(f)
}

// ReadTournament reads a tournament file written by MarshalJSON of any version up to
// TournamentVersion. It checks everything: the tournament as Check does, the results, and
// each sheet as KeepSheet keeps it (under the squad and pair it is filed under, every game
// replayed through the rules, none twice). It returns nil and an error wrapping
// ErrBadTournamentFile (and ErrNewerTournamentFile for a newer version) that says what.
func ReadTournament(data []byte) (*Tournament, error) {
	var head struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, errorf("%w: %w", ErrBadTournamentFile, err)
	}
	switch {
	case head.Format != TournamentFormat:
		return nil, errorf("%w: not a tenpin tournament (format %q, want %q)", ErrBadTournamentFile, head.Format, TournamentFormat)
	case head.Version < 1:
		return nil, errorf("%w: format version %d is not a version", ErrBadTournamentFile, head.Version)
	case head.Version > TournamentVersion:
		return nil, errorf("%w: %w (format version %d; this one reads %d)", ErrBadTournamentFile, ErrNewerTournamentFile, head.Version, TournamentVersion)
	}
	var f tournamentFile
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(&f); err != nil {
		return nil, errorf("%w: %w", ErrBadTournamentFile, err)
	}
	t := &Tournament{ID: f.ID, Name: f.Name, Settings: f.Settings, Squads: f.Squads, Entries: f.Entries, Results: f.Results, Prizes: f.Prizes}
	if err := t.Check(); err != nil {
		return nil, errorf("%w: %w", ErrBadTournamentFile, err)
	}
	if err := t.Results.check(len(t.Entries), t.Settings.Finalists); err != nil {
		return nil, errorf("%w: %w", ErrBadTournamentFile, err)
	}
	for _, a := range t.Prizes.Amounts {
		if a < 0 || a > MaxEntries*MaxBracketFee {
			return nil, errorf("%w: %w: a place pays %d cents", ErrBadTournamentFile, ErrInvalidPrizes, a)
		}
	}
	for _, s := range f.Sheets {
		if len(s.Games) == 0 {
			return nil, errorf("%w: the sheet of squad %d, pair %d holds no games", ErrBadTournamentFile, s.Squad, s.Pair)
		}
		ref, added, err := t.KeepSheet(s.Games)
		switch {
		case err != nil:
			return nil, errorf("%w: %w", ErrBadTournamentFile, err)
		case ref.Squad != s.Squad || ref.Pair != s.Pair || !added || len(t.kept[pairKey{ref.Squad, ref.Pair}]) != len(s.Games):
			return nil, errorf("%w: the sheet filed under squad %d, pair %d is that of squad %d, pair %d, or is there twice",
				ErrBadTournamentFile, s.Squad, s.Pair, ref.Squad, ref.Pair)
		}
	}
	return t, nil
}

// UnmarshalJSON reads a tournament file into t, as ReadTournament does; on an error t is left
// as it was.
func (t *Tournament) UnmarshalJSON(data []byte) error {
	read, err := ReadTournament(data)
	if err != nil {
		return err
	}
	*t = *read
	return nil
}

// check refuses results no tournament of entries entries and k finalists gives: an advanced
// entry out of range or twice, more than k advanced, a seed roll-off's winner out of range or
// twice or more than MaxLadder of them, and match play or step-ladder scores outside what
// MatchPlay and StepLadder take.
func (r TournamentResults) check(entries, k int) error {
	if len(r.Advanced) > k {
		return errorf("%w: %d advanced, but %d finalists", ErrInvalidTournament, len(r.Advanced), k)
	}
	for i, e := range r.Advanced {
		if e < 0 || e >= entries || slices.Contains(r.Advanced[:i], e) {
			return errorf("%w: finalist %d is entry %d, but entries are 0 to %d, each once", ErrInvalidTournament, i+1, e, entries-1)
		}
	}
	if _, err := MatchPlay(make([]int, len(r.Advanced)), r.MatchPlay, 0, 0); err != nil {
		return err
	}
	if len(r.SeedRollOff) > MaxLadder {
		return errorf("%w: %d won the step-ladder's seed roll-off, but it has at most %d seeds", ErrInvalidTournament, len(r.SeedRollOff), MaxLadder)
	}
	for i, e := range r.SeedRollOff {
		if e < 0 || e >= entries || slices.Contains(r.SeedRollOff[:i], e) {
			return errorf("%w: the seed roll-off's winner %d is entry %d, but entries are 0 to %d, each once", ErrInvalidTournament, i+1, e, entries-1)
		}
	}
	if len(r.Ladder) > MaxLadder-1 {
		return errorf("%w: %d step-ladder matches, but there are at most %d", ErrInvalidTournament, len(r.Ladder), MaxLadder-1)
	}
	for m, sc := range r.Ladder {
		if sc[0] < 0 || sc[0] > MaxScore || sc[1] < 0 || sc[1] > MaxScore {
			return errorf("%w: step-ladder match %d scores %d and %d", ErrInvalidTournament, m+1, sc[0], sc[1])
		}
	}
	return nil
}

// TournamentMerge says what Tournament.Merge did: the games added, and those already kept.
type TournamentMerge struct{ Added, Same int }

// Merge keeps into t the sheets of other, the same tournament read from another device's
// file: a game kept in both is kept once. t's settings, squads, entries, results and prizes
// stay. It refuses, changing nothing, another tournament (ErrOtherTournament) and a sheet
// KeepSheet refuses in t (a game kept in both with other balls among them).
func (t *Tournament) Merge(other *Tournament) (TournamentMerge, error) {
	var m TournamentMerge
	if other.ID != t.ID {
		return m, errorf("%w: tournament %s (%s), but this is %s (%s)", ErrOtherTournament, other.Name, other.ID, t.Name, t.ID)
	}
	next := *t
	next.kept = maps.Clone(t.kept)
	for _, k := range slices.SortedFunc(maps.Keys(other.kept), func(a, b pairKey) int { return a.squad*MaxLane + a.pair - b.squad*MaxLane - b.pair }) {
		games := other.kept[k]
		before := len(next.kept[k])
		if _, _, err := next.KeepSheet(games); err != nil {
			return TournamentMerge{}, err
		}
		m.Added += len(next.kept[k]) - before
		m.Same += len(games) - (len(next.kept[k]) - before)
	}
	*t = next
	return m, nil
}
