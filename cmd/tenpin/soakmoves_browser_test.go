//go:build browser

package main

// The soak's moves on the game (soak_browser_test.go runs them): balls on the pad or the pin
// deck, fouls, undos, corrections of any player's earlier ball through the correction dialog
// (refused ones too), and the checks of every move against the domain.

import (
	"encoding/json"
	"fmt"

	"github.com/chromedp/chromedp/kb"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// storedIDsJS lists the IDs of the games in IndexedDB (a promise), as storedIDs does.
const storedIDsJS = `new Promise((ok, fail) => {
  const r = ` + openHistoryJS + `;
  r.onerror = () => fail(r.error);
  r.onsuccess = () => {
    const q = r.result.transaction("games").objectStore("games").getAllKeys();
    q.onsuccess = () => { r.result.close(); ok(q.result); };
    q.onerror = () => fail(q.error);
  };
})`

// deckOn reports whether w enters balls on the pin deck, once it shows a game.
func deckOn(w *tab) bool {
	w.t.Helper()
	w.wait(`document.querySelector('[data-testid="entry-mode"]')`)
	return evaluate[bool](w, `document.querySelector('[data-testid="entry-mode"]').getAttribute("aria-checked") === "true"`)
}

// save is the domain game's save, as the page's save is compared with it.
func (s *soak) save() string {
	data, err := json.Marshal(s.g)
	if err != nil {
		s.t.Fatal(err)
	}
	return string(data)
}

// accepted records a change of the game the app accepted.
func (s *soak) accepted() { s.saves = append(s.saves, s.save()) }

// ball throws a random ball the domain allows in the window in use, as the window's entry mode
// takes it, and checks the page; alerts are the alerts the page should show meanwhile. On the
// pin deck a ball at known pins is a random set of the pins standing (a gutter with none); a
// ball at pins not known is a count on the pad the deck offers; one ball in ten is a foul.
func (s *soak) ball(alerts []string) {
	w, t := s.w(), s.g.Turn()
	deck := deckOn(w)
	var d domain.Delivery
	switch standing := t.Standing; {
	case s.r.IntN(10) == 0:
		d = domain.Fouled()
		s.fig.fouls++
		w.click(`[data-testid="foul"]`)
	case deck && t.PinsKnown:
		var down domain.Pins
		for n := 1; n <= 10; n++ {
			if t.Pins.Has(n) && s.r.IntN(3) > 0 {
				down |= domain.PinsOf(n)
			}
		}
		d = domain.Knocked(down)
		if down == 0 {
			w.click(`[data-testid="gutter"]`)
			break
		}
		for n := 1; n <= 10; n++ {
			if down.Has(n) {
				w.tapPin(n)
			}
		}
		w.click(`[data-testid="roll-pins"]`)
	default:
		pins := s.r.IntN(standing + 1)
		switch s.r.IntN(5) {
		case 0:
			pins = standing
		case 1:
			pins = 0
		}
		d = domain.Count(pins)
		w.tap(pins)
	}
	if err := s.g.Throw(d); err != nil {
		s.t.Fatalf("the domain refuses %v: %v", d, err)
	}
	if deck {
		s.fig.deckBalls++
	}
	s.fig.balls++
	s.accepted()
	s.check(w, alerts, fmt.Sprintf("after %v", d))
}

// undo takes back the last change (a ball or a correction) in the window in use.
func (s *soak) undo() {
	if err := s.g.Undo(); err != nil {
		s.t.Fatal(err)
	}
	s.saves = s.saves[:len(s.saves)-1]
	s.fig.undos++
	s.w().click(`[data-testid="undo"]`)
	s.check(s.w(), nil, "after an undo")
}

// switchMode turns the entry-mode switch of the window in use (count pad or pin deck).
func (s *soak) switchMode() {
	w := s.w()
	was := deckOn(w)
	w.click(`[data-testid="entry-mode"]`)
	w.wait(fmt.Sprintf(`document.querySelector('[data-testid="entry-mode"]').getAttribute("aria-checked") === "%v"`, !was))
	s.fig.modeSwitches++
	s.check(w, nil, "after switching the entry mode")
}

// correct corrects a random ball of any player in the window in use through the correction
// dialog: to another count it allows, to a foul, or, where the ball's pins are known, to the
// pins marked on the dialog's deck with one pin changed. The domain makes the same correction
// on a copy first: one it refuses must be explained in the dialog and change nothing.
func (s *soak) correct() {
	w := s.w()
	var balls []domain.Ball
	for _, c := range s.g.Cards() {
		for _, f := range c.Frames {
			balls = append(balls, f.Deliveries...)
		}
	}
	b := balls[s.r.IntN(len(balls))]
	w.openCorrection(s.g, b.Player, b.Frame, b.Number)
	choices, err := s.g.CorrectionChoices(b.Player, b.Frame, b.Number)
	if err != nil {
		s.t.Fatal(err)
	}
	var counts []int
	for n, ok := range choices.Counts {
		if ok && (b.Foul || n != b.Pins) {
			counts = append(counts, n)
		}
	}
	pinsSel := dialogSelector + ` button[data-testid="correct-pin"]`
	free := evaluate[[]int](w, `[...document.querySelectorAll('`+pinsSel+`:not(:disabled)')].map((b) => +b.dataset.pin)`)
	var d domain.Delivery
	switch k := s.r.IntN(4); {
	case k == 0 && len(free) > 0:
		pin := free[s.r.IntN(len(free))]
		sel := fmt.Sprintf(`%s[data-pin="%d"]`, pinsSel, pin)
		was := evaluate[string](w, fmt.Sprintf(`document.querySelector(%q).getAttribute("aria-pressed")`, sel))
		w.click(sel)
		w.wait(fmt.Sprintf(`document.querySelector(%q).getAttribute("aria-pressed") !== %q`, sel, was))
		pressed := evaluate[[]int](w, `[...document.querySelectorAll('`+pinsSel+`[aria-pressed="true"]')].map((b) => +b.dataset.pin)`)
		d = domain.Knocked(domain.PinsOf(pressed...))
		w.click(`[data-testid="correct-pins"]`)
	case k == 1 && choices.Foul && !b.Foul:
		d = domain.Fouled()
		w.click(`[data-testid="correct-foul"]`)
	case len(counts) > 0:
		n := counts[s.r.IntN(len(counts))]
		d = domain.Count(n)
		w.click(fmt.Sprintf(`%s button[data-correct-pins="%d"]`, dialogSelector, n))
	default: // nothing else this ball may be
		w.click(`[data-testid="correction-cancel"]`)
		w.waitClosed(b.Player, b.Frame, b.Number)
		s.check(w, nil, "after a correction cancelled")
		return
	}
	trial, err := domain.Restore([]byte(s.save()))
	if err != nil {
		s.t.Fatal(err)
	}
	if err := trial.Correct(b.Player, b.Frame, b.Number, d); err != nil {
		// Refused: the dialog says why, and the game and its save are as they were.
		w.wait(`[...document.querySelectorAll('` + dialogSelector + ` [role="alert"]')].some((a) => a.textContent.trim() !== "")`)
		if got := w.saved(); got != s.saves[len(s.saves)-1] {
			s.t.Errorf("a refused correction of %s's frame %d ball %d to %v changed the save:\n%s\nwant\n%s",
				s.g.Name(b.Player), b.Frame, b.Number, d, got, s.saves[len(s.saves)-1])
		}
		w.key(kb.Escape)
		w.waitClosed(b.Player, b.Frame, b.Number)
		s.fig.refusedCorrections++
		s.check(w, nil, "after a refused correction")
		return
	}
	if err := s.g.Correct(b.Player, b.Frame, b.Number, d); err != nil {
		s.t.Fatal(err)
	}
	s.fig.corrections++
	s.accepted()
	w.waitClosed(b.Player, b.Frame, b.Number)
	s.check(w, nil, fmt.Sprintf("after correcting %s's frame %d ball %d to %v", s.g.Name(b.Player), b.Frame, b.Number, d))
}

// check waits until w shows what the domain says of the game, in w's entry mode: the board,
// every ball's box (marks, splits, fouls) and the deck; alerts are the alerts it should show
// (none when nil: an input refused as coming from an outdated window would fail it).
func (s *soak) check(w *tab, alerts []string, when string) {
	s.t.Helper()
	want := expectedDeckGame(&i18n.English, s.g, 0, deckOn(w)) // the soak runs in English
	if alerts != nil {
		want.Board.Alerts = alerts
	}
	w.waitGame(want, when)
}

// checkSaved compares the game saved in the browser with the changes the app accepted,
// counts those missing from it as lost, and checks that the window in use shows the game.
func (s *soak) checkSaved(when string) {
	s.t.Helper()
	s.check(s.w(), nil, when)
	saved, err := domain.Restore([]byte(s.w().saved()))
	if err != nil {
		s.t.Fatalf("%s: the save does not restore: %v", when, err)
	}
	got, _ := json.Marshal(saved)
	lost := len(s.saves) // none of them, unless the save is one of them
	for k := len(s.saves) - 1; k >= 0; k-- {
		if s.saves[k] == string(got) {
			lost = len(s.saves) - 1 - k
			break
		}
	}
	if lost > 0 {
		s.fig.lost += lost
		s.t.Errorf("%s: the save lacks the last %d of %d changes:\n%s\nwant\n%s", when, lost, len(s.saves)-1, got, s.saves[len(s.saves)-1])
	}
}
