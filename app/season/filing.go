package season

import (
	"errors"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// Keeping a match: a finished league match (its games' records) filed under the league's week
// and pair (domain.Season.Keep). A match sheet opened from a link (Offer) or a match in
// history (the week part lists those of the league's teams not kept yet) is offered here: the
// week and pair where its two teams meet and nothing is kept yet are chosen for it, and the
// secretary may choose others. A match card's sheet names its league, week and pair itself
// (the FixtureRef it carries back): its league is the one shown, its week and pair are the
// ones chosen, and Keep on the sheet's screen files it there at once (KeepSheet). A match that does not fit is refused with a message that
// says which team or week, and nothing changes.

// filing is a match offered for keeping: its records, and the week and pair chosen (from 0)
// in the league shown.
type filing struct {
	records    []domain.Record
	key        string // its series ID
	league     string // the league the week and pair were chosen in
	week, pair int
	problem    notice
	done       notice // said once the match is kept: the offer is over
	waiting    bool   // Keep was tapped while the league the sheet names was still being read
}

// What the filing's fields and buttons do.
const (
	actFile     = "file-match" // data-id: a history match's series ID: offer it
	actFileWeek = "file-week"  // a select: the week to file under
	actFilePair = "file-pair"  // a select: the pair to file under
	actKeep     = "keep-match" // keep it there (also its data-testid)
)

// teamsOf returns the names of a match's two teams, as bowled.
func teamsOf(records []domain.Record) ([2]string, bool) {
	if len(records) == 0 {
		return [2]string{}, false
	}
	m, ok := records[0].Match()
	return [2]string{m.Teams[0].Name, m.Teams[1].Name}, ok
}

// teamIndex is the league's index of the team named name (case-insensitively), or -1.
func teamIndex(l *domain.Season, name string) int {
	for i, t := range l.Teams() {
		if strings.EqualFold(t, strings.TrimSpace(name)) {
			return i
		}
	}
	return -1
}

// Offer offers a match sheet opened from a link for keeping in a league: its records, when
// they are a league match's (anything else is not offered). The leagues kept are read.
func (s *Screen) Offer(ctx app.Context, records []domain.Record) {
	if _, ok := teamsOf(records); !ok {
		s.filing = filing{}
		return
	}
	if len(records) > 0 && records[0].Series().ID != s.filing.key {
		s.filing = filing{records: records, key: records[0].Series().ID}
	}
	if ref := fixtureOf(records); ref.League != "" {
		s.chosen = ref.League // its league, when the device keeps it (list)
	}
	if app.IsClient {
		s.list(ctx)
	}
}

// choose chooses the week and pair the match names (its card's) in the league shown; else
// where the match's teams meet and nothing is kept yet, the first of them; else the week shown
// and its first pair.
func (f *filing) choose(l *domain.Season, week int) {
	f.league, f.week, f.pair = l.ID(), week, 0
	if ref := fixtureOf(f.records); ref.League == l.ID() {
		f.week, f.pair = ref.Week, ref.Pair
		return
	}
	names, _ := teamsOf(f.records)
	a, b := teamIndex(l, names[0]), teamIndex(l, names[1])
	kept := keptPairs(l)
	for w, wk := range l.Schedule() {
		for k, p := range wk.Pairs {
			if (p.A == a && p.B == b || p.A == b && p.B == a) && !kept[[2]int{w, k}] {
				f.week, f.pair = w, k
				return
			}
		}
	}
}

// change takes a choice of week or pair.
func (f *filing) change(action, text string) {
	n, ok := number(text, 0, 1<<20)
	if !ok {
		return
	}
	switch action {
	case actFileWeek:
		f.week, f.pair, f.problem = n, 0, notice{}
	case actFilePair:
		f.pair, f.problem = n, notice{}
	}
}

// filingClick runs a button of the filing, and reports whether it was one.
func (s *Screen) filingClick(ctx app.Context, action, id string) bool {
	switch {
	case action == actFile && s.league != nil:
		matches, _ := s.Host.HistoryMatches()
		for _, recs := range matches {
			if len(recs) > 0 && recs[0].Series().ID == id {
				s.filing = filing{records: recs, key: id}
				s.filing.choose(s.league, s.week)
			}
		}
	case action == actKeep && s.league != nil && s.filing.records != nil:
		ref := domain.FixtureRef{League: s.league.ID(), Week: s.filing.week, Pair: s.filing.pair}
		s.keep(ctx, ref)
	default:
		return false
	}
	return true
}

// keep keeps the match offered under ref, a week and pair of the league shown chosen by the
// secretary, or with the zero ref under the one the sheet names itself. Another window that
// stored the league first (the same sheet kept there, a roster changed) has it kept again on
// the league as stored: once, or refused there.
func (s *Screen) keep(ctx app.Context, ref domain.FixtureRef) {
	f := &s.filing
	records := f.records
	var said notice
	e := func(l *domain.Season) error {
		var err error
		at := ref
		if at == (domain.FixtureRef{}) {
			at, _, err = l.KeepSheet(records)
		} else {
			_, err = l.Keep(at, records)
		}
		if err != nil {
			return keepRefusal{keepProblem(l, at, records, err), err}
		}
		names, _ := teamsOf(records)
		said = notice{kind: noteKeptIn, a: names[0], b: names[1], c: l.Name(), e: lanes(l.Schedule()[at.Week].Pairs[at.Pair].Lane), n: [3]int{at.Week + 1}}
		s.week = at.Week
		return nil
	}
	if err := s.change(ctx, e, func() notice { return said }); err != nil {
		var r keepRefusal
		errors.As(err, &r)
		f.problem = r.why
		return
	}
	f.problem = notice{}
}

// keepRefusal is the league's refusal to keep a match, and what to say of it, naming the team
// or week as the league the refusal was made on has them.
type keepRefusal struct {
	why notice
	err error
}

func (r keepRefusal) Error() string { return r.err.Error() }
func (r keepRefusal) Unwrap() error { return r.err }

// Filing draws the offer to keep an opened match sheet in a league, for the sheet's screen
// (nil for a sheet that is not a league match's, or with no league on the device): the
// league, week and pair to keep it under.
func (s *Screen) Filing(m *i18n.Messages) app.UI {
	if s.filing.records == nil || len(s.leagues) == 0 && s.filing.problem.kind == noteNone {
		return nil // no league on this device: a bowler's phone, not a secretary's
	}
	s.words = m
	h := &markup.HTML{}
	h.F(`<section class="filing share-panel" aria-labelledby="filing-heading"><h3 id="filing-heading">{}</h3>`, m.Season.FileHeading)
	s.writeLeagues(h, "filing-league", m)
	s.writeFiling(h, m)
	return markup.El("div", "class", "filing-wrap").On("click", s.onClick).On("change", s.onChange).Body(h.F(`</section>`).UI())
}

// writeLeagues writes the choice of the leagues kept.
func (s *Screen) writeLeagues(h *markup.HTML, id string, m *i18n.Messages) {
	selectOpen(h, id, id, m.Season.ChooseLabel, actChoose, "")
	for _, l := range s.leagues {
		option(h, l.ID, l.Name, l.ID == s.chosen)
	}
	selectClose(h)
}

// renderFromHistory draws the matches history holds of the league's teams that the league
// does not keep yet, each with File, and the filing of the one chosen.
func (s *Screen) renderFromHistory(m *i18n.Messages) app.UI {
	w := m.Season
	l := s.league
	matches, loaded := s.Host.HistoryMatches()
	filed := map[string]bool{}
	for _, k := range l.Kept(-1) {
		filed[k.Records[0].Series().ID] = true
	}
	h := &markup.HTML{}
	h.F(`<div class="filing-part"><div class="from-history"><h3 id="from-history-heading">{}</h3>`, w.FromHistory)
	n := 0
	for _, recs := range matches {
		names, _ := teamsOf(recs)
		id := recs[0].Series().ID
		if filed[id] || teamIndex(l, names[0]) < 0 || teamIndex(l, names[1]) < 0 {
			continue
		}
		if n == 0 {
			h.F(`<ul class="history-matches">`)
		}
		n++
		played := recs[0].Played()
		h.F(`<li data-testid="history-match"><span>{}</span> <button type="button" class="button" data-act="{}" data-id="{}">{}</button></li>`,
			w.HistoryMatch.Say(w.Versus.Say(names[0], names[1]), played.Format("2006-01-02")), actFile, id, w.File)
	}
	switch {
	case n > 0:
		h.F(`</ul>`)
	case !loaded:
		h.F(`<p class="loading">{}</p>`, m.HistoryLoading)
	default:
		h.F(`<p class="hint">{}</p>`, w.NoneFromHistory)
	}
	s.writeFiling(h, m)
	return h.F(`</div>`).UI()
}

// writeFiling writes the week and pair to keep the match offered under, and Keep; or, once it
// is kept, where.
func (s *Screen) writeFiling(h *markup.HTML, m *i18n.Messages) {
	f, l := &s.filing, s.league
	if f.records == nil || l == nil {
		if f.records != nil {
			problemMarkup(h, "filing", f.problem.in(m)) // the league chosen is gone: why
		}
		return
	}
	if f.done.kind != noteNone {
		h.F(`<p class="filing-done" role="status" data-testid="filing-done">{}</p>`, f.done.in(m))
		return
	}
	if f.league != l.ID() {
		f.choose(l, s.week)
	}
	w := m.Season
	names, _ := teamsOf(f.records)
	teams := l.Teams()
	schedule := l.Schedule()
	h.F(`<div class="filing-form" data-testid="filing"><p class="hint">{}</p><div class="inline-field">`, w.FileHint.Say(w.Versus.Say(names[0], names[1]), l.Name()))
	selectOpen(h, "file-week", "file-week", w.WeekLabel, actFileWeek, "")
	for wk := range schedule {
		option(h, itoa(wk), w.WeekTitle.Say(wk+1), wk == f.week)
	}
	selectClose(h)
	selectOpen(h, "file-pair", "file-pair", w.PairLabel, actFilePair, "")
	if f.week < len(schedule) {
		for k, p := range schedule[f.week].Pairs {
			option(h, itoa(k), w.Lanes.Say(lanes(p.Lane))+" · "+w.Versus.Say(teams[p.A], teams[p.B]), k == f.pair)
		}
	}
	selectClose(h)
	h.F(`<button type="button" class="button primary" data-act="{}" data-testid="keep-match">{}</button></div>`, actKeep, w.Keep)
	problemMarkup(h, "filing", f.problem.in(m))
	h.F(`</div>`)
}
