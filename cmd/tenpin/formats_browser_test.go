//go:build browser

// Formats (formats.md) in the browser. TestFormatsEngines, in Chromium, Firefox and WebKit:
// a 9-pin no-tap series (game 1 on the pad, game 2 on the pin deck), a 3-6-9 game (pad, then
// deck) and a Scotch doubles match, chosen on setup through the hooks of web.md, every ball
// checked against the domain's game in the same format. TestFormatsScreens, in Chromium: the
// screens a format shows on (setup, a 3-6-9 grid with given strikes, a Scotch match, print,
// history and statistics) pass axe, keep 48 px targets and are photographed at 1280x800 and
// 390x844.
package main

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// scotchPairs are the pairs of the Scotch doubles match.
var scotchPairs = [2]domain.Team{
	{Name: "Strikers", Lineup: []domain.Place{{Name: "PJS"}, {Name: "KYJ"}}},
	{Name: "Pin Pals", Lineup: []domain.Place{{Name: "ABC"}, {Name: "DEF"}}},
}

// formatCount is the next ball of g as a count, as bowlers throw: often every pin standing,
// in no-tap often just enough for a strike at a full rack, else any count that fits.
func formatCount(r *rand.Rand, g *domain.Game) int {
	t := g.Turn()
	switch k := r.IntN(6); {
	case k < 2:
		return t.Standing
	case k == 2 && t.FullRack && g.Format().NoTap != 0:
		return g.Format().NoTap
	}
	return r.IntN(t.Standing + 1)
}

// formatPins is the next ball of g as the pins it knocks down, never none (the deck enters
// pins only once one is marked): every pin standing, in no-tap a strike that leaves pins
// standing, or some of the pins standing.
func formatPins(r *rand.Rand, g *domain.Game) domain.Delivery {
	t := g.Turn()
	switch k := r.IntN(5); {
	case k == 0:
		return domain.Knocked(t.Pins)
	case k == 1 && t.FullRack && g.Format().NoTap != 0:
		left := domain.PinsOf(7 + r.IntN(4)) // a back-row pin left standing
		return domain.Knocked(t.Pins &^ left)
	}
	for {
		if down := t.Pins & domain.Pins(r.IntN(1024)); down != 0 {
			return domain.Knocked(down)
		}
	}
}

// givenBoxes is how many ball boxes the page draws as given strikes.
const givenBoxes = `document.querySelectorAll('[data-testid="ball"][data-given="true"]').length`

// wantGiven is how many given strikes g's cards hold.
func wantGiven(g *domain.Game) int {
	n := 0
	for _, c := range g.Cards() {
		for _, f := range c.Frames {
			for _, b := range f.Deliveries {
				if b.Given {
					n++
				}
			}
		}
	}
	return n
}

// setupScotch turns on two teams and Scotch doubles on setup and types the pairs in.
func (p *etab) setupScotch(teams [2]domain.Team) {
	p.t.Helper()
	p.click(`input[data-testid="teams"]`)
	p.wait(`document.querySelectorAll('[data-testid="team"]').length === 2`)
	p.click(`input[data-testid="scotch"]`)
	p.wait(`document.querySelector('input[data-testid="scotch"]').checked`)
	for t, team := range teams {
		block := fmt.Sprintf(`[data-testid="team"][data-team="%d"]`, t)
		p.typeInto("#team-name-"+strconv.Itoa(t), team.Name)
		p.wait(fmt.Sprintf(`document.querySelector("#team-name-%d").value === %q`, t, team.Name))
		for k, pl := range team.Lineup {
			if k > 0 {
				evalIn[bool](p, fmt.Sprintf(`document.querySelector('%s [data-testid="add-player"]').click(), true`, block))
				p.wait(fmt.Sprintf(`document.querySelectorAll('%s .place').length === %d`, block, k+1))
			}
			id := fmt.Sprintf("#place-%d-%d", t, k)
			p.typeInto(id, pl.Name)
			p.wait(fmt.Sprintf(`document.querySelector(%q).value === %q`, id, pl.Name))
		}
	}
}

// waitScotch checks the page against s, the domain's Scotch game: the board (whose turn
// names the bowler of the next ball, and the team beside), every ball's box, and who threw
// the balls of each frame.
func (p *etab) waitScotch(s *domain.ScotchGame, when string) {
	p.t.Helper()
	p.wait(`document.querySelector('[data-testid="entry-mode"]')`)
	w := expectedDeckGame(p.messages(), s.Game, 0, p.deckShown())
	turn := s.Turn()
	if !turn.Over {
		w.Board.Current = &turn.Bowler
	}
	p.waitDeck(w, when)
	if !turn.Over {
		p.wait(fmt.Sprintf(`document.querySelector('.status-team').textContent === %q`, p.messages().ForTeam.Say(turn.Team)))
	}
	for t := range s.Teams {
		card, _ := s.Game.Card(t)
		want, ball := make([]string, 0, domain.Frames), 0
		for _, f := range card.Frames {
			var names []string
			for range f.Deliveries {
				name, _ := s.Bowler(t, ball)
				names, ball = append(names, name), ball+1
			}
			want = append(want, strings.Join(names, " "))
		}
		got := evalIn[[]string](p, fmt.Sprintf(`[...document.querySelectorAll('[data-testid="frame"][data-player="%d"]')].map((f) =>
		  (f.querySelector('[data-testid="frame-bowler"]') || {}).textContent || "")`, t))
		if fmt.Sprint(got) != fmt.Sprint(want) {
			p.fatalf("%s: team %d's frame bowlers %q, want %q", when, t, got, want)
		}
	}
}

// TestFormatsEngines bowls the formats in each engine: a 9-pin no-tap series by the pad and
// by the deck, a 3-6-9 game by both, and a Scotch doubles match, each ball checked against
// the domain.
func TestFormatsEngines(t *testing.T) {
	eachEngine(t, func(t *testing.T, start func(t testing.TB, o engineOptions) engine) {
		base, _ := startServer(t)
		p := &etab{t: t, e: start(t, engineOptions{width: 1280, height: 800})}
		s := &steps{t: t}
		r := rand.New(rand.NewPCG(9, 369))
		nine := domain.Format{NoTap: 9}
		series, err := domain.NewSeries(2, domain.KeepOrder, "PJS", "KYJ")
		if err != nil {
			t.Fatal(err)
		}
		series.Format = nine
		var g *domain.Game
		var games []*domain.Game
		s.run("setup-9-pin", func(t *testing.T) {
			p.t = t
			p.open(base)
			p.choose(`select[data-testid="no-tap"]`, "9")
			p.wait(`document.querySelector("#no-tap-hint")`)
			p.typeInto("#series-games", "2")
			p.wait(`document.querySelector("#series-games").value === "2"`)
			p.click(`[data-testid="add-player"]`)
			p.wait(addedField(1))
			for i, name := range []string{"pjs", "kyj"} {
				p.typeInto(fmt.Sprintf("#player-name-%d", i), name)
				p.wait(fmt.Sprintf(`document.querySelector("#player-name-%d").value === %q`, i, strings.ToUpper(name)))
			}
			p.click(`[data-testid="start-game"]`)
			if g, err = series.Start(1); err != nil {
				t.Fatal(err)
			}
			p.waitBoard(g, "after Start")
			p.wait(fmt.Sprintf(`document.querySelector('[data-testid="format"] .format-name').textContent === %q`,
				p.messages().Formats.NoTapName.Say(9)))
			// At a full rack, 9 is a strike: the pad says so.
			p.wait(fmt.Sprintf(`document.querySelector('button[data-pins="9"]').getAttribute("aria-label") === %q`, p.messages().PinsButton(9, "X")))
		})
		s.run("9-pin-pad", func(t *testing.T) {
			p.t = t
			for !g.Over() {
				p.tap(g, formatCount(r, g))
			}
			games = append(games, g)
			p.shot("9-pin-pad")
		})
		s.run("9-pin-deck", func(t *testing.T) {
			p.t = t
			p.click(`[data-testid="next-game"]`)
			if g, err = series.Start(2); err != nil {
				t.Fatal(err)
			}
			p.waitBoard(g, "after Next game")
			p.entryMode(true)
			for !g.Over() {
				p.deckBall(g, formatPins(r, g))
			}
			games = append(games, g)
			p.shot("9-pin-deck")
			p.entryMode(false)
		})
		s.run("9-pin-series-sheet", func(t *testing.T) {
			p.t = t
			p.show("series")
			p.wait(fmt.Sprintf(`document.querySelector('[data-testid="sheet-format"]').textContent === %q`, p.messages().Formats.NoTapName.Say(9)))
			got := evalIn[map[string]string](p, `Object.fromEntries([...document.querySelectorAll('[data-testid="series-total"]')].map((e) => [e.dataset.player, e.textContent]))`)
			for i := range 2 {
				sum := 0
				for _, g := range games {
					sum += g.Cards()[i].Total
				}
				if got[strconv.Itoa(i)] != strconv.Itoa(sum) {
					t.Errorf("series-total of player %d = %q, want %d", i, got[strconv.Itoa(i)], sum)
				}
			}
			p.wait(`document.querySelector('[data-testid="share-link"]')`)
			link := evalIn[string](p, `document.querySelector('[data-testid="share-link"]').value`)
			text, _ := strings.CutPrefix(link, base+"#sheet=")
			recs, err := domain.DecodeSheet(text)
			if err != nil || len(recs) != 2 || recs[0].Format() != nine || recs[1].Scores()[0] != games[1].Cards()[0].Total {
				t.Fatalf("the share link holds %d records (%v), want the 9-pin series", len(recs), err)
			}
			p.shot("9-pin-series")
			p.show("")
		})
		s.run("3-6-9", func(t *testing.T) {
			p.t = t
			p.click(`[data-testid="new-game"]`)
			p.wait(`document.querySelector('select[data-testid="no-tap"]')`)
			p.choose(`select[data-testid="no-tap"]`, "0")
			p.click(`input[data-testid="three-six-nine"]`)
			p.wait(`document.querySelector('input[data-testid="three-six-nine"]').checked && !document.querySelector("#no-tap-hint")`)
			p.typeInto("#series-games", "1")
			p.wait(`document.querySelector("#series-games").value === "1"`)
			p.click(`[data-testid="start-game"]`)
			if g, err = domain.NewGameIn(domain.Format{ThreeSixNine: true}, "PJS", "KYJ"); err != nil {
				t.Fatal(err)
			}
			p.waitBoard(g, "after Start")
			p.wait(`document.querySelector('[data-testid="format"] .format-name').textContent === "3-6-9"`)
			for g.Frame() < 6 {
				p.tap(g, formatCount(r, g))
			}
			p.entryMode(true)
			for !g.Over() {
				p.deckBall(g, formatPins(r, g))
			}
			if got := evalIn[int](p, givenBoxes); got != 6 || wantGiven(g) != 6 {
				t.Errorf("%d given strikes drawn, want %d", got, wantGiven(g))
			}
			// A given box is no button: it opens no correction.
			if got := evalIn[string](p, `document.querySelector('[data-testid="frame"][data-player="0"][data-frame="6"] [data-given="true"]').tagName`); got != "SPAN" {
				t.Errorf("a given strike's box is a %s", got)
			}
			p.shot("3-6-9")
			p.entryMode(false)
		})
		s.run("scotch", func(t *testing.T) {
			p.t = t
			p.click(`[data-testid="new-game"]`)
			p.click(`input[data-testid="three-six-nine"]`)
			p.wait(`!document.querySelector('input[data-testid="three-six-nine"]').checked`)
			p.choose(`select[data-testid="no-tap"]`, "8")
			p.setupScotch(scotchPairs)
			p.wait(`!document.querySelector('[data-testid="start-game"]').disabled`)
			p.click(`[data-testid="start-game"]`)
			// Starting a match stores its settings, its teams and its first game before the
			// lanes show: on a loaded machine that once took Firefox longer than an input's wait.
			p.waitFor(`document.querySelector('[data-testid="entry-mode"]')`, loadTimeout)
			l := domain.DefaultLeague()
			l.Scotch, l.Format = true, domain.Format{NoTap: 8}
			m, err := domain.NewMatch(1, l, scotchPairs[0], scotchPairs[1])
			if err != nil {
				t.Fatal(err)
			}
			sg, err := m.StartScotch(1)
			if err != nil {
				t.Fatal(err)
			}
			p.waitScotch(sg, "after Start")
			for ball := 1; !sg.Game.Over(); ball++ {
				pins := formatCount(r, sg.Game)
				if err := sg.Game.Roll(pins); err != nil {
					t.Fatal(err)
				}
				p.click(fmt.Sprintf(`button[data-pins="%d"]`, pins))
				p.waitScotch(sg, fmt.Sprintf("Scotch ball %d (%d)", ball, pins))
				if ball == 9 {
					p.shot("scotch")
				}
			}
			names := evalIn[[]string](p, `[...document.querySelectorAll('.grid tbody th.name')].map((e) => e.textContent)`)
			if fmt.Sprint(names) != "[Strikers Pin Pals]" {
				t.Errorf("the Scotch lines are named %q, want the pairs", names)
			}
		})
	})
}

// TestFormatsScreens photographs and checks the screens a format shows on, in Chromium:
// setup with the format's settings, a 9-pin 3-6-9 game with given strikes (on screen and in
// print), history and statistics, and a Scotch doubles match on the lanes.
func TestFormatsScreens(t *testing.T) {
	p, _ := openApp(t, 1280, 800)
	f := domain.Format{NoTap: 9, ThreeSixNine: true}
	evaluate[bool](p, `(() => { const s = document.querySelector('select[data-testid="no-tap"]');
	  s.value = "9"; s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`)
	p.wait(`document.querySelector("#no-tap-hint")`)
	p.click(`input[data-testid="three-six-nine"]`)
	p.wait(`document.querySelector('input[data-testid="three-six-nine"]').checked`)
	p.setNumber("series-games", "1")
	p.click(`[data-testid="add-player"]`)
	p.wait(addedField(1))
	p.typeName(0, "pjs")
	p.typeName(1, "kyj")
	p.checkAxe("setup with a format")
	p.screenshot("formats-setup-1280x800")
	p.viewport(390, 844)
	p.screenshot("formats-setup-390x844")
	small := evaluate[[]string](p, `[...document.querySelectorAll('.format-fields select, .format-fields label.choice, label[for="teams-on"]')].filter((e) => {
	  const r = e.getBoundingClientRect(); return r.height < 48;
	}).map((e) => e.outerHTML.slice(0, 80))`)
	if len(small) > 0 {
		t.Errorf("format controls shorter than 48 px: %q", small)
	}
	p.viewport(1280, 800)

	p.click(`[data-testid="start-game"]`)
	g, err := domain.NewGameIn(f, "PJS", "KYJ")
	if err != nil {
		t.Fatal(err)
	}
	p.waitBoard(g, "after Start")
	p.play(g, []int{9, 7, 2, 3, 4, 10, 9, 8, 1, 5, 4})
	// Frame 3 of both, and PJS's frame 6: given as soon as frame 5 is finished.
	if got, want := evaluate[int](p, givenBoxes), wantGiven(g); got != want || want != 3 {
		t.Errorf("%d given strikes drawn, want %d", got, want)
	}
	if !evaluate[bool](p, `(() => {
	  const given = getComputedStyle(document.querySelector('[data-given="true"]'));
	  const thrown = getComputedStyle(document.querySelector('[data-testid="ball"]:not([data-given])'));
	  return given.backgroundColor !== thrown.backgroundColor && given.fontStyle === "italic" &&
	    getComputedStyle(document.querySelector('[data-given="true"]'), "::after").borderTopStyle === "dashed";
	})()`) {
		t.Error("a given strike looks like any other strike")
	}
	p.checkAxe("a 9-pin 3-6-9 game")
	p.screenshot("formats-369-1280x800")
	p.viewport(390, 844)
	p.screenshot("formats-369-390x844")
	p.viewport(1280, 800)
	p.printMedia(true)
	if !evaluate[bool](p, `document.querySelector('[data-given="true"]').getBoundingClientRect().width > 0 &&
	  document.querySelector('[data-testid="ball"]:not([data-given])').getBoundingClientRect().width > 0 &&
	  document.querySelector('[data-testid="format"]').getBoundingClientRect().width > 0`) {
		t.Error("print leaves out the balls, the given strikes or the format's name")
	}
	p.screenshot("formats-369-print")
	p.printMedia(false)
	evaluate[bool](p, `document.querySelector('button[data-pins="0"]').focus(), true`) // print hid the pad, and its focus
	// KYJ ends frame 5; PJS's frame 6 is given, so PJS throws frame 7 at a full rack on the
	// deck: nine pins down is a strike, the tenth pin left standing.
	p.play(g, []int{1, 2})
	p.useDeck()
	nine := domain.AllPins &^ domain.PinsOf(10)
	for n := 1; n <= 9; n++ {
		p.tapPin(n)
	}
	p.waitDeckGame(g, nine, "nine pins marked at a full rack")
	p.wait(fmt.Sprintf(`document.querySelector('.deck [data-testid="deck-count"]').textContent === %q`, i18n.English.DeckCount(9, domain.MarkStrike)))
	p.screenshot("formats-deck-9-pin-1280x800")
	p.click(`[data-testid="roll-pins"]`)
	if err := g.RollPins(nine); err != nil {
		t.Fatal(err)
	}
	p.waitDeckGame(g, 0, "a 9-pin strike on the deck")
	p.click(`[data-testid="entry-mode"]`)
	p.wait(`document.querySelector('[data-testid="entry-mode"]').getAttribute("aria-checked") === "false"`)
	p.play(g, rest(t, g, 369))
	p.show("history")
	p.historyShown()
	p.wait(`document.querySelector('.series-title').textContent.endsWith("9-pin no-tap · 3-6-9")`)
	p.click(`[data-act="open-game"]`)
	p.wait(`document.querySelector('[data-testid="game-sheet"] [data-given="true"]')`)
	p.checkAxe("a 3-6-9 game in history")
	p.screenshot("formats-history-game-1280x800")
	p.show("stats")
	p.wait(`document.querySelector('[data-testid="stats-formats"]')`)
	p.click(`[data-testid="stats-formats"]`)
	p.wait(`document.querySelector('[data-figure="games"]') && document.querySelector('[data-figure="games"]').textContent === "1"`)
	p.checkAxe("statistics with formats")
	p.screenshot("formats-stats-1280x800")

	// A Scotch doubles match of two pairs, standard game.
	p.show("")
	p.click(`[data-testid="new-game"]`)
	p.click(`input[data-testid="three-six-nine"]`)
	p.wait(`!document.querySelector('input[data-testid="three-six-nine"]').checked`)
	evaluate[bool](p, `(() => { const s = document.querySelector('select[data-testid="no-tap"]');
	  s.value = "0"; s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`)
	e := &etab{t: t, e: &chromium{ctx: p.ctx, width: 1280, height: 800}}
	e.setupScotch(scotchPairs)
	p.click(`input[data-testid="baker"]`) // Baker too: refused with a word why
	p.wait(`document.querySelector('#scotch-on-problem') && document.querySelector('[data-testid="start-game"]').disabled`)
	p.checkAxe("Scotch and Baker refused")
	p.click(`input[data-testid="baker"]`)
	p.wait(`!document.querySelector('#scotch-on-problem') && !document.querySelector('[data-testid="start-game"]').disabled`)
	p.screenshot("formats-scotch-setup-1280x800")
	p.click(`[data-testid="start-game"]`)
	l := domain.DefaultLeague()
	l.Scotch = true
	m, err := domain.NewMatch(3, l, scotchPairs[0], scotchPairs[1])
	if err != nil {
		t.Fatal(err)
	}
	sg, _ := m.StartScotch(1)
	e.waitScotch(sg, "Scotch begun")
	for _, pins := range []int{7, 3, 10, 8, 1, 6, 2, 10, 9, 1, 4} {
		if err := sg.Game.Roll(pins); err != nil {
			t.Fatal(err)
		}
		p.tap(pins)
		e.waitScotch(sg, fmt.Sprintf("Scotch %d", pins))
	}
	p.checkAxe("a Scotch doubles match")
	p.screenshot("formats-scotch-1280x800")
	p.viewport(390, 844)
	p.screenshot("formats-scotch-390x844")
	for _, tag := range []string{"es", "ko"} {
		p.chooseLanguage(tag)
		p.wait(fmt.Sprintf(`document.querySelector('[data-testid="format"] .format-name').textContent === %q`,
			i18n.Catalogue(tag).Formats.ScotchName))
		p.checkAxe("a Scotch doubles match in " + tag)
		p.screenshot("formats-scotch-390x844-" + tag)
	}
	p.click(`[data-testid="new-game"]`)
	p.wait(`document.querySelector('select[data-testid="no-tap"]')`)
	p.screenshot("formats-setup-390x844-ko")
}
