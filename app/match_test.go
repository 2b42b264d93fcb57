package app

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// matchBoard is a Scoreboard on a map store with a match of games games set up on its teams
// form and started.
func matchBoard(t *testing.T, games string, baker bool) (*Scoreboard, memoryStore) {
	t.Helper()
	s := memoryStore{}
	c := newScoreboard(nil)
	c.restore(s)
	c.setup.RestoreTeams(s)
	c.night.restore(gameOf(c))
	c.night.league.Games = games
	setTeams(&c.setup, s, baker, false, strikers, pinPals)
	if !c.start() {
		t.Fatal("start of the match refused")
	}
	return c, s
}

func TestMatchOnTheLanes(t *testing.T) {
	c, s := matchBoard(t, "2", false)
	st := c.night.series
	if st.Match == nil || st.Match.ID != st.Series.ID || !slices.Equal(gameOf(c).Names(), []string{"PJS", "ABC", "DEF"}) {
		t.Fatalf("started %+v with %q", st, gameOf(c).Names())
	}
	finish(t, c, 4)
	if len(st.Records) != 1 {
		t.Fatalf("records after game 1: %d", len(st.Records))
	}
	if _, ok := st.Records[0].Match(); !ok {
		t.Error("game 1's record has no match")
	}
	// Strikers: PJS 80, KYJ absent 150 − 10, a vacancy 0: 220; Pin Pals: 80 + 80.
	if want := English.GamePointsTo.Say("Strikers", 1); c.play.View().Result != want {
		t.Errorf("game over says %q, want %q", c.play.View().Result, want)
	}
	c.night.nextGame()
	roll(c, 7)

	again := newScoreboard(nil)
	again.restore(s)
	again.night.restore(gameOf(again))
	again.play.Refresh()
	// The panel shows game 2 as the game being bowled.
	current := tagsWith(app.HTMLString(again.play.Panel.Render(English)), "td", `data-team="0" data-game="2"`)
	if m := again.night.series.Match; m == nil || m.ID != st.Match.ID || again.play.Panel.Match() == nil ||
		len(current) != 1 || !strings.Contains(current[0], "current") {
		t.Fatalf("restored match %+v, panel %+v with game 2 %q", m, again.play.Panel.Match(), current)
	}

	// The teams are remembered for the next match.
	next := newScoreboard(nil)
	next.setup.RestoreTeams(s)
	if m, _ := next.setup.PlanMatch(2, domain.Handicap{}, nil, English); !next.setup.Teams() || !reflect.DeepEqual(m.Teams, [2]domain.Team{strikers, pinPals}) {
		t.Errorf("remembered teams %+v", m.Teams)
	}

	// A rematch is a new match with the same teams.
	c.night.rematch()
	if m := c.night.series.Match; m == nil || m.ID == st.Match.ID || m.Teams[0].Name != "Strikers" || len(m.Teams[1].Lineup) != 2 {
		t.Errorf("rematch %+v", m)
	}
}

func TestBakerOnTheLanes(t *testing.T) {
	c, _ := matchBoard(t, "1", true)
	if !slices.Equal(gameOf(c).Names(), c.night.series.Match.Lineup()) || c.play.Panel.Turn().Bowler != "PJS" || c.play.Panel.Turn().Team != "Strikers" {
		t.Fatalf("Baker game %q, turn %+v", gameOf(c).Names(), c.play.Panel.Turn())
	}
	roll(c, 3)
	roll(c, 4)
	if c.play.Panel.Turn().Bowler != "ABC" || c.play.Panel.Turn().Team != "Pin Pals" {
		t.Errorf("turn after team A's frame 1: %+v", c.play.Panel.Turn())
	}
	if got := c.play.Panel.Spoken("TMA, frame 1: 3."); got != "Strikers, frame 1: 3." {
		t.Errorf("spoken = %q", got)
	}
	finish(t, c, 0)
	if _, ok := c.night.series.Records[0].Match(); !ok || !c.night.series.Records[0].Baker() {
		t.Error("the Baker game's record is not a Baker match's")
	}
}
