package domain

import (
	"cmp"
	"slices"
	"time"
)

// Sheet is a series sheet, derived from the records of one series: each bowler's game
// scores, scratch series and, with a handicap, handicap series, and the winners.
type Sheet struct {
	Series   string    // the series ID
	Of       int       // the number of games in the series
	Games    []int     // the game numbers on the sheet, ascending (a deleted game leaves a gap)
	Played   time.Time // the date of its first game (the earliest of its games' dates)
	Handicap bool      // the series was bowled with a handicap
	Format   Format    // the format every game of the series was bowled in
	Complete bool      // every game of the series is on the sheet
	Rows     []SheetRow
	Winners  []string // the names of the winners (several on a tie), once Complete; else nil
}

// SheetRow is one bowler's line on a series sheet.
type SheetRow struct {
	Name     string
	Scores   []int // the scratch score of each game, as Sheet.Games
	Handicap int   // the handicap per game; 0 without a handicap
	Scratch  int   // the scratch series: the sum of Scores
	Total    int   // the series total the sheet ranks by: Scratch plus Handicap for each game on the sheet with a handicap, else Scratch
	Winner   bool  // the row has the highest Total of a Complete series
}

// SheetOf derives the sheet of one series from its records, in any order. Rows follow the
// bowling order of the lowest-numbered game on the sheet; bowlers are matched across games by name,
// since the order may rotate. The winners are the bowlers with the highest Total (the handicap
// series with a handicap, else scratch), all of them on a tie, and only once every game is
// in: before the last game nobody has won yet. It refuses no records, records of more than one
// series, and records that do not belong together (ErrInvalidSeries, saying why).
func SheetOf(records []Record) (Sheet, error) {
	if len(records) == 0 {
		return Sheet{}, errorf("%w: a sheet needs at least one game", ErrInvalidSeries)
	}
	games := slices.Clone(records)
	sortFunc(games, func(a, b Record) int { return cmp.Compare(a.series.Game, b.series.Game) })
	idx := newHistoryIndex()
	for _, r := range games {
		if r.series.ID != games[0].series.ID {
			return Sheet{}, errorf("%w: games of series %s and %s on one sheet", ErrInvalidSeries, games[0].series.ID, r.series.ID)
		}
		if err := idx.fits(r); err != nil {
			return Sheet{}, errorf("%w: %w", ErrInvalidSeries, err)
		}
		idx.add(r)
	}
	first := games[0]
	sh := Sheet{Series: first.series.ID, Of: first.series.Of, Games: make([]int, len(games)), Played: first.played,
		Handicap: first.handicap != nil, Format: first.format, Complete: len(games) == first.series.Of, Rows: make([]SheetRow, len(first.bowlers))}
	row := map[string]int{}
	for i, b := range first.bowlers {
		row[b.name] = i
		sh.Rows[i] = SheetRow{Name: first.lineName(i), Scores: make([]int, len(games))}
		if sh.Handicap {
			sh.Rows[i].Handicap = first.handicap[i]
		}
	}
	for g, r := range games {
		sh.Games[g] = r.series.Game
		if r.played.Before(sh.Played) {
			sh.Played = r.played
		}
		// fits has checked that every game has the same bowlers and handicaps.
		for _, b := range r.bowlers {
			x := &sh.Rows[row[b.name]]
			x.Scores[g] = int(b.total)
			x.Scratch += int(b.total)
		}
	}
	best := -1
	for i := range sh.Rows {
		x := &sh.Rows[i]
		x.Total = x.Scratch + x.Handicap*len(games)
		best = max(best, x.Total)
	}
	if sh.Complete {
		for i := range sh.Rows {
			if x := &sh.Rows[i]; x.Total == best {
				x.Winner = true
				sh.Winners = append(sh.Winners, x.Name)
			}
		}
	}
	return sh, nil
}

// Sheets returns the sheet of every series in the records, by Sheet.Played (then series ID):
// what a history screen lists. It refuses what SheetOf refuses.
func Sheets(records []Record) ([]Sheet, error) {
	bySeries := map[string][]Record{}
	var ids []string
	for _, r := range records {
		if _, ok := bySeries[r.series.ID]; !ok {
			ids = append(ids, r.series.ID)
		}
		bySeries[r.series.ID] = append(bySeries[r.series.ID], r)
	}
	sheets := make([]Sheet, len(ids))
	for i, id := range ids {
		sh, err := SheetOf(bySeries[id])
		if err != nil {
			return nil, err
		}
		sheets[i] = sh
	}
	sortFunc(sheets, func(a, b Sheet) int {
		return cmp.Or(a.Played.Compare(b.Played), cmp.Compare(a.Series, b.Series))
	})
	return sheets, nil
}
