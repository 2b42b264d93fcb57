//go:build browser

package main

import (
	"encoding/json"
	"fmt"
	"testing"
)

// shownSetup is the setup screen as a person reads it: the teams switch, the team names, the
// bowlers and their averages, the handicap switch, basis and percent, the games, and whether
// Start is enabled.
type shownSetup struct {
	Teams    bool     `json:"teams"`
	Names    []string `json:"names"`
	Places   []string `json:"places"`
	Averages []string `json:"averages"`
	Handicap bool     `json:"handicap"`
	Basis    string   `json:"basis"`
	Percent  string   `json:"percent"`
	Games    string   `json:"games"`
	Start    bool     `json:"start"`
}

// readSetup is shownSetup's JSON, read from the page through web.md's hooks.
const readSetup = `(() => {
  const all = (sel) => [...document.querySelectorAll(sel)].map((e) => e.value);
  const one = (sel) => document.querySelector(sel);
  if (!one('[data-testid="start-game"]')) return "";
  return JSON.stringify({
    teams: one('input[type="checkbox"][data-testid="teams"]').checked,
    names: all('[data-testid="team"] input[data-testid="team-name"]'),
    places: all('[data-testid="team"] input[data-testid="player-name"]'),
    averages: all('[data-testid="team"] input[data-testid="average"]'),
    handicap: one('input[type="checkbox"][data-testid="handicap"]').checked,
    basis: (one('input[data-testid="handicap-basis"]') || {value: ""}).value,
    percent: (one('input[data-testid="handicap-percent"]') || {value: ""}).value,
    games: one('input[data-testid="series-games"]').value,
    start: !one('[data-testid="start-game"]').disabled,
  });
})()`

// waitSetup waits until the setup screen shows want, and fails saying what it shows.
func (p *tab) waitSetup(want shownSetup, when string) {
	p.t.Helper()
	data, _ := json.Marshal(want)
	if err := waitJS(p.ctx, fmt.Sprintf(`%s === %q`, readSetup, data), updateTimeout); err != nil {
		p.t.Fatalf("%s: setup shows %s, want %s", when, evaluate[string](p, readSetup), data)
	}
}

// alphaBeta is the match: Alpha (AAA, average 150) v Beta (BBB, 170), one game, a
// handicap of 90% of 210, as the setup screen shows it.
var alphaBeta = shownSetup{Teams: true, Names: []string{"Alpha", "Beta"}, Places: []string{"AAA", "BBB"},
	Averages: []string{"150", "170"}, Handicap: true, Basis: "210", Percent: "90", Games: "1", Start: true}

// startedGames waits until the team panel shows the first team games: the handicaps a match
// of two bowlers starts with, before a ball.
func (p *tab) startedGames(a, b string, when string) {
	p.t.Helper()
	read := `[0, 1].map((t) => document.querySelector('[data-testid="team-game"][data-team="' + t + '"][data-game="1"]').textContent).join(" ")`
	if err := waitJS(p.ctx, fmt.Sprintf(`document.querySelector('[data-testid="team-game"]') && %s === %q`, read, a+" "+b), updateTimeout); err != nil {
		p.t.Fatalf("%s: the match starts with team games %q, want %q", when, evaluate[string](p, read), a+" "+b)
	}
}

// TestSetupShowsWhatStartStarts is issue #35's defect: after New game from a league match the
// setup screen showed empty teams and a 220/80 handicap while Start started the old match with
// its 210/90 handicap. The screen must show what Start starts in every path that reaches
// setup: a first visit, New game, back to setup from another screen, a reload and another
// window.
func TestSetupShowsWhatStartStarts(t *testing.T) {
	p, _ := openApp(t, 1280, 800)
	p.waitSetup(shownSetup{Names: []string{}, Places: []string{}, Averages: []string{}, Games: "3"}, "a first visit")

	// The match typed and started: handicap 90% of 210 gives AAA 54 and BBB 36.
	p.click(`input[data-testid="teams"]`)
	p.wait(`document.querySelectorAll('[data-testid="team"]').length === 2`)
	p.click(`input[data-testid="handicap"]`)
	p.setNumber("series-games", "1")
	p.setNumber("handicap-basis", "210")
	p.setNumber("handicap-percent", "90")
	for tm, team := range [2][3]string{{"Alpha", "AAA", "150"}, {"Beta", "BBB", "170"}} {
		p.typeInto(fmt.Sprintf("#team-name-%d", tm), team[0], team[0])
		p.typeInto(fmt.Sprintf("#place-%d-0", tm), team[1], team[1])
		p.typeInto(fmt.Sprintf("#place-%d-0-average", tm), team[2], team[2])
	}
	p.waitSetup(alphaBeta, "typed")
	p.click(`[data-testid="start-game"]`)
	p.startedGames("54", "36", "Start")

	p.click(`[data-testid="new-game"]`)
	p.waitSetup(alphaBeta, "New game")
	p.click(`[data-testid="start-game"]`)
	p.startedGames("54", "36", "Start after New game")

	p.click(`[data-testid="new-game"]`)
	p.show("history")
	p.show("")
	p.waitSetup(alphaBeta, "back to setup from History")

	p.reload()
	p.show("")
	p.click(`[data-testid="new-game"]`)
	p.waitSetup(alphaBeta, "New game after a reload")

	w := p.newWindow()
	w.open(evaluate[string](p, `location.href`))
	w.click(`[data-testid="new-game"]`)
	w.waitSetup(alphaBeta, "New game in another window")

	// What is shown is what starts: a basis changed on the form is the one the match takes.
	p.setNumber("handicap-basis", "200")
	p.click(`[data-testid="start-game"]`)
	p.startedGames("45", "27", "Start with the basis changed to 200")
}
