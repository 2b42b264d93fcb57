package domain

import (
	"encoding/json"
	"errors"
	"maps"
	"slices"
	"strconv"
)

// Revisions of a tournament: a tournament kept in several windows at once is stored at a
// revision that every stored change raises, and a change is stored only on the revision it
// was made from (the app checks that where it writes). A change refused so is made again on
// the tournament as stored now (MergeTournament): each part the change touched (name,
// settings, squads, entries, results, prizes) is taken from it when the other window left
// that part alone, the sheets kept by both are kept together (the same sheet once), and
// what no longer fits is refused with a TournamentConflict that names the part, or the pair
// whose sheet is in the way.

// ErrSheetKept says that a change would unseat the bowlers of a pair whose games are kept:
// its bowlers, the games an entry bowls and the handicaps stay as the sheet has them.
var ErrSheetKept = errors.New("a pair's sheet is kept already")

// TournamentPart names a part of a tournament that a change touches.
type TournamentPart string

// The parts of a tournament MergeTournament merges apart.
const (
	TournamentName    TournamentPart = "name"
	TournamentRules   TournamentPart = "settings"
	TournamentSquads  TournamentPart = "squads"
	TournamentEntries TournamentPart = "entries"
	TournamentFinals  TournamentPart = "results"
	TournamentPrizes  TournamentPart = "prizes"
	TournamentSheets  TournamentPart = "sheets"
)

// TournamentConflict says why a change made on an older revision of a tournament does not fit
// the one stored now: Part is the part another window changed too (TournamentSheets: a sheet kept
// there, of squad Squad's pair Pair, both from 0, that the change would unseat or that holds
// other balls than the change's).
type TournamentConflict struct {
	Part        TournamentPart
	Squad, Pair int
	Err         error // the refusal underneath, when there is one
}

func (c *TournamentConflict) Error() string {
	if c.Part == TournamentSheets {
		return "another window kept the sheet of squad " + strconv.Itoa(c.Squad+1) + ", pair " + strconv.Itoa(c.Pair+1) + " first"
	}
	return "another window changed the tournament's " + string(c.Part) + " too"
}

// Unwrap lets errors.Is find ErrConflict, and the refusal underneath.
func (c *TournamentConflict) Unwrap() []error { return []error{ErrConflict, c.Err} }

// Clone returns a copy of the tournament that changes apart from it; the kept games' records
// are shared, never changed by either.
func (t *Tournament) Clone() *Tournament {
	c := *t
	c.Squads, c.Entries, c.Prizes.Amounts = slices.Clone(t.Squads), slices.Clone(t.Entries), slices.Clone(t.Prizes.Amounts)
	c.Results.Advanced, c.Results.MatchPlay = slices.Clone(t.Results.Advanced), slices.Clone(t.Results.MatchPlay)
	c.Results.Ladder, c.Results.LadderRollOff = slices.Clone(t.Results.Ladder), maps.Clone(t.Results.LadderRollOff)
	c.Results.SeedRollOff = slices.Clone(t.Results.SeedRollOff)
	c.kept = maps.Clone(t.kept)
	return &c
}

// CheckSheets refuses a tournament whose sheets kept no longer fit it, as KeepSheet would
// refuse them now (an entry of a kept pair renamed or moved, the games or the handicap
// changed): a *TournamentConflict naming the first such pair, wrapping ErrSheetKept.
func (t *Tournament) CheckSheets() error {
	if len(t.kept) == 0 {
		return nil
	}
	fresh := *t
	fresh.kept = nil
	for _, k := range sortedPairs(t.kept) {
		if ref, _, err := fresh.KeepSheet(t.kept[k]); err != nil || ref.Squad != k.squad || ref.Pair != k.pair {
			return &TournamentConflict{Part: TournamentSheets, Squad: k.squad, Pair: k.pair, Err: errors.Join(ErrSheetKept, err)}
		}
	}
	return nil
}

// sortedPairs returns the pairs of kept in order, squad by squad.
func sortedPairs(kept map[pairKey][]Record) []pairKey {
	return slices.SortedFunc(maps.Keys(kept), func(a, b pairKey) int {
		if a.squad != b.squad {
			return a.squad - b.squad
		}
		return a.pair - b.pair
	})
}

// MergeTournament makes the change from base to mine again on stored, the same tournament as
// another window stored it since base was read, and returns the tournament to store. Each part
// mine left as base had it is stored's; each part mine changed is mine's where stored left it
// as base had it (or changed it the same way), else the change is refused with a
// *TournamentConflict naming the part. The sheets kept are stored's and every game mine kept
// that base had not (a game kept by both with the same balls is kept once; with other balls
// it is refused naming the pair). The result must fit: Check, the results, and every sheet
// kept as CheckSheets sees it, else the part that made it unfit is named. Nothing given is
// changed.
func MergeTournament(base, mine, stored *Tournament) (*Tournament, error) {
	if base.ID != mine.ID || stored.ID != mine.ID {
		return nil, errorf("%w: tournaments %s and %s", ErrOtherTournament, mine.ID, stored.ID)
	}
	out := stored.Clone()
	if err := errors.Join(
		mergePart(TournamentName, base.Name, mine.Name, &out.Name),
		mergePart(TournamentRules, base.Settings, mine.Settings, &out.Settings),
		mergePart(TournamentSquads, base.Squads, mine.Squads, &out.Squads),
		mergePart(TournamentEntries, base.Entries, mine.Entries, &out.Entries),
		mergePart(TournamentFinals, base.Results, mine.Results, &out.Results),
		mergePart(TournamentPrizes, base.Prizes, mine.Prizes, &out.Prizes),
	); err != nil {
		var c *TournamentConflict
		errors.As(err, &c) // the first part in conflict
		return nil, c
	}
	for _, k := range sortedPairs(mine.kept) {
		var added []Record
		for _, r := range mine.kept[k] {
			if !slices.ContainsFunc(base.kept[k], r.Equal) {
				added = append(added, r)
			}
		}
		if len(added) == 0 {
			continue
		}
		if _, _, err := out.KeepSheet(added); err != nil {
			part := TournamentSheets
			if !errors.Is(err, ErrAlreadyKept) {
				part = changedPart(base, stored) // the other window moved the pair's bowlers
			}
			return nil, &TournamentConflict{Part: part, Squad: k.squad, Pair: k.pair, Err: err}
		}
	}
	if err := out.Check(); err != nil {
		return nil, &TournamentConflict{Part: changedPart(base, stored), Err: err}
	}
	if err := out.Results.check(len(out.Entries), out.Settings.Finalists); err != nil {
		return nil, &TournamentConflict{Part: TournamentFinals, Err: err}
	}
	if err := out.CheckSheets(); err != nil {
		return nil, err
	}
	return out.Clone(), nil // shares no part with mine
}

// mergePart sets *into (stored's part) to mine's where mine changed it from base and stored
// did not, or refuses a part both changed, each its own way.
func mergePart[T any](name TournamentPart, base, mine T, into *T) error {
	b, m, s := encode(base), encode(mine), encode(*into)
	switch {
	case m == b || s == m:
	case s == b:
		*into = mine
	default:
		return &TournamentConflict{Part: name}
	}
	return nil
}

// changedPart names the first part of the setup that stored changed from base (squads before
// entries before settings: what seats bowlers first), TournamentSheets when none did.
func changedPart(base, stored *Tournament) TournamentPart {
	switch {
	case encode(base.Squads) != encode(stored.Squads):
		return TournamentSquads
	case encode(base.Entries) != encode(stored.Entries):
		return TournamentEntries
	case encode(base.Settings) != encode(stored.Settings):
		return TournamentRules
	case encode(base.Name) != encode(stored.Name):
		return TournamentName
	}
	return TournamentSheets
}

// encode is v's JSON text, to compare parts by: two parts are the same when it is.
func encode(v any) string {
	data, _ := json.Marshal(v) // the parts are plain data, which always encodes
	return string(data)
}
