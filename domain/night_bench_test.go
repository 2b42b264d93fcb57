package domain

import (
	"bytes"
	"math/rand/v2"
	"testing"
	"time"
)

// randomGame bowls a finished game for names with balls drawn from rng: mostly counts and
// pin sets, now and then a foul, so that every statistic has something to count.
func randomGame(tb testing.TB, rng *rand.Rand, names []string) *Game {
	g, err := NewGame(names...)
	if err != nil {
		tb.Fatal(err)
	}
	for !g.Over() {
		standing, known := g.Standing()
		var d Delivery
		switch k := rng.IntN(100); {
		case k < 3:
			d = Fouled()
		case k < 55 && known:
			var down Pins
			for pin := 1; pin <= 10; pin++ {
				if standing.Has(pin) && rng.IntN(10) < 8 {
					down |= PinsOf(pin)
				}
			}
			d = Knocked(down)
		default:
			d = Count(rng.IntN(g.PinsStanding() + 1))
		}
		if err := g.Throw(d); err != nil {
			tb.Fatal(err)
		}
	}
	return g
}

// benchHistory is n games of 4 bowlers in series of 3 with rotation, one series a day.
func benchHistory(tb testing.TB, n int) []Record {
	rng := rand.New(rand.NewPCG(1, 2))
	names := []string{"ABC", "DEF", "GHI", "JKL"}
	var records []Record
	var s Series
	for i := range n {
		game := i%3 + 1
		if game == 1 {
			var err error
			if s, err = NewSeries(3, RotateOrder, names...); err != nil {
				tb.Fatal(err)
			}
		}
		lineup, _ := s.Lineup(game)
		played := time.Date(2020, 1, 1, 19, 0, 0, 0, time.UTC).AddDate(0, 0, i/3).Add(time.Duration(game) * 20 * time.Minute)
		r, err := s.Record(game, randomGame(tb, rng, lineup), played)
		if err != nil {
			tb.Fatal(err)
		}
		records = append(records, r)
	}
	return records
}

// BenchmarkStats5000 is what the statistics screen computes: every bowler's figures over
// 5,000 games of 4 bowlers, and one bowler's plot.
func BenchmarkStats5000(b *testing.B) {
	records := benchHistory(b, 5000)
	b.Run("figures", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if st := Statistics(records, 3); len(st) != 4 || st[0].Games != 5000 {
				b.Fatalf("Statistics = %+v", st)
			}
		}
	})
	b.Run("plot", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if points := Trend(records, "ABC"); len(points) != 5000 {
				b.Fatal(len(points))
			}
		}
	})
	// One bowler's leaves and pin map, from the racks the records carry.
	b.Run("leaves", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if r := LeavesIn(records, "ABC", Format{}); r.Of != 5000 || len(r.Leaves) == 0 {
				b.Fatal(r.Of, len(r.Leaves))
			}
		}
	})
	// The same from records stored before racks were kept: every game replayed.
	old := make([]Record, len(records))
	for i, r := range records {
		old[i] = withoutRacks(b, r)
	}
	b.Run("leaves-replayed", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if r := LeavesIn(old, "ABC", Format{}); r.Of != 5000 || len(r.Leaves) == 0 {
				b.Fatal(r.Of, len(r.Leaves))
			}
		}
	})
}

// BenchmarkSheets5000 is what a history screen lists: the sheet of each of 1,667 series.
func BenchmarkSheets5000(b *testing.B) {
	records := benchHistory(b, 5000)
	b.ReportAllocs()
	for b.Loop() {
		if sheets, err := Sheets(records); err != nil || len(sheets) != 1667 {
			b.Fatal(len(sheets), err)
		}
	}
}

// BenchmarkImport5000 reads and checks a history file of 5,000 games, replaying each.
func BenchmarkImport5000(b *testing.B) {
	var file bytes.Buffer
	if err := ExportJSON(&file, benchHistory(b, 5000)); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(file.Len()))
	b.ReportAllocs()
	for b.Loop() {
		if records, err := Import(file.Bytes()); err != nil || len(records) != 5000 {
			b.Fatal(len(records), err)
		}
	}
}

func TestStatisticsOfRandomGamesAddUp(t *testing.T) {
	records := benchHistory(t, 300)
	for _, s := range Statistics(records, 3) {
		// Each figure's parts are bounded by what a game can hold.
		if s.Games != 300 || s.CompleteSeries != 100 || s.Strikes.Den < 10*s.Games || s.Strikes.Den > 12*s.Games ||
			s.Spares.Den+s.Strikes.Num > s.Strikes.Den || s.SinglePinSpares.Den > s.Spares.Den ||
			s.SplitConversions.Den > s.SplitsLeft || s.SplitsLeft > s.PinsEntered || s.PinsEntered > s.Strikes.Den ||
			s.FirstBall.Num > 10*s.FirstBall.Den || s.OpenFrames > 10*s.Games || s.Pins > MaxScore*s.Games ||
			s.Fouls == 0 || s.SplitsLeft == 0 || s.SinglePinSpares.Num == 0 || s.HighSeries > 900 {
			t.Errorf("%+v", s)
		}
		for _, r := range []Ratio{s.Strikes, s.Spares, s.SinglePinSpares, s.SplitConversions} {
			if r.Num > r.Den {
				t.Errorf("%s: %v has more than its chances", s.Name, r)
			}
		}
	}
}
