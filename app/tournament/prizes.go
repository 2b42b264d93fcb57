package tournament

import (
	"errors"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The prize fund and list (tournament.md, "Prize fund"): the house's share, each place's
// amount (or a ratio that proposes them, domain.ProposePrizes), refused unless they add up
// to the fund (domain.Tournament.Fund); and each bowler's prize by the final standings
// (Awards).

// renderPrizes draws the fund, the amounts and the prizes.
func (s *Screen) renderPrizes(w *i18n.TournamentMessages, k *kept) app.UI {
	t, f, seed := k.T, &k.Form, &k.seed
	fund, _ := t.Fund()
	parts := []app.UI{
		elText("h3", w.Prizes),
		elText("p", w.Fund.Say(money(fund)), "data-testid", "prize-fund", "data-cents", itoa(fund)),
		markup.El("div", "class", "bracket-settings").Body(
			field("pz-house", "house-cents", w.HouseLabel, seed.House, "house", "", "number"),
			field("pz-percent", "house-percent", w.HousePercent, seed.HousePercent, "house-percent", "", "number"),
			field("pz-ratio", "prize-ratio", w.RatioLabel, s.ratio, "ratio", "", "number"),
			elText("button", w.Propose, "type", "button", "class", "button", "data-act", "propose", "data-testid", "propose-prizes"),
		),
	}
	var amounts []app.UI
	for i := range f.Amounts {
		amounts = append(amounts, field("pz-amount-"+itoa(i), "prize-amount", w.AmountLabel.Say(i+1), at(seed.Amounts, i), "amount", itoa(i), "number"))
	}
	parts = append(parts, markup.El("div", "class", "prize-amounts").Body(amounts...))
	awards, err := t.Awards()
	if err != nil || len(awards) == 0 {
		parts = append(parts, elText("p", w.NoPrizes, "class", "hint"))
	} else {
		parts = append(parts, renderAwards(w, t, awards))
	}
	return markup.El("section", "class", "tournament-prizes").Body(parts...)
}

// renderAwards draws each bowler's prize.
func renderAwards(w *i18n.TournamentMessages, t *domain.Tournament, awards []domain.Prize) app.UI {
	h := &markup.HTML{}
	h.F(`<table class="standings-table" data-testid="prizes"><thead><tr><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>`, w.Place, w.BowlerHead, w.PrizeHead)
	for _, p := range awards {
		h.F(`<tr data-testid="prize-row" data-name="{}" data-cents="{}" data-place="{}"><td>{}</td><th scope="row">{}</th><td>{}</td></tr>`,
			name(t, p.Entry), itoa(p.Cents), itoa(p.Place), itoa(p.Place), name(t, p.Entry), money(p.Cents))
	}
	return h.F(`</tbody></table>`).UI()
}

// prizesClick runs Propose.
func (s *Screen) prizesClick(k *kept, action string) {
	if action != "propose" {
		return
	}
	fund, err := k.T.Fund()
	ratio, ok := number(s.ratio, 1, domain.MaxEntries)
	if err != nil || !ok {
		s.problem = func(m *i18n.TournamentMessages) string { return m.BadNumber.Say(1, domain.MaxEntries) }
		return
	}
	amounts, err := domain.ProposePrizes(fund, len(k.T.Entries), ratio)
	if err != nil {
		return
	}
	k.Form.Amounts = nil
	for _, a := range amounts {
		k.Form.Amounts = append(k.Form.Amounts, itoa(a))
	}
	k.reseed()
	s.setPrizes(k)
	s.save(k)
}

// prizesTyped takes a field of the prizes, and reports whether it was one.
func (s *Screen) prizesTyped(k *kept, action, id, v string) bool {
	f := &k.Form
	switch action {
	case "ratio":
		s.ratio = v
		return false
	case "house":
		f.House = v
	case "house-percent":
		f.HousePercent = v
	case "amount":
		i, err := strconv.Atoi(id)
		if err != nil || i < 0 || i >= len(f.Amounts) {
			return false
		}
		f.Amounts[i] = v
	default:
		return false
	}
	s.setPrizes(k)
	return true
}

// setPrizes sets the prize list from the form when it can be paid (domain.Tournament.SetPrizes),
// else says why: by how much the amounts miss the fund, or the field's rule; what is typed
// stays, and a list that misses the fund keeps only its house share, so the fund shows.
func (s *Screen) setPrizes(k *kept) {
	t, f := k.T, &k.Form
	most := domain.MaxEntries * domain.MaxBracketFee
	bad := func(lo, hi int) {
		s.problem = func(m *i18n.TournamentMessages) string { return m.BadNumber.Say(lo, hi) }
	}
	list := domain.PrizeList{}
	var ok1, ok2 bool
	list.HouseCents, ok1 = number(orZero(f.House), 0, most)
	list.HousePercent, ok2 = number(orZero(f.HousePercent), 0, 100)
	if !ok1 || !ok2 {
		bad(0, 100)
		return
	}
	for _, a := range f.Amounts {
		c, ok := number(a, 0, most)
		if !ok {
			bad(0, most)
			return
		}
		list.Amounts = append(list.Amounts, c)
	}
	var sum *domain.PrizeSumError
	switch err := t.SetPrizes(list); {
	case errors.As(err, &sum):
		s.problem = func(m *i18n.TournamentMessages) string { return m.AmountsSum.Say(money(sum.Paid), money(sum.Fund)) }
		t.Prizes = domain.PrizeList{HouseCents: list.HouseCents, HousePercent: list.HousePercent}
	case err != nil:
		bad(0, 100)
	default:
		s.problem = nil
	}
}

func orZero(text string) string {
	if strings.TrimSpace(text) == "" {
		return "0"
	}
	return text
}

// at is texts[i], or "" past its end.
func at(texts []string, i int) string {
	if i < len(texts) {
		return texts[i]
	}
	return ""
}
