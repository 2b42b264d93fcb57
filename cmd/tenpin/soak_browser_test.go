//go:build browser

package main

// The soak (issue 14): random games in headless Chromium, played through the page driver with
// every ball checked against the domain, while the test reloads, undoes, plays on in a second
// window of the same profile, stops and starts the server (the app goes on from its service
// worker), and has the browser refuse storage for a while. It prints what it did and what it
// lost, which must be nothing.
//
// SOAK_GAMES sets the number of games (default 2, the short run of make test; make soak runs
// 100) and SOAK_SEED the seed, so that a failure replays.

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	tenpin "tenpin/app"
	"tenpin/domain"
)

// soakFigures is what the soak did and what it lost.
type soakFigures struct {
	games, balls, undos, reloads, windowSwitches, serverRestarts, storageFaults, corrections int
	offlineReloads, faultBalls                                                               int // reloads with the server stopped, balls while storage was refused
	lost                                                                                     int // accepted balls missing from the save
}

func (f soakFigures) String() string {
	return fmt.Sprintf("games %d, balls %d, undos %d, reloads %d (%d with the server stopped), window switches %d, "+
		"server restarts %d, storage faults %d (%d balls meanwhile), corrections %d; balls lost %d",
		f.games, f.balls, f.undos, f.reloads, f.offlineReloads, f.windowSwitches, f.serverRestarts,
		f.storageFaults, f.faultBalls, f.corrections, f.lost)
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
	stop    func()       // stops the server; nil while it is stopped
	win     [2]*tab      // the two windows
	cur     int          // the window in use
	g       *domain.Game // the domain's game, with the balls the app accepted
	balls   []int        // those balls in order, for counting what a save lost
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
	}
	if s.fig.lost > 0 {
		t.Errorf("the soak lost %d balls", s.fig.lost)
	}
}

// w is the window in use.
func (s *soak) w() *tab { return s.win[s.cur] }

// other is the window not in use.
func (s *soak) other() *tab { return s.win[1-s.cur] }

// newGame starts a game of 1 to 3 players in the window in use, from the setup screen or with
// a rematch, and waits until the other window shows it too.
func (s *soak) newGame() {
	w := s.w()
	n := 1 + s.r.IntN(3)
	switch {
	case s.g == nil: // the first game: a fresh setup screen
		s.players = names[:n]
		s.g = w.startGame(s.players...)
	case s.r.IntN(3) == 0: // a rematch: the same players
		w.click(`[data-testid="rematch"]`)
		s.g, _ = domain.NewGame(s.g.Names()...)
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
			w.wait(count + ` === ` + strconv.Itoa(have+1))
		}
		s.players = names[s.r.IntN(len(names)-n):][:n]
		for i, p := range s.players {
			w.clearName(i)
			w.typeName(i, p)
		}
		w.wait(`!document.querySelector('[data-testid="start-game"]').disabled`)
		w.click(`[data-testid="start-game"]`)
		var err error
		if s.g, err = domain.NewGame(s.players...); err != nil {
			s.t.Fatal(err)
		}
	}
	s.balls = nil
	w.waitBoard(s.g, "after the start of a game")
	s.other().waitBoard(s.g, "in the other window, after the start of a game")
}

// step does one random thing: mostly a ball, now and then an undo, a reload, a switch to the
// other window, a server stop or start, or a spell of refused storage.
func (s *soak) step() {
	switch n := s.r.IntN(100); {
	case n < 72:
		s.ball(nil)
	case n < 80 && s.g.Balls() > 0:
		s.undo()
	case n < 85:
		s.reload()
	case n < 92:
		s.switchWindow()
	case n < 95:
		s.toggleServer()
	case n < 98:
		s.refuseStorage()
	default:
		// CORRECTIONS: the correction dialog (issue 11) is not on main yet. Once it is, a
		// correction goes here: click a ball's box ([data-testid="ball"]), pick a count in
		// the dialog (button[data-correct-pins="N"]), apply the same correction to s.g with
		// the domain's Correct, record it in s.balls' place, count it in s.fig.corrections,
		// and check the board in both windows as after a ball.
		s.ball(nil)
	}
}

// ball throws a random ball the domain allows in the window in use and checks the board;
// alerts are the alerts the page should show meanwhile.
func (s *soak) ball(alerts []string) {
	standing := s.g.PinsStanding()
	pins := s.r.IntN(standing + 1)
	switch s.r.IntN(5) {
	case 0:
		pins = standing
	case 1:
		pins = 0
	}
	if err := s.g.Roll(pins); err != nil {
		s.t.Fatalf("the domain refuses %d: %v", pins, err)
	}
	s.balls = append(s.balls, pins)
	s.fig.balls++
	s.w().tap(pins)
	s.checkBoard(s.w(), alerts, fmt.Sprintf("after %d pins", pins))
}

// undo takes back the last ball in the window in use.
func (s *soak) undo() {
	if err := s.g.Undo(); err != nil {
		s.t.Fatal(err)
	}
	s.balls = s.balls[:len(s.balls)-1]
	s.fig.undos++
	s.w().click(`[data-testid="undo"]`)
	s.checkBoard(s.w(), nil, "after an undo")
}

// reload reloads the window in use, and checks that the save lost nothing.
func (s *soak) reload() {
	s.w().reload()
	s.fig.reloads++
	s.checkSaved("after a reload")
}

// switchWindow goes on in the other window, which must already show the game.
func (s *soak) switchWindow() {
	s.other().waitBoard(s.g, "in the other window, before switching to it")
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
		s.ball([]string{tenpin.English.SaveFailed})
		s.fig.faultBalls++
	}
	for _, w := range s.win {
		w.fault("")
	}
	s.checkBoard(s.w(), nil, "once storage is back")
	s.other().waitBoard(s.g, "in the other window, once storage is back")
}

// checkBoard waits until w shows the domain's board with alerts (none when nil): an input
// refused as coming from an outdated window would fail it with its alert.
func (s *soak) checkBoard(w *tab, alerts []string, when string) {
	s.t.Helper()
	want := expected(s.g)
	if alerts != nil {
		want.Alerts = alerts
	}
	w.waitShows(want, when)
}

// checkSaved compares the game saved in the browser with the balls the app accepted, counts
// the balls missing from it as lost, and checks that the window in use shows the game.
func (s *soak) checkSaved(when string) {
	s.t.Helper()
	s.w().waitBoard(s.g, when)
	saved, err := domain.Restore([]byte(s.w().saved()))
	if err != nil {
		s.t.Fatalf("%s: the save does not restore: %v", when, err)
	}
	if lost := s.lostBalls(saved); lost > 0 {
		s.fig.lost += lost
		s.t.Errorf("%s: the save lacks %d of the %d balls", when, lost, len(s.balls))
	}
}

// lostBalls is the number of accepted balls, counted from the last, that saved lacks: the
// longest run of s.balls from the start that saved equals decides.
func (s *soak) lostBalls(saved *domain.Game) int {
	got, _ := json.Marshal(saved)
	for k := len(s.balls); k >= 0; k-- {
		g, _ := domain.NewGame(s.g.Names()...)
		for _, p := range s.balls[:k] {
			g.Roll(p)
		}
		if want, _ := json.Marshal(g); string(want) == string(got) {
			return len(s.balls) - k
		}
	}
	return len(s.balls)
}
