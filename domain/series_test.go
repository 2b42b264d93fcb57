package domain

import (
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestLineup(t *testing.T) {
	tests := []struct {
		order Order
		names []string
		want  []string // each game's order, joined
	}{
		{KeepOrder, []string{"ABC", "DEF", "GHI"}, []string{"ABC DEF GHI", "ABC DEF GHI", "ABC DEF GHI", "ABC DEF GHI"}},
		{RotateOrder, []string{"ABC", "DEF", "GHI"}, []string{"ABC DEF GHI", "DEF GHI ABC", "GHI ABC DEF", "ABC DEF GHI"}},
		{RotateOrder, []string{"ABC", "DEF"}, []string{"ABC DEF", "DEF ABC", "ABC DEF", "DEF ABC"}},
		{RotateOrder, []string{"ABC"}, []string{"ABC", "ABC", "ABC", "ABC"}},
	}
	for _, tc := range tests {
		s := newTestSeries(t, 4, tc.order, tc.names...)
		for n, want := range tc.want {
			got, err := s.Lineup(n + 1)
			if strings.Join(got, " ") != want || err != nil {
				t.Errorf("%v %q: Lineup(%d) = %q, %v, want %s", tc.order, tc.names, n+1, got, err, want)
			}
			g, err := s.Start(n + 1)
			if err != nil || strings.Join(g.Names(), " ") != want || g.Balls() != 0 {
				t.Errorf("Start(%d) = %v, %v, want a new game for %s", n+1, g, err, want)
			}
		}
		if !slices.Equal(s.Names, tc.names) {
			t.Errorf("Lineup changed Names to %q", s.Names)
		}
		for _, n := range []int{0, 5, -1} {
			if _, err := s.Lineup(n); !errors.Is(err, ErrInvalidSeries) || !strings.Contains(err.Error(), "games 1 to 4") {
				t.Errorf("Lineup(%d) = %v, want ErrInvalidSeries", n, err)
			}
		}
	}
}

func TestNewSeries(t *testing.T) {
	s, err := NewSeries(DefaultSeriesGames, RotateOrder, "pjs", "Kyj")
	if err != nil || s.Games != 3 || s.Order != RotateOrder || !slices.Equal(s.Names, []string{"PJS", "KYJ"}) ||
		len(s.ID) != 26 || s.Handicap.On {
		t.Fatalf("NewSeries = %+v, %v", s, err)
	}
	if other := newTestSeries(t, 3, KeepOrder, "PJS"); other.ID == s.ID {
		t.Error("two series have the same ID")
	}
	tests := []struct {
		games int
		order Order
		names []string
		want  error
		why   string
	}{
		{0, KeepOrder, []string{"ABC"}, ErrInvalidSeries, "0 games, but a series has 1 to 20"},
		{21, KeepOrder, []string{"ABC"}, ErrInvalidSeries, "21 games"},
		{3, Order(2), []string{"ABC"}, ErrInvalidSeries, "bowling order 2 is neither keep nor rotate"},
		{3, KeepOrder, nil, ErrNoPlayers, "0 players"},
		{3, KeepOrder, []string{"ABC", "A1C"}, ErrInvalidName, "player 2"},
		{3, KeepOrder, []string{"ABC", "xyz", "abc"}, ErrInvalidSeries, "ABC is named twice"},
	}
	for _, tc := range tests {
		s, err := NewSeries(tc.games, tc.order, tc.names...)
		if !errors.Is(err, tc.want) || !strings.Contains(err.Error(), tc.why) || s.ID != "" {
			t.Errorf("NewSeries(%d, %v, %q) = %v, want %v saying %q", tc.games, tc.order, tc.names, err, tc.want, tc.why)
		}
	}
}

func TestSeriesCheck(t *testing.T) {
	good := newTestSeries(t, 3, KeepOrder, "ABC", "DEF")
	tests := []struct {
		name   string
		change func(*Series)
		want   error
		why    string
	}{
		{"bad ID", func(s *Series) { s.ID = "a b" }, ErrInvalidSeries, "holds ' '"},
		{"no ID", func(s *Series) { s.ID = "" }, ErrInvalidSeries, "not 1 to 64"},
		{"lower-case name", func(s *Series) { s.Names[0] = "abc" }, ErrInvalidName, `"abc" is not a name as shown`},
		{"handicap settings", func(s *Series) { s.Handicap = Handicap{On: true, Basis: 400, Percent: 80} }, ErrInvalidHandicap, "basis 400"},
		{"no averages", func(s *Series) { s.Handicap = Handicap{On: true, Basis: 220, Percent: 80} }, ErrInvalidAverage, "0 averages for 2 bowlers"},
		{"bad average", func(s *Series) {
			s.Handicap, s.Averages = Handicap{On: true, Basis: 220, Percent: 80}, []int{170, 999}
		}, ErrInvalidAverage, "DEF: invalid average: 999"},
	}
	for _, tc := range tests {
		s := good
		s.Names = slices.Clone(good.Names)
		tc.change(&s)
		err := s.Check()
		if !errors.Is(err, tc.want) || !strings.Contains(err.Error(), tc.why) {
			t.Errorf("%s: Check() = %v, want %v saying %q", tc.name, err, tc.want, tc.why)
		}
		if _, err := s.Start(1); err == nil {
			t.Errorf("%s: Start(1) accepted the series", tc.name)
		}
	}
	// Averages are ignored while the handicap is off.
	good.Averages = []int{999}
	if err := good.Check(); err != nil {
		t.Errorf("Check() with the handicap off = %v", err)
	}
}

func TestSeriesJSON(t *testing.T) {
	s := newTestSeries(t, 4, RotateOrder, "ABC", "DEF")
	s.Handicap, s.Averages = Handicap{On: true, Basis: 210, Percent: 90}, []int{150, 187}
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"id":"` + s.ID + `","games":4,"order":"rotate","names":["ABC","DEF"],` +
		`"handicap":{"on":true,"basis":210,"percent":90},"averages":[150,187]}`
	if string(data) != want {
		t.Errorf("Marshal = %s, want %s", data, want)
	}
	var back Series
	if err := json.Unmarshal(data, &back); err != nil || !reflect.DeepEqual(back, s) || back.Check() != nil {
		t.Errorf("Unmarshal = %+v, %v, want %+v", back, err, s)
	}
	if err := json.Unmarshal([]byte(`{"order":"shuffle"}`), &back); !errors.Is(err, ErrInvalidSeries) {
		t.Errorf("Unmarshal of a bad order = %v, want ErrInvalidSeries", err)
	}
	if _, err := json.Marshal(Series{Order: 9}); !errors.Is(err, ErrInvalidSeries) {
		t.Errorf("Marshal of a bad order = %v, want ErrInvalidSeries", err)
	}
	if Order(9).String() != "Order(9)" || KeepOrder.String() != "keep" {
		t.Errorf("String() = %q, %q", Order(9), KeepOrder)
	}
}

func TestSeriesRecord(t *testing.T) {
	s := newTestSeries(t, 3, RotateOrder, "ABC", "DEF")
	s.Handicap, s.Averages = Handicap{On: true, Basis: 220, Percent: 80}, []int{170, 230}
	played := time.Date(2026, 11, 20, 19, 30, 15, 999, time.UTC)
	g := bowled(t, []string{"DEF", "ABC"}, perfectGame, pinsGame152)
	r, err := s.Record(2, g, played)
	if err != nil {
		t.Fatalf("Record(2) = %v", err)
	}
	if r.Series() != (SeriesRef{ID: s.ID, Game: 2, Of: 3}) || !r.Played().Equal(played.Truncate(time.Second)) ||
		!slices.Equal(r.Names(), []string{"DEF", "ABC"}) || !slices.Equal(r.Scores(), []int{300, 152}) ||
		!slices.Equal(r.Handicaps(), []int{0, 40}) || len(r.ID()) != 26 {
		t.Errorf("Record(2) = %v %v %v %v %v %v", r.ID(), r.Series(), r.Played(), r.Names(), r.Scores(), r.Handicaps())
	}
	if again, _ := s.Record(2, g, played); again.ID() == r.ID() {
		t.Error("two records have the same ID")
	}

	tests := []struct {
		name string
		game int
		g    *Game
		want error
		why  string
	}{
		{"not over", 2, func() *Game { g, _ := NewGame("DEF", "ABC"); _ = g.Roll(3); return g }(), ErrGameInProgress, "only a finished game"},
		{"not rotated", 2, bowled(t, []string{"ABC", "DEF"}, perfectGame, perfectGame), ErrInvalidSeries, "game 2 is bowled by DEF ABC, not ABC DEF"},
		{"other bowlers", 1, bowled(t, []string{"ABC"}, perfectGame), ErrInvalidSeries, "bowled by ABC DEF, not ABC"},
		{"no such game", 4, g, ErrInvalidSeries, "game 4"},
	}
	for _, tc := range tests {
		r, err := s.Record(tc.game, tc.g, played)
		if !errors.Is(err, tc.want) || !strings.Contains(err.Error(), tc.why) || r.ID() != "" {
			t.Errorf("%s: Record = %v, want %v saying %q", tc.name, err, tc.want, tc.why)
		}
	}
	if _, err := s.Record(1, bowled(t, []string{"ABC", "DEF"}, gutterGame, gutterGame), time.Time{}); !errors.Is(err, ErrInvalidRecord) {
		t.Errorf("Record at the zero time = %v, want ErrInvalidRecord", err)
	}
}
