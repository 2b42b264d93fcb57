package brackets

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// A drawn set as the organiser and the bowlers read it: what it is and its seed, the payout
// per bowler, and every bracket's sheet, settled as far as the scores known allow: each
// meeting's scores and who moved on, then the winner and the runner-up. The domain settles
// and pays; this file lays the results out.

// settled is a drawn set worked out from the scores: each bracket's result and the payouts.
type settled struct {
	results []domain.BracketResult
	payouts []domain.Payout
	done    int // brackets whose winner is known
}

// settle works out drawn set r from scores.
func settle(r *domain.BracketRecord, scores map[string][]domain.GameScore) settled {
	var v settled
	for _, br := range r.Draw.Brackets {
		res, _ := domain.ResolveBracket(r.Set, br, scores)
		v.results = append(v.results, res)
		if res.Winner != "" {
			v.done++
		}
	}
	v.payouts = domain.Payouts(r.Set, *r.Draw, v.results)
	return v
}

// renderDrawn draws set r as drawn and settled by scores; live says the set is this
// device's (its seed, Redraw and the actions are shown), not an opened link's.
func (s *Screen) renderDrawn(m *i18n.BracketMessages, r *domain.BracketRecord, scores map[string][]domain.GameScore, live bool) app.UI {
	v := settle(r, scores)
	w := &markup.HTML{}
	w.F(`<div class="brackets-drawn"><p class="bracket-summary" data-testid="bracket-summary">{}</p>`, summary(m, r))
	if live {
		w.F(`<p class="bracket-seed">{} <span class="seed" data-testid="seed">{}</span></p><div class="sheet-actions">`,
			m.Seed, strconv.FormatUint(r.Seed, 10))
		if !s.started(r) {
			w.F(`<button type="button" class="button" data-act="{}" data-testid="redraw">{}</button>`+
				`<button type="button" class="button" data-act="{}" data-testid="undraw">{}</button>`, actRedraw, m.Redraw, actUndraw, m.Undraw)
		}
		w.F(`<button type="button" class="button" data-act="{}" data-testid="print-brackets">{}</button>`+
			`<button type="button" class="button" data-act="{}" data-testid="brackets-picture">{}</button>`+
			`<button type="button" class="button" data-act="{}" data-testid="brackets-link">{}</button>`+
			`<button type="button" class="button danger" data-act="{}" data-testid="delete-set">{}</button></div>`,
			actPrint, m.Print, actPicture, m.Picture, actLink, m.Link, actDelete, m.Delete)
		if s.started(r) {
			w.F(`<p class="hint">{}</p>`, m.Fixed)
		}
		s.writeLink(w, m)
	}
	w.F(`<p class="bracket-progress" data-testid="bracket-progress">{}</p>`, m.Progress.Say(len(r.Draw.Brackets), v.done))
	writePayouts(w, m, r, v)
	w.F(`<div class="bracket-grid">`)
	for i, br := range r.Draw.Brackets {
		writeBracket(w, m, r, i, br, v.results[i], scores)
	}
	return w.F(`</div></div>`).UI()
}

// summary says what set r is: scratch or handicap, its games, the entry fee and the money
// of each bracket.
func summary(m *i18n.BracketMessages, r *domain.BracketRecord) string {
	kind := m.Scratch
	if r.Set.Handicap {
		kind = m.Handicap
	}
	return m.Summary.Say(kind, gamesText(r.Set.Games), Money(r.Set.Fee)) + " " +
		m.Shares.Say(Money(r.Set.Winner), Money(r.Set.Runner), Money(r.Set.House))
}

// writePayouts writes the payout table: per bowler, entries, paid, returned, won and what
// they take home less what they paid; then the totals.
func writePayouts(w *markup.HTML, m *i18n.BracketMessages, r *domain.BracketRecord, v settled) {
	w.F(`<div class="grid-wrap" role="region" aria-labelledby="payouts-caption" tabindex="0"><table class="grid payout-table">`+
		`<caption id="payouts-caption">{}</caption><thead><tr><th scope="col" class="name">{}</th><th scope="col">{}</th>`+
		`<th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>`,
		m.PayoutsCaption, m.Bowler, m.EntriesColumn, m.Paid, m.Returned, m.Won, m.Net)
	var paid, returned, won int
	for _, p := range v.payouts {
		paid, returned, won = paid+p.Paid, returned+p.Returned, won+p.Won
		w.F(`<tr data-testid="payout-row" data-name="{}" data-paid="{}" data-returned="{}" data-won="{}" class="{}">`+
			`<th scope="row" class="name">{}</th><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td class="net">{}</td></tr>`,
			p.Name, strconv.Itoa(p.Paid), strconv.Itoa(p.Returned), strconv.Itoa(p.Won), markup.When(p.Won > 0, "winner"),
			p.Name, strconv.Itoa(p.Paid/max(r.Set.Fee, 1)), Money(p.Paid), Money(p.Returned), Money(p.Won), signed(p.Won+p.Returned-p.Paid))
	}
	w.F(`</tbody><tfoot><tr><th scope="row" class="name">{}</th><td></td><td>{}</td><td>{}</td><td>{}</td><td class="net">{}</td></tr></tfoot>`+
		`</table></div><p class="hint">{}</p>`, m.Totals, Money(paid), Money(returned), Money(won),
		signed(won+returned-paid), m.HouseTake.Say(Money(len(r.Draw.Brackets)*r.Set.House)))
}

// signed writes money with its sign: +5.00, -20.00, 0.00.
func signed(cents int) string {
	switch {
	case cents > 0:
		return "+" + Money(cents)
	case cents < 0:
		return "−" + Money(-cents)
	}
	return Money(0)
}

// writeBracket writes bracket i: a column per game of the set with the bowlers who meet in
// it and their scores, then the winner's column, and the result under it.
func writeBracket(w *markup.HTML, m *i18n.BracketMessages, r *domain.BracketRecord, i int, places []string,
	res domain.BracketResult, scores map[string][]domain.GameScore) {
	id := "bracket-" + strconv.Itoa(i+1)
	w.F(`<section class="bracket" data-testid="bracket" aria-labelledby="{}"><h3 id="{}" class="bracket-title">{}</h3><div class="bracket-rounds">`,
		id, id, m.Bracket.Say(i+1))
	for k := 0; k <= len(r.Set.Games); k++ {
		label := m.Champion
		if k < len(r.Set.Games) {
			label = m.GameColumn.Say(r.Set.Games[k])
		}
		w.F(`<ol class="bracket-round" aria-label="{}">`, label)
		n := len(places) >> k
		for j := range n {
			name, known := "", k < len(res.Rounds)
			if known {
				name = res.Rounds[k][j]
			}
			score, moved := "", false
			if k < len(r.Set.Games) {
				score = scoreText(m, r.Set, scores[name], r.Set.Games[k], name)
				moved = k+1 < len(res.Rounds) && name != "" && res.Rounds[k+1][j/2] == name
			}
			decided := k+1 < len(res.Rounds)
			class := "place"
			switch {
			case !known:
				class += " open"
			case name == "":
				class += " bye"
			case decided && moved:
				class += " won"
			case decided:
				class += " lost"
			}
			w.F(`<li class="{}">`, class)
			switch {
			case k == 0:
				w.F(`<span class="name" data-testid="bracket-place">{}</span>`, name)
			case known:
				w.F(`<span class="name">{}</span>`, name)
			}
			if known && name == "" {
				w.F(`<span class="bye-word">{}</span>`, m.Bye)
			}
			w.F(`<span class="score">{}</span></li>`, score)
		}
		w.F(`</ol>`)
	}
	w.F(`</div><p class="bracket-result">{} <strong data-testid="bracket-winner">{}</strong>`, m.WinnerIs, res.Winner)
	switch {
	case res.Split:
		w.F(` <span class="split">{}</span>`, m.Split.Say(res.Winner, res.Runner))
	case res.Runner != "":
		w.F(` <span class="runner">{} {}</span>`, m.RunnerIs, res.Runner)
	}
	w.F(`</p></section>`)
}

// scoreText is a bowler's score in game g as the bracket counts it: with the handicap in a
// handicap set (and the scratch score beside it), a dash for a game not bowled, nothing
// until known.
func scoreText(m *i18n.BracketMessages, s domain.BracketSet, games []domain.GameScore, g int, name string) string {
	if name == "" || g > len(games) || !games[g-1].Known {
		return ""
	}
	sc := games[g-1]
	switch {
	case !sc.Bowled:
		return m.NotBowled
	case s.Handicap:
		return strconv.Itoa(s.Score(sc)) + " (" + strconv.Itoa(sc.Scratch) + ")"
	}
	return strconv.Itoa(sc.Scratch)
}
