package domain

import (
	"errors"
	"strings"
)

// CardVersion is the newest version of the match card's encoding, which DecodeCard reads with
// every earlier one.
//
// A match card carries one match of a league week from the secretary's device to a lane
// tablet, as a QR code or in the fragment of a link (…/#match=…), so that no server ever sees
// it. Its text is written as a sheet link's (LinkVersion: the same IDs, varints, names and
// checksum): base64url without padding of a packed bit string, most significant bit first:
//
//	version      8 bits (1)
//	identity     the league's ID, the week and the pair (varints)
//	league       its name: length (varint) and UTF-8 bytes
//	lanes        the first of the match's two lanes, and the games a week (varints)
//	settings     handicap on (a flag), basis and percent, the points for a game, the series
//	             and a place, the absentee deduction and the vacancy score (varints), Baker
//	             and Scotch (flags), the format (2 bits of no-tap: 0 off, 1-3 for 7-9 pins;
//	             a 3-6-9 flag)
//	teams        A's then B's, each: its name (length and UTF-8 bytes) and places (varint),
//	             each a vacancy flag, unless a vacancy the bowler's name (3 letters of 5 bits,
//	             A = 0), an absent flag, the average (varint) and, with the handicap on, the
//	             handicap (varint)
//	checksum     FNV-1a (32 bits) of the bytes before it
//
// The handicaps are written although the averages and settings give them, so that reading a
// card checks them: a card whose numbers were changed by hand is refused even when its
// checksum was made again. A card of two teams of five bowlers takes some 146 characters
// (TestCardLength; the README has the figures).
const CardVersion = 1

// maxCardLen is the longest card text DecodeCard reads: more than a card of the longest names
// (a 64-character league ID, names of 4-byte characters) and ten bowlers a team takes.
const maxCardLen = 1 << 10

// maxCardLane is the highest first lane of a pair: the league's first lane and nineteen pairs
// of lanes after it.
const maxCardLane = MaxLane + MaxTeams - 2

// ErrBadCard is returned for a match card that is not one: damaged, cut short, or holding
// what no league week gives (a bad name, an average over 300, a handicap that does not follow
// from its average and the settings). The error says what is wrong.
var ErrBadCard = errors.New("invalid match card")

// ErrNewerCard is returned for a match card written by a newer version of tenpin.
var ErrNewerCard = errors.New("the match card was made by a newer version")

// MatchCard is what a lane tablet needs to set up one match of a league week (season.md, "The
// match card"). Season.Card makes it, EncodeCard and DecodeCard carry it, and Match sets the
// match up. The averages in the lineups are the ones carried into the week (Fixture), fixed
// for it: a tablet takes them as they are and reckons nothing from its own history.
type MatchCard struct {
	// Ref is where the match is filed: the league's ID, the week and the pair, from 0 (a
	// week is shown counted from 1: Ref.Week+1).
	Ref        FixtureRef
	LeagueName string // as ParseLeagueName keeps it
	Lane       int    // the first of the match's two lanes: team A bowls on it, team B on the next
	Games      int    // the games a week, 1..MaxSeriesGames
	Settings   League // the match settings; a handicap's basis and percent are carried even when it is off
	// Teams are the pair's teams, A's first: names as ParseTeamName keeps them, lineups in
	// order with the bowlers' names upper case (each place a bowler with the average for the
	// week, an absent bowler, or a vacancy).
	Teams [2]Team
	// Handicaps are each place's handicap for the week, by the Teams' lineups: the one
	// Settings give for the place's average, 0 for a vacancy or with the handicap off.
	Handicaps [2][]int
}

// Card returns the match card of week's pair (both from 0): the pair's identity, lanes and
// teams with the lineups, averages and handicaps of the week (Fixtures), and the league's
// name, games a week and match settings. It refuses a week or pair the season has not
// (ErrNoSuchWeek), a lineup with a bowler who has no average for the week (ErrInvalidSeason,
// naming them: the secretary types one in the week's plan), and one no match can have, such as
// a team with nobody on its roster (ErrBadCard, saying which).
func (s *Season) Card(week, pair int) (MatchCard, error) {
	fixtures, err := s.Fixtures(week)
	if err != nil {
		return MatchCard{}, err
	}
	if pair < 0 || pair >= len(fixtures) {
		return MatchCard{}, errorf("%w: pair %d of week %d, but the week has pairs 0 to %d", ErrNoSuchWeek, pair, week, len(fixtures)-1)
	}
	f := fixtures[pair]
	if len(f.Missing) > 0 {
		return MatchCard{}, errorf("%w: no average for %s in week %d: type one in the week's plan", ErrInvalidSeason, strings.Join(f.Missing, ", "), week)
	}
	c := MatchCard{Ref: f.Ref, LeagueName: s.name, Lane: f.Lane, Games: s.settings.Games, Settings: s.settings.Match,
		Teams: f.Teams, Handicaps: f.Handicaps}
	if err := c.check(); err != nil {
		return MatchCard{}, errorf("%w: %w", ErrBadCard, err)
	}
	return c, nil
}

// Match sets up the card's match, as NewMatch does with its games, settings and teams, with
// its identity (Match.Fixture) for its records to carry back to the league. It refuses a card
// that DecodeCard would refuse (ErrBadCard). Before the match starts the scorer may still mark
// a bowler absent or put a substitute in: plan the changed teams with NewMatch and keep the
// Fixture.
func (c MatchCard) Match() (Match, error) {
	if err := c.check(); err != nil {
		return Match{}, errorf("%w: %w", ErrBadCard, err)
	}
	m, err := NewMatch(c.Games, c.Settings, c.Teams[0], c.Teams[1])
	if err == nil {
		m.Fixture = c.Ref
	}
	return m, err
}

// check refuses a card that no league week gives, saying what: an identity, league name or
// lane no league has, games, settings or teams no match can have (NewMatch), a name not as a
// league keeps it, a handicap basis or percent outside its bounds (with the handicap off
// too), or a handicap that does not follow from the place's average and the settings. What
// passes encodes as it is and decodes equal.
func (c MatchCard) check() error {
	if c.Ref.League == "" {
		return errorf("it names no league")
	}
	if err := c.Ref.check(); err != nil {
		return err
	}
	if name, err := ParseLeagueName(c.LeagueName); err != nil || name != c.LeagueName {
		return errorf("league name %q is not one as a league keeps it", c.LeagueName)
	}
	if c.Lane < 1 || c.Lane > maxCardLane {
		return errorf("lane %d, but a pair's first lane is 1 to %d", c.Lane, maxCardLane)
	}
	if h := c.Settings.Handicap; h.Basis < 0 || h.Basis > MaxBasis || h.Percent < 0 || h.Percent > MaxPercent {
		return errorf("a handicap of basis %d at %d percent", h.Basis, h.Percent)
	}
	if err := checkMatch(c.Settings, c.Games, c.Teams); err != nil {
		return err
	}
	for t, team := range c.Teams {
		if team.Name != strings.TrimSpace(team.Name) || len(c.Handicaps[t]) != len(team.Lineup) {
			return errorf("team %q is not trimmed, or has %d handicaps for %d places", team.Name, len(c.Handicaps[t]), len(team.Lineup))
		}
		for k, p := range team.Lineup {
			if p.Name != p.shown() {
				return errorf("%s place %d: %q is not upper case", team.Name, k+1, p.Name)
			}
			if h := c.Settings.handicapFor(p); c.Handicaps[t][k] != h {
				return errorf("%s place %d (%s): a handicap of %d, but an average of %d gives %d", team.Name, k+1, p.describe(), c.Handicaps[t][k], p.Average, h)
			}
		}
	}
	return nil
}

// EncodeCard writes a match card as the text of its link (see CardVersion). It refuses a card
// that DecodeCard would refuse (ErrBadCard), so that what it writes decodes to the same card.
func EncodeCard(c MatchCard) (string, error) {
	if err := c.check(); err != nil {
		return "", errorf("%w: %w", ErrBadCard, err)
	}
	var w bitWriter
	w.put(CardVersion, 8)
	w.id(c.Ref.League)
	w.varint(uint64(c.Ref.Week))
	w.varint(uint64(c.Ref.Pair))
	w.text(c.LeagueName)
	w.varint(uint64(c.Lane))
	w.varint(uint64(c.Games))
	w.settings(c.Settings, true)
	w.format(c.Settings.Format)
	for t, team := range c.Teams {
		w.text(team.Name)
		w.varint(uint64(len(team.Lineup)))
		for k, p := range team.Lineup {
			w.bit(p.Vacancy())
			if !p.Vacancy() {
				for i := range NameLen {
					w.put(uint64(p.Name[i]-'A'), 5)
				}
			}
			w.bit(p.Absent)
			w.varint(uint64(p.Average))
			if c.Settings.Handicap.On {
				w.varint(uint64(c.Handicaps[t][k]))
			}
		}
	}
	return w.seal(), nil
}

// DecodeCard reads a match card's text written by EncodeCard of any version up to
// CardVersion, and checks all of it as EncodeCard does. It refuses, with ErrNewerCard for a
// later version and ErrBadCard for anything else, a text that is damaged, cut short, too long,
// or holds what no league week gives; the error says what is wrong.
func DecodeCard(text string) (MatchCard, error) {
	r, _, err := unseal(text, maxCardLen, CardVersion, ErrBadCard, ErrNewerCard)
	if err != nil {
		return MatchCard{}, err
	}
	c := MatchCard{Ref: FixtureRef{League: r.id(), Week: r.count(maxWeeks), Pair: r.count(MaxTeams)}}
	c.LeagueName = r.text(4 * MaxLeagueNameLen)
	c.Lane = r.count(maxCardLane)
	c.Games = r.count(MaxSeriesGames)
	c.Settings = r.settings(true)
	c.Settings.Format = r.format()
	for t := range c.Teams {
		team := &c.Teams[t]
		team.Name = r.text(4 * MaxTeamNameLen)
		team.Lineup = make([]Place, r.count(MaxLineup))
		c.Handicaps[t] = make([]int, len(team.Lineup))
		for k := range team.Lineup {
			p := &team.Lineup[k]
			if !r.bit() {
				var name [NameLen]byte
				for i := range name {
					name[i] = 'A' + byte(r.get(5))
				}
				p.Name = string(name[:])
			}
			p.Absent = r.bit()
			p.Average = r.count(1 << 16)
			if c.Settings.Handicap.On {
				c.Handicaps[t][k] = r.count(1 << 16)
			}
		}
	}
	switch {
	case r.err != nil:
		err = r.err
	case r.left() >= 8:
		err = errorf("more data after the teams")
	default:
		err = c.check()
	}
	if err != nil {
		return MatchCard{}, errorf("%w: %w", ErrBadCard, err)
	}
	return c, nil
}
