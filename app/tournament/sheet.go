package tournament

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// A lane's series sheet opened on the director's device (a sheet link, #sheet=…, scanned or
// opened): its series ID names the tournament, squad and pair (domain.PairRef), so Keep files
// it there at once (domain.Tournament.KeepSheet), and the standings follow. A sheet that does
// not fit is refused with a message that says which, and nothing changes.

// filing is the sheet offered: its records, and what keeping it did.
type filing struct {
	key     string // its series ID
	records []domain.Record
	status  say
	problem say
}

// pairOf is the tournament kept that a sheet's records name, and the pair.
func (s *Screen) pairOf(records []domain.Record) (*kept, domain.PairRef) {
	if len(records) == 0 {
		return nil, domain.PairRef{}
	}
	ref, ok := domain.ParsePairRef(records[0].Series().ID)
	if !ok {
		return nil, ref
	}
	for _, k := range s.list {
		if k.T.ID == ref.Tournament {
			return k, ref
		}
	}
	return nil, ref
}

// Filing draws, on an opened sheet, Keep in the tournament it names, when this device keeps
// that tournament (a director's), with what keeping did; nil otherwise.
func (s *Screen) Filing(m *i18n.Messages, records []domain.Record) app.UI {
	k, ref := s.pairOf(records)
	if k == nil {
		return &reader{Screen: s, Asked: s.asked} // the tournaments are read: Keep shows once this device keeps the sheet's
	}
	return s.filingPanel(m.Tournament, ref.SeriesID(), records, "keep-tournament", m.Tournament.KeepSheet.Say(k.T.Name), s.onFiling)
}

// filingPanel draws the offer of an opened sheet whose series is key: its button (testid,
// label, run by onClick) and what the last try said.
func (s *Screen) filingPanel(w *i18n.TournamentMessages, key string, records []domain.Record, testid, label string, onClick app.EventHandler) app.UI {
	if s.sheet.key != key {
		s.sheet = filing{key: key}
	}
	s.sheet.records = records
	var said app.UI
	switch {
	case s.sheet.problem != nil:
		said = elText("p", s.sheet.problem.in(w), "class", "alert", "role", "alert", "data-testid", "sheet-problem")
	case s.sheet.status != nil:
		said = elText("p", s.sheet.status.in(w), "class", "hint", "role", "status", "data-testid", "sheet-kept")
	}
	h := &markup.HTML{}
	h.F(`<div><h3>{}</h3><div class="sheet-actions"><button type="button" class="button primary" data-testid="{}">{}</button></div></div>`,
		w.FileHeading, testid, label)
	return markup.El("section", "class", "filing share-panel", "aria-busy", pressed(s.busy())).On("click", onClick).
		Body(h.UI(), markup.El("div", "class", "alerts").Body(said), &reader{Screen: s, Asked: s.asked})
}

// onFiling runs Keep of the sheet offered.
func (s *Screen) onFiling(ctx app.Context, e app.Event) {
	if t := e.Get("target"); t.Truthy() && t.Get("closest").Truthy() && t.Call("closest", `[data-testid="keep-tournament"]`).Truthy() {
		s.keepSheet(s.sheet.records)
		s.flush(ctx)
	}
}

// keepSheet files records under the pair they name.
func (s *Screen) keepSheet(records []domain.Record) {
	k, _ := s.pairOf(records) // kept as this window read it: another window's sheets since are met when it is stored (revise.go)
	if k == nil {
		return
	}
	s.sheet.status, s.sheet.problem = nil, nil
	ref, added, err := k.T.KeepSheet(records)
	switch {
	case err != nil:
		s.sheet.problem = sheetProblem(err)
		return
	case !added:
		s.sheet.status = func(m *i18n.TournamentMessages) string { return m.SheetSame }
		return
	}
	name, squad := k.T.Name, k.T.Squads[ref.Squad].Name
	pair := ""
	if pairs, err := k.T.Seating(ref.Squad); err == nil && ref.Pair < len(pairs) {
		lane := pairs[ref.Pair].Blocks[0].Lane
		pair = " · " + itoa(lane) + "-" + itoa(lane+1)
	}
	s.sheet.status = func(m *i18n.TournamentMessages) string { return m.SheetKept.Say(name, squad+pair) }
	s.save(k)
}
