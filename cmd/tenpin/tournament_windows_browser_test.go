//go:build browser

package main

// A tournament in two windows of one browser profile (issue #44 for tournaments): a window
// that read the tournament before the other kept a sheet cannot write over it. Its change is
// made again on the tournament as stored: kept when it still fits there (an entry beside the
// sheet, the same sheet kept once) and refused, naming the pair, when it does not (a kept
// pair's bowler renamed), the tournament shown as stored and what was typed kept.

import (
	"fmt"
	"strings"
	"testing"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// storedTournamentsJS reads every tournament the tournaments' database keeps, once the page
// stores nothing more (no part of it aria-busy), as a JSON list of what each is kept as
// (its "tournament" the tournament file). A database the app has not made yet reads as none,
// and is not made here.
const storedTournamentsJS = `new Promise((ok, no) => { const read = () => {
  if (document.querySelector('[aria-busy="true"]')) { setTimeout(read, 10); return; }
  const r = indexedDB.open("tenpin-tournament");
  r.onupgradeneeded = () => r.transaction.abort();
  r.onerror = () => ok("[]");
  r.onsuccess = () => { const db = r.result;
    const q = db.transaction("tournaments").objectStore("tournaments").getAll();
    q.onerror = no;
    q.onsuccess = () => { db.close(); ok(JSON.stringify(q.result.map((v) => {
      let i = 0; while (v[i] & 0x80) i++; // each value is framed by its length, a uvarint
      return JSON.parse(new TextDecoder().decode(v.subarray(i + 1))); }))); }; }; };
  read(); })`

// tourSheetLink is the sheet link of the games of tour's squad's pair, bowled as bowlCard bowls.
func tourSheetLink(t *testing.T, base string, tour *domain.Tournament, squad, pair int) string {
	t.Helper()
	c, err := tour.LaneCard(squad, pair)
	if err != nil {
		t.Fatal(err)
	}
	text, err := domain.EncodeSheet(bowlCard(t, c))
	if err != nil {
		t.Fatal(err)
	}
	return base + "#sheet=" + text
}

// tourAlert waits until the tournament screen's alert says text.
func (p *tab) tourAlert(text string) {
	p.t.Helper()
	p.wait(fmt.Sprintf(`(document.querySelector('[data-testid="tournament-problem"]') || {}).textContent === %q`, text))
}

func TestTournamentWindows(t *testing.T) {
	base, _ := startServer(t)
	a, b := twoWindows(t, base, base+"office/#tournament") // the Tournament screen is the office's
	a.viewport(1280, 900)
	b.viewport(1280, 900)
	m := i18n.English.Tournament

	// A makes a tournament of 3 games on lanes 1-4: nine entries, eight on the first pair.
	a.show("tournament")
	a.click(`[data-testid="new-tournament"]`)
	a.wait(`document.activeElement && document.activeElement.id === "t-name"`)
	a.setNumber("t-name", "Two Windows")
	a.setNumber("t-games", "3")
	a.setNumber("sq-last-0", "4")
	a.click(`[data-testid="entry"][data-entry="0"] [data-testid="player-name"]`)
	names := []string{"AAA", "BBB", "CCC", "DDD", "EEE", "FFF", "GGG", "HHH", "III"}
	for i, n := range names {
		a.key(fmt.Sprintf("%s\t%d\r", strings.ToLower(n), 150+i))
		a.wait(fmt.Sprintf(`document.activeElement && document.activeElement.id === "en-name-%d"`, i+1))
	}
	tour := a.shownTournament()
	if len(tour.Entries) != len(names) {
		t.Fatalf("A kept %d entries, want %d", len(tour.Entries), len(names))
	}
	first := tourSheetLink(t, base, tour, 0, 0)

	// B shows the setup, and the first pair's sheet opened on B waits there too.
	b.show("tournament")
	b.wait(fmt.Sprintf(`document.querySelectorAll('[data-testid="entry"]').length === %d`, len(names)+1))

	// A keeps the first pair's sheet; B, which has not read it, adds an entry: it is stored
	// beside the sheet.
	a.open(first)
	a.click(`[data-testid="keep-tournament"]`)
	a.wait(`document.querySelector('[data-testid="sheet-kept"]')`)
	b.setNumber(fmt.Sprintf("en-name-%d", len(names)), "jjj")
	b.setNumber(fmt.Sprintf("en-avg-%d", len(names)), "140")
	b.key("\r") // a blank row for the next entry
	b.wait(fmt.Sprintf(`document.activeElement && document.activeElement.id === "en-name-%d"`, len(names)+1))
	b.wait(`!document.querySelector('[data-testid="tournament-problem"]')`)
	stored := b.shownTournament()
	if len(stored.Entries) != len(names)+1 || len(stored.Sheets(0, 0)) != 3 {
		t.Fatalf("after B's entry beside A's sheet: %d entries, %d games of pair 1 kept; want %d and 3",
			len(stored.Entries), len(stored.Sheets(0, 0)), len(names)+1)
	}

	// The same sheet from both: B opens the second pair's sheet, A keeps it, then B: kept once.
	second := tourSheetLink(t, base, stored, 0, 1)
	b.open(second)
	b.wait(`document.querySelector('[data-testid="keep-tournament"]')`)
	a.open(second)
	a.click(`[data-testid="keep-tournament"]`)
	a.wait(`document.querySelector('[data-testid="sheet-kept"]')`)
	b.click(`[data-testid="keep-tournament"]`)
	b.wait(fmt.Sprintf(`(document.querySelector('[data-testid="sheet-kept"]') || {}).textContent === %q`, m.SheetSame))
	stored = b.shownTournament()
	if n := len(stored.Sheets(0, 1)); n != 3 {
		t.Errorf("the second pair's sheet kept from both windows: %d games, want 3", n)
	}

	// B, back on the setup, holds both sheets: renaming JJJ, whom the second seats, is refused
	// there, said, and what was typed stays.
	b.show("tournament")
	b.wait(fmt.Sprintf(`document.querySelectorAll('[data-testid="entry"]').length === %d`, len(names)+2))
	b.setNumber(fmt.Sprintf("en-name-%d", len(names)), "jjx")
	b.tourAlert(m.SheetSeats.Say("1 · 3-4"))
	b.setNumber(fmt.Sprintf("en-name-%d", len(names)), "jjj")
	b.wait(`!document.querySelector('[data-testid="tournament-problem"]')`)

	// A, which read the tournament before, chooses match play as the finals; B, which has not
	// read that, a step-ladder: B is refused, naming the settings, and shows match play kept
	// while its choice stays in the field.
	a.show("tournament")
	a.wait(fmt.Sprintf(`document.querySelectorAll('[data-testid="entry"]').length === %d`, len(names)+2))
	b.fault("hold") // B misses A's changes from here, as a window frozen in the background
	a.choose(`select[data-testid="finals"]`, "match-play")
	evaluate[string](a, storedTournamentsJS) // stored
	b.choose(`select[data-testid="finals"]`, "step-ladder")
	b.tourAlert(m.Revised.Say(m.PartSettings))
	if got := evaluate[string](b, `document.querySelector('select[data-testid="finals"]').value`); got != "step-ladder" {
		t.Errorf("the refused choice's field holds %q", got)
	}
	b.screenshot("tournament-windows-refused")
	if stored = b.shownTournament(); stored.Settings.Finals != domain.MatchPlayFinals {
		t.Errorf("after B's refused choice the stored finals are %q, want A's match-play", stored.Settings.Finals)
	}

	// A adds KKK; B, which has not read it, types LLL into the same row: B's row goes after
	// A's, and both are stored.
	a.setNumber(fmt.Sprintf("en-name-%d", len(names)+1), "kkk")
	a.setNumber(fmt.Sprintf("en-avg-%d", len(names)+1), "130")
	a.wait(`!document.querySelector('[data-testid="tournament-problem"]')`)
	evaluate[string](a, storedTournamentsJS)
	// Typed while another window's KKK comes in: whenever B hears of it, B's row moves below
	// KKK's with the focus, and the rest of what B types goes on into it.
	b.retype(fmt.Sprintf("en-name-%d", len(names)+1), "lll")
	b.wait(fmt.Sprintf(`(document.querySelector("#en-name-%d") || {}).value === "KKK" && (document.querySelector("#en-name-%d") || {}).value.toLowerCase() === "lll"`, len(names)+1, len(names)+2))
	b.wait(fmt.Sprintf(`document.activeElement && document.activeElement.id === "en-name-%d"`, len(names)+2))
	b.setNumber(fmt.Sprintf("en-avg-%d", len(names)+2), "120")
	b.wait(`!document.querySelector('[data-testid="tournament-problem"]')`)
	stored = b.shownTournament()
	if n := len(stored.Entries); n != len(names)+3 || stored.Entries[n-2].Bowler != "KKK" || stored.Entries[n-1].Bowler != "LLL" {
		t.Errorf("the stored entries end %+v, want KKK then LLL", stored.Entries[max(n-2, 0):])
	}
	b.reload()
	b.wait(fmt.Sprintf(`((document.querySelector("#en-name-%d") || {}).value || "").toUpperCase() === "LLL"`, len(names)+2))
}
