//go:build browser

// The games the browser tests play, made by the domain: every ball is one the domain allows,
// chosen with a fixed seed, so that a failure replays.
package main

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"tenpin/domain"
)

// names are the players of the tests, typed as a bowler might (the app shows them upper case).
var names = []string{"pjs", "KYJ", "abc", "Def", "GHI", "jkl", "MNO", "PQR"}

// randomGame returns the balls of a complete game for n players, chosen with a fixed seed
// among the counts the domain allows, with plenty of strikes and spares.
func randomGame(n int, seed uint64) []int {
	g, _ := domain.NewGame(names[:n]...)
	r := rand.New(rand.NewPCG(seed, seed))
	var balls []int
	for !g.Over() {
		standing := g.PinsStanding()
		pins := r.IntN(standing + 1)
		switch r.IntN(5) {
		case 0:
			pins = standing // a strike or a spare
		case 1:
			pins = 0
		}
		g.Roll(pins)
		balls = append(balls, pins)
	}
	return balls
}

// ballsUntil returns the first k balls of a game for n players.
func ballsUntil(n int, seed uint64, k int) []int {
	return randomGame(n, seed)[:k]
}

// rest returns balls, chosen with a fixed seed, that finish the game g.
func rest(t testing.TB, g *domain.Game, seed uint64) []int {
	t.Helper()
	data, _ := json.Marshal(g)
	sim, err := domain.Restore(data)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, seed))
	var balls []int
	for !sim.Over() {
		pins := r.IntN(sim.PinsStanding() + 1)
		sim.Roll(pins)
		balls = append(balls, pins)
	}
	return balls
}

// midGame returns a game for n players with k balls thrown.
func midGame(t testing.TB, n int, seed uint64, k int) *domain.Game {
	t.Helper()
	players := make([]string, n)
	for i := range players {
		players[i] = string(rune('A'+i%26)) + string(rune('A'+(i/26)%26)) + string(rune('A'+(i*7)%26))
	}
	copy(players, []string{"PJS", "KYJ", "ANA", "BOB"})
	g, err := domain.NewGame(players...)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, seed))
	for range k {
		standing := g.PinsStanding()
		pins := r.IntN(standing + 1)
		if r.IntN(4) == 0 {
			pins = standing
		}
		g.Roll(pins)
	}
	return g
}
