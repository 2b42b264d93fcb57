package series

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// played bowls game n of s, every ball a count of pins, and returns its record.
func played(t *testing.T, s domain.Series, n, pins int) domain.Record {
	t.Helper()
	g, err := s.Start(n)
	if err != nil {
		t.Fatal(err)
	}
	for !g.Over() {
		if err := g.Throw(domain.Count(min(pins, g.Turn().Standing))); err != nil {
			t.Fatal(err)
		}
	}
	rec, err := s.Record(n, g, time.Date(2026, 11, 30, 19, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

func plan(t *testing.T, games int, names ...string) domain.Series {
	t.Helper()
	s, err := domain.NewSeries(games, domain.KeepOrder, names...)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestRecords checks the bookkeeping of a series' finished games: a record replaces an older
// version of its game, the records stay in game order, the ones history has yet to store are
// handed on (earlier series' too) until history confirms them, and deleted ones are forgotten.
func TestRecords(t *testing.T) {
	p := plan(t, 3, "PJS", "KYJ")
	older := played(t, plan(t, 1, "ABC"), 1, 5)
	s := &State{Series: p, Game: 2, Earlier: []domain.Record{older}}
	g2, g1 := played(t, p, 2, 4), played(t, p, 1, 3)
	s.SetRecord(g2, true)
	s.SetRecord(g1, true)
	if len(s.Records) != 2 || s.Records[0].Series().Game != 1 || s.Records[1].Series().Game != 2 {
		t.Fatalf("records out of game order: %v", s.Records)
	}
	if rec, ok := s.Record(2); !ok || rec.ID() != g2.ID() {
		t.Errorf("Record(2) = %v, %v", rec.ID(), ok)
	}
	if _, ok := s.Record(3); ok {
		t.Error("game 3 has a record before it is bowled")
	}
	if got := len(s.ToStore()); got != 3 {
		t.Errorf("to store: %d records, want 3 (two of this series, one earlier)", got)
	}
	s.Stored([]domain.Record{older, g1})
	if got := s.ToStore(); len(got) != 1 || got[0].ID() != g2.ID() {
		t.Errorf("after history stored game 1 and the earlier game, to store: %v", got)
	}
	s.Forget([]string{g2.ID()})
	if len(s.Records) != 1 || len(s.ToStore()) != 0 {
		t.Errorf("after deleting game 2: %d records, %d to store", len(s.Records), len(s.ToStore()))
	}
	var none *State
	none.Forget([]string{g1.ID()}) // no series: nothing to forget, no panic
	if none.HasNext() || none.Holds(g1) {
		t.Error("no series has a next game or holds a game")
	}
	if !s.HasNext() || !s.Holds(g2) || s.Holds(g1) {
		t.Errorf("game 2 of 3: next %v, holds game 2 %v, holds game 1 %v", s.HasNext(), s.Holds(g2), s.Holds(g1))
	}
}

// TestRead checks what a saved series must be to be read back: well-formed, a plan that holds
// together, and the match it names the one it is bowled as.
func TestRead(t *testing.T) {
	p := plan(t, 3, "PJS", "KYJ")
	good, _ := json.Marshal(State{Series: p, Game: 1})
	if s, err := Read(good); err != nil || s.Series.ID != p.ID {
		t.Fatalf("Read(a good save) = %v, %v", s, err)
	}
	bad := p
	bad.Games = 0
	noGames, _ := json.Marshal(State{Series: bad, Game: 1})
	otherMatch := &domain.Match{ID: "not-this-series", Games: 3}
	wrongMatch, _ := json.Marshal(State{Series: p, Game: 1, Match: otherMatch})
	for name, value := range map[string][]byte{
		"not JSON":    []byte(`{"series":`),
		"no games":    noGames,
		"other match": wrongMatch,
	} {
		if _, err := Read(value); err == nil {
			t.Errorf("Read(%s) took it", name)
		}
	}
}

// TestPlays checks that a restored game belongs to the series only with the series' lineup
// and format, and that a game without a series gets a one-game series of its own.
func TestPlays(t *testing.T) {
	p := plan(t, 2, "PJS", "KYJ")
	s := &State{Series: p, Game: 1}
	g, _ := p.Start(1)
	if !s.Plays(g) {
		t.Error("the series' own first game does not fit it")
	}
	other, _ := domain.NewGame("PJS", "ABC")
	if s.Plays(other) {
		t.Error("a game of other bowlers fits the series")
	}
	noTap, _ := domain.NewGameIn(domain.Format{NoTap: 9}, "PJS", "KYJ")
	if s.Plays(noTap) {
		t.Error("a game in another format fits the series")
	}
	one := For(noTap)
	if one == nil || one.Series.Games != 1 || one.Series.Format != noTap.Format() || !one.Plays(noTap) {
		t.Errorf("For(a 9-pin no-tap game) = %+v", one)
	}
	twice, _ := domain.NewGame("PJS", "PJS")
	if For(twice) != nil {
		t.Error("a game with a bowler named twice got a series")
	}
	again, m := s.Again()
	if again.ID == p.ID || again.Games != p.Games || m != nil {
		t.Errorf("Again() = %+v, %v: want the same plan under a new ID", again, m)
	}
}

// TestTable checks the sheet's hooks: each bowler's scratch series under their place in the
// first game's order, and the result once every game is in.
func TestTable(t *testing.T) {
	p := plan(t, 2, "PJS", "KYJ")
	recs := []domain.Record{played(t, p, 1, 4), played(t, p, 2, 3)}
	sh, err := domain.SheetOf(recs)
	if err != nil {
		t.Fatal(err)
	}
	m := &i18n.English
	html := app.HTMLString(Table(sh, p.Names, false, m))
	for _, want := range []string{
		`data-testid="series"`,
		`data-testid="series-total" data-player="0">140<`,
		`data-testid="series-total" data-player="1">140<`,
		`data-testid="series-result"`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the sheet lacks %s:\n%s", want, html)
		}
	}
	half, _ := domain.SheetOf(recs[:1])
	if html := app.HTMLString(Table(half, p.Names, false, m)); strings.Contains(html, "series-result") || !strings.Contains(html, m.SeriesProgress.Say(1, 2)) {
		t.Errorf("a sheet with a game to go: %s", html)
	}
}
