//go:build browser

package main

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"tenpin/domain"
)

// TestTournamentFinalCards brings finals scores in without typing them: a small scratch
// tournament of two (match play, then a step-ladder of two) has its match play game's lane
// card opened on a lane tablet, which sets that one game up, and the game's sheet opened back
// on the director's device fills its score fields; the step-ladder's match is bowled on the
// director's device itself ("bowl it here"), and once the game is over its scores are in the
// match's fields. Both stay after a reload.
func TestTournamentFinalCards(t *testing.T) {
	p, base := openApp(t, 1280, 900)
	p.open(base + "office/#tournament")
	p.show("tournament")
	p.click(`[data-testid="new-tournament"]`)
	p.wait(`document.activeElement && document.activeElement.id === "t-name"`)
	p.setNumber("t-name", "Finals Cup")
	p.setNumber("t-games", "1")
	p.setNumber("t-ladder", "2")
	p.setNumber("t-finalists", "2")
	p.choose(`select[data-testid="finals"]`, "both")
	p.click(`[data-testid="entry"][data-entry="0"] [data-testid="player-name"]`)
	for i, e := range []string{"aaa\t190\r", "bbb\t180\r"} {
		p.key(e)
		p.wait(fmt.Sprintf(`document.activeElement && document.activeElement.id === "en-name-%d"`, i+1))
	}
	tour := p.shownTournament()
	if len(tour.Entries) != 2 || tour.Settings.Finals != domain.BothFinals {
		t.Fatalf("the tournament kept: %+v, %d entries", tour.Settings, len(tour.Entries))
	}

	// Qualifying: the pair's sheet kept, the cut made (AAA 90, BBB 85).
	p.tourView("cards")
	p.wait(`document.querySelector('[data-testid="lane-card"] [data-testid="share-link"]')`)
	link := evaluate[string](p, `document.querySelector('[data-testid="lane-card"] [data-testid="share-link"]').value`)
	card, err := domain.DecodeLaneCard(strings.TrimPrefix(link, base+"#pair="))
	if err != nil {
		t.Fatalf("the lane card %q: %v", link, err)
	}
	sheet, _ := domain.EncodeSheet(bowlCard(t, card))
	p.open(base + "#sheet=" + sheet)
	p.wait(`document.querySelector('[data-testid="keep-tournament"]')`)
	p.click(`[data-testid="keep-tournament"]`)
	p.wait(`document.querySelector('[data-testid="sheet-kept"]')`)
	p.open(base + "office/#tournament")
	p.tourView("standings")
	p.click(`[data-testid="advance"]`)
	p.wait(`document.querySelector('[data-testid="cut-recorded"]')`)

	// Match play's one game: its card, opened on a lane tablet, sets that game up.
	p.tourView("finals")
	p.wait(`document.querySelector('[data-testid="round-card"][data-round="0"][data-pair="0"] [data-testid="share-qr"]')`)
	if n := evaluate[int](p, `document.querySelectorAll('[data-testid="round-card"]').length`); n != 1 {
		t.Errorf("%d round cards, want 1", n)
	}
	roundLink := evaluate[string](p, `document.querySelector('[data-testid="round-card"][data-round="0"][data-pair="0"] [data-testid="share-link"]').value`)
	text, ok := strings.CutPrefix(roundLink, base+"#pair=")
	roundCard, err := domain.DecodeLaneCard(text)
	if !ok || err != nil || roundCard.Final == nil {
		t.Fatalf("the round card %q: %+v, %v", roundLink, roundCard, err)
	}
	lane := newTab(t)
	lane.viewport(1280, 800)
	lane.open(roundLink)
	lane.wait(`document.querySelector('[data-testid="pair-shown"]') && location.hash === ""`)
	names := evaluate[[]string](lane, `[...document.querySelectorAll('input[data-testid="player-name"]')].map((e) => e.value)`)
	if want := []string{roundCard.Bowlers[0].Bowler, roundCard.Bowlers[1].Bowler}; !reflect.DeepEqual(names, want) {
		t.Errorf("the round card's setup shows %q, want %q", names, want)
	}
	lane.click(`[data-testid="start-game"]`)
	lane.wait(`document.querySelector('[data-testid="frame"]')`)
	if stored := evaluate[string](lane, `localStorage.getItem("tenpin.series") || ""`); !strings.Contains(stored, roundCard.Final.SeriesID()) {
		t.Errorf("the game started does not carry the finals game %s: %s", roundCard.Final.SeriesID(), stored)
	}
	lane.close()

	// Its sheet back (bowled as the tablet would), opened on the lane app's address: the
	// device keeps tournaments, so it continues in the office, which fills the game's scores.
	recs := bowlCard(t, roundCard)
	sheet, _ = domain.EncodeSheet(recs)
	want := recs[0].Scores()
	p.open(base + "#sheet=" + sheet)
	p.wait(`document.querySelector('[data-testid="keep-final"]')`)
	p.click(`[data-testid="keep-final"]`)
	p.wait(`document.querySelector('[data-testid="sheet-kept"]')`)
	p.click(`[data-testid="keep-final"]`) // twice: the same scores, said so
	p.wait(`document.querySelector('[data-testid="sheet-kept"]') && document.querySelector('[data-testid="sheet-kept"]').textContent === "These scores are filled in already."`)
	p.open(base + "office/#tournament")
	p.tourView("finals")
	p.wait(fmt.Sprintf(`document.querySelector("#mp-0-0-0") && document.querySelector("#mp-0-0-0").value === "%d" && document.querySelector("#mp-0-0-1").value === "%d"`, want[0], want[1]))

	// The step-ladder's match, bowled here: the seed 8 a frame, the challenger 7.
	p.wait(`document.querySelector('[data-testid="ladder-bowl-here"][data-match="0"]')`)
	p.screenshot("tournament-finalcards-1280x900")
	p.click(`[data-testid="ladder-bowl-here"][data-match="0"]`)
	p.wait(`document.querySelector('[data-testid="pair-shown"]')`)
	ladder := evaluate[[]string](p, `[...document.querySelectorAll('input[data-testid="player-name"]')].map((e) => e.value)`)
	tour = p.shownTournament()
	seeds, _ := tour.LadderSeeds()
	if want := []string{tour.Entries[seeds[0]].Bowler, tour.Entries[seeds[1]].Bowler}; !reflect.DeepEqual(ladder, want) {
		t.Errorf("bowl it here sets up %q, want %q (seed, challenger)", ladder, want)
	}
	p.click(`[data-testid="start-game"]`)
	p.wait(`document.querySelector('[data-testid="frame"]')`)
	for frame := 0; frame < 10; frame++ {
		for _, pins := range []int{8, 0, 7, 0} {
			p.tap(pins)
		}
	}
	p.wait(`document.querySelector('[data-testid="game-over"]')`)
	p.click(`.screens a[href="#tournament"]`)
	p.tourView("finals")
	p.wait(`document.querySelector("#lad-0-0") && document.querySelector("#lad-0-0").value === "80" && document.querySelector("#lad-0-1").value === "70"`)
	p.wait(`document.querySelector('[data-testid="final-place"][data-place="1"]')`)
	if got := p.rows(`[data-testid="final-place"]`, "name", "place"); !reflect.DeepEqual(got, []string{ladder[0] + " 1", ladder[1] + " 2"}) {
		t.Errorf("the final order %q, want %s 1st", got, ladder[0])
	}
	if n := evaluate[int](p, `document.querySelectorAll('[data-testid="ladder-bowl-here"]').length`); n != 0 {
		t.Errorf("%d bowl it here after the match is bowled, want none", n)
	}
	p.screenshot("tournament-finalcards-bowled-1280x900")

	p.reload()
	p.tourView("finals")
	p.wait(fmt.Sprintf(`document.querySelector("#mp-0-0-0") && document.querySelector("#mp-0-0-0").value === "%d" && document.querySelector("#lad-0-0").value === "80" && document.querySelector("#lad-0-1").value === "70"`, want[0]))
	if got := p.shownTournament().Results; len(got.MatchPlay) != 1 || !reflect.DeepEqual(got.Ladder, [][2]int{{80, 70}}) {
		t.Errorf("the results kept: %+v", got)
	}
}
