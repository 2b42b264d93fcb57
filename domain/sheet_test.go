package domain

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

const nines = "9- 9- 9- 9- 9- 9- 9- 9- 9- 9-" // 90

func TestSheetOf(t *testing.T) {
	scratch := newTestSeries(t, 3, RotateOrder, "ABC", "DEF", "GHI")
	hdcp := newTestSeries(t, 3, KeepOrder, "ABC", "DEF")
	hdcp.Handicap, hdcp.Averages = Handicap{On: true, Basis: 220, Percent: 80}, []int{200, 150} // 16 and 56
	tests := []struct {
		name    string
		records []Record
		want    Sheet
	}{
		{"scratch, rotated, one winner", []Record{
			recordOf(t, scratch, 3, at(0, 40), nines, gutterGame, perfectGame), // GHI ABC DEF
			recordOf(t, scratch, 1, at(0, 0), pinsGame152, pinsGame180, nines), // ABC DEF GHI
			recordOf(t, scratch, 2, at(0, 20), nines, gutterGame, perfectGame), // DEF GHI ABC
		}, Sheet{Series: scratch.ID, Of: 3, Games: []int{1, 2, 3}, Played: at(0, 0), Complete: true, Winners: []string{"DEF"},
			Rows: []SheetRow{
				{Name: "ABC", Scores: []int{152, 300, 0}, Scratch: 452, Total: 452},
				{Name: "DEF", Scores: []int{180, 90, 300}, Scratch: 570, Total: 570, Winner: true},
				{Name: "GHI", Scores: []int{90, 0, 90}, Scratch: 180, Total: 180},
			}}},
		{"scratch, a tie shared", []Record{
			recordOf(t, scratch, 1, at(0, 0), perfectGame, gutterGame, perfectGame),
			recordOf(t, scratch, 2, at(0, 20), nines, gutterGame, gutterGame), // DEF GHI ABC
			recordOf(t, scratch, 3, at(0, 40), nines, nines, gutterGame),      // GHI ABC DEF
		}, Sheet{Series: scratch.ID, Of: 3, Games: []int{1, 2, 3}, Played: at(0, 0), Complete: true, Winners: []string{"ABC", "GHI"},
			Rows: []SheetRow{
				{Name: "ABC", Scores: []int{300, 0, 90}, Scratch: 390, Total: 390, Winner: true},
				{Name: "DEF", Scores: []int{0, 90, 0}, Scratch: 90, Total: 90},
				{Name: "GHI", Scores: []int{300, 0, 90}, Scratch: 390, Total: 390, Winner: true},
			}}},
		{"not complete: no winner yet", []Record{
			recordOf(t, scratch, 2, at(0, 20), gutterGame, nines, perfectGame),
		}, Sheet{Series: scratch.ID, Of: 3, Games: []int{2}, Played: at(0, 20),
			Rows: []SheetRow{ // in game 2's order
				{Name: "DEF", Scores: []int{0}, Scratch: 0, Total: 0},
				{Name: "GHI", Scores: []int{90}, Scratch: 90, Total: 90},
				{Name: "ABC", Scores: []int{300}, Scratch: 300, Total: 300},
			}}},
		{"handicap decides", []Record{
			recordOf(t, hdcp, 1, at(0, 0), pinsGame180, pinsGame152),
			recordOf(t, hdcp, 2, at(0, 20), pinsGame180, pinsGame152),
			recordOf(t, hdcp, 3, at(0, 40), pinsGame152, pinsGame180),
		}, Sheet{Series: hdcp.ID, Of: 3, Games: []int{1, 2, 3}, Played: at(0, 0), Handicap: true, Complete: true, Winners: []string{"DEF"},
			Rows: []SheetRow{
				{Name: "ABC", Scores: []int{180, 180, 152}, Handicap: 16, Scratch: 512, Total: 512 + 48},
				{Name: "DEF", Scores: []int{152, 152, 180}, Handicap: 56, Scratch: 484, Total: 484 + 168, Winner: true},
			}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := SheetOf(tc.records)
			if err != nil {
				t.Fatalf("SheetOf = %v", err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("SheetOf =\n%+v, want\n%+v", got, tc.want)
			}
		})
	}
}

func TestSheetOfRefused(t *testing.T) {
	a := newTestSeries(t, 3, KeepOrder, "ABC", "DEF")
	b := newTestSeries(t, 3, KeepOrder, "ABC", "DEF")
	fewer := a
	fewer.Names = []string{"ABC"}
	longer := a
	longer.Games = 4
	withHdcp := a
	withHdcp.Handicap, withHdcp.Averages = Handicap{On: true, Basis: 220, Percent: 80}, []int{100, 100}
	a1 := recordOf(t, a, 1, at(0, 0), nines, nines)
	tests := []struct {
		name    string
		records []Record
		why     string
	}{
		{"nothing", nil, "at least one game"},
		{"two series", []Record{a1, recordOf(t, b, 2, at(0, 0), nines, nines)}, "games of series"},
		{"a game twice", []Record{a1, recordOf(t, a, 1, at(0, 0), nines, nines)}, "game 1 of series " + a.ID + " is both"},
		{"the same record twice", []Record{a1, a1}, "is there twice"},
		{"other bowlers", []Record{a1, recordOf(t, fewer, 2, at(0, 0), nines)}, `bowled by "ABC DEF" in one game and by "ABC"`},
		{"other handicaps", []Record{a1, recordOf(t, withHdcp, 2, at(0, 0), nines, nines)}, `"ABC=96 DEF=96"`},
		{"other length", []Record{a1, recordOf(t, longer, 2, at(0, 0), nines, nines)}, "3 games in one record and 4"},
	}
	for _, tc := range tests {
		_, err := SheetOf(tc.records)
		if !errors.Is(err, ErrInvalidSeries) || !strings.Contains(err.Error(), tc.why) {
			t.Errorf("%s: SheetOf = %v, want ErrInvalidSeries saying %q", tc.name, err, tc.why)
		}
		if _, err := Sheets(tc.records); tc.name != "two series" && tc.name != "nothing" && err == nil {
			t.Errorf("%s: Sheets accepted it", tc.name)
		}
	}
}

func TestSheets(t *testing.T) {
	late := newTestSeries(t, 2, KeepOrder, "ABC")
	early := newTestSeries(t, 1, KeepOrder, "DEF")
	records := []Record{
		recordOf(t, late, 2, at(1, 20), nines),
		recordOf(t, early, 1, at(0, 0), perfectGame),
		recordOf(t, late, 1, at(1, 0), nines),
	}
	sheets, err := Sheets(records)
	if err != nil || len(sheets) != 2 {
		t.Fatalf("Sheets = %d sheets, %v", len(sheets), err)
	}
	if sheets[0].Series != early.ID || sheets[1].Series != late.ID || !sheets[1].Played.Equal(at(1, 0)) ||
		sheets[1].Rows[0].Total != 180 || !reflect.DeepEqual(sheets[0].Winners, []string{"DEF"}) {
		t.Errorf("Sheets = %+v", sheets)
	}
	if sheets, err := Sheets(nil); len(sheets) != 0 || err != nil {
		t.Errorf("Sheets(nil) = %v, %v", sheets, err)
	}
}
