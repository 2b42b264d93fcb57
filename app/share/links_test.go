package share

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"tenpin/domain"
)

// sheetOf records a series of games games of bowlers bowlers, every ball entered as pins.
func sheetOf(t *testing.T, bowlers, games int) []domain.Record {
	t.Helper()
	rng := rand.New(rand.NewPCG(uint64(bowlers), uint64(games)))
	names := make([]string, bowlers)
	for i := range names {
		names[i] = string([]byte{'A' + byte(i), 'A' + byte(rng.IntN(26)), 'A' + byte(rng.IntN(26))})
	}
	s, err := domain.NewSeries(games, domain.KeepOrder, names...)
	if err != nil {
		t.Fatal(err)
	}
	var recs []domain.Record
	for n := 1; n <= games; n++ {
		g, err := s.Start(n)
		if err != nil {
			t.Fatal(err)
		}
		for !g.Over() {
			standing, _ := g.Standing()
			var down domain.Pins
			for pin := 1; pin <= 10; pin++ {
				if standing.Has(pin) && rng.IntN(4) > 0 {
					down |= domain.PinsOf(pin)
				}
			}
			if err := g.RollPins(down); err != nil {
				t.Fatal(err)
			}
		}
		r, err := s.Record(n, g, time.Date(2026, 11, 20, 19, n, 0, 0, time.UTC))
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, r)
	}
	return recs
}

func TestShareCodes(t *testing.T) {
	const base = "https://lanes.example/bowling/"
	tests := []struct {
		name              string
		bowlers, games    int
		codes, maxVersion int
	}{
		{"a game", 1, 1, 1, 8},
		{"a series of 5", 5, 3, 1, maxCodeVersion},
		{"a long series: a code per game", 10, domain.MaxSeriesGames, domain.MaxSeriesGames, maxCodeVersion},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			recs := sheetOf(t, tt.bowlers, tt.games)
			link, codes, err := shareCodes(base, recs)
			if err != nil {
				t.Fatal(err)
			}
			text, ok := strings.CutPrefix(link, base+"#sheet=")
			if !ok {
				t.Fatalf("link %q", link)
			}
			if got, err := domain.DecodeSheet(text); err != nil || len(got) != len(recs) {
				t.Errorf("the link holds %d games, %v; want %d", len(got), err, len(recs))
			}
			if len(codes) != tt.codes {
				t.Fatalf("%d codes, want %d", len(codes), tt.codes)
			}
			for i, c := range codes {
				if c.code.Version() > tt.maxVersion {
					t.Errorf("code %d is version %d, more than %d", i, c.code.Version(), tt.maxVersion)
				}
				if len(codes) > 1 && (c.game != i+1 || c.of != tt.games) {
					t.Errorf("code %d is game %d of %d", i, c.game, c.of)
				}
			}
		})
	}
}
