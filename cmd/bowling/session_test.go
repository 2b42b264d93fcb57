package main

import (
	"bufio"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"tenpin/domain"
)

var update = flag.Bool("update", false, "rewrite testdata/*.out from the current output")

// TestGolden plays every testdata/*.in session through run and compares the whole output with
// its .out. Sessions named ends_* stop before the game is over and must end in errEndOfInput.
func TestGolden(t *testing.T) {
	ins, err := filepath.Glob("testdata/*.in")
	if err != nil || len(ins) == 0 {
		t.Fatalf("no golden sessions in testdata: %v", err)
	}
	for _, in := range ins {
		name := strings.TrimSuffix(filepath.Base(in), ".in")
		t.Run(name, func(t *testing.T) {
			input, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			var out strings.Builder
			err = run(strings.NewReader(string(input)), &out)
			if ends := strings.HasPrefix(name, "ends_"); ends && !errors.Is(err, errEndOfInput) || !ends && err != nil {
				t.Errorf("run(%s) = %v, want errEndOfInput: %v", in, err, ends)
			}
			golden := strings.TrimSuffix(in, ".in") + ".out"
			if *update {
				if err := os.WriteFile(golden, []byte(out.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%s has no golden output (go test -update writes it): %v", in, err)
			}
			if got := out.String(); got != string(want) {
				t.Errorf("run(%s) differs from %s at %s", in, golden, firstDiff(got, string(want)))
			}
		})
	}

	// An .out left behind by a renamed or deleted .in would be checked by nothing.
	outs, _ := filepath.Glob("testdata/*.out")
	for _, out := range outs {
		if _, err := os.Stat(strings.TrimSuffix(out, ".out") + ".in"); err != nil {
			t.Errorf("%s has no .in session", out)
		}
	}
}

// TestGoldenFormats plays every testdata/formats/*.in session in the format its name gives
// (an underscore for the comma: 9pin_369 is -format 9pin,369) and compares the whole output
// with its .out: the same questions as the standard game's, and a board that shows a strike
// the format gives as X.
func TestGoldenFormats(t *testing.T) {
	ins, err := filepath.Glob("testdata/formats/*.in")
	if err != nil || len(ins) == 0 {
		t.Fatalf("no golden sessions in testdata/formats: %v", err)
	}
	for _, in := range ins {
		name := strings.TrimSuffix(filepath.Base(in), ".in")
		t.Run(name, func(t *testing.T) {
			f, err := domain.ParseFormat(strings.ReplaceAll(name, "_", ","))
			if err != nil {
				t.Fatal(err)
			}
			input, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			var out strings.Builder
			if err := runIn(f, strings.NewReader(string(input)), &out); err != nil {
				t.Errorf("runIn(%v, %s) = %v", f, in, err)
			}
			golden := strings.TrimSuffix(in, ".in") + ".out"
			if *update {
				if err := os.WriteFile(golden, []byte(out.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%s has no golden output (go test -update writes it): %v", in, err)
			}
			if got := out.String(); got != string(want) {
				t.Errorf("runIn(%s) differs from %s at %s", in, golden, firstDiff(got, string(want)))
			}
		})
	}
}

// TestParseArgs checks the command line: -format in each of its forms, and a usage message
// for a bad value or an argument that is no flag.
func TestParseArgs(t *testing.T) {
	tests := []struct {
		args   []string
		want   domain.Format
		err    bool
		stderr string // a part of what is printed
	}{
		{nil, domain.Format{}, false, ""},
		{[]string{"-format", "standard"}, domain.Format{}, false, ""},
		{[]string{"-format", "9pin"}, domain.Format{NoTap: 9}, false, ""},
		{[]string{"-format=7pin"}, domain.Format{NoTap: 7}, false, ""},
		{[]string{"--format", "369"}, domain.Format{ThreeSixNine: true}, false, ""},
		{[]string{"-format", "9pin,369"}, domain.Format{NoTap: 9, ThreeSixNine: true}, false, ""},
		{[]string{"-format", "10pin"}, domain.Format{}, true, `invalid value "10pin" for flag -format: invalid format`},
		{[]string{"-format", "9pin,8pin"}, domain.Format{}, true, "usage: bowling [-format"},
		{[]string{"-format"}, domain.Format{}, true, "flag needs an argument: -format"},
		{[]string{"-fromat", "9pin"}, domain.Format{}, true, "flag provided but not defined: -fromat"},
		{[]string{"game.txt"}, domain.Format{}, true, `unexpected argument "game.txt"`},
		{[]string{"-h"}, domain.Format{}, true, "usage: bowling"},
	}
	for _, tt := range tests {
		var stderr strings.Builder
		got, err := parseArgs(tt.args, &stderr)
		if got != tt.want || (err != nil) != tt.err || !strings.Contains(stderr.String(), tt.stderr) {
			t.Errorf("parseArgs(%q) = %v, %v, printing %q; want %v, an error %v, printing %q",
				tt.args, got, err, stderr.String(), tt.want, tt.err, tt.stderr)
		}
		if tt.err && !strings.Contains(stderr.String(), "-format format") {
			t.Errorf("parseArgs(%q) printed %q, without the usage", tt.args, stderr.String())
		}
	}
}

// firstDiff tells where got and want first differ, line by line.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return "line " + strconv.Itoa(i+1) + ":\n got " + strconv.Quote(gl) + "\nwant " + strconv.Quote(wl)
		}
	}
	return "(no line differs)"
}

// TestAnswers checks how answers are read: line endings, spaces, and answers no game takes.
func TestAnswers(t *testing.T) {
	perfect := strings.Repeat("10\n", 12)
	tests := []struct {
		name, in string
		err      error    // errEndOfInput, or nil for a finished game
		want     []string // lines of the output, in this order (others may come between)
	}{
		{"CRLF", "1\r\nabc\r\n" + strings.ReplaceAll(perfect, "\n", "\r\n"), nil,
			[]string{"How many people? 1", "Name of player 1 (3 english letters): abc", "ABC's turn : 10", "ABC's score : 300"}},
		{"last line without newline", "1\nabc\n" + strings.TrimSuffix(perfect, "\n"), nil,
			[]string{"ABC's turn : 10", "ABC's score : 300"}},
		{"spaces and tabs around answers", " 1 \n\tabc  \n" + strings.ReplaceAll(perfect, "10", " 10\t"), nil,
			[]string{"How many people?  1 ", "ABC's turn :  10\t", "ABC's score : 300"}},
		{"lower-case name shown upper-cased", "1\npjs\n", errEndOfInput,
			[]string{"Name of player 1 (3 english letters): pjs", "|  PJS |      |      |      |      |      |      |      |      |      |      |"}},
		{"sign", "+1\nabc\n+7\n", errEndOfInput, []string{"ABC's turn : +7", "|  ABC |  7   |      |      |      |      |      |      |      |      |      |"}},
		{"huge player count", "99999999999\nabc\n", errEndOfInput,
			[]string{"How many people? 99999999999", "Name of player 2 (3 english letters): "}},
		{"player count beyond int", "99999999999999999999999\n", errEndOfInput,
			[]string{"error: 99999999999999999999999 has too many digits for a number of people", "How many people? "}},
		{"pins beyond int", "1\nabc\n-99999999999999999999999\n", errEndOfInput,
			[]string{"error: -99999999999999999999999 has too many digits for a number of pins", "ABC's turn : "}},
		{"not a letter", "1\n박지성\n", errEndOfInput, []string{"error: a name must be exactly 3 letters A-Z: '박' is not a letter A-Z"}},
		{"control character stays on one line", "1\nabc\n1\r2\n", errEndOfInput, []string{`error: "1\r2" is not a number of pins: please type a whole number`}},
		{"marks are not counts", "1\nabc\nX\n/\n", errEndOfInput,
			[]string{`error: "X" is not a number of pins: please type a whole number`, `error: "/" is not a number of pins: please type a whole number`}},
		{"answer far too long", "1\nabc\n" + strings.Repeat("7", 5000) + "\n3\n", errEndOfInput,
			[]string{"ABC's turn : " + strings.Repeat("7", maxAnswer), "error: that answer is far too long", "ABC's turn : 3"}},
		{"answer just long enough", "1\nabc\n" + strings.Repeat(" ", maxAnswer-1) + "3\r\n", errEndOfInput,
			[]string{"|  ABC |  3   |      |      |      |      |      |      |      |      |      |"}},
		{"empty input", "", errEndOfInput, []string{"How many people? "}},
		{"ball after the game is over is never asked for", "1\nabc\n" + perfect + "10\n", nil, []string{"ABC's score : 300"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out strings.Builder
			if err := run(strings.NewReader(tt.in), &out); !errors.Is(err, tt.err) || (err == nil) != (tt.err == nil) {
				t.Errorf("run() = %v, want %v", err, tt.err)
			}
			lines := strings.Split(out.String(), "\n")
			i := 0
			for _, want := range tt.want {
				for i < len(lines) && lines[i] != want {
					i++
				}
				if i == len(lines) {
					t.Errorf("output has no line %q (after the lines before it in the list); output:\n%s", want, tail(out.String()))
					break
				}
			}
		})
	}
}

// TestEveryEarlyEnd cuts a whole game's input after each line (and in the middle of the
// last answer): run must end in errEndOfInput, never panic, and print exactly what the whole
// session prints up to the unanswered question, then end that question's line.
func TestEveryEarlyEnd(t *testing.T) {
	input, err := os.ReadFile("testdata/two_players.in")
	if err != nil {
		t.Fatal(err)
	}
	var whole strings.Builder
	if err := run(strings.NewReader(string(input)), &whole); err != nil {
		t.Fatalf("run(two_players.in) = %v", err)
	}
	lines := strings.SplitAfter(strings.TrimSuffix(string(input), "\n"), "\n")
	for n := range lines {
		in := strings.Join(lines[:n], "")
		var out strings.Builder
		if err := run(strings.NewReader(in), &out); !errors.Is(err, errEndOfInput) {
			t.Fatalf("after %d answers: run() = %v, want errEndOfInput", n, err)
		}
		got := out.String()
		if !strings.HasSuffix(got, " \n") || !strings.HasPrefix(whole.String(), strings.TrimSuffix(got, "\n")) {
			t.Fatalf("after %d answers, the output is not the whole session's up to a question:\n%s", n, tail(got))
		}
	}
}

// TestTerminal checks a session typed at a terminal, which shows the answers itself: bowling
// must print neither the answer nor a newline after it, or every answer would be followed by a
// blank line. Only an answer ended without Enter (Ctrl-D) leaves bowling to end the line.
func TestTerminal(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"typed", "0\n2\nPJS\n", "How many people? error: a game needs at least one player: 0 players\nHow many people? " +
			"Name of player 1 (3 english letters): Name of player 2 (3 english letters): \n"},
		{"Ctrl-D after an answer", "x", "How many people? \nerror: \"x\" is not a number of people: please type a whole number\nHow many people? \n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out strings.Builder
			s := &session{in: bufio.NewReader(strings.NewReader(tt.in)), out: bufio.NewWriter(&out), echo: false}
			err := s.play()
			s.out.Flush()
			if !errors.Is(err, errEndOfInput) || out.String() != tt.want {
				t.Errorf("play() = %v, output\n%q\nwant errEndOfInput and\n%q", err, out.String(), tt.want)
			}
		})
	}
}

// TestIsTerminal checks that input from a file is echoed; a terminal cannot be had in a test,
// but /dev/null is a character device like one.
func TestIsTerminal(t *testing.T) {
	f, err := os.Open("testdata/perfect.in")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if isTerminal(f) || isTerminal(strings.NewReader("")) {
		t.Error("isTerminal(a file or a string) = true")
	}
	if null, err := os.Open(os.DevNull); err == nil {
		defer null.Close()
		if !isTerminal(null) {
			t.Errorf("isTerminal(%s) = false", os.DevNull)
		}
	}
}

func tail(s string) string {
	if len(s) > 800 {
		return "..." + s[len(s)-800:]
	}
	return s
}
