//go:build browser

package main

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"tenpin/domain"
)

// TestTournamentEngines runs the tournament's core path in every engine: a scratch tournament
// of four entries made on the screen and kept over a reload, its lane card opened in another
// window setting its series up, the sheet back filed under its pair, the standings as the
// domain ranks them, the cut and a step-ladder of two, its final order kept over a reload.
func TestTournamentEngines(t *testing.T) {
	eachEngine(t, func(t *testing.T, start func(t testing.TB, o engineOptions) engine) {
		base, _ := startServer(t)
		p := &etab{t: t, e: start(t, engineOptions{width: 1280, height: 900})}
		s := &steps{t: t}
		names := []string{"AAA", "BBB", "CCC", "DDD"}
		var tour *domain.Tournament
		var link string
		choose := func(sel, v string) {
			evalIn[bool](p, fmt.Sprintf(`(() => { const e = document.querySelector(%q); e.value = %q; e.dispatchEvent(new Event("change", {bubbles: true})); return true })()`, sel, v))
		}
		view := func(v string) {
			p.wait(`document.querySelector('[data-testid="view-` + v + `"]')`)
			p.click(`[data-testid="view-` + v + `"]`)
			p.wait(`document.querySelector('[data-testid="view-` + v + `"][aria-pressed="true"]')`)
		}
		kept := func() *domain.Tournament {
			var list []struct {
				Tournament json.RawMessage `json:"tournament"`
			}
			if err := json.Unmarshal([]byte(evalIn[string](p, storedTournamentsJS)), &list); err != nil || len(list) != 1 {
				p.fatalf("the tournaments kept: %d, %v", len(list), err)
			}
			t, err := domain.ReadTournament(list[0].Tournament)
			if err != nil {
				p.fatalf("ReadTournament: %v", err)
			}
			return t
		}
		s.run("make", func(t *testing.T) {
			p.open(base + "#tournament")
			p.click(`[data-testid="new-tournament"]`)
			p.typeInto("#t-games", "2")
			p.typeInto("#t-ladder", "2")
			p.typeInto("#t-finalists", "2")
			choose(`select[data-testid="finals"]`, "step-ladder")
			for i, n := range names {
				if i > 0 {
					p.click(`[data-testid="add-entry"]`)
				}
				p.typeInto(fmt.Sprintf("#en-name-%d", i), strings.ToLower(n))
				p.typeInto(fmt.Sprintf("#en-avg-%d", i), strconv.Itoa(200-10*i))
			}
			p.wait(`!document.querySelector('[data-testid="tournament-problem"]')`)
			p.reload()
			p.wait(`document.querySelectorAll('[data-testid="entry"]').length === 4`)
			tour = kept()
			if len(tour.Entries) != 4 || tour.Settings.Games != 2 || tour.Settings.Finals != domain.StepLadderFinals {
				p.fatalf("kept %+v with %d entries", tour.Settings, len(tour.Entries))
			}
		})
		s.run("card", func(t *testing.T) {
			view("cards")
			p.wait(`document.querySelector('[data-testid="lane-card"][data-squad="0"][data-lanes="1-2"] [data-testid="share-qr"]')`)
			link = evalIn[string](p, `document.querySelector('[data-testid="lane-card"] [data-testid="share-link"]').value`)
			lane, err := p.e.newWindow(t)
			if err != nil {
				p.fatalf("another window: %v", err)
			}
			w := &etab{t: t, e: lane}
			w.open(link)
			w.wait(`document.querySelector('[data-testid="pair-shown"]')`)
			if got := evalIn[[]string](w, `[...document.querySelectorAll('input[data-testid="player-name"]')].map((e) => e.value)`); !reflect.DeepEqual(got, names) {
				p.fatalf("the card's setup shows %q, want %q", got, names)
			}
			p.shot("tournament-card")
		})
		s.run("sheet", func(t *testing.T) {
			c, err := domain.DecodeLaneCard(strings.TrimPrefix(link, base+"#pair="))
			if err != nil {
				p.fatalf("DecodeLaneCard: %v", err)
			}
			recs := bowlCard(t, c)
			if _, _, err := tour.KeepSheet(recs); err != nil {
				t.Fatal(err)
			}
			text, err := domain.EncodeSheet(recs)
			if err != nil {
				t.Fatal(err)
			}
			if err := p.e.navigate("about:blank"); err != nil {
				p.fatalf("%v", err)
			}
			p.open(base + "#sheet=" + text)
			p.click(`[data-testid="keep-tournament"]`)
			p.wait(`document.querySelector('[data-testid="sheet-kept"]')`)
			if err := p.e.navigate("about:blank"); err != nil {
				p.fatalf("%v", err)
			}
			p.open(base + "#tournament")
			view("standings")
			lines, _ := tour.Standings()
			var want []string
			for _, l := range lines {
				want = append(want, fmt.Sprintf("%s %d %d", l.Bowler, l.Place, l.Total))
			}
			p.wait(`document.querySelectorAll('[data-testid="qualifying"] [data-testid="placing"]').length === 4`)
			got := evalIn[[]string](p, `[...document.querySelectorAll('[data-testid="qualifying"] [data-testid="placing"]')].map((r) => [r.dataset.name, r.dataset.place, r.dataset.total].join(" "))`)
			if !reflect.DeepEqual(got, want) {
				p.fatalf("qualifying shows %q, want %q", got, want)
			}
			p.shot("tournament-standings")
		})
		s.run("final", func(t *testing.T) {
			p.click(`[data-testid="advance"]`)
			p.wait(`document.querySelector('[data-testid="cut-recorded"]')`)
			in, _, err := tour.Cut()
			if err != nil {
				t.Fatal(err)
			}
			tour.Results.Advanced = in
			view("finals")
			p.typeInto("#lad-0-0", "200")
			p.typeInto("#lad-0-1", "190")
			tour.Results.Ladder = [][2]int{{200, 190}}
			final, done, err := tour.Final()
			if err != nil || !done {
				t.Fatalf("Final() = %v, %v, %v", final, done, err)
			}
			var want []string
			for _, pl := range final {
				want = append(want, fmt.Sprintf("%s %d", tour.Entries[pl.Entry].Bowler, pl.Place))
			}
			read := `[...document.querySelectorAll('[data-testid="final-place"]')].map((r) => r.dataset.name + " " + r.dataset.place)`
			p.wait(fmt.Sprintf(`JSON.stringify(%s) === %q`, read, toJS(want)))
			p.reload()
			view("finals")
			p.wait(fmt.Sprintf(`JSON.stringify(%s) === %q`, read, toJS(want)))
			p.shot("tournament-final")
		})
	})
}
