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

// The finals' games on the lanes (tournament.md, "Match play", "Step-ladder final"): each game
// of match play has a lane card (domain.Tournament.FinalCard, …/#pair=…, as a squad's pair's
// card), which a lane tablet opens to set that one game up; a step-ladder match still to bowl
// has "bowl it here", which opens its card in this app, on this device's scoreboard. A finals
// game's sheet, opened on this device (Filing) or the game bowled here once stored
// (KeepFinal), fills that game's score fields as if typed (domain.Tournament.FinalScores says
// which game and what), so that a tie still waits for its roll-off; scores already typed
// otherwise are not written over, and a sheet that does not belong changes nothing, saying why.

// finalCardText is the text of the lane card of k's finals game ref, "" when it has none.
func finalCardText(t *domain.Tournament, ref domain.FinalRef) string {
	c, err := t.FinalCard(ref)
	if err != nil {
		return ""
	}
	text, err := domain.EncodeLaneCard(c)
	if err != nil {
		return ""
	}
	return text
}

// bowlHere is "bowl it here" of ladder match m (its bowlers' names, seed first) while its
// scores are not both typed: a link to its card in this app, which sets the match up on this
// device's scoreboard. nil else.
func (s *Screen) bowlHere(w *i18n.TournamentMessages, k *kept, m int, seed, chall string) app.UI {
	id := itoa(m)
	if strings.TrimSpace(k.Form.Ladders[id+"-0"]) != "" && strings.TrimSpace(k.Form.Ladders[id+"-1"]) != "" {
		return nil
	}
	text := finalCardText(k.T, domain.FinalRef{Tournament: k.T.ID, Ladder: true, Round: m})
	if text == "" {
		return nil
	}
	return markup.El("a", "class", "button bowl-here no-print", "data-testid", "ladder-bowl-here", "data-match", id, "href", "#"+PairFragment+text).
		Text(w.BowlHere.Say(w.LadderMatch.Say(seed, chall)))
}

// renderRoundCards draws the lane card of each game of match play's rounds scheduled.
func (s *Screen) renderRoundCards(w *i18n.TournamentMessages, k *kept) app.UI {
	t := k.T
	weeks, err := t.MatchPlaySchedule()
	if err != nil || len(weeks) == 0 {
		return nil
	}
	rr, _ := domain.RoundRobin(len(t.Results.Advanced), 1, t.Settings.FinalsLane)
	h := &markup.HTML{}
	h.F(`<section class="lane-cards round-cards" aria-labelledby="round-cards-heading"><h3 id="round-cards-heading">{}</h3><p class="hint no-print">{}</p><div class="card-grid">`,
		w.RoundCards, w.RoundCardsHint)
	for r, wk := range weeks {
		legend := w.Round.Say(r + 1)
		if r >= len(rr) {
			legend = w.Position
		}
		games := make([]int, 0, len(wk.Pairs)+1)
		for p := range wk.Pairs {
			games = append(games, p)
		}
		if wk.Bye >= 0 {
			games = append(games, domain.ByePair)
		}
		for _, p := range games {
			ref := domain.FinalRef{Tournament: t.ID, Round: r, Pair: p}
			seats, lane, err := t.FinalSeats(ref)
			text := finalCardText(t, ref)
			if err != nil || text == "" {
				continue
			}
			link := s.base + "#" + PairFragment + text
			pair := itoa(p)
			names := make([]string, len(seats))
			for i, seat := range seats {
				names[i] = seat.Bowler
			}
			bowlers := strings.Join(names, " v ")
			if p == domain.ByePair {
				pair, bowlers = "bye", names[0]+" ("+w.Bye+")"
			}
			lanes := itoa(lane) + "-" + itoa(lane+1)
			h.F(`<figure class="lane-card" data-testid="round-card" data-round="{}" data-pair="{}"><figcaption>{}</figcaption>`,
				itoa(r), pair, w.RoundCardTitle.Say(legend, bowlers, lanes))
			if qc, ok := s.codeOf(link); ok {
				n := itoa(qc.size)
				h.F(`<svg class="share-qr" data-testid="share-qr" role="img" aria-label="{}" viewBox="0 0 {} {}" shape-rendering="crispEdges">`+
					`<rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="{}"/></svg>`, w.QRLabel, n, n, qc.path)
			}
			id := "round-card-" + itoa(r) + "-" + pair
			h.F(`<label for="{}" class="field-label no-print">{}</label><input id="{}" class="share-link no-print" data-testid="share-link" type="url" readonly="" value="{}"></figure>`,
				id, w.CardLink, id, link)
		}
	}
	return h.F(`</div></section>`).UI()
}

// finalKeys are the form's keys of ref's score fields, in the order FinalScores gives the
// scores, and the map they are in.
func finalKeys(f *form, ref domain.FinalRef) (*map[string]string, []string) {
	if ref.Ladder {
		id := itoa(ref.Round)
		return &f.Ladders, []string{id + "-0", id + "-1"}
	}
	r := itoa(ref.Round) + "-"
	if ref.Pair == domain.ByePair {
		return &f.Match, []string{r + "bye-0"}
	}
	p := itoa(ref.Pair)
	return &f.Match, []string{r + p + "-0", r + p + "-1"}
}

// fillFinal fills the score fields of the finals game a sheet's records name with its
// scores, and says what it did (status) or why it did not (problem).
func (s *Screen) fillFinal(k *kept, records []domain.Record) (status, problem say) {
	ref, scores, err := k.T.FinalScores(records)
	if err != nil {
		return nil, finalProblem(err)
	}
	m, keys := finalKeys(&k.Form, ref)
	want := make([]string, len(scores))
	var typed []string
	same := true
	for i, key := range keys {
		want[i] = strconv.Itoa(scores[i])
		v := strings.TrimSpace((*m)[key])
		same = same && v == want[i]
		if v != "" {
			typed = append(typed, v)
		}
	}
	if same {
		return func(m *i18n.TournamentMessages) string { return m.FinalSame }, nil
	}
	if len(typed) > 0 {
		was := strings.Join(typed, ", ")
		return nil, func(m *i18n.TournamentMessages) string { return m.FinalClash.Say(was) }
	}
	for i, key := range keys {
		*m = put(*m, key, want[i])
	}
	s.record(k)
	k.reseed() // the fields show the scores filled
	s.save(k)
	seats, _, _ := k.T.FinalSeats(ref)
	said := make([]string, len(seats))
	for i, seat := range seats {
		said[i] = seat.Bowler + " " + want[i]
	}
	filled := strings.Join(said, " · ")
	tied := len(scores) == 2 && scores[0] == scores[1] && ref.Ladder && k.Form.LadderRollOff[itoa(ref.Round)] == ""
	if refused := s.problem; refused != nil { // record found a score it cannot count
		return nil, refused
	}
	return func(m *i18n.TournamentMessages) string {
		if tied {
			return m.FinalFilled.Say(filled) + " " + m.FinalTied
		}
		return m.FinalFilled.Say(filled)
	}, nil
}

// finalProblem says why a finals game's sheet was refused.
func finalProblem(err error) say {
	switch {
	case errors.Is(err, domain.ErrOtherTournament):
		return func(m *i18n.TournamentMessages) string { return m.FinalOther }
	case errors.Is(err, domain.ErrNotOneGame):
		return func(m *i18n.TournamentMessages) string { return m.FinalNotOne }
	case errors.Is(err, domain.ErrNotSeated):
		return func(m *i18n.TournamentMessages) string { return m.FinalNotSeated }
	}
	return func(m *i18n.TournamentMessages) string { return m.FinalNoGame }
}

// KeepFinal fills, in the tournament it names, the scores of a finals game bowled on this
// device (the series' records once stored), and shows that tournament's finals with what it
// did. Before the tournaments are read it waits for them.
func (s *Screen) KeepFinal(ctx app.Context, records []domain.Record) {
	if len(records) == 0 {
		return
	}
	if !s.loaded {
		s.waiting = records
		s.asked++
		return
	}
	ref, ok := domain.ParseFinalRef(records[0].Series().ID)
	k := s.find(ref.Tournament)
	if !ok || k == nil {
		return // not a tournament this device keeps
	}
	s.chosen, s.view = k.T.ID, viewFinals
	s.status, s.problem = s.fillFinal(k, records)
	s.flush(ctx)
}

// keepWaiting fills the finals game that waited for the tournaments to be read.
func (s *Screen) keepWaiting(ctx app.Context) {
	if records := s.waiting; records != nil {
		s.waiting = nil
		s.KeepFinal(ctx, records)
	}
}

// FilingFinal draws, on an opened finals game's sheet, "fill in the scores" in the tournament
// it names, when this device keeps that tournament, with what filling did.
func (s *Screen) FilingFinal(m *i18n.Messages, records []domain.Record) app.UI {
	ref, _ := domain.ParseFinalRef(records[0].Series().ID)
	k := s.find(ref.Tournament)
	if k == nil {
		return &reader{Screen: s, Asked: s.asked}
	}
	return s.filingPanel(m.Tournament, ref.SeriesID(), records, "keep-final", m.Tournament.FinalFill.Say(k.T.Name), s.onFilingFinal)
}

// onFilingFinal runs "fill in the scores" of the finals sheet offered.
func (s *Screen) onFilingFinal(ctx app.Context, e app.Event) {
	t := e.Get("target")
	if !t.Truthy() || !t.Get("closest").Truthy() || !t.Call("closest", `[data-testid="keep-final"]`).Truthy() || len(s.sheet.records) == 0 {
		return
	}
	ref, _ := domain.ParseFinalRef(s.sheet.records[0].Series().ID)
	if k := s.find(ref.Tournament); k != nil {
		s.sheet.status, s.sheet.problem = s.fillFinal(k, s.sheet.records)
		s.flush(ctx)
	}
}
