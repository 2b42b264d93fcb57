package domain

import "slices"

// BakerPlace is the lineup place (0-based) that bowls frame (1..10) of game (0-based) in a
// Baker game of a team of n bowlers: (10·game + frame − 1) mod n. The bowler of frame 10 bowls
// all of it, fill balls included, and the next game starts with the next bowler in the
// rotation. It returns 0 for n < 1, where there is no one to bowl.
func BakerPlace(n, game, frame int) int {
	if n < 1 {
		return 0
	}
	k := (Frames*game + frame - 1) % n
	if k < 0 {
		k += n
	}
	return k
}

// bakerLines names a Baker game's lines inside its Game, whose players are named with three
// letters as rules.md's bowlers are; a team's name is not, so BakerGame and a match's records
// carry the teams and show the team's name for its line.
var bakerLines = [2]string{"TMA", "TMB"}

// BakerGame is a Baker game on a pair of lanes: each team of a match (or one team alone)
// bowls one game of rules.md, its frames bowled in turn by the team's bowlers as BakerPlace
// says. The places that bowl are those of the lineup that are not absent or vacant; n is
// their number. Bonuses flow across bowlers, as in any game.
type BakerGame struct {
	Game   *Game  // one line per team, in team order
	Teams  []Team // the teams, in turn order
	Number int    // the game of the match, 0-based, which the rotation starts from
}

// NewBakerGame starts game number (0-based) of a Baker match for one or two teams, in turn
// order, in the standard game. It refuses teams CheckTeams refuses (one team alone is checked
// the same way) and a number outside 0..MaxSeriesGames-1 (ErrInvalidMatch).
func NewBakerGame(number int, teams ...Team) (*BakerGame, error) {
	return NewBakerGameIn(Format{}, number, teams...)
}

// NewBakerGameIn starts a Baker game as NewBakerGame does, in the format f; it refuses a
// format Check refuses too.
func NewBakerGameIn(f Format, number int, teams ...Team) (*BakerGame, error) {
	g, err := newTeamGame(f, number, teams)
	if err != nil {
		return nil, err
	}
	return &BakerGame{Game: g, Teams: slices.Clone(teams), Number: number}, nil
}

// newTeamGame starts the game of game number (0-based) of one or two teams that each bowl one
// line (Baker or Scotch), in the format f, or says why it cannot.
func newTeamGame(f Format, number int, teams []Team) (*Game, error) {
	switch len(teams) {
	case 1:
		if err := teams[0].check(); err != nil {
			return nil, err
		}
	case 2:
		if err := CheckTeams(teams[0], teams[1]); err != nil {
			return nil, err
		}
	default:
		return nil, errorf("%w: %d teams in a game of team lines, but it has 1 or 2", ErrInvalidMatch, len(teams))
	}
	if number < 0 || number >= MaxSeriesGames {
		return nil, errorf("%w: game %d, but a match has games 1 to %d", ErrInvalidMatch, number+1, MaxSeriesGames)
	}
	return NewGameIn(f, bakerLines[:len(teams)]...)
}

// Bowler returns the name of the bowler of team (0-based) who bowls frame (1..10), and their
// place in the team's lineup (0-based). It returns "" and -1 for a team or frame outside the game.
func (b *BakerGame) Bowler(team, frame int) (name string, place int) {
	if team < 0 || team >= len(b.Teams) || frame < 1 || frame > Frames {
		return "", -1
	}
	return bakerBowler(b.Teams[team], b.Number, frame)
}

// bakerBowler finds the bowler of a frame among the team's places that bowl.
func bakerBowler(t Team, number, frame int) (string, int) {
	return bowlerAt(t, BakerPlace(t.bowling(), number, frame))
}

// bowlerAt finds the team's bowler k (0-based) among its places that bowl, and their place in
// the lineup; "" and -1 where there is no such bowler.
func bowlerAt(t Team, k int) (string, int) {
	for i, p := range t.Lineup {
		if p.Bowls() {
			if k == 0 {
				return p.shown(), i
			}
			k--
		}
	}
	return "", -1
}

// Bowlers returns the bowler of each frame of a team's line, frame 1 first: what a sheet
// writes under the frames. It returns nil for a team outside the game.
func (b *BakerGame) Bowlers(team int) []string {
	if team < 0 || team >= len(b.Teams) {
		return nil
	}
	names := make([]string, Frames)
	for f := range names {
		names[f], _ = b.Bowler(team, f+1)
	}
	return names
}

// BakerTurn is whose ball is next in a Baker game (or a Scotch game): the game's Turn, whose
// Player is the team, with the team's name and the bowler's.
type BakerTurn struct {
	Turn
	Team   string // the team's name
	Bowler string // the bowler of the frame; "" once Over
	Place  int    // the bowler's place in the lineup, 0-based; -1 once Over
}

// Turn returns whose ball is next: the team and the bowler of its frame.
func (b *BakerGame) Turn() BakerTurn {
	t := BakerTurn{Turn: b.Game.Turn(), Place: -1}
	if len(b.Teams) == 0 {
		return t
	}
	t.Team = b.Teams[t.Player].Name
	if !t.Over {
		t.Bowler, t.Place = b.Bowler(t.Player, t.Frame)
	}
	return t
}

// ScotchBowler is the bowler (0-based, of n who take the balls in turn) who throws ball
// (0-based, of every ball thrown in the line, fill balls included; a strike 3-6-9 gives is no
// ball) of game (0-based) in a Scotch line: (game + ball) mod n, so that the next game starts
// with the next bowler. It returns -1 for n < 1 or a negative game or ball.
func ScotchBowler(n, game, ball int) int {
	if n < 1 || game < 0 || ball < 0 {
		return -1
	}
	return (game%n + ball%n) % n
}

// ScotchGame is a Scotch game on a pair of lanes: each team of a match (a pair, or n bowlers;
// or one team alone) bowls one line of rules.md, its balls thrown in turn by the team's
// bowlers as ScotchBowler says. The places that bowl are those of the lineup that are not
// absent or vacant; n is their number. It is scored as one game, as a Baker line is.
type ScotchGame struct {
	Game   *Game  // one line per team, in team order
	Teams  []Team // the teams, in turn order
	Number int    // the game of the match, 0-based, which the rotation starts from
}

// NewScotchGame starts game number (0-based) of a Scotch match in the format f for one or two
// teams, in turn order. It refuses what NewBakerGameIn refuses.
func NewScotchGame(f Format, number int, teams ...Team) (*ScotchGame, error) {
	g, err := newTeamGame(f, number, teams)
	if err != nil {
		return nil, err
	}
	return &ScotchGame{Game: g, Teams: slices.Clone(teams), Number: number}, nil
}

// Bowler returns the name of the bowler of team (0-based) who throws ball (0-based, of the
// balls thrown in the team's line), and their place in the team's lineup (0-based). It
// returns "" and -1 for a team outside the game or a negative ball.
func (s *ScotchGame) Bowler(team, ball int) (name string, place int) {
	if team < 0 || team >= len(s.Teams) {
		return "", -1
	}
	t := s.Teams[team]
	return bowlerAt(t, ScotchBowler(t.bowling(), s.Number, ball))
}

// Turn returns whose ball is next: the team, and the bowler of the line's next ball.
func (s *ScotchGame) Turn() BakerTurn {
	t := BakerTurn{Turn: s.Game.Turn(), Place: -1}
	if len(s.Teams) == 0 {
		return t
	}
	t.Team = s.Teams[t.Player].Name
	if !t.Over {
		t.Bowler, t.Place = s.Bowler(t.Player, len(s.Game.players[t.Player].balls))
	}
	return t
}

// ScoreBaker scores a Baker (or Scotch) match of games games from each team's scratch score of
// the games finished so far (scores[t] for team t, both the same length, 0..games). A team
// game is the scratch score plus the team's handicap (League.TeamHandicap); points are by team
// game and series, never individual. MatchScore.Place holds one line per team, its team
// games. It refuses what ScoreMatch refuses, but a league with Baker and Scotch off is fine.
func ScoreBaker(l League, games int, teams [2]Team, scores [2][]int) (MatchScore, error) {
	if err := checkMatch(l, games, teams); err != nil {
		return MatchScore{}, err
	}
	finished := len(scores[0])
	for t, team := range teams {
		if len(scores[t]) != finished || finished > games {
			return MatchScore{}, errorf("%w: team %d (%s) has %d Baker games, team 1 %d, in a match of %d",
				ErrInvalidMatch, t+1, team.Name, len(scores[t]), finished, games)
		}
		for g, s := range scores[t] {
			if s < 0 || s > MaxScore {
				return MatchScore{}, errorf("%w: team %d (%s) Baker game %d: %d is not a score 0 to %d",
					ErrInvalidMatch, t+1, team.Name, g+1, s, MaxScore)
			}
		}
	}
	m := newMatchScore(finished)
	for t, team := range teams {
		h := l.TeamHandicap(team)
		line := make([]int, finished)
		for g, s := range scores[t] {
			line[g] = s + h
			m.TeamGames[t][g] = line[g]
		}
		m.Place[t] = [][]int{line}
	}
	m.award(l, games, 0)
	return m, nil
}
