package play

import (
	"testing"

	"tenpin/app/i18n"
	"tenpin/domain"
)

func TestKeyFor(t *testing.T) {
	tests := []struct {
		k    keyStroke
		want keyCommand
		ok   bool
	}{
		{keyStroke{key: "7"}, keyCommand{mark: "7"}, true},
		{keyStroke{key: "x"}, keyCommand{mark: "x"}, true},
		{keyStroke{key: "X", shift: true}, keyCommand{mark: "X"}, true},
		{keyStroke{key: "/"}, keyCommand{mark: "/"}, true},
		{keyStroke{key: "-"}, keyCommand{mark: "-"}, true},
		{keyStroke{key: "Backspace"}, keyCommand{undo: true}, true},
		{keyStroke{key: "z", ctrl: true}, keyCommand{undo: true}, true},
		{keyStroke{key: "z", meta: true}, keyCommand{undo: true}, true},
		{keyStroke{key: "Z", ctrl: true, shift: true}, keyCommand{}, false},
		{keyStroke{key: "1", ctrl: true}, keyCommand{}, false},
		{keyStroke{key: "7", alt: true}, keyCommand{}, false},
		{keyStroke{key: "7", repeat: true}, keyCommand{}, false},
		{keyStroke{key: "7", editable: true}, keyCommand{}, false},
		{keyStroke{key: "Backspace", editable: true}, keyCommand{}, false},
		{keyStroke{key: "Enter"}, keyCommand{enter: true}, true},
		{keyStroke{key: "Enter", control: true}, keyCommand{}, false},
		{keyStroke{key: "f"}, keyCommand{foul: true}, true},
		{keyStroke{key: "F", shift: true}, keyCommand{foul: true}, true},
		{keyStroke{key: "f", ctrl: true}, keyCommand{}, false},
		{keyStroke{key: "f", editable: true}, keyCommand{}, false},
		{keyStroke{key: "7", dialog: true}, keyCommand{}, false},
		{keyStroke{key: "Backspace", dialog: true}, keyCommand{}, false},
		{keyStroke{key: "Enter", dialog: true}, keyCommand{}, false},
		{keyStroke{key: "a"}, keyCommand{}, false},
	}
	for _, tt := range tests {
		got, ok := keyFor(tt.k)
		if got != tt.want || ok != tt.ok {
			t.Errorf("keyFor(%+v) = %+v, %v; want %+v, %v", tt.k, got, ok, tt.want, tt.ok)
		}
	}
}

// TestKeysOnTheBoard checks what keys do on the game screen, in each entry mode: f throws a
// foul in both; on the deck a digit marks a pin (0 is pin 10), a second press stands it back
// up, Enter enters the pins marked, and X, / and - enter the pins they name.
func TestKeysOnTheBoard(t *testing.T) {
	press := func(c *Game, keys ...string) {
		for _, k := range keys {
			cmd, ok := keyFor(keyStroke{key: k})
			if !ok {
				t.Fatalf("key %q is not mapped", k)
			}
			c.key(cmd)
		}
	}
	t.Run("f on the pad", func(t *testing.T) {
		c, _ := newGame(t, "PJS")
		press(c, "f", "9")
		if got := marksOf(c.game, 0); got != "F|9" {
			t.Errorf("marks after f, 9 = %q, want F|9", got)
		}
	})
	t.Run("the deck", func(t *testing.T) {
		c, _ := newGame(t, "PJS")
		c.Entry.SwitchMode()
		press(c, "1", "2", "4", "7", "0", "7", "Enter")
		last, _ := c.game.Last()
		if down, ok := last.Delivery.Down(); !ok || down != domain.PinsOf(1, 2, 4, 10) {
			t.Errorf("the deck entered %v, want pins 1-2-4-10", last.Delivery)
		}
		press(c, "/")
		if got := marksOf(c.game, 0); got != "4|/" {
			t.Errorf("marks = %q, want 4|/", got)
		}
		press(c, "F", "x")
		if got := c.alert.In(c.Messages()); got != i18n.English.StrikeNeedsFullRack {
			t.Errorf("x after a foul: alert %q, want %q", got, i18n.English.StrikeNeedsFullRack)
		}
		press(c, "-")
		if got := marksOf(c.game, 0); got != "4|/ F|-" {
			t.Errorf("marks = %q, want 4|/ F|-", got)
		}
		if last, _ := c.game.Last(); !last.Known {
			t.Error("a gutter on the deck left the pins unknown")
		}
	})
}
