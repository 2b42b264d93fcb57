package season

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// A week's recap (season.md): the standings after it, its results, its high games and series
// (scratch and with handicap), the averages list with next week's handicaps, and next week's
// pairs and lanes. The domain works the figures out (domain.Season.Recap); this file lays
// them out as tables, which the screen shows, the print stylesheet prints on one landscape
// page, web/recap.js draws as a picture, and a link carries to another device (#recap=…:
// the figures, in no language, as JSON in base64url, read in the reader's words). The honour
// roll of the season is here too.

// The recap's tables, in the order they are shown.
const (
	tableStandings = iota
	tableResults
	tableHighs
	tableAverages
	tableNext
	nTables
)

// recapVersion is the version of a recap link's figures; a newer link is refused with a
// message.
const recapVersion = 1

// recapView is a week's recap in no language: the league's name, the week and each table's
// cells (names and numbers; points as 2.5), worked out once from the domain's Recap.
type recapView struct {
	_      noCompare
	V      int                 `json:"v"`
	League string              `json:"l"`
	Week   int                 `json:"w"` // from 1
	Games  int                 `json:"g"` // games a week
	Hcp    bool                `json:"h,omitempty"`
	Tables [nTables][][]string `json:"t"`
	Bye    string              `json:"b,omitempty"` // next week's team with the bye
	Last   bool                `json:"e,omitempty"` // the season's last week: no next week
}

// noCompare, as a field, makes a struct not comparable, so the compiler writes no equality
// function for it (a size measure, as the app's).
type noCompare [0]func()

// points writes points in no language: 2, 2.5.
func points(p float64) string { return strconv.FormatFloat(p, 'f', -1, 64) }

// recapOf works out week's recap of league l.
func recapOf(l *domain.Season, week int) (recapView, error) {
	rc, err := l.Recap(week)
	if err != nil {
		return recapView{}, err
	}
	st := l.Settings()
	teams := l.Teams()
	teamName := func(t int) string {
		if t < 0 || t >= len(teams) {
			return ""
		}
		return teams[t]
	}
	v := recapView{V: recapVersion, League: l.Name(), Week: week + 1, Games: st.Games, Hcp: st.Match.Handicap.On, Last: !rc.HasNext}
	t := &v.Tables
	for i, s := range rc.Standings {
		t[tableStandings] = append(t[tableStandings], []string{itoa(i + 1), s.Team, itoa(s.Matches), points(s.Won), points(s.Lost),
			itoa(s.ScratchPins), itoa(s.HandicapPins), itoa(s.HighGame), itoa(s.HighSeries)})
	}
	pairs := l.Schedule()[week].Pairs
	for _, k := range rc.Results {
		sc := k.Result.Score
		for side, team := range k.Result.Teams {
			row := []string{lanes(pairs[k.Pair].Lane), team.Name}
			for _, g := range sc.TeamGames[side] {
				row = append(row, itoa(g))
			}
			t[tableResults] = append(t[tableResults], append(row, itoa(sc.Series[side]), points(sc.Points[side])))
		}
	}
	for kind, list := range [4][]domain.Feat{rc.HighScratchGame, rc.HighHandicapGame, rc.HighScratchSeries, rc.HighHandicapSeries} {
		if !v.Hcp && kind%2 == 1 {
			continue // without a handicap, the same as the scratch ones
		}
		for _, f := range list {
			t[tableHighs] = append(t[tableHighs], []string{itoa(kind), f.Name, teamName(f.Team), itoa(f.Score)})
		}
	}
	for _, a := range rc.Averages {
		carried, handicap := "", ""
		if a.Known {
			carried, handicap = itoa(a.Carried), itoa(a.Handicap)
		}
		t[tableAverages] = append(t[tableAverages], []string{a.Name, teamName(a.Team), itoa(a.Games), itoa(a.Pins), itoa(a.Average), carried, handicap})
	}
	if rc.HasNext {
		for _, p := range rc.Next.Pairs {
			t[tableNext] = append(t[tableNext], []string{lanes(p.Lane), teams[p.A], teams[p.B]})
		}
		v.Bye = teamName(rc.Next.Bye)
	}
	return v, nil
}

// table is one of the recap's tables in a language: its caption, its columns' headings and
// its rows; the column of each row's heading (the team's or the bowler's name).
type table struct {
	kind    int
	caption string
	head    []string
	rows    [][]string
	key     int // the column of the row's heading
	text    int // a column of names besides the key's (a team), left-aligned; 0 for none
}

// tables words the recap's tables in m: points with ½, a high's kind named; a table without
// rows says so in its only row.
func (v recapView) tables(m *i18n.Messages) []table {
	w := m.Season
	out := make([]table, nTables)
	out[tableStandings] = table{caption: w.StandingsCaption.Say(v.Week), key: 1,
		head: []string{"#", m.TeamHeader, m.MatchesHeader, m.WonHeader, m.LostHeader, m.ScratchPinsHeader, m.HandicapPinsHeader, m.HighGameHeader, m.HighSeriesHeader}}
	games := []string{w.LanesHeader, m.TeamHeader}
	for g := range v.Games {
		games = append(games, m.GameHeader.Say(g+1))
	}
	out[tableResults] = table{caption: w.ResultsCaption.Say(v.Week), key: 1, head: append(games, m.SeriesColumn, m.PointsColumn)}
	out[tableHighs] = table{caption: w.HighsCaption.Say(v.Week), key: 1, text: 2, head: []string{w.HighHeader, m.BowlerHeader, m.TeamHeader, w.ScoreHeader}}
	out[tableAverages] = table{caption: w.AveragesCaption.Say(v.Week), text: 1, head: []string{m.BowlerHeader, m.TeamHeader, w.GamesHeader, w.PinsHeader,
		w.AverageHeader, w.NextAverageHeader, w.NextHandicapHeader}}
	out[tableNext] = table{caption: w.NextCaption.Say(v.Week + 1), key: 1, head: []string{w.LanesHeader, w.PairHeader}}
	highs := [4]string{w.HighScratchGame, w.HighHandicapGame, w.HighScratchSeries, w.HighHandicapSeries}
	for k := range out {
		out[k].kind = k
		for _, r := range v.Tables[k] {
			row := append([]string(nil), r...)
			switch k {
			case tableStandings:
				row[3], row[4] = halves(row[3], m), halves(row[4], m)
			case tableResults:
				row[len(row)-1] = halves(row[len(row)-1], m)
			case tableHighs:
				if n, ok := number(row[0], 0, 3); ok {
					row[0] = highs[n]
				}
			case tableNext:
				row = []string{row[0], w.Versus.Say(row[1], row[2])}
			}
			out[k].rows = append(out[k].rows, row)
		}
	}
	if v.Bye != "" {
		out[tableNext].rows = append(out[tableNext].rows, []string{"", w.Bye.Say(v.Bye)})
	}
	if v.Last {
		out = out[:tableNext] // no next week after the season's last
	}
	if !v.Hcp {
		drop(&out[tableStandings], 6) // handicap pins
	}
	return out
}

// drop takes column c out of a table.
func drop(t *table, c int) {
	t.head = append(t.head[:c:c], t.head[c+1:]...)
	for i, r := range t.rows {
		if len(r) > c {
			t.rows[i] = append(r[:c:c], r[c+1:]...)
		}
	}
}

// halves writes points in no language ("2.5") as m writes them ("2½").
func halves(text string, m *i18n.Messages) string {
	p, err := strconv.ParseFloat(text, 64)
	if err != nil {
		return text
	}
	return pointsText(p, m)
}

// writeTable writes a table, with the hooks of web.md on the averages' rows and cells.
func writeTable(h *markup.HTML, t table, m *i18n.Messages) {
	h.F(`<div class="table-wrap"><table class="league-table recap-table" data-table="{}"><caption>{}</caption><thead><tr>`, itoa(t.kind), t.caption)
	for c, head := range t.head {
		h.F(`<th scope="col"{!}>{}</th>`, markup.When(c == t.key || c == t.text && c > 0, ` class="key"`), head)
	}
	h.F(`</tr></thead><tbody>`)
	if len(t.rows) == 0 {
		h.F(`<tr><td colspan="{}" class="empty">{}</td></tr>`, itoa(len(t.head)), m.Season.NothingYet)
	}
	for _, r := range t.rows {
		switch t.kind {
		case tableAverages:
			h.F(`<tr data-testid="average-row" data-name="{}">`, r[0])
		case tableStandings:
			h.F(`<tr data-testid="recap-standing" data-team-name="{}">`, r[1])
		default:
			h.F(`<tr>`)
		}
		for c, cell := range r {
			test := ""
			if t.kind == tableAverages && c == 4 {
				test = "average-value"
			}
			if t.kind == tableAverages && c == 6 {
				test = "handicap-value"
			}
			if c == t.key {
				h.F(`<th scope="row"{!}>{}</th>`, attr("data-testid", test), cell)
				continue
			}
			h.F(`<td{!}{!}>{}</td>`, attr("data-testid", test), markup.When(c == t.text && c > 0, ` class="text"`), cell)
		}
		h.F(`</tr>`)
	}
	h.F(`</tbody></table></div>`)
}

// renderRecap draws a recap: its title and tables.
func renderRecap(v recapView, m *i18n.Messages) app.UI {
	h := &markup.HTML{}
	h.F(`<section class="recap" data-testid="recap" data-week="{}" aria-labelledby="recap-title"><h3 id="recap-title">{}</h3>`,
		itoa(v.Week), m.Season.RecapTitle.Say(v.League, v.Week))
	for _, t := range v.tables(m) {
		writeTable(h, t, m)
	}
	return h.F(`</section>`).UI()
}

// renderRecapPart draws the recap of the week shown, with Print, the picture and the link.
func (s *Screen) renderRecapPart(m *i18n.Messages) []app.UI {
	w := m.Season
	v, err := recapOf(s.league, s.week)
	if err != nil {
		return nil
	}
	h := &markup.HTML{}
	h.F(`<div class="recap-bar">`)
	weekChoice(h, "recap-week", actWeek, w.WeekLabel, s.league.Weeks(), s.week, m)
	h.F(`<div class="sheet-actions"><button type="button" class="button" data-act="{}" data-testid="print-recap">{}</button>`+
		`<button type="button" class="button" data-act="{}" data-testid="recap-picture">{}</button>`+
		`<button type="button" class="button" data-act="{}" data-testid="recap-link">{}</button></div></div>`,
		actPrint, m.Print, actPicture, m.SharePicture, actLink, w.ShareLink)
	body := []app.UI{h.UI()}
	if s.link != "" {
		body = append(body, raw(`<div class="share-link-box"><label for="recap-share-link" class="field-label">{}</label>`+
			`<input id="recap-share-link" class="share-link" data-testid="share-link" type="url" readonly="" value="{}">`+
			`<div class="sheet-actions"><button type="button" class="button" data-act="{}" data-testid="copy-recap-link">{}</button></div></div>`,
			w.LinkLabel, s.link, actCopy, m.CopyLink))
	}
	return append(body, box("recap-print", renderRecap(v, m)))
}

// renderHonour draws the honour roll of league l's season: games and series over its
// thresholds, 300 games and 11 strikes in a row, each with bowler, team, week and game.
func renderHonour(l *domain.Season, m *i18n.Messages) app.UI {
	w := m.Season
	hr := l.HonourRoll()
	st := l.Settings()
	teams := l.Teams()
	h := &markup.HTML{}
	h.F(`<section class="honour" data-testid="honour-roll" aria-labelledby="honour-title"><h3 id="honour-title">{}</h3>`, w.HonourTitle.Say(l.Name()))
	for i, list := range [4][]domain.Feat{hr.Games, hr.Series, hr.Perfect, hr.Eleven} {
		t := table{kind: -1, key: 0, caption: [4]string{w.HonourGames.Say(st.HonourGame), w.HonourSeries.Say(st.HonourSeries), w.Perfect, w.Eleven}[i],
			head: []string{m.BowlerHeader, m.TeamHeader, w.WeekHeader, w.GameColumn, w.ScoreHeader}}
		for _, f := range list {
			game := itoa(f.Game)
			if f.Game == 0 {
				game = "—"
			}
			team := ""
			if f.Team >= 0 && f.Team < len(teams) {
				team = teams[f.Team]
			}
			t.rows = append(t.rows, []string{f.Name, team, itoa(f.Week + 1), game, itoa(f.Score)})
		}
		writeTable(h, t, m)
	}
	return h.F(`</section>`).UI()
}
