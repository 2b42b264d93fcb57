package app

import (
	"errors"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

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
	rows     []playerRow
	title    string
	fixing   bool        // unlocked for a correction
	balls    []sheetBall // every ball, for the choice of the ball to correct
	ball     int         // the ball chosen (index in balls)
	seedBall int         // the ball the choice started with, set when the balls are listed
	choices  domain.Choices
	changed  bool   // corrected since it was opened
	problem  string // why the last correction was refused
}

// sheetBall is one ball of the game as the correction's choice lists it.
type sheetBall struct {
	player, frame, number int
	label                 string
}

// openGame opens a game of history as its sheet.
func (c *Scoreboard) openGame(id string) {
	h, m := &c.night.history, c.messages()
	rec, ok := c.night.archive.find(id)
	if !ok {
		return
	}
	g, err := rec.Game()
	if err != nil {
		c.night.problem = m.GameUnreadable
		return
	}
	ref := rec.Series()
	h.open, h.sheetOf = id, ""
	h.game = gameSheet{rec: rec, game: g, title: m.GameSheetTitle(ref.Game, ref.Of, dateText(rec.Played(), m))}
	h.game.derive(m)
}

// derive draws the rows and lists the balls from the game as it is now.
func (s *gameSheet) derive(m *Messages) {
	s.rows = gridRows(s.game, s.game.Turn(), nil, nil, m)
	for i := range s.rows {
		s.rows[i].Locked = true // corrected through the sheet's own choice, not the live game's dialog
	}
	s.balls = s.balls[:0]
	for p, card := range s.game.Cards() {
		for _, f := range card.Frames {
			for _, b := range f.Deliveries {
				s.balls = append(s.balls, sheetBall{player: p, frame: f.Number, number: b.Number,
					label: m.BallChoice(card.Name, f.Number, b.Number, b.Mark)})
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
}

func (c *Scoreboard) onUnlock(ctx app.Context, e app.Event) {
	c.night.history.game.fixing = true
	c.later(ctx, func(app.Context) { focus("#correct-ball") })
}

// correctTo corrects the chosen ball to a count ("0".."10") or to a foul ("F").
func (c *Scoreboard) correctTo(to string) {
	s, m := &c.night.history.game, c.messages()
	if !s.fixing || s.ball < 0 || s.ball >= len(s.balls) {
		return
	}
	d := domain.Fouled()
	if pins, err := strconv.Atoi(to); err == nil {
		d = domain.Count(pins)
	}
	b := s.balls[s.ball]
	if err := s.game.Correct(b.player, b.frame, b.number, d); err != nil {
		s.problem = c.correctionProblem(err)
		return
	}
	s.problem, s.changed = "", true
	s.derive(m)
}

// correctionProblem names the ball a refused correction no longer lets be thrown.
func (c *Scoreboard) correctionProblem(err error) string {
	m := c.messages()
	if be := ballError(err); be != nil {
		return m.CorrectionRefused(be.Name, be.Frame, be.Ball)
	}
	return m.CorrectionImpossible
}

// ballError finds the *domain.BallError in err's chain, as errors.As would, without the
// reflection errors.As brings into the wasm.
func ballError(err error) *domain.BallError {
	switch e := err.(type) {
	case nil:
		return nil
	case *domain.BallError:
		return e
	case interface{ Unwrap() []error }:
		for _, w := range e.Unwrap() {
			if be := ballError(w); be != nil {
				return be
			}
		}
		return nil
	}
	return ballError(errors.Unwrap(err))
}

// saveCorrection writes the corrected game to history as a new version of its record.
func (c *Scoreboard) saveCorrection() {
	n, m := &c.night, c.messages()
	s := &n.history.game
	rec, err := s.rec.Corrected(s.game)
	if err != nil {
		s.problem = m.CorrectionImpossible
		return
	}
	c.storeRecords([]domain.Record{rec}, expecting([]domain.Record{s.rec}), func(ctx app.Context, err error) {
		if errors.Is(err, errChanged) {
			c.refusedInHistory()
			return
		}
		if err != nil {
			n.problem = c.storageProblem(err)
			return
		}
		if cur := n.series; cur != nil {
			if old, ok := cur.record(rec.Series().Game); ok && old.ID() == rec.ID() {
				cur.setRecord(rec, false)
				c.saveSeries()
			}
		}
		n.status, n.problem = m.CorrectionSaved, ""
		c.openGame(rec.ID())
	})
}

// renderGameSheet draws the opened game: the sheet, then what can be done with it.
func (c *Scoreboard) renderGameSheet(m *Messages) app.UI {
	s := &c.night.history.game
	actions := []app.UI{
		app.Button().Type("button").Class("button").DataSet("testid", "back-to-history").OnClick(c.onBackToList).Text(m.BackToHistory),
	}
	var fix app.UI
	if s.fixing {
		fix = c.renderCorrection(m)
	} else {
		actions = append(actions,
			app.Button().Type("button").Class("button").DataSet("testid", "correct-game").OnClick(c.onUnlock).Text(m.CorrectGame),
			app.Button().Type("button").Class("button danger").DataSet("act", actDeleteGame).DataSet("id", s.rec.ID()).Text(m.DeleteGame),
		)
		actions = append(actions, c.shareButtons(m)...)
	}
	var lock app.UI
	if !s.fixing {
		lock = app.P().Class("hint").Text(m.Locked)
	}
	return app.Section().Class("game-sheet sheet").DataSet("testid", "game-sheet").Body(
		app.H3().ID("history-sheet-heading").TabIndex(-1).Text(s.title),
		renderGrid(s.rows, m),
		lock,
		fix,
		app.Div().Class("sheet-actions").Body(actions...),
	)
}

// renderCorrection is the unlocked game's correction: which ball, then what it was. Its
// choice and buttons act through onAct and onActChange.
func (c *Scoreboard) renderCorrection(m *Messages) app.UI {
	s := &c.night.history.game
	// The select holds the choice made in it (its markup names the ball it started with), so
	// choosing does not redraw it under the keyboard; the buttons are drawn apart.
	sel := &markup{}
	sel.Open("div", "class", "number-field").El("label", m.CorrectionBall, "for", "correct-ball", "class", "field-label").
		Open("select", "id", "correct-ball", "class", "ball-select", "data-act", actChooseBall)
	for i, b := range s.balls {
		if i == s.seedBall {
			sel.El("option", b.label, "value", itoa(i), "selected", "")
		} else {
			sel.El("option", b.label, "value", itoa(i))
		}
	}
	sel.Close("select").Close("div")
	w := &markup{}
	w.Open("div", "class", "fix-area").Open("div", "class", "fix-buttons")
	for n := 0; n <= 10; n++ {
		attrs := []string{"type", "button", "class", "pad-button fix-button", "data-act", actCorrectTo, "data-id", itoa(n),
			"data-testid", "fix-pins", "aria-label", m.CorrectTo(n)}
		if !s.choices.Counts[n] {
			attrs = append(attrs, "disabled", "")
		}
		w.El("button", itoa(n), attrs...)
	}
	attrs := []string{"type", "button", "class", "pad-button fix-button", "data-act", actCorrectTo, "data-id", "F", "data-testid", "fix-foul"}
	if !s.choices.Foul {
		attrs = append(attrs, "disabled", "")
	}
	w.El("button", m.CorrectFoul, attrs...).Close("div")
	if s.problem != "" {
		w.El("p", s.problem, "class", "alert", "role", "alert")
	}
	attrs = []string{"type", "button", "class", "button primary", "data-act", actSaveCorrection, "data-testid", "save-correction"}
	if !s.changed {
		attrs = append(attrs, "disabled", "")
	}
	w.Open("div", "class", "sheet-actions").El("button", m.SaveCorrection, attrs...).
		El("button", m.CancelCorrection, "type", "button", "class", "button", "data-act", actCancelCorrection).Close("div")
	return app.Div().Class("correction-panel").Role("group").Aria("labelledby", "correct-heading").Body(
		app.H3().ID("correct-heading").Text(m.CorrectionHeading),
		sel.UI(),
		w.Close("div").UI(),
	)
}
