package domain

import (
	"errors"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The bounds and defaults of a tournament (tournament.md).
const (
	MaxTournamentNameLen   = 40 // a tournament's name is 1 to 40 characters, as a team name's
	MaxSquadNameLen        = 24 // a squad's name or start time
	DefaultTournamentGames = 6  // qualifying games an entry
	MaxTournamentGames     = 12
	MinFinalists           = 2
	MaxFinalists           = 64
	MaxSquads              = 50
	MaxEntries             = 1000 // far above a club weekend's 200; it bounds a file's work
	LaneSeats              = 4    // bowlers a lane seats; a pair seats twice as many
	maxTournamentIDLen     = 48   // leaves room in a series ID for the squad and pair (PairRef)
)

// The reasons Check refuses an entry that the director can mend, each also wrapped with
// ErrInvalidTournament, so that the screen says which in the director's words.
var (
	// ErrReentry is returned for a bowler's second entry where re-entries are not allowed.
	ErrReentry = errors.New("re-entries are not allowed")
	// ErrSeatedTwice is returned for a bowler entered twice in one squad.
	ErrSeatedTwice = errors.New("a bowler is seated twice in a squad")
	// ErrSquadFull is returned for an entry in a squad whose lanes seat no one more.
	ErrSquadFull = errors.New("the squad is full")
)

// Reentry is whether a bowler may enter more than once, and how their entries are ranked.
type Reentry string

// The re-entry rules.
const (
	NoReentry  Reentry = "none"  // one entry a bowler
	BestEntry  Reentry = "best"  // re-entries ranked best entry only: one place a bowler
	EveryEntry Reentry = "every" // every entry takes its own place
)

// Finals is what follows qualifying and the cut.
type Finals string

// The finals a tournament may have.
const (
	NoFinals         Finals = "none"        // the qualifying standings are final
	MatchPlayFinals  Finals = "match-play"  // a round robin of the finalists
	StepLadderFinals Finals = "step-ladder" // a step-ladder of the top Ladder
	BothFinals       Finals = "both"        // match play, then a step-ladder
)

// TournamentSettings are a tournament's rules (tournament.md, "A tournament"). The zero value
// is not valid; start from DefaultTournamentSettings.
type TournamentSettings struct {
	Handicap      Handicap `json:"handicap"`      // off: a scratch event; fixed from each entry's average
	Games         int      `json:"games"`         // qualifying games an entry, 1..MaxTournamentGames
	Fee           int      `json:"fee"`           // entry fee in cents
	Reentry       Reentry  `json:"reentry"`       // NoReentry, BestEntry or EveryEntry
	Finalists     int      `json:"finalists"`     // K, who advance at the cut: MinFinalists..MaxFinalists
	Finals        Finals   `json:"finals"`        // NoFinals, MatchPlayFinals, StepLadderFinals or BothFinals
	Ladder        int      `json:"ladder"`        // S, the step-ladder's seeds: MinLadder..MaxLadder, at most K
	Bonus         int      `json:"bonus"`         // pins for a match play win
	ByeTarget     int      `json:"byeTarget"`     // a bye game at least this scores the bonus
	Carry         bool     `json:"carry"`         // carry all qualifying pins into match play (else none)
	PositionRound bool     `json:"positionRound"` // match play ends with a position round
	FinalsLane    int      `json:"finalsLane"`    // the finals' first lane, 1..MaxLane
}

// DefaultTournamentSettings returns the settings a new tournament starts from: scratch, six
// games, no fee, no re-entries, eight finalists, no finals, a bonus of 30 pins and a bye
// target of 200, all pins carried, finals from lane 1.
func DefaultTournamentSettings() TournamentSettings {
	return TournamentSettings{Handicap: DefaultHandicap, Games: DefaultTournamentGames, Reentry: NoReentry,
		Finalists: 8, Finals: NoFinals, Ladder: MaxLadder, Bonus: DefaultBonus, ByeTarget: DefaultByeTarget,
		Carry: true, FinalsLane: 1}
}

// Check refuses settings outside tournament.md's bounds with ErrInvalidTournament (or
// ErrInvalidHandicap), saying which.
func (s TournamentSettings) Check() error {
	if err := s.Handicap.Check(); err != nil {
		return err
	}
	switch {
	case s.Games < 1 || s.Games > MaxTournamentGames:
		return errorf("%w: %d games an entry, but it is 1 to %d", ErrInvalidTournament, s.Games, MaxTournamentGames)
	case s.Fee < 0 || s.Fee > MaxBracketFee:
		return errorf("%w: an entry fee of %d cents, but it is 0 to %d", ErrInvalidTournament, s.Fee, MaxBracketFee)
	case !slices.Contains([]Reentry{NoReentry, BestEntry, EveryEntry}, s.Reentry):
		return errorf("%w: re-entries %q, but they are none, best or every", ErrInvalidTournament, s.Reentry)
	case s.Finalists < MinFinalists || s.Finalists > MaxFinalists:
		return errorf("%w: %d finalists, but there are %d to %d", ErrInvalidTournament, s.Finalists, MinFinalists, MaxFinalists)
	case !slices.Contains([]Finals{NoFinals, MatchPlayFinals, StepLadderFinals, BothFinals}, s.Finals):
		return errorf("%w: finals %q, but they are none, match-play, step-ladder or both", ErrInvalidTournament, s.Finals)
	case s.Ladder < MinLadder || s.Ladder > MaxLadder || s.Ladder > s.Finalists:
		return errorf("%w: a step-ladder of %d, but it is %d to %d and at most the %d finalists", ErrInvalidTournament, s.Ladder, MinLadder, MaxLadder, s.Finalists)
	case s.Bonus < 0 || s.Bonus > MaxScore || s.ByeTarget < 0 || s.ByeTarget > MaxScore:
		return errorf("%w: a bonus of %d and a bye target of %d, but both are 0 to %d", ErrInvalidTournament, s.Bonus, s.ByeTarget, MaxScore)
	case s.FinalsLane < 1 || s.FinalsLane > MaxLane:
		return errorf("%w: the finals' first lane %d, but lanes are 1 to %d", ErrInvalidTournament, s.FinalsLane, MaxLane)
	}
	return nil
}

// Squad is one shift of qualifying: its name or start time, its lanes (FirstLane to LastLane,
// a whole number of pairs) and, when MoveEvery is not 0, a lane move after every MoveEvery
// games: each pair's group moves to the next pair, the last pair's to the first.
type Squad struct {
	Name      string `json:"name"`
	FirstLane int    `json:"firstLane"`
	LastLane  int    `json:"lastLane"`
	MoveEvery int    `json:"moveEvery,omitempty"`
}

// Pairs returns the number of pairs of lanes the squad has (0 for lanes that are none).
func (q Squad) Pairs() int { return max(q.LastLane-q.FirstLane+1, 0) / 2 }

// Seats returns how many bowlers the squad seats: LaneSeats a lane.
func (q Squad) Seats() int { return 2 * LaneSeats * q.Pairs() }

// check refuses a squad of a tournament of games games, saying which.
func (q Squad) check(games int) error {
	name := strings.TrimSpace(q.Name)
	if n := utf8.RuneCountInString(name); n < 1 || n > MaxSquadNameLen || name != q.Name ||
		strings.ContainsFunc(name, func(r rune) bool { return !unicode.IsPrint(r) }) {
		return errorf("squad name %q is not 1 to %d printable characters, trimmed", q.Name, MaxSquadNameLen)
	}
	switch {
	case q.FirstLane < 1 || q.LastLane > MaxLane+1 || q.LastLane < q.FirstLane:
		return errorf("squad %s: lanes %d to %d, but lanes are 1 to %d, first before last", q.Name, q.FirstLane, q.LastLane, MaxLane+1)
	case (q.LastLane-q.FirstLane+1)%2 != 0:
		return errorf("squad %s: lanes %d to %d are not a whole number of pairs", q.Name, q.FirstLane, q.LastLane)
	case q.MoveEvery < 0 || q.MoveEvery >= games && q.MoveEvery != 0:
		return errorf("squad %s: a lane move every %d games, but it is 1 to %d, or 0 for none", q.Name, q.MoveEvery, games-1)
	}
	return nil
}

// TournamentEntry is one entry into the tournament: the bowler (a name as ParseName returns it, the
// same name for each of their re-entries), the average typed for it and the squad it bowls
// in (an index into Squads). Its handicap follows from the average and is fixed for the
// whole tournament.
type TournamentEntry struct {
	Bowler  string `json:"bowler"`
	Average int    `json:"average"`
	Squad   int    `json:"squad"`
}

// Tournament is a club tournament kept on the director's device: its identity, rules, squads
// and entries, which the director edits (Check says whether they fit), the finals' results
// the director records, and the lane sheets kept (KeepSheet), which only grow.
type Tournament struct {
	ID       string             // see NewID; a lane card and its sheet carry it
	Name     string             // as ParseTournamentName returns it
	Settings TournamentSettings // the rules
	Squads   []Squad
	Entries  []TournamentEntry // in entry order, which seats them
	Results  TournamentResults
	Prizes   PrizeList

	kept map[pairKey][]Record // each pair's games kept, by game number
}

// pairKey is a squad and a pair of it, from 0.
type pairKey struct{ squad, pair int }

// NewTournament starts a tournament named entered (ParseTournamentName) with a new ID, the
// settings given and no squads or entries.
func NewTournament(entered string, settings TournamentSettings) (*Tournament, error) {
	name, err := ParseTournamentName(entered)
	if err != nil {
		return nil, err
	}
	if err := settings.Check(); err != nil {
		return nil, err
	}
	return &Tournament{ID: NewID(), Name: name, Settings: settings}, nil
}

// ParseTournamentName checks a tournament's name as entered and returns it as kept: a team
// name's rule up to MaxTournamentNameLen characters, refused with ErrInvalidTournament.
func ParseTournamentName(entered string) (string, error) {
	return parseTitle(entered, "tournament", MaxTournamentNameLen, ErrInvalidTournament)
}

// AddEntry enters bowler (a name ParseName takes) with the average typed for the entry in
// squad and returns the entry's index. It refuses, changing nothing, with
// ErrInvalidTournament what Check would refuse with it: a re-entry where none are allowed, a
// bowler already seated in that squad, a squad with no seat left.
func (t *Tournament) AddEntry(bowler string, average, squad int) (int, error) {
	name, err := ParseName(bowler)
	if err != nil {
		return 0, err
	}
	t.Entries = append(t.Entries, TournamentEntry{Bowler: name, Average: average, Squad: squad})
	if err := t.Check(); err != nil {
		t.Entries = t.Entries[:len(t.Entries)-1]
		return 0, err
	}
	return len(t.Entries) - 1, nil
}

// Check refuses a tournament whose parts do not fit, saying which (ErrInvalidTournament, or
// the error of the rule broken): a bad ID or name, settings Check refuses, no squad or more
// than MaxSquads, a squad that is not a whole number of pairs of lanes, more than MaxEntries
// entries, an entry's bowler, average or squad, a re-entry where none are allowed, a bowler
// seated twice in a squad (the lane tablet tells bowlers apart by name), or a squad with more
// bowlers than its lanes seat.
func (t *Tournament) Check() error {
	if err := checkID(t.ID); err != nil || len(t.ID) > maxTournamentIDLen {
		return errorf("%w: ID %q is not 1 to %d letters, digits, - and _", ErrInvalidTournament, t.ID, maxTournamentIDLen)
	}
	if name, err := ParseTournamentName(t.Name); err != nil || name != t.Name {
		return errorf("%w: name %q is not one as ParseTournamentName keeps it", ErrInvalidTournament, t.Name)
	}
	if err := t.Settings.Check(); err != nil {
		return err
	}
	if len(t.Squads) > MaxSquads || len(t.Entries) > MaxEntries {
		return errorf("%w: %d squads and %d entries, but at most %d and %d", ErrInvalidTournament, len(t.Squads), len(t.Entries), MaxSquads, MaxEntries)
	}
	seated := make([]int, len(t.Squads))
	for i, q := range t.Squads {
		if err := q.check(t.Settings.Games); err != nil {
			return errorf("%w: %w", ErrInvalidTournament, err)
		}
		if slices.ContainsFunc(t.Squads[:i], func(o Squad) bool { return strings.EqualFold(o.Name, q.Name) }) {
			return errorf("%w: two squads are named %s", ErrInvalidTournament, q.Name)
		}
	}
	type seat struct {
		bowler string
		squad  int
	}
	first := map[string]int{} // each bowler's first entry
	in := map[seat]int{}      // each bowler's entry in a squad
	for i, e := range t.Entries {
		if name, err := ParseName(e.Bowler); err != nil || name != e.Bowler {
			return errorf("%w: entry %d: %q is not a name as shown (3 letters A-Z, upper case)", ErrInvalidTournament, i+1, e.Bowler)
		}
		if err := CheckAverage(e.Average); err != nil {
			return errorf("%w: entry %d (%s): %w", ErrInvalidTournament, i+1, e.Bowler, err)
		}
		if e.Squad < 0 || e.Squad >= len(t.Squads) {
			return errorf("%w: entry %d (%s) is in squad %d, but the squads are 0 to %d", ErrInvalidTournament, i+1, e.Bowler, e.Squad, len(t.Squads)-1)
		}
		q := t.Squads[e.Squad]
		if f, ok := first[e.Bowler]; ok && t.Settings.Reentry == NoReentry {
			return errorf("%w: %w: entry %d: %s entered already (entry %d), and re-entries are not allowed", ErrInvalidTournament, ErrReentry, i+1, e.Bowler, f+1)
		}
		if f, ok := in[seat{e.Bowler, e.Squad}]; ok {
			return errorf("%w: %w: entry %d: %s is seated twice in squad %s (entry %d too)", ErrInvalidTournament, ErrSeatedTwice, i+1, e.Bowler, q.Name, f+1)
		}
		in[seat{e.Bowler, e.Squad}] = i
		if _, ok := first[e.Bowler]; !ok {
			first[e.Bowler] = i
		}
		if seated[e.Squad]++; seated[e.Squad] > q.Seats() {
			return errorf("%w: %w: entry %d (%s): squad %s seats %d bowlers on lanes %d to %d, and it is full",
				ErrInvalidTournament, ErrSquadFull, i+1, e.Bowler, q.Name, q.Seats(), q.FirstLane, q.LastLane)
		}
	}
	return nil
}
