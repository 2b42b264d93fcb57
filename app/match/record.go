package match

import (
	"tenpin/app/board"
	"tenpin/app/i18n"
	"tenpin/domain"
)

// The grid of a game of record (package board draws every grid): a game from history, an
// opened share link's games and their picture show it read-only, each line under the name
// the record gives it.

// RecordRows derives the read-only grid of g, the game of record r: each line named as the
// record names it (its bowler, or in a game of team lines its team), and in a game of team
// lines who bowled every frame (LineBowlers).
func RecordRows(r domain.Record, g *domain.Game, m *i18n.Messages) []board.Row {
	rows := board.Rows(g, g.Turn(), nil, nil, m)
	names := r.LineNames()
	var bowlers [2]*[domain.Frames]string
	if mt, ok := r.Match(); ok {
		bowlers = LineBowlers(mt.League, mt.Teams, r.Series().Game-1, g)
	}
	for i := range rows {
		rows[i].Locked = true
		if i < len(names) {
			rows[i].Name = names[i]
		}
		if i < len(bowlers) {
			rows[i].Bowlers = bowlers[i]
		}
	}
	return rows
}
