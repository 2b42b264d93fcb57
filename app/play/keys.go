package play

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/entry"
	"tenpin/domain"
)

// The keyboard on the game screen: digits, x, X, / and - enter a ball, f or F a foul,
// Backspace and Ctrl+Z undo. With the pin deck shown, a digit marks a pin instead (0 is pin
// 10) and Enter enters the ball marked. keyFor maps a key press, ListenKeys listens on the
// document while the scoreboard is mounted. While the correction dialog is open its own
// controls take the keys, and Tab stays inside it (entry.TrapTab).

// keyCommand is what a key press asks the game screen to do.
type keyCommand struct {
	mark  string // a ball typed as a mark ("7", "x", "/", "-"), or a pin on the deck; or ""
	foul  bool
	enter bool // enter the ball marked on the deck
	undo  bool
}

// keyStroke is the part of a keydown event that keyFor reads.
type keyStroke struct {
	key             string // KeyboardEvent.key
	ctrl, meta, alt bool
	repeat          bool // the key is held down
	editable        bool // the event comes from a text field
	shift           bool
	control         bool // the event comes from a control that Enter activates (not a deck pin)
	dialog          bool // a dialog is open: its controls take the keys
}

// keyFor maps a key press to a command for the game screen: digits, x or X, / and - enter a
// ball (or mark a pin), f or F a foul, Enter the ball marked on the deck; Backspace, Ctrl+Z
// or Cmd+Z undo. It leaves other keys, held keys, text fields, open dialogs, Enter on a
// control other than a pin, and the browser's own shortcuts alone.
func keyFor(k keyStroke) (keyCommand, bool) {
	if k.editable || k.repeat || k.alt || k.dialog {
		return keyCommand{}, false
	}
	if k.ctrl || k.meta {
		if (k.key == "z" || k.key == "Z") && !k.shift {
			return keyCommand{undo: true}, true
		}
		return keyCommand{}, false
	}
	switch k.key {
	case "Backspace":
		return keyCommand{undo: true}, true
	case "Enter":
		if k.control {
			return keyCommand{}, false
		}
		return keyCommand{enter: true}, true
	case "f", domain.MarkFoul:
		return keyCommand{foul: true}, true
	case "x", domain.MarkStrike, domain.MarkSpare, domain.MarkGutter, "0", "1", "2", "3", "4", "5", "6", "7", "8", "9":
		return keyCommand{mark: k.key}, true
	}
	return keyCommand{}, false
}

// handleKey runs a key's command on the game screen, then keeps the focus and the turn in
// view. A digit that marks a pin on the deck moves the focus to the deck's Enter button, so
// that Enter then enters the ball rather than pressing whatever button had the focus.
func (l *Game) handleKey(ctx app.Context, k keyCommand) {
	if !l.playing || l.Fix.IsOpen() || l.Host.OnTV() {
		return
	}
	if l.key(k) {
		l.Host.Later(ctx, func(app.Context) { browser.Focus(`[data-testid="roll-pins"]:not(:disabled)`) })
	}
	l.Settle(ctx)
}

// key runs a key's command: undo, a foul, the ball marked on the deck, a pin marked on the
// deck (a digit, with the deck shown), or a ball typed as a mark (Enter, play.go). It reports
// whether the key was a pin.
func (l *Game) key(k keyCommand) (pin bool) {
	n, digit := deckPin(k.mark)
	switch {
	case k.undo:
		l.Undo()
	case k.foul:
		l.Throw(domain.Fouled())
	case k.enter:
		l.Entry.RollPins()
	case digit && l.Entry.DeckShown():
		l.Entry.TogglePin(n)
		return true
	default:
		l.Enter(k.mark)
	}
	return false
}

// deckPin is the pin a digit key marks on the deck: 1-9, and 0 for pin 10; false for a mark
// that is not a digit.
func deckPin(mark string) (int, bool) {
	switch {
	case len(mark) != 1 || mark[0] < '0' || mark[0] > '9':
		return 0, false
	case mark == "0":
		return 10, true
	}
	return int(mark[0] - '0'), true
}

// ListenKeys has the game take every key press of the document that keyFor maps to a
// command, on the UI goroutine, and returns the listener for UnlistenKeys on dismount.
func (l *Game) ListenKeys(ctx app.Context) app.Func { return listenKeys(ctx, l.handleKey) }

// listenKeys calls handle on the UI goroutine for every key press that keyFor maps to a
// command, and returns the listener so that it can be removed and released on dismount.
func listenKeys(ctx app.Context, handle func(app.Context, keyCommand)) app.Func {
	f := app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) == 0 {
			return nil
		}
		ev := args[0]
		key, shift := ev.Get("key").String(), ev.Get("shiftKey").Truthy()
		if key == "Tab" && entry.TrapTab(shift) {
			ev.Call("preventDefault")
			return nil
		}
		target := ev.Get("target")
		editable, control := false, false
		if target.Truthy() {
			switch target.Get("tagName").String() {
			case "INPUT", "TEXTAREA", "SELECT":
				editable = true
			case "BUTTON", "A", "SUMMARY":
				control = target.Get("dataset").Get("testid").String() != "pin"
			default:
				editable = target.Get("isContentEditable").Truthy()
			}
		}
		cmd, ok := keyFor(keyStroke{
			key:      key,
			ctrl:     ev.Get("ctrlKey").Truthy(),
			meta:     ev.Get("metaKey").Truthy(),
			alt:      ev.Get("altKey").Truthy(),
			shift:    shift,
			repeat:   ev.Get("repeat").Truthy(),
			editable: editable,
			control:  control,
			dialog:   app.Window().Get("document").Call("querySelector", "dialog[open]").Truthy(),
		})
		if !ok {
			return nil
		}
		ev.Call("preventDefault")
		browser.Dispatch(ctx, func(ctx app.Context) { handle(ctx, cmd) })
		return nil
	})
	app.Window().Get("document").Call("addEventListener", "keydown", f)
	return f
}

// UnlistenKeys removes and releases a listener made by ListenKeys.
func UnlistenKeys(f app.Func) {
	if f == nil {
		return
	}
	app.Window().Get("document").Call("removeEventListener", "keydown", f)
	f.Release()
}
