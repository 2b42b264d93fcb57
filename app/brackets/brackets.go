// Package brackets is the brackets screen (brackets.md, #brackets): the night's pot games,
// set up, drawn and settled live from the games as they are kept. The domain draws, resolves
// and pays (domain.DrawBrackets, ResolveBracket, Payouts); this package holds what the
// organiser types, keeps the sets on the device (keep.go), and lays the brackets out
// (sheet.go), to print, to share as a picture and as a link (share.go).
//
// It reaches the rest of the app only through Night, the night it runs beside, which hands it
// the bowlers who may enter and the scores of their games so far. The app's night (the
// series or match being bowled on this device, with the games of the same day that history
// holds from other lanes) is one; a league week of the season will be another.
//
// One set is shown at a time; a night may hold several (a scratch set and a handicap set).
// A set not drawn yet is a form (form.go, formview.go): its settings and each bowler's
// entries, every refusal said next to its field and nothing typed lost; draw.go draws it. Drawn, it shows its seed, the
// payouts and every bracket, settled as far as the games allow.
package brackets

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// Night is the night a set is run beside, as the screen needs it: who may enter, and their
// scores so far. day is a set's night, yyyy-mm-dd.
type Night interface {
	// Bowlers returns the night's bowlers in the order to list them, and the games of its
	// series (0 when not known).
	Bowlers(day string) (names []string, games int)
	// Scores returns each bowler's games of the night, game g at [g-1] (domain.BracketScores).
	Scores(day string) map[string][]domain.GameScore
}

// Screen is the brackets screen's state. Its zero value, with Night set, is ready.
type Screen struct {
	Night Night

	sets    []domain.BracketRecord // every set kept on the device, oldest first, with this window's changes
	base    []domain.BracketRecord // the sets as this window last read or stored them (keep.go)
	loaded  bool                   // the sets kept have been read
	writing bool                   // a change is being stored
	changes int                    // the changes made here, counted, to tell a read or write older than one
	chosen  string                 // the ID of the set shown
	form    form                   // what is typed into the set shown, before its draw
	opened  opened                 // a link opened (#brackets=…)
	link    string                 // the link of the set shown, once asked for
	deleted *domain.BracketRecord  // the set deleted last, until Restore or another change
	words   *i18n.BracketMessages  // the words last drawn in, for the picture
	status  say                    // what the last action did (role="status")
	problem say                    // why the last action was refused (role="alert")
}

// say is a notice kept as what to say, so that a language switch says it again in the new
// language (as app.say).
type say func(m *i18n.BracketMessages) string

func (s say) in(m *i18n.BracketMessages) string {
	if s == nil {
		return ""
	}
	return s(m)
}

// Fragment starts the fragment of a brackets link; the screen's own is "brackets".
const Fragment = "brackets="

// Show reads the sets kept on the device and takes the URL's fragment: a brackets link is
// opened, read-only. The app calls it whenever the URL changes.
func (s *Screen) Show(ctx app.Context, fragment string) {
	s.load(ctx)
	s.open(fragment)
}

// set returns the set shown, or nil.
func (s *Screen) set() *domain.BracketRecord {
	for i := range s.sets {
		if s.sets[i].ID == s.chosen {
			return &s.sets[i]
		}
	}
	if len(s.sets) > 0 {
		last := &s.sets[len(s.sets)-1]
		s.chosen = last.ID
		s.form = form{}
		return last
	}
	return nil
}

// Render draws the screen in the words of m.
func (s *Screen) Render(m *i18n.Messages) app.UI {
	b := m.Brackets
	s.words = b // what a picture drawn from this screen is worded in
	var body []app.UI
	switch r := s.set(); {
	case s.opened.text != "":
		body = s.renderOpened(b)
	case !s.loaded:
		// Read in a moment: the sets are not said to be none meanwhile.
	case r == nil:
		body = []app.UI{s.renderSets(b, nil)}
	case r.Draw == nil:
		body = []app.UI{s.renderSets(b, r), s.renderForm(b, r)}
	default:
		body = []app.UI{s.renderSets(b, r), s.renderDrawn(b, r, s.Night.Scores(r.Day()), true)}
	}
	var problem app.UI
	if s.problem != nil {
		problem = elText("p", s.problem.in(b), "class", "alert", "role", "alert", "data-testid", "brackets-problem")
	}
	var restore app.UI
	if s.deleted != nil {
		restore = elText("button", b.Restore, "type", "button", "class", "button", "data-act", actRestore)
	}
	head := []app.UI{
		elText("h2", b.Heading, "id", "brackets-heading", "tabindex", "-1"),
		markup.El("div", "class", "night-messages").Body(
			markup.El("div", "class", "alerts").Body(problem),
			markup.El("div", "class", "night-status", "role", "status").Body(elText("span", s.status.in(b)), restore),
		),
	}
	return markup.El("section", "class", "brackets-screen", "data-testid", "brackets", "aria-labelledby", "brackets-heading",
		"aria-busy", strconv.FormatBool(!s.loaded || s.writing)).
		On("click", s.onClick).On("input", s.onInput).On("change", s.onChange).
		Body(append(head, body...)...)
}

// What the buttons and fields of the screen do (their data-act), handled by the screen's
// own handlers as their events bubble up to it.
const (
	actChoose   = "choose"   // data-id: show that set
	actNew      = "new-set"  // a new set
	actDelete   = "delete"   // delete the set shown
	actRestore  = "restore"  // bring back the set deleted
	actDraw     = "draw"     // draw the set shown (also its data-testid)
	actRedraw   = "redraw"   // draw again with a new seed
	actUndraw   = "undraw"   // back to the entries, the draw dropped
	actPrint    = "print"    // the browser's print dialog
	actPicture  = "picture"  // share the brackets as a PNG
	actLink     = "link"     // show the link of the set
	actCopy     = "copy"     // copy the link
	actAdd      = "add"      // add the entries typed by name
	actClose    = "close"    // leave an opened link
	actGames    = "games"    // the games, in bracket order (input)
	actHandicap = "handicap" // scratch or handicap (change)
	actByes     = "byes"     // byes allowed (change)
	actEntries  = "entries"  // data-name: a bowler's entries (input)
	actAddName  = "add-name" // the name to add entries for (input)
	actAddCount = "add-count"
)

// The money fields are acted on by their own names: fee, house, winner, runner.

// onClick runs the button clicked inside the screen.
func (s *Screen) onClick(ctx app.Context, e app.Event) {
	action, id := target(e, "data-id")
	if action == "" {
		return
	}
	s.status, s.problem = nil, nil
	if action != actRestore && action != actDelete {
		s.deleted = nil // Restore is offered until the next action
	}
	r := s.set()
	switch action {
	case actChoose:
		s.chosen, s.form, s.link = id, form{}, ""
	case actNew:
		s.newSet(ctx)
	case actDelete:
		s.deleteSet(ctx)
	case actRestore:
		s.restore(ctx)
	case actClose:
		s.opened = opened{}
		if u := ctx.Page().URL(); u != nil {
			back := *u
			back.Fragment, back.RawFragment = "brackets", ""
			ctx.NavigateTo(&back)
		}
	case actPrint:
		printPage(&s.problem)
	case actPicture:
		s.picture(ctx)
	case actLink:
		s.shareLink()
	case actCopy:
		s.copyLink(ctx)
	}
	if r == nil {
		return
	}
	switch action {
	case actDraw:
		s.draw(ctx, r, false)
	case actRedraw:
		s.draw(ctx, r, true)
	case actUndraw:
		if s.started(r) {
			s.problem = func(m *i18n.BracketMessages) string { return m.Started }
			return
		}
		r.Draw, s.link = nil, ""
		s.save(ctx)
	case actAdd:
		names, _ := s.bowlers(r)
		s.form.add(r, names)
		s.keepForm(ctx, r)
	}
}

// onInput takes what is typed into a field of the form.
func (s *Screen) onInput(ctx app.Context, e app.Event) {
	if r := s.set(); r != nil && r.Draw == nil {
		action, name := target(e, "data-name")
		s.form.typed(r, action, name, e.Get("target").Get("value").String())
		if action != actAddName && action != actAddCount {
			// A refusal said before (another window's change) was of an earlier change: this
			// one says its own, or nothing once kept.
			s.problem = nil
			s.keepForm(ctx, r)
		}
	}
}

// onChange takes a choice of the form (scratch or handicap, byes).
func (s *Screen) onChange(ctx app.Context, e app.Event) {
	r := s.set()
	if r == nil || r.Draw != nil {
		return
	}
	t := e.Get("target")
	switch action, _ := target(e, ""); action {
	case actHandicap:
		r.Set.Handicap = t.Get("value").String() == "handicap"
	case actByes:
		r.Set.Byes = t.Get("checked").Bool()
	default:
		return
	}
	s.save(ctx)
}

// target reads the data-act of the element an event happened on (or of the button around
// it), and its attribute attr.
func target(e app.Event, attr string) (action, value string) {
	t := e.Get("target")
	if !t.Truthy() || !t.Get("closest").Truthy() {
		return "", ""
	}
	b := t.Call("closest", "[data-act]")
	if !b.Truthy() {
		return "", ""
	}
	if attr != "" {
		value = b.Call("getAttribute", attr).String()
	}
	return b.Call("getAttribute", "data-act").String(), value
}
