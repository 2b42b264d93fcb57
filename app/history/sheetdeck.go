package history

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/board"
	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/app/markup"
	"tenpin/domain"
)

// The pins of a ball corrected in history. A ball entered on the pin deck can be corrected by
// pins there too, as at the lane (pins.md: any past ball, by count, by pins or to a foul): the
// correction panel of an unlocked game shows the deck of the pins that ball met, marked as it
// knocked them down; tapping pins marks them, and "Correct to these pins" corrects the ball,
// which the domain checks as it checks a count. Without it, the first ball of a frame whose
// second ball was entered as pins could not be corrected in history at all: a count would
// leave the pins standing for the second ball unknown.

// Actions of the panel's deck (data-act), handled by Act.
const (
	actSheetPin  = "sheet-pin"  // data-id: the pin (1..10) to mark or unmark
	actSheetPins = "sheet-pins" // correct the chosen ball to the pins marked
)

// chosen returns the ball chosen on the sheet, where it is and as it was bowled.
func (s *Sheet) chosen() (board.BallRef, domain.Ball, bool) {
	if s.ball < 0 || s.ball >= len(s.balls) {
		return board.BallRef{}, domain.Ball{}, false
	}
	b := s.balls[s.ball]
	ref := board.BallRef{Player: b.player, Frame: b.frame, Ball: b.number}
	ball, ok := board.BallAt(s.game, ref)
	return ref, ball, ok
}

// deckShown reports whether the chosen ball can be corrected by pins: it was entered as pins,
// and the pins standing for it are known.
//
//go:noinline
func (s *Sheet) deckShown() bool {
	_, b, ok := s.chosen()
	return ok && b.Known && s.choices.PinsKnown
}

// markPins marks the chosen ball's deck as the ball knocked the pins down.
func (s *Sheet) markPins() {
	s.marked = 0
	if _, b, ok := s.chosen(); ok && s.deckShown() {
		s.marked = b.Down & s.choices.Pins
	}
}

// togglePin marks pin n down on the deck, or stands it up again.
func (s *Sheet) togglePin(n int) {
	if s.fixing && s.deckShown() && s.choices.Pins.Has(n) {
		s.marked ^= domain.PinsOf(n)
		s.problem = nil
	}
}

// onPin handles a tap on a pin of the panel's deck and keeps the keyboard on that pin, which
// the redrawn panel has replaced.
func (s *Sheet) onPin(ctx app.Context, id string) {
	pin, err := strconv.Atoi(id)
	if err != nil {
		return
	}
	s.togglePin(pin)
	s.Host.Later(ctx, func(app.Context) { browser.Focus(fmt.Sprintf(`[data-testid="fix-pin"][data-pin="%d"]`, pin)) })
}

// correctToPins corrects the chosen ball to the pins marked on the deck.
func (s *Sheet) correctToPins() {
	if s.deckShown() {
		s.correct(domain.Knocked(s.marked))
	}
}

// writeDeck writes the chosen ball's deck into the correction panel: the pins, what they
// would make (and the split they would leave), and the button that corrects the ball to them.
func (s *Sheet) writeDeck(w *markup.HTML, m *i18n.Messages) {
	ref, b, ok := s.chosen()
	if !ok || !s.deckShown() {
		return
	}
	pins := board.PinButtons(s.choices.Pins, s.marked, false, true, m)
	status, split, apply := board.DeckPreview(s.game, ref, b, s.marked, m)
	w.F(`<div class="fix-deck"><div class="deck-pins" role="group" aria-label="{}">`, m.FixPins)
	for _, row := range board.DeckRows {
		w.F(`<div class="deck-row">`)
		for _, n := range row {
			p := pins[n-1]
			w.F(`<button type="button" class="{}" data-act="{}" data-id="{}" data-testid="fix-pin" data-pin="{}" aria-pressed="{}" aria-label="{}"{!}>{}</button>`,
				markup.Classes("pin", markup.Is("down", p.Pressed), markup.Is("gone", p.Gone)), actSheetPin, markup.Itoa(n), markup.Itoa(n), markup.Flag(p.Pressed), p.Label, markup.Disabled(p.Disabled), markup.Itoa(n))
		}
		w.F(`</div>`)
	}
	w.F(`</div><div class="deck-side"><p class="deck-status" aria-live="polite"><span class="deck-count">{}</span><span class="deck-split">{}</span></p>`+
		`<button type="button" class="button primary" data-act="{}" data-testid="fix-apply-pins"{!}>{}</button></div></div>`,
		status, split, actSheetPins, markup.Disabled(!apply), m.FixApplyPins)
}
