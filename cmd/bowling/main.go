// Command bowling keeps score of a ten-pin game in a terminal, on the classic text board.
//
// Usage:
//
//	bowling            # asks for the players, then each ball, printing the board after each
//	bowling < game.txt # the same answers, one per line, from a file
//
// It asks how many people play, each one's name (3 letters A-Z), then whose turn it is and how
// many pins fell, and prints the board after every accepted ball. A refused answer prints a
// line starting with "error: " and the same question again. After the last ball it prints the
// board once more and each player's score. When standard input is not a terminal, each answer
// is echoed after its question, so the output reads like the session typed by a person.
//
// Exit status: 0 after a finished game, 1 when input ends (or fails) before the game is over.
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	// A terminal echoes what is typed; a file or pipe does not, so echo it ourselves.
	echo := true
	if fi, err := os.Stdin.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
		echo = false
	}
	out := bufio.NewWriter(os.Stdout)
	err := run(os.Stdin, out, echo)
	out.Flush()
	if err != nil {
		fmt.Fprintln(os.Stderr, "bowling:", err)
		os.Exit(1)
	}
}
