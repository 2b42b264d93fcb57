package domain

import "errors"

// ErrInvalidLeague is returned for league settings that League.Check refuses.
var ErrInvalidLeague = errors.New("invalid league settings")

// MaxPoints is the most points a PointsRule may give for one game, series or pairing: leagues
// give 1 or 2; the bound keeps a bad file from claiming millions.
const MaxPoints = 100

// PointsRule says how a match awards points; 0 gives none of that kind.
type PointsRule struct {
	Game       int `json:"game"`       // to the team with the higher team game, each game
	Series     int `json:"series"`     // to the team with the higher team series, once every game is in
	Individual int `json:"individual"` // each game, place k of one team against place k of the other
}

// League holds a match's settings (league.md: defaults 1/1/0 points, deduction 10, vacancy 0).
// With Baker on, each team bowls Baker games (BakerPlace); with Scotch on, each team (a pair,
// or n bowlers) bowls Scotch lines (ScotchBowler). Either way a team bowls one line a game:
// points go by team game and series only, and the handicap, if on, is the team's
// (TeamHandicap). Every game of the match is bowled in Format.
type League struct {
	Handicap        Handicap   `json:"handicap"` // night.md's, per bowler; off unless set
	Points          PointsRule `json:"points"`
	AbsentDeduction int        `json:"absentDeduction"`  // pins off an absent bowler's average
	VacancyScore    int        `json:"vacancyScore"`     // a vacancy's score each game
	Baker           bool       `json:"baker,omitempty"`  // the match is bowled in Baker games
	Scotch          bool       `json:"scotch,omitempty"` // the match is bowled in Scotch lines
	Format          Format     `json:"format,omitzero"`  // the format of every game; the standard game unless set
}

// DefaultLeague returns the settings league.md gives when none are set: no handicap (with
// DefaultHandicap's basis and percent ready to turn on), 1 point a game and 1 for the series,
// no individual points, 10 pins off an absent bowler's average, and 0 for a vacancy.
//
//go:noinline
func DefaultLeague() League {
	return League{Handicap: DefaultHandicap, Points: PointsRule{Game: 1, Series: 1}, AbsentDeduction: 10}
}

// Check refuses settings a match cannot be scored with, with an error wrapping
// ErrInvalidLeague (or ErrInvalidHandicap) that says which: a handicap Handicap.Check refuses,
// points outside 0..MaxPoints, a deduction or vacancy score outside 0..MaxScore pins, Baker
// and Scotch both on, a format Format.Check refuses (wrapping ErrInvalidFormat too).
func (l League) Check() error {
	if err := l.Handicap.Check(); err != nil {
		return err
	}
	if err := l.Format.Check(); err != nil {
		return errorf("%w: %w", ErrInvalidLeague, err)
	}
	if l.Baker && l.Scotch {
		return errorf("%w: a match is bowled in Baker games or in Scotch lines, not both", ErrInvalidLeague)
	}
	for _, p := range []struct {
		what string
		n    int
	}{{"game", l.Points.Game}, {"series", l.Points.Series}, {"individual", l.Points.Individual}} {
		if p.n < 0 || p.n > MaxPoints {
			return errorf("%w: %d %s points, but points are 0 to %d", ErrInvalidLeague, p.n, p.what, MaxPoints)
		}
	}
	if l.AbsentDeduction < 0 || l.AbsentDeduction > MaxScore {
		return errorf("%w: an absent bowler's deduction of %d pins, but it is 0 to %d", ErrInvalidLeague, l.AbsentDeduction, MaxScore)
	}
	if l.VacancyScore < 0 || l.VacancyScore > MaxScore {
		return errorf("%w: a vacancy score of %d pins, but it is 0 to %d", ErrInvalidLeague, l.VacancyScore, MaxScore)
	}
	return nil
}

// teamLines reports whether each team bowls one line a game (Baker or Scotch) rather than
// each bowler their own.
func (l League) teamLines() bool { return l.Baker || l.Scotch }

// placeScore returns the score a lineup place counts for one game: scratch plus handicap for
// a bowler, the absentee score plus handicap for an absent bowler, the vacancy score for a
// vacancy. The settings and the place have been checked.
func (l League) placeScore(p Place, scratch int) int {
	if p.Vacancy() {
		return l.VacancyScore
	}
	if p.Absent {
		scratch = max(p.Average-l.AbsentDeduction, 0)
	}
	return scratch + l.handicapFor(p)
}

// handicapFor returns a bowler's handicap per game (0 for a vacancy or with the handicap off).
// The settings and the place have been checked, so For cannot refuse them.
//
//go:noinline
func (l League) handicapFor(p Place) int {
	if p.Vacancy() {
		return 0
	}
	h, _ := l.Handicap.For(p.Average)
	return h
}

// TeamHandicap returns a team's handicap per Baker game: the sum of the handicaps of the
// bowlers who bowl (absentees and vacancies do not bowl a Baker game) divided by their number,
// fractions dropped; 0 with the handicap off. The settings and the team must pass Check and
// CheckTeams.
func (l League) TeamHandicap(t Team) int {
	sum, n := 0, 0
	for _, p := range t.Lineup {
		if p.Bowls() {
			sum += l.handicapFor(p)
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return sum / n
}
