//go:build browser

// Keeping history on the device, in each engine: the browser is asked for persistent storage
// when the first game goes into history, History says what it answered (and offers the
// export where it did not), and reminds to export when the last export is over a month old or
// never happened with more than 20 games kept; the game screen never says any of it.
package main

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// soloGames are n finished one-game series of ABC, made by the domain.
func soloGames(t testing.TB, n int) []domain.Record {
	t.Helper()
	var recs []domain.Record
	for i := range n {
		s, err := domain.NewSeries(1, domain.KeepOrder, "abc")
		if err != nil {
			t.Fatal(err)
		}
		g, _ := s.Start(1)
		for _, pins := range rest(t, g, uint64(100+i)) {
			g.Roll(pins)
		}
		r, err := s.Record(1, g, time.Now().Add(-time.Duration(n-i)*time.Hour))
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, r)
	}
	return recs
}

func TestKeepingHistory(t *testing.T) {
	eachEngine(t, func(t *testing.T, start func(t testing.TB, o engineOptions) engine) {
		base, _ := startServer(t)
		p := &etab{t: t, e: start(t, engineOptions{width: 1024, height: 900})}
		p.open(base)
		if asked := evalIn[*string](p, `localStorage.getItem("tenpin.persist.asked")`); asked != nil {
			t.Fatalf("asked to keep storage before any game: %q", *asked)
		}

		// The first game into history: a perfect game of one bowler.
		p.typeInto("#player-name-0", "pjs")
		p.click(`[data-testid="start-game"]`)
		g, _ := domain.NewGame("pjs")
		p.waitBoard(g, "after Start")
		for range 12 {
			p.tap(g, 10)
		}
		p.waitFor(`localStorage.getItem("tenpin.persist.asked")`, loadTimeout)
		if n := evalIn[int](p, `document.querySelectorAll('[data-testid="storage-state"], [data-testid="export-reminder"]').length`); n != 0 {
			t.Errorf("the game screen shows %d lines on keeping history, want none", n)
		}

		// History says what the browser answered, as the browser answers it.
		m := &i18n.English
		p.show("history")
		p.waitFor(`document.querySelector('[data-testid="storage-state"]')`, loadTimeout)
		granted := evalIn[bool](p, `navigator.storage && navigator.storage.persisted ? navigator.storage.persisted() : false`)
		state := evalIn[string](p, `document.querySelector('[data-testid="storage-state"]').dataset.persisted`)
		t.Logf("%s: persistent storage granted: %v", p.e.name(), granted)
		if state != fmt.Sprint(granted) {
			t.Errorf("History says persisted=%s, the browser says %v", state, granted)
		}
		want, offer := m.StorageKept, false
		if !granted {
			want, offer = m.StorageNotKept, true
		}
		if got := strings.TrimSpace(p.textOf(`[data-testid="storage-state"]`)); got != want {
			t.Errorf("History says %q, want %q", got, want)
		}
		if got := evalIn[bool](p, `!!document.querySelector('[data-testid="export-now"]')`); got != offer {
			t.Errorf("the export offered: %v, want %v", got, offer)
		}
		if evalIn[bool](p, `!!document.querySelector('[data-testid="export-reminder"]')`) {
			t.Error("a reminder to export one game never exported")
		}

		// A browser that grants it (an installed app): History says history is kept, and
		// offers nothing. The reload lands on the game screen, so that the app asks only
		// once the stub is in place (it asks once a visit, when History is first shown).
		p.show("")
		p.reload()
		evalIn[bool](p, `(() => { const sm = navigator.storage || {};
		  Object.defineProperty(navigator, "storage", {configurable: true, value: sm});
		  sm.persisted = () => Promise.resolve(true); return true; })()`)
		p.show("history")
		p.waitFor(`document.querySelector('[data-testid="storage-state"][data-persisted="true"]')`, loadTimeout)
		if got := strings.TrimSpace(p.textOf(`[data-testid="storage-state"]`)); got != m.StorageKept {
			t.Errorf("granted, History says %q, want %q", got, m.StorageKept)
		}
		if evalIn[bool](p, `!!document.querySelector('[data-testid="export-now"]')`) {
			t.Error("granted, with a recent history, History still offers the export")
		}

		// An export 40 days old: History reminds, Export now clears the reminder.
		old := time.Now().AddDate(0, 0, -40).UTC().Truncate(time.Second)
		evalIn[bool](p, fmt.Sprintf(`localStorage.setItem("tenpin.exported", %q), true`, old.Format(time.RFC3339)))
		p.reload()
		p.show("history")
		p.waitFor(`document.querySelector('[data-testid="export-reminder"]')`, loadTimeout)
		if got, want := p.textOf(`[data-testid="export-reminder"]`), m.ExportOld.Say(""); !strings.HasPrefix(got, strings.SplitN(want, " on ", 2)[0]) {
			t.Errorf("the reminder says %q, want %q with the date", got, want)
		}
		evalIn[bool](p, catchDownloads)
		p.click(`[data-testid="export-now"]`)
		files := p.waitDownloads(1)
		if recs, err := domain.Import([]byte(files[0].Text)); err != nil || len(recs) != 1 {
			t.Errorf("Export now saved %d games, %v; want the one game", len(recs), err)
		}
		p.wait(`!document.querySelector('[data-testid="export-reminder"]')`)
		if last := evalIn[string](p, `localStorage.getItem("tenpin.exported")`); !strings.HasPrefix(last, time.Now().UTC().Format("2006-01-02")) {
			t.Errorf("the last export is remembered as %q, want today", last)
		}

		// Never exported, more than 20 games: History reminds; the game screen does not.
		evalIn[bool](p, `localStorage.removeItem("tenpin.exported"), true`)
		if n := evalIn[int](p, seedScript(t, soloGames(t, 20), true)); n != 20 {
			t.Fatalf("seeded %d games, want 20", n)
		}
		p.reload()
		p.show("history")
		p.waitFor(`document.querySelector('[data-testid="export-reminder"]')`, loadTimeout)
		if got, want := p.textOf(`[data-testid="export-reminder"]`), m.ExportNever.Say(21); got != want {
			t.Errorf("the reminder says %q, want %q", got, want)
		}
		p.shot("history-reminder")
		p.choose(`select[data-testid="language"]`, "ko")
		p.wait(fmt.Sprintf(`document.querySelector('[data-testid="export-reminder"]').textContent === %q`, i18n.Catalogue("ko").ExportNever.Say(21)))
		p.choose(`select[data-testid="language"]`, "en")
		p.wait(fmt.Sprintf(`document.querySelector('[data-testid="export-reminder"]').textContent === %q`, m.ExportNever.Say(21)))
		p.show("")
		if n := evalIn[int](p, `document.querySelectorAll('[data-testid="storage-state"], [data-testid="export-reminder"], [data-testid="export-now"]').length`); n != 0 {
			t.Errorf("the game screen shows %d lines on keeping history, want none", n)
		}
	})
}

// textOf is the text of the first element selector matches, or "".
func (p *etab) textOf(sel string) string {
	p.t.Helper()
	return evalIn[string](p, fmt.Sprintf(`(document.querySelector(%q) || {}).textContent || ""`, sel))
}
