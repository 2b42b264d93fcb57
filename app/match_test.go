package app

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"tenpin/app/setup"
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
	c.night.restore(c.game)
	c.night.league.games = games
	setTeams(&c.setup, s, baker, false, strikers, pinPals)
	if !c.start() {
		t.Fatal("start of the match refused")
	}
	return c, s
}

func TestMatchOnTheLanes(t *testing.T) {
	c, s := matchBoard(t, "2", false)
	st := c.night.series
	if st.Match == nil || st.Match.ID != st.Series.ID || !slices.Equal(c.game.Names(), []string{"PJS", "ABC", "DEF"}) {
		t.Fatalf("started %+v with %q", st, c.game.Names())
	}
	finish(t, c, 4)
	if len(st.Records) != 1 {
		t.Fatalf("records after game 1: %d", len(st.Records))
	}
	if _, ok := st.Records[0].Match(); !ok {
		t.Error("game 1's record has no match")
	}
	// Strikers: PJS 80, KYJ absent 150 − 10, a vacancy 0: 220; Pin Pals: 80 + 80.
	if want := English.GamePointsTo.Say("Strikers", 1); c.view.result != want {
		t.Errorf("game over says %q, want %q", c.view.result, want)
	}
	c.night.nextGame()
	roll(c, 7)

	again := newScoreboard(nil)
	again.restore(s)
	again.night.restore(again.game)
	again.refresh()
	if m := again.night.series.Match; m == nil || m.ID != st.Match.ID || again.panel.match == nil || again.panel.game != 2 {
		t.Fatalf("restored match %+v, panel %+v", m, again.panel.match)
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
	if !slices.Equal(c.game.Names(), c.night.series.Match.Lineup()) || c.panel.turn.Bowler != "PJS" || c.panel.turn.Team != "Strikers" {
		t.Fatalf("Baker game %q, turn %+v", c.game.Names(), c.panel.turn)
	}
	roll(c, 3)
	roll(c, 4)
	if c.panel.turn.Bowler != "ABC" || c.panel.turn.Team != "Pin Pals" {
		t.Errorf("turn after team A's frame 1: %+v", c.panel.turn)
	}
	if got := c.panel.spoken("TMA, frame 1: 3."); got != "Strikers, frame 1: 3." {
		t.Errorf("spoken = %q", got)
	}
	finish(t, c, 0)
	if _, ok := c.night.series.Records[0].Match(); !ok || !c.night.series.Records[0].Baker() {
		t.Error("the Baker game's record is not a Baker match's")
	}
}

// TestTeamPanel plays a game of a match and checks the panel against the domain's Live.
func TestTeamPanel(t *testing.T) {
	var f setup.Form
	setTeams(&f, nil, false, false, strikers, pinPals)
	m, ok := f.PlanMatch(1, domain.Handicap{}, nil, English)
	if !ok {
		t.Fatal("PlanMatch() refused")
	}
	s, err := seriesOfMatch(m)
	if err != nil {
		t.Fatal(err)
	}
	state := &seriesState{Series: s, Match: &m, Game: 1}
	g, _ := state.Series.Start(1)
	var p teamPanel
	said := ""
	for !g.Over() {
		if err := g.Throw(domain.Count(10)); err != nil {
			t.Fatal(err)
		}
		if g.Over() {
			r, err := state.recordGame(g, time.Now())
			if err != nil {
				t.Fatal(err)
			}
			state.setRecord(r, false)
		}
		said += p.refresh(state, g, English)
		live, _ := m.Live(state.Records, nil)
		if !g.Over() {
			live, _ = m.Live(nil, g)
		}
		if p.live.Clinched != live.Clinched {
			t.Fatalf("panel clinched %v, want %v", p.live.Clinched, live.Clinched)
		}
	}
	// PJS 300 + KYJ 140 + vacancy 0 against 300 + 300: Pin Pals win.
	if want := English.GamePointsTo.Say("Pin Pals", 1); !strings.Contains(said, want) {
		t.Errorf("said %q, want %q", said, want)
	}
	if p.live.Points != [2]float64{0, 2} {
		t.Errorf("points = %v, want [0 2]", p.live.Points)
	}
	if got, want := p.gameResult(English, g), English.GamePointsTo.Say("Pin Pals", 1)+" "+English.MatchWinner.Say("Pin Pals"); got != want {
		t.Errorf("gameResult() = %q, want %q", got, want)
	}
}
