package match

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The match sheet: a league match's games as its teams count them (league.md). Under each
// team its places, each game's counted score (scratch + handicap; an absent bowler's score
// marked a, a vacancy's), then the team's games, series and points, and the winner once
// every game is in. The domain scores it (domain.MatchOf); this file lays it out. The series
// screen and history show it under the bowlers' sheet of a match's games.
//
// Hooks: the sheet is [data-testid="match-sheet"]; team T's series and points are
// [data-testid="match-series"][data-team="T"] and [data-testid="match-points"][data-team="T"].

// pointsText writes points as a sheet does: whole points, and ½ for a half ("2½", "½").
func pointsText(p float64, m *i18n.Messages) string { return m.Points(p) }

// Sheet lays out the match the records are games of, or nothing for a plain series.
func Sheet(records []domain.Record, m *i18n.Messages) app.UI {
	if len(records) == 0 {
		return nil
	}
	if _, ok := records[0].Match(); !ok {
		return nil
	}
	res, err := domain.MatchOf(records)
	if err != nil {
		return nil
	}
	sc, games := &res.Score, res.Games
	w := &markup.HTML{}
	w.F(`<div class="match-sheet" data-testid="match-sheet"><div class="grid-wrap" role="region" aria-label="{}" tabindex="0">`+
		`<table class="grid sheet-table match-table"><caption class="visually-hidden">{}</caption><thead><tr><th scope="col" class="name">{}</th>`,
		m.MatchHeading, m.MatchCaption, m.TeamHeader)
	for g := 1; g <= games; g++ {
		w.F(`<th scope="col">{}</th>`, m.GameHeader.Say(g))
	}
	w.F(`<th scope="col" class="total">{}</th><th scope="col" class="total">{}</th></tr></thead><tbody>`, m.SeriesColumn, m.PointsColumn)
	over := sc.Finished == games
	for t, team := range res.Teams {
		for k, p := range team.Lineup {
			if res.League.Baker || res.League.Scotch {
				break // a team of Baker or Scotch bowls one line: its team games below
			}
			name, mark := p.Name, ""
			switch {
			case p.Vacancy():
				name = m.VacancyRow
			case p.Absent:
				mark = m.AbsentMark + " "
			}
			w.F(`<tr class="place-line"><th scope="row" class="name">{}</th>`, name)
			sum := 0
			for g := 1; g <= games; g++ {
				text := ""
				if g <= sc.Finished {
					text, sum = mark+markup.Itoa(sc.Place[t][k][g-1]), sum+sc.Place[t][k][g-1]
				}
				w.F(`<td class="score">{}</td>`, text)
			}
			w.F(`<td class="total">{}</td><td></td></tr>`, markup.Itoa(sum))
		}
		winner := over && sc.Points[t] > sc.Points[1-t]
		w.F(`<tr class="{}"><th scope="row" class="name team-line-name">{}</th>`, markup.Classes("team-line", markup.Is("winner", winner)), team.Name)
		for g := 1; g <= games; g++ {
			text := ""
			if g <= sc.Finished {
				text = markup.Itoa(sc.TeamGames[t][g-1])
			}
			w.F(`<td class="score">{}</td>`, text)
		}
		w.F(`<td class="total" data-testid="match-series" data-team="{}">{}</td><td class="total" data-testid="match-points" data-team="{}">{}</td></tr>`,
			markup.Itoa(t), markup.Itoa(sc.Series[t]), markup.Itoa(t), pointsText(sc.Points[t], m))
	}
	w.F(`</tbody></table></div>`)
	switch {
	case !over:
		w.F(`<p class="hint">{}</p>`, m.SeriesProgress.Say(sc.Finished, games))
	case sc.Points[0] == sc.Points[1]:
		w.F(`<p class="result" data-testid="match-result">{}</p>`, m.MatchTied)
	default:
		win := 0
		if sc.Points[1] > sc.Points[0] {
			win = 1
		}
		w.F(`<p class="result" data-testid="match-result">{}</p>`, m.MatchWinner.Say(res.Teams[win].Name))
	}
	return w.F(`<p class="hint">{}</p></div>`, m.AbsentLegend).UI()
}
