package domain

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestSaveRoundTrip(t *testing.T) {
	games := [][]int{
		nil,
		{10},
		{10, 7, 3, 9, 0, 10, 0, 8},
		repeat(24, 10),
		repeat(40, 0),
		cat(repeat(36, 0), []int{10, 10, 10, 7, 3, 10}),
	}
	for _, balls := range games {
		g := play(t, []string{"PJS", "KYJ"}, balls...)
		data, err := json.Marshal(g)
		if err != nil {
			t.Fatalf("Marshal = %v", err)
		}
		r, err := Restore(data)
		if err != nil {
			t.Fatalf("Restore(%s) = %v", data, err)
		}
		if !reflect.DeepEqual(snapshot(r), snapshot(g)) || !reflect.DeepEqual(r.Names(), g.Names()) {
			t.Errorf("Restore(%s) differs from the saved game", data)
		}
		var u Game
		if err := json.Unmarshal(data, &u); err != nil || !reflect.DeepEqual(snapshot(&u), snapshot(g)) {
			t.Errorf("json.Unmarshal(%s) = %v or differs", data, err)
		}
		// A restored game plays on like the original, without allocating on Roll.
		if !g.Over() && (g.Roll(0) != nil || r.Roll(0) != nil || !reflect.DeepEqual(snapshot(r), snapshot(g))) {
			t.Errorf("restored %s does not play on like the original", data)
		}
	}
}

func TestSaveFormat(t *testing.T) {
	g := play(t, []string{"pjs"}, 10, 8, 2)
	data, _ := json.Marshal(g)
	if want := `{"v":1,"names":["PJS"],"rolls":[[10,8,2]]}`; string(data) != want {
		t.Errorf("Marshal = %s, want %s", data, want)
	}
}

func TestRestoreRefused(t *testing.T) {
	tests := []struct {
		name, data, why string
	}{
		{"empty", ``, "not a saved game"},
		{"truncated", `{"v":1,"names":["PJS"],"rolls":[[10,8`, "not a saved game"},
		{"not json", `hello`, "not a saved game"},
		{"wrong type", `{"v":1,"names":"PJS","rolls":[]}`, "not a saved game"},
		{"null", `null`, "no format version"},
		{"no version", `{"names":["PJS"],"rolls":[[]]}`, "no format version"},
		{"future version", `{"v":2,"names":["PJS"],"rolls":[[]]}`, "newer version"},
		{"negative version", `{"v":-1,"names":["PJS"],"rolls":[[]]}`, "format version -1"},
		{"no players", `{"v":1,"names":[],"rolls":[]}`, "at least one player"},
		{"bad name", `{"v":1,"names":["P1S"],"rolls":[[]]}`, "3 letters"},
		{"names and rolls differ", `{"v":1,"names":["PJS","KYJ"],"rolls":[[]]}`, "2 names but 1 lists"},
		{"too many pins", `{"v":1,"names":["PJS"],"rolls":[[7,4]]}`, "PJS's ball 2"},
		{"negative pins", `{"v":1,"names":["PJS"],"rolls":[[-1]]}`, "PJS's ball 1"},
		{"huge pins", `{"v":1,"names":["PJS"],"rolls":[[99999999999]]}`, "PJS's ball 1"},
		{"pins beyond int", `{"v":1,"names":["PJS"],"rolls":[[1e30]]}`, "not a saved game"},
		{"out of turn", `{"v":1,"names":["PJS","KYJ"],"rolls":[[],[10]]}`, "out of turn"},
		{"ahead by two frames", `{"v":1,"names":["PJS","KYJ"],"rolls":[[10,10],[]]}`, "out of turn"},
		{"balls after the end", `{"v":1,"names":["PJS"],"rolls":[[` + strings.Repeat("0,", 20) + `0]]}`, "out of turn"},
		{"far too many balls", `{"v":1,"names":["PJS"],"rolls":[[` + strings.Repeat("0,", 99) + `0]]}`, "more than a game allows"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := Restore([]byte(tc.data))
			if !errors.Is(err, ErrBadSave) || g != nil {
				t.Fatalf("Restore(%s) = %v, %v, want nil, ErrBadSave", tc.data, g, err)
			}
			if !strings.Contains(err.Error(), tc.why) {
				t.Errorf("Restore(%s) error %q does not say %q", tc.data, err, tc.why)
			}
			// Unmarshal into an existing game leaves it as it was.
			kept := play(t, []string{"OLD"}, 10, 3)
			before := snapshot(kept)
			if err := json.Unmarshal([]byte(tc.data), kept); err == nil {
				t.Fatal("json.Unmarshal accepted it")
			}
			if !reflect.DeepEqual(snapshot(kept), before) || kept.Name(0) != "OLD" {
				t.Error("a refused Unmarshal changed the game")
			}
		})
	}
}
