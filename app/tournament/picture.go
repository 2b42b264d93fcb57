package tournament

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/domain"
)

// "Share as picture" of the part shown (tournament.md, "Everywhere"): the qualifying
// standings, the finals' standings and final order, or the prize list, drawn as a PNG by
// web/picture.js (tenpinTournament, loaded at the first picture) as brackets' and leaves'
// pictures are, and shared as a file where the browser takes files, else downloaded.

// pictureOf writes the part view of t for tenpinTournament, one line a thing, fields
// separated by tabs: the title and the caption; then for each table "S", its heading, its
// columns' relative widths (comma separated) and its column heads; and "r" with each row's
// cells. It is "" for a part with nothing to show.
func pictureOf(w *i18n.TournamentMessages, t *domain.Tournament, view string) string {
	var b strings.Builder
	table := func(heading, widths string, heads ...string) {
		b.WriteString("\nS\t" + heading + "\t" + widths + "\t" + strings.Join(heads, "\t"))
	}
	row := func(cells ...string) { b.WriteString("\nr\t" + strings.Join(cells, "\t")) }
	caption := ""
	switch view {
	case viewStandings:
		lines, err := t.Standings()
		if err != nil || len(lines) == 0 {
			return ""
		}
		caption = w.EntryCount.Say(len(t.Entries))
		table(w.Qualifying, "1,1.4,2,3.6,1,1.2", w.Place, w.BowlerHead, w.SquadHead, w.GamesHead, w.Handicap, w.Total)
		for _, l := range lines {
			place := "–"
			if l.Place > 0 {
				place = itoa(l.Place)
			}
			games := make([]string, len(l.Scores))
			for i, g := range l.Scores {
				games[i] = itoa(g)
			}
			row(place, l.Bowler, t.Squads[l.Squad].Name, strings.Join(games, " "), itoa(l.Handicap), itoa(l.Total))
		}
	case viewFinals:
		final, _, err := t.Final()
		if err != nil || len(t.Results.Advanced) == 0 {
			return ""
		}
		caption = w.ViewFinals
		if f := t.Settings.Finals; f == domain.MatchPlayFinals || f == domain.BothFinals {
			if ranked, err := t.MatchPlayStandings(); err == nil {
				table(w.MatchPlay, "1,3,1.4", w.Place, w.BowlerHead, w.Total)
				for _, p := range ranked {
					row(itoa(p.Place), name(t, t.Results.Advanced[p.Entry]), itoa(p.Total))
				}
			}
		}
		table(w.FinalOrder, "1,4.4", w.Place, w.BowlerHead)
		for _, p := range final {
			row(itoa(p.Place), name(t, p.Entry))
		}
	case viewPrizes:
		awards, err := t.Awards()
		fund, _ := t.Fund()
		if err != nil || len(awards) == 0 {
			return ""
		}
		caption = w.Fund.Say(money(fund))
		table(w.Prizes, "1,3,1.4", w.Place, w.BowlerHead, w.PrizeHead)
		for _, p := range awards {
			row(itoa(p.Place), name(t, p.Entry), money(p.Cents))
		}
	default:
		return ""
	}
	return t.Name + "\t" + caption + b.String()
}

// picture draws the part shown of k as a PNG and shares or downloads it, saying what came of
// it.
func (s *Screen) picture(ctx app.Context, k *kept) {
	if s.words == nil {
		return
	}
	data := pictureOf(s.words, k.T, s.view)
	if data == "" {
		return
	}
	file := "tenpin-" + s.view + "-" + k.T.ID + ".png"
	said := func(v app.Value) {
		browser.Dispatch(ctx, func(app.Context) {
			switch {
			case v.Type() != app.TypeString:
				s.status, s.problem = nil, func(m *i18n.TournamentMessages) string { return m.PictureFailed }
			case v.String() == "saved":
				s.status = func(m *i18n.TournamentMessages) string { return m.PictureSaved.Say(file) }
			}
		})
	}
	browser.WithScript(ctx.ResolveStaticResource("/web/picture.js"), func(ok bool) { // loaded at the first picture
		p, err := browser.Call(app.Window(), "tenpinTournament", data, file)
		if !ok || err != nil {
			said(app.Null())
			return
		}
		browser.Settle(p, said, func(app.Value) { said(app.Null()) })
	})
}

// pictureButton is Share as picture, for the parts that have one.
func pictureButton(w *i18n.TournamentMessages) app.UI {
	return elText("button", w.Picture, "type", "button", "class", "button", "data-act", "picture", "data-testid", "tournament-picture")
}
