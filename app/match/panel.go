// Package match is the league match on the lanes (league.md): the team panel (panel.go: each
// team's games, series and points while the match is bowled, and the match's grid and whose
// turn it is), the team lines of a Baker or Scotch doubles match (lines.go) and the match
// sheet (sheet.go: a match's games as its teams count them, under a series' sheet).
//
// It needs nothing of the app around it: the root hands it the match being bowled, its
// records and its game on the lanes (Panel.Refresh, from the series it keeps), composes the
// panel into the game screen and the TV view, and the sheet into the series screen, history
// and an opened share link. The panel draws the lane's grid with package board's rows.
package match

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/board"
	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The team panel on the lanes during a league match (league.md): each team's game so far
// (scratch + handicap, absentee and vacancy scores included), its series so far and the
// points it has clinched, with the points still open, all from the domain's Match.Live after
// every change. When a game's points are decided (a team can no longer be caught, or the game
// ends) the panel says so in the live region. It also draws the match's grid: team A's places
// then team B's, absent bowlers and vacancies as rows of their own that never bowl, and in a
// game of team lines (Baker, or Scotch doubles) each team's line under its name with who
// bowled each frame: in Baker the frame's bowler, in Scotch the bowler of each ball thrown.

// Panel is the match on the lanes as the panel shows it, derived once per change (Refresh).
// Its zero value shows no match.
type Panel struct {
	match   *domain.Match // nil: no match on the lanes
	live    domain.Live
	game    int                       // the game on the lanes, 1-based
	inPlay  bool                      // that game is being bowled (not finished)
	turn    domain.BakerTurn          // in a game of team lines, whose ball is next: the team and its bowler
	bowlers [2]*[domain.Frames]string // in a game of team lines, who bowled each frame of each team's line
	decided map[int]bool              // the games whose points were announced
	of      string                    // the match decided is about
}

// Refresh derives the panel from mt, the match the series on the lanes is bowled as (nil: no
// match), records, the records of its finished games, and g, its game number game on the
// lanes (nil: none), which recorded says is over and among records; it returns what to
// announce: the games whose points were decided since the last change.
func (p *Panel) Refresh(mt *domain.Match, records []domain.Record, game int, g *domain.Game, recorded bool, m *i18n.Messages) string {
	if mt == nil || g == nil {
		p.match = nil
		return ""
	}
	inPlay := g
	if recorded {
		inPlay = nil
	}
	live, err := mt.Live(records, inPlay)
	if err != nil {
		p.match = nil
		return ""
	}
	p.match, p.live, p.game, p.inPlay = mt, live, game, inPlay != nil
	if l := mt.League; l.Baker || l.Scotch {
		p.bowlers = LineBowlers(l, mt.Teams, game-1, g)
		if l.Baker {
			p.turn = (&domain.BakerGame{Game: g, Teams: mt.Teams[:], Number: game - 1}).Turn()
		} else {
			p.turn = (&domain.ScotchGame{Game: g, Teams: mt.Teams[:], Number: game - 1}).Turn()
		}
	}
	quiet := p.of != mt.ID // a match shown afresh (a reload) says nothing of what was decided
	if quiet {
		p.of, p.decided = mt.ID, map[int]bool{}
	}
	return p.decide(m, quiet)
}

// Match is the match on the lanes, nil if none.
func (p *Panel) Match() *domain.Match { return p.match }

// Live is the match on the lanes as the domain scores it after the last change.
func (p *Panel) Live() domain.Live { return p.live }

// decide marks the games whose points are decided, and words those newly decided.
func (p *Panel) decide(m *i18n.Messages, quiet bool) string {
	lv, said := &p.live, ""
	for g := 1; g <= p.match.Games && p.match.League.Points.Game > 0; g++ {
		var low, high [2]int
		switch {
		case p.decided[g]:
			continue
		case g <= lv.Finished:
			low = [2]int{lv.TeamGames[0][g-1], lv.TeamGames[1][g-1]}
			high = low
		case g == p.game && p.inPlay:
			low, high = lv.Low, lv.High
		default:
			continue
		}
		text := ""
		switch {
		case low[0] > high[1]:
			text = m.GamePointsTo.Say(p.match.Teams[0].Name, g)
		case low[1] > high[0]:
			text = m.GamePointsTo.Say(p.match.Teams[1].Name, g)
		case low == high && low[0] == low[1]:
			text = m.GamePointsSplit.Say(g)
		default:
			continue
		}
		p.decided[g] = true
		if !quiet {
			said += " " + text
		}
	}
	if lv.Finished == p.match.Games && !p.decided[0] { // 0: the match itself
		p.decided[0] = true
		if !quiet {
			said += " " + p.result(m)
		}
	}
	return said
}

// result words the match's result once every game is in.
func (p *Panel) result(m *i18n.Messages) string {
	switch pts := p.live.Points; {
	case pts[0] > pts[1]:
		return m.MatchWinner.Say(p.match.Teams[0].Name)
	case pts[1] > pts[0]:
		return m.MatchWinner.Say(p.match.Teams[1].Name)
	}
	return m.MatchTied
}

// GameResult words the end of the game on the lanes in a match: the points of the game (and
// the match's result after its last game). It is "" outside a match, or for a game not yet
// counted, which the winner words (package play's game-over panel).
func (p *Panel) GameResult(m *i18n.Messages) string {
	n := p.game
	if p.match == nil || n > p.live.Finished {
		return ""
	}
	text, games := m.GamePointsSplit.Say(n), p.live.TeamGames
	switch {
	case games[0][n-1] > games[1][n-1]:
		text = m.GamePointsTo.Say(p.match.Teams[0].Name, n)
	case games[1][n-1] > games[0][n-1]:
		text = m.GamePointsTo.Say(p.match.Teams[1].Name, n)
	}
	if p.live.Finished == p.match.Games {
		text += " " + p.result(m)
	}
	return text
}

// Spoken returns an announcement of the game with the lines of team lines named by their
// teams: inside the game they are named with three letters (domain.Match.Lineup), which a
// screen reader would spell out.
func (p *Panel) Spoken(said string) string {
	if !p.TeamLines() {
		return said
	}
	for t, line := range p.match.Lineup() {
		said = strings.ReplaceAll(said, line, p.match.Teams[t].Name)
	}
	return said
}

// open returns the points no team has clinched yet.
func (p *Panel) open() float64 {
	l, pairs := p.match.League, 0
	if !p.TeamLines() {
		pairs = min(len(p.match.Teams[0].Lineup), len(p.match.Teams[1].Lineup))
	}
	total := float64(p.match.Games*(l.Points.Game+l.Points.Individual*pairs) + l.Points.Series)
	return total - p.live.Clinched[0] - p.live.Clinched[1]
}

// Render draws the panel: one row per team, its games, series and points.
func (p *Panel) Render(m *i18n.Messages) app.UI {
	if p.match == nil {
		return nil
	}
	return p.render(m)
}

// render draws the panel of a match. Render, RenderGrid and RenderStatus hand their work to
// functions of their own because V8 compiles a wasm function whole on its first call, and a
// game's start calls them outside a match.
func (p *Panel) render(m *i18n.Messages) app.UI {
	lv := &p.live
	w := &markup.HTML{}
	w.F(`<section class="team-panel" aria-labelledby="team-panel-caption"><table class="team-table"><caption id="team-panel-caption" class="visually-hidden">{}</caption><thead><tr><th scope="col">{}</th>`,
		m.MatchCaption, m.TeamHeader)
	for g := 1; g <= p.match.Games; g++ {
		w.F(`<th scope="col">{}</th>`, m.GameHeader.Say(g))
	}
	w.F(`<th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>`, m.SeriesColumn, m.PointsColumn)
	for t, team := range p.match.Teams {
		w.F(`<tr><th scope="row" class="team-name">{}</th>`, team.Name)
		series := lv.Series[t]
		for g := 1; g <= p.match.Games; g++ {
			text, class := "", "team-game"
			switch {
			case g <= lv.Finished:
				text = markup.Itoa(lv.TeamGames[t][g-1])
			case g == p.game && p.inPlay:
				text, class = markup.Itoa(lv.Now[t]), "team-game current"
				series += lv.Now[t]
				if lv.Now[t] > lv.Now[1-t] {
					class += " leads"
				}
			}
			w.F(`<td class="{}" data-testid="team-game" data-team="{}" data-game="{}">{}</td>`, class, markup.Itoa(t), markup.Itoa(g), text)
		}
		w.F(`<td class="team-series">{}</td><td class="team-points"><span data-testid="team-points" data-team="{}">{}</span></td></tr>`,
			markup.Itoa(series), markup.Itoa(t), pointsText(lv.Clinched[t], m))
	}
	if lv.Finished == p.match.Games {
		return w.F(`</tbody></table><p class="match-result" data-testid="match-result">{}</p></section>`, p.result(m)).UI()
	}
	return w.F(`</tbody></table><p class="points-open">{}</p></section>`, m.PointsOpen.Say(pointsText(p.open(), m))).UI()
}

// RenderGrid draws the grid of the game on the lanes, named label: for a match, team A's
// places then team B's, each absent bowler and vacancy a row of its own; in a game of team
// lines each line under its team's name with who bowled every frame.
func (p *Panel) RenderGrid(rows []board.Row, m *i18n.Messages, label string) app.UI {
	if p.match == nil || len(rows) != len(p.match.Lineup()) {
		return board.GridAs(rows, m, label)
	}
	return p.renderGrid(rows, m, label)
}

// renderGrid draws the grid of a match's game (RenderGrid).
func (p *Panel) renderGrid(rows []board.Row, m *i18n.Messages, label string) app.UI {
	body, i := make([]app.UI, 0, len(rows)+4), 0
	for t, team := range p.match.Teams {
		if p.TeamLines() {
			r := rows[t]
			r.Name, r.Bowlers = team.Name, p.bowlers[t]
			body = append(body, &r)
			continue
		}
		for _, pl := range team.Lineup {
			if pl.Bowls() {
				r := rows[i] // a fresh component each render; go-app keeps the mounted one
				body = append(body, &r)
				i++
				continue
			}
			body = append(body, p.placeRow(pl, m))
		}
	}
	return board.Table(body, m, label)
}

// placeRow is the row of a place that does not bowl: an absent bowler's score, marked a, or
// a vacancy's.
func (p *Panel) placeRow(pl domain.Place, m *i18n.Messages) app.UI {
	l := p.match.League
	name, note, score, class := m.VacancyRow, m.VacancyRow, markup.Itoa(l.VacancyScore), "player vacancy"
	if !pl.Vacancy() {
		name, note, class = pl.Name, m.AbsentLegend, "player absent"
		score = m.AbsentMark + " " + markup.Itoa(max(pl.Average-l.AbsentDeduction, 0))
	}
	return markup.Tag("tr", "class", class).Body(
		markup.ElText("th", name, "scope", "row", "class", "name"),
		markup.ElText("td", note, "colspan", markup.Itoa(domain.Frames), "class", "place-note"),
		markup.ElText("td", score, "class", "total"),
	)
}

// RenderStatus says whose turn it is in a game of team lines: the bowler of the frame (in
// Scotch, of the ball) and their team, in frame frame of the game on the lanes. It is nil
// outside such a game or once it is over, where the status is any game's (package play).
func (p *Panel) RenderStatus(m *i18n.Messages, over bool, frame int) app.UI {
	if !p.TeamLines() || over || p.turn.Over {
		return nil
	}
	return p.renderStatus(m, frame)
}

// renderStatus says whose turn it is in a game of team lines (RenderStatus).
func (p *Panel) renderStatus(m *i18n.Messages, frame int) app.UI {
	var series app.UI
	if p.match.Games > 1 { // the series the match is bowled as has its games
		series = markup.ElText("span", m.GameOfSeries.Say(p.game, p.match.Games), "class", "status-series")
	}
	return markup.Tag("p", "class", "status").Body(
		markup.ElText("span", m.NowBowling, "class", "status-label"),
		markup.ElText("strong", p.turn.Bowler, "class", "current-player", "data-testid", "current-player"),
		markup.ElText("span", m.ForTeam.Say(p.turn.Team), "class", "status-team"),
		markup.ElText("span", m.FrameNumber.Say(frame), "class", "status-frame"),
		series,
	)
}
