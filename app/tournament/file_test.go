package tournament

import (
	"bytes"
	"maps"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestTournamentFile exports a tournament with a sheet kept, reads it on a device that does
// not keep it (added), then on one that keeps it with another sheet (merged, nothing doubled),
// and refuses a file that is not one, changing nothing.
func TestTournamentFile(t *testing.T) {
	s, k, _ := newScreen(t)
	enter(t, s, k, "AAA 200 0", "BBB 180 0", "CCC 170 1")
	first := bowl(t, k.T, 0, 0, func(string, int) int { return 60 })
	second := bowl(t, k.T, 1, 0, func(string, int) int { return 50 })
	s.keepSheet(first)
	k = s.shown()
	data, err := k.T.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	s.keepSheet(second)

	// The same tournament: its sheets merge, the one kept on both kept once.
	s.read(data)
	if s.problem != nil || len(s.list) != 1 || len(s.shown().T.Sheets(0, 0)) != 3 || len(s.shown().T.Sheets(1, 0)) != 3 {
		t.Errorf("merging: problem %q, %d tournaments", s.problem.in(en), len(s.list))
	}
	if got, want := s.status.in(en), en.Merged.Say(0, 3); got != want {
		t.Errorf("merging says %q, want %q", got, want)
	}

	// Another device: the tournament is added, with its settings, entries and sheet.
	elsewhere := memoryShelf{}
	other := &Screen{shelf: elsewhere}
	other.reload(app.Context{})
	other.read(data)
	other.flush(app.Context{})
	if other.problem != nil || len(other.list) != 1 || len(other.shown().T.Entries) != 3 || len(other.shown().T.Sheets(0, 0)) != 3 {
		t.Fatalf("adding: problem %q, %d tournaments", other.problem.in(en), len(other.list))
	}
	if got := other.shown().Form.Entries[2].Name; got != "CCC" {
		t.Errorf("the form of the tournament read shows entry 3 as %q", got)
	}

	// Not a tournament file: refused, nothing changed.
	before := maps.Clone(elsewhere)
	other.read([]byte(`{"format":"tenpin-league"}`))
	other.flush(app.Context{})
	if other.problem == nil || other.problem.in(en) != en.ImportBad || !maps.EqualFunc(elsewhere, before, bytes.Equal) {
		t.Errorf("a league file read as a tournament's: problem %q", other.problem.in(en))
	}
}

// TestMatchPlayBye types match play of three finalists: each round has one bowler on the
// bye, whose game alone scores the bonus at the bye target.
func TestMatchPlayBye(t *testing.T) {
	s, k, _ := newScreen(t)
	k.Form.Finals, k.Form.Ladder, k.Form.Finalists = "match-play", "3", "3"
	s.applyForm(k)
	enter(t, s, k, "AAA 200 0", "BBB 180 0", "CCC 170 0")
	s.keepSheet(bowl(t, k.T, 0, 0, func(b string, _ int) int { return map[string]int{"AAA": 80, "BBB": 70, "CCC": 60}[b] }))
	k = s.shown()
	k.T.Settings.Carry = false
	s.advance(k)
	if len(k.T.Results.Advanced) != 3 {
		t.Fatalf("advanced %v: %s", k.T.Results.Advanced, s.problem.in(en))
	}
	weeks, err := k.T.MatchPlaySchedule()
	if err != nil || len(weeks) != 3 || weeks[0].Bye < 0 {
		t.Fatalf("MatchPlaySchedule() = %v, %v", weeks, err)
	}
	for r := range weeks {
		s.finalsTyped(k, "match-score", itoa(r)+"-0-0", "210")
		s.finalsTyped(k, "match-score", itoa(r)+"-0-1", "190")
		s.finalsTyped(k, "match-score", itoa(r)+"-bye-0", "200")
	}
	if s.problem != nil || len(k.T.Results.MatchPlay) != 6 {
		t.Fatalf("recorded %v: %s", k.T.Results.MatchPlay, s.problem.in(en))
	}
	if _, done, err := k.T.Final(); err != nil || !done {
		t.Errorf("Final() after every game: done %v, %v", done, err)
	}
	s.finalsTyped(k, "match-score", "0-0-0", "301")
	if s.problem == nil || s.problem.in(en) != en.ScoreRefused || len(k.T.Results.MatchPlay) != 5 {
		t.Errorf("a score of 301: problem %q, %d games recorded", s.problem.in(en), len(k.T.Results.MatchPlay))
	}
}
