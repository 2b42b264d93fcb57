package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestBinary builds the real command and pipes sessions into it: exit status 0 after a finished
// game, 1 with one message on standard error when input ends early, and never a panic.
func TestBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command")
	}
	gotool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to build with")
	}
	bin := filepath.Join(t.TempDir(), "bowling")
	if out, err := exec.Command(gotool, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	perfect, err := os.ReadFile("testdata/perfect.in")
	if err != nil {
		t.Fatal(err)
	}
	wantPerfect, err := os.ReadFile("testdata/perfect.out")
	if err != nil {
		t.Fatal(err)
	}
	perfect369 := "1\nabc\n" + strings.Repeat("10\n", 9)
	tests := []struct {
		name, in     string
		code         int
		stdoutSuffix string
		stderr       string
		args         []string
		stderrHas    string // when set, a part of stderr rather than all of it
	}{
		{"finished", string(perfect), 0, string(wantPerfect), "", nil, ""},
		{"CRLF without a last newline", "1\r\nabc\r\n" + strings.Repeat("0\r\n", 19) + "0", 0, "ABC's score : 0\n", "", nil, ""},
		{"ends mid-game", "2\nPJS\nKYJ\n10\n", 1, "KYJ's turn : \n", "bowling: input ended before the game was over\n", nil, ""},
		{"empty input", "", 1, "How many people? \n", "bowling: input ended before the game was over\n", nil, ""},
		{"huge player count", "99999999999999\n", 1, "Name of player 1 (3 english letters): \n", "bowling: input ended before the game was over\n", nil, ""},
		{"3-6-9 perfect game", perfect369, 0, "ABC's score : 300\n", "", []string{"-format", "369"}, ""},
		{"the same in the standard game", perfect369, 1, "ABC's turn : \n", "bowling: input ended before the game was over\n", nil, ""},
		{"9-pin no-tap 3-6-9", "1\nabc\n" + strings.Repeat("9\n", 9), 0, "ABC's score : 300\n", "", []string{"-format=9pin,369"}, ""},
		{"bad format", perfect369, 2, "", "", []string{"-format", "9pin,10pin"}, "invalid value \"9pin,10pin\" for flag -format"},
		{"an argument", perfect369, 2, "", "", []string{"game.txt"}, "usage: bowling [-format"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cmd := exec.Command(bin, tt.args...)
			cmd.Stdin = strings.NewReader(tt.in)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			code := 0
			if err := cmd.Run(); err != nil {
				var exit *exec.ExitError
				if !errors.As(err, &exit) {
					t.Fatal(err)
				}
				code = exit.ExitCode()
			}
			if code != tt.code {
				t.Errorf("exit status %d, want %d (stderr %q)", code, tt.code, stderr.String())
			}
			if !strings.HasSuffix(stdout.String(), tt.stdoutSuffix) {
				t.Errorf("stdout ends\n%s\nwant it to end\n%s", tail(stdout.String()), tt.stdoutSuffix)
			}
			if tt.stderrHas != "" && (!strings.Contains(stderr.String(), tt.stderrHas) || stdout.Len() > 0) {
				t.Errorf("stderr = %q, want it to hold %q (and nothing on stdout)", stderr.String(), tt.stderrHas)
			} else if tt.stderrHas == "" && stderr.String() != tt.stderr {
				t.Errorf("stderr = %q, want %q", stderr.String(), tt.stderr)
			}
		})
	}
}
