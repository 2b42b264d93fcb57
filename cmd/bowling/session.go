package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"tenpin/domain"
)

// errEndOfInput ends a session whose input stops before the game is over.
var errEndOfInput = errors.New("input ended before the game was over")

// session is one run of the terminal scoreboard: questions on out, answers from in.
type session struct {
	in   *bufio.Scanner
	out  *bufio.Writer
	echo bool
}

// run plays a whole game on the terminal: players, names, then every ball.
func run(in io.Reader, out io.Writer, echo bool) error {
	s := &session{in: bufio.NewScanner(in), out: bufio.NewWriter(out), echo: echo}
	defer s.out.Flush()

	n, err := ask(s, "How many people? ", parseCount)
	if err != nil {
		return err
	}
	names := make([]string, n)
	for i := range names {
		if names[i], err = ask(s, fmt.Sprintf("Name of player %d (3 english letters): ", i+1), domain.ParseName); err != nil {
			return err
		}
	}
	g, err := domain.NewGame(names...)
	if err != nil {
		return err // unreachable: every name was checked above
	}
	writeBoard(s.out, g.Cards())
	for !g.Over() {
		question := fmt.Sprintf("%s's turn : ", g.Name(g.Current()))
		if _, err := ask(s, question, func(answer string) (int, error) {
			pins, err := parsePins(answer)
			if err != nil {
				return 0, err
			}
			return pins, g.Roll(pins)
		}); err != nil {
			return err
		}
		writeBoard(s.out, g.Cards())
	}
	writeBoard(s.out, g.Cards())
	for p := 0; p < g.Players(); p++ {
		score, _ := g.Score(p) // the game is over, so every score is final
		fmt.Fprintf(s.out, "%s's score : %d\n", g.Name(p), score)
	}
	return nil
}

// ask asks question until accept takes the answer, printing "error: " and why for each refusal.
func ask[T any](s *session, question string, accept func(string) (T, error)) (T, error) {
	for {
		fmt.Fprint(s.out, question)
		s.out.Flush()
		if !s.in.Scan() {
			var zero T
			fmt.Fprintln(s.out)
			if err := s.in.Err(); err != nil {
				return zero, fmt.Errorf("reading input: %w", err)
			}
			return zero, errEndOfInput
		}
		answer := strings.TrimSpace(s.in.Text()) // also drops the \r of CRLF input
		if s.echo {
			fmt.Fprint(s.out, answer)
		}
		fmt.Fprintln(s.out)
		v, err := accept(answer)
		if err == nil {
			return v, nil
		}
		fmt.Fprintf(s.out, "error: %v\n", err)
	}
}

// parseCount reads a number of players.
func parseCount(answer string) (int, error) {
	n, err := strconv.Atoi(answer)
	if err != nil {
		return 0, notNumber(answer, "number of people")
	}
	return n, domain.CheckPlayerCount(n)
}

// parsePins reads a number of pins; the game decides whether it is possible.
func parsePins(answer string) (int, error) {
	n, err := strconv.Atoi(answer)
	if err != nil {
		return 0, notNumber(answer, "number of pins")
	}
	return n, nil
}

func notNumber(answer, what string) error {
	if answer == "" {
		return fmt.Errorf("nothing was entered: please type a %s", what)
	}
	return fmt.Errorf("%q is not a %s: please type a whole number", answer, what)
}
