package domain

import (
	"cmp"
	"strings"
)

// Standing is one team's line in a league's standings, over the matches in history.
type Standing struct {
	Team    string // the team's name, as its earliest match in the records writes it
	Matches int    // matches with at least one game in the records
	Games   int    // team games bowled

	Won, Lost float64 // points won, and points the opponents won against the team

	// ScratchPins is the team's pins without handicap: its bowlers' scores, absentee scores
	// and vacancy scores; HandicapPins the handicap added to them. Their sum decided the
	// games.
	ScratchPins  int
	HandicapPins int

	// HighGame and HighSeries are the team's highest team game and team series, handicap
	// included where the league has one; HighScratchGame and HighScratchSeries the same
	// without handicap. A series counts once every game of its match is in the records.
	HighGame, HighSeries               int
	HighScratchGame, HighScratchSeries int
}

// Standings returns every team's standing over the league matches in the records, sorted by
// points won, then scratch pins (then name, so that the order is always the same). Teams are
// told apart by name, compared case-insensitively. A record is counted once however often it
// is in the records (the same game imported from two files), and a record that does not fit
// its match as the match's earliest game has it is left out, as Merge would leave it out.
// Records of plain series are not a league's and are skipped.
func Standings(records []Record) []Standing {
	sorted := make([]Record, 0, len(records))
	for _, r := range records {
		if r.match != nil {
			sorted = append(sorted, r)
		}
	}
	SortRecords(sorted)
	idx := newHistoryIndex()
	byMatch := map[string][]Record{}
	var order []string
	for _, r := range sorted {
		if idx.fits(r) != nil {
			continue
		}
		idx.add(r)
		if _, ok := byMatch[r.series.ID]; !ok {
			order = append(order, r.series.ID)
		}
		byMatch[r.series.ID] = append(byMatch[r.series.ID], r)
	}
	index := map[string]int{} // the team's name in lower case -> index in table
	var table []Standing
	for _, id := range order {
		games := byMatch[id]
		sortFunc(games, func(a, b Record) int { return a.series.Game - b.series.Game })
		res, err := scoreMatchRecords(games)
		if err != nil {
			continue // the index has checked that the games fit together, so this cannot happen
		}
		for t, team := range res.Teams {
			key := strings.ToLower(strings.TrimSpace(team.Name))
			i, ok := index[key]
			if !ok {
				i = len(table)
				index[key] = i
				table = append(table, Standing{Team: team.Name})
			}
			res.add(&table[i], t)
		}
	}
	sortFunc(table, compareStandings)
	return table
}

// compareStandings orders standings by points won, then scratch pins, then name.
func compareStandings(a, b Standing) int {
	return cmp.Or(cmp.Compare(b.Won, a.Won), cmp.Compare(b.ScratchPins, a.ScratchPins), strings.Compare(a.Team, b.Team))
}

// add adds team t's side of the match to its standing.
func (res MatchResult) add(s *Standing, t int) {
	sc := res.Score
	s.Matches++
	s.Games += sc.Finished
	s.Won += sc.Points[t]
	s.Lost += sc.Points[1-t]
	h := res.teamHandicap(t)
	for _, game := range sc.TeamGames[t] {
		s.ScratchPins += game - h
		s.HandicapPins += h
		s.HighGame = max(s.HighGame, game)
		s.HighScratchGame = max(s.HighScratchGame, game-h)
	}
	if sc.Finished == res.Match.Games {
		s.HighSeries = max(s.HighSeries, sc.Series[t])
		s.HighScratchSeries = max(s.HighScratchSeries, sc.Series[t]-h*sc.Finished)
	}
}

// teamHandicap returns the handicap in each team game of team t: its places' handicaps, or in
// Baker or Scotch the team's.
func (res MatchResult) teamHandicap(t int) int {
	l := res.League
	if l.teamLines() {
		return l.TeamHandicap(res.Teams[t])
	}
	h := 0
	for _, p := range res.Teams[t].Lineup {
		h += l.handicapFor(p)
	}
	return h
}
