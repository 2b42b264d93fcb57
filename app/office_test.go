package app

import (
	"net/url"
	"testing"

	"tenpin/app/brackets"
	"tenpin/app/season"
	"tenpin/app/tournament"
)

// TestOfficeAddresses checks that the root reads the office's addresses as the office's
// packages write them (the lane continues into the office with them, and imports none of
// those packages to ask), and which screen each asks for.
func TestOfficeAddresses(t *testing.T) {
	for _, c := range []struct{ root, pkg string }{
		{string(screenLeague), season.Fragment},
		{recapFragment, season.RecapFragment},
		{bracketsFragment, brackets.Fragment},
		{string(screenTournament), tournament.Fragment},
		{pairFragment, tournament.PairFragment},
		{seasonRevKey, season.RevKey},
		{tournamentRevKey, tournament.RevKey},
	} {
		if c.root != c.pkg {
			t.Errorf("the root reads %q where its package writes %q", c.root, c.pkg)
		}
	}
	for _, tt := range []struct {
		addr string
		want screen
	}{
		{"/#league", screenLeague},
		{"/#recap=abc", screenLeague},
		{"/?embed=1&league=league.json", screenLeague},
		{"/#brackets", screenBrackets},
		{"/#brackets=xyz", screenBrackets},
		{"/#tournament", screenTournament},
		{"/?embed=1&tournament=tournament.json", screenTournament},
		{"/#history", ""},
		{"/#pair=abc", ""}, // a lane card: the lane opens it
		{"/#sheet=abc", ""},
		{"/?embed=1", ""},
	} {
		u, _ := url.Parse(tt.addr)
		if got := officeScreenOf(u); got != tt.want {
			t.Errorf("officeScreenOf(%s) = %q, want %q", tt.addr, got, tt.want)
		}
	}
}
