package app

import (
	"errors"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/board"
	"tenpin/app/browser"
	"tenpin/app/history"
	"tenpin/app/i18n"
	html "tenpin/app/markup"
	"tenpin/app/match"
	"tenpin/domain"
)

// A game opened from history: its scoresheet, drawn by the grid of the game screen, read-only.
// A finished game is locked: "Correct this game" unlocks it, and a correction is then explicit
// (pick the ball, then what it was); the domain checks it (Game.Correct) and saving writes a
// new version of the record with the same ID (Record.Corrected), which history keeps in place
// of the old one.

// gameSheet is the game opened from history.
type gameSheet struct {
	rec      domain.Record
	game     *domain.Game // a copy, replayed from the record, that a correction changes
	rows     []board.Row
	title    string
	fixing   bool        // unlocked for a correction
	balls    []sheetBall // every ball, for the choice of the ball to correct
	ball     int         // the ball chosen (index in balls)
	seedBall int         // the ball the choice started with, set when the balls are listed
	choices  domain.Choices
	marked   domain.Pins // the pins marked on the chosen ball's deck (sheetdeck.go)
	changed  bool        // corrected since it was opened
	problem  say         // why the last correction was refused
}

// sheetBall is one ball of the game as the correction's choice lists it.
type sheetBall struct {
	_                     noCompare
	player, frame, number int
	label                 string
}

// openGame opens a game of history as its sheet.
func (n *night) openGame(id string) {
	h, m := &n.history, n.host.Messages()
	rec, ok := n.archive.Find(id)
	if !ok {
		return
	}
	g, err := rec.Game()
	if err != nil {
		n.problem = func(m *Messages) string { return m.GameUnreadable }
		return
	}
	h.open, h.sheetOf = id, ""
	h.game = gameSheet{rec: rec, game: g, title: sheetTitle(rec, m)}
	h.game.derive(m)
}

// sheetTitle is the title of a game's sheet: its place in its series, its date and its
// format.
func sheetTitle(r domain.Record, m *Messages) string {
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
func (s *gameSheet) derive(m *Messages) {
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
func (s *gameSheet) choose(i int) {
	if i < 0 || i >= len(s.balls) {
		return
	}
	s.ball = i
	b := s.balls[i]
	s.choices, _ = s.game.CorrectionChoices(b.player, b.frame, b.number)
	s.markPins()
}

func (n *night) onUnlock(ctx app.Context, e app.Event) {
	n.history.game.fixing = true
	n.host.Later(ctx, func(app.Context) { browser.Focus("#correct-ball") })
}

// correctTo corrects the chosen ball to a count ("0".."10") or to a foul ("F").
func (n *night) correctTo(to string) {
	d := domain.Fouled()
	if pins, err := strconv.Atoi(to); err == nil {
		d = domain.Count(pins)
	}
	n.correctSheet(d)
}

// correctSheet corrects the chosen ball to d in the opened game, or says why not.
func (n *night) correctSheet(d domain.Delivery) {
	s, m := &n.history.game, n.host.Messages()
	if !s.fixing || s.ball < 0 || s.ball >= len(s.balls) {
		return
	}
	b := s.balls[s.ball]
	if err := s.game.Correct(b.player, b.frame, b.number, d); err != nil {
		s.problem = func(m *Messages) string { return i18n.CorrectionProblem(m, err) }
		return
	}
	s.problem, s.changed = nil, true
	s.derive(m)
}

// onLanes reports whether rec is g, the game on the lanes: the game of cur, the series in
// progress, that it has not gone on from.
//
//go:noinline
func onLanes(rec domain.Record, cur *seriesState, g *domain.Game) bool {
	return cur != nil && g != nil && cur.Series.ID == rec.Series().ID && cur.Game == rec.Series().Game
}

// saveCorrection writes the corrected game to history as a new version of its record. A game
// still on the lanes (its series has not gone on to the next game) is one game in two places:
// the corrected game becomes the game on the lanes too, so that a later ball, undo or
// correction there builds on it rather than storing the old balls over it. While the lanes
// have it open again (its last ball undone) it cannot be corrected here: the lanes are
// changing it, and it goes back to history when it is over.
//
// It takes the four steps of every action (Act, play.go), the commit asynchronous: guard
// (follow the game and the series as other windows left them), domain (Record.Corrected),
// commit (history first, checked against the version shown; then the game on the lanes, as
// an edit), and derive (the sheet opened again from history).
func (c *Scoreboard) saveCorrection() {
	n := &c.night
	s := &n.history.game
	c.autosave.follow() // the game and series as the lanes have them now, in any window
	c.night.followSeries()
	if onLanes(s.rec, n.series, c.game) && !c.game.Over() {
		s.problem = func(m *Messages) string { return m.CorrectionReopened }
		return
	}
	rec, err := s.rec.Corrected(s.game)
	if err != nil {
		s.problem = func(m *Messages) string { return m.CorrectionImpossible }
		return
	}
	c.night.archive.Store([]domain.Record{rec}, history.Expecting([]domain.Record{s.rec}), func(ctx app.Context, err error) {
		if errors.Is(err, browser.ErrChanged) {
			c.night.refusedInHistory()
			return
		}
		if err != nil {
			n.problem = storageTrouble(err)
			return
		}
		if cur := n.series; cur != nil {
			if old, ok := cur.record(rec.Series().Game); ok && old.ID() == rec.ID() {
				cur.setRecord(rec, false)
				c.night.saveSeries()
			}
		}
		if onLanes(rec, n.series, c.game) && c.game.Over() {
			if g, err := rec.Game(); err == nil {
				c.adopt(g, false)
				c.commit(false) // as an edit: a ball bowled meanwhile in another window is not lost
			}
		}
		n.status, n.problem = func(m *Messages) string { return m.CorrectionSaved }, nil
		c.night.openGame(rec.ID())
	})
}

// renderGameSheet draws the opened game: the sheet, then what can be done with it.
func (n *night) renderGameSheet(m *Messages) app.UI {
	s := &n.history.game
	actions := []app.UI{
		html.Button("button", "back-to-history", m.BackToHistory, n.onBackToList),
	}
	var fix app.UI
	if s.fixing {
		fix = n.renderCorrection(m)
	} else {
		actions = append(actions,
			html.Button("button", "correct-game", m.CorrectGame, n.onUnlock),
			html.ElText("button", m.DeleteGame, "type", "button", "class", "button danger", "data-act", actDeleteGame, "data-id", s.rec.ID()),
		)
		actions = append(actions, n.links.Buttons(m)...)
	}
	var lock, panel app.UI
	if !s.fixing {
		lock = html.ElText("p", m.Locked, "class", "hint")
		panel = n.renderSharePanel(m)
	}
	return html.Tag("section", "class", "game-sheet sheet", "data-testid", "game-sheet").Body(
		html.ElText("h3", s.title, "id", "history-sheet-heading", "tabindex", "-1"),
		board.Grid(s.rows, m),
		lock,
		fix,
		html.Tag("div", "class", "sheet-actions").Body(actions...),
		panel,
	)
}

// renderCorrection is the unlocked game's correction: which ball, then what it was. Its
// choice and buttons act through sheetAct and onHistoryChange.
func (n *night) renderCorrection(m *Messages) app.UI {
	s := &n.history.game
	// The select holds the choice made in it (its markup names the ball it started with), so
	// choosing does not redraw it under the keyboard; the buttons are drawn apart.
	sel := &markup{}
	sel.F(`<div class="number-field"><label for="correct-ball" class="field-label">{}</label>`+
		`<select id="correct-ball" class="ball-select" data-act="{}">`, m.CorrectionBall, actChooseBall)
	for i, b := range s.balls {
		if i == s.seedBall {
			sel.F(`<option value="{}" selected="">{}</option>`, html.Itoa(i), b.label)
		} else {
			sel.F(`<option value="{}">{}</option>`, html.Itoa(i), b.label)
		}
	}
	sel.F(`</select></div>`)
	w := &markup{}
	w.F(`<div class="fix-area"><div class="fix-buttons">`)
	for n := 0; n <= 10; n++ {
		w.F(`<button type="button" class="pad-button fix-button" data-act="{}" data-id="{}" data-testid="fix-pins" aria-label="{}"{!}>{}</button>`,
			actCorrectTo, html.Itoa(n), m.CorrectTo(n), disabled(!s.choices.Counts[n]), html.Itoa(n))
	}
	w.F(`<button type="button" class="pad-button fix-button" data-act="{}" data-id="F" data-testid="fix-foul"{!}>{}</button></div>`,
		actCorrectTo, disabled(!s.choices.Foul), m.CorrectFoul)
	s.writeSheetDeck(w, m)
	if s.problem != nil {
		w.F(`<p class="alert" role="alert">{}</p>`, s.problem.In(m))
	}
	w.F(`<div class="sheet-actions"><button type="button" class="button primary" data-act="{}" data-testid="save-correction"{!}>{}</button>`+
		`<button type="button" class="button" data-act="{}">{}</button></div>`,
		actSaveCorrection, disabled(!s.changed), m.SaveCorrection, actCancelCorrection, m.CancelCorrection)
	return html.Tag("div", "class", "correction-panel", "role", "group", "aria-labelledby", "correct-heading").Body(
		html.ElText("h3", m.CorrectionHeading, "id", "correct-heading"),
		sel.UI(),
		w.Close("div").UI(),
	)
}

// sheetAct runs an action of the game sheet's correction, and reports whether it was one.
func (n *night) sheetAct(ctx app.Context, action, id string) bool {
	switch action {
	case actCorrectTo:
		n.correctTo(id)
	case actSheetPin:
		n.onSheetPin(ctx, id)
	case actSheetPins:
		n.correctToPins()
	case actSaveCorrection:
		n.host.saveCorrection()
	case actCancelCorrection:
		n.openGame(n.history.open)
		n.host.Later(ctx, func(app.Context) { browser.Focus(`[data-testid="correct-game"]`) })
	default:
		return false
	}
	return true
}
