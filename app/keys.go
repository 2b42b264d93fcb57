package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The keyboard: digits, x, X, / and - enter a ball on the game screen, Backspace and Ctrl+Z
// undo; keyFor maps a key press, listenKeys listens on the document while the scoreboard is
// mounted.

// keyCommand is what a key press asks the game screen to do.
type keyCommand struct {
	mark string // a ball typed as a mark ("7", "x", "/", "-"), or ""
	undo bool
}

// keyStroke is the part of a keydown event that keyFor reads.
type keyStroke struct {
	key             string // KeyboardEvent.key
	ctrl, meta, alt bool
	repeat          bool // the key is held down
	editable        bool // the event comes from a text field
	shift           bool
}

// keyFor maps a key press to a command for the game screen: digits, x or X, / and - enter a
// ball; Backspace, Ctrl+Z or Cmd+Z undo. It leaves other keys, held keys, text fields and the
// browser's own shortcuts alone.
func keyFor(k keyStroke) (keyCommand, bool) {
	if k.editable || k.repeat || k.alt {
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
	case "x", "X", "/", "-", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9":
		return keyCommand{mark: k.key}, true
	}
	return keyCommand{}, false
}

// handleKey runs a key's command on the game screen: a ball typed as a mark, or undo.
func (c *Scoreboard) handleKey(ctx app.Context, k keyCommand) {
	if !c.playing {
		return
	}
	if k.undo {
		c.undo()
	} else {
		c.enter(k.mark)
	}
	c.later(ctx, c.followTurn)
}

// listenKeys calls handle on the UI goroutine for every key press that keyFor maps to a
// command, and returns the listener so that it can be removed and released on dismount.
func listenKeys(ctx app.Context, handle func(app.Context, keyCommand)) app.Func {
	f := app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) == 0 {
			return nil
		}
		ev := args[0]
		target := ev.Get("target")
		editable := false
		if target.Truthy() {
			switch target.Get("tagName").String() {
			case "INPUT", "TEXTAREA", "SELECT":
				editable = true
			default:
				editable = target.Get("isContentEditable").Truthy()
			}
		}
		cmd, ok := keyFor(keyStroke{
			key:      ev.Get("key").String(),
			ctrl:     ev.Get("ctrlKey").Truthy(),
			meta:     ev.Get("metaKey").Truthy(),
			alt:      ev.Get("altKey").Truthy(),
			shift:    ev.Get("shiftKey").Truthy(),
			repeat:   ev.Get("repeat").Truthy(),
			editable: editable,
		})
		if !ok {
			return nil
		}
		ev.Call("preventDefault")
		ctx.Dispatch(func(ctx app.Context) { handle(ctx, cmd) })
		return nil
	})
	app.Window().Get("document").Call("addEventListener", "keydown", f)
	return f
}

// unlistenKeys removes and releases a listener made by listenKeys.
func unlistenKeys(f app.Func) {
	if f == nil {
		return
	}
	app.Window().Get("document").Call("removeEventListener", "keydown", f)
	f.Release()
}
