//go:build browser

// The night's browser tests (issue 12), against the real IndexedDB of Chromium: a series
// entered by taps and its sheet, history across a reload and a closed tab, export then import
// into a fresh profile, a corrupt import, the browser refusing storage, axe-core and
// screenshots. Expectations come from the domain, replaying the same balls.
package main

import (
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"


	"tenpin/domain"
)

// seriesNames are the bowlers of the series tests, typed as a bowler might.
var seriesNames = []string{"pjs", "kyj", "abc", "def"}

// playSeries plays a series of games for players by taps, starting from setup, and returns
// the records the domain makes of the same games (the IDs and dates are the page's own, so
// only what a sheet shows is comparable).
func playSeries(t *testing.T, p *tab, games int, players []string) (domain.Series, []domain.Record) {
	t.Helper()
	s, err := domain.NewSeries(games, domain.KeepOrder, players...)
	if err != nil {
		t.Fatal(err)
	}
	var records []domain.Record
	g := p.startSeries(games, players...)
	for n := 1; n <= games; n++ {
		if n > 1 {
			g = p.nextGame(s, n)
		}
		p.play(g, rest(t, g, uint64(10*games+n)))
		r, err := s.Record(n, g, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		records = append(records, r)
	}
	return s, records
}

// seriesTotals reads each bowler's scratch series on the series sheet, by data-player.
func seriesTotals(p *tab) map[string]string {
	return evaluate[map[string]string](p, `Object.fromEntries([...document.querySelectorAll('[data-testid="series-total"]')].map((e) => [e.dataset.player, e.textContent]))`)
}

func TestSeriesByTaps(t *testing.T) {
	p, _ := openApp(t, 1024, 768)
	s, records := playSeries(t, p, 3, seriesNames)
	want, err := domain.SheetOf(records)
	if err != nil {
		t.Fatal(err)
	}
	// The last game's panel offers a rematch, not a fourth game.
	p.wait(`document.querySelector('[data-testid="rematch"]') && !document.querySelector('[data-testid="next-game"]')`)
	p.show("series")
	p.wait(`document.querySelector('[data-testid="series-result"]')`)
	got := seriesTotals(p)
	for _, row := range want.Rows {
		player := strconv.Itoa(slices.Index(s.Names, row.Name))
		if got[player] != strconv.Itoa(row.Scratch) {
			t.Errorf("series-total of %s (data-player %s) = %q, want %d", row.Name, player, got[player], row.Scratch)
		}
	}
	if len(got) != len(seriesNames) {
		t.Errorf("%d series totals, want %d", len(got), len(seriesNames))
	}
	result := evaluate[string](p, `document.querySelector('[data-testid="series-result"]').textContent`)
	for _, w := range want.Winners {
		if !strings.Contains(result, w) {
			t.Errorf("result %q does not name the winner %s", result, w)
		}
	}
	scores := evaluate[[][]string](p, `[...document.querySelectorAll('[data-testid="series"] tbody tr')].map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))`)
	for i, row := range want.Rows {
		line := []string{row.Name}
		for _, sc := range row.Scores {
			line = append(line, strconv.Itoa(sc))
		}
		line = append(line, strconv.Itoa(row.Scratch))
		if !reflect.DeepEqual(scores[i], line) {
			t.Errorf("sheet row %d = %q, want %q", i, scores[i], line)
		}
	}
	p.checkAxe("series sheet")
	p.screenshot("night-series-sheet-1024x768")

	// History has the three games, and a reload keeps the series sheet.
	if ids := p.storedIDs(); len(ids) != 3 {
		t.Errorf("IndexedDB holds %d games, want 3", len(ids))
	}
	p.reload()
	p.wait(`document.querySelector('[data-testid="series-result"]')`)
	if got2 := seriesTotals(p); !reflect.DeepEqual(got2, got) {
		t.Errorf("after a reload the totals are %v, want %v", got2, got)
	}
}
