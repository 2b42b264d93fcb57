package domain

import (
	"reflect"
	"testing"
)

// oneGameStats is Statistics over a single game bowled by ABC.
func oneGameStats(t *testing.T, line string) Stats {
	t.Helper()
	s := newTestSeries(t, 1, KeepOrder, "ABC")
	all := Statistics([]Record{recordOf(t, s, 1, at(0, 0), line)}, 1)
	if len(all) != 1 {
		t.Fatalf("Statistics = %d bowlers, want 1", len(all))
	}
	return all[0]
}

func TestStatisticsOfOneGame(t *testing.T) {
	// Every figure below is counted by hand from the line, as the Stats fields define them.
	tests := []struct {
		name, line string
		want       Stats
	}{
		{"pins.md 152: fouls on first and second balls", pinsGame152, Stats{
			Pins: 152, HighGame: 152,
			Strikes:         Ratio{3, 11}, // frames 1-9, then X and - in frame 10 (its / is no chance)
			Spares:          Ratio{5, 8},  // 9/ F/ -/ F/ and -/ in frame 10; 5F 5- 81 missed
			SinglePinSpares: Ratio{1, 1},  // the 9 of 9/
			FirstBall:       Ratio{57, 11},
			OpenFrames:      3, // 5F 5- 81
			Fouls:           3,
		}},
		{"pins.md 180: the 8 left the 7-10 split, spared", pinsGame180, Stats{
			Pins: 180, HighGame: 180,
			Strikes:          Ratio{6, 12},
			Spares:           Ratio{2, 5}, // 72 {7-10}/ F9 7/ 9-
			SinglePinSpares:  Ratio{0, 1}, // 9-
			SplitConversions: Ratio{1, 1},
			FirstBall:        Ratio{99, 12},
			OpenFrames:       3, // 72 F9 9-
			Fouls:            1,
			SplitsLeft:       1,
			PinsEntered:      1,
		}},
		{"perfect", perfectGame, Stats{Pins: 300, HighGame: 300, Strikes: Ratio{12, 12}, FirstBall: Ratio{120, 12}}},
		{"gutters", gutterGame, Stats{Strikes: Ratio{0, 10}, Spares: Ratio{0, 10}, FirstBall: Ratio{0, 10}, OpenFrames: 10}},
		{"tenth X 7 /: the 7 is a strike chance and a spare chance", "-- -- -- -- -- -- -- -- -- X7/", Stats{
			Pins: 20, HighGame: 20, Strikes: Ratio{1, 11}, Spares: Ratio{1, 10}, FirstBall: Ratio{17, 11}, OpenFrames: 9}},
		{"tenth 7 / X: the fill strike is a chance", "-- -- -- -- -- -- -- -- -- 7/X", Stats{
			Pins: 20, HighGame: 20, Strikes: Ratio{1, 11}, Spares: Ratio{1, 10}, FirstBall: Ratio{17, 11}, OpenFrames: 9}},
		{"tenth 7 / 8: a last fill ball is no spare chance", "-- -- -- -- -- -- -- -- -- 7/8", Stats{
			Pins: 18, HighGame: 18, Strikes: Ratio{0, 11}, Spares: Ratio{1, 10}, FirstBall: Ratio{15, 11}, OpenFrames: 9}},
		{"tenth X X 7", "-- -- -- -- -- -- -- -- -- XX7", Stats{
			Pins: 27, HighGame: 27, Strikes: Ratio{2, 12}, Spares: Ratio{0, 9}, FirstBall: Ratio{27, 12}, OpenFrames: 9}},
		{"tenth X F /: a foul at a full rack is a chance, then a spare", "-- -- -- -- -- -- -- -- -- XF/", Stats{
			Pins: 20, HighGame: 20, Strikes: Ratio{1, 11}, Spares: Ratio{1, 10}, FirstBall: Ratio{10, 11}, OpenFrames: 9, Fouls: 1}},
		{"tenth F / X: never a strike after a foul at a full rack", "-- -- -- -- -- -- -- -- -- F/X", Stats{
			Pins: 20, HighGame: 20, Strikes: Ratio{1, 11}, Spares: Ratio{1, 10}, FirstBall: Ratio{10, 11}, OpenFrames: 9, Fouls: 1}},
		{"9 then a foul: a single pin missed", "9F -- -- -- -- -- -- -- -- --", Stats{
			Pins: 9, HighGame: 9, Strikes: Ratio{0, 10}, Spares: Ratio{0, 10}, SinglePinSpares: Ratio{0, 1},
			FirstBall: Ratio{9, 10}, OpenFrames: 10, Fouls: 1}},
		{"splits and no splits entered as pins", "{4-6}- {1-2-10}/ {2-4-5-8}/ {7-10}1 9/ -- -- -- -- XX{7-10}", Stats{
			// 4-6 and 7-10 missed, the washout 1-2-10 and the bucket are no splits, and the
			// 7-10 on the last fill ball is left with no ball to convert it.
			Pins: 8 + 16 + 18 + 9 + 10 + 28, HighGame: 89,
			Strikes: Ratio{2, 12}, Spares: Ratio{3, 9}, SinglePinSpares: Ratio{1, 1},
			SplitConversions: Ratio{0, 2}, FirstBall: Ratio{8 + 7 + 6 + 8 + 9 + 28, 12}, OpenFrames: 6,
			SplitsLeft: 3, PinsEntered: 5, // 9/ is a count
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := oneGameStats(t, tc.line)
			tc.want.Name, tc.want.Games = "ABC", 1
			tc.want.HighSeries, tc.want.CompleteSeries = tc.want.Pins, 1 // a series of one game
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Statistics(%q) =\n%+v, want\n%+v", tc.line, got, tc.want)
			}
		})
	}
}

func TestStatisticsAcrossGamesAndSeries(t *testing.T) {
	three := newTestSeries(t, 3, RotateOrder, "ABC", "XYZ")
	other := newTestSeries(t, 3, KeepOrder, "ABC", "XYZ")
	partial := newTestSeries(t, 3, KeepOrder, "ABC")
	four := newTestSeries(t, 4, KeepOrder, "ABC")
	nines := "9- 9- 9- 9- 9- 9- 9- 9- 9- 9-" // 90
	records := []Record{
		// Rotated: game 2 is bowled XYZ first, and ABC is still ABC.
		recordOf(t, three, 1, at(0, 0), pinsGame152, nines),
		recordOf(t, three, 2, at(0, 20), nines, pinsGame180),
		recordOf(t, three, 3, at(0, 40), gutterGame, perfectGame),
		recordOf(t, other, 1, at(7, 0), perfectGame, gutterGame),
		recordOf(t, other, 2, at(7, 20), perfectGame, gutterGame),
		recordOf(t, other, 3, at(7, 40), nines, gutterGame),
		recordOf(t, partial, 1, at(14, 0), perfectGame), // two of three games: no series
		recordOf(t, partial, 2, at(14, 20), perfectGame),
		recordOf(t, four, 1, at(21, 0), nines), // a series of another length
		recordOf(t, four, 2, at(21, 20), nines),
		recordOf(t, four, 3, at(21, 40), nines),
		recordOf(t, four, 4, at(21, 60), nines),
	}
	tests := []struct {
		name        string
		records     []Record
		seriesGames int
		// ABC's and XYZ's games, pins, high game, high series and complete series.
		abc, xyz [5]int
	}{
		{"all, series of 3", records, 3, [5]int{12, 152 + 180 + 0 + 300 + 300 + 90 + 600 + 360, 300, 690, 2},
			[5]int{6, 90 + 90 + 300, 300, 480, 2}},
		{"all, series of 4", records, 4, [5]int{12, 1982, 300, 360, 1}, [5]int{6, 480, 300, 0, 0}},
		{"no series length", records, 0, [5]int{12, 1982, 300, 0, 0}, [5]int{6, 480, 300, 0, 0}},
		{"the first night", Between(records, at(0, 0), at(1, 0)), 3, [5]int{3, 332, 180, 332, 1}, [5]int{3, 480, 300, 480, 1}},
		{"a range that cuts the first series", Between(records, at(0, 10), at(8, 0)), 3,
			[5]int{5, 180 + 0 + 690, 300, 690, 1}, [5]int{5, 390, 300, 0, 1}},
		{"one series", InSeries(records, other.ID), 3, [5]int{3, 690, 300, 690, 1}, [5]int{3, 0, 0, 0, 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			all := Statistics(tc.records, tc.seriesGames)
			if names := []string{all[0].Name, all[len(all)-1].Name}; len(all) != 2 || names[0] != "ABC" || names[1] != "XYZ" {
				t.Fatalf("Statistics = %d bowlers %v, want ABC and XYZ", len(all), names)
			}
			for i, want := range [][5]int{tc.abc, tc.xyz} {
				s := all[i]
				if got := [5]int{s.Games, s.Pins, s.HighGame, s.HighSeries, s.CompleteSeries}; got != want {
					t.Errorf("%s: games, pins, high, high series, series = %v, want %v", s.Name, got, want)
				}
			}
		})
	}
}

func TestStatisticsOfNothing(t *testing.T) {
	if got := Statistics(nil, 3); len(got) != 0 {
		t.Errorf("Statistics(nil) = %v, want none", got)
	}
	if got := Trend(nil, "ABC"); len(got) != 0 {
		t.Errorf("Trend(nil) = %v, want none", got)
	}
}
