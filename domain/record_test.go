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

func TestRecordJSONRoundTrip(t *testing.T) {
	s := newTestSeries(t, 3, RotateOrder, "ABC", "DEF")
	s.Handicap, s.Averages = Handicap{On: true, Basis: 220, Percent: 80}, []int{150, 200}
	for _, r := range []Record{
		recordOf(t, s, 1, at(0, 0), pinsGame152, pinsGame180), // pins and fouls: save format 2
		recordOf(t, s, 2, at(0, 20), nines, gutterGame),       // counts: save format 1
	} {
		data, err := json.Marshal(r)
		if err != nil {
			t.Fatalf("Marshal = %v", err)
		}
		var back Record
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatalf("Unmarshal(%s) = %v", data, err)
		}
		if !back.Equal(r) || !reflect.DeepEqual(back.bowlers, r.bowlers) || back.Played().Location().String() == "UTC" {
			t.Errorf("Unmarshal(Marshal(r)) differs:\n%s", data)
		}
		if !reflect.DeepEqual(Statistics([]Record{back}, 3), Statistics([]Record{r}, 3)) {
			t.Errorf("the statistics of %s differ after a round trip", data)
		}
	}
	r := recordOf(t, newTestSeries(t, 1, KeepOrder, "PJS"), 1, time.Date(2026, 11, 20, 19, 30, 0, 0, time.FixedZone("", -5*3600)), perfectGame)
	data, _ := json.Marshal(r)
	want := `{"id":"` + r.ID() + `","played":"2026-11-20T19:30:00-05:00","series":{"id":"` + r.Series().ID +
		`","game":1,"of":1},"game":{"v":1,"names":["PJS"],"rolls":[[10,10,10,10,10,10,10,10,10,10,10,10]]}}`
	if string(data) != want {
		t.Errorf("Marshal = %s, want %s", data, want)
	}
	if _, err := json.Marshal(Record{}); !errors.Is(err, ErrInvalidRecord) {
		t.Errorf("Marshal(Record{}) = %v, want ErrInvalidRecord", err)
	}
}

func TestRecordRefused(t *testing.T) {
	good := `{"id":"R1","played":"2026-11-20T19:30:00Z","series":{"id":"S1","game":1,"of":3},"game":{"v":1,"names":["PJS"],"rolls":[[10,10,10,10,10,10,10,10,10,10,10,10]]}}`
	if _, err := parseRecord([]byte(good)); err != nil {
		t.Fatalf("parseRecord(good) = %v", err)
	}
	swap := func(old, new string) string { return strings.Replace(good, old, new, 1) }
	tests := []struct {
		name, data string
		want       error
		why        string
	}{
		{"empty", ``, ErrInvalidRecord, "not a record"},
		{"null", `null`, ErrInvalidRecord, "ID \"\""},
		{"truncated", good[:len(good)/2], ErrInvalidRecord, "not a record"},
		{"two records", good + good, ErrInvalidRecord, "more data after the record"},
		{"a stray bracket", good + "]", ErrInvalidRecord, "more data after the record"},
		{"unknown field", swap(`"id"`, `"extra":1,"id"`), ErrInvalidRecord, "unknown field"},
		{"bad ID", swap(`"R1"`, `"R 1"`), ErrInvalidRecord, "holds ' '"},
		{"no date", swap(`"played":"2026-11-20T19:30:00Z",`, ``), ErrInvalidRecord, "date"},
		{"date not RFC 3339", swap(`2026-11-20T19:30:00Z`, `20/11/2026`), ErrInvalidRecord, "not a record"},
		{"ancient date", swap(`2026-11-20`, `1066-10-14`), ErrInvalidRecord, "years 1900 to 9999"},
		{"no series", swap(`"series":{"id":"S1","game":1,"of":3},`, ``), ErrInvalidRecord, "series ID"},
		{"game 0", swap(`"game":1,`, `"game":0,`), ErrInvalidRecord, "game 0 of a series of 3"},
		{"game past the end", swap(`"game":1,`, `"game":4,`), ErrInvalidRecord, "game 4 of a series of 3"},
		{"series too long", swap(`"of":3`, `"of":21`), ErrInvalidRecord, "a series of 21 games"},
		{"handicaps", swap(`"game":{`, `"handicap":[1,2],"game":{`), ErrInvalidRecord, "2 handicaps for 1 bowlers"},
		{"handicap too big", swap(`"game":{`, `"handicap":[301],"game":{`), ErrInvalidRecord, "handicap 301"},
		{"negative handicap", swap(`"game":{`, `"handicap":[-1],"game":{`), ErrInvalidRecord, "handicap -1"},
		{"no game", swap(`,"game":{"v":1,"names":["PJS"],"rolls":[[10,10,10,10,10,10,10,10,10,10,10,10]]}`, ``), ErrBadSave, "not a saved game"},
		{"game not over", swap(`10,10]]`, `10]]`), ErrGameInProgress, "only a finished game"},
		{"impossible game", swap(`[[10,10`, `[[7,10`), ErrBadSave, "ball 2"},
		{"one name twice", swap(`"names":["PJS"],"rolls":[[10,10,10,10,10,10,10,10,10,10,10,10]]`,
			`"names":["PJS","PJS"],"rolls":[`+strings.Repeat("[10,10,10,10,10,10,10,10,10,10,10,10],", 1)+`[10,10,10,10,10,10,10,10,10,10,10,10]]`),
			ErrInvalidSeries, "PJS is named twice"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			kept, _ := parseRecord([]byte(good))
			r := kept
			err := r.UnmarshalJSON([]byte(tc.data))
			if !errors.Is(err, tc.want) || !strings.Contains(err.Error(), tc.why) {
				t.Fatalf("UnmarshalJSON(%s) = %v, want %v saying %q", tc.data, err, tc.want, tc.why)
			}
			if !r.Equal(kept) {
				t.Error("a refused UnmarshalJSON changed the record")
			}
		})
	}
}

func TestCorrected(t *testing.T) {
	s := newTestSeries(t, 1, KeepOrder, "ABC", "DEF")
	r := recordOf(t, s, 1, at(0, 0), nines, gutterGame)
	g, err := r.Game()
	if err != nil {
		t.Fatal(err)
	}
	// The bowler meant a foul on their first ball: an explicit correction of a locked game.
	if err := g.Correct(0, 1, 1, Fouled()); err != nil {
		t.Fatalf("Correct = %v", err)
	}
	if again, _ := r.Game(); !slices.Equal(again.Cards()[0].Frames[0].Balls, []string{"9", "-"}) {
		t.Error("changing Game's copy changed the record")
	}
	c, err := r.Corrected(g)
	if err != nil {
		t.Fatalf("Corrected = %v", err)
	}
	if c.ID() != r.ID() || !c.Played().Equal(r.Played()) || c.Series() != r.Series() || c.Equal(r) ||
		!slices.Equal(c.Scores(), []int{81, 0}) || Statistics([]Record{c}, 1)[0].Fouls != 1 {
		t.Errorf("Corrected = %v %v %v", c.ID(), c.Scores(), c.Equal(r))
	}
	// The record keeps the balls, not the log of corrections made while they were bowled.
	data, _ := json.Marshal(c)
	if strings.Contains(string(data), "fixes") {
		t.Errorf("the record keeps the corrections log: %s", data)
	}
	var back Record
	if err := json.Unmarshal(data, &back); err != nil || !back.Equal(c) {
		t.Errorf("Unmarshal(%s) = %v, or differs", data, err)
	}

	tests := []struct {
		name string
		g    *Game
	}{
		{"nil", nil},
		{"other bowlers", bowled(t, []string{"DEF", "ABC"}, nines, nines)},
		{"not over", func() *Game { g, _ := NewGame("ABC", "DEF"); return g }()},
	}
	for _, tc := range tests {
		if c, err := r.Corrected(tc.g); !errors.Is(err, ErrInvalidRecord) || c.ID() != "" {
			t.Errorf("%s: Corrected = %v, want ErrInvalidRecord", tc.name, err)
		}
	}
}
