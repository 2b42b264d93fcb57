package app

import "testing"

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
		{keyStroke{key: "Enter"}, keyCommand{}, false},
		{keyStroke{key: "a"}, keyCommand{}, false},
	}
	for _, tt := range tests {
		got, ok := keyFor(tt.k)
		if got != tt.want || ok != tt.ok {
			t.Errorf("keyFor(%+v) = %+v, %v; want %+v, %v", tt.k, got, ok, tt.want, tt.ok)
		}
	}
}
