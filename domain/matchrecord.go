package domain

import (
	"encoding/json"
	"slices"
	"strings"
	"time"
)

// Match is the plan of a league match: Games games between two teams under a league's
// settings. Like a Series it holds no games: the finished ones are Records (each knows its
// match), and the one being bowled is a Game, or with League.Baker a BakerGame. On the lanes
// the teams bowl frame by frame, team A's bowlers then team B's: rules.md's turn order with
// the lineups concatenated, absentees and vacancies left out.
type Match struct {
	ID     string  `json:"id"`    // see NewID; the series ID of its records
	Games  int     `json:"games"` // 1..MaxSeriesGames
	League League  `json:"league"`
	Teams  [2]Team `json:"teams"`
	// Fixture is where the match belongs in its league's season, as its match card gave it
	// (MatchCard.Match); the zero FixtureRef for a match set up by hand. Its records carry it
	// (a sheet link, the history file), so that Season.KeepSheet files them without asking.
	Fixture FixtureRef `json:"fixture,omitzero"`
}

// NewMatch plans a match of games games between teams a and b with a new ID, keeping the
// teams' names trimmed and their bowlers' names upper case, as a game shows them. It refuses
// what Check refuses.
func NewMatch(games int, l League, a, b Team) (Match, error) {
	m := Match{ID: NewID(), Games: games, League: l, Teams: [2]Team{a.normal(), b.normal()}}
	if err := m.Check(); err != nil {
		return Match{}, err
	}
	return m, nil
}

// Check refuses a match that cannot be bowled: a bad ID or a Fixture no league has
// (ErrInvalidMatch), a number of games outside 1..MaxSeriesGames, settings League.Check
// refuses, or teams CheckTeams refuses.
func (m Match) Check() error {
	err := checkID(m.ID)
	if err == nil {
		err = m.Fixture.check()
	}
	if err != nil {
		return errorf("%w: match %w", ErrInvalidMatch, err)
	}
	return checkMatch(m.League, m.Games, m.Teams)
}

// Lineup returns the names of the game's lines in turn order: the bowlers who bowl, team A's
// then team B's; with Baker or Scotch, one line per team, named as BakerGame names them.
func (m Match) Lineup() []string {
	if m.League.teamLines() {
		return bakerLines[:]
	}
	return append(m.Teams[0].Bowlers(), m.Teams[1].Bowlers()...)
}

// handicaps returns the handicap of each line of the game, as Lineup: each bowler's, or with
// Baker or Scotch each team's (League.TeamHandicap); nil with the handicap off.
func (m Match) handicaps() []int {
	if !m.League.Handicap.On {
		return nil
	}
	if m.League.teamLines() {
		return []int{m.League.TeamHandicap(m.Teams[0]), m.League.TeamHandicap(m.Teams[1])}
	}
	var h []int
	for _, t := range m.Teams {
		for _, p := range t.Lineup {
			if p.Bowls() {
				h = append(h, m.League.handicapFor(p))
			}
		}
	}
	return h
}

// Start begins game (1..Games) of the match in its format with the lines in Lineup order. A
// Baker match is started with StartBaker, which says whose frame it is, and a Scotch match
// with StartScotch, which says whose ball it is; Start gives their Game.
func (m Match) Start(game int) (*Game, error) {
	if err := m.checkGame(game); err != nil {
		return nil, err
	}
	return NewGameIn(m.League.Format, m.Lineup()...)
}

// StartBaker begins game (1..Games) of a Baker match.
func (m Match) StartBaker(game int) (*BakerGame, error) {
	if err := m.checkGame(game); err != nil {
		return nil, err
	}
	if !m.League.Baker {
		return nil, errorf("%w: the match is not bowled in Baker games", ErrInvalidMatch)
	}
	return NewBakerGameIn(m.League.Format, game-1, m.Teams[0], m.Teams[1])
}

// StartScotch begins game (1..Games) of a Scotch match.
func (m Match) StartScotch(game int) (*ScotchGame, error) {
	if err := m.checkGame(game); err != nil {
		return nil, err
	}
	if !m.League.Scotch {
		return nil, errorf("%w: the match is not bowled in Scotch lines", ErrInvalidMatch)
	}
	return NewScotchGame(m.League.Format, game-1, m.Teams[0], m.Teams[1])
}

func (m Match) checkGame(game int) error {
	if err := m.Check(); err != nil {
		return err
	}
	if game < 1 || game > m.Games {
		return errorf("%w: game %d, but the match has games 1 to %d", ErrInvalidMatch, game, m.Games)
	}
	return nil
}

// Record turns game number game of the match, once it is over, into the Record that history
// keeps: with a new ID, played at the given time (to the second), the match's teams and
// settings, and each line's handicap. It refuses a game that is not over (ErrGameInProgress)
// and one not bowled by Lineup.
func (m Match) Record(game int, g *Game, played time.Time) (Record, error) {
	if err := m.checkGame(game); err != nil {
		return Record{}, err
	}
	if g == nil || !slices.Equal(g.Names(), m.Lineup()) {
		var got []string
		if g != nil {
			got = g.Names()
		}
		return Record{}, errorf("%w: game %d is bowled by %s, not %s", ErrInvalidMatch, game,
			strings.Join(m.Lineup(), " "), strings.Join(got, " "))
	}
	ref := SeriesRef{ID: m.ID, Game: game, Of: m.Games}
	return newRecord(NewID(), played.Truncate(time.Second), ref, g, m.handicaps(), m.facts())
}

// facts returns what the match's records keep of it.
func (m Match) facts() *matchFacts {
	return (&matchFacts{League: m.League, Teams: m.Teams, Fixture: m.Fixture}).sealed()
}

// matchFacts is what a record of a match keeps of it beyond its series place: the settings,
// both teams, absentees and vacancies included, and where its match card filed it. Its JSON
// form is the "match" of a record (README, "History formats").
type matchFacts struct {
	League  League     `json:"league"`
	Teams   [2]Team    `json:"teams"`
	Fixture FixtureRef `json:"fixture,omitzero"` // from history version 4

	text string // the JSON form, worked out once (sealed): rosterOf compares it for every record
}

// sealed returns a copy of the facts that knows its JSON form; a record keeps only sealed
// facts.
func (f *matchFacts) sealed() *matchFacts {
	s := *f
	s.Teams = [2]Team{{Name: f.Teams[0].Name, Lineup: slices.Clone(f.Teams[0].Lineup)},
		{Name: f.Teams[1].Name, Lineup: slices.Clone(f.Teams[1].Lineup)}}
	data, _ := json.Marshal(s)
	s.text = string(data)
	return &s
}

//go:noinline
func (f *matchFacts) match(ref SeriesRef) Match {
	return Match{ID: ref.ID, Games: ref.Of, League: f.League, Teams: f.Teams, Fixture: f.Fixture}
}

// key returns the facts as JSON, to compare the facts of two records; "" for none.
//
//go:noinline
func (f *matchFacts) key() string {
	if f == nil {
		return ""
	}
	return f.text
}

// check refuses facts that do not fit the game and handicaps of a record.
func (f *matchFacts) check(ref SeriesRef, g *Game, handicap []int) error {
	m := f.match(ref)
	if err := m.Check(); err != nil {
		return err
	}
	if g.format != m.League.Format {
		return errorf("%w: the game is bowled in %s, but the match in %s", ErrInvalidMatch, g.format, m.League.Format)
	}
	if !slices.Equal(g.Names(), m.Lineup()) {
		return errorf("%w: the game is bowled by %s, but the match's lineups are %s", ErrInvalidMatch,
			strings.Join(g.Names(), " "), strings.Join(m.Lineup(), " "))
	}
	if want := m.handicaps(); !slices.Equal(handicap, want) || (handicap == nil) != (want == nil) {
		return errorf("%w: handicaps %v, but the match's settings give %v", ErrInvalidMatch, handicap, want)
	}
	return nil
}

// Match returns the match the record's game belongs to, and false for a game of a plain
// series.
//
//go:noinline
func (r Record) Match() (Match, bool) {
	if r.match == nil {
		return Match{}, false
	}
	return r.match.match(r.series), true
}

// Baker reports whether the record is a game of a Baker match: its lines are teams.
func (r Record) Baker() bool { return r.match != nil && r.match.League.Baker }

// Scotch reports whether the record is a game of a Scotch match: its lines are teams (pairs),
// whose bowlers took the balls in turn (ScotchBowler).
func (r Record) Scotch() bool { return r.match != nil && r.match.League.Scotch }

// teamLines reports whether the record's lines are teams (Baker or Scotch).
func (r Record) teamLines() bool { return r.match != nil && r.match.League.teamLines() }

// LineNames returns the name each line of the game is known by, in turn order: its bowler's,
// or in a Baker or Scotch game its team's (Names gives the names inside the game).
//
//go:noinline
func (r Record) LineNames() []string {
	names := make([]string, len(r.bowlers))
	for i := range names {
		names[i] = r.lineName(i)
	}
	return names
}

// lineName returns the name line i of the record is known by: its bowler, or in a Baker or
// Scotch game its team.
//
//go:noinline
func (r Record) lineName(i int) string {
	if r.teamLines() {
		return r.match.Teams[i].Name
	}
	return r.bowlers[i].name
}

// teamOf returns the team (0 or 1) of line i of a match's game.
func (r Record) teamOf(i int) int {
	if r.teamLines() {
		return i
	}
	if i < len(r.match.Teams[0].Bowlers()) {
		return 0
	}
	return 1
}

// MatchResult is a match as history has it: its plan and its score over the games in the
// records.
type MatchResult struct {
	Match
	Score   MatchScore
	Played  time.Time // the date of its first game in the records
	Numbers []int     // the game numbers in the records, ascending (a deleted game leaves a gap)
}

// MatchOf scores one match from its records, in any order: the games in the records count as
// the games finished (Score.Finished), and the series points once all of them are in. It
// refuses no records, records of more than one series or of a plain series, and records that
// do not belong together (ErrInvalidMatch, saying why).
func MatchOf(records []Record) (MatchResult, error) {
	if len(records) == 0 {
		return MatchResult{}, errorf("%w: a match needs at least one game", ErrInvalidMatch)
	}
	games := slices.Clone(records)
	sortFunc(games, func(a, b Record) int { return a.series.Game - b.series.Game })
	idx := newHistoryIndex()
	for _, r := range games {
		if r.match == nil {
			return MatchResult{}, errorf("%w: game %s is not a league match's", ErrInvalidMatch, r.id)
		}
		if r.series.ID != games[0].series.ID {
			return MatchResult{}, errorf("%w: games of series %s and %s in one match", ErrInvalidMatch, games[0].series.ID, r.series.ID)
		}
		if err := idx.fits(r); err != nil {
			return MatchResult{}, errorf("%w: %w", ErrInvalidMatch, err)
		}
		idx.add(r)
	}
	return scoreMatchRecords(games)
}

// scoreMatchRecords scores the games of one match, known to fit together, by game number.
func scoreMatchRecords(games []Record) (MatchResult, error) {
	first := games[0]
	res := MatchResult{Match: first.match.match(first.series), Played: first.played, Numbers: make([]int, len(games))}
	for i, r := range games {
		res.Numbers[i] = r.series.Game
		if r.played.Before(res.Played) {
			res.Played = r.played
		}
	}
	var err error
	if res.League.teamLines() {
		var scores [2][]int
		for _, r := range games {
			for t, b := range r.bowlers {
				scores[t] = append(scores[t], int(b.total))
			}
		}
		res.Score, err = ScoreBaker(res.League, res.Games, res.Teams, scores)
	} else {
		res.Score, err = ScoreMatch(res.League, res.Games, res.Teams, matchScores(res.Teams, games))
	}
	return res, err
}

// matchScores lays out the scratch scores of a match's games as ScoreMatch takes them.
func matchScores(teams [2]Team, games []Record) [2][][]int {
	var scores [2][][]int
	for t, team := range teams {
		scores[t] = make([][]int, len(team.Lineup))
	}
	for _, r := range games {
		i := 0 // the game's lines are the bowlers who bowl, in lineup order
		for t, team := range teams {
			for k, p := range team.Lineup {
				if p.Bowls() {
					scores[t][k] = append(scores[t][k], int(r.bowlers[i].total))
					i++
				}
			}
		}
	}
	return scores
}
