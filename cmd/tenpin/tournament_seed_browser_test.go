//go:build browser

package main

import (
	"fmt"
	"slices"
	"strconv"
	"testing"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// TestTournamentSeedRollOff meets a shared place at the step-ladder's last seed
// (tournament.md, "Step-ladder final"): four finalists of a one-game scratch tournament
// (imported with their sheet kept and the cut recorded) bowl match play, typed, for a ladder
// of three. CCC and DDD bowl 200 every game and tie each other, so they share 3rd: the
// director ticks DDD as the roll-off's winner and records the seeds, the ladder's first
// match is BBB v DDD, and it stays so after a reload.
func TestTournamentSeedRollOff(t *testing.T) {
	m := i18n.English.Tournament
	st := domain.DefaultTournamentSettings()
	st.Handicap, st.Games, st.Finalists, st.Finals, st.Ladder, st.Carry = domain.Handicap{}, 1, 4, domain.BothFinals, 3, false
	tour, err := domain.NewTournament("Roll Off", st)
	if err != nil {
		t.Fatal(err)
	}
	tour.Squads = []domain.Squad{{Name: "Sun", FirstLane: 1, LastLane: 2}}
	for _, b := range []string{"AAA", "BBB", "CCC", "DDD"} {
		if _, err := tour.AddEntry(b, 180, 0); err != nil {
			t.Fatal(err)
		}
	}
	c, err := tour.LaneCard(0, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := tour.KeepSheet(bowlCard(t, c)); err != nil { // AAA 90, BBB 85, CCC 76, DDD 75
		t.Fatal(err)
	}
	if err := tour.Advance(nil); err != nil || !slices.Equal(tour.Results.Advanced, []int{0, 1, 2, 3}) {
		t.Fatalf("Advance(nil) = %v, advanced %v", err, tour.Results.Advanced)
	}
	file, err := tour.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}

	p, base := openApp(t, 1280, 900)
	p.open(base + "office/#tournament")
	p.wait(`document.querySelector('[data-testid="new-tournament"]')`)
	p.upload(`input[data-testid="import-tournament"]`, writeTemp(t, "tournament.json", file))
	p.tourView("finals")

	// Match play, every game typed: AAA 250, BBB 240, CCC and DDD 200. Totals (bonus 30):
	// AAA 840, BBB 780, CCC and DDD 615 each, their game tied.
	score := []int{250, 240, 200, 200}
	weeks, err := tour.MatchPlaySchedule()
	if err != nil || len(weeks) != 3 {
		t.Fatalf("MatchPlaySchedule() = %v, %v", weeks, err)
	}
	p.wait(`document.querySelector('[data-testid="ladder-later"]')`)
	for r, w := range weeks {
		for k, g := range w.Pairs {
			p.setNumber(fmt.Sprintf("mp-%d-%d-0", r, k), strconv.Itoa(score[g.A]))
			p.setNumber(fmt.Sprintf("mp-%d-%d-1", r, k), strconv.Itoa(score[g.B]))
		}
	}
	p.wait(`document.querySelectorAll('input[data-testid="seed-roll-off"]').length === 2 && !document.querySelector('[data-testid="ladder-later"]')`)
	if got, want := p.rows(`input[data-testid="seed-roll-off"]`, "entry"), []string{"2", "3"}; !slices.Equal(got, want) {
		t.Errorf("the seed roll-off's boxes are entries %q, want %q", got, want)
	}
	if n := evaluate[int](p, `document.querySelectorAll('[data-testid="ladder-match"]').length`); n != 0 {
		t.Errorf("%d ladder matches before the roll-off is recorded, want none", n)
	}
	p.click(`[data-testid="seed-ladder"]`)
	p.tourAlert(m.RollOffWant.Say(1))
	p.click(`input[data-testid="seed-roll-off"][data-entry="3"]`)
	p.click(`[data-testid="seed-ladder"]`)
	p.wait(fmt.Sprintf(`(document.querySelector('[data-testid="seed-roll-off-recorded"]') || {}).textContent === %q`, m.SeedWon.Say("DDD")))
	first := `(document.querySelector('[data-testid="ladder-match"][data-match="0"] legend') || {}).textContent === ` + strconv.Quote(m.LadderMatch.Say("BBB", "DDD"))
	p.wait(first)
	p.screenshot("tournament-seed-roll-off-1280x900")

	p.reload()
	p.tourView("finals")
	p.wait(first)
	p.wait(fmt.Sprintf(`(document.querySelector('[data-testid="seed-roll-off-recorded"]') || {}).textContent === %q`, m.SeedWon.Say("DDD")))
	if got := p.shownTournament().Results.SeedRollOff; !slices.Equal(got, []int{3}) {
		t.Errorf("the seed roll-off kept is %v, want [3]", got)
	}
	p.checkAxe("the step-ladder's seed roll-off") // last: it skips without axe-core
}
