package domain

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
	"time"
)

func TestStandings(t *testing.T) {
	_, league := leagueNight(t)
	_, baker := bakerNight(t)
	plain := testHistory(t)
	// The Pals: 2 + 1 points; scratch 442 + 200 (handicap 168 a game) and 180 + 90 (56 a game).
	pals := Standing{Team: "Pin Pals", Matches: 2, Games: 4, Won: 3, Lost: 3, ScratchPins: 912, HandicapPins: 448,
		HighGame: 610, HighSeries: 978, HighScratchGame: 442, HighScratchSeries: 642}
	// The Kings: 1 + 2 points; scratch 390 + 332 (handicap 112 a game) and 300 + 0 (42 a game).
	kings := Standing{Team: "Gutter Kings", Matches: 2, Games: 4, Won: 3, Lost: 3, ScratchPins: 1022, HandicapPins: 308,
		HighGame: 502, HighSeries: 946, HighScratchGame: 390, HighScratchSeries: 722}
	tests := []struct {
		name    string
		records []Record
		want    []Standing
	}{
		{"nothing", nil, nil},
		{"plain series only", plain, nil},
		{"points tied: more scratch pins first", slices.Concat(plain, baker, league), []Standing{kings, pals}},
		{"a game imported twice counts once", slices.Concat(league, baker, league, baker[:1]), []Standing{kings, pals}},
		{"game 1 alone: no series yet", league[:1], []Standing{
			{Team: "Pin Pals", Matches: 1, Games: 1, Won: 1, Lost: 0, ScratchPins: 442, HandicapPins: 168, HighGame: 610, HighScratchGame: 442},
			{Team: "Gutter Kings", Matches: 1, Games: 1, Won: 0, Lost: 1, ScratchPins: 390, HandicapPins: 112, HighGame: 502, HighScratchGame: 390},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Standings(tt.records); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Standings() =\n%+v\nwant\n%+v", got, tt.want)
			}
		})
	}
}

// benchSeason is a season of weeks weeks of matches matches a week: 2·matches teams of 4
// bowlers, each week a new pairing, 3 games a match with handicap, balls drawn at random.
func benchSeason(tb testing.TB, weeks, matches int) []Record {
	rng := rand.New(rand.NewPCG(36, 10))
	teams := make([]Team, 2*matches)
	for i := range teams {
		teams[i].Name = fmt.Sprintf("Team %d", i+1)
		for k := range 4 {
			teams[i].Lineup = append(teams[i].Lineup, Place{Name: string([]byte{'A' + byte(i/26), 'A' + byte(i%26), 'A' + byte(k)}), Average: 120 + rng.IntN(100)})
		}
	}
	l := DefaultLeague()
	l.Handicap = handicapOn
	var records []Record
	for w := range weeks {
		for m := range matches {
			a, b := teams[m], teams[(m+1+w)%len(teams)]
			if a.Name == b.Name {
				b = teams[(m+len(teams)/2)%len(teams)]
			}
			match, err := NewMatch(3, l, a, b)
			if err != nil {
				tb.Fatal(err)
			}
			for game := 1; game <= 3; game++ {
				played := time.Date(2026, 9, 1, 19, 0, 0, 0, time.UTC).AddDate(0, 0, 7*w).Add(time.Duration(game) * 25 * time.Minute)
				r, err := match.Record(game, randomGame(tb, rng, match.Lineup()), played)
				if err != nil {
					tb.Fatal(err)
				}
				records = append(records, r)
			}
		}
	}
	return records
}

// BenchmarkStandings is the standings of a season of 36 weeks of 10 matches of 3 games (1,080
// records), what a secretary's screen works out.
func BenchmarkStandings(b *testing.B) {
	records := benchSeason(b, 36, 10)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if s := Standings(records); len(s) != 20 {
			b.Fatalf("Standings() = %d teams, want 20", len(s))
		}
	}
}
