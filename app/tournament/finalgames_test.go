package tournament

import (
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// bowlFinal bowls the finals game ref from its lane card, as a tablet does: each bowler
// score(bowler) in open frames, over games games of the card's series (1: the card's own).
func bowlFinal(t *testing.T, tour *domain.Tournament, ref domain.FinalRef, games int, score func(string) int) []domain.Record {
	t.Helper()
	c, err := tour.FinalCard(ref)
	if err != nil {
		t.Fatal(err)
	}
	ser, err := c.Series()
	if err != nil {
		t.Fatal(err)
	}
	ser.Games = games
	var recs []domain.Record
	for g := 1; g <= games; g++ {
		game, err := ser.Start(g)
		if err != nil {
			t.Fatal(err)
		}
		for frame := 1; frame <= 10; frame++ {
			for _, b := range ser.Names {
				sc := score(b)
				first := sc / 10
				if frame <= sc%10 {
					first++
				}
				for _, pins := range []int{first, 0} {
					if err := game.Roll(pins); err != nil {
						t.Fatalf("Roll(%d): %v", pins, err)
					}
				}
			}
		}
		r, err := ser.Record(g, game, time.Date(2026, 11, 29, 9, g, 0, 0, time.UTC))
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, r)
	}
	return recs
}

// TestFinalGames fills match play's and the step-ladder's scores from finals games' sheets:
// filled as typed, the same sheet twice said, other scores typed not written over, a tie
// waiting for its roll-off, and a sheet of more than one game refused.
func TestFinalGames(t *testing.T) {
	s, k, _ := newScreen(t)
	for _, e := range [][2]string{{"ladder", "2"}, {"finalists", "2"}} {
		if !s.typed(k, e[0], "", e[1]) || s.problem != nil {
			t.Fatalf("typed(%s): %v", e[0], s.problem.in(en))
		}
	}
	s.chose(k, "finals", "", "both")
	enter(t, s, k, "AAA 200 0", "BBB 180 0", "CCC 160 0")
	scores := map[string]int{"AAA": 80, "BBB": 70, "CCC": 50}
	s.keepSheet(bowl(t, k.T, 0, 0, func(b string, g int) int { return scores[b] }))
	k = s.shown()
	s.advance(k)
	if len(k.T.Results.Advanced) != 2 {
		t.Fatalf("advanced %v, want two", k.T.Results.Advanced)
	}
	s.view = viewFinals
	html := app.HTMLString(s.Render(&i18n.English))
	for _, want := range []string{`data-testid="round-card" data-round="0" data-pair="0"`, `data-testid="ladder-later"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the finals have no %s", want)
		}
	}
	if strings.Contains(html, `data-testid="ladder-bowl-here"`) {
		t.Errorf("the step-ladder can be bowled before match play decides its seeds")
	}

	game := domain.FinalRef{Tournament: k.T.ID}
	sheet := bowlFinal(t, k.T, game, 1, func(b string) int { return scores[b] })
	_, want, err := k.T.FinalScores(sheet)
	if err != nil {
		t.Fatal(err)
	}
	status, problem := s.fillFinal(k, sheet)
	if problem != nil || k.Form.Match["0-0-0"] != itoa(want[0]) || k.Form.Match["0-0-1"] != itoa(want[1]) || len(k.T.Results.MatchPlay) != 1 {
		t.Fatalf("fillFinal(match play) = %q, %q; the form holds %v, results %v", status.in(en), problem.in(en), k.Form.Match, k.T.Results.MatchPlay)
	}
	if status, _ := s.fillFinal(k, sheet); status.in(en) != en.FinalSame {
		t.Errorf("fillFinal(the same sheet) = %q, want %q", status.in(en), en.FinalSame)
	}
	k.Form.Match["0-0-0"] = "199"
	if status, problem := s.fillFinal(k, sheet); status != nil || !strings.Contains(problem.in(en), "199") || k.Form.Match["0-0-0"] != "199" {
		t.Errorf("fillFinal(over other scores) = %q, %q; the field holds %q, want it kept", status.in(en), problem.in(en), k.Form.Match["0-0-0"])
	}
	k.Form.Match["0-0-0"] = itoa(want[0])
	s.record(k)
	if html := app.HTMLString(s.Render(&i18n.English)); !strings.Contains(html, `data-testid="ladder-bowl-here"`) {
		t.Errorf("match play bowled, the step-ladder's match cannot be bowled here")
	}

	ladder := domain.FinalRef{Tournament: k.T.ID, Ladder: true}
	if _, problem := s.fillFinal(k, bowlFinal(t, k.T, ladder, 2, func(string) int { return 60 })); problem.in(en) != en.FinalNotOne {
		t.Errorf("fillFinal(two games) = %q, want %q", problem.in(en), en.FinalNotOne)
	}
	if k.Form.Ladders["0-0"] != "" {
		t.Errorf("a refused sheet filled %q", k.Form.Ladders["0-0"])
	}
	seats, _, _ := k.T.FinalSeats(ladder)
	tie := bowlFinal(t, k.T, ladder, 1, func(b string) int { // both 100 with their handicaps
		if b == seats[0].Bowler {
			return 100 - seats[0].Handicap
		}
		return 100 - seats[1].Handicap
	})
	status, problem = s.fillFinal(k, tie)
	if problem != nil || !strings.Contains(status.in(en), en.FinalTied) || len(k.T.Results.Ladder) != 0 {
		t.Errorf("fillFinal(a tie) = %q, %q, ladder %v; want the tie said and waiting", status.in(en), problem.in(en), k.T.Results.Ladder)
	}
	if _, problem := s.fillFinal(k, bowl(t, k.T, 0, 0, func(b string, g int) int { return scores[b] })); problem.in(en) != en.FinalNoGame {
		t.Errorf("fillFinal(a qualifying sheet) = %q, want %q", problem.in(en), en.FinalNoGame)
	}
}
