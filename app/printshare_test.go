package app

import "testing"

func TestShareText(t *testing.T) {
	one := seriesRecords(t, 0, []int{10}, "PJS", "KYJ")
	if got, want := shareText(one, English), "Bowling, 1 Mar 2026, 19:00: PJS 300 · KYJ 300."; got != want {
		t.Errorf("shareText(game) = %q, want %q", got, want)
	}
	series := seriesRecords(t, 0, []int{10, 0}, "PJS")
	want := "Bowling series, 1 Mar 2026, 19:00:\nPJS 300 0, series 300\nPJS wins the series with 300."
	if got := shareText(series, English); got != want {
		t.Errorf("shareText(series) = %q, want %q", got, want)
	}
}
