//go:build browser

package main

// The soak: random games in series of 1 to 3 (Next game, rematch, new players),
// played through the page driver on the count pad or the pin deck, with fouls and corrections
// of any player's earlier ball, every ball and correction checked against the domain, while
// the test reloads, undoes, plays on in a second window of the same profile, stops and starts
// the server (the app goes on from its service worker), and has the browser refuse storage
// for a while. At the end every game finished must be in history (IndexedDB). It prints what
// it did and what it lost, which must be nothing.
//
// SOAK_GAMES sets the number of games (default 2, the short run of make test; make soak runs
// 100) and SOAK_SEED the seed, so that a failure replays.

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// soakFigures is what the soak did and what it lost.
type soakFigures struct {
	games, balls, undos, reloads, windowSwitches, serverRestarts, storageFaults int
	offlineReloads, faultBalls                                                  int // reloads with the server stopped, balls while storage was refused
	deckBalls, fouls, modeSwitches, corrections, refusedCorrections, nextGames  int
	kept                                                                        int // games in history at the end
	lost                                                                        int // accepted balls and corrections missing from the save
}

func (f soakFigures) String() string {
	return fmt.Sprintf("games %d (%d by Next game), balls %d (%d on the pin deck, %d fouls, %d entry-mode switches), undos %d, "+
		"corrections %d (%d refused), reloads %d (%d with the server stopped), window switches %d, server restarts %d, "+
		"storage faults %d (%d balls meanwhile); games in history %d; lost %d",
		f.games, f.nextGames, f.balls, f.deckBalls, f.fouls, f.modeSwitches, f.undos, f.corrections, f.refusedCorrections,
		f.reloads, f.offlineReloads, f.windowSwitches, f.serverRestarts, f.storageFaults, f.faultBalls, f.kept, f.lost)
}

// envInt reads a positive number from the environment, or def.
func envInt(t *testing.T, name string, def int) int {
	t.Helper()
	s := os.Getenv(name)
	if s == "" {
		return def
	}
	n, err := strconv.Atoi(s)
	if err != nil || n <= 0 {
		t.Fatalf("%s=%q: want a positive number", name, s)
	}
	return n
}

// soak is one soak run: two windows of one browser profile on one server.
type soak struct {
	t       *testing.T
	r       *rand.Rand
	base    string
	stop    func()        // stops the server; nil while it is stopped
	win     [2]*tab       // the two windows
	cur     int           // the window in use
	series  domain.Series // the series being bowled (its ID is the page's own)
	game    int           // the number of the game on the lanes in the series
	g       *domain.Game  // the domain's game, with the balls and corrections the app accepted
	saves   []string      // g's save after each accepted change, from the empty game: what a save may lose
	players []string
	fig     soakFigures
}

func TestSoak(t *testing.T) {
	games := envInt(t, "SOAK_GAMES", 2)
	seed := envInt(t, "SOAK_SEED", 1)
	s := &soak{t: t, r: rand.New(rand.NewPCG(uint64(seed), 14))}
	s.base, s.stop = startServer(t)
	for i := range s.win {
		if i == 0 {
			s.win[i] = newTab(t)
		} else {
			s.win[i] = s.win[0].newWindow()
		}
		s.win[i].addScript(faultHooks)
		s.win[i].viewport(1024, 768)
		s.win[i].open(s.base)
	}
	s.win[0].waitWorker()
	t.Logf("soak: %d games, SOAK_SEED=%d", games, seed)
	defer func() { t.Logf("soak: %v", s.fig) }()

	for range games {
		s.newGame()
		for !s.g.Over() {
			s.step()
		}
		s.checkSaved("at the end of the game")
		s.fig.games++
		s.checkHistory()
		if s.fig.games%10 == 0 && s.fig.games < games {
			t.Logf("soak: so far %v", s.fig) // a long run shows that it goes on
		}
	}
	if s.fig.lost > 0 {
		t.Errorf("the soak lost %d balls or corrections", s.fig.lost)
	}
}

// w is the window in use.
func (s *soak) w() *tab { return s.win[s.cur] }

// other is the window not in use.
func (s *soak) other() *tab { return s.win[1-s.cur] }

// newGame starts a game in the window in use: the next game of the series while it has one;
// else a new series of 1 to 3 games for 1 to 3 players, from the setup screen or with a
// rematch (the same players and number of games). It waits until the other window shows it.
func (s *soak) newGame() {
	w := s.w()
	n := 1 + s.r.IntN(3)
	games := 1 + s.r.IntN(3)
	next := false
	switch {
	case s.g == nil: // the first game: a fresh setup screen
		s.players = names[:n]
		w.startSeries(games, s.players...)
	case s.game < s.series.Games: // the next game of the series
		next = true
		w.click(`[data-testid="next-game"]`)
		s.fig.nextGames++
	case s.r.IntN(3) == 0: // a rematch: a new series with the same players and games
		games = s.series.Games
		w.click(`[data-testid="rematch"]`)
	default: // New game: setup with the last players' names, made into n players
		w.click(`[data-testid="new-game"]`)
		count := `document.querySelectorAll('input[data-testid="player-name"]').length`
		w.wait(count + ` === ` + strconv.Itoa(len(s.g.Names())))
		for have := len(s.g.Names()); have > n; have-- {
			w.click(`.player-fields > li:last-child [data-testid="remove-player"]`)
			w.wait(count + ` === ` + strconv.Itoa(have-1))
		}
		for have := len(s.g.Names()); have < n; have++ {
			w.click(`[data-testid="add-player"]`)
			w.wait(addedField(have))
		}
		s.players = names[s.r.IntN(len(names)-n):][:n]
		for i, p := range s.players {
			w.clearName(i)
			w.typeName(i, p)
		}
		w.setNumber("series-games", strconv.Itoa(games))
		w.wait(`!document.querySelector('[data-testid="start-game"]').disabled`)
		w.click(`[data-testid="start-game"]`)
	}
	if next {
		s.game++
	} else {
		var err error
		if s.series, err = domain.NewSeries(games, domain.KeepOrder, s.players...); err != nil {
			s.t.Fatal(err)
		}
		s.game = 1
	}
	var err error
	if s.g, err = s.series.Start(s.game); err != nil {
		s.t.Fatal(err)
	}
	s.saves = []string{s.save()}
	s.check(w, nil, "after the start of a game")
	s.check(s.other(), nil, "in the other window, after the start of a game")
}

// step does one random thing: mostly a ball, now and then an undo, a correction, a switch
// of the entry mode, a reload, a switch to the other window, a server stop or start, or a
// spell of refused storage.
func (s *soak) step() {
	switch n := s.r.IntN(100); {
	case n < 64:
		s.ball(nil)
	case n < 71 && s.g.Balls() > 0:
		s.undo()
	case n < 79 && s.g.Balls() > 0:
		s.correct()
	case n < 82:
		s.switchMode()
	case n < 87:
		s.reload()
	case n < 93:
		s.switchWindow()
	case n < 96:
		s.toggleServer()
	case n < 99:
		s.refuseStorage()
	default:
		s.ball(nil)
	}
}

// reload reloads the window in use, and checks that the save lost nothing.
func (s *soak) reload() {
	s.w().reload()
	s.fig.reloads++
	s.checkSaved("after a reload")
}

// switchWindow goes on in the other window, which must already show the game.
func (s *soak) switchWindow() {
	s.check(s.other(), nil, "in the other window, before switching to it")
	s.cur = 1 - s.cur
	s.fig.windowSwitches++
}

// toggleServer stops the server, then reloads the window in use: the app starts from its
// service worker and plays on; or it starts the server again on the same address.
func (s *soak) toggleServer() {
	if s.stop != nil {
		s.stop()
		s.stop = nil
		s.reload() // offline: the service worker serves the app
		s.fig.offlineReloads++
		return
	}
	s.restartServer()
}

func (s *soak) restartServer() {
	addr := strings.TrimSuffix(strings.TrimPrefix(s.base, "http://"), "/")
	waitPortFree(s.t, addr)
	_, s.stop = startServer(s.t, "-addr", addr)
	s.fig.serverRestarts++
}

// refuseStorage has the browser refuse storage in both windows (full, or turned off) for a
// few balls played in the window in use, under the "not saved" notice; then storage comes
// back, the window saves by itself and the other window follows. While storage is refused
// the windows cannot see each other's balls, so the soak keeps to one window meanwhile.
func (s *soak) refuseStorage() {
	fault := []string{"storage=full", "storage=off"}[s.r.IntN(2)]
	for _, w := range s.win {
		w.fault(fault)
	}
	s.fig.storageFaults++
	for k := 1 + s.r.IntN(6); k > 0 && !s.g.Over(); k-- {
		s.ball([]string{i18n.English.SaveFailed})
		s.fig.faultBalls++
	}
	for _, w := range s.win {
		w.fault("")
	}
	s.check(s.w(), nil, "once storage is back")
	s.check(s.other(), nil, "in the other window, once storage is back")
}

// checkHistory checks that every game finished is in history, once: the database holds as
// many games as were played.
func (s *soak) checkHistory() {
	s.t.Helper()
	w := s.w()
	if err := waitJS(w.ctx, fmt.Sprintf(`(%s).then((ids) => ids.length === %d)`, storedIDsJS, s.fig.games), updateTimeout); err != nil {
		s.t.Fatalf("after game %d (%d of a %d-game series) history holds %d games, want %d", s.fig.games, s.game, s.series.Games,
			len(w.storedIDs()), s.fig.games)
	}
	s.fig.kept = s.fig.games
}
