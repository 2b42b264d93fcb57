package domain

import (
	"errors"
	"slices"
)

// LaneCardVersion is the newest version of the lane card's encoding, which DecodeLaneCard
// reads with every earlier one.
//
// A lane card carries one pair of a tournament's squad from the director's device to its lane
// tablet, as a QR code or in the fragment of a link (…/#pair=…). Its text is written as a
// match card's (CardVersion: the same IDs, varints, names and checksum): base64url without
// padding of a packed bit string, most significant bit first:
//
//	version      8 bits (1 or 2)
//	identity     the tournament's ID, the squad and the pair (varints, from 0)
//	final        from version 2: a flag; with it, a finals game's card (FinalRef): the
//	             ladder (a flag), the round or match and the game + 1 (varints; 0: the bye)
//	names        the tournament's and the squad's: each a length (varint) and UTF-8 bytes
//	games        the qualifying games (varint)
//	handicap     on (a flag), basis and percent (varints)
//	bowlers      count (varint), then each: name (3 letters of 5 bits, A = 0), average
//	             (varint) and, with the handicap on, handicap (varint)
//	blocks       count (varint), then each: its games and the first of its two lanes (varints)
//	checksum     FNV-1a (32 bits) of the bytes before it
//
// The handicaps are written although the averages and settings give them, so that reading a
// card checks them: a card whose numbers were changed by hand is refused even when its
// checksum was made again.
//
// A squad's pair's card is written as version 1, which every version reads, so that a tablet
// still running an earlier version reads it; version 2 adds the finals games' cards
// (Tournament.FinalCard), whose squad is "" and whose pair is 0.
const LaneCardVersion = 2

// maxLaneCardLen is the longest lane card text DecodeLaneCard reads: more than a card of the
// longest names (4-byte characters) and eight bowlers takes.
const maxLaneCardLen = 1 << 10

// ErrBadLaneCard is returned for a lane card that is not one: damaged, cut short, or holding
// what no tournament gives. The error says what is wrong.
var ErrBadLaneCard = errors.New("invalid lane card")

// ErrNewerLaneCard is returned for a lane card written by a newer version of tenpin.
var ErrNewerLaneCard = errors.New("the lane card was made by a newer version")

// LaneCard is what a lane tablet needs to set up one pair's qualifying (tournament.md, "Lane
// cards"): where its games belong, the names of the tournament and squad, the games, the
// handicap settings, the bowlers in order (Seat.Entry is not carried: it stays 0) and the
// lanes of each block of games. Tournament.LaneCard makes it, EncodeLaneCard and
// DecodeLaneCard carry it, and Series sets it up. A finals game's card (Tournament.FinalCard)
// has Final: its one game and the game's bowlers, the squad "" and Ref's squad and pair 0.
type LaneCard struct {
	Ref        PairRef
	Final      *FinalRef // nil: a squad's pair's card
	Tournament string    // as ParseTournamentName keeps it
	Squad      string    // the squad's name or start time
	Games      int
	Handicap   Handicap // off: a scratch event
	Bowlers    []Seat
	Blocks     []LaneBlock
}

// LaneCard returns the card of squad's pair (both from 0). It refuses a squad or pair that
// seats nobody (ErrNoSuchSquad) and a tournament Check refuses.
func (t *Tournament) LaneCard(squad, pair int) (LaneCard, error) {
	pairs, err := t.Seating(squad)
	if err != nil {
		return LaneCard{}, err
	}
	if pair < 0 || pair >= len(pairs) {
		return LaneCard{}, errorf("%w: pair %d of squad %s, but it seats bowlers on %d pairs", ErrNoSuchSquad, pair+1, t.Squads[squad].Name, len(pairs))
	}
	p := pairs[pair]
	c := LaneCard{Ref: PairRef{Tournament: t.ID, Squad: squad, Pair: pair}, Tournament: t.Name, Squad: t.Squads[squad].Name,
		Games: t.Settings.Games, Handicap: t.Settings.Handicap, Bowlers: p.Seats, Blocks: p.Blocks}
	for i := range c.Bowlers {
		c.Bowlers[i].Entry = 0
	}
	return c, nil
}

// Series returns the series the card sets up on the tablet's n-player grid: its games for its
// bowlers in order, their handicaps from their averages, and the ID that names the pair
// (PairRef.SeriesID), which every game's record carries back. It refuses a card that
// DecodeLaneCard would refuse (ErrBadLaneCard).
func (c LaneCard) Series() (Series, error) {
	if err := c.check(); err != nil {
		return Series{}, errorf("%w: %w", ErrBadLaneCard, err)
	}
	s := Series{ID: c.Ref.SeriesID(), Games: c.Games, Order: KeepOrder, Handicap: c.Handicap}
	if c.Final != nil {
		s.ID = c.Final.SeriesID()
	}
	if !s.Handicap.On {
		s.Handicap = Handicap{}
	}
	for _, b := range c.Bowlers {
		s.Names = append(s.Names, b.Bowler)
		if s.Handicap.On {
			s.Averages = append(s.Averages, b.Average)
		}
	}
	return s, s.Check()
}

// check refuses a card no tournament gives, saying what.
func (c LaneCard) check() error {
	if id, ok := ParsePairRef(c.Ref.SeriesID()); !ok || id != c.Ref || checkID(c.Ref.Tournament) != nil ||
		c.Ref.Squad >= MaxSquads || c.Ref.Pair >= MaxLane {
		return errorf("it names no tournament pair (%q, squad %d, pair %d)", c.Ref.Tournament, c.Ref.Squad, c.Ref.Pair)
	}
	if name, err := ParseTournamentName(c.Tournament); err != nil || name != c.Tournament {
		return errorf("tournament name %q is not one as a tournament keeps it", c.Tournament)
	}
	if c.Final != nil {
		if err := c.checkFinal(); err != nil {
			return err
		}
	} else if err := (Squad{Name: c.Squad, FirstLane: 1, LastLane: 2}).check(c.Games); err != nil {
		return err
	}
	if c.Games < 1 || c.Games > MaxTournamentGames {
		return errorf("%d games, but a tournament has 1 to %d", c.Games, MaxTournamentGames)
	}
	if h := c.Handicap; h.Basis < 0 || h.Basis > MaxBasis || h.Percent < 0 || h.Percent > MaxPercent || h.Check() != nil {
		return errorf("a handicap of basis %d at %d percent", h.Basis, h.Percent)
	}
	if len(c.Bowlers) < 1 || len(c.Bowlers) > 2*LaneSeats {
		return errorf("%d bowlers, but a pair seats 1 to %d", len(c.Bowlers), 2*LaneSeats)
	}
	for k, b := range c.Bowlers {
		if name, err := ParseName(b.Bowler); err != nil || name != b.Bowler || b.Entry != 0 {
			return errorf("bowler %d: %q is not a name as shown (3 letters A-Z, upper case)", k+1, b.Bowler)
		}
		if slices.ContainsFunc(c.Bowlers[:k], func(o Seat) bool { return o.Bowler == b.Bowler }) {
			return errorf("bowler %d: %s is seated twice", k+1, b.Bowler)
		}
		if h, err := c.Handicap.For(b.Average); err != nil || h != b.Handicap {
			return errorf("bowler %d (%s): a handicap of %d, but an average of %d gives %d", k+1, b.Bowler, b.Handicap, b.Average, h)
		}
	}
	games := 0
	for _, b := range c.Blocks {
		if b.Games < 1 || b.Lane < 1 || b.Lane > MaxLane {
			return errorf("a block of %d games on lane %d", b.Games, b.Lane)
		}
		games += b.Games
	}
	if games != c.Games {
		return errorf("blocks of %d games in all, but the card has %d", games, c.Games)
	}
	return nil
}

// EncodeLaneCard writes a lane card as the text of its link (see LaneCardVersion). It refuses
// a card that DecodeLaneCard would refuse (ErrBadLaneCard), so that what it writes decodes to
// the same card.
func EncodeLaneCard(c LaneCard) (string, error) {
	if err := c.check(); err != nil {
		return "", errorf("%w: %w", ErrBadLaneCard, err)
	}
	version := 1 // a squad's pair's card reads in every version
	if c.Final != nil {
		version = LaneCardVersion
	}
	return c.write(version).seal(), nil
}

// write writes the card, unchecked, under version, for seal.
func (c LaneCard) write(version int) *bitWriter {
	var w bitWriter
	w.put(uint64(version), 8)
	w.id(c.Ref.Tournament)
	w.varint(uint64(c.Ref.Squad))
	w.varint(uint64(c.Ref.Pair))
	if version >= 2 {
		w.bit(c.Final != nil)
		if f := c.Final; f != nil {
			w.bit(f.Ladder)
			w.varint(uint64(f.Round))
			w.varint(uint64(f.Pair + 1))
		}
	}
	w.text(c.Tournament)
	w.text(c.Squad)
	w.varint(uint64(c.Games))
	w.bit(c.Handicap.On)
	w.varint(uint64(c.Handicap.Basis))
	w.varint(uint64(c.Handicap.Percent))
	w.varint(uint64(len(c.Bowlers)))
	for _, b := range c.Bowlers {
		for i := range NameLen {
			w.put(uint64(b.Bowler[i]-'A'), 5)
		}
		w.varint(uint64(b.Average))
		if c.Handicap.On {
			w.varint(uint64(b.Handicap))
		}
	}
	w.varint(uint64(len(c.Blocks)))
	for _, b := range c.Blocks {
		w.varint(uint64(b.Games))
		w.varint(uint64(b.Lane))
	}
	return &w
}

// DecodeLaneCard reads a lane card's text written by EncodeLaneCard of any version up to
// LaneCardVersion, and checks all of it as EncodeLaneCard does. It refuses, with
// ErrNewerLaneCard for a later version and ErrBadLaneCard for anything else, a text that is
// damaged, cut short, too long, or holds what no tournament gives; the error says what.
func DecodeLaneCard(text string) (LaneCard, error) {
	r, version, err := unseal(text, maxLaneCardLen, LaneCardVersion, ErrBadLaneCard, ErrNewerLaneCard)
	if err != nil {
		return LaneCard{}, err
	}
	c := LaneCard{Ref: PairRef{Tournament: r.id(), Squad: r.count(MaxSquads), Pair: r.count(MaxLane)}}
	if version >= 2 && r.bit() {
		c.Final = &FinalRef{Tournament: c.Ref.Tournament, Ladder: r.bit(), Round: r.count(maxFinalRounds), Pair: r.count(MaxFinalists) - 1}
	}
	c.Tournament = r.text(4 * MaxTournamentNameLen)
	c.Squad = r.text(4 * MaxSquadNameLen)
	c.Games = r.count(MaxTournamentGames)
	c.Handicap = Handicap{On: r.bit(), Basis: r.count(MaxBasis), Percent: r.count(MaxPercent)}
	c.Bowlers = make([]Seat, r.count(2*LaneSeats))
	for k := range c.Bowlers {
		var name [NameLen]byte
		for i := range name {
			name[i] = 'A' + byte(r.get(5))
		}
		b := &c.Bowlers[k]
		b.Bowler, b.Average = string(name[:]), r.count(MaxAverage)
		if c.Handicap.On {
			b.Handicap = r.count(MaxScore)
		}
	}
	c.Blocks = make([]LaneBlock, r.count(MaxTournamentGames))
	for k := range c.Blocks {
		c.Blocks[k] = LaneBlock{Games: r.count(MaxTournamentGames), Lane: r.count(MaxLane)}
	}
	switch {
	case r.err != nil:
		err = r.err
	case r.left() >= 8:
		err = errorf("more data after the blocks")
	default:
		err = c.check()
	}
	if err != nil {
		return LaneCard{}, errorf("%w: %w", ErrBadLaneCard, err)
	}
	return c, nil
}
