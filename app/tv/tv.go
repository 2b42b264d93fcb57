// Package tv draws the TV view (#tv, web.md "The TV view"): the game or match on the lanes
// for an overhead screen, in type read from across the lanes, with no controls. It holds no
// rule of bowling: every figure it shows is the domain's (cards, turn, winners, the series'
// sheet, a match's live score, a handicap), and the lane app hands it what it already holds
// (Lanes). It writes the view as HTML text (app/markup), so that a change redraws it in one
// step and the view costs app.wasm a few functions rather than a tree of element builders.
//
// The view holds the grid's test hooks with their meaning (frame, marks, ball, cumulative,
// total, current-player, game-over; a match's team-game and team-points; a Baker or Scotch
// line's frame-bowler) inside [data-testid="tv-view"]. Its size comes from the stylesheet
// alone: the class tv-rows-N (N lines) sets how tall a line is, so that two to eight lines
// fill the screen at any size without scrolling.
//
// The TV button on the game screen, which puts the view on a second display, is here too
// (Link, link.go): it needs nothing of the root either, which holds it and draws it.
package tv

import (
	"slices"
	"strconv"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// Lanes is what the lane app has on the lanes, as the view shows it.
type Lanes struct {
	Game         *domain.Game              // the game on the lanes; nil: none yet
	Heading      string                    // the format's name ("" for the standard game)
	Result       string                    // once the game is over: its winner, or a match game's points
	SeriesResult string                    // once the series is over: its winner (the sheet's words)
	Lines        []string                  // each line's name as shown (a team's, for team lines); nil: the game's
	Bowlers      [2]*[domain.Frames]string // in a game of team lines, who bowled each frame of each line
	Up           string                    // in a game of team lines, the bowler up ("" otherwise)
	UpTeam       string                    // and their team

	Series  *domain.Series  // the series being bowled; nil for a single game
	Number  int             // the game of the series on the lanes, 1-based
	Records []domain.Record // the series' finished games

	Match *domain.Match // a league match; nil otherwise
	Live  domain.Live   // its live score (Match.Live)
}

// Render writes the view of l in the words of m.
func Render(l Lanes, m *i18n.Messages) string {
	w := &markup.HTML{}
	g := l.Game
	if g == nil {
		return w.F(`<section class="tv-view tv-rows-1" data-testid="tv-view" aria-label="{}"><h1 class="visually-hidden">{}</h1><p class="tv-none">{}</p></section>`,
			m.TV.View, m.AppName, m.TV.NoGame).String()
	}
	cards, t := g.Cards(), g.Turn()
	rows := len(cards)
	if l.Match != nil {
		rows += 2 // the teams' lines below the grid
	}
	w.F(`<section class="tv-view tv-rows-{}" data-testid="tv-view" aria-label="{}"><header class="tv-top"><h1 class="tv-heading">`,
		strconv.Itoa(min(rows, 10)), m.TV.View)
	w.F(`<span class="tv-app">{}</span>`, m.AppName)
	if l.Heading != "" {
		w.F(` <span class="tv-format">{}</span>`, l.Heading)
	}
	if s := l.Series; s != nil && s.Games > 1 {
		w.F(` <span class="tv-game">{}</span>`, m.GameOfSeries.Say(l.Number, s.Games))
	}
	w.F(`</h1>`)
	switch {
	case t.Over:
		w.F(`<p class="tv-result" data-testid="game-over">{}`, l.Result)
		if l.SeriesResult != "" {
			w.F(` <span class="tv-series-result" data-testid="series-result">{}</span>`, l.SeriesResult)
		}
		w.F(`</p>`)
	case l.Up != "":
		w.F(`<p class="tv-up"><span class="tv-up-label">{}</span> <strong class="tv-up-name" data-testid="current-player">{}</strong> <span class="tv-up-team">{}</span> <span class="tv-up-frame">{}</span></p>`,
			m.NowBowling, l.Up, m.ForTeam.Say(l.UpTeam), m.FrameNumber.Say(t.Frame))
	default:
		w.F(`<p class="tv-up"><span class="tv-up-label">{}</span> <strong class="tv-up-name" data-testid="current-player">{}</strong> <span class="tv-up-frame">{}</span></p>`,
			m.NowBowling, g.Name(t.Player), m.FrameNumber.Say(t.Frame))
	}
	w.F(`</header>`)
	grid(w, l, cards, t, m)
	if l.Match != nil {
		teams(w, l, m)
	}
	return w.F(`</section>`).String()
}

// grid writes one line per bowler (or team line): name, ten frames, total, and in a series
// the handicap and the games so far.
func grid(w *markup.HTML, l Lanes, cards []domain.Card, t domain.Turn, m *i18n.Messages) {
	sheet, sheetErr := domain.SheetOf(l.Records)
	series := l.Series != nil && l.Series.Games > 1 && l.Match == nil && sheetErr == nil && len(sheet.Games) > 0
	handicap := l.Series != nil && l.Series.Handicap.On && l.Match == nil
	w.F(`<table class="tv-grid"><thead><tr><th scope="col" class="tv-name">{}</th>`, m.PlayerHeader)
	for f := 1; f <= domain.Frames; f++ {
		w.F(`<th scope="col" class="tv-frame-head">{}</th>`, strconv.Itoa(f))
	}
	w.F(`<th scope="col" class="tv-total">{}</th>`, m.TotalHeader)
	if handicap {
		w.F(`<th scope="col" class="tv-hdcp">{}</th>`, m.TV.Handicap)
	}
	if series {
		w.F(`<th scope="col" class="tv-series">{}</th>`, m.SeriesColumn)
	}
	w.F(`</tr></thead><tbody>`)
	winners := l.Game.Winners()
	for p, c := range cards {
		name := c.Name
		if p < len(l.Lines) {
			name = l.Lines[p]
		}
		current := !t.Over && p == t.Player
		w.F(`<tr class="tv-line{!}{!}"><th scope="row" class="tv-name">{}</th>`,
			markup.When(current, " current"), markup.When(slices.Contains(winners, p), " winner"), name)
		for i, f := range c.Frames {
			bowler := ""
			if p < len(l.Bowlers) && l.Bowlers[p] != nil {
				bowler = l.Bowlers[p][i]
			}
			frame(w, p, f, current && f.Number == t.Frame, bowler)
		}
		w.F(`<td class="tv-total" data-testid="total" data-player="{}">{}</td>`, strconv.Itoa(p), strconv.Itoa(c.Total))
		if handicap {
			w.F(`<td class="tv-hdcp">{}</td>`, handicapOf(l.Series, c.Name))
		}
		if series {
			seriesCell(w, sheet, p, c.Name)
		}
		w.F(`</tr>`)
	}
	w.F(`</tbody></table>`)
}

// frame writes one frame cell: its ball boxes as a printed sheet has them (a strike of
// frames 1-9 in the right-hand box), the running total below once determined, and in a game
// of team lines who bowled it. The marks' text is the joined marks ("8|/"), the separators
// hidden, as on the game screen.
func frame(w *markup.HTML, player int, f domain.Frame, current bool, bowler string) {
	boxes := 2
	if f.Number == domain.Frames {
		boxes = 3
	}
	at := 0
	if f.Number < domain.Frames && len(f.Deliveries) == 1 && f.Balls[0] == domain.MarkStrike {
		at = 1
	}
	w.F(`<td class="tv-frame{!}" data-testid="frame" data-player="{}" data-frame="{}"><span class="tv-marks" data-testid="marks">`,
		markup.When(current, " current"), strconv.Itoa(player), strconv.Itoa(f.Number))
	for i := 0; i < boxes; i++ {
		k := i - at
		if k < 0 || k >= len(f.Deliveries) {
			w.F(`<span class="tv-box"></span>`)
			continue
		}
		b := f.Deliveries[k]
		if k > 0 {
			w.F(`<span class="sep" aria-hidden="true">|</span>`)
		}
		w.F(`<span class="tv-box{!}{!}" data-testid="ball" data-ball="{}" data-split="{}" data-foul="{}" data-given="{}">{}</span>`,
			markup.When(b.Split, " split"), markup.When(b.Foul, " foul"), strconv.Itoa(b.Number),
			flag(b.Split), flag(b.Foul), flag(b.Given), b.Mark)
	}
	cum := ""
	if f.Determined {
		cum = strconv.Itoa(f.Total)
	}
	w.F(`</span><span class="tv-cum" data-testid="cumulative">{}</span>`, cum)
	if bowler != "" {
		w.F(`<span class="tv-bowler" data-testid="frame-bowler">{}</span>`, bowler)
	}
	w.F(`</td>`)
}

// seriesCell writes a bowler's games so far in the series and their series total, from the
// domain's sheet of the finished games.
func seriesCell(w *markup.HTML, sheet domain.Sheet, player int, name string) {
	k := slices.IndexFunc(sheet.Rows, func(r domain.SheetRow) bool { return r.Name == name })
	if k < 0 {
		w.F(`<td class="tv-series"></td>`)
		return
	}
	r := sheet.Rows[k]
	w.F(`<td class="tv-series"><span class="tv-games">`)
	for i := range sheet.Games {
		if len(sheet.Games) > 1 { // one game's score is its series so far
			w.F(`<span>{}</span>`, strconv.Itoa(r.Scores[i]))
		}
	}
	total := r.Scratch
	if sheet.Handicap {
		total = r.Total
	}
	w.F(`</span><span class="tv-series-total" data-testid="series-total" data-player="{}">{}</span></td>`,
		strconv.Itoa(player), strconv.Itoa(total))
}

// handicapOf is the named bowler's handicap in series s, as the domain works it out from
// their average.
func handicapOf(s *domain.Series, name string) string {
	k := slices.Index(s.Names, name)
	if k < 0 || k >= len(s.Averages) {
		return ""
	}
	h, err := s.Handicap.For(s.Averages[k])
	if err != nil {
		return ""
	}
	return strconv.Itoa(h)
}

// teams writes a match's teams: each team's total of every game (the game in progress as it
// stands), and its points so far.
func teams(w *markup.HTML, l Lanes, m *i18n.Messages) {
	mt, lv := l.Match, &l.Live
	w.F(`<table class="tv-teams"><thead><tr><th scope="col" class="tv-name">{}</th>`, m.TeamHeader)
	for g := 1; g <= mt.Games; g++ {
		w.F(`<th scope="col">{}</th>`, m.GameHeader.Say(g))
	}
	w.F(`<th scope="col">{}</th></tr></thead><tbody>`, m.PointsColumn)
	inPlay := l.Number > lv.Finished && l.Game != nil && !l.Game.Over()
	for t, team := range mt.Teams {
		w.F(`<tr><th scope="row" class="tv-name">{}</th>`, team.Name)
		for g := 1; g <= mt.Games; g++ {
			text := ""
			switch {
			case g <= lv.Finished:
				text = strconv.Itoa(lv.TeamGames[t][g-1])
			case g == l.Number && inPlay:
				text = strconv.Itoa(lv.Now[t])
			}
			w.F(`<td class="tv-team-game" data-testid="team-game" data-team="{}" data-game="{}">{}</td>`, strconv.Itoa(t), strconv.Itoa(g), text)
		}
		w.F(`<td class="tv-points" data-testid="team-points" data-team="{}">{}</td></tr>`, strconv.Itoa(t), m.Points(lv.Clinched[t]))
	}
	w.F(`</tbody></table>`)
}

// flag writes a boolean attribute's value.
func flag(on bool) string {
	if on {
		return "true"
	}
	return "false"
}
