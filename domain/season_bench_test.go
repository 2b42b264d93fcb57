package domain

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"
	"time"
)

// The league the season benchmarks work on: season.md's scale, 40 teams of 5 bowlers over 36
// weeks of 3 games with handicap (720 matches, 2,160 records, 21,600 games of a bowler), made
// once and kept as its league file.
const (
	benchTeams = 40
	benchWeeks = 36
)

var benchLeagueFile = sync.OnceValues(func() ([]byte, error) {
	s, err := benchLeague(benchTeams, benchWeeks)
	if err != nil {
		return nil, err
	}
	return s.MarshalJSON()
})

// benchLeague makes a league of teams teams of 5 with random entering averages and keeps weeks
// weeks of matches, every ball drawn at random.
func benchLeague(teams, weeks int) (*Season, error) {
	rng := rand.New(rand.NewPCG(34, 36))
	st := DefaultSeasonSettings()
	st.Match.Handicap = handicapOn
	names := make([]string, teams)
	for i := range names {
		names[i] = fmt.Sprintf("Team %d", i+1)
	}
	s, err := NewSeason("Benchmark League", st, names)
	if err != nil {
		return nil, err
	}
	for i := range 5 * teams {
		b := Bowler{Name: string([]byte{'A' + byte(i%26), 'A' + byte(i/26%26), 'L'}), Entering: 120 + rng.IntN(100)}
		if err := s.SetBowler(b); err != nil {
			return nil, err
		}
		if err := s.ChangeRoster(RosterChange{Week: 0, Bowler: b.Name, Team: i / 5}); err != nil {
			return nil, err
		}
	}
	for w := range weeks {
		fixtures, err := s.Fixtures(w)
		if err != nil {
			return nil, err
		}
		for _, f := range fixtures {
			m, err := NewMatch(st.Games, st.Match, f.Teams[0], f.Teams[1])
			if err != nil {
				return nil, err
			}
			records := make([]Record, st.Games)
			for g := range records {
				played := time.Date(2026, 9, 3, 19, 0, 0, 0, time.UTC).AddDate(0, 0, 7*w).Add(time.Duration(g) * 25 * time.Minute)
				if records[g], err = m.Record(g+1, randomGame(nil, rng, m.Lineup()), played); err != nil {
					return nil, err
				}
			}
			if _, err := s.Keep(f.Ref, records); err != nil {
				return nil, err
			}
		}
	}
	return s, nil
}

// benchLeagueRead reads the benchmark league from its file.
func benchLeagueRead(b *testing.B) (*Season, []byte) {
	data, err := benchLeagueFile()
	if err != nil {
		b.Fatal(err)
	}
	s, err := ReadLeague(data)
	if err != nil {
		b.Fatal(err)
	}
	return s, data
}

// BenchmarkSeasonRecap is the recap of week 36 (standings, results, highs, the averages list of
// 200 bowlers over 21,600 games, next week's pairs): season.md's browser goal is 200 ms.
func BenchmarkSeasonRecap(b *testing.B) {
	s, _ := benchLeagueRead(b)
	b.ReportAllocs()
	for b.Loop() {
		rc, err := s.Recap(benchWeeks - 1)
		if err != nil || len(rc.Averages) != 5*benchTeams || len(rc.Results) != benchTeams/2 || rc.Averages[0].Games != 3*benchWeeks {
			b.Fatalf("Recap() = %d averages, %d results, %v", len(rc.Averages), len(rc.Results), err)
		}
	}
}

// BenchmarkSeasonStandings is the standings after week 36: season.md's browser goal is 100 ms.
func BenchmarkSeasonStandings(b *testing.B) {
	s, _ := benchLeagueRead(b)
	b.ReportAllocs()
	for b.Loop() {
		if st := s.Standings(benchWeeks - 1); len(st) != benchTeams || st[0].Matches != benchWeeks {
			b.Fatalf("Standings() = %d teams, %+v", len(st), st[0])
		}
	}
}

// BenchmarkLeagueFile reads and writes the benchmark league's file (every game replayed as it
// is read); season.md asks the read for a progress bar in the browser (ReadLeagueProgress).
func BenchmarkLeagueFile(b *testing.B) {
	s, data := benchLeagueRead(b)
	b.Run("read", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		b.ReportAllocs()
		for b.Loop() {
			if _, err := ReadLeague(data); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("write", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		b.ReportAllocs()
		for b.Loop() {
			if _, err := s.MarshalJSON(); err != nil {
				b.Fatal(err)
			}
		}
	})
}
