package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/board"
	"tenpin/app/i18n"
	"tenpin/domain"
)

// The correction dialog: a tap on a ball box of the grid opens it for that ball, so that a
// bowler who notices a wrong ball turns later fixes it without undoing anyone's balls. It
// offers what the domain says the ball may become (domain.CorrectionChoices): the counts that
// fit, a foul and, when the ball's pins are known, a deck of the pins it met. The grid and
// totals follow at once; a correction the domain refuses is explained inside the dialog
// (i18n.FixRefusal) and changes nothing; Undo takes a correction back (play.go).
//
// The dialog itself, a native modal <dialog>, is drawn and kept modal in dialog.go.

// actionFix is posted by a count button of the dialog with the count (an int) as its value.
const actionFix = "tenpin.fix"

// fixSelector finds the open dialog.
const fixSelector = `dialog[data-testid="correction"]`

// correction is the dialog: the ball it corrects, the pins marked on its deck, and what it
// shows. It reaches the game on the lanes only through lane.
type correction struct {
	open   bool
	at     board.BallRef
	marked domain.Pins
	alert  say // why the last correction was refused; nil when none
	view   fixView
	lane   fixLane
}

// fixLane is what the dialog needs of the game on the lanes: the game played, the action
// path a correction takes, and keeping the dialog for a reload.
type fixLane interface {
	page
	Messages() *Messages
	Current() (g *domain.Game, playing bool) // the game on the lanes; playing: its screen is up
	Act(change func(g *domain.Game) (rows []int, said string, err error), refused func(err error))
	SavePending() // keep the open dialog for a reload (pending.go)
	TurnHidden()  // the current frame may be out of view (focus.go)
}

// fixView is what the dialog shows, derived from the game and the dialog's state.
type fixView struct {
	_       noCompare
	Title   string
	Entered string // what the ball is now
	Alert   string
	Counts  [11]fixCount
	Foul    bool // a foul fits
	Deck    bool // the ball's pins are known, so the dialog offers a deck
	Pins    [10]board.PinButton
	Status  string // what the marked pins make
	Split   string
	Apply   bool // the marked pins differ from the ball as it is
}

func (f *correction) handleOpenFix(ctx app.Context, a app.Action) {
	if ref, ok := a.Value.(board.BallRef); ok {
		f.openAt(ref)
		f.lane.Later(ctx, f.show)
	}
}

// openAt opens the dialog for the ball at ref, its pins marked as the ball knocked them down.
func (f *correction) openAt(ref board.BallRef) {
	g, playing := f.lane.Current()
	if !playing || g == nil {
		return
	}
	b, ok := board.BallAt(g, ref)
	if !ok {
		return
	}
	f.reset()
	f.open, f.at, f.marked = true, ref, b.Down
	f.lane.SavePending()
	f.refresh()
}

// reset closes the dialog and forgets its ball, with nothing kept.
//
//go:noinline
func (f *correction) reset() {
	*f = correction{lane: f.lane}
}

// refresh derives the dialog's view, and closes the dialog if its ball is gone.
func (f *correction) refresh() {
	f.view = fixView{}
	g, _ := f.lane.Current()
	if !f.open || g == nil {
		return
	}
	m := f.lane.Messages()
	b, ok := board.BallAt(g, f.at)
	choices, err := g.CorrectionChoices(f.at.Player, f.at.Frame, f.at.Ball)
	if !ok || err != nil {
		f.open = false // a derivation: the step that changed the game keeps it (SavePending)
		return
	}
	name := g.Name(f.at.Player)
	v := fixView{
		Title:   m.FixTitle.Say(name, f.at.Frame, f.at.Ball),
		Entered: m.FixEntered(b.Mark, b.Pins),
		Alert:   f.alert.In(m),
		Foul:    choices.Foul,
		Deck:    choices.PinsKnown && b.Known,
	}
	for n := range v.Counts {
		// The count entered: a no-tap strike of 9 scores 10, but 9 is what it knocked down.
		v.Counts[n] = fixCount{Pins: n, Current: !b.Foul && b.Delivery.Count() == n, Disabled: !choices.Counts[n], Label: m.PinsButton(n, "")}
	}
	if !v.Deck {
		f.marked = 0
	}
	if v.Deck {
		f.marked &= choices.Pins
		v.Pins = board.PinButtons(choices.Pins, f.marked, false, true, m)
		v.Status, v.Split, v.Apply = board.DeckPreview(g, f.at, b, f.marked, m)
	}
	f.view = v
}

func (f *correction) handleFix(ctx app.Context, a app.Action) {
	if n, ok := a.Value.(int); ok {
		f.correct(domain.Count(n))
		f.lane.Later(ctx, f.after)
	}
}

func (f *correction) onFixFoul(ctx app.Context, e app.Event) {
	f.correct(domain.Fouled())
	f.lane.Later(ctx, f.after)
}

func (f *correction) onFixPins(ctx app.Context, e app.Event) {
	f.correct(domain.Knocked(f.marked))
	f.lane.Later(ctx, f.after)
}

func (f *correction) handleFixPin(ctx app.Context, a app.Action) {
	if n, ok := a.Value.(int); ok && f.open {
		f.marked ^= domain.PinsOf(n)
		f.alert = nil
		f.lane.SavePending()
		f.refresh()
	}
}

// onFixCancel closes the dialog without a change: its Cancel button, and Escape (the
// dialog's cancel event).
func (f *correction) onFixCancel(ctx app.Context, e app.Event) {
	f.close()
	f.lane.Later(ctx, f.after)
}

// correct corrects the dialog's ball to d. A refusal stays in the dialog and changes nothing;
// otherwise the dialog closes, and the rows of the corrected player and of the players whose
// turn it was and is are derived again.
func (f *correction) correct(d domain.Delivery) {
	if g, _ := f.lane.Current(); !f.open || g == nil {
		return
	}
	at := f.at
	f.lane.Act(func(g *domain.Game) ([]int, string, error) {
		if b, ok := board.BallAt(g, at); ok && b.Delivery == d { // the ball as it is: nothing to correct
			f.close()
			return nil, "", nil
		}
		before := g.Turn()
		if err := g.Correct(at.Player, at.Frame, at.Ball, d); err != nil {
			return nil, "", err
		}
		f.close()
		after := g.Turn()
		said := ""
		if b, ok := board.BallAt(g, at); ok {
			said = announceFix(f.lane.Messages(), g, b, after)
		}
		return []int{at.Player, before.Player, after.Player}, said, nil
	}, func(err error) {
		f.alert = func(m *Messages) string { return i18n.FixRefusal(m, err) }
		f.refresh()
	})
}

// close closes the dialog; after then gives the focus back to the ball's box.
//
//go:noinline
func (f *correction) close() {
	if f.open {
		f.open = false
		f.view = fixView{}
		f.lane.SavePending()
	}
}
