package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"tenpin/domain"
)

// errEndOfInput ends a session whose input stops before the game is over.
var errEndOfInput = errors.New("input ended before the game was over")

// errTooLong refuses an answer longer than maxAnswer.
var errTooLong = errors.New("that answer is far too long")

// maxAnswer is the longest answer kept, in bytes. A real answer is a few characters; the bound
// keeps a runaway line (a binary file piped in by mistake) from filling memory.
const maxAnswer = 1024

// session is one game on the terminal: questions and boards to out, answers from in.
type session struct {
	in     *bufio.Reader
	out    *bufio.Writer
	echo   bool          // write each answer after its question, because no terminal shows it
	format domain.Format // the game's rules beyond the standard game's
}

// run plays one game of the standard game, asking on out and reading the answers from in. It
// returns errEndOfInput when in ends before the game is over.
func run(in io.Reader, out io.Writer) error { return runIn(domain.Format{}, in, out) }

// runIn plays one game in the format f, as run does.
func runIn(f domain.Format, in io.Reader, out io.Writer) error {
	s := &session{in: bufio.NewReader(in), out: bufio.NewWriter(out), echo: !isTerminal(in), format: f}
	err := s.play()
	if ferr := s.out.Flush(); err == nil && ferr != nil {
		err = fmt.Errorf("writing output: %w", ferr)
	}
	return err
}

// isTerminal reports whether r is a terminal, which shows what the person types by itself.
func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// play asks for the players, then for every ball until the game is over, then gives the scores.
func (s *session) play() error {
	n, err := ask(s, "How many people? ", func(answer string) (int, error) {
		n, err := number(answer, "number of people")
		if err != nil {
			return 0, err
		}
		return n, domain.CheckPlayerCount(n)
	})
	if err != nil {
		return err
	}
	// The names grow one by one rather than from make([]string, n): a count typed as
	// 99999999999 is allowed (the rules set no limit) and must not allocate before any name.
	var names []string
	for len(names) < n {
		name, err := ask(s, fmt.Sprintf("Name of player %d (3 english letters): ", len(names)+1), domain.ParseName)
		if err != nil {
			return err
		}
		names = append(names, name)
	}
	g, err := domain.NewGameIn(s.format, names...)
	if err != nil {
		return err // not expected: every name, the count and the format were checked before
	}

	writeBoard(s.out, g.Cards())
	for !g.Over() {
		_, err := ask(s, g.Name(g.Current())+"'s turn : ", func(answer string) (int, error) {
			pins, err := number(answer, "number of pins")
			if err != nil {
				return 0, err
			}
			return pins, g.Roll(pins)
		})
		if err != nil {
			return err
		}
		writeBoard(s.out, g.Cards())
	}

	writeBoard(s.out, g.Cards())
	for p := range g.Players() {
		score, err := g.Score(p)
		if err != nil {
			return err // not expected: the game is over, so every score is final
		}
		fmt.Fprintf(s.out, "%s's score : %d\n", g.Name(p), score)
	}
	return nil
}

// ask asks question until accept takes the answer (trimmed of spaces), printing one line
// "error: " and why after each refusal.
func ask[T any](s *session, question string, accept func(answer string) (T, error)) (T, error) {
	var zero T
	for {
		fmt.Fprint(s.out, question)
		// The person must see the question before the program waits for the answer.
		if err := s.out.Flush(); err != nil {
			return zero, fmt.Errorf("writing output: %w", err)
		}
		line, ended, err := s.readLine()
		if err != nil && !errors.Is(err, errTooLong) {
			fmt.Fprintln(s.out) // end the unanswered question's line
			if errors.Is(err, io.EOF) {
				return zero, errEndOfInput
			}
			return zero, fmt.Errorf("reading input: %w", err)
		}
		switch {
		case s.echo:
			fmt.Fprintln(s.out, line)
		case !ended:
			// A terminal moved to a new line only if Enter was pressed (not for Ctrl-D).
			fmt.Fprintln(s.out)
		}
		if err != nil {
			fmt.Fprintf(s.out, "error: %v\n", err)
			continue
		}
		v, err := accept(strings.TrimSpace(line))
		if err == nil {
			return v, nil
		}
		fmt.Fprintf(s.out, "error: %v\n", err)
	}
}

// readLine reads the next line of input without its line ending (LF or CRLF), and whether it
// had one: a last line without a newline still counts, and io.EOF means no input is left. A
// line longer than maxAnswer is read to its end, cut, and reported with errTooLong.
func (s *session) readLine() (line string, ended bool, err error) {
	var kept []byte
	read := 0
	for {
		chunk, err := s.in.ReadSlice('\n')
		read += len(chunk)
		if room := maxAnswer + len("\r\n") - len(kept); room > 0 {
			kept = append(kept, chunk[:min(room, len(chunk))]...)
		}
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			continue // the line goes on beyond the reader's buffer
		case errors.Is(err, io.EOF) && read > 0:
			// the last line, without a newline
		case err != nil:
			return "", false, err
		default:
			ended = true
		}
		break
	}
	line = string(kept)
	if read == len(kept) {
		line = strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r")
	}
	if read > len(kept) || len(line) > maxAnswer {
		return line[:maxAnswer], ended, errTooLong
	}
	return line, ended, nil
}

// number reads an answer that must be a whole number; what names the number for the messages.
// Whether the number makes sense in the game is for the domain to say.
func number(answer, what string) (int, error) {
	n, err := strconv.Atoi(answer)
	switch {
	case err == nil:
		return n, nil
	case answer == "":
		return 0, fmt.Errorf("nothing was entered: please type the %s", what)
	case errors.Is(err, strconv.ErrRange):
		return 0, fmt.Errorf("%s has too many digits for a %s", answer, what)
	}
	return 0, fmt.Errorf("%q is not a %s: please type a whole number", answer, what)
}
