package domain

import "errors"

// ErrInvalidMatch is returned for a match that cannot be scored as given: a bad number of
// games, scores that do not fit the lineups, or a score that no game has. The error says
// which team, place and game.
var ErrInvalidMatch = errors.New("invalid match")

// MatchScore is a match as it stands: the counted scores, team games and series, and the
// points of the games finished so far.
type MatchScore struct {
	Finished   int          // games finished
	Place      [2][][]int   // each place's counted score per finished game: scratch + handicap, an absentee's (average − deduction, never below 0) + handicap, a vacancy's
	TeamGames  [2][]int     // each team's total per finished game (sum of Place)
	Series     [2]int       // each team's series so far
	GamePoints [2][]float64 // per finished game: game points plus individual points (ties split: 0.5)
	Points     [2]float64   // all points so far, the series points once Finished == games
}

// ScoreMatch scores a match of games games from the scratch scores of the games finished so
// far: scores[t][k] are place k of team t's game scores (every bowling place the same number,
// 0..games; absent places and vacancies nil). A bad input is refused with an error that says
// which team, place or game, never a panic: settings League.Check refuses, teams CheckTeams
// refuses, games outside 1..MaxSeriesGames, a Baker or Scotch league (ScoreBaker scores those), or
// scores that do not fit (ErrInvalidMatch).
func ScoreMatch(l League, games int, teams [2]Team, scores [2][][]int) (MatchScore, error) {
	if err := checkMatch(l, games, teams); err != nil {
		return MatchScore{}, err
	}
	if l.teamLines() {
		return MatchScore{}, errorf("%w: a Baker or Scotch match is scored by team game (ScoreBaker)", ErrInvalidMatch)
	}
	finished := -1
	for t, team := range teams {
		if len(scores[t]) != len(team.Lineup) {
			return MatchScore{}, errorf("%w: team %d (%s) has %d lines of scores for %d places",
				ErrInvalidMatch, t+1, team.Name, len(scores[t]), len(team.Lineup))
		}
		for k, p := range team.Lineup {
			line := scores[t][k]
			if !p.Bowls() {
				if len(line) > 0 {
					return MatchScore{}, errorf("%w: team %d (%s) place %d (%s) does not bowl, but has scores",
						ErrInvalidMatch, t+1, team.Name, k+1, p.describe())
				}
				continue
			}
			if finished < 0 {
				finished = len(line)
				if finished > games {
					return MatchScore{}, errorf("%w: team %d (%s) place %d (%s) has %d games in a match of %d",
						ErrInvalidMatch, t+1, team.Name, k+1, p.describe(), finished, games)
				}
			}
			if len(line) != finished {
				return MatchScore{}, errorf("%w: team %d (%s) place %d (%s) has %d games, but others have %d",
					ErrInvalidMatch, t+1, team.Name, k+1, p.describe(), len(line), finished)
			}
			for g, s := range line {
				if s < 0 || s > MaxScore {
					return MatchScore{}, errorf("%w: team %d (%s) place %d (%s) game %d: %d is not a score 0 to %d",
						ErrInvalidMatch, t+1, team.Name, k+1, p.describe(), g+1, s, MaxScore)
				}
			}
		}
	}
	m := newMatchScore(finished)
	for t, team := range teams {
		m.Place[t] = make([][]int, len(team.Lineup))
		for k, p := range team.Lineup {
			m.Place[t][k] = make([]int, finished)
			for g := range finished {
				scratch := 0
				if p.Bowls() {
					scratch = scores[t][k][g]
				}
				m.Place[t][k][g] = l.placeScore(p, scratch)
				m.TeamGames[t][g] += m.Place[t][k][g]
			}
		}
	}
	m.award(l, games, min(len(teams[0].Lineup), len(teams[1].Lineup)))
	return m, nil
}

// checkMatch refuses settings, teams and a number of games a match cannot have.
func checkMatch(l League, games int, teams [2]Team) error {
	if err := l.Check(); err != nil {
		return err
	}
	if err := CheckTeams(teams[0], teams[1]); err != nil {
		return err
	}
	if games < 1 || games > MaxSeriesGames {
		return errorf("%w: %d games, but a match has 1 to %d", ErrInvalidMatch, games, MaxSeriesGames)
	}
	return nil
}

// newMatchScore makes the lists of a score of finished games.
//
//go:noinline
func newMatchScore(finished int) MatchScore {
	m := MatchScore{Finished: finished}
	for t := range 2 {
		m.TeamGames[t] = make([]int, finished)
		m.GamePoints[t] = make([]float64, finished)
	}
	return m
}

// award adds up the series and gives the points of the games in TeamGames, and of the first
// pairs places against each other, and the series points once every game is in.
func (m *MatchScore) award(l League, games, pairs int) {
	for g := range m.Finished {
		share(&m.GamePoints, g, m.TeamGames[0][g], m.TeamGames[1][g], l.Points.Game)
		for k := range pairs {
			share(&m.GamePoints, g, m.Place[0][k][g], m.Place[1][k][g], l.Points.Individual)
		}
		for t := range 2 {
			m.Series[t] += m.TeamGames[t][g]
			m.Points[t] += m.GamePoints[t][g]
		}
	}
	if m.Finished == games {
		var series [2][]float64
		series[0], series[1] = make([]float64, 1), make([]float64, 1)
		share(&series, 0, m.Series[0], m.Series[1], l.Points.Series)
		m.Points[0] += series[0][0]
		m.Points[1] += series[1][0]
	}
}

// share gives points to the higher of a and b in slot g, half each on a tie.
//
//go:noinline
func share(to *[2][]float64, g, a, b, points int) {
	switch {
	case a > b:
		to[0][g] += float64(points)
	case b > a:
		to[1][g] += float64(points)
	default:
		to[0][g] += float64(points) / 2
		to[1][g] += float64(points) / 2
	}
}

// describe names a place in an error: its bowler, or "vacancy".
//
//go:noinline
func (p Place) describe() string {
	if p.Vacancy() {
		return "vacancy"
	}
	return p.Name
}
