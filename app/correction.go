package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// The correction dialog: a tap on a ball box of the grid opens it for that ball, so that a
// bowler who notices a wrong ball turns later fixes it without undoing anyone's balls. It
// offers what the domain says the ball may become (domain.CorrectionChoices): the counts that
// fit, a foul and, when the ball's pins are known, a deck of the pins it met. The grid and
// totals follow at once; a correction the domain refuses is explained inside the dialog
// (refusal.go) and changes nothing; Undo takes a correction back (play.go).
//
// The dialog itself, a native modal <dialog>, is drawn and kept modal in dialog.go.

// actionFix is posted by a count button of the dialog with the count (an int) as its value.
const actionFix = "tenpin.fix"

// fixSelector finds the open dialog.
const fixSelector = `dialog[data-testid="correction"]`

// correction is the dialog's state: the ball it corrects and the pins marked on its deck.
type correction struct {
	open   bool
	at     ballRef
	marked domain.Pins
	alert  say // why the last correction was refused; nil when none
}

// fixView is what the dialog shows, derived from the game and the dialog's state.
type fixView struct {
	Title   string
	Entered string // what the ball is now
	Alert   string
	Counts  [11]fixCount
	Foul    bool // a foul fits
	Deck    bool // the ball's pins are known, so the dialog offers a deck
	Pins    [10]pinButton
	Status  string // what the marked pins make
	Split   string
	Apply   bool // the marked pins differ from the ball as it is
}

// ballAt returns the ball at ref as the card shows it, and false if there is none.
func ballAt(g *domain.Game, ref ballRef) (domain.Ball, bool) {
	card, err := g.Card(ref.Player)
	if err != nil || ref.Frame < 1 || ref.Frame > domain.Frames {
		return domain.Ball{}, false
	}
	balls := card.Frames[ref.Frame-1].Deliveries
	if ref.Ball < 1 || ref.Ball > len(balls) {
		return domain.Ball{}, false
	}
	return balls[ref.Ball-1], true
}

func (c *Scoreboard) handleOpenFix(ctx app.Context, a app.Action) {
	if ref, ok := a.Value.(ballRef); ok {
		c.openFix(ref)
		c.later(ctx, c.showFix)
	}
}

// openFix opens the dialog for the ball at ref, its pins marked as the ball knocked them down.
func (c *Scoreboard) openFix(ref ballRef) {
	if !c.playing || c.game == nil {
		return
	}
	b, ok := ballAt(c.game, ref)
	if !ok {
		return
	}
	c.fix = correction{open: true, at: ref, marked: b.Down}
	c.savePending()
	c.refreshFix()
}

// refreshFix derives the dialog's view, and closes the dialog if its ball is gone.
func (c *Scoreboard) refreshFix() {
	c.view.fix = fixView{}
	if !c.fix.open || c.game == nil {
		return
	}
	g, f, m := c.game, &c.fix, c.messages()
	b, ok := ballAt(g, f.at)
	choices, err := g.CorrectionChoices(f.at.Player, f.at.Frame, f.at.Ball)
	if !ok || err != nil {
		f.open = false // a derivation: the step that changed the game keeps it (keepPending)
		return
	}
	name := g.Name(f.at.Player)
	v := fixView{
		Title:   m.FixTitle(name, f.at.Frame, f.at.Ball),
		Entered: m.FixEntered(b.Mark, b.Pins),
		Alert:   f.alert.in(m),
		Foul:    choices.Foul,
		Deck:    choices.PinsKnown && b.Known,
	}
	for n := range v.Counts {
		v.Counts[n] = fixCount{Pins: n, Current: !b.Foul && b.Pins == n, Disabled: !choices.Counts[n], Label: m.PinsButton(n, "")}
	}
	if !v.Deck {
		f.marked = 0
	}
	if v.Deck {
		f.marked &= choices.Pins
		v.Pins = pinButtons(choices.Pins, f.marked, false, true, m)
		v.Status, v.Split, v.Apply = deckPreview(g, f.at, b, f.marked, m)
	}
	c.view.fix = v
}

func (c *Scoreboard) handleFix(ctx app.Context, a app.Action) {
	if n, ok := a.Value.(int); ok {
		c.correct(domain.Count(n))
		c.later(ctx, c.afterFix)
	}
}

func (c *Scoreboard) onFixFoul(ctx app.Context, e app.Event) {
	c.correct(domain.Fouled())
	c.later(ctx, c.afterFix)
}

func (c *Scoreboard) onFixPins(ctx app.Context, e app.Event) {
	c.correct(domain.Knocked(c.fix.marked))
	c.later(ctx, c.afterFix)
}

func (c *Scoreboard) handleFixPin(ctx app.Context, a app.Action) {
	if n, ok := a.Value.(int); ok && c.fix.open {
		c.fix.marked ^= domain.PinsOf(n)
		c.fix.alert = nil
		c.savePending()
		c.refreshFix()
	}
}

// onFixCancel closes the dialog without a change: its Cancel button, and Escape (the
// dialog's cancel event).
func (c *Scoreboard) onFixCancel(ctx app.Context, e app.Event) {
	c.closeFix()
	c.later(ctx, c.afterFix)
}

// correct corrects the dialog's ball to d. A refusal stays in the dialog and changes nothing;
// otherwise the dialog closes, and the rows of the corrected player and of the players whose
// turn it was and is are derived again.
func (c *Scoreboard) correct(d domain.Delivery) {
	if !c.fix.open || c.game == nil {
		return
	}
	at := c.fix.at
	c.act(func(g *domain.Game) ([]int, error) {
		if b, ok := ballAt(g, at); ok && b.Delivery == d { // the ball as it is: nothing to correct
			c.closeFix()
			return nil, nil
		}
		before := g.Turn()
		if err := g.Correct(at.Player, at.Frame, at.Ball, d); err != nil {
			return nil, err
		}
		c.closeFix()
		after := g.Turn()
		if b, ok := ballAt(g, at); ok {
			c.announcement = c.announceFix(b, after)
		}
		return []int{at.Player, before.Player, after.Player}, nil
	}, func(err error) {
		c.fix.alert = func(m *Messages) string { return fixRefusal(m, err) }
		c.refreshFix()
	})
}

// closeFix closes the dialog; afterFix then gives the focus back to the ball's box.
func (c *Scoreboard) closeFix() {
	if c.fix.open {
		c.fix.open = false
		c.view.fix = fixView{}
		c.savePending()
	}
}
