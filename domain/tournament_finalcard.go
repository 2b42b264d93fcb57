package domain

import (
	"errors"
	"slices"
	"strconv"
	"strings"
)

// The finals' games on a lane (tournament.md, "Match play", "Step-ladder final"): each game of
// match play and each step-ladder match is one game, which a lane card (Tournament.FinalCard)
// sets up on a tablet, or on the director's own device, as a squad's pair's card sets up its
// series. The series' ID (FinalRef.SeriesID) names the game, so that its sheet fills that
// game's scores (Tournament.FinalScores) as a qualifying sheet is filed under its pair.

// The reasons Tournament.FinalScores and FinalCard refuse; each is wrapped with detail.
var (
	// ErrNoFinalRef is returned for games that name no finals game: a series not set up from
	// a finals game's card.
	ErrNoFinalRef = errors.New("the games name no finals game")
	// ErrNoSuchFinal is returned for a finals game the tournament has not, or not yet (a
	// step-ladder match whose bowlers the matches before it have not decided).
	ErrNoSuchFinal = errors.New("the finals have no such game")
	// ErrNotOneGame is returned for a sheet of more than one game, or of a series of more:
	// a finals game is one game.
	ErrNotOneGame = errors.New("a finals game is one game")
)

// ByePair is FinalRef.Pair of match play's game bowled alone by the bowler on the bye.
const ByePair = -1

// FinalRef is one game of a tournament's finals: with Ladder the step-ladder's match Round
// (from 0), else match play's round Round (from 0, the position round after the round
// robin's) and its game Pair (from 0, ByePair for the bye's).
type FinalRef struct {
	Tournament string
	Ladder     bool
	Round      int
	Pair       int // match play only; 0 for a ladder match
}

// SeriesID is the ID of the series a finals game's card sets up: the tournament's ID and
// "-l" and the match for a ladder match, "-m", the round, "-" and the game ("bye" for the
// bye's) for match play, so that its record names the game (ParseFinalRef). No ID that
// PairRef.SeriesID writes reads as one.
func (r FinalRef) SeriesID() string {
	if r.Ladder {
		return r.Tournament + "-l" + strconv.Itoa(r.Round)
	}
	pair := strconv.Itoa(r.Pair)
	if r.Pair == ByePair {
		pair = "bye"
	}
	return r.Tournament + "-m" + strconv.Itoa(r.Round) + "-" + pair
}

// ParseFinalRef reads a series ID that SeriesID wrote; false for any other ID.
func ParseFinalRef(seriesID string) (FinalRef, bool) {
	var ref FinalRef
	if l := strings.LastIndex(seriesID, "-l"); l > 0 && !strings.Contains(seriesID[l:], "-m") {
		m, err := strconv.Atoi(seriesID[l+2:])
		ref = FinalRef{Tournament: seriesID[:l], Ladder: true, Round: m}
		if err == nil && m >= 0 && ref.SeriesID() == seriesID && len(ref.Tournament) <= maxTournamentIDLen {
			return ref, true
		}
	}
	dash := strings.LastIndex(seriesID, "-")
	m := strings.LastIndex(seriesID[:max(dash, 0)], "-m")
	if dash < 0 || m < 1 {
		return FinalRef{}, false
	}
	round, err1 := strconv.Atoi(seriesID[m+2 : dash])
	pair, err2 := ByePair, error(nil)
	if seriesID[dash+1:] != "bye" {
		pair, err2 = strconv.Atoi(seriesID[dash+1:])
	}
	ref = FinalRef{Tournament: seriesID[:m], Round: round, Pair: pair}
	if err1 != nil || err2 != nil || round < 0 || pair < ByePair || ref.SeriesID() != seriesID || len(ref.Tournament) > maxTournamentIDLen {
		return FinalRef{}, false // "+1", "01", "-1" and the like are not what SeriesID writes
	}
	return ref, true
}

// FinalSeats returns the bowlers of the finals game ref names, in the order their scores are
// written (match play's A then B; a ladder match's seed then the winner so far), with their
// entries, averages and handicaps, and the first of the two lanes it is bowled on. It refuses
// another tournament's game (ErrOtherTournament) and a game the finals have not, or not yet
// (ErrNoSuchFinal).
func (t *Tournament) FinalSeats(ref FinalRef) ([]Seat, int, error) {
	if ref.Tournament != t.ID {
		return nil, 0, errorf("%w: a game of tournament %s, but this is %s (%s)", ErrOtherTournament, ref.Tournament, t.Name, t.ID)
	}
	var entries []int
	lane := t.Settings.FinalsLane
	if ref.Ladder {
		seeds, err := t.LadderSeeds()
		if err != nil || len(seeds) < MinLadder {
			return nil, 0, errorf("%w: there is no step-ladder, or its seeds are not decided yet (match play or the seeds' roll-off still to come)", ErrNoSuchFinal)
		}
		if ref.Pair != 0 || ref.Round < 0 || ref.Round > len(t.Results.Ladder) || ref.Round >= len(seeds)-1 {
			return nil, 0, errorf("%w: step-ladder match %d is not decided yet, or there is none", ErrNoSuchFinal, ref.Round+1)
		}
		next, order, err := StepLadder(seeds, t.Results.Ladder[:ref.Round], t.Results.LadderRollOff)
		if err != nil || order != nil {
			return nil, 0, errorf("%w: step-ladder match %d", ErrNoSuchFinal, ref.Round+1)
		}
		entries = next[:]
	} else {
		weeks, err := t.MatchPlaySchedule()
		if err != nil || len(weeks) == 0 || t.Settings.Finals != MatchPlayFinals && t.Settings.Finals != BothFinals {
			return nil, 0, errorf("%w: there is no match play", ErrNoSuchFinal)
		}
		if ref.Round < 0 || ref.Round >= len(weeks) {
			return nil, 0, errorf("%w: match play has %d rounds now, not %d", ErrNoSuchFinal, len(weeks), ref.Round+1)
		}
		wk := weeks[ref.Round]
		adv := t.Results.Advanced
		switch {
		case ref.Pair == ByePair && wk.Bye >= 0:
			entries = []int{adv[wk.Bye]}
			if n := len(wk.Pairs); n > 0 {
				lane = wk.Pairs[n-1].Lane + 2 // the pair after the matches'
			}
		case ref.Pair >= 0 && ref.Pair < len(wk.Pairs):
			g := wk.Pairs[ref.Pair]
			entries, lane = []int{adv[g.A], adv[g.B]}, g.Lane
		default:
			return nil, 0, errorf("%w: round %d of match play has no game %d", ErrNoSuchFinal, ref.Round+1, ref.Pair+1)
		}
	}
	seats := make([]Seat, len(entries))
	for i, e := range entries {
		if e < 0 || e >= len(t.Entries) {
			return nil, 0, errorf("%w: entry %d", ErrNoSuchFinal, e)
		}
		h, err := t.Settings.Handicap.For(t.Entries[e].Average)
		if err != nil {
			return nil, 0, err
		}
		seats[i] = Seat{Entry: e, Bowler: t.Entries[e].Bowler, Average: t.Entries[e].Average, Handicap: h}
	}
	return seats, min(lane, MaxLane), nil
}

// FinalCard returns the lane card of the finals game ref names: one game for its bowlers in
// the order their scores are written, on its lanes, with the series ID of ref. It refuses as
// FinalSeats does, and a tournament Check refuses.
func (t *Tournament) FinalCard(ref FinalRef) (LaneCard, error) {
	if err := t.Check(); err != nil {
		return LaneCard{}, err
	}
	seats, lane, err := t.FinalSeats(ref)
	if err != nil {
		return LaneCard{}, err
	}
	for i := range seats {
		seats[i].Entry = 0
	}
	final := ref
	return LaneCard{Ref: PairRef{Tournament: t.ID}, Final: &final, Tournament: t.Name, Games: 1,
		Handicap: t.Settings.Handicap, Bowlers: seats, Blocks: []LaneBlock{{Games: 1, Lane: lane}}}, nil
}

// FinalScores reads a finals game's sheet (a sheet link's records, DecodeSheet, or the game
// bowled on this device): the game it names and its bowlers' scores as counted (handicap
// included in a handicap event), in the order FinalSeats gives them. It refuses, changing
// nothing: games that name no finals game (ErrNoFinalRef) or another tournament's
// (ErrOtherTournament); a game the finals have not, or not yet (ErrNoSuchFinal); more than
// one game, or a series of more (ErrNotOneGame); other bowlers than the game's, or a handicap
// other than a bowler's (ErrNotSeated, naming them).
func (t *Tournament) FinalScores(records []Record) (FinalRef, []int, error) {
	if len(records) == 0 {
		return FinalRef{}, nil, errorf("%w: there are no games", ErrNoFinalRef)
	}
	r := records[0]
	ref, ok := ParseFinalRef(r.series.ID)
	if !ok {
		return FinalRef{}, nil, errorf("%w: series %s was not set up from a finals game's card", ErrNoFinalRef, r.series.ID)
	}
	seats, _, err := t.FinalSeats(ref)
	if err != nil {
		return ref, nil, err
	}
	if len(records) > 1 || r.series.Of != 1 || r.match != nil {
		return ref, nil, errorf("%w: %d games of a series of %d", ErrNotOneGame, len(records), r.series.Of)
	}
	want := make([]string, len(seats))
	for i, s := range seats {
		want[i] = s.Bowler
	}
	got := r.Names()
	if len(got) != len(want) || slices.ContainsFunc(got, func(n string) bool { return !slices.Contains(want, n) }) {
		return ref, nil, errorf("%w: %s bowled the game, but it is %s's", ErrNotSeated, strings.Join(got, ", "), strings.Join(want, " and "))
	}
	scores := make([]int, len(seats))
	for i, b := range r.bowlers {
		at := slices.Index(want, b.name)
		h := seats[at].Handicap
		if t.Settings.Handicap.On && (r.handicap == nil || r.handicap[i] != h) || !t.Settings.Handicap.On && r.handicap != nil {
			return ref, nil, errorf("%w: %s bowled with another handicap than their %d", ErrNotSeated, b.name, h)
		}
		scores[at] = int(b.total)
		if t.Settings.Handicap.On {
			scores[at] += h
		}
	}
	return ref, scores, nil
}

// maxFinalRounds bounds a finals game's round on a card: match play's weeks, the position
// round's included, or a ladder's matches.
const maxFinalRounds = MaxFinalists

// checkFinal refuses a finals game's card no tournament gives, saying what.
func (c LaneCard) checkFinal() error {
	f := *c.Final
	if id, ok := ParseFinalRef(f.SeriesID()); !ok || id != f || f.Tournament != c.Ref.Tournament || c.Ref.Squad != 0 || c.Ref.Pair != 0 ||
		f.Round >= maxFinalRounds || f.Pair >= MaxFinalists-1 || f.Ladder && f.Pair != 0 {
		return errorf("it names no finals game (%q, round %d, game %d)", f.Tournament, f.Round, f.Pair)
	}
	bowlers := 2
	if f.Pair == ByePair {
		bowlers = 1
	}
	switch {
	case c.Squad != "":
		return errorf("a finals game's card names squad %q", c.Squad)
	case c.Games != 1:
		return errorf("%d games, but a finals game is one", c.Games)
	case len(c.Bowlers) != bowlers:
		return errorf("%d bowlers, but the game has %d", len(c.Bowlers), bowlers)
	}
	return nil
}
