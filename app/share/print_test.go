package share

import (
	"strings"
	"testing"
	"time"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// bowled records a series of len(pins) games of names in format f, every ball of game n
// knocking down pins[n] (or the pins standing), the games 20 minutes apart from 1 Mar 2026,
// 19:00.
func bowled(t *testing.T, f domain.Format, pins []int, names ...string) []domain.Record {
	t.Helper()
	s, err := domain.NewSeries(len(pins), domain.KeepOrder, names...)
	if err != nil {
		t.Fatal(err)
	}
	s.Format = f
	recs := make([]domain.Record, len(pins))
	for n, p := range pins {
		g, err := s.Start(n + 1)
		for err == nil && !g.Over() {
			err = g.Roll(min(p, g.PinsStanding()))
		}
		if err == nil {
			recs[n], err = s.Record(n+1, g, time.Date(2026, 3, 1, 19, 20*n, 0, 0, time.UTC))
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return recs
}

func TestShareText(t *testing.T) {
	en := &i18n.English
	one := bowled(t, domain.Format{}, []int{10}, "PJS", "KYJ")
	if got, want := shareText(one, en), "Bowling, 1 Mar 2026, 19:00: PJS 300 · KYJ 300."; got != want {
		t.Errorf("shareText(game) = %q, want %q", got, want)
	}
	series := bowled(t, domain.Format{}, []int{10, 0}, "PJS")
	want := "Bowling series, 1 Mar 2026, 19:00:\nPJS 300 0, series 300\nPJS wins the series with 300."
	if got := shareText(series, en); got != want {
		t.Errorf("shareText(series) = %q, want %q", got, want)
	}
}

// TestPictureOf checks that the picture of a 9-pin 3-6-9 series names the format in each
// game's title and draws frame 3's strike as given.
func TestPictureOf(t *testing.T) {
	en := &i18n.English
	recs := bowled(t, domain.Format{NoTap: 9, ThreeSixNine: true}, []int{9, 9}, "PJS", "KYJ")
	name := "9-pin no-tap · 3-6-9"
	if pic := pictureOf(recs, en); !strings.Contains(pic, "\nG\t"+en.GameOfSeries.Say(1, 2)+" · "+name) ||
		!strings.Contains(pic, "\nF\t90\t16\t\tX") {
		t.Errorf("picture data %q lacks the format or frame 3's given strike", pic)
	}
}
