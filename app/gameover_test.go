package app

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestGameOverAndRematch(t *testing.T) {
	balls := []int{}
	for range 10 { // both bowl 9 - every frame: a tie at 90
		balls = append(balls, 9, 0, 9, 0)
	}
	c, s := newBoard(t, []string{"PJS", "KYJ"}, balls...)
	if !c.play.View().Over {
		t.Fatal("the game is not over")
	}
	html := app.HTMLString(c)
	// The first game of the default series of 3: the next game comes next, not a rematch.
	for _, want := range []string{`data-testid="game-over"`, "A tie at 90: PJS and KYJ.", `data-testid="next-game"`, "Next game (2 of 3)"} {
		if !strings.Contains(html, want) {
			t.Errorf("game over screen lacks %s", want)
		}
	}
	if strings.Contains(html, `data-testid="current-player"`) {
		t.Error("game over screen still names a current player")
	}
	if len(enabled(c)) != 0 {
		t.Errorf("pad buttons enabled after the game: %v", enabled(c))
	}
	c.night.rematch()
	if c.play.View().Over || gameOf(c).Balls() != 0 || strings.Join(gameOf(c).Names(), ",") != "PJS,KYJ" {
		t.Errorf("rematch: over %v, balls %d, names %q", c.play.View().Over, gameOf(c).Balls(), gameOf(c).Names())
	}
	if got := savedValue(t, s); got != `{"v":1,"names":["PJS","KYJ"],"rolls":[[],[]]}` {
		t.Errorf("rematch saved %q", got)
	}
}
