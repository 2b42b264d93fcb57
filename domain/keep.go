package domain

import (
	"cmp"
	"errors"
	"slices"
	"strings"
)

// The reasons Season.Keep refuses a match; each is wrapped with detail that names the league,
// team, week or pair.
var (
	// ErrOtherLeague is returned for a match or league file of another league (another ID).
	ErrOtherLeague = errors.New("it is another league's")
	// ErrNoSuchWeek is returned for a week, or a pair of a week, that the season does not have.
	ErrNoSuchWeek = errors.New("the league has no such week")
	// ErrNoSuchTeam is returned for a match of a team the league does not have, or of two
	// teams that do not bowl each other in the week and pair it is filed under.
	ErrNoSuchTeam = errors.New("the league has no such team in that week")
	// ErrAlreadyKept is returned for a match whose week and pair is already kept with other
	// games, or whose games are already kept under another week or pair.
	ErrAlreadyKept = errors.New("the match is already kept with other games")
	// ErrNoFixture is returned by KeepSheet for games that name no league week: a plain
	// series, or a match set up by hand rather than from a match card.
	ErrNoFixture = errors.New("the games name no league week")
)

// FixtureRef is where a match belongs in a league's season: the league's ID, and the week and
// pair (both from 0). A match card carries it to the lane with the match (Fixture.Ref) and the
// match sheet brings it back, so that Season.Keep files the sheet without asking.
type FixtureRef struct {
	League string `json:"league"`
	Week   int    `json:"week"`
	Pair   int    `json:"pair"`
}

// maxWeeks is the most weeks a season has: MaxRounds rounds of 39 weeks (40 teams, or 39 and a
// bye). A week has at most MaxTeams/2 pairs.
const maxWeeks = MaxRounds * (MaxTeams - 1)

// check refuses a FixtureRef that no league can give: a bad league ID, a week or pair out of
// any season's bounds. The zero FixtureRef, no league's, passes.
//
//go:noinline
func (f FixtureRef) check() error {
	if f == (FixtureRef{}) {
		return nil
	}
	if err := checkID(f.League); err != nil {
		return errorf("league %w", err)
	}
	if f.Week < 0 || f.Week >= maxWeeks || f.Pair < 0 || f.Pair >= MaxTeams/2 {
		return errorf("week %d, pair %d, but a league has weeks 0 to %d and pairs 0 to %d", f.Week, f.Pair, maxWeeks-1, MaxTeams/2-1)
	}
	return nil
}

// KeptMatch is a finished match kept in a league's season, filed under its week and pair.
type KeptMatch struct {
	Week, Pair int
	Teams      [2]int      // the league's indices of the match's two teams, as Result.Teams
	Result     MatchResult // its teams as bowled, settings and score
	Records    []Record    // its games, by number
}

// Keep files a finished match, its games' records, under ref: the league's week and pair the
// match card gave it. It returns true when the match is kept now, false when this very match
// was kept there already (nothing is doubled). It refuses, changing nothing, a match of
// another league (ErrOtherLeague); a week or pair the season does not have (ErrNoSuchWeek); a
// team the league does not have, by name (trimmed, in either case), or two teams that do not
// bowl each other there (ErrNoSuchTeam); records MatchOf refuses, a match with a game missing
// or of other than the league's games a week (ErrInvalidMatch); and a week's pair kept with
// other games, or games kept elsewhere (ErrAlreadyKept).
func (s *Season) Keep(ref FixtureRef, records []Record) (bool, error) {
	if ref.League != s.id {
		return false, errorf("%w: a match of league %s, but this is %s (%s)", ErrOtherLeague, ref.League, s.name, s.id)
	}
	res, err := MatchOf(records)
	if err != nil {
		return false, err
	}
	var teams [2]int
	for t, team := range res.Teams {
		name := strings.TrimSpace(team.Name)
		if teams[t] = slices.IndexFunc(s.teams, func(n string) bool { return strings.EqualFold(n, name) }); teams[t] < 0 {
			return false, errorf("%w: the league has no team %q", ErrNoSuchTeam, name)
		}
	}
	return s.keep(KeptMatch{Week: ref.Week, Pair: ref.Pair, Teams: teams, Result: res, Records: records})
}

// KeepSheet files a match's games by the identity its match card gave them (Match.Fixture,
// which its records carry): the games of a match sheet's link (DecodeSheet), or one match's
// games of a history file. It returns where they are filed, and true when they are kept now,
// false when this very match was kept there already. It refuses, changing nothing, games
// that name no league week (ErrNoFixture) and whatever Keep refuses under that identity: a
// match of another league, a week or pair the season has not, teams that do not bowl there,
// a game missing, the pair kept with other games.
func (s *Season) KeepSheet(records []Record) (FixtureRef, bool, error) {
	if len(records) == 0 || records[0].match == nil || records[0].match.Fixture == (FixtureRef{}) {
		return FixtureRef{}, false, errorf("%w: a league week comes with the games of a match set up from its match card", ErrNoFixture)
	}
	// MatchOf, in Keep, refuses games whose matches differ, identities included.
	ref := records[0].match.Fixture
	added, err := s.Keep(ref, records)
	return ref, added, err
}

// keep files a match whose result is worked out, as Keep says.
func (s *Season) keep(k KeptMatch) (bool, error) {
	if err := s.checkWeek(k.Week); err != nil {
		return false, err
	}
	pairs := s.week(k.Week).Pairs
	if k.Pair < 0 || k.Pair >= len(pairs) {
		return false, errorf("%w: pair %d of week %d, but the week has pairs 0 to %d", ErrNoSuchWeek, k.Pair, k.Week, len(pairs)-1)
	}
	p := pairs[k.Pair]
	if k.Teams != [2]int{p.A, p.B} && k.Teams != [2]int{p.B, p.A} {
		return false, errorf("%w: %s v %s do not bowl pair %d of week %d, %s v %s do", ErrNoSuchTeam,
			s.nameOf(k.Teams[0]), s.nameOf(k.Teams[1]), k.Pair, k.Week, s.teams[p.A], s.teams[p.B])
	}
	res := k.Result
	if res.Score.Finished != res.Games || res.Games != s.settings.Games {
		return false, errorf("%w: %d games of %d, but the league keeps finished matches of %d games", ErrInvalidMatch, res.Score.Finished, res.Games, s.settings.Games)
	}
	k.Records = slices.Clone(k.Records)
	sortFunc(k.Records, func(a, b Record) int { return a.series.Game - b.series.Game })
	if at := s.keptAt(k.Week, k.Pair); at >= 0 {
		if slices.EqualFunc(s.kept[at].Records, k.Records, Record.Equal) {
			return false, nil
		}
		return false, errorf("%w: pair %d of week %d is already kept, with games %s", ErrAlreadyKept, k.Pair, k.Week, s.kept[at].Records[0].series.ID)
	}
	ids := []string{k.Records[0].series.ID}
	for _, r := range k.Records {
		ids = append(ids, r.id)
	}
	for _, id := range ids {
		if at, ok := s.filed[id]; ok {
			return false, errorf("%w: the games of %s are kept as pair %d of week %d", ErrAlreadyKept, k.Records[0].series.ID, at[1], at[0])
		}
	}
	if s.settings.PositionRound && k.Week == s.Weeks()-1 && s.position == nil {
		_, s.position = s.standings(k.Week - 1) // the week's pairs stay as they are
	}
	for _, id := range ids {
		s.filed[id] = [2]int{k.Week, k.Pair}
	}
	at, _ := slices.BinarySearchFunc(s.kept, k, compareKept)
	s.kept = slices.Insert(s.kept, at, k)
	return true, nil
}

// nameOf names team i in a message, or says it is none of the league's.
//
//go:noinline
func (s *Season) nameOf(i int) string {
	if i < 0 || i >= len(s.teams) {
		return "no team of the league"
	}
	return s.teams[i]
}

func compareKept(a, b KeptMatch) int {
	return cmp.Or(cmp.Compare(a.Week, b.Week), cmp.Compare(a.Pair, b.Pair))
}

// keptAt returns the index in kept of the match of week's pair, or -1.
func (s *Season) keptAt(week, pair int) int {
	at, ok := slices.BinarySearchFunc(s.kept, KeptMatch{Week: week, Pair: pair}, compareKept)
	if !ok {
		return -1
	}
	return at
}

// Kept returns the matches kept in week, by pair; a week below 0 gives every match kept, by
// week and pair. Each has its own list of records; its Result's lists are the league's, to
// read and not to change.
func (s *Season) Kept(week int) []KeptMatch {
	var out []KeptMatch
	for _, k := range s.kept {
		if week < 0 || k.Week == week {
			k.Records = slices.Clone(k.Records)
			out = append(out, k)
		}
	}
	return out
}

// LeagueMerge tells what Season.Merge did with the other copy's matches.
type LeagueMerge struct {
	Added   int     // matches kept now
	Same    int     // matches kept here already, the very same games
	Refused []error // matches left out, each with why (as Keep refuses them)
}

// Merge takes into the league the matches of another copy of it (the same ID; another league's
// is refused with ErrOtherLeague and changes nothing): each match the other copy keeps is kept
// here as Keep would, never doubled; one that does not fit (its week's pair kept here with
// other games, or pairs that differ here) is left out and reported. Everything else (the name,
// settings, teams, bowlers, rosters and plans) stays as it is here: a device takes another
// copy's whole league by reading its file as a league of its own (ReadLeague). Where the other
// copy has fixed its position round and this one has not, this one takes its order, so that
// the position round's matches fit.
func (s *Season) Merge(other *Season) (LeagueMerge, error) {
	var rep LeagueMerge
	if other.id != s.id {
		return rep, errorf("%w: league %s, but this is %s (%s)", ErrOtherLeague, other.id, s.name, s.id)
	}
	if s.position == nil && len(other.position) == len(s.teams) && s.settings.PositionRound && other.settings.PositionRound && other.Weeks() == s.Weeks() {
		s.position = slices.Clone(other.position)
	}
	for _, k := range slices.Clone(other.kept) {
		added, err := s.keep(k)
		switch {
		case err != nil:
			rep.Refused = append(rep.Refused, err)
		case added:
			rep.Added++
		default:
			rep.Same++
		}
	}
	return rep, nil
}
