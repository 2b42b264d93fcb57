package domain

import "slices"

// Bounds returns the least and the most player p's game can end at, from the balls thrown so
// far: low if every ball still to come knocks down nothing, high if every one knocks down all
// that stands (strikes and spares to the end). Low is also the score so far, bonuses earned
// included: what a scoreboard's "who leads" compares. A finished game has low == high, its
// score. It refuses a bad index (ErrNoSuchPlayer).
func (g *Game) Bounds(p int) (low, high int, err error) {
	if p < 0 || p >= len(g.players) {
		return 0, 0, g.noSuchPlayer(p)
	}
	balls := g.players[p].balls
	return finishedWith(g.format, balls, func(*Game) int { return 0 }),
		finishedWith(g.format, balls, func(one *Game) int { return one.PinsStanding() }), nil
}

// finishedWith replays one player's balls alone in format f and bowls out their game with
// the count next gives each ball, and returns the final score.
func finishedWith(f Format, balls []Delivery, next func(*Game) int) int {
	one := &Game{players: []player{{name: "AAA", balls: make([]Delivery, 0, maxRolls)}}, format: f}
	for _, d := range balls {
		// The balls fitted the game they were thrown in, and one player's balls fit alone.
		_ = one.Throw(d)
	}
	for !one.Over() {
		_ = one.Throw(Count(next(one)))
	}
	s, _ := one.Score(0)
	return s
}

// Live is a league match while its games are bowled: the score of the finished games, the
// game in progress as it stands, and the points each team has clinched, that is won whatever
// the balls still to come.
type Live struct {
	MatchScore // the finished games

	// Now is each team's counted score in the game in progress so far (bonuses earned
	// included; absentee and vacancy scores and handicaps in full): who leads the game. Low
	// and High are the least and the most each team's game can end at. All three are 0 with
	// no game in progress.
	Now, Low, High [2]int

	// SeriesLow and SeriesHigh are the least and the most each team's series can end at,
	// over the finished games, the game in progress and the games not yet begun.
	SeriesLow, SeriesHigh [2]int

	// Clinched is the points each team is sure of: the finished games' points, and the
	// game's, pairings' and series' points whose outcome no ball still to come can change
	// (half of them where the best the other team can do is a tie). With every game
	// finished, it is Points.
	Clinched [2]float64
}

// Live scores the match as it is being bowled: done are the records of its finished games
// (MatchOf's records; none before the first game ends) and g is the game in progress, bowled
// by Lineup (nil between games). It refuses records MatchOf refuses or of another match, and
// a game not bowled by Lineup (ErrInvalidMatch).
func (m Match) Live(done []Record, g *Game) (Live, error) {
	if err := m.Check(); err != nil {
		return Live{}, err
	}
	var lv Live
	if len(done) > 0 {
		res, err := MatchOf(done)
		if err != nil {
			return Live{}, err
		}
		if res.ID != m.ID || done[0].match.key() != m.facts().text {
			return Live{}, errorf("%w: the records are of another match than %s", ErrInvalidMatch, m.ID)
		}
		lv.MatchScore = res.Score
	} else {
		// No game finished: the scores of nothing, as MatchOf would give them.
		var err error
		if m.League.teamLines() {
			lv.MatchScore, err = ScoreBaker(m.League, m.Games, m.Teams, [2][]int{})
		} else {
			lv.MatchScore, err = ScoreMatch(m.League, m.Games, m.Teams,
				[2][][]int{make([][]int, len(m.Teams[0].Lineup)), make([][]int, len(m.Teams[1].Lineup))})
		}
		if err != nil {
			return Live{}, err
		}
	}
	lv.Clinched = lv.Points
	left := m.Games - lv.Finished // games not finished, the one in progress among them
	var low, high [2][]int        // each place's (Baker: each team's) counted bounds in the game in progress
	if g != nil && left > 0 {
		var err error
		if low, high, err = m.bounds(g); err != nil {
			return Live{}, err
		}
		left--
		for t := range 2 {
			for k := range low[t] {
				lv.Low[t] += low[t][k]
				lv.High[t] += high[t][k]
			}
		}
		lv.Now = lv.Low
		lv.clinch(lv.Low, lv.High, m.League.Points.Game)
		if !m.League.teamLines() {
			for k := range min(len(low[0]), len(low[1])) {
				lv.clinch([2]int{low[0][k], low[1][k]}, [2]int{high[0][k], high[1][k]}, m.League.Points.Individual)
			}
		}
	}
	for t := range 2 {
		fixed, most := m.gameBounds(t)
		lv.SeriesLow[t] = lv.Series[t] + lv.Low[t] + left*fixed
		lv.SeriesHigh[t] = lv.Series[t] + lv.High[t] + left*most
	}
	if lv.Finished < m.Games {
		lv.clinch(lv.SeriesLow, lv.SeriesHigh, m.League.Points.Series)
	}
	return lv, nil
}

// clinch adds to Clinched the points of a contest whose scores lie between low and high: all
// to a team whose least beats the other's most, half to each where the least meets the most.
//
//go:noinline
func (lv *Live) clinch(low, high [2]int, points int) {
	for t := range 2 {
		switch o := 1 - t; {
		case low[t] > high[o]:
			lv.Clinched[t] += float64(points)
		case low[t] == high[o]:
			lv.Clinched[t] += float64(points) / 2
		}
	}
}

// bounds returns each lineup place's counted bounds in game g (with Baker or Scotch, each
// team's).
func (m Match) bounds(g *Game) (low, high [2][]int, err error) {
	names := g.Names()
	if lineup := m.Lineup(); !slices.Equal(names, lineup) {
		return low, high, errorf("%w: the game is bowled by %q, but the match's lineups are %q", ErrInvalidMatch, names, lineup)
	}
	if g.format != m.League.Format {
		return low, high, errorf("%w: the game is bowled in %s, but the match in %s", ErrInvalidMatch, g.format, m.League.Format)
	}
	line := 0
	for t, team := range m.Teams {
		if m.League.teamLines() {
			lo, hi, _ := g.Bounds(t)
			h := m.League.TeamHandicap(team)
			low[t], high[t] = []int{lo + h}, []int{hi + h}
			continue
		}
		low[t], high[t] = make([]int, len(team.Lineup)), make([]int, len(team.Lineup))
		for k, p := range team.Lineup {
			lo, hi := 0, 0
			if p.Bowls() {
				lo, hi, _ = g.Bounds(line)
				line++
			}
			low[t][k], high[t][k] = m.League.placeScore(p, lo), m.League.placeScore(p, hi)
		}
	}
	return low, high, nil
}

// gameBounds returns the least and the most team t can count in a game not yet begun: each
// line ends between a game of misses, where a strike the format gives still counts 10 (no
// two given frames are next to each other, so its bonus balls are misses), and a perfect
// game.
func (m Match) gameBounds(t int) (least, most int) {
	team := m.Teams[t]
	low, high := 0, MaxScore
	for f := 1; f <= Frames; f++ {
		if m.League.Format.gives(f) {
			low += 10
		}
	}
	if m.League.teamLines() {
		h := m.League.TeamHandicap(team)
		return low + h, high + h
	}
	for _, p := range team.Lineup {
		least += m.League.placeScore(p, low)
		most += m.League.placeScore(p, high)
	}
	return least, most
}
