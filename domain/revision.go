package domain

import (
	"encoding/json"
	"errors"
	"maps"
	"slices"
)

// Revisions: a league kept by an app in several windows at once (or two apps on one device)
// carries the revision it was stored at, which every stored change raises by one. A change is
// made from the revision a window read (its base) and may be stored only while the stored
// revision is still that base (CanStore): a window showing an older league never writes over
// a newer one. A change refused so is made again on the league as stored now: a change that
// names what it changes (a setting beside another window's rename: MergeSettings, MergeName)
// still applies there, and the Season's own refusals (a week already bowled, a pair already
// kept) are then checked against the stored league, not the window's. SeasonChanges names what
// another window changed, for the message.

// ErrRevised says that the stored league is not the one a change was made from: another
// window stored a newer revision, or deleted it, or stored one where none was expected.
var ErrRevised = errors.New("the stored league changed since it was read")

// ErrConflict says that a change and another window's change set the same thing to different
// values: neither is applied over the other.
var ErrConflict = errors.New("another window changed the same thing")

// Revision is the revision the league was stored at: 0 for one never stored, or stored before
// revisions.
func (s *Season) Revision() uint64 { return s.rev }

// Revise raises the league's revision by one: the revision its next stored copy is written at.
func (s *Season) Revise() { s.rev++ }

// Clone returns a copy of the league that changes apart from it; its matches' records are
// shared, never changed by either.
func (s *Season) Clone() *Season {
	c := *s
	c.teams, c.bowlers, c.changes = slices.Clone(s.teams), slices.Clone(s.bowlers), slices.Clone(s.changes)
	c.byName, c.plans, c.filed = maps.Clone(s.byName), maps.Clone(s.plans), maps.Clone(s.filed)
	c.position, c.kept = slices.Clone(s.position), slices.Clone(s.kept)
	return &c
}

// HeadRevision reads the revision of a stored head (Season.MarshalHead's); a head stored
// before revisions has none: 0. Anything that is not a head is refused.
func HeadRevision(head []byte) (uint64, error) {
	var h struct {
		ID  string `json:"id"`
		Rev uint64 `json:"rev"`
	}
	if err := json.Unmarshal(head, &h); err != nil || h.ID == "" {
		return 0, errorf("%w: a stored head without an ID", ErrBadLeagueFile)
	}
	return h.Rev, nil
}

// CanStore says whether a change made from revision base may replace the stored head (found
// false: none is stored): only while the stored revision is base. fresh says that the change
// makes the league anew (a new league, an import, one brought back), which may be stored only
// where none is. It returns nil, or an error wrapping ErrRevised.
func CanStore(stored []byte, found bool, base uint64, fresh bool) error {
	switch {
	case fresh && found:
		return errorf("%w: another league of this ID is stored", ErrRevised)
	case fresh:
		return nil
	case !found:
		return errorf("%w: it is no longer stored (deleted)", ErrRevised)
	}
	rev, err := HeadRevision(stored)
	if err != nil {
		return errorf("%w: %w", ErrRevised, err)
	}
	if rev != base {
		return errorf("%w: revision %d is stored, the change was made from %d", ErrRevised, rev, base)
	}
	return nil
}

// merge3 is the three-way rule for one value: mine where the change changed it from base,
// unless theirs changed it too, to something else (a conflict); theirs otherwise.
func merge3[T comparable](base, mine, theirs T) (T, bool) {
	switch {
	case mine == base || mine == theirs:
		return theirs, true
	case theirs == base:
		return mine, true
	}
	return theirs, false
}

// MergeName is the league's name after a change from base to mine, made again on theirs, the
// name as stored now: mine where the change renamed it, unless the stored one was renamed too
// (ErrConflict); theirs where the change left the name as it was.
func MergeName(base, mine, theirs string) (string, error) {
	name, ok := merge3(base, mine, theirs)
	if !ok {
		return theirs, errorf("%w: the league's name is %q now", ErrConflict, theirs)
	}
	return name, nil
}

// MergeSettings is the settings after a change from base to mine, made again on theirs, the
// settings as stored now, setting by setting as MergeName does a name: each setting the change
// changed takes its value, the others keep theirs. A setting both changed to different values
// is a conflict (ErrConflict, naming it), and theirs are returned.
func MergeSettings(base, mine, theirs SeasonSettings) (SeasonSettings, error) {
	out := theirs
	var clash []string
	pick := func(what string, ok bool) {
		if !ok {
			clash = append(clash, what)
		}
	}
	var ok bool
	b, m, t := base.Match, mine.Match, theirs.Match
	out.Match.Handicap, ok = merge3(b.Handicap, m.Handicap, t.Handicap)
	pick("handicap", ok)
	out.Match.Points, ok = merge3(b.Points, m.Points, t.Points)
	pick("points", ok)
	out.Match.AbsentDeduction, ok = merge3(b.AbsentDeduction, m.AbsentDeduction, t.AbsentDeduction)
	pick("absentee deduction", ok)
	out.Match.VacancyScore, ok = merge3(b.VacancyScore, m.VacancyScore, t.VacancyScore)
	pick("vacancy score", ok)
	out.Match.Baker, ok = merge3(b.Baker, m.Baker, t.Baker)
	pick("Baker", ok)
	out.Match.Scotch, ok = merge3(b.Scotch, m.Scotch, t.Scotch)
	pick("Scotch", ok)
	out.Match.Format, ok = merge3(b.Format, m.Format, t.Format)
	pick("format", ok)
	for _, n := range []struct {
		what              string
		out               *int
		base, mine, their int
	}{
		{"games a week", &out.Games, base.Games, mine.Games, theirs.Games},
		{"first lane", &out.FirstLane, base.FirstLane, mine.FirstLane, theirs.FirstLane},
		{"rounds", &out.Rounds, base.Rounds, mine.Rounds, theirs.Rounds},
		{"games to establish an average", &out.Establish, base.Establish, mine.Establish, theirs.Establish},
		{"honour roll's game", &out.HonourGame, base.HonourGame, mine.HonourGame, theirs.HonourGame},
		{"honour roll's series", &out.HonourSeries, base.HonourSeries, mine.HonourSeries, theirs.HonourSeries},
	} {
		*n.out, ok = merge3(n.base, n.mine, n.their)
		pick(n.what, ok)
	}
	out.PositionRound, ok = merge3(base.PositionRound, mine.PositionRound, theirs.PositionRound)
	pick("position round", ok)
	if clash != nil {
		return theirs, errorf("%w: %v", ErrConflict, clash)
	}
	return out, nil
}

// MergePlan is a week's plan after a change from base to mine, made again on theirs, the
// plan as stored now, as MergeName does a name: the plan is one thing (its absentees and
// substitutes go together), so a week whose plan both changed, to different plans, is a
// conflict (ErrConflict), and theirs is returned.
func MergePlan(base, mine, theirs WeekPlan) (WeekPlan, error) {
	switch {
	case samePlan(mine, base) || samePlan(mine, theirs):
		return theirs, nil
	case samePlan(theirs, base):
		return mine, nil
	}
	return theirs, errorf("%w: the week's plan", ErrConflict)
}

// samePlan reports whether two plans say the same (an empty list is no list).
func samePlan(a, b WeekPlan) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return string(ja) == string(jb)
}

// SeasonPart names a part of a league, for SeasonChanges.
type SeasonPart uint8

// The parts of a league SeasonChanges tells apart.
const (
	PartName     SeasonPart = 1 << iota // the league's name
	PartSettings                        // its settings
	PartTeams                           // its teams, bowlers and rosters
	PartPlans                           // the weeks' absentees, substitutes and typed averages
	PartMatches                         // the matches kept
)

// SeasonChanges says which parts of league b differ from a's (0: none); a nil league differs
// in every part.
func SeasonChanges(a, b *Season) SeasonPart {
	if a == nil || b == nil {
		return PartName | PartSettings | PartTeams | PartPlans | PartMatches
	}
	var p SeasonPart
	if a.name != b.name {
		p |= PartName
	}
	if a.settings != b.settings {
		p |= PartSettings
	}
	if !slices.Equal(a.teams, b.teams) || !slices.Equal(a.bowlers, b.bowlers) || !slices.Equal(a.changes, b.changes) {
		p |= PartTeams
	}
	pa, _ := json.Marshal(a.plans)
	pb, _ := json.Marshal(b.plans)
	if string(pa) != string(pb) {
		p |= PartPlans
	}
	if !slices.EqualFunc(a.kept, b.kept, func(x, y KeptMatch) bool {
		return x.Week == y.Week && x.Pair == y.Pair && slices.EqualFunc(x.Records, y.Records, Record.Equal)
	}) {
		p |= PartMatches
	}
	return p
}
