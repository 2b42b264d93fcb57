package app

import (
	"strings"
	"tenpin/domain"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestRefusedInput(t *testing.T) {
	m := English
	tests := []struct {
		name  string
		balls []int
		keys  []string
		alert string
	}{
		{"spare at a full rack", nil, []string{"/"}, m.SpareNeedsBall},
		{"strike after a 7", []int{7}, []string{"x"}, m.StrikeNeedsFullRack},
		{"X after a 7", []int{7}, []string{"X"}, m.StrikeNeedsFullRack},
		{"9 after a 7", []int{7}, []string{"9"}, m.TooManyPins(3)},
		{"a key after the game", repeat(12, 10), []string{"1"}, m.GameIsOver},
		{"undo at the start", nil, []string{"undo"}, m.NothingToUndo},
		{"tenth X 7 then 4", append(repeat(18, 0), 10, 7), []string{"4"}, m.TooManyPins(3)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, s := newBoard(t, []string{"PJS"}, tt.balls...)
			saved := s[saveKey]
			for _, k := range tt.keys {
				if k == "undo" {
					c.play.Undo()
				} else {
					c.play.Enter(k)
				}
			}
			if c.play.Alert().In(c.Messages()) != tt.alert {
				t.Errorf("alert = %q, want %q", c.play.Alert().In(c.Messages()), tt.alert)
			}
			if s[saveKey] != saved {
				t.Errorf("a refused input changed the save: %q, was %q", s[saveKey], saved)
			}
			if got := textContent(t, app.HTMLString(c), `role="alert"`); got != tt.alert {
				t.Errorf("alert shown = %q", got)
			}
			c.play.Enter("-")
			if !gameOf(c).Over() && c.play.Alert() != nil {
				t.Errorf("an accepted ball keeps the alert %q", c.play.Alert().In(c.Messages()))
			}
		})
	}
}

func TestKeyboardEntry(t *testing.T) {
	c, _ := newBoard(t, []string{"PJS"})
	for _, k := range []string{"x", "7", "/", "-", "9", "X", "0", "/"} {
		c.play.Enter(k)
		if c.play.Alert() != nil {
			t.Fatalf("key %q refused: %s", k, c.play.Alert().In(c.Messages()))
		}
	}
	card, _ := gameOf(c).Card(0)
	got := []string{}
	for _, f := range card.Frames[:4] {
		got = append(got, f.Marks)
	}
	if want := "X 7|/ -|9 X"; strings.Join(got, " ") != want {
		t.Errorf("marks = %q, want %q", strings.Join(got, " "), want)
	}
}

func TestNewGameKeepsPlayersAndResumes(t *testing.T) {
	c, s := newBoard(t, []string{"PJS", "KYJ"}, 7)
	saved := s[saveKey]
	c.newGame()
	if playingOf(c) || strings.Join(c.setup.Names(), ",") != "PJS,KYJ" {
		t.Fatalf("new game: playing %v, names %q", playingOf(c), c.setup.Names())
	}
	if !strings.Contains(app.HTMLString(c), `data-testid="resume-game"`) {
		t.Error("no way back to the game")
	}
	if s[saveKey] != saved {
		t.Error("new game dropped the save before a new game started")
	}
	c.play.Resume()
	if !playingOf(c) || gameOf(c).Balls() != 1 {
		t.Errorf("resume: playing %v, balls %d", playingOf(c), gameOf(c).Balls())
	}
}

// BenchmarkRoll measures the UI's own work for one ball with many players: the domain call,
// the derived view, and rendering the root (go-app then diffs rows whose props changed).
func BenchmarkRoll(b *testing.B) {
	for _, n := range []int{6, 30} {
		b.Run(map[int]string{6: "6_players", 30: "30_players"}[n], func(b *testing.B) {
			names := []string{"PJS", "KYJ", "ABC", "DEF", "GHI", "JKL"}
			for len(names) < n {
				names = append(names, names[len(names)%6])
			}
			c, _ := newBoard(&testing.T{}, names[:n])
			b.ReportAllocs()
			for b.Loop() {
				roll(c, 3)
				roll(c, 4)
				_ = c.Render()
				c.play.Undo()
				c.play.Undo()
			}
		})
	}
}

// TestRefusedThrows throws refused balls through the board: the words come from the
// domain's reason, and nothing changes.
func TestRefusedThrows(t *testing.T) {
	tests := []struct {
		name  string
		balls []any
		throw domain.Delivery
		want  string
	}{
		{"a pin already down", []any{domain.PinsOf(1, 2)}, domain.Knocked(domain.PinsOf(2, 3)), "Pin 2 is already down."},
		{"pins after a count", []any{7}, domain.Knocked(domain.PinsOf(8)), English.PinsUnknown},
		{"a pin that is not one", nil, domain.Knocked(domain.PinsOf(11)), "Pins are numbered 1 to 10."},
		{"too many", []any{domain.PinsOf(1, 2)}, domain.Count(9), "Only 8 pins are standing."},
		{"after the game", tenth(0, 0), domain.Fouled(), English.GameIsOver},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, s := deckBoard(t, []string{"PJS"}, tt.balls...)
			saved, balls := s[saveKey], gameOf(c).Balls()
			c.play.Throw(tt.throw)
			if c.play.Alert().In(c.Messages()) != tt.want || s[saveKey] != saved || gameOf(c).Balls() != balls {
				t.Errorf("alert %q (want %q), balls %d (were %d), save changed %v", c.play.Alert().In(c.Messages()), tt.want, gameOf(c).Balls(), balls, s[saveKey] != saved)
			}
		})
	}
}
