package domain

import (
	"reflect"
	"testing"
)

func TestTrendAndAverages(t *testing.T) {
	s := newTestSeries(t, 3, RotateOrder, "ABC", "XYZ")
	nines := "9- 9- 9- 9- 9- 9- 9- 9- 9- 9-"
	records := []Record{ // given out of order
		recordOf(t, s, 3, at(0, 40), pinsGame180, nines),
		recordOf(t, s, 1, at(0, 0), pinsGame152, nines),
		recordOf(t, s, 2, at(0, 20), nines, perfectGame),
	}
	got := Trend(records, "ABC")
	want := []Point{
		{Played: at(0, 0), Series: SeriesRef{s.ID, 1, 3}, Score: 152, Average: 152},
		{Played: at(0, 20), Series: SeriesRef{s.ID, 2, 3}, Score: 300, Average: 226},
		{Played: at(0, 40), Series: SeriesRef{s.ID, 3, 3}, Score: 180, Average: 210}, // 632/3
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Trend(ABC) =\n%v, want\n%v", got, want)
	}
	if got := Trend(records, "QQQ"); got != nil {
		t.Errorf("Trend(QQQ) = %v, want nil", got)
	}
	avg := Averages(records)
	if avg["ABC"] != 210 || avg["XYZ"] != 90 || len(avg) != 2 {
		t.Errorf("Averages = %v, want ABC 210, XYZ 90", avg)
	}
	if records[0].series.Game != 3 || records[1].series.Game != 1 {
		t.Error("Trend changed the order of its argument")
	}
}
