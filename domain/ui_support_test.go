package domain

import (
	"errors"
	"testing"
)

func TestExplainName(t *testing.T) {
	tests := []struct {
		entered string
		want    NameCheck
	}{
		{"PJS", NameCheck{Fault: NameOK, Letters: 3}},
		{"pjs", NameCheck{Fault: NameOK, Letters: 3}},
		{"", NameCheck{Fault: NameEmpty}},
		{"P1S", NameCheck{Fault: NameNotLetter, Char: '1'}},
		{"PJ ", NameCheck{Fault: NameNotLetter, Char: ' '}},
		{"Pé", NameCheck{Fault: NameNotLetter, Char: 'é'}},
		{"박지성", NameCheck{Fault: NameNotLetter, Char: '박'}},
		{"PJ", NameCheck{Fault: NameLength, Letters: 2}},
		{"PJSK", NameCheck{Fault: NameLength, Letters: 4}},
	}
	for _, tt := range tests {
		t.Run(tt.entered, func(t *testing.T) {
			if got := ExplainName(tt.entered); got != tt.want {
				t.Errorf("ExplainName(%q) = %+v, want %+v", tt.entered, got, tt.want)
			}
		})
	}
}

// FuzzExplainName checks that ExplainName agrees with ParseName on every input.
func FuzzExplainName(f *testing.F) {
	for _, s := range []string{"", "PJS", "pj", "abcd", "a1c", "ÀBC", "\xff\xfeA"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, entered string) {
		_, err := ParseName(entered)
		got := ExplainName(entered)
		if (got.Fault == NameOK) != (err == nil) {
			t.Fatalf("ExplainName(%q) = %+v, but ParseName error = %v", entered, got, err)
		}
	})
}

func TestMarkFor(t *testing.T) {
	tests := []struct {
		name  string
		balls []int
		pins  int
		want  string
		err   error
	}{
		{"strike at a full rack", nil, 10, "X", nil},
		{"gutter", nil, 0, "-", nil},
		{"digit", nil, 7, "7", nil},
		{"spare", []int{7}, 3, "/", nil},
		{"open", []int{7}, 2, "2", nil},
		{"too many", []int{7}, 4, "", ErrInvalidPins},
		{"negative", nil, -1, "", ErrInvalidPins},
		{"tenth X then X", cat(repeat(18, 0), []int{10}), 10, "X", nil},
		{"tenth X 7 then /", cat(repeat(18, 0), []int{10, 7}), 3, "/", nil},
		{"over", repeat(12, 10), 0, "", ErrGameOver},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := play(t, []string{"PJS"}, tt.balls...)
			got, err := g.MarkFor(tt.pins)
			if got != tt.want || !errors.Is(err, tt.err) || (err == nil) != (tt.err == nil) {
				t.Errorf("MarkFor(%d) = %q, %v; want %q, %v", tt.pins, got, err, tt.want, tt.err)
			}
		})
	}
	var zero Game
	if _, err := zero.MarkFor(0); !errors.Is(err, ErrNoPlayers) {
		t.Errorf("zero Game MarkFor(0) error = %v, want ErrNoPlayers", err)
	}
}

// TestMarkForMatchesCards checks that MarkFor predicts the mark the card then shows.
func TestMarkForMatchesCards(t *testing.T) {
	for _, tt := range oneGames {
		t.Run(tt.name, func(t *testing.T) {
			g := play(t, []string{"PJS"})
			for i, b := range tt.balls {
				want, err := g.MarkFor(b)
				if err != nil {
					t.Fatalf("ball %d: MarkFor(%d) = %v", i+1, b, err)
				}
				if err := g.Roll(b); err != nil {
					t.Fatalf("ball %d: Roll(%d) = %v", i+1, b, err)
				}
				last, _ := g.Last()
				if last.Mark != want {
					t.Fatalf("ball %d: MarkFor(%d) = %q, but the card shows %q", i+1, b, want, last.Mark)
				}
			}
		})
	}
}
