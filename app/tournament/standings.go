package tournament

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The qualifying standings, live as the sheets are kept (domain.Tournament.Standings), and
// the cut with its roll-off (Cut): the director ticks who advanced from a shared place at the
// line and records the cut (Results.Advanced).

// renderStandings draws the qualifying standings and the cut.
func (s *Screen) renderStandings(w *i18n.TournamentMessages, t *domain.Tournament, cut bool) app.UI {
	lines, err := t.Standings()
	h := &markup.HTML{}
	h.F(`<section class="qualifying sheet" data-testid="qualifying" aria-labelledby="qualifying-heading"><h3 id="qualifying-heading">{}</h3>`, w.Qualifying)
	if err != nil || len(lines) == 0 {
		h.F(`<p class="hint">{}</p></section>`, w.NoStandings)
		return h.UI()
	}
	h.F(`<div class="table-scroll"><table class="standings-table"><thead><tr><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>`,
		w.Place, w.BowlerHead, w.SquadHead, w.GamesHead, w.Handicap, w.Total)
	for _, l := range lines {
		place, placeText := "", "–"
		if l.Place > 0 {
			place, placeText = itoa(l.Place), itoa(l.Place)
		}
		games := ""
		for i, g := range l.Scores {
			if i > 0 {
				games += " "
			}
			games += itoa(g)
		}
		h.F(`<tr data-testid="placing" data-entry="{}" data-name="{}" data-place="{}" data-total="{}"><td>{}</td><th scope="row">{}</th><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>`,
			itoa(l.Entry), l.Bowler, place, itoa(l.Total), placeText, l.Bowler, t.Squads[l.Squad].Name, games, itoa(l.Handicap), itoa(l.Total))
	}
	h.F(`</tbody></table></div></section>`)
	var c app.UI
	if cut {
		c = s.renderCut(w, t)
	}
	return markup.El("div", "class", "tournament-standings").Body(h.UI(), c)
}

// renderCut draws the cut: who is in, the roll-off's boxes, and Record the cut.
func (s *Screen) renderCut(w *i18n.TournamentMessages, t *domain.Tournament) app.UI {
	in, rollOff, err := t.Cut()
	if err != nil {
		return nil
	}
	h := &markup.HTML{}
	h.F(`<section class="cut" data-testid="cut"><h3>{}</h3>`, w.Cut.Say(len(in)+s.spots(t)))
	if len(rollOff) > 0 {
		h.F(`<fieldset class="roll-off"><legend>{}</legend>`, w.RollOff.Say(s.spots(t)))
		for _, e := range rollOff {
			id := "roll-off-" + itoa(e)
			h.F(`<div class="check-field"><input type="checkbox" id="{}" data-testid="roll-off" data-act="roll-off" data-id="{}" data-entry="{}"{!}><label for="{}">{}</label></div>`,
				id, itoa(e), itoa(e), markup.When(s.rollOff[e], ` checked=""`), id, name(t, e))
		}
		h.F(`</fieldset>`)
	}
	label := w.Advance
	if len(t.Results.Advanced) > 0 {
		label = w.Redo
		h.F(`<p class="hint" data-testid="cut-recorded">{}</p>`, w.Advanced)
	}
	h.F(`<div class="sheet-actions"><button type="button" class="button primary" data-act="advance" data-testid="advance">{}</button></div></section>`, label)
	return h.UI()
}

// spots is how many of the roll-off advance (domain.Tournament.RollOffSpots).
func (s *Screen) spots(t *domain.Tournament) int {
	n, _ := t.RollOffSpots()
	return n
}

// advance records the cut (domain.Tournament.Advance): those in, then the roll-off's entries
// ticked, or says how many to tick.
func (s *Screen) advance(k *kept) {
	t := k.T
	_, rollOff, err := t.Cut()
	if err != nil {
		return
	}
	var won []int
	for _, e := range rollOff {
		if s.rollOff[e] {
			won = append(won, e)
		}
	}
	if err := t.Advance(won); err != nil {
		want := s.spots(t)
		s.problem = func(m *i18n.TournamentMessages) string { return m.RollOffWant.Say(want) }
		return
	}
	k.Form.Match, k.Form.Ladders, k.Form.LadderRollOff = nil, nil, nil
	k.reseed()
	s.status = func(m *i18n.TournamentMessages) string { return m.Advanced }
	s.save(k)
}

// tick takes a box of the cut's roll-off.
func (s *Screen) tick(id string, on bool) { tickIn(&s.rollOff, id, on) }

// tickIn takes a roll-off's box into the entries ticked, *ticked (made if need be).
func tickIn(ticked *map[int]bool, id string, on bool) {
	e, err := strconv.Atoi(id)
	if err != nil {
		return
	}
	if *ticked == nil {
		*ticked = map[int]bool{}
	}
	(*ticked)[e] = on
}
