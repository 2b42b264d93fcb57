package tournament

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The finals (tournament.md): match play's rounds (domain.Tournament.MatchPlaySchedule) with
// each game's scores typed, its standings (MatchPlayStandings), the step-ladder (StepLadder)
// with the roll-off for its last seed when a place is shared there (LadderCut: the director
// ticks who won it and records the seeds, SeedLadder), its scores and roll-offs, and the final
// order (Final). What is typed stays in the form;
// the results recorded are the games whose scores are all typed, in order.

// renderFinals draws match play, the step-ladder and the final order, as the settings have
// them.
func (s *Screen) renderFinals(w *i18n.TournamentMessages, k *kept) app.UI {
	t := k.T
	if len(t.Results.Advanced) == 0 {
		return elText("p", w.NoFinals, "class", "hint", "data-testid", "no-finals")
	}
	var parts []app.UI
	f := t.Settings.Finals
	if f == domain.MatchPlayFinals || f == domain.BothFinals {
		parts = append(parts, s.renderMatchPlay(w, k), s.renderRoundCards(w, k))
	}
	if f == domain.StepLadderFinals || f == domain.BothFinals {
		parts = append(parts, s.renderLadder(w, k))
	}
	parts = append(parts, renderFinal(w, t))
	return markup.El("div", "class", "tournament-finals").Body(parts...)
}

// renderMatchPlay draws match play's rounds, a score field for each bowler of each game, and
// its standings.
func (s *Screen) renderMatchPlay(w *i18n.TournamentMessages, k *kept) app.UI {
	t := k.T
	weeks, err := t.MatchPlaySchedule()
	if err != nil {
		return nil
	}
	adv := t.Results.Advanced
	rr, _ := domain.RoundRobin(len(adv), 1, t.Settings.FinalsLane)
	robin := len(rr) // the round robin's weeks; a position round follows them
	rounds := []app.UI{elText("h3", w.MatchPlay)}
	for r, wk := range weeks {
		var games []app.UI
		for p, g := range wk.Pairs {
			games = append(games, markup.El("div", "class", "match-game", "data-testid", "match-game", "data-round", itoa(r), "data-pair", itoa(p)).Body(
				scoreField(k, r, itoa(p), 0, name(t, adv[g.A]), w), scoreField(k, r, itoa(p), 1, name(t, adv[g.B]), w)))
		}
		if wk.Bye >= 0 {
			games = append(games, markup.El("div", "class", "match-game", "data-testid", "match-game", "data-round", itoa(r), "data-pair", "bye").Body(
				scoreField(k, r, "bye", 0, name(t, adv[wk.Bye])+" ("+w.Bye+")", w)))
		}
		legend := w.Round.Say(r + 1)
		if r >= robin {
			legend = w.Position // the week after the round robin's
		}
		rounds = append(rounds, markup.El("fieldset", "class", "match-round", "data-testid", "round", "data-round", itoa(r)).Body(
			append([]app.UI{elText("legend", legend)}, games...)...))
	}
	if t.Settings.PositionRound && len(weeks) == robin {
		rounds = append(rounds, elText("p", w.PositionLater, "class", "hint", "data-testid", "position-later"))
	}
	ranked, err := t.MatchPlayStandings()
	if err == nil {
		h := &markup.HTML{}
		h.F(`<table class="standings-table" data-testid="match-play"><thead><tr><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th></tr></thead><tbody>`, w.Place, w.BowlerHead, w.Total)
		for _, p := range ranked {
			e := adv[p.Entry]
			h.F(`<tr data-testid="placing" data-entry="{}" data-name="{}" data-place="{}" data-total="{}"><td>{}</td><th scope="row">{}</th><td>{}</td></tr>`,
				itoa(e), name(t, e), itoa(p.Place), itoa(p.Total), itoa(p.Place), name(t, e), itoa(p.Total))
		}
		rounds = append(rounds, h.F(`</tbody></table>`).UI())
	}
	return markup.El("section", "class", "match-play").Body(rounds...)
}

// scoreField is the score of one bowler of a match play game.
func scoreField(k *kept, round int, pair string, side int, bowler string, w *i18n.TournamentMessages) app.UI {
	key := itoa(round) + "-" + pair + "-" + itoa(side)
	return field("mp-"+key, "match-score", w.ScoreOf.Say(bowler), k.seed.Match[key], "match-score", key, "number")
}

// seedsOf are the step-ladder's seeds (domain.Tournament.LadderSeeds), nil when there are none.
func seedsOf(t *domain.Tournament) []int {
	seeds, err := t.LadderSeeds()
	if err != nil {
		return nil
	}
	return seeds
}

// renderLadder draws the step-ladder: that it follows match play while match play is bowled,
// the roll-off for its last seed when a place is shared there, its matches bowled and the
// next.
func (s *Screen) renderLadder(w *i18n.TournamentMessages, k *kept) app.UI {
	t := k.T
	in, rollOff, err := t.LadderCut()
	if err != nil {
		return nil
	}
	parts := []app.UI{elText("h3", w.Ladder)}
	if in == nil && rollOff == nil {
		if t.Settings.Finals != domain.BothFinals || len(t.Results.Advanced) < domain.MinLadder {
			return nil // no ladder to bowl
		}
		parts = append(parts, elText("p", w.LadderLater, "class", "hint", "data-testid", "ladder-later"))
		return markup.El("section", "class", "step-ladder").Body(parts...)
	}
	seeds := seedsOf(t)
	if len(rollOff) > 0 {
		parts = append(parts, s.renderSeedRollOff(w, t, rollOff, seeds != nil))
	}
	for m := 0; m <= len(t.Results.Ladder) && m < len(seeds)-1; m++ {
		next, order, err := domain.StepLadder(seeds, t.Results.Ladder[:m], t.Results.LadderRollOff)
		if err != nil || order != nil {
			break
		}
		id := itoa(m)
		seed, chall := name(t, next[0]), name(t, next[1])
		parts = append(parts, markup.El("fieldset", "class", "ladder-match", "data-testid", "ladder-match", "data-match", id).Body(
			elText("legend", w.LadderMatch.Say(seed, chall)),
			field("lad-"+id+"-0", "ladder-score", w.SeedScore.Say(seed), k.seed.Ladders[id+"-0"], "ladder-score", id+"-0", "number"),
			field("lad-"+id+"-1", "ladder-score", w.SeedScore.Say(chall), k.seed.Ladders[id+"-1"], "ladder-score", id+"-1", "number"),
			choice("lad-ro-"+id, "ladder-roll-off", w.RollOffWinner, "ladder-roll-off", id, k.Form.LadderRollOff[id],
				[]string{"", w.RollOffNone, "seed", w.RollOffSeed, "challenger", w.RollOffChall}),
			s.bowlHere(w, k, m, seed, chall),
		))
	}
	return markup.El("section", "class", "step-ladder").Body(parts...)
}

// renderSeedRollOff draws the roll-off for the step-ladder's last seed: its boxes, who won it
// once recorded (the seeds are known), and Record the seeds.
func (s *Screen) renderSeedRollOff(w *i18n.TournamentMessages, t *domain.Tournament, rollOff []int, recorded bool) app.UI {
	spots, _ := t.LadderSpots()
	h := &markup.HTML{}
	h.F(`<div class="seed-roll-off"><fieldset class="roll-off"><legend>{}</legend>`, w.SeedRollOff.Say(spots))
	for _, e := range rollOff {
		id := "seed-roll-off-" + itoa(e)
		h.F(`<div class="check-field"><input type="checkbox" id="{}" data-testid="seed-roll-off" data-act="seed-roll-off" data-id="{}" data-entry="{}"{!}><label for="{}">{}</label></div>`,
			id, itoa(e), itoa(e), markup.When(s.seedRollOff[e], ` checked=""`), id, name(t, e))
	}
	h.F(`</fieldset>`)
	label := w.SeedLadder
	if recorded {
		label = w.SeedRedo
		var won []string
		for _, e := range t.Results.SeedRollOff {
			won = append(won, name(t, e))
		}
		h.F(`<p class="hint" data-testid="seed-roll-off-recorded">{}</p>`, w.SeedWon.Say(strings.Join(won, ", ")))
	}
	h.F(`<div class="sheet-actions"><button type="button" class="button primary" data-act="seed-ladder" data-testid="seed-ladder">{}</button></div></div>`, label)
	return h.UI()
}

// seedLadder records the step-ladder's seeds (domain.Tournament.SeedLadder): the roll-off's
// entries ticked win the last seeds, or it says how many to tick. The ladder starts again.
func (s *Screen) seedLadder(k *kept) {
	t := k.T
	_, rollOff, err := t.LadderCut()
	if err != nil {
		return
	}
	var won []int
	for _, e := range rollOff {
		if s.seedRollOff[e] {
			won = append(won, e)
		}
	}
	if err := t.SeedLadder(won); err != nil {
		want, _ := t.LadderSpots()
		s.problem = func(m *i18n.TournamentMessages) string { return m.RollOffWant.Say(want) }
		return
	}
	k.Form.Ladders, k.Form.LadderRollOff = nil, nil
	k.reseed()
	s.status = func(m *i18n.TournamentMessages) string { return m.Seeded }
	s.save(k)
}

// renderFinal draws the final order as far as the finals have come.
func renderFinal(w *i18n.TournamentMessages, t *domain.Tournament) app.UI {
	final, _, err := t.Final()
	if err != nil {
		return nil
	}
	h := &markup.HTML{}
	h.F(`<section class="final-order"><h3>{}</h3><ol class="final-list">`, w.FinalOrder)
	for _, p := range final {
		h.F(`<li data-testid="final-place" data-name="{}" data-place="{}" data-entry="{}">{}. {}</li>`, name(t, p.Entry), itoa(p.Place), itoa(p.Entry), itoa(p.Place), name(t, p.Entry))
	}
	return h.F(`</ol></section>`).UI()
}

// finalsClick runs a button of the standings or finals.
func (s *Screen) finalsClick(k *kept, action, id string) {
	switch action {
	case "advance":
		s.advance(k)
	case "seed-ladder":
		s.seedLadder(k)
	}
}

// finalsTyped takes a score or choice of the finals (or a box of the cut's roll-off or the
// step-ladder's), and reports whether the tournament changed.
func (s *Screen) finalsTyped(k *kept, action, id, v string) bool {
	f := &k.Form
	switch action {
	case "roll-off":
		s.tick(id, v == "true")
		return false
	case "seed-roll-off":
		tickIn(&s.seedRollOff, id, v == "true")
		return false
	case "match-score":
		f.Match = put(f.Match, id, v)
	case "ladder-score":
		f.Ladders = put(f.Ladders, id, v)
	case "ladder-roll-off":
		f.LadderRollOff = put(f.LadderRollOff, id, v)
	default:
		return false
	}
	s.record(k)
	return true
}

// put sets m[key] = v, making m if need be.
func put(m map[string]string, key, v string) map[string]string {
	if m == nil {
		m = map[string]string{}
	}
	m[key] = v
	return m
}

// record sets the finals' results from the scores typed: match play's games whose scores are
// all typed, in schedule order, and the step-ladder's matches up to the first not decided.
func (s *Screen) record(k *kept) {
	t, f := k.T, &k.Form
	var games []domain.MatchPlayGame
	bad := false
	score := func(m map[string]string, key string) (int, bool) {
		text := strings.TrimSpace(m[key])
		n, ok := number(text, 0, domain.MaxScore)
		bad = bad || text != "" && !ok
		return n, ok
	}
	take := func(weeks []domain.Week, from int) { // the games of weeks, round from on, whose scores are typed
		for i, wk := range weeks {
			r := itoa(from + i)
			for p, g := range wk.Pairs {
				a, okA := score(f.Match, r+"-"+itoa(p)+"-0")
				b, okB := score(f.Match, r+"-"+itoa(p)+"-1")
				if okA && okB {
					games = append(games, domain.MatchPlayGame{A: g.A, B: g.B, ScoreA: a, ScoreB: b})
				}
			}
			if a, ok := score(f.Match, r+"-bye-0"); ok && wk.Bye >= 0 {
				games = append(games, domain.MatchPlayGame{A: wk.Bye, B: -1, ScoreA: a})
			}
		}
	}
	// The round robin first: the position round is paired by its games alone.
	t.Results.MatchPlay = nil
	weeks, _ := t.MatchPlaySchedule()
	take(weeks, 0)
	t.Results.MatchPlay = games
	if all, _ := t.MatchPlaySchedule(); len(all) > len(weeks) {
		take(all[len(weeks):], len(weeks))
		t.Results.MatchPlay = games
	}
	t.Results.Ladder, t.Results.LadderRollOff = nil, nil
	for m := 0; ; m++ {
		id := strconv.Itoa(m)
		a, okA := score(f.Ladders, id+"-0")
		b, okB := score(f.Ladders, id+"-1")
		if !okA || !okB {
			break
		}
		if a == b {
			ro := f.LadderRollOff[id]
			if ro == "" {
				break // a tie waits for its roll-off
			}
			if t.Results.LadderRollOff == nil {
				t.Results.LadderRollOff = map[int]bool{}
			}
			t.Results.LadderRollOff[m] = ro == "challenger"
		}
		t.Results.Ladder = append(t.Results.Ladder, [2]int{a, b})
		if _, _, err := domain.StepLadder(seedsOf(t), t.Results.Ladder, t.Results.LadderRollOff); err != nil {
			t.Results.Ladder = t.Results.Ladder[:m]
			break
		}
	}
	s.problem = nil
	if bad {
		s.problem = func(m *i18n.TournamentMessages) string { return m.ScoreRefused }
	}
}
