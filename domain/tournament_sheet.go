package domain

import (
	"errors"
	"slices"
	"strconv"
	"strings"
)

// The reasons Tournament.KeepSheet refuses a lane's sheet; each is wrapped with detail that
// names the tournament, squad, pair or bowler.
var (
	// ErrNoPairRef is returned for games that name no tournament pair: a series not set up from
	// a lane card.
	ErrNoPairRef = errors.New("the games name no tournament pair")
	// ErrOtherTournament is returned for a sheet or tournament file of another tournament.
	ErrOtherTournament = errors.New("it is another tournament's")
	// ErrNoSuchSquad is returned for a squad, or a pair of a squad, the tournament has not.
	ErrNoSuchSquad = errors.New("the tournament has no such squad or pair")
	// ErrNotSeated is returned for games of a bowler the pair does not seat, or that do not fit
	// the pair's series (its games, handicaps).
	ErrNotSeated = errors.New("the pair does not seat that bowler")
)

// PairRef is where a lane's games belong in a tournament: its ID, and the squad and pair (both
// from 0). A lane card carries it to the tablet and the series' ID (SeriesID) brings it back
// with every game, so that KeepSheet files a sheet without asking.
type PairRef struct {
	Tournament  string
	Squad, Pair int
}

// SeriesID is the ID of the series a lane card sets up: the tournament's ID, "-s", the squad,
// "-p" and the pair, so that each record of the sheet names its pair (ParsePairRef).
func (r PairRef) SeriesID() string {
	return r.Tournament + "-s" + strconv.Itoa(r.Squad) + "-p" + strconv.Itoa(r.Pair)
}

// ParsePairRef reads a series ID that SeriesID wrote; false for any other ID. It reads the
// numbers from the end, so a tournament ID holding "-s" or "-p" reads too.
func ParsePairRef(seriesID string) (PairRef, bool) {
	p := strings.LastIndex(seriesID, "-p")
	if p < 0 {
		return PairRef{}, false
	}
	s := strings.LastIndex(seriesID[:p], "-s")
	if s < 1 {
		return PairRef{}, false
	}
	squad, err1 := strconv.Atoi(seriesID[s+2 : p])
	pair, err2 := strconv.Atoi(seriesID[p+2:])
	ref := PairRef{Tournament: seriesID[:s], Squad: squad, Pair: pair}
	if err1 != nil || err2 != nil || squad < 0 || pair < 0 || ref.SeriesID() != seriesID || len(ref.Tournament) > maxTournamentIDLen {
		return PairRef{}, false // "+1", "01" and the like are not what SeriesID writes
	}
	return ref, true
}

// KeepSheet files a lane's games (a sheet link's records, DecodeSheet) under the squad and
// pair their series names (PairRef). It returns the pair, and true when a game is kept now,
// false when every game was kept there already (the same sheet kept twice is kept once; a
// sheet of more games than one kept before adds the new ones). It refuses, changing nothing:
// games that name no pair (ErrNoPairRef) or another tournament's (ErrOtherTournament); a squad
// or pair the tournament has not (ErrNoSuchSquad); games of a series other than the pair's, a
// bowler the pair does not seat, a handicap other than the bowler's (ErrNotSeated, naming
// them); and a game of the pair kept already with other balls (ErrAlreadyKept).
func (t *Tournament) KeepSheet(records []Record) (PairRef, bool, error) {
	if len(records) == 0 {
		return PairRef{}, false, errorf("%w: there are no games", ErrNoPairRef)
	}
	id := records[0].series.ID
	ref, ok := ParsePairRef(id)
	if !ok {
		return PairRef{}, false, errorf("%w: series %s was not set up from a lane card", ErrNoPairRef, id)
	}
	if ref.Tournament != t.ID {
		return ref, false, errorf("%w: games of tournament %s, but this is %s (%s)", ErrOtherTournament, ref.Tournament, t.Name, t.ID)
	}
	if err := t.Check(); err != nil {
		return ref, false, err
	}
	seating := t.seating()
	if ref.Squad >= len(t.Squads) {
		return ref, false, errorf("%w: squad %d, but the tournament has %d squads", ErrNoSuchSquad, ref.Squad+1, len(t.Squads))
	}
	q := t.Squads[ref.Squad]
	if ref.Pair >= len(seating[ref.Squad]) {
		return ref, false, errorf("%w: pair %d of squad %s, but it seats bowlers on %d pairs", ErrNoSuchSquad, ref.Pair+1, q.Name, len(seating[ref.Squad]))
	}
	seats := seating[ref.Squad][ref.Pair].Seats
	where := "pair " + strconv.Itoa(ref.Pair+1) + " of squad " + q.Name
	kept := slices.Clone(t.kept[pairKey{ref.Squad, ref.Pair}])
	added := false
	for _, r := range records {
		if r.series.ID != id || r.series.Of != t.Settings.Games || r.match != nil {
			return ref, false, errorf("%w: game %d of series %s (%d games) is not of %s's series of %d games", ErrNotSeated, r.series.Game, r.series.ID, r.series.Of, where, t.Settings.Games)
		}
		for i, b := range r.bowlers {
			at := slices.IndexFunc(seats, func(s Seat) bool { return s.Bowler == b.name })
			if at < 0 {
				return ref, false, errorf("%w: %s bowled game %d, but %s does not seat them", ErrNotSeated, b.name, r.series.Game, where)
			}
			if want := seats[at].Handicap; t.Settings.Handicap.On && (r.handicap == nil || r.handicap[i] != want) || !t.Settings.Handicap.On && r.handicap != nil {
				return ref, false, errorf("%w: %s bowled game %d with another handicap than their %d", ErrNotSeated, b.name, r.series.Game, want)
			}
		}
		at, found := slices.BinarySearchFunc(kept, r.series.Game, func(k Record, g int) int { return k.series.Game - g })
		switch {
		case found && kept[at].Equal(r):
		case found:
			return ref, false, errorf("%w: game %d of %s is kept already, with other balls", ErrAlreadyKept, r.series.Game, where)
		default:
			kept = slices.Insert(kept, at, r)
			added = true
		}
	}
	if added {
		if t.kept == nil {
			t.kept = map[pairKey][]Record{}
		}
		t.kept[pairKey{ref.Squad, ref.Pair}] = kept
	}
	return ref, added, nil
}

// Sheets returns the games kept for squad's pair (both from 0), by game number.
func (t *Tournament) Sheets(squad, pair int) []Record {
	return slices.Clone(t.kept[pairKey{squad, pair}])
}
