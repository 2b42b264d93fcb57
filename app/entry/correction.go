package entry

import (
	"strings"

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
// (i18n.FixRefusal) and changes nothing; Undo (the root's) takes a correction back.
//
// The dialog itself, a native modal <dialog>, is drawn and kept modal in dialog.go.

// ActionFix is posted by a count button of the dialog with the count (an int) as its value;
// the root hands it to HandleFix on mount.
const ActionFix = "tenpin.fix"

// fixSelector finds the open dialog.
const fixSelector = `dialog[data-testid="correction"]`

// Correction is the dialog: the ball it corrects, the pins marked on its deck, and what it
// shows. It reaches the game on the lanes only through Host.
type Correction struct {
	Host FixHost // the game on the lanes

	open   bool
	at     board.BallRef
	marked domain.Pins
	alert  i18n.Say // why the last correction was refused; nil when none
	view   FixView
}

// FixHost is what the dialog needs of the game on the lanes: the game played, the action
// path a correction takes, and keeping the dialog for a reload.
type FixHost interface {
	Later(ctx app.Context, f func(app.Context)) // run f once the page shows the change
	Messages() *i18n.Messages
	Current() (g *domain.Game, playing bool) // the game on the lanes; playing: its screen is up
	// Act runs change on the game on the lanes as every action runs (guard, domain, commit,
	// derive): change returns the players whose rows it changed and what to announce, or
	// why the domain refused it, which refused then words.
	Act(change func(g *domain.Game) (rows []int, said string, err error), refused func(err error))
	SavePending() // keep the open dialog for a reload (Pending)
	TurnHidden()  // the current frame may be out of view
}

// FixView is what the dialog shows, derived from the game and the dialog's state.
type FixView struct {
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

// HandleOpenFix opens the dialog for the ball whose box was tapped (board.ActionOpenFix).
func (f *Correction) HandleOpenFix(ctx app.Context, a app.Action) {
	if ref, ok := a.Value.(board.BallRef); ok {
		f.OpenAt(ref)
		f.Host.Later(ctx, f.Show)
	}
}

// OpenAt opens the dialog for the ball at ref, its pins marked as the ball knocked them down.
func (f *Correction) OpenAt(ref board.BallRef) {
	g, playing := f.Host.Current()
	if !playing || g == nil {
		return
	}
	b, ok := board.BallAt(g, ref)
	if !ok {
		return
	}
	f.Reset()
	f.open, f.at, f.marked = true, ref, b.Down
	f.Host.SavePending()
	f.Refresh()
}

// Reset closes the dialog and forgets its ball, with nothing kept.
//
//go:noinline
func (f *Correction) Reset() {
	*f = Correction{Host: f.Host}
}

// Refresh derives the dialog's view, and closes the dialog if its ball is gone.
func (f *Correction) Refresh() {
	f.view = FixView{}
	g, _ := f.Host.Current()
	if !f.open || g == nil {
		return
	}
	m := f.Host.Messages()
	b, ok := board.BallAt(g, f.at)
	choices, err := g.CorrectionChoices(f.at.Player, f.at.Frame, f.at.Ball)
	if !ok || err != nil {
		f.open = false // a derivation: the step that changed the game keeps it (SavePending)
		return
	}
	name := g.Name(f.at.Player)
	v := FixView{
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

// HandleFix corrects the dialog's ball to the count of the button tapped (ActionFix).
func (f *Correction) HandleFix(ctx app.Context, a app.Action) {
	if n, ok := a.Value.(int); ok {
		f.Correct(domain.Count(n))
		f.Host.Later(ctx, f.after)
	}
}

func (f *Correction) onFixFoul(ctx app.Context, e app.Event) {
	f.Correct(domain.Fouled())
	f.Host.Later(ctx, f.after)
}

func (f *Correction) onFixPins(ctx app.Context, e app.Event) {
	f.Correct(domain.Knocked(f.marked))
	f.Host.Later(ctx, f.after)
}

// HandleFixPin marks or unmarks the pin a tap on the dialog's deck names (board.ActionFixPin).
func (f *Correction) HandleFixPin(ctx app.Context, a app.Action) {
	if n, ok := a.Value.(int); ok && f.open {
		f.marked ^= domain.PinsOf(n)
		f.alert = nil
		f.Host.SavePending()
		f.Refresh()
	}
}

// onFixCancel closes the dialog without a change: its Cancel button, and Escape (the
// dialog's cancel event).
func (f *Correction) onFixCancel(ctx app.Context, e app.Event) {
	f.Close()
	f.Host.Later(ctx, f.after)
}

// Correct corrects the dialog's ball to d. A refusal stays in the dialog and changes nothing;
// otherwise the dialog closes, and the rows of the corrected player and of the players whose
// turn it was and is are derived again.
func (f *Correction) Correct(d domain.Delivery) {
	if g, _ := f.Host.Current(); !f.open || g == nil {
		return
	}
	at := f.at
	f.Host.Act(func(g *domain.Game) ([]int, string, error) {
		if b, ok := board.BallAt(g, at); ok && b.Delivery == d { // the ball as it is: nothing to correct
			f.Close()
			return nil, "", nil
		}
		before := g.Turn()
		if err := g.Correct(at.Player, at.Frame, at.Ball, d); err != nil {
			return nil, "", err
		}
		f.Close()
		after := g.Turn()
		said := ""
		if b, ok := board.BallAt(g, at); ok {
			said = announceFix(f.Host.Messages(), g, b, after)
		}
		return []int{at.Player, before.Player, after.Player}, said, nil
	}, func(err error) {
		f.alert = func(m *i18n.Messages) string { return i18n.FixRefusal(m, err) }
		f.Refresh()
	})
}

// Close closes the dialog; after then gives the focus back to the ball's box.
//
//go:noinline
func (f *Correction) Close() {
	if f.open {
		f.open = false
		f.view = FixView{}
		f.Host.SavePending()
	}
}

// IsOpen reports whether the dialog is open.
func (f *Correction) IsOpen() bool { return f.open }

// View returns what the dialog shows.
func (f *Correction) View() FixView { return f.view }

// Marked returns the pins marked on the dialog's deck.
func (f *Correction) Marked() domain.Pins { return f.marked }

// announceFix describes ball b as a correction made it, and whose turn it is.
func announceFix(m *i18n.Messages, g *domain.Game, b domain.Ball, t domain.Turn) string {
	parts := []string{m.Corrected(g.Name(b.Player), b.Frame, b.Number, b.Mark, b.Pins)}
	if b.Split {
		parts = append(parts, m.SplitLeft.Say(b.Left.String()))
	}
	if !t.Over {
		parts = append(parts, m.NextUp.Say(g.Name(t.Player), t.Frame))
	}
	return strings.Join(parts, " ")
}
