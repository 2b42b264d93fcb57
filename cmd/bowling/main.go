// Command bowling keeps score of a ten-pin game in a terminal, on the classic text board of
// rules.md ("The console board").
//
// Usage:
//
//	bowling              # type the answers: how many people, their names, then every ball
//	bowling < game.txt   # the same answers, one per line, from a file or a pipe
//
// It asks "How many people? ", then "Name of player N (3 english letters): " for each player
// (3 letters A-Z in either case, shown upper-cased), prints the board, then asks
// "NAME's turn : " for the pins of each ball and prints the whole board after every accepted
// one. After the last ball it prints the board once more and a line "NAME's score : N" per
// player, in turn order. A refused answer prints one line "error: <why>" and the same question
// again. Every rule, and the wording of every refusal about the game, comes from package domain.
//
// Questions end without a newline, because at a terminal the answer typed after them, and its
// Enter, finish the line. Nothing echoes input that comes from a file or a pipe, so then bowling
// writes each answer after its question itself (as read, without its line ending). Either way
// standard output reads like the typed session in rules.md; the golden files in testdata/ hold
// such piped sessions:
//
//	How many people? 2
//	Name of player 1 (3 english letters): PJS
//	Name of player 2 (3 english letters): KYJ
//	| NAME |  01  |  02  |  03  |  04  |  05  |  06  |  07  |  08  |  09  |  10  |
//	|  PJS |      |      |      |      |      |      |      |      |      |      |
//	...
//	PJS's turn : 10
//	| NAME |  01  |  02  |  03  |  04  |  05  |  06  |  07  |  08  |  09  |  10  |
//	...
//
// Spaces around an answer are ignored, lines may end in CRLF, and the last one needs no newline.
// When input ends before the game is over, the question left unanswered ends its line.
//
// Exit status: 0 after a finished game; 1, with a message on standard error, when input ends (or
// cannot be read) before the game is over.
package main

import (
	"fmt"
	"os"
)

func main() {
	// Play one game: questions and boards on standard output, answers from standard input.
	err := run(os.Stdin, os.Stdout)

	// Input that stops before the last ball is a failure that scripts must be able to see.
	if err != nil {
		fmt.Fprintln(os.Stderr, "bowling:", err)
		os.Exit(1)
	}
}
