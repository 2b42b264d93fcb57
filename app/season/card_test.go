package season

import (
	"net/url"
	"strings"
	"testing"

	"tenpin/app/markup"
	"tenpin/domain"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestWriteCard writes week 2's cards of a league: each the code and the link of the pair's
// card, which reads back as Season.Card made it; or, for a bowler with no average, why none.
func TestWriteCard(t *testing.T) {
	l := keptLeague(t)
	fixtures, err := l.Fixtures(1)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range fixtures {
		h := &markup.HTML{}
		writeCard(h, l, f, en)
		got := h.String()
		for _, w := range []string{`data-testid="match-card"`, `data-testid="share-qr"`, `data-testid="share-link"`, `data-act="copy-card" data-id="` + itoa(f.Ref.Pair) + `"`} {
			if !strings.Contains(got, w) {
				t.Errorf("pair %d's card lacks %s", f.Ref.Pair, w)
			}
		}
		link := cardLink(l, 1, f.Ref.Pair)
		u, err := url.Parse(link)
		if err != nil || !strings.HasPrefix(u.Fragment, "match=") {
			t.Fatalf("cardLink(week 2, pair %d) = %q, want a #match= link", f.Ref.Pair, link)
		}
		c, err := domain.DecodeCard(strings.TrimPrefix(u.Fragment, "match="))
		want, _ := l.Card(1, f.Ref.Pair)
		if err != nil || c.Ref != want.Ref || c.Lane != want.Lane || c.Teams[0].Name != want.Teams[0].Name {
			t.Errorf("the link of pair %d reads %+v, %v; want %+v", f.Ref.Pair, c, err, want)
		}
	}
	// A bowler with no average for the week: a new league with no entering averages.
	f := typedForm("Friday", []string{"A Team", "B Team"}, [][][2]string{{{"AAA", ""}}, {{"BBB", ""}}})
	nl, ok := f.newLeague(en)
	if !ok {
		t.Fatal("the league is refused")
	}
	fx, _ := nl.Fixtures(0)
	h := &markup.HTML{}
	writeCard(h, nl, fx[0], en)
	if got := h.String(); !strings.Contains(got, en.Season.NoCard) || strings.Contains(got, "share-qr") {
		t.Errorf("a card with no average writes %s, want the hint %q and no code", got, en.Season.NoCard)
	}
}

// TestFilingChoosesCardWeek: a sheet set up from week 2's card of pair 1 is offered for
// filing under that week and pair, whatever the week shown, and keeps there.
func TestFilingChoosesCardWeek(t *testing.T) {
	l := keptLeague(t)
	c, err := l.Card(1, 1)
	if err != nil {
		t.Fatal(err)
	}
	m, err := c.Match()
	if err != nil {
		t.Fatal(err)
	}
	fixtures, _ := l.Fixtures(1)
	recs := bowl(t, l, fixtures[1], "CCC")
	for i := range recs { // the same games, as the card's match bowled them
		g, _ := recs[i].Game()
		if recs[i], err = m.Record(i+1, g, recs[i].Played()); err != nil {
			t.Fatal(err)
		}
	}
	if got := fixtureOf(recs); got != c.Ref {
		t.Fatalf("fixtureOf(the card's games) = %+v, want %+v", got, c.Ref)
	}
	f := filing{records: recs}
	f.choose(l, 0)
	if f.week != 1 || f.pair != 1 {
		t.Errorf("choose = week %d pair %d, want week 1 pair 1 (the card's)", f.week, f.pair)
	}
	if ref, added, err := l.KeepSheet(recs); err != nil || !added || ref != c.Ref {
		t.Errorf("KeepSheet = %+v, %v, %v; want %+v, true", ref, added, err, c.Ref)
	}
	// The sheet's Keep tapped while its league is still being read: filed once it is shown.
	s := &Screen{chosen: c.Ref.League, filing: filing{records: recs, key: recs[0].Series().ID}}
	s.KeepSheet(app.Context{}, recs)
	if !s.filing.waiting {
		t.Error("Keep before the sheet's league was read: not waiting for it")
	}
}
