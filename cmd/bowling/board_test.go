package main

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"tenpin/domain"
)

// game starts a game for names and throws balls, failing the test on any refusal.
func game(t testing.TB, names []string, balls ...int) *domain.Game {
	t.Helper()
	g, err := domain.NewGame(names...)
	if err != nil {
		t.Fatal(err)
	}
	for i, pins := range balls {
		if err := g.Roll(pins); err != nil {
			t.Fatalf("ball %d: Roll(%d) = %v", i+1, pins, err)
		}
	}
	return g
}

func TestCell(t *testing.T) {
	tests := []struct{ text, want string }{
		{"", "      "},
		{"01", "  01  "},
		{"X", "  X   "},
		{"-", "  -   "},
		{"8|/", "  8|/ "},
		{"-|/", "  -|/ "},
		{"9|-", "  9|- "},
		{"7", "  7   "},
		{"20", "  20  "},
		{"300", "  300 "},
		{"X|X|X", " X|X|X"},
		{"-|/|X", " -|/|X"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			if got := cell(tt.text); got != tt.want || len(got) != 6 {
				t.Errorf("cell(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

// TestBoardMatchesRules checks the board against the example in rules.md, character by
// character (the example cuts frames 03..10, which are empty here).
func TestBoardMatchesRules(t *testing.T) {
	g := game(t, []string{"pjs", "kyj"}, 10, 8, 2, 8, 2, 10)
	var b strings.Builder
	writeBoard(&b, g.Cards())
	want := "" +
		"| NAME |  01  |  02  |  03  |  04  |  05  |  06  |  07  |  08  |  09  |  10  |\n" +
		"|  PJS |  X   |  8|/ |      |      |      |      |      |      |      |      |\n" +
		"|      |  20  |      |      |      |      |      |      |      |      |      |\n" +
		"|  KYJ |  8|/ |  X   |      |      |      |      |      |      |      |      |\n" +
		"|      |  20  |      |      |      |      |      |      |      |      |      |\n"
	if got := b.String(); got != want {
		t.Errorf("writeBoard after PJS X, 8/ and KYJ 8/, X =\n%s\nwant\n%s", got, want)
	}
}

// TestBoardAligned checks that every line of the board, for any number of players and at any
// point of the game, has its bars in the header's columns.
func TestBoardAligned(t *testing.T) {
	for _, players := range []int{1, 5, 30} {
		t.Run(fmt.Sprint(players), func(t *testing.T) {
			names := make([]string, players)
			for i := range names {
				names[i] = string([]byte{'A' + byte(i%26), 'A' + byte(i/26), 'Z'})
			}
			g := game(t, names)
			// Strikes, spares, gutters and opens in turn, so every kind of mark and total shows.
			balls := []int{10, 0, 10, 9, 0, 7, 3, 10, 10}
			for i := 0; ; i++ {
				var b strings.Builder
				writeBoard(&b, g.Cards())
				lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
				if len(lines) != 1+2*players {
					t.Fatalf("after %d balls: %d lines, want %d", i, len(lines), 1+2*players)
				}
				for _, line := range lines[1:] {
					if !aligned(line, lines[0]) {
						t.Fatalf("after %d balls: line not aligned with the header:\n%s\n%s", i, lines[0], line)
					}
				}
				if g.Over() {
					break
				}
				if err := g.Roll(min(balls[i%len(balls)], g.PinsStanding())); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// aligned reports whether line is as long as the header and has a bar under each of its bars
// (it may have more: marks such as 8|/ hold bars of their own).
func aligned(line, header string) bool {
	if len(line) != len(header) {
		return false
	}
	for i := range header {
		if header[i] == '|' && line[i] != '|' {
			return false
		}
	}
	return true
}

// The board of rules.md: PJS threw X, then 8 and 2; KYJ 8 and 2, then X. The strike's total
// shows once both of its bonus balls are thrown; a spare's once its one bonus ball is.
func Example_writeBoard() {
	g, _ := domain.NewGame("PJS", "KYJ")
	for _, pins := range []int{10, 8, 2, 8, 2, 10} {
		_ = g.Roll(pins)
	}
	writeBoard(os.Stdout, g.Cards())
	// Output:
	// | NAME |  01  |  02  |  03  |  04  |  05  |  06  |  07  |  08  |  09  |  10  |
	// |  PJS |  X   |  8|/ |      |      |      |      |      |      |      |      |
	// |      |  20  |      |      |      |      |      |      |      |      |      |
	// |  KYJ |  8|/ |  X   |      |      |      |      |      |      |      |      |
	// |      |  20  |      |      |      |      |      |      |      |      |      |
}
