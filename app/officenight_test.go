package app

import (
	"reflect"
	"slices"
	"testing"
	"time"

	"tenpin/app/history"
	"tenpin/app/series"
	"tenpin/domain"
)

// bowledSeries bowls games of a series of names at played, each bowler's game all nines but
// for pins of their own in the first frame.
func bowledSeries(t *testing.T, games int, played time.Time, names ...string) (domain.Series, []domain.Record) {
	t.Helper()
	s, err := domain.NewSeries(3, domain.KeepOrder, names...)
	if err != nil {
		t.Fatal(err)
	}
	var recs []domain.Record
	for n := 1; n <= games; n++ {
		g, err := s.Start(n)
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; !g.Over(); k++ {
			if err := g.Roll((k + n) % 2 * 9); err != nil {
				t.Fatal(err)
			}
		}
		r, err := s.Record(n, g, played.Add(time.Duration(n)*time.Minute))
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, r)
	}
	return s, recs
}

// TestBracketNight checks the night the brackets screen sees: the series being bowled here
// (its bowlers before any game is over), then the other lanes' games of the same day from
// history, and their scores; another day's sets see that day's games only.
func TestBracketNight(t *testing.T) {
	now := time.Now()
	here, mine := bowledSeries(t, 1, now, "PJS", "KYJ")
	_, there := bowledSeries(t, 2, now, "ABC", "DEF")
	_, before := bowledSeries(t, 3, now.AddDate(0, 0, -7), "PJS", "GHI")
	n := &night{series: &series.State{Series: here, Game: 1}}
	b := &Night{n: n}
	today, lastWeek := dayOf(now), dayOf(now.AddDate(0, 0, -7))

	if names, games := b.Bowlers(today); !slices.Equal(names, []string{"PJS", "KYJ"}) || games != 3 {
		t.Errorf("before a game and history: Bowlers() = %q, %d, want PJS KYJ, 3", names, games)
	}
	n.series.Records = mine
	n.archive.Hold(history.Ready, append(append(slices.Clone(there), before...), mine[0]))
	if names, _ := b.Bowlers(today); !slices.Equal(names, []string{"PJS", "KYJ", "ABC", "DEF"}) {
		t.Errorf("Bowlers(today) = %q, want this series' then the other lane's", names)
	}
	if got, want := b.Scores(today), domain.BracketScores(append(slices.Clone(there), mine...)); !reflect.DeepEqual(got, want) {
		t.Errorf("Scores(today) = %+v, want %+v", got, want)
	}
	if names, games := b.Bowlers(lastWeek); !slices.Equal(names, []string{"PJS", "GHI"}) || games != 3 {
		t.Errorf("Bowlers(last week) = %q, %d, want PJS GHI, 3", names, games)
	}
	if got := b.Scores(lastWeek)["PJS"]; len(got) != 3 || !got[2].Known {
		t.Errorf("Scores(last week)[PJS] = %+v, want its 3 games", got)
	}
}
