package main

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/*.out from the current output")

// TestGolden plays every testdata/*.in session and compares the whole output with its .out.
func TestGolden(t *testing.T) {
	ins, err := filepath.Glob("testdata/*.in")
	if err != nil || len(ins) == 0 {
		t.Fatalf("no golden sessions: %v", err)
	}
	for _, in := range ins {
		name := strings.TrimSuffix(filepath.Base(in), ".in")
		t.Run(name, func(t *testing.T) {
			input, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			err = run(bytes.NewReader(input), &out, true)
			wantErr := strings.HasPrefix(name, "ends_")
			if wantErr != errors.Is(err, errEndOfInput) {
				t.Errorf("run() = %v, want errEndOfInput: %v", err, wantErr)
			}
			golden := strings.TrimSuffix(in, ".in") + ".out"
			if *update {
				if err := os.WriteFile(golden, out.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%s has no golden output (go test -update writes it): %v", in, err)
			}
			if got := out.String(); got != string(want) {
				t.Errorf("output differs from %s:\n%s", golden, firstDiff(got, string(want)))
			}
		})
	}
}

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
			return "line " + strconv.Itoa(i+1) + ":\n got " + gl + "\nwant " + wl
		}
	}
	return "(same lines)"
}

func TestCell(t *testing.T) {
	tests := []struct{ text, want string }{
		{"", "      "},
		{"X", "  X   "},
		{"8|/", "  8|/ "},
		{"20", "  20  "},
		{"300", "  300 "},
		{"X|X|X", " X|X|X"},
		{"9|-", "  9|- "},
	}
	for _, tc := range tests {
		if got := cell(tc.text); got != tc.want || len(got) != 6 {
			t.Errorf("cell(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

// TestBoardMatchesRules checks the board against the example in rules.md: PJS X, 8 / and
// KYJ 8 /, X.
func TestBoardMatchesRules(t *testing.T) {
	var out bytes.Buffer
	in := "2\nPJS\nKYJ\n10\n8\n2\n8\n2\n10\n"
	if err := run(strings.NewReader(in), &out, true); !errors.Is(err, errEndOfInput) {
		t.Fatalf("run() = %v, want errEndOfInput", err)
	}
	want := strings.Join([]string{
		"| NAME |  01  |  02  |  03  |  04  |  05  |  06  |  07  |  08  |  09  |  10  |",
		"|  PJS |  X   |  8|/ |      |      |      |      |      |      |      |      |",
		"|      |  20  |      |      |      |      |      |      |      |      |      |",
		"|  KYJ |  8|/ |  X   |      |      |      |      |      |      |      |      |",
		"|      |  20  |      |      |      |      |      |      |      |      |      |",
		"PJS's turn : ",
	}, "\n")
	if !strings.Contains(out.String(), want) {
		t.Errorf("board after PJS X, 8/ and KYJ 8/, X is not as rules.md shows; output:\n%s", out.String())
	}
}

func TestNoEcho(t *testing.T) {
	var out bytes.Buffer
	_ = run(strings.NewReader("0\n"), &out, false)
	if want := "How many people? \nerror: a game needs at least one player: 0 players\nHow many people? \n"; out.String() != want {
		t.Errorf("output without echo = %q, want %q", out.String(), want)
	}
}

// TestBinary runs the real command on a pipe: exit status 0 after a game, 1 with a message when
// input ends early, and CRLF input accepted.
func TestBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command")
	}
	bin := filepath.Join(t.TempDir(), "bowling")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	tests := []struct {
		name, in   string
		code       int
		stdout     string
		stderrPart string
	}{
		{"finished", "1\r\nabc\r\n" + strings.Repeat("0\r\n", 20), 0, "ABC's score : 0\n", ""},
		{"no trailing newline", "1\nabc\n" + strings.Repeat("10\n", 11) + "10", 0, "ABC's score : 300\n", ""},
		{"ends early", "2\nPJS\nKYJ\n10\n", 1, "KYJ's turn : \n", "input ended before the game was over"},
		{"empty input", "", 1, "How many people? \n", "input ended"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cmd := exec.Command(bin)
			cmd.Stdin = strings.NewReader(tc.in)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			err := cmd.Run()
			code := 0
			var exit *exec.ExitError
			if errors.As(err, &exit) {
				code = exit.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			if code != tc.code || !strings.HasSuffix(stdout.String(), tc.stdout) || !strings.Contains(stderr.String(), tc.stderrPart) {
				t.Errorf("exit %d, stdout ends %q, stderr %q; want exit %d, stdout ending %q, stderr with %q",
					code, tail(stdout.String()), stderr.String(), tc.code, tc.stdout, tc.stderrPart)
			}
			if strings.Contains(stderr.String(), "panic") {
				t.Errorf("stderr has a panic: %s", stderr.String())
			}
		})
	}
}

func tail(s string) string {
	if len(s) > 80 {
		return s[len(s)-80:]
	}
	return s
}
