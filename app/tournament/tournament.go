// Package tournament is the tournament screen (tournament.md, #tournament): a club's weekend
// singles event run on the director's device. The domain seats, ranks, cuts, plays the finals
// and pays (domain.Tournament); this package holds what the director types, keeps the
// tournaments on the device (keep.go), and shows each part of the one chosen: its setup
// (form.go, formview.go), the lane cards of its squads (cards.go), the qualifying standings
// and the cut (standings.go), the finals (finals.go) and the prizes (prizes.go). A lane's
// sheet opened on this device is filed under its squad and pair (sheet.go); the tournament
// file goes out and comes in whole (file.go).
//
// It is self-contained: the root wires it in one place (the screen switch, the navigation,
// the opened sheet's filing) and hands it nothing but the page's address and the words.
package tournament

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// Fragment is the screen's own fragment, "tournament".
const Fragment = "tournament"

// The parts of a tournament, one shown at a time.
const (
	viewSetup     = "setup"
	viewCards     = "cards"
	viewStandings = "standings"
	viewFinals    = "finals"
	viewPrizes    = "prizes"
)

// Screen is the tournament screen's state. Its zero value is ready.
type Screen struct {
	list        []*kept                  // every tournament kept on the device, oldest first
	chosen      string                   // the ID of the tournament shown
	view        string                   // the part shown
	base        string                   // the page's address, without query or fragment: lane cards' links start with it
	codes       map[string]code          // lane cards' QR codes, by link
	rollOff     map[int]bool             // the roll-off's entries ticked as advanced
	seedRollOff map[int]bool             // the step-ladder's seed roll-off's entries ticked as won
	ratio       string                   // the prize ratio typed
	sheet       filing                   // a lane sheet opened on this device, offered for keeping
	pub         *published               // a tournament published on the site, when the address asks for one
	words       *i18n.TournamentMessages // the words last drawn in
	status      say                      // what the last action did (role="status")
	problem     say                      // why the last action was refused (role="alert")
	waiting     []domain.Record          // a finals game bowled here, to fill in once the tournaments are read (finalgames.go)

	shelf  shelf           // where the tournaments are kept (shelf.go)
	loaded bool            // the tournaments kept have been read
	asked  int             // raised by Show: the reader reads them again
	rev    *browser.Shared // the revision other windows raise (revise.go)
}

// say is a notice kept as what to say, so that a language switch says it again in the new
// language.
type say func(m *i18n.TournamentMessages) string

func (s say) in(m *i18n.TournamentMessages) string {
	if s == nil {
		return ""
	}
	return s(m)
}

// Show reads the tournaments kept again (the screen's reader starts the read) and notes the
// page's address, the base of lane cards' links. The app calls it whenever the screen is
// shown.
func (s *Screen) Show(base string) {
	s.base = base
	s.asked++
}

// shown returns the tournament shown, or nil.
func (s *Screen) shown() *kept {
	for _, k := range s.list {
		if k.T.ID == s.chosen {
			return k
		}
	}
	if len(s.list) > 0 {
		k := s.list[len(s.list)-1]
		s.chosen = k.T.ID
		return k
	}
	return nil
}

// Render draws the screen in the words of m.
func (s *Screen) Render(m *i18n.Messages) app.UI {
	w := m.Tournament
	s.words = w
	k := s.shown()
	var problem app.UI
	if s.problem != nil {
		problem = elText("p", s.problem.in(w), "class", "alert", "role", "alert", "data-testid", "tournament-problem")
	}
	body := []app.UI{
		elText("h2", w.Heading, "id", "tournament-heading", "tabindex", "-1"),
		markup.El("div", "class", "night-messages").Body(
			markup.El("div", "class", "alerts").Body(problem),
			markup.El("div", "class", "night-status", "role", "status").Body(elText("span", s.status.in(w))),
		),
		s.renderList(w, k),
		&reader{Screen: s, Asked: s.asked},
	}
	switch {
	case s.pub != nil:
		body = append(body[:2], s.renderPublished(w))
	case k != nil:
		body = append(body, s.renderViews(w), s.renderView(w, k))
	}
	return markup.El("section", "class", "tournament-screen", "data-testid", "tournament", "aria-labelledby", "tournament-heading", "aria-busy", pressed(s.busy())).
		On("click", s.onClick).On("input", s.onInput).On("change", s.onChange).On("keydown", s.onKey).
		Body(body...)
}

// renderView draws the part of k shown.
func (s *Screen) renderView(w *i18n.TournamentMessages, k *kept) app.UI {
	t := k.T
	var part app.UI
	shared := false // the part has a picture to share
	switch s.view {
	case viewCards:
		return s.renderCards(w, t)
	case viewStandings:
		part, shared = s.renderStandings(w, t, true), len(t.Entries) > 0
	case viewFinals:
		part, shared = s.renderFinals(w, k), len(t.Results.Advanced) > 0
	case viewPrizes:
		part, shared = s.renderPrizes(w, k), len(t.Prizes.Amounts) > 0
	default:
		return s.renderForm(w, k)
	}
	// The same elements whether the button shows or not, so that a field being typed in
	// (a prize's amount that does not add up yet) is never drawn anew.
	var button app.UI
	if shared {
		button = pictureButton(w)
	}
	return markup.El("div", "class", "tournament-part").Body(part, markup.El("div", "class", "sheet-actions no-print").Body(button))
}

// renderList draws the tournaments kept, the one shown pressed, New tournament, and the
// tournament file's export and import.
func (s *Screen) renderList(w *i18n.TournamentMessages, shown *kept) app.UI {
	h := &markup.HTML{}
	h.F(`<div><nav class="bracket-sets" aria-label="{}"><ul class="screen-links">`, w.ChooseLabel)
	for i := len(s.list) - 1; i >= 0; i-- {
		t := s.list[i].T
		h.F(`<li><button type="button" class="button set-button" data-act="choose" data-id="{}" aria-pressed="{}">{}</button></li>`,
			t.ID, pressed(shown != nil && t.ID == shown.T.ID), t.Name)
	}
	h.F(`<li><button type="button" class="button primary" data-act="new" data-testid="new-tournament">{}</button></li>`, w.New)
	if shown != nil {
		h.F(`<li><button type="button" class="button" data-act="export" data-testid="export-tournament">{}</button></li>`, w.Export)
	}
	h.F(`<li><label class="button file-button">{}<input type="file" accept=".json,application/json" class="visually-hidden" data-act="import" data-testid="import-tournament"></label></li></ul></nav>`, w.Import)
	if shown == nil {
		h.F(`<p class="hint">{}</p>`, w.NoTournaments)
	}
	return markup.El("div", "class", "bracket-sets-wrap").Body(h.F(`</div>`).UI()) // one root: app.Raw keeps only the first
}

// renderViews draws the choice of the part shown.
func (s *Screen) renderViews(w *i18n.TournamentMessages) app.UI {
	h := &markup.HTML{}
	h.F(`<nav class="tournament-views" aria-label="{}"><ul class="screen-links">`, w.ViewsLabel)
	for _, v := range [...][2]string{{viewSetup, w.ViewSetup}, {viewCards, w.ViewCards}, {viewStandings, w.ViewStandings}, {viewFinals, w.ViewFinals}, {viewPrizes, w.ViewPrizes}} {
		on := s.view == v[0] || s.view == "" && v[0] == viewSetup
		h.F(`<li><button type="button" class="button" data-act="view" data-id="{}" data-testid="view-{}" aria-pressed="{}">{}</button></li>`, v[0], v[0], pressed(on), v[1])
	}
	return h.F(`</ul></nav>`).UI()
}

// pressed is aria-pressed's value.
func pressed(on bool) string {
	if on {
		return "true"
	}
	return "false"
}

// onClick runs the button clicked inside the screen.
func (s *Screen) onClick(ctx app.Context, e app.Event) {
	action, id := markup.Act(e)
	if action == "" {
		return
	}
	s.status, s.problem = nil, nil
	defer s.flush(ctx)
	switch action {
	case "choose":
		s.chosen, s.view = id, ""
		if k := s.shown(); k != nil {
			k.reseed() // its fields are drawn anew
		}
		return
	case "new":
		s.newTournament(ctx)
		return
	case "view":
		s.view = id
		if k := s.shown(); k != nil {
			k.reseed() // the part's fields are drawn anew
		}
		return
	}
	k := s.shown()
	if k == nil {
		return
	}
	switch action {
	case "export":
		s.export(k.T)
	case "print":
		printPage()
	case "picture":
		s.picture(ctx, k)
	default:
		s.formClick(ctx, k, action, id)
		s.finalsClick(k, action, id)
		s.prizesClick(k, action)
	}
}

// onInput takes what is typed into a field.
func (s *Screen) onInput(ctx app.Context, e app.Event) {
	action, id := markup.Act(e)
	k := s.shown()
	if k == nil || action == "" {
		return
	}
	v := e.Get("target").Get("value").String()
	if s.typed(k, action, id, v) || s.finalsTyped(k, action, id, v) || s.prizesTyped(k, action, id, v) {
		s.save(k)
		s.flush(ctx)
	}
}

// onChange takes a choice: a select, a checkbox, a file.
func (s *Screen) onChange(ctx app.Context, e app.Event) {
	action, id := markup.Act(e)
	k := s.shown()
	t := e.Get("target")
	if action == "import" {
		s.importFile(ctx, t)
		return
	}
	if k == nil || action == "" {
		return
	}
	v := t.Get("value").String()
	if t.Get("type").String() == "checkbox" {
		v = pressed(t.Get("checked").Bool())
	}
	if s.chose(k, action, id, v) || s.finalsTyped(k, action, id, v) {
		s.save(k)
		s.flush(ctx)
	}
}

// elText is an element holding text.
//
//go:noinline
func elText(tag, text string, attrs ...string) app.UI { return markup.El(tag, attrs...).Text(text) }

// names returns the bowlers of entries, by index.
func name(t *domain.Tournament, entry int) string {
	if entry >= 0 && entry < len(t.Entries) {
		return t.Entries[entry].Bowler
	}
	return ""
}
