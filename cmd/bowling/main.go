// Command bowling keeps score of a ten-pin game in a terminal, on the classic text board of
// rules.md ("The console board").
//
// Usage:
//
//	bowling                   # type the answers: how many people, their names, then every ball
//	bowling < game.txt        # the same answers, one per line, from a file or a pipe
//	bowling -format 9pin,369  # a game in a format (formats.md) rather than the standard game
//
// The -format flag takes a format's text form (domain.ParseFormat): standard (the default),
// 9pin, 8pin or 7pin for no-tap (that many pins with the first ball at a full rack are a
// strike), 369 for 3-6-9 (frames 3, 6 and 9 are strikes nobody bowls), or a no-tap and 369
// joined by a comma, 9pin,369. The session is the same in every format: a strike the format
// gives is never asked for, and the board shows it as X. A bad value, or an argument that is
// no flag, prints the usage on standard error and exits with status 2.
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
// cannot be read) before the game is over; 2 for a bad flag.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"tenpin/domain"
)

func main() {
	// Read the flags; a bad one has printed the usage.
	format, err := parseArgs(os.Args[1:], os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		os.Exit(0)
	} else if err != nil {
		os.Exit(2)
	}

	// Play one game: questions and boards on standard output, answers from standard input.
	err = runIn(format, os.Stdin, os.Stdout)

	// Input that stops before the last ball is a failure that scripts must be able to see.
	if err != nil {
		fmt.Fprintln(os.Stderr, "bowling:", err)
		os.Exit(1)
	}
}

// parseArgs reads the command line's flags (args without the command's name): the game's
// format. It refuses a bad value or an argument that is no flag, printing why and the usage
// on stderr; for -h it prints the usage and returns flag.ErrHelp.
func parseArgs(args []string, stderr io.Writer) (domain.Format, error) {
	var format domain.Format
	fs := flag.NewFlagSet("bowling", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.TextVar(&format, "format", domain.Format{},
		"the game's `format`: standard, 9pin, 8pin or 7pin (no-tap), 369 (3-6-9), or a no-tap and 369 joined by a comma (9pin,369)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: bowling [-format standard|9pin|8pin|7pin|369|9pin,369] < answers")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return domain.Format{}, err
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "unexpected argument %q: the answers come from standard input\n", fs.Arg(0))
		fs.Usage()
		return domain.Format{}, errors.New("unexpected argument")
	}
	return format, nil
}
