package app

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"tenpin/app/browser"
	"tenpin/app/series"
	"tenpin/domain"
)

// nightBoard is a Scoreboard on a map store with the league settings given, whose setup
// holds names, started: the first game of a series is on the lanes.
func nightBoard(t *testing.T, games string, order domain.Order, names ...string) (*Scoreboard, memoryStore) {
	t.Helper()
	s := memoryStore{}
	c := newScoreboard(nil)
	c.restore(s)
	c.night.restore(gameOf(c))
	c.night.league.Games, c.night.league.Order = games, order
	typeNames(c, names...)
	if !c.start() {
		t.Fatalf("start with %q, %s games refused", names, games)
	}
	return c, s
}

// finish throws pins until the game on the lanes is over.
func finish(t *testing.T, c *Scoreboard, pins int) {
	t.Helper()
	for !gameOf(c).Over() {
		roll(c, min(pins, gameOf(c).PinsStanding()))
		if c.play.Alert() != nil {
			t.Fatal(c.play.Alert().In(c.Messages()))
		}
	}
}

func TestSeriesGamesAndRecords(t *testing.T) {
	c, s := nightBoard(t, "3", domain.RotateOrder, "pjs", "kyj", "abc")
	finish(t, c, 4)
	st := c.night.series
	if len(st.Records) != 1 || st.Records[0].Series() != (domain.SeriesRef{ID: st.Series.ID, Game: 1, Of: 3}) {
		t.Fatalf("after game 1 the series holds %+v", st.Records)
	}
	if !slices.Equal(st.Unstored, []string{st.Records[0].ID()}) {
		t.Errorf("unstored = %q, want the record (history is not mounted)", st.Unstored)
	}
	var saved series.State
	value, _, _ := browser.Unwrap(s[seriesKey])
	if err := json.Unmarshal(value, &saved); err != nil || len(saved.Records) != 1 || saved.Game != 1 {
		t.Errorf("saved series = %+v, %v", saved, err)
	}
	if !strings.Contains(s[leagueKey], `"games":3`) || !strings.Contains(s[leagueKey], `"order":"rotate"`) {
		t.Errorf("league settings saved as %s", s[leagueKey])
	}
	c.night.nextGame()
	if got := gameOf(c).Names(); !slices.Equal(got, []string{"KYJ", "ABC", "PJS"}) {
		t.Errorf("game 2 bowled by %q, want the order rotated", got)
	}
	c.night.nextGame() // refused: game 2 is not over
	if st.Game != 2 {
		t.Errorf("Next game before the end of the game moved to game %d", st.Game)
	}
	finish(t, c, 9)
	c.night.nextGame()
	finish(t, c, 10)
	if len(st.Records) != 3 || st.Game != 3 {
		t.Fatalf("after 3 games: game %d, %d records", st.Game, len(st.Records))
	}
	c.night.nextGame() // the series is over
	if st.Game != 3 {
		t.Error("Next game went past the end of the series")
	}
	sh, err := domain.SheetOf(st.Records)
	if err != nil || !sh.Complete || !slices.Equal(sh.Winners, []string{"PJS", "KYJ", "ABC"}) {
		t.Errorf("sheet = %+v, %v", sh, err)
	}
	c.night.rematch()
	if c.night.series.Series.ID == st.Series.ID || c.night.series.Game != 1 || len(c.night.series.Records) != 0 {
		t.Errorf("a rematch kept the series: %+v", c.night.series)
	}
}

// TestChangedAfterTheEnd undoes the last ball of a finished game and throws another: the
// game's record keeps its ID and date, with the new balls.
func TestChangedAfterTheEnd(t *testing.T) {
	c, _ := nightBoard(t, "1", domain.KeepOrder, "pjs")
	finish(t, c, 3)
	first := c.night.series.Records[0]
	c.play.Undo()
	roll(c, 0)
	if !gameOf(c).Over() {
		t.Fatal("the game is not over again")
	}
	recs := c.night.series.Records
	if len(recs) != 1 || recs[0].ID() != first.ID() || !recs[0].Played().Equal(first.Played()) {
		t.Fatalf("records = %+v, want one with the ID of %s", recs, first.ID())
	}
	if recs[0].Scores()[0] != first.Scores()[0]-3 {
		t.Errorf("score %d, want %d", recs[0].Scores()[0], first.Scores()[0]-3)
	}
}

func TestRestoreSeries(t *testing.T) {
	c, s := nightBoard(t, "2", domain.KeepOrder, "pjs", "kyj")
	finish(t, c, 5)
	c.night.nextGame()
	roll(c, 7)
	id := c.night.series.Series.ID

	again := newScoreboard(nil)
	again.restore(s)
	again.night.restore(gameOf(again))
	if st := again.night.series; st == nil || st.Series.ID != id || st.Game != 2 || len(st.Records) != 1 {
		t.Fatalf("restored series = %+v", st)
	}
	if again.night.league.Games != "2" {
		t.Errorf("restored league games = %q, want 2", again.night.league.Games)
	}

	// A series that does not fit the saved game is dropped: the game gets a series of its own.
	g, _ := domain.NewGame("ABC")
	data, _ := json.Marshal(g)
	s[saveKey] = string(data)
	other := newScoreboard(nil)
	other.restore(s)
	other.night.restore(gameOf(other))
	if st := other.night.series; st == nil || st.Series.ID == id || st.Series.Games != 1 || !slices.Equal(st.Series.Names, []string{"ABC"}) {
		t.Errorf("a game with a series of another lineup got %+v", st)
	}
}

// seriesRecords makes the records of a series of games for names, each game a run of the
// same count, played on day.
func seriesRecords(t testing.TB, day int, pins []int, names ...string) []domain.Record {
	t.Helper()
	s, err := domain.NewSeries(len(pins), domain.KeepOrder, names...)
	if err != nil {
		t.Fatal(err)
	}
	var out []domain.Record
	for n, p := range pins {
		g, err := s.Start(n + 1)
		if err != nil {
			t.Fatal(err)
		}
		for !g.Over() {
			if err := g.Roll(min(p, g.PinsStanding())); err != nil {
				t.Fatal(err)
			}
		}
		played := time.Date(2026, 3, 1, 19, 0, 0, 0, time.UTC).AddDate(0, 0, day).Add(time.Duration(n) * 20 * time.Minute)
		r, err := s.Record(n+1, g, played)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}
