package app

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/domain"
)

// TestSeriesAcrossWindows: a game finished in one window puts its record into the other's
// series at once; Next game in a window that missed the other's is refused with a message,
// and the window shows what is stored.
func TestSeriesAcrossWindows(t *testing.T) {
	a, s := nightBoard(t, "2", domain.KeepOrder, "pjs", "kyj")
	b := window(s)
	finish(t, a, 4)
	b.autosave.follow() // what the storage events of the game and the series do (onStorage)
	b.night.onStorage(seriesKey)
	if got := len(b.night.series.Records); got != 1 {
		t.Fatalf("B's series holds %d records after A's game 1, want 1", got)
	}

	tests := []struct {
		name  string
		other func() // what A does that B misses
		alert string
	}{
		{"the next game started and bowled", func() { a.night.nextGame(); roll(a, 7) }, English.ChangedElsewhere},
		{"the series changed alone", func() {
			a.night.series.Unstored = nil
			a.night.saveSeries()
		}, English.SeriesChangedElsewhere},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b.autosave.follow()
			b.night.followSeries()
			b.play.AlertWith(nil)
			tt.other()
			game := b.night.series.Game
			b.night.nextGame()
			if b.play.Alert().In(b.Messages()) != tt.alert {
				t.Errorf("B's Next game: alert %q, want %q", b.play.Alert().In(b.Messages()), tt.alert)
			}
			if shows(b) != shows(a) || b.night.series.Game != a.night.series.Game {
				t.Errorf("B shows game %d %s, want game %d %s", b.night.series.Game, shows(b), a.night.series.Game, shows(a))
			}
			if a.night.series.Game == game && b.night.series.Game != game {
				t.Errorf("B moved to game %d", b.night.series.Game)
			}
		})
	}
}

// TestLeagueAcrossWindows: settings saved in one window show in the other at once; a window
// that missed them cannot start a series with its older ones: Start is refused with a
// message, the form shows the stored settings, and Start then works.
func TestLeagueAcrossWindows(t *testing.T) {
	s := memoryStore{}
	a, b, c := window(s), window(s), window(s)
	a.night.league.Games = "5"
	typeNames(a, "PJS")
	if !a.start() {
		t.Fatal("A's start refused")
	}
	c.night.onStorage(leagueKey)
	field := tagsWith(app.HTMLString(c.renderSetup(English)), "input", `data-testid="series-games"`)
	if c.night.league.Games != "5" || len(field) != 1 || !strings.Contains(field[0], `value="5"`) {
		t.Errorf("C's settings hold %q games, its field is %q; want 5", c.night.league.Games, field)
	}

	b.night.league.Games = "3"
	typeNames(b, "KYJ")
	if b.start() {
		t.Fatal("B started a series with settings older than A's")
	}
	if b.play.Alert().In(b.Messages()) != English.LeagueChangedElsewhere || b.night.league.Games != "5" || playingOf(b) {
		t.Errorf("B after its refused start: alert %q, games %q, playing %v", b.play.Alert().In(b.Messages()), b.night.league.Games, playingOf(b))
	}
	if !b.start() || b.night.series.Series.Games != 5 || b.play.Alert() != nil {
		t.Errorf("B's second start: alert %q", b.play.Alert().In(b.Messages()))
	}
}

// TestHistoryRevision: a change to history raises the revision that other windows follow; a
// window with no history loaded does not read it (it reads history when it needs it).
func TestHistoryRevision(t *testing.T) {
	s := memoryStore{}
	a, b := window(s), window(s)
	a.night.historyChanged()
	a.night.historyChanged()
	_, rev, err := browser.Unwrap(s[historyRevKey])
	if err != nil || rev != 2 {
		t.Fatalf("history revision %d (%v) after two changes, want 2", rev, err)
	}
	if _, changed := readShared(b.night.shared.history); !changed {
		t.Error("B does not see A's change of history")
	}
	if _, changed := readShared(b.night.shared.history); changed {
		t.Error("B sees the same change twice")
	}
}

// TestSeriesSavedOnceStorageIsBack: a series the browser refused to store (started while
// storage was full) is stored with the game's first save once storage is back, so that
// another window follows the game with its series.
func TestSeriesSavedOnceStorageIsBack(t *testing.T) {
	s := &faultyStore{memoryStore: memoryStore{}}
	a := window(s)
	s.noWrite = true
	a.night.league.Games = "2"
	typeNames(a, "PJS")
	if !a.start() {
		t.Fatal("start refused")
	}
	roll(a, 3)
	s.noWrite = false
	a.autosave.retrySave()
	b := window(s)
	if st := b.night.series; st == nil || st.Series.ID != a.night.series.Series.ID || st.Series.Games != 2 {
		t.Errorf("B's series = %+v, want A's 2-game series %s", st, a.night.series.Series.ID)
	}
}

// TestNewSeriesKeepsUnstoredGames: a game history has not stored yet (the browser refused it,
// or the tab closed first) is still stored after a new series starts (Rematch, Start): the
// new series carries it, in storage too, until history confirms it.
func TestNewSeriesKeepsUnstoredGames(t *testing.T) {
	for _, next := range []struct {
		name  string
		start func(c *Scoreboard)
	}{
		{"rematch", func(c *Scoreboard) { c.night.rematch() }},
		{"start", func(c *Scoreboard) { c.newGame(); c.start() }},
	} {
		t.Run(next.name, func(t *testing.T) {
			c, s := nightBoard(t, "1", domain.KeepOrder, "pjs")
			finish(t, c, 10) // history is not mounted: the record stays unstored
			rec := c.night.series.Records[0]
			old := c.night.series.Series.ID
			next.start(c)
			if c.night.series.Series.ID == old {
				t.Fatal("no new series")
			}
			again := window(s) // what a reload finds
			got := again.night.series.ToStore()
			if len(got) != 1 || !got[0].Equal(rec) {
				t.Errorf("after a new series the unstored records are %d, want the last game of the old one", len(got))
			}
		})
	}
}
