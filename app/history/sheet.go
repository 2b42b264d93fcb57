package history

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/board"
	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/app/match"
	"tenpin/domain"
)

// A game opened from history: its scoresheet, drawn by the board's grid, read-only. A
// finished game is locked: "Correct this game" unlocks it, and a correction is then explicit
// (pick the ball, then what it was: a count, a foul or, for a ball entered as pins, its pins
// on a deck, sheetdeck.go); the domain checks it (Game.Correct). Saving is the host's
// (SheetHost.SaveCorrection): it writes a new version of the record with the same ID
// (Corrected, Record.Corrected), which history keeps in place of the old one, and hands it
// to the lanes when the game is still there.

// The actions of the sheet's buttons and choice (data-act; data-id names what they act on),
// which the History screen hands to Act and Change; ActDeleteGame is the History screen's.
const (
	ActDeleteGame       = "delete-game" // data-id: the record
	actCorrectTo        = "correct-to"  // data-id: a count 0..10, or F for a foul
	actSaveCorrection   = "save-fix"    // save the corrected game
	actCancelCorrection = "cancel-fix"  // drop the correction
	actChooseBall       = "choose-ball" // a select: the ball to correct
)

// SheetHost is what the sheet needs of the screen around it.
type SheetHost interface {
	Later(ctx app.Context, f func(app.Context)) // run f once the page shows the change
	SaveCorrection()                            // store the corrected game (Corrected)
	Reopen()                                    // open the game again as history has it
}

// Sheet is the game opened from history, if any.
type Sheet struct {
	Host SheetHost
	sheetState
}

// sheetState is what a sheet shows of the game opened, zero when none is.
type sheetState struct {
	rec      domain.Record
	game     *domain.Game // a copy, replayed from the record, that a correction changes
	rows     []board.Row
	title    string
	fixing   bool        // unlocked for a correction
	balls    []sheetBall // every ball, for the choice of the ball to correct
	ball     int         // the ball chosen (index in balls)
	seedBall int         // the ball the choice started with, set when the balls are listed
	choices  domain.Choices
	marked   domain.Pins    // the pins marked on the chosen ball's deck (sheetdeck.go)
	changed  bool           // corrected since it was opened
	problem  i18n.Say       // why the last correction was refused, or could not be saved
	words    *i18n.Messages // the catalogue the sheet is said in (Open, Reword)
}

// sheetBall is one ball of the game as the correction's choice lists it.
type sheetBall struct {
	_                     noCompare
	player, frame, number int
	label                 string
}

// Open opens rec as its sheet, locked, in m's words; it fails, and changes nothing, when the
// record's game cannot be replayed.
func (s *Sheet) Open(rec domain.Record, m *i18n.Messages) error {
	g, err := rec.Game()
	if err != nil {
		return err
	}
	s.sheetState = sheetState{rec: rec, game: g, title: Title(rec, m), words: m}
	s.derive(m)
	return nil
}

// Close shows no game.
func (s *Sheet) Close() { s.sheetState = sheetState{} }

// Unlocked reports whether the game opened is unlocked for a correction.
func (s *Sheet) Unlocked() bool { return s.fixing }

// Record is the record opened, and whether one is.
func (s *Sheet) Record() (domain.Record, bool) { return s.rec, s.game != nil }

// Follow opens rec, history's newer version of the game open, in its place, still unlocked if
// it was; a game this window has corrected and not saved stays as it is (its save is then
// refused, since the record it rests on changed).
func (s *Sheet) Follow(rec domain.Record, m *i18n.Messages) error {
	if s.changed || rec.Equal(s.rec) {
		return nil
	}
	fixing := s.fixing
	if err := s.Open(rec, m); err != nil {
		return err
	}
	s.fixing = fixing
	return nil
}

// Reword says the sheet again in m's words, the same ball chosen.
func (s *Sheet) Reword(m *i18n.Messages) {
	if s.game == nil {
		return
	}
	s.title, s.words = Title(s.rec, m), m
	ball := s.ball
	s.derive(m)
	s.choose(ball)
}

// Corrected is the record opened and its corrected version, to store in its place, or why
// the game cannot be one (Record.Corrected).
func (s *Sheet) Corrected() (opened, corrected domain.Record, err error) {
	corrected, err = s.rec.Corrected(s.game)
	return s.rec, corrected, err
}

// Refuse says why the correction cannot be saved; it stays as it is.
func (s *Sheet) Refuse(problem i18n.Say) { s.problem = problem }

// Discard forgets that the game was corrected, so that history as read again shows it as
// stored (Follow): another window changed the record the correction rested on.
func (s *Sheet) Discard() { s.changed = false }

// Title is the title of a game's sheet: its place in its series, its date and its format.
func Title(r domain.Record, m *i18n.Messages) string {
	ref := r.Series()
	title := m.GameSheetTitle(ref.Game, ref.Of, i18n.DateText(r.Played(), m))
	if name := i18n.RecordFormat(r, m); name != "" {
		title += " · " + name
	}
	return title
}

// derive draws the rows and lists the balls from the game as it is now. The rows are locked:
// the sheet is corrected through its own choice, not the live game's dialog. A strike the
// format gives is no ball, so it is not among the balls to correct.
func (s *Sheet) derive(m *i18n.Messages) {
	s.rows = match.RecordRows(s.rec, s.game, m)
	s.balls = s.balls[:0]
	for p, card := range s.game.Cards() {
		for _, f := range card.Frames {
			for _, b := range f.Deliveries {
				if !b.Given {
					s.balls = append(s.balls, sheetBall{player: p, frame: f.Number, number: b.Number,
						label: m.BallChoice.Say(s.rows[p].Name, f.Number, b.Number, b.Mark)})
				}
			}
		}
	}
	s.ball = min(s.ball, len(s.balls)-1)
	s.seedBall = s.ball
	s.choose(s.ball)
}

// choose picks ball i to correct and reads what it may become.
func (s *Sheet) choose(i int) {
	if i < 0 || i >= len(s.balls) {
		return
	}
	s.ball = i
	b := s.balls[i]
	s.choices, _ = s.game.CorrectionChoices(b.player, b.frame, b.number)
	s.markPins()
}

func (s *Sheet) onUnlock(ctx app.Context, e app.Event) {
	s.fixing = true
	s.Host.Later(ctx, func(app.Context) { browser.Focus("#correct-ball") })
}

// correctTo corrects the chosen ball to a count ("0".."10") or to a foul ("F").
func (s *Sheet) correctTo(to string) {
	d := domain.Fouled()
	if pins, err := strconv.Atoi(to); err == nil {
		d = domain.Count(pins)
	}
	s.correct(d)
}

// correct corrects the chosen ball to d, or says why not.
func (s *Sheet) correct(d domain.Delivery) {
	if !s.fixing || s.ball < 0 || s.ball >= len(s.balls) {
		return
	}
	b := s.balls[s.ball]
	if err := s.game.Correct(b.player, b.frame, b.number, d); err != nil {
		s.problem = func(m *i18n.Messages) string { return i18n.CorrectionProblem(m, err) }
		return
	}
	s.problem, s.changed = nil, true
	s.derive(s.words)
}

// SheetParts are what the screen puts on the sheet: its parts that are not the sheet's.
type SheetParts struct {
	Back  app.EventHandler // back to the list
	Share []app.UI         // the share panel's buttons, beside a locked sheet's own
	Panel app.UI           // the share panel, under a locked sheet
}

// Render draws the game opened: the sheet, then what can be done with it.
func (s *Sheet) Render(m *i18n.Messages, p SheetParts) app.UI {
	actions := []app.UI{
		markup.Button("button", "back-to-history", m.BackToHistory, p.Back),
	}
	var fix, lock, panel app.UI
	if s.fixing {
		fix = s.renderCorrection(m)
	} else {
		actions = append(actions,
			markup.Button("button", "correct-game", m.CorrectGame, s.onUnlock),
			markup.ElText("button", m.DeleteGame, "type", "button", "class", "button danger", "data-act", ActDeleteGame, "data-id", s.rec.ID()),
		)
		actions = append(actions, p.Share...)
		lock, panel = markup.ElText("p", m.Locked, "class", "hint"), p.Panel
	}
	return markup.Tag("section", "class", "game-sheet sheet", "data-testid", "game-sheet").Body(
		markup.ElText("h3", s.title, "id", "history-sheet-heading", "tabindex", "-1"),
		board.Grid(s.rows, m),
		lock,
		fix,
		markup.Tag("div", "class", "sheet-actions").Body(actions...),
		panel,
	)
}

// renderCorrection is the unlocked game's correction: which ball, then what it was. Its
// choice and buttons act through Act and Change.
func (s *Sheet) renderCorrection(m *i18n.Messages) app.UI {
	// The select holds the choice made in it (its markup names the ball it started with), so
	// choosing does not redraw it under the keyboard; the buttons are drawn apart.
	sel := &markup.HTML{}
	sel.F(`<div class="number-field"><label for="correct-ball" class="field-label">{}</label>`+
		`<select id="correct-ball" class="ball-select" data-act="{}">`, m.CorrectionBall, actChooseBall)
	for i, b := range s.balls {
		if i == s.seedBall {
			sel.F(`<option value="{}" selected="">{}</option>`, markup.Itoa(i), b.label)
		} else {
			sel.F(`<option value="{}">{}</option>`, markup.Itoa(i), b.label)
		}
	}
	sel.F(`</select></div>`)
	w := &markup.HTML{}
	w.F(`<div class="fix-area"><div class="fix-buttons">`)
	for n := 0; n <= 10; n++ {
		w.F(`<button type="button" class="pad-button fix-button" data-act="{}" data-id="{}" data-testid="fix-pins" aria-label="{}"{!}>{}</button>`,
			actCorrectTo, markup.Itoa(n), m.CorrectTo(n), markup.Disabled(!s.choices.Counts[n]), markup.Itoa(n))
	}
	w.F(`<button type="button" class="pad-button fix-button" data-act="{}" data-id="F" data-testid="fix-foul"{!}>{}</button></div>`,
		actCorrectTo, markup.Disabled(!s.choices.Foul), m.CorrectFoul)
	s.writeDeck(w, m)
	if s.problem != nil {
		w.F(`<p class="alert" role="alert">{}</p>`, s.problem.In(m))
	}
	w.F(`<div class="sheet-actions"><button type="button" class="button primary" data-act="{}" data-testid="save-correction"{!}>{}</button>`+
		`<button type="button" class="button" data-act="{}">{}</button></div></div>`,
		actSaveCorrection, markup.Disabled(!s.changed), m.SaveCorrection, actCancelCorrection, m.CancelCorrection)
	return markup.Tag("div", "class", "correction-panel", "role", "group", "aria-labelledby", "correct-heading").Body(
		markup.ElText("h3", m.CorrectionHeading, "id", "correct-heading"),
		sel.UI(),
		w.UI(),
	)
}

// Act runs an action of the sheet's correction (a button clicked inside it), and reports
// whether it was one.
func (s *Sheet) Act(ctx app.Context, action, id string) bool {
	switch action {
	case actCorrectTo:
		s.correctTo(id)
	case actSheetPin:
		s.onPin(ctx, id)
	case actSheetPins:
		s.correctToPins()
	case actSaveCorrection:
		s.Host.SaveCorrection()
	case actCancelCorrection:
		s.Host.Reopen()
		s.Host.Later(ctx, func(app.Context) { browser.Focus(`[data-testid="correct-game"]`) })
	default:
		return false
	}
	return true
}

// Change runs the change of a choice inside the sheet (action, the choice's data-act; value,
// what it holds now), and reports whether it was the sheet's: the ball to correct.
func (s *Sheet) Change(action, value string) bool {
	if action != actChooseBall {
		return false
	}
	if i, err := strconv.Atoi(value); err == nil {
		s.choose(i)
	}
	return true
}
