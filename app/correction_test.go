package app

import (
	"encoding/json"
	"html"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/board"
	"tenpin/app/entry"
	"tenpin/domain"
)

// enabledCounts writes the dialog's count buttons that are enabled, as digits (A for ten).
func enabledCounts(v entry.FixView) string {
	s := ""
	for _, b := range v.Counts {
		if !b.Disabled {
			s += string("0123456789A"[b.Pins])
		}
	}
	return s
}

// TestCorrectionDialog opens the dialog for balls of either player and checks that it offers
// what the domain allows there, with the deck when the ball's pins are known.
func TestCorrectionDialog(t *testing.T) {
	// PJS: 3 then 4 by pins; KYJ: 7 then 2 by count; PJS: a strike; KYJ to bowl frame 2. So
	// PJS's first ball may become only a count that keeps the second's pins known (0) or a
	// foul, KYJ's 7 anything up to 8 or a strike (its 2 is then cut), and PJS's strike, the
	// latest frame, anything.
	c, _ := deckBoard(t, []string{"PJS", "KYJ"}, domain.PinsOf(1, 2, 3), domain.PinsOf(4, 5, 6, 7), 7, 2, 10)
	tests := []struct {
		at      board.BallRef
		title   string
		entered string
		counts  string
		current int
		foul    bool
		deck    string // the dialog's deck, as pinStates writes it; "" when not offered
	}{
		{board.BallRef{Player: 0, Frame: 1, Ball: 1}, "Correct PJS, frame 1, ball 1", "Entered as 3. Choose what this ball really was.", "0", 3, true, "xxx......."},
		{board.BallRef{Player: 0, Frame: 1, Ball: 2}, "Correct PJS, frame 1, ball 2", "Entered as 4. Choose what this ball really was.", "01234567", 4, true, "---xxxx..."},
		{board.BallRef{Player: 1, Frame: 1, Ball: 1}, "Correct KYJ, frame 1, ball 1", "Entered as 7. Choose what this ball really was.", "012345678A", 7, true, ""},
		{board.BallRef{Player: 0, Frame: 2, Ball: 1}, "Correct PJS, frame 2, ball 1", "Entered as a strike. Choose what this ball really was.", "0123456789A", 10, true, "xxxxxxxxxx"},
	}
	for _, tt := range tests {
		t.Run(tt.title, func(t *testing.T) {
			c.play.Fix.OpenAt(tt.at)
			v := c.play.Fix.View()
			if !c.play.Fix.IsOpen() || v.Title != tt.title || v.Entered != tt.entered {
				t.Fatalf("open %v, title %q, entered %q", c.play.Fix.IsOpen(), v.Title, v.Entered)
			}
			choices, _ := gameOf(c).CorrectionChoices(tt.at.Player, tt.at.Frame, tt.at.Ball)
			for n, b := range v.Counts {
				if b.Disabled == choices.Counts[n] || b.Current != (n == tt.current) {
					t.Errorf("count %d: disabled %v current %v; the domain allows it: %v", n, b.Disabled, b.Current, choices.Counts[n])
				}
			}
			if got := enabledCounts(v); got != tt.counts || v.Foul != tt.foul {
				t.Errorf("counts %s foul %v, want %s %v", got, v.Foul, tt.counts, tt.foul)
			}
			deck := ""
			if v.Deck {
				deck = pinStates(v.Pins)
			}
			if deck != tt.deck {
				t.Errorf("deck %q, want %q", deck, tt.deck)
			}
			html := app.HTMLString(c)
			for _, hook := range []string{`role="dialog"`, `data-testid="correction"`, `data-correct-pins="10"`, `data-testid="correct-foul"`, `data-testid="correction-cancel"`} {
				if !strings.Contains(html, hook) {
					t.Errorf("the dialog lacks %s", hook)
				}
			}
			c.play.Fix.Close()
			if strings.Contains(app.HTMLString(c), `data-testid="correction"`) {
				t.Error("the dialog is still drawn once closed")
			}
		})
	}
}

// TestCorrectTwoTurnsBack corrects PJS's first ball after KYJ and PJS have bowled on: only
// that ball changes, the grid follows at once, the save and the announcement too; Undo takes
// the correction back.
func TestCorrectTwoTurnsBack(t *testing.T) {
	c, s := newBoard(t, []string{"PJS", "KYJ"}, 7, 2, 5, 3, 4)
	c.play.Fix.OpenAt(board.BallRef{Player: 0, Frame: 1, Ball: 2})
	c.play.Fix.Correct(domain.Count(3)) // 7 2 was 7 /
	if c.play.Fix.IsOpen() || c.play.Alert() != nil {
		t.Fatalf("open %v, alert %q", c.play.Fix.IsOpen(), c.play.Alert().In(c.Messages()))
	}
	if got := marksOf(c, 0); got != "7|/ 4" {
		t.Errorf("PJS's marks %q, want 7|/ 4", got)
	}
	if got := c.play.View().Rows[0].Frames[0].Cumulative; got != "14" {
		t.Errorf("PJS's frame 1 shows %q, want 14", got)
	}
	if want := "Corrected PJS, frame 1, ball 2: now a spare (3). Next: PJS, frame 2."; c.play.Announcement() != want {
		t.Errorf("announcement %q, want %q", c.play.Announcement(), want)
	}
	data, _ := json.Marshal(gameOf(c))
	if got := savedValue(t, s); got != string(data) {
		t.Errorf("saved %s, want %s", got, data)
	}
	c.play.Undo()
	if got := marksOf(c, 0); got != "7|2 4" {
		t.Errorf("after Undo, PJS's marks %q, want 7|2 4", got)
	}
	if want := "Correction taken back: PJS, frame 1, ball 2. Next: PJS, frame 2."; c.play.Announcement() != want {
		t.Errorf("after Undo: %q, want %q", c.play.Announcement(), want)
	}
	c.play.Undo() // then the ball before it
	if got := marksOf(c, 0); got != "7|2" {
		t.Errorf("after a second Undo, PJS's marks %q, want 7|2", got)
	}
}

// TestCorrectionRefused corrects a ball by pins so that the ball after it names a pin it
// would leave down: the dialog says why and stays open, and nothing changes.
func TestCorrectionRefused(t *testing.T) {
	c, s := deckBoard(t, []string{"PJS"}, domain.PinsOf(1, 2, 3), domain.PinsOf(4, 5))
	saved, before := s[saveKey], marksOf(c, 0)
	c.play.Fix.OpenAt(board.BallRef{Player: 0, Frame: 1, Ball: 1})
	tapFixPin(c, 4) // 1-2-3-4: then ball 2's pin 4 would already be down
	if v := c.play.Fix.View(); v.Status != "4 pins down" || !v.Apply {
		t.Errorf("marked 1-2-3-4: status %q apply %v", v.Status, v.Apply)
	}
	c.play.Fix.Correct(domain.Knocked(c.play.Fix.Marked()))
	want := "PJS's ball 2 of frame 1 knocked down pin 4, which would already be down."
	if !c.play.Fix.IsOpen() || c.play.Fix.View().Alert != want {
		t.Fatalf("open %v, alert %q; want the dialog open with %q", c.play.Fix.IsOpen(), c.play.Fix.View().Alert, want)
	}
	page := app.HTMLString(c)
	if got := html.UnescapeString(textContent(t, page, `role="alert"`)); got != want {
		t.Errorf("alert shown %q", got)
	}
	if !strings.Contains(page[strings.Index(page, `data-testid="correction"`):], `role="alert"`) {
		t.Error("the alert is not inside the dialog")
	}
	if s[saveKey] != saved || marksOf(c, 0) != before {
		t.Error("a refused correction changed the game")
	}
	tapFixPin(c, 4) // stand it back up: the alert goes
	if c.play.Fix.View().Alert != "" {
		t.Errorf("alert %q after a new choice", c.play.Fix.View().Alert)
	}
}

// tapFixPin taps pin n on the dialog's deck, as a tap posts it.
func tapFixPin(c *Scoreboard, n int) {
	c.play.Fix.HandleFixPin(app.Context{}, app.Action{Value: n})
}

func TestCorrectionOfTheCurrentFrameMovesTheTurn(t *testing.T) {
	c, _ := newBoard(t, []string{"PJS", "KYJ"}, 7)
	c.play.Fix.OpenAt(board.BallRef{Player: 0, Frame: 1, Ball: 1})
	c.play.Fix.Correct(domain.Count(10)) // a strike: PJS's frame 1 is over, KYJ is up
	if c.play.View().Current != "KYJ" || !c.play.View().Rows[1].Current || c.play.View().Rows[0].Current {
		t.Errorf("after correcting a 7 to a strike the turn is %s's", c.play.View().Current)
	}
	full := *c.play.View()
	full.Rows = append([]board.Row(nil), full.Rows...)
	c.play.Refresh()
	if !equalViews(full, *c.play.View()) {
		t.Error("the rows derived after the correction differ from a full derivation")
	}
}

// TestCorrectionToTheBallAsItIs closes the dialog without a correction to take back.
func TestCorrectionToTheBallAsItIs(t *testing.T) {
	c, s := newBoard(t, []string{"PJS"}, 7, 2)
	saved, announced := s[saveKey], c.play.Announcement()
	c.play.Fix.OpenAt(board.BallRef{Player: 0, Frame: 1, Ball: 1})
	c.play.Fix.Correct(domain.Count(7))
	if c.play.Fix.IsOpen() || s[saveKey] != saved || c.play.Announcement() != announced {
		t.Errorf("open %v, save changed %v, announcement %q", c.play.Fix.IsOpen(), s[saveKey] != saved, c.play.Announcement())
	}
	if change, _ := gameOf(c).LastChange(); change.Correction {
		t.Error("a correction to the ball as it is was logged")
	}
}
