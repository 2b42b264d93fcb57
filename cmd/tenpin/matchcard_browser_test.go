//go:build browser

package main

import (
	"encoding/base64"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// cardSetup is the setup screen a card should fill: its teams, lineups and averages, its
// handicap and games, Start enabled.
func cardSetup(c domain.MatchCard) shownSetup {
	s := shownSetup{Teams: true, Names: []string{c.Teams[0].Name, c.Teams[1].Name}, Places: []string{}, Averages: []string{},
		Handicap: c.Settings.Handicap.On, Games: strconv.Itoa(c.Games), Start: true}
	if s.Handicap {
		s.Basis, s.Percent = strconv.Itoa(c.Settings.Handicap.Basis), strconv.Itoa(c.Settings.Handicap.Percent)
	}
	for _, t := range c.Teams {
		for _, pl := range t.Lineup {
			s.Places, s.Averages = append(s.Places, pl.Name), append(s.Averages, strconv.Itoa(pl.Average))
		}
	}
	return s
}

// refusedCard opens a card's link that the page must answer with the message want (an
// alert: why it refuses the card, or that it keeps the game in progress) and takes the card
// out of the address.
func (p *tab) refusedCard(link, want, when string) {
	p.t.Helper()
	p.navigate("about:blank")
	p.open(link)
	read := `[...document.querySelectorAll('[role="alert"]')].map((e) => e.textContent).join(" | ")`
	if err := waitJS(p.ctx, fmt.Sprintf(`%s.includes(%q) && location.hash === ""`, read, want), updateTimeout); err != nil {
		p.t.Fatalf("%s: the page says %q (address %s), want %q", when, evaluate[string](p, read), evaluate[string](p, `location.href`), want)
	}
}

// TestMatchCard follows a match card from the secretary's League screen to a lane tablet and
// its sheet back: every match of a week shows its card (QR code and link); the link opened on
// a fresh tablet fills a league match's setup with the card's teams, averages, handicap and
// games, and Start is one tap, with the card's handicaps; a damaged, tampered or newer card
// is refused with a message and changes nothing; a card over a game in progress keeps the
// game, which Back to the game returns to; the
// match's sheet, opened on the secretary's device and kept, is filed under its week without
// being asked, and the week's recap counts it.
func TestMatchCard(t *testing.T) {
	base, _ := startServer(t)
	c := newChromium(t, engineOptions{width: 1280, height: 800}).(*chromium)
	e := &etab{t: t, e: c}
	p := &tab{t: t, ctx: c.ctx}
	e.open(base)
	e.makeLeague()
	want := seasonReplica(t)
	e.planWeek(want, 0) // BBB's average typed: every match of week 1 has a card

	// Week 1's cards: one a match, each its link and code, the link the domain's card.
	fixtures, _ := want.Fixtures(0)
	p.wait(fmt.Sprintf(`document.querySelectorAll('[data-testid="fixture"] [data-testid="match-card"] [data-testid="share-qr"]').length === %d`, len(fixtures)))
	links := evaluate[[]string](p, `[...document.querySelectorAll('[data-testid="match-card"]')].map((c) => c.querySelector('[data-testid="share-link"]').value)`)
	var cards []domain.MatchCard
	for k, link := range links {
		text, ok := strings.CutPrefix(link, base+"#match=")
		if !ok {
			t.Fatalf("card %d's link is %q, want %s#match=…", k, link, base)
		}
		card, err := domain.DecodeCard(text)
		if err != nil {
			t.Fatalf("card %d: DecodeCard: %v", k, err)
		}
		w, err := want.Card(0, k)
		if err != nil {
			t.Fatal(err)
		}
		w.Ref.League = card.Ref.League // the page's league has an ID of its own
		if !reflect.DeepEqual(card, w) {
			t.Errorf("card %d reads %+v, want %+v", k, card, w)
		}
		cards = append(cards, card)
		t.Logf("card %d: %d characters", k, len(link))
	}
	p.click(`[data-testid="match-card"] summary`)
	p.wait(`document.querySelector('[data-testid="match-card"][open] [data-testid="share-qr"]').getBoundingClientRect().width > 200`)
	evaluate[bool](p, `document.querySelector('[data-testid="match-card"]').scrollIntoView({block: "center"}), true`)
	p.screenshot("matchcard-league-1280x800")
	p.checkAxe("a week's match card")

	// The lane tablet: a browser of its own opens the first card.
	card := cards[0]
	lane := newTab(t)
	lane.viewport(1280, 800)
	lane.open(links[0])
	lane.waitSetup(cardSetup(card), "the card opened")
	lane.wait(`document.querySelector('[data-testid="card-shown"]') && location.hash === ""`)
	lane.screenshot("matchcard-setup-1280x800")
	lane.checkAxe("setup filled by a match card")
	lane.reload()
	lane.waitSetup(cardSetup(card), "the card's setup reloaded")
	lane.click(`[data-testid="start-game"]`)
	var hc [2]int
	for tm := range hc {
		for _, h := range card.Handicaps[tm] {
			hc[tm] += h
		}
	}
	lane.startedGames(strconv.Itoa(hc[0]), strconv.Itoa(hc[1]), "Start, once")
	if stored := evaluate[string](lane, `localStorage.getItem("tenpin.series") || ""`); !strings.Contains(stored, card.Ref.League) {
		t.Errorf("the match started does not carry the card's league %s: %s", card.Ref.League, stored)
	}

	// Refused, the game in progress untouched: a damaged card, a tampered one, a newer one.
	text := strings.TrimPrefix(links[0], base+"#match=")
	data, _ := base64.RawURLEncoding.DecodeString(text)
	tampered := append([]byte{}, data...)
	tampered[len(tampered)/2] ^= 4
	newer := append([]byte{}, data...)
	newer[0] = domain.CardVersion + 1
	m := &i18n.English
	for _, tc := range []struct{ name, text, want string }{
		{"damaged", text[:len(text)-9], m.LinkDamaged},
		{"tampered", base64.RawURLEncoding.EncodeToString(tampered), m.LinkDamaged},
		{"newer", base64.RawURLEncoding.EncodeToString(newer), m.LinkNewer},
	} {
		lane.refusedCard(base+"#match="+tc.text, tc.want, "a "+tc.name+" card")
		lane.startedGames(strconv.Itoa(hc[0]), strconv.Itoa(hc[1]), "the game after a "+tc.name+" card")
	}
	// A card over a game in progress sets its match up and keeps the game, as New game does:
	// the page says so, and Back to the game returns to it as it was.
	lane.refusedCard(links[0], m.CardBusy, "a card over a game in progress")
	lane.waitSetup(cardSetup(card), "a card over a game in progress")
	lane.click(`[data-testid="resume-game"]`)
	lane.startedGames(strconv.Itoa(hc[0]), strconv.Itoa(hc[1]), "Back to the game after a card")

	// On a first visit, a damaged card leaves the empty setup as it was.
	first := newTab(t)
	first.open(base)
	first.refusedCard(base+"#match="+text[:len(text)/2], m.LinkDamaged, "a damaged card on a first visit")
	first.waitSetup(shownSetup{Names: []string{}, Places: []string{}, Averages: []string{}, Games: "3"}, "setup after a damaged card")

	// The match bowled, its sheet opened on the secretary's device and kept: it is filed under
	// week 1 without a choice, and the recap of week 1 counts it.
	match, err := card.Match()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(35, 1))
	var recs []domain.Record
	for n := 1; n <= card.Games; n++ {
		g, _ := match.Start(n)
		for !g.Over() {
			_ = g.Roll(rng.IntN(g.PinsStanding() + 1))
		}
		r, err := match.Record(n, g, time.Date(2026, 9, 3, 19, 0, 0, 0, time.Local).Add(time.Duration(n)*25*time.Minute))
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, r)
	}
	sheet, err := domain.EncodeSheet(recs)
	if err != nil {
		t.Fatal(err)
	}
	e.fresh(base + "#sheet=" + sheet)
	p.wait(`document.querySelector('select[data-testid="file-week"]') && document.querySelector('select[data-testid="file-week"]').value === "0" && document.querySelector('select[data-testid="file-pair"]').value === "0"`)
	p.click(`[data-testid="keep-shared"]`)
	p.wait(`document.querySelector('[data-testid="filing-done"]') && document.querySelector('[data-testid="filing-done"]').textContent.includes("week 1")`)
	t.Logf("filed: %s", evaluate[string](p, `document.querySelector('[data-testid="filing-done"]').textContent`))
	if _, err := want.Keep(domain.FixtureRef{League: want.ID()}, recs); err != nil {
		t.Fatal(err)
	}
	e.fresh(base + "office/#league")
	e.checkRecap(want, 0)
}
